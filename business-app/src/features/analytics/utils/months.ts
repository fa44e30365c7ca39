/** "March 2026" for the month key "2026-03" (UTC, as the analytics name months). */
export function monthName(key: string): string {
  const [year, month] = key.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, 1)).toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** The month keys from `from` to `to`, both included, oldest first. */
export function monthsBetween(from: string, to: string): string[] {
  const index = (key: string) => Number(key.slice(0, 4)) * 12 + Number(key.slice(5, 7)) - 1;
  const keys: string[] = [];
  for (let i = index(from); i <= index(to); i++) keys.push(`${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`);
  return keys;
}

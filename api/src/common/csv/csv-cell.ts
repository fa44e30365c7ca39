// One cell of a CSV export (RFC 4180) that is safe to open in a spreadsheet.

/**
 * Quoted always; a value starting with = + - @, a tab or a carriage return is prefixed with a
 * quote mark, so spreadsheets show it instead of running it as a formula (OWASP CSV injection).
 */
export function csvCell(v: unknown): string {
  const s = v === null || v === undefined ? '' : Array.isArray(v) ? JSON.stringify(v) : String(v);
  return `"${(/^[=+\-@\t\r]/.test(s) ? `'${s}` : s).replace(/"/g, '""')}"`;
}

/** "3 h", "2 days": the median time to a first reply. */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return 'no replies yet';
  if (seconds < 3600) return `${Math.max(1, Math.round(seconds / 60))} min`;
  if (seconds < 2 * 86400) return `${Math.round(seconds / 3600)} h`;
  return `${Math.round(seconds / 86400)} days`;
}

import type { Analytics } from 'shared-ui';

/** The monthly series as CSV (RFC 4180), for spreadsheets. */
export function monthlyCsv(a: Analytics): string {
  const rows = a.ratingByMonth.map((m) => [m.month, m.averageRating ?? '', m.reviewCount, m.repliedCount].join(','));
  return ['month,average_rating,review_count,replied_count', ...rows].join('\r\n') + '\r\n';
}

/** Saves `text` as the CSV file `name`, as the browser downloads a file. */
export function downloadCsv(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = Object.assign(document.createElement('a'), { href: url, download: name });
  a.click();
  URL.revokeObjectURL(url);
}

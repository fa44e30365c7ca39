// The yearly transparency reports (DSA Arts. 15, 24) to download: one line per year with data, the
// current year to date among them, each as CSV and JSON. The files are the API's own answers,
// fetched by the browser as plain downloads.
import Link from '@mui/material/Link';
import { useQuery } from '@tanstack/react-query';
import { answer, api, QueryState } from 'shared-ui';

const href = (year: number, format: 'csv' | 'json') => `/api/transparency/reports/${year}.${format}`;

export function TransparencyReports() {
  const years = useQuery({ queryKey: ['/api/transparency/reports'], queryFn: () => answer(api.GET('/api/transparency/reports')), staleTime: 60 * 60_000 });
  const current = new Date().getUTCFullYear();
  return (
    <QueryState query={years} loadingLabel="Loading the reports…" errorMessage="The list of reports could not be loaded.">
      {({ years: list }) => (
        <>
          <p>
            Each report counts a calendar year (UTC): the notices we received by category and by who sent them, what we did about them and how
            fast, what we moderated on our own initiative and how far automated means were used, the complaints against our decisions, and the
            accounts we suspended. The CSV has one line per figure; the JSON holds the same figures.
          </p>
          <ul aria-label="Yearly transparency reports">
            {list.map((year) => (
              <li key={year}>
                {year}
                {year === current ? ' (to date)' : ''}:{' '}
                <Link href={href(year, 'csv')} download={`transparency-report-${year}.csv`}>
                  {year} report as CSV
                </Link>
                ,{' '}
                <Link href={href(year, 'json')} download={`transparency-report-${year}.json`}>
                  {year} report as JSON
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </QueryState>
  );
}

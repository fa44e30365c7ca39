import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { DataTable, QueryState, usePageTitle, type Analytics, type Company } from 'shared-ui';
import { useAnalytics } from '../api/business-api';
import { BusinessFrame } from '../components/business-frame';
import { WithOwnedCompany } from '../components/company-chooser';

/** The monthly series as CSV (RFC 4180), for spreadsheets. */
export function monthlyCsv(a: Analytics): string {
  const rows = a.ratingByMonth.map((m) => [m.month, m.averageRating ?? '', m.reviewCount, m.repliedCount].join(','));
  return ['month,average_rating,review_count,replied_count', ...rows].join('\r\n') + '\r\n';
}

/** "3 h", "2 days": the median time to a first reply. */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return 'no replies yet';
  if (seconds < 3600) return `${Math.max(1, Math.round(seconds / 60))} min`;
  if (seconds < 2 * 86400) return `${Math.round(seconds / 3600)} h`;
  return `${Math.round(seconds / 86400)} days`;
}

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = Object.assign(document.createElement('a'), { href: url, download: name });
  a.click();
  URL.revokeObjectURL(url);
}

export default function AnalyticsPage() {
  usePageTitle('Analytics');
  return (
    <BusinessFrame title="Analytics" intro="How your rating moves, how fast you answer, and what reviewers talk about.">
      <WithOwnedCompany>{(company) => <CompanyAnalytics key={company.id} company={company} />}</WithOwnedCompany>
    </BusinessFrame>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {label}
        </Typography>
        <Typography sx={{ fontSize: '1.75rem', fontWeight: 800 }}>{value}</Typography>
      </CardContent>
    </Card>
  );
}

function CompanyAnalytics({ company }: { company: Company }) {
  const analytics = useAnalytics(company.id);
  return (
    <QueryState query={analytics} loadingLabel="Loading analytics…" errorMessage="We could not load the analytics.">
      {(a) => {
        const months = a.ratingByMonth.map((m) => m.month);
        const awaiting = Object.values(a.awaitingReplyByStar).reduce((x, y) => x + y, 0);
        return (
          <Stack spacing={3}>
            <Grid container spacing={2}>
              <Grid size={{ xs: 6, md: 3 }}>
                <Figure label="Average rating (all time)" value={`${a.averageRating} ★`} />
              </Grid>
              <Grid size={{ xs: 6, md: 3 }}>
                <Figure label="Reviews (all time)" value={a.totalReviews.toLocaleString('en')} />
              </Grid>
              <Grid size={{ xs: 6, md: 3 }}>
                <Figure label={`Reply rate (${a.months} months)`} value={`${Math.round(a.replyRate * 100)}%`} />
              </Grid>
              <Grid size={{ xs: 6, md: 3 }}>
                <Figure label="Median time to first reply" value={formatDuration(a.medianReplySeconds)} />
              </Grid>
            </Grid>

            <Card variant="outlined" component="section" aria-labelledby="trend-heading">
              <CardContent>
                <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
                  <Typography id="trend-heading" variant="h2" sx={{ fontSize: '1.25rem' }}>
                    Rating and reviews by month
                  </Typography>
                  <Button variant="outlined" size="small" onClick={() => download(`${company.name} analytics.csv`, monthlyCsv(a))}>
                    Export CSV
                  </Button>
                </Box>
                <Box component="figure" aria-label="Chart of the average rating and the number of reviews by month; the table below has the same figures" sx={{ m: 0 }}>
                  <LineChart
                    height={260}
                    xAxis={[{ scaleType: 'point', data: months }]}
                    yAxis={[{ min: 1, max: 5 }]}
                    series={[{ data: a.ratingByMonth.map((m) => m.averageRating), label: 'Average rating', connectNulls: true }]}
                  />
                  <BarChart height={220} xAxis={[{ scaleType: 'band', data: months }]} series={[{ data: a.ratingByMonth.map((m) => m.reviewCount), label: 'Reviews' }, { data: a.ratingByMonth.map((m) => m.repliedCount), label: 'Replied' }]} />
                </Box>
                <DataTable numeric caption="The same figures as a table" sx={{ mt: 2 }}>
                  <thead>
                    <tr>
                      <th scope="col">Month</th>
                      <th scope="col">Average rating</th>
                      <th scope="col">Reviews</th>
                      <th scope="col">Replied</th>
                    </tr>
                  </thead>
                  <tbody>
                    {a.ratingByMonth.map((m) => (
                      <tr key={m.month}>
                        <th scope="row" style={{ fontWeight: 400 }}>{m.month}</th>
                        <td>{m.averageRating?.toFixed(2) ?? '—'}</td>
                        <td>{m.reviewCount}</td>
                        <td>{m.repliedCount}</td>
                      </tr>
                    ))}
                  </tbody>
                </DataTable>
              </CardContent>
            </Card>

            <Grid container spacing={2}>
              <Grid size={{ xs: 12, md: 6 }}>
                <Card variant="outlined" component="section" aria-labelledby="topics-heading" sx={{ height: '100%' }}>
                  <CardContent>
                    <Typography id="topics-heading" variant="h2" sx={{ fontSize: '1.25rem' }}>
                      Topics: positive (4–5★) and negative (1–3★)
                    </Typography>
                    <Box component="figure" aria-label="Chart of positive and negative reviews by topic; the list below has the same figures" sx={{ m: 0 }}>
                      <BarChart
                        height={240}
                        layout="horizontal"
                        yAxis={[{ scaleType: 'band', data: a.topics.map((t) => t.topic), width: 120 }]}
                        series={[{ data: a.topics.map((t) => t.positive), label: 'Positive', stack: 't' }, { data: a.topics.map((t) => t.negative), label: 'Negative', stack: 't' }]}
                      />
                    </Box>
                    <Box component="ul" sx={{ m: 0, pl: 3 }}>
                      {a.topics.map((t) => (
                        <li key={t.topic}>
                          {t.topic}: {t.positive} positive, {t.negative} negative
                        </li>
                      ))}
                    </Box>
                  </CardContent>
                </Card>
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <Card variant="outlined" component="section" aria-labelledby="awaiting-heading" sx={{ height: '100%' }}>
                  <CardContent>
                    <Typography id="awaiting-heading" variant="h2" sx={{ fontSize: '1.25rem' }}>
                      Awaiting a reply: {awaiting}
                    </Typography>
                    <Box component="figure" aria-label="Chart of reviews awaiting a reply by star; the list below has the same figures" sx={{ m: 0 }}>
                      <BarChart height={220} xAxis={[{ scaleType: 'band', data: ['1★', '2★', '3★', '4★', '5★'] }]} series={[{ data: [1, 2, 3, 4, 5].map((s) => a.awaitingReplyByStar[String(s) as '1']), label: 'Awaiting' }]} />
                    </Box>
                    <Box component="ul" sx={{ m: 0, pl: 3 }}>
                      {[5, 4, 3, 2, 1].map((s) => (
                        <li key={s}>
                          {s} stars: {a.awaitingReplyByStar[String(s) as '1']} awaiting, {a.ratingDistribution[String(s) as '1']} in all
                        </li>
                      ))}
                    </Box>
                  </CardContent>
                </Card>
              </Grid>
            </Grid>
          </Stack>
        );
      }}
    </QueryState>
  );
}

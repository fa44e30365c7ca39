import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme, type Palette } from '@mui/material/styles';
import { BarChart, type BarSeries } from '@mui/x-charts/BarChart';
import { LineChart, type LineSeries } from '@mui/x-charts/LineChart';
import { DataTable, errorMessage, FormAlert, QueryState, usePageTitle, useSearchParams, type Analytics, type Company } from 'shared-ui';
import { useAnalytics, type AnalyticsRange } from '../api/business-api';
import { BusinessFrame } from '../components/business-frame';
import { WithOwnedCompany } from '../components/company-chooser';
import { countOf, monthName, monthsBetween } from '../utils/count';

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

/**
 * The charts' series in the theme's colours. The monthly average is drawn as points joined by
 * straight segments, and a month without reviews is a gap: a curve through the months, or a line
 * across an empty one, would show averages nobody gave.
 */
export function chartSeries(a: Analytics, palette: Palette) {
  return {
    rating: [
      { data: a.ratingByMonth.map((m) => m.averageRating), label: 'Average rating', color: palette.primary.main, curve: 'linear', showMark: true, connectNulls: false },
    ] satisfies LineSeries[],
    volume: [
      { data: a.ratingByMonth.map((m) => m.reviewCount), label: 'Reviews', color: palette.secondary.main },
      { data: a.ratingByMonth.map((m) => m.repliedCount), label: 'Replied', color: palette.primary.main },
    ] satisfies BarSeries[],
    topics: [
      { data: a.topics.map((t) => t.positive), label: 'Positive', stack: 't', color: palette.success.main },
      { data: a.topics.map((t) => t.negative), label: 'Negative', stack: 't', color: palette.error.main },
    ] satisfies BarSeries[],
    awaiting: [{ data: [1, 2, 3, 4, 5].map((s) => a.awaitingReplyByStar[String(s) as '1']), label: 'Awaiting', color: palette.warning.main }] satisfies BarSeries[],
  };
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

/** The range in the address (?from=2026-01&to=2026-06), so it survives a reload and can be shared. */
function useRange(): [AnalyticsRange, (range: AnalyticsRange) => void] {
  const [params, setParams] = useSearchParams();
  const range = { from: params.get('from') ?? undefined, to: params.get('to') ?? undefined };
  const setRange = (next: AnalyticsRange) =>
    setParams(
      (current) => {
        const p = new URLSearchParams(current);
        for (const key of ['from', 'to'] as const) {
          if (next[key]) p.set(key, next[key]);
          else p.delete(key);
        }
        return p;
      },
      { replace: true },
    );
  return [range, setRange];
}

/** From and To months, within the plan's range (the API's earliest and latest months). */
function RangePicker({ a, range, onChange }: { a: Analytics; range: AnalyticsRange; onChange: (range: AnalyticsRange) => void }) {
  const all = monthsBetween(a.earliestMonth, a.latestMonth);
  const whole = a.from === a.earliestMonth && a.to === a.latestMonth;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
      <Typography component="legend" variant="body2" sx={{ color: 'text.secondary', mb: 1, width: '100%' }}>
        Period: {countOf(a.months, 'month')}, up to {countOf(all.length, 'month')} on your plan
      </Typography>
      <TextField select size="small" label="From" value={a.from} onChange={(e) => onChange({ ...range, from: e.target.value, to: range.to ?? a.to })} sx={{ minWidth: 170 }}>
        {all.map((m) => (
          <MenuItem key={m} value={m} disabled={m > a.to}>
            {monthName(m)}
          </MenuItem>
        ))}
      </TextField>
      <TextField select size="small" label="To" value={a.to} onChange={(e) => onChange({ ...range, from: range.from ?? a.from, to: e.target.value })} sx={{ minWidth: 170 }}>
        {all.map((m) => (
          <MenuItem key={m} value={m} disabled={m < a.from}>
            {monthName(m)}
          </MenuItem>
        ))}
      </TextField>
      {!whole && (
        <Button variant="text" size="small" onClick={() => onChange({})}>
          Whole plan range
        </Button>
      )}
    </Box>
  );
}

function CompanyAnalytics({ company }: { company: Company }) {
  const [range, setRange] = useRange();
  const analytics = useAnalytics(company.id, range);
  const { palette } = useTheme();
  // A range from an old link the plan no longer covers: say why, and offer the whole range.
  if (analytics.isError && (range.from || range.to)) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <FormAlert>{errorMessage(analytics.error, 'We could not load the analytics for this period.')}</FormAlert>
        <Button variant="outlined" onClick={() => setRange({})}>
          Show the whole plan range
        </Button>
      </Stack>
    );
  }
  return (
    <QueryState query={analytics} loadingLabel="Loading analytics…" errorMessage="We could not load the analytics.">
      {(a) => {
        const months = a.ratingByMonth.map((m) => m.month);
        const awaiting = Object.values(a.awaitingReplyByStar).reduce((x, y) => x + y, 0);
        const periodReviews = a.ratingByMonth.reduce((x, m) => x + m.reviewCount, 0);
        const series = chartSeries(a, palette);
        return (
          <Stack spacing={3} aria-busy={analytics.isPlaceholderData}>
            <RangePicker a={a} range={range} onChange={setRange} />
            <Grid container spacing={2}>
              <Grid size={{ xs: 6, md: 3 }}>
                <Figure label="Average rating (all time)" value={`${a.averageRating} ★`} />
              </Grid>
              <Grid size={{ xs: 6, md: 3 }}>
                <Figure label="Reviews (all time)" value={a.totalReviews.toLocaleString('en')} />
              </Grid>
              <Grid size={{ xs: 6, md: 3 }}>
                <Figure label={`Reply rate (${countOf(a.months, 'month')})`} value={periodReviews === 0 ? 'No reviews' : `${Math.round(a.replyRate * 100)}%`} />
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
                  <Button variant="outlined" size="small" onClick={() => download(`${company.name} ${a.from} to ${a.to} analytics.csv`, monthlyCsv(a))}>
                    Export CSV
                  </Button>
                </Box>
                <Box component="figure" aria-label="Chart of the average rating and the number of reviews by month; the table below has the same figures" sx={{ m: 0 }}>
                  <LineChart height={260} xAxis={[{ scaleType: 'point', data: months }]} yAxis={[{ min: 1, max: 5 }]} series={series.rating} />
                  <BarChart height={220} xAxis={[{ scaleType: 'band', data: months }]} series={series.volume} />
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
                        series={series.topics}
                      />
                    </Box>
                    <Box component="ul" sx={{ m: 0, pl: 3 }}>
                      {a.topics.map((t) => (
                        <li key={t.topic}>
                          {t.topic}: {t.positive.toLocaleString('en')} positive, {t.negative.toLocaleString('en')} negative
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
                      <BarChart height={220} xAxis={[{ scaleType: 'band', data: ['1★', '2★', '3★', '4★', '5★'] }]} series={series.awaiting} />
                    </Box>
                    <Box component="ul" sx={{ m: 0, pl: 3 }}>
                      {[5, 4, 3, 2, 1].map((s) => (
                        <li key={s}>
                          {countOf(s, 'star')}: {a.awaitingReplyByStar[String(s) as '1'].toLocaleString('en')} awaiting, {a.ratingDistribution[String(s) as '1'].toLocaleString('en')} in all
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

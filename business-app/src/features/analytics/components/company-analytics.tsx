// One owned company's analytics over the range in the address: the range picker, key figures,
// the monthly trend, topics and the reviews awaiting a reply.
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import { errorMessage, FormAlert, QueryState, type Company } from 'shared-ui';
import { useAnalytics } from '../api/get-analytics';
import { useAnalyticsRange } from '../hooks/use-analytics-range';
import { chartSeries } from '../utils/chart-series';
import { AwaitingCard } from './awaiting-card';
import { KeyFigures } from './key-figures';
import { RangePicker } from './range-picker';
import { TopicsCard } from './topics-card';
import { TrendCard } from './trend-card';

export function CompanyAnalytics({ company }: { company: Company }) {
  const [range, setRange] = useAnalyticsRange();
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
        const series = chartSeries(a, palette);
        return (
          <Stack spacing={3} aria-busy={analytics.isPlaceholderData}>
            <RangePicker a={a} range={range} onChange={setRange} />
            <KeyFigures a={a} />
            <TrendCard a={a} company={company} series={series} />
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, md: 6 }}>
                <TopicsCard a={a} series={series} />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <AwaitingCard a={a} series={series} />
              </Grid>
            </Grid>
          </Stack>
        );
      }}
    </QueryState>
  );
}

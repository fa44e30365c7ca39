import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import type { Analytics } from 'shared-ui';
import { countOf } from '../utils/count';
import { CHART_PROPS, countAxis, type chartSeries } from '../utils/chart-series';

/** The reviews awaiting a reply by star, beside all reviews of that star, as a chart and a list. */
export function AwaitingCard({ a, series }: { a: Analytics; series: ReturnType<typeof chartSeries> }) {
  const awaiting = Object.values(a.awaitingReplyByStar).reduce((x, y) => x + y, 0);
  return (
    <Card variant="outlined" component="section" aria-labelledby="awaiting-heading" sx={{ height: '100%' }}>
      <CardContent>
        <Typography id="awaiting-heading" variant="h2" sx={{ fontSize: '1.25rem' }}>
          Awaiting a reply: {awaiting}
        </Typography>
        <Box component="figure" aria-label="Chart of reviews awaiting a reply by star; the list below has the same figures" sx={{ m: 0 }}>
          <BarChart {...CHART_PROPS} height={220} xAxis={[{ scaleType: 'band', data: ['1★', '2★', '3★', '4★', '5★'] }]} yAxis={[countAxis(series.awaiting[0].data)]} series={series.awaiting} />
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
  );
}

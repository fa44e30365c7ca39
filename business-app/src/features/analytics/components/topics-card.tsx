import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import type { Analytics } from 'shared-ui';
import { CHART_PROPS, countAxis, type chartSeries } from '../utils/chart-series';

/** What reviewers talk about: positive (4–5★) and negative (1–3★) reviews by topic, as a chart and a list. */
export function TopicsCard({ a, series }: { a: Analytics; series: ReturnType<typeof chartSeries> }) {
  return (
    <Card variant="outlined" component="section" aria-labelledby="topics-heading" sx={{ height: '100%' }}>
      <CardContent>
        <Typography id="topics-heading" variant="h2" sx={{ fontSize: '1.25rem' }}>
          Topics: positive (4–5★) and negative (1–3★)
        </Typography>
        <Box component="figure" aria-label="Chart of positive and negative reviews by topic; the list below has the same figures" sx={{ m: 0 }}>
          <BarChart
            {...CHART_PROPS}
            height={240}
            layout="horizontal"
            yAxis={[{ scaleType: 'band', data: a.topics.map((t) => t.topic), width: 120 }]}
            xAxis={[countAxis(a.topics.map((t) => t.positive + t.negative))]}
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
  );
}

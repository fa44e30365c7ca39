// The rating and the reviews by month: a line and a bar chart, the same figures as a table, and
// the CSV export.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { DataTable, type Analytics, type Company } from 'shared-ui';
import { CHART_PROPS, countAxis, type chartSeries } from '../utils/chart-series';
import { downloadCsv, monthlyCsv } from '../utils/monthly-csv';

export function TrendCard({ a, company, series }: { a: Analytics; company: Company; series: ReturnType<typeof chartSeries> }) {
  const months = a.ratingByMonth.map((m) => m.month);
  return (
    <Card variant="outlined" component="section" aria-labelledby="trend-heading">
      <CardContent>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <Typography id="trend-heading" variant="h2" sx={{ fontSize: '1.25rem' }}>
            Rating and reviews by month
          </Typography>
          <Button variant="outlined" size="small" onClick={() => downloadCsv(`${company.name} ${a.from} to ${a.to} analytics.csv`, monthlyCsv(a))}>
            Export CSV
          </Button>
        </Box>
        <Box component="figure" aria-label="Chart of the average rating and the number of reviews by month; the table below has the same figures" sx={{ m: 0 }}>
          {/* The last month sits on the right edge: the margin gives its label room to show whole. */}
          <LineChart {...CHART_PROPS} height={260} margin={{ right: 32 }} xAxis={[{ scaleType: 'point', data: months }]} yAxis={[{ min: 1, max: 5 }]} series={series.rating} />
          <BarChart {...CHART_PROPS} height={220} xAxis={[{ scaleType: 'band', data: months }]} yAxis={[countAxis(series.volume.flatMap((s) => s.data))]} series={series.volume} />
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
  );
}

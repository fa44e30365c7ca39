import type { Palette } from '@mui/material/styles';
import type { BarSeries } from '@mui/x-charts/BarChart';
import type { LineSeries } from '@mui/x-charts/LineChart';
import type { Analytics } from 'shared-ui';

/**
 * An axis of counts: whole numbers from 0. With every count 0 the scale's domain is [0, 0], where
 * the charts' default ticks read "0.000000"; such an axis runs from 0 to 1 instead.
 */
export function countAxis(counts: readonly number[]) {
  const empty = counts.every((n) => n === 0);
  return { min: 0, ...(empty ? { max: 1 } : {}), tickMinStep: 1, valueFormatter: (n: number) => n.toLocaleString('en') };
}

/**
 * What every chart of the page shares. The tables and lists beside the charts carry the same
 * figures, so a chart is a picture only: its keyboard navigation would add a tab stop that shows
 * no focus and has no name.
 */
export const CHART_PROPS = { disableKeyboardNavigation: true } as const;

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

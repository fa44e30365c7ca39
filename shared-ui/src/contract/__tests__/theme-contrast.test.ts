// The theme's colours meet WCAG 2.2 AA in both modes, computed from its palette: text at 4.5:1
// (1.4.3), the focus ring at 3:1 against what it lies on (1.4.11).
import type { Theme } from '@mui/material/styles';
import { createAppTheme } from 'shared-ui/contract';
import { contrastRatio as ratio, gradientPoints as gradient } from 'shared-ui/test-support';

const backgrounds = (t: Theme) => [t.palette.background.default, t.palette.background.paper];

describe.each(['light', 'dark'] as const)('the %s theme', (mode) => {
  const theme = createAppTheme(mode);
  const { palette } = theme;

  it('draws the focus ring at 3:1 or more against the page and card backgrounds', () => {
    for (const back of backgrounds(theme)) expect(ratio(palette.focus, back)).toBeGreaterThanOrEqual(3);
  });

  it('uses its own focus colour in every focus style it sets', () => {
    const styles = JSON.stringify(theme.components);
    expect(styles).toContain(`3px solid ${palette.focus}`);
    expect(styles.match(/3px solid #[0-9a-f]+/gi)?.every((s) => s === `3px solid ${palette.focus}`)).toBe(true);
  });

  it('writes error buttons at 4.5:1: contained (text on red) and outlined (red on the backgrounds)', () => {
    expect(ratio(palette.error.contrastText, palette.error.main)).toBeGreaterThanOrEqual(4.5);
    for (const back of backgrounds(theme)) expect(ratio(palette.error.main, back)).toBeGreaterThanOrEqual(4.5);
  });

  it("writes the banners' text at 4.5:1 over every point of their gradient", () => {
    const worst = Math.min(...gradient(palette.banner.from, palette.banner.to).map((point) => ratio(palette.banner.contrastText, point)));
    expect(worst).toBeGreaterThanOrEqual(4.5);
  });
});

// WCAG contrast ratios of CSS colours, for tests that hold the theme's colours to AA.
import { decomposeColor, getLuminance } from '@mui/material/styles';

type Rgb = [number, number, number];

/** A colour as opaque sRGB channels: an rgba() one, or one at `opacity`, laid over `under`. */
function opaque(colour: string, under: Rgb = [255, 255, 255], opacity = 1): Rgb {
  const { values, type } = decomposeColor(colour);
  const alpha = (type === 'rgba' || type === 'hsla' ? Number(values[3]) : 1) * opacity;
  return [0, 1, 2].map((i) => Number(values[i]) * alpha + under[i] * (1 - alpha)) as Rgb;
}

const css = ([r, g, b]: Rgb) => `rgb(${r.toFixed(2)}, ${g.toFixed(2)}, ${b.toFixed(2)})`;

/** `colours` laid one over the other, the first at the bottom (an opaque one), as one opaque colour. */
export function layered(...colours: string[]): string {
  return css(colours.slice(1).reduce<Rgb>((under, colour) => opaque(colour, under), opaque(colours[0])));
}

/** The contrast ratio of `fore` (at `opacity`) over `back`; translucent colours are blended first. */
export function contrastRatio(fore: string, back: string, opacity = 1): number {
  const backRgb = opaque(back);
  const [a, b] = [getLuminance(css(opaque(fore, backRgb, opacity))), getLuminance(css(backRgb))];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** Points along a two-stop gradient, as the browser interpolates it (in sRGB). */
export function gradientPoints(from: string, to: string, steps = 20): string[] {
  const [a, b] = [opaque(from), opaque(to)];
  return Array.from({ length: steps + 1 }, (_, i) => css([0, 1, 2].map((c) => a[c] + ((b[c] - a[c]) * i) / steps) as Rgb));
}

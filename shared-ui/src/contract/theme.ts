import { createTheme, type Theme } from '@mui/material/styles';
import { reducedMotion } from './reduced-motion';

// One brand for every app; remotes take colours from here, never hard-code them.
const brand = {
  primary: '#0b6e4f',
  secondary: '#1f4e79',
  star: '#f5a524',
};

declare module '@mui/material/styles' {
  interface Palette {
    /** The keyboard focus ring's colour: at least 3:1 against the page's backgrounds in its mode. Added in contract 1.2.0. */
    focus: string;
    /**
     * The brand gradient of the home page's banners (from → to) and their text colour, which reads
     * at 4.5:1 or more over every point of it, in both modes. Added in contract 1.2.0.
     */
    banner: { from: string; to: string; contrastText: string };
  }
  interface PaletteOptions {
    focus?: string;
    banner?: { from: string; to: string; contrastText: string };
  }
}

export function createAppTheme(mode: 'light' | 'dark' = 'light'): Theme {
  // The brand blue is too dark to see on the dark background (2:1): a light blue there.
  const focus = mode === 'light' ? brand.secondary : '#8ab4f8';
  const focusRing = { outline: `3px solid ${focus}`, outlineOffset: 2 };
  return createTheme({
    palette: {
      mode,
      // On dark backgrounds the brand green is lightened so links and outlines keep AA contrast.
      primary: { main: mode === 'light' ? brand.primary : '#4cc39a' },
      secondary: { main: brand.secondary },
      // Warning text must stay readable (AA); the star yellow is for stars only (STAR_COLOR).
      warning: { main: mode === 'light' ? '#b45309' : '#f5b14c' },
      // MUI's dark red carries white text at 3.7:1: a lighter red, which takes dark text, in dark mode.
      ...(mode === 'dark' ? { error: { main: '#f28b82' } } : {}),
      focus,
      // The dark brand colours in both modes: the lightened dark-mode green would not carry white text.
      banner: { from: brand.primary, to: brand.secondary, contrastText: '#ffffff' },
      ...(mode === 'light'
        ? { background: { default: '#f7f8fa', paper: '#ffffff' } }
        : { background: { default: '#0f1419', paper: '#161c23' } }),
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      h1: { fontSize: '2.5rem', fontWeight: 800 },
      h2: { fontSize: '2rem', fontWeight: 700 },
      h3: { fontSize: '1.5rem', fontWeight: 700 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      // Visible keyboard focus everywhere (accessibility).
      MuiButtonBase: {
        defaultProps: { disableRipple: false },
        styleOverrides: { root: { '&.Mui-focusVisible': focusRing } },
      },
      MuiLink: { styleOverrides: { root: { '&:focus-visible': focusRing } } },
      // A chip is a tab stop only when it explains itself (a tooltip) or acts: it shows the same ring.
      MuiChip: { styleOverrides: { root: { '&:focus-visible': focusRing } } },
    },
  }, reducedMotion);
}

/** The colour of rating stars: graphics beside their number, never text. */
export const STAR_COLOR = brand.star;

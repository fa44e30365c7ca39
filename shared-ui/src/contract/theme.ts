import { createTheme, type Theme } from '@mui/material/styles';
import { reducedMotion } from './reduced-motion';

// One brand for every app; remotes take colours from here, never hard-code them.
const brand = {
  primary: '#0b6e4f',
  secondary: '#1f4e79',
  star: '#f5a524',
};

export function createAppTheme(mode: 'light' | 'dark' = 'light'): Theme {
  return createTheme({
    palette: {
      mode,
      // On dark backgrounds the brand green is lightened so links and outlines keep AA contrast.
      primary: { main: mode === 'light' ? brand.primary : '#4cc39a' },
      secondary: { main: brand.secondary },
      // Warning text must stay readable (AA); the star yellow is for stars only (STAR_COLOR).
      warning: { main: mode === 'light' ? '#b45309' : '#f5b14c' },
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
        styleOverrides: { root: { '&.Mui-focusVisible': { outline: `3px solid ${brand.secondary}`, outlineOffset: 2 } } },
      },
      MuiLink: { styleOverrides: { root: { '&:focus-visible': { outline: `3px solid ${brand.secondary}`, outlineOffset: 2 } } } },
    },
  }, reducedMotion);
}

/** The colour of rating stars: graphics beside their number, never text. */
export const STAR_COLOR = brand.star;

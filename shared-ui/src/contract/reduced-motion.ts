// What the theme does for people who ask their system for less motion (prefers-reduced-motion):
// nothing slides, fades, ripples or pulses. Components still change state at once; spinners,
// which say that something is under way, keep turning.
import type { ThemeOptions } from '@mui/material/styles';

const REDUCE = '@media (prefers-reduced-motion: reduce)';

export const reducedMotion: ThemeOptions = {
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        [REDUCE]: {
          // Every transition, the ones MUI's Fade, Slide, Grow and Collapse write inline included
          // (an !important rule outranks an inline style): the drawer, menus, dialogs, buttons.
          '*, *::before, *::after': { transitionDuration: '0s !important', transitionDelay: '0s !important', scrollBehavior: 'auto !important' },
          // The ripple of a pressed button and the pulse of a focused one.
          '.MuiTouchRipple-root': { display: 'none' },
          '.MuiSkeleton-root, .MuiSkeleton-root::after': { animation: 'none !important' },
        },
      },
    },
  },
};

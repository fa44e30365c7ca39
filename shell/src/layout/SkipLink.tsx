import Box from '@mui/material/Box';
import type { MouseEvent } from 'react';

export const MAIN_ID = 'main';

/** The first focusable element: off screen until focused, then jumps focus to the main content. */
export function SkipLink() {
  function skip(event: MouseEvent<HTMLAnchorElement>) {
    // Focus the target ourselves rather than changing the URL's hash under the router.
    event.preventDefault();
    const main = document.getElementById(MAIN_ID);
    main?.focus();
    main?.scrollIntoView?.();
  }

  return (
    <Box
      component="a"
      href={`#${MAIN_ID}`}
      onClick={skip}
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: 'tooltip',
        px: 2,
        py: 1.25,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        fontWeight: 700,
        textDecoration: 'none',
        transform: 'translateY(calc(-100% - 24px))',
        '&:focus': {
          transform: 'none',
          boxShadow: 6,
          outline: 3,
          outlineStyle: 'solid',
          outlineColor: 'focus',
          outlineOffset: 2,
        },
      }}
    >
      Skip to main content
    </Box>
  );
}

import { Box } from '@mui/material';
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { Footer } from './Footer';
import { NavBar } from './NavBar';
import { MAIN_ID, SkipLink } from './SkipLink';

/** The page frame: skip link, navigation bar, the page, footer. */
export function Layout({ children }: { children: ReactNode }) {
  useScrollToTopOnNavigate();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <NavBar />
      <Box component="main" id={MAIN_ID} tabIndex={-1} sx={{ flex: 1, outline: 'none', minWidth: 0 }}>
        {children}
      </Box>
      <Footer />
    </Box>
  );
}

/**
 * A new page starts at its top (the browser restores the position itself on back and forward),
 * and keyboard and screen-reader users land in the new page's content, not on the old link.
 */
function useScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (navigationType !== 'POP') {
      window.scrollTo(0, 0);
      document.getElementById('main')?.focus({ preventScroll: true });
    }
  }, [pathname, navigationType]);
}

import Box from '@mui/material/Box';
import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { setServerRenderedView, useLocation, useNavigationType } from 'shared-ui';
import { NavBar } from './NavBar';
import { MAIN_ID, SkipLink } from './SkipLink';
import { useHeaderClearance } from './use-header-clearance';

// The footer starts below the first screen (see Layout): its code loads after the frame's, off
// the first view's critical path.
const Footer = lazy(() => import('./Footer').then((m) => ({ default: m.Footer })));

/**
 * The page frame: skip link, navigation bar, the page, footer. The page's area is at least a
 * screen high, so the footer starts below the first screen: a page that arrives after the frame
 * fills that space instead of pushing a visible footer down (that shift was most of the CLS).
 */
export function Layout({ children }: { children: ReactNode }) {
  useScrollToTopOnNavigate();
  const frame = useRef<HTMLDivElement>(null);
  useHeaderClearance(frame);
  return (
    <Box ref={frame} sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <NavBar />
      <Box component="main" id={MAIN_ID} tabIndex={-1} sx={{ flex: 1, outline: 'none', minWidth: 0, minHeight: '100vh' }}>
        {children}
      </Box>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </Box>
  );
}

/**
 * A new page starts at its top (the browser restores the position itself on back and forward),
 * and keyboard and screen-reader users land in the new page's content, not on the old link.
 * Only a new path is a new page: a change of the query on the same page (a filter, a sort, a
 * tab) keeps the reader's place and focus on the control they used.
 */
function useScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    // The page the server rendered is gone: the next ones show their first screen first.
    setServerRenderedView(false);
    if (navigationType !== 'POP') {
      window.scrollTo(0, 0);
      document.getElementById('main')?.focus({ preventScroll: true });
    }
    // A change of the navigation's type alone (a replaced query after a pushed one) is no new page.
  }, [pathname, navigationType]);
}

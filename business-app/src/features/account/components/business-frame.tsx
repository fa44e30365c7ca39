// The frame of the signed-in business pages: the account, the realm's navigation and sign-out.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type ReactNode } from 'react';
import { toast, toastFailure, useBusinessAccount, Link as RouterLink, useLocation, useNavigate } from 'shared-ui';
import { useBusinessLogout } from '../api/logout';

const SECTIONS = [
  { to: '/business/dashboard', label: 'Dashboard' },
  { to: '/claim-profile', label: 'Claim a profile' },
  { to: '/analytics', label: 'Analytics' },
  { to: '/widget-generator', label: 'Widgets' },
  { to: '/business-plans', label: 'Plans' },
];

export function BusinessFrame({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  const { account } = useBusinessAccount();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const logout = useBusinessLogout();
  // The cached account is forgotten once this signed-in page is gone (the navigation to the login
  // page is a transition that may wait for its code): forgotten earlier, the route guard would
  // send the visitor to the login page with a redirect back here.
  const signedOut = useRef(false);
  const forget = logout.forget;
  useEffect(() => () => {
    if (signedOut.current) forget();
  }, [forget]);

  const signOut = () =>
    logout.mutate(undefined, {
      onSuccess: () => {
        toast({ title: 'Logged out', description: 'You have been signed out of your business account.', variant: 'success' });
        signedOut.current = true;
        navigate('/business/login', { replace: true });
      },
      onError: (error) => {
        toastFailure('Logout failed', error, 'An error occurred during sign out');
      },
    });

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="overline" component="p" sx={{ color: 'text.secondary', overflowWrap: 'anywhere', minWidth: 0 }}>
          Business · {account?.companyName}
        </Typography>
        {account && (
          // On a phone the name and address give way (they wrap), never the button: "Log out" stays one line.
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
            <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere', minWidth: 0 }}>
              {account.contactName} ({account.email})
            </Typography>
            <Button variant="outlined" size="small" onClick={signOut} disabled={logout.isPending} sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
              {logout.isPending ? 'Logging out…' : 'Log out'}
            </Button>
          </Box>
        )}
      </Box>
      {account && (
        // Links to pages, so a list of links with the current one marked, not tabs: tabs promise
        // panels on this page and take one tab stop for the whole row.
        <Box component="nav" aria-label="Business sections" sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
          <Box component="ul" sx={{ display: 'flex', m: 0, p: 0, listStyle: 'none', overflowX: 'auto' }}>
            {SECTIONS.map((s) => {
              const current = s.to === pathname;
              return (
                <li key={s.to}>
                  <Button
                    component={RouterLink}
                    to={s.to}
                    aria-current={current ? 'page' : undefined}
                    sx={{
                      borderRadius: 0,
                      px: 2,
                      py: 1.5,
                      whiteSpace: 'nowrap',
                      color: current ? 'primary.main' : 'text.secondary',
                      boxShadow: current ? 'inset 0 -2px 0 currentColor' : 'none',
                      // The row scrolls sideways on a phone, which clips anything drawn outside it.
                      '&.Mui-focusVisible': { outlineOffset: -3 },
                    }}
                  >
                    {s.label}
                  </Button>
                </li>
              );
            })}
          </Box>
        </Box>
      )}
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 1 }}>
        {title}
      </Typography>
      {intro && (
        <Typography component="div" sx={{ color: 'text.secondary', mb: 3, maxWidth: '75ch' }}>
          {intro}
        </Typography>
      )}
      {children}
    </Container>
  );
}

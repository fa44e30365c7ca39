// The frame of the signed-in business pages: the account, the realm's navigation and sign-out.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
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
  const current = SECTIONS.find((s) => s.to === pathname)?.to ?? false;

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
        <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
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
        <Box component="nav" aria-label="Business" sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
          <Tabs value={current} variant="scrollable" allowScrollButtonsMobile aria-label="Business sections">
            {SECTIONS.map((s) => (
              <Tab key={s.to} label={s.label} value={s.to} component={RouterLink} to={s.to} />
            ))}
          </Tabs>
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

import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import { lazy, Suspense } from 'react';
import { useAuth, useBusinessAccount, NavLink, Link as RouterLink } from 'shared-ui';
import { Logo } from './Logo';
import { MOBILE_MENU_ID, useMobileMenu } from './menu-store';
import { BUSINESS_DASHBOARD_LINK, navLinksFor } from './nav-links';
import { SearchBox } from './SearchBox';
import { BusinessMenu } from './business-menu';
import { UserMenu } from './UserMenu';

// The slide-out menu's code (a drawer, its list, the search box again) loads when it is first opened.
const MobileMenu = lazy(() => import('./MobileMenu').then((m) => ({ default: m.MobileMenu })));

// Below md these parts are hidden by CSS (not unmounted) and the slide-out menu takes over.
const desktopOnly = { display: { xs: 'none', md: 'flex' } } as const;

const navButtonSx = {
  px: { md: 1, lg: 1.5 },
  minWidth: 0,
  color: 'text.secondary',
  whiteSpace: 'nowrap',
  '&:hover': { color: 'text.primary' },
  '&.active': { color: 'primary.main', bgcolor: 'action.selected' },
} as const;

// Where the business link's words fit beside both realms' links, the search box and the avatar.
const WORDS_FIT = '@media (min-width: 1100px)';

/**
 * The business realm's dashboard, while a business account is signed in. Below 1100 px there is
 * room for its icon only: the link keeps its name ("Business dashboard") for everyone, and a
 * tooltip says it to the eye.
 */
function BusinessDashboardLink() {
  const { to, label } = BUSINESS_DASHBOARD_LINK;
  return (
    <Tooltip title={label} describeChild={false} slotProps={{ tooltip: { sx: { [WORDS_FIT]: { display: 'none' } } } }}>
      <Button
        component={NavLink}
        to={to}
        color="inherit"
        aria-label={label}
        startIcon={<DashboardOutlinedIcon aria-hidden />}
        sx={{ ...navButtonSx, '& .MuiButton-startIcon': { mx: 0, [WORDS_FIT]: { ml: '-4px', mr: 1 } } }}
      >
        <Box component="span" aria-hidden sx={{ display: 'none', [WORDS_FIT]: { display: 'inline' } }}>
          {label}
        </Box>
      </Button>
    </Tooltip>
  );
}

export function NavBar() {
  const { user, state } = useAuth();
  const business = useBusinessAccount();
  // A business session is someone signed in too: its account and Log out, not Sign in and Sign up.
  const signedOut = state === 'signed-out' && business.state === 'signed-out';
  const menuOpen = useMobileMenu((s) => s.open);
  const menuUsed = useMobileMenu((s) => s.used);
  const setMenuOpen = useMobileMenu((s) => s.setOpen);

  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
    >
      <Container maxWidth="lg">
        {/* Tighter from md to lg, so both realms' links, the search box and the accounts fit at 900 px.
            Larger text (a browser set to 200%) wraps the bar onto more rows instead of overlapping. */}
        <Toolbar
          disableGutters
          sx={{ flexWrap: 'wrap', columnGap: { xs: 1, lg: 2 }, rowGap: 1, py: 1, minHeight: { xs: 60, md: 68 } }}
        >
          <Logo />

          <Box component="nav" aria-label="Main" sx={{ ...desktopOnly, flexWrap: 'wrap', gap: 0.5, ml: { md: 1, lg: 2 } }}>
            {navLinksFor(state, business.state).map((link) =>
              link.to === BUSINESS_DASHBOARD_LINK.to ? (
                <BusinessDashboardLink key={link.to} />
              ) : (
                <Button key={link.to} component={NavLink} to={link.to} end={link.end} color="inherit" sx={navButtonSx}>
                  {link.label}
                </Button>
              ),
            )}
          </Box>

          <Box sx={{ flex: 1 }} />

          {/* Its narrowest width is its basis, so it narrows before anything wraps; it takes the room
              there is (before the spacer) up to 300 px. */}
          <SearchBox sx={{ ...desktopOnly, flex: { md: '1000 1 96px', lg: '1000 1 160px' }, maxWidth: 300 }} />

          {/* Nothing while the sessions load, so neither set of buttons flashes. */}
          {signedOut && (
            <Box sx={{ ...desktopOnly, gap: 1 }}>
              <Button component={RouterLink} to="/sign-in" color="inherit" sx={{ whiteSpace: 'nowrap' }}>
                Sign in
              </Button>
              <Button component={RouterLink} to="/sign-up" variant="contained" disableElevation sx={{ whiteSpace: 'nowrap' }}>
                Sign up
              </Button>
            </Box>
          )}
          {(business.account || (state === 'signed-in' && user)) && (
            <Box sx={{ ...desktopOnly, gap: 1 }}>
              {business.account && <BusinessMenu account={business.account} />}
              {state === 'signed-in' && user && <UserMenu user={user} />}
            </Box>
          )}

          <IconButton
            edge="end"
            aria-label="Open menu"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? MOBILE_MENU_ID : undefined}
            onClick={() => setMenuOpen(true)}
            // At the end of its row, also when larger text puts it on a row of its own.
            sx={{ display: { md: 'none' }, ml: 'auto' }}
          >
            <MenuIcon />
          </IconButton>
        </Toolbar>
      </Container>
      {menuUsed && (
        <Suspense fallback={null}>
          <MobileMenu />
        </Suspense>
      )}
    </AppBar>
  );
}

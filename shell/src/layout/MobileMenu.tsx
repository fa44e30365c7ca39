import BusinessOutlinedIcon from '@mui/icons-material/BusinessOutlined';
import CloseIcon from '@mui/icons-material/Close';
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import GavelOutlinedIcon from '@mui/icons-material/GavelOutlined';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import RateReviewOutlinedIcon from '@mui/icons-material/RateReviewOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useEffect, useRef, type ReactNode } from 'react';
import { forgetSignedInStorage, useAuth, useBusinessAccount, NavLink, Link as RouterLink, useLocation } from 'shared-ui';
import { announceSignedOut } from '../session/follow-sessions';
import { assignLocation } from './browser';
import { BusinessNameAndEmail } from './business-name-and-email';
import { Logo } from './Logo';
import { MOBILE_MENU_ID, useMobileMenu } from './menu-store';
import { moderationLinksFor, navLinksFor, type NavLinkItem } from './nav-links';
import { useBusinessSignOut } from './use-business-sign-out';
import { SearchBox } from './SearchBox';
import { UserAvatar } from './UserAvatar';
import { NameAndEmail } from './NameAndEmail';

const LINK_ICONS: Record<string, ReactNode> = {
  '/': <HomeOutlinedIcon />,
  '/companies': <BusinessOutlinedIcon />,
  '/about': <InfoOutlinedIcon />,
  '/write-review': <RateReviewOutlinedIcon />,
  '/business/dashboard': <DashboardOutlinedIcon />,
  '/profile': <PersonOutlineIcon />,
  '/account/settings': <SettingsOutlinedIcon />,
  '/admin': <GavelOutlinedIcon />,
};

/** One link of the menu, with its icon; `onClick` closes the menu. */
function DrawerLink({ link, onClick }: { link: NavLinkItem; onClick: () => void }) {
  return (
    <ListItem disablePadding>
      <ListItemButton component={NavLink} to={link.to} end={link.end} onClick={onClick} sx={itemSx}>
        <ListItemIcon>{LINK_ICONS[link.to]}</ListItemIcon>
        <ListItemText primary={link.label} />
      </ListItemButton>
    </ListItem>
  );
}

const ACCOUNT_LINKS: NavLinkItem[] = [
  { to: '/profile', label: 'Profile' },
  { to: '/account/settings', label: 'Account Settings' },
];

const itemSx = {
  borderRadius: 1,
  '&.active': { color: 'primary.main', bgcolor: 'action.selected', fontWeight: 600 },
} as const;

/** The slide-out menu below the md breakpoint: the links, the search box and the auth actions. */
export function MobileMenu() {
  const open = useMobileMenu((s) => s.open);
  const setOpen = useMobileMenu((s) => s.setOpen);
  const { user, state } = useAuth();
  const business = useBusinessAccount();
  const businessSignOut = useBusinessSignOut();
  const location = useLocation();
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'));
  const close = () => setOpen(false);

  // Any navigation closes it (not the address it was opened on: it mounts when first opened), and
  // so does widening the window past the breakpoint.
  const openedAt = useRef(`${location.pathname}${location.search}`);
  useEffect(() => {
    const at = `${location.pathname}${location.search}`;
    if (at === openedAt.current) return;
    openedAt.current = at;
    setOpen(false);
  }, [location.pathname, location.search, setOpen]);
  useEffect(() => {
    if (desktop) setOpen(false);
  }, [desktop, setOpen]);

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={close}
      slotProps={{
        paper: {
          id: MOBILE_MENU_ID,
          role: 'dialog',
          'aria-modal': true,
          'aria-label': 'Menu',
          sx: { width: 'min(320px, 88vw)', display: 'flex', flexDirection: 'column' },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}>
        <Logo onClick={close} />
        <IconButton aria-label="Close menu" onClick={close} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />

      <Box sx={{ px: 2, pt: 2 }}>
        <SearchBox onSearch={close} />
      </Box>

      <Box component="nav" aria-label="Mobile">
        <List sx={{ px: 1, pt: 1.5 }}>
          {navLinksFor(state, business.state).map((link) => (
            <DrawerLink key={link.to} link={link} onClick={close} />
          ))}
        </List>
      </Box>
      <Divider />

      {/* A business session is someone signed in too: its account and Log out instead. */}
      {state === 'signed-out' && business.state === 'signed-out' && (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, p: 2 }}>
          <Button component={RouterLink} to="/sign-in" variant="outlined" fullWidth onClick={close}>
            Sign in
          </Button>
          <Button component={RouterLink} to="/sign-up" variant="contained" disableElevation fullWidth onClick={close}>
            Sign up
          </Button>
        </Box>
      )}

      {state === 'signed-in' && user && (
        <Box sx={{ p: 1 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 1, py: 1 }}>
            <UserAvatar user={user} size={40} />
            <Box sx={{ minWidth: 0 }}>
              <NameAndEmail user={user} />
            </Box>
          </Box>
          <List aria-label="Account">
            {[...ACCOUNT_LINKS, ...moderationLinksFor(user)].map((link) => (
              <DrawerLink key={link.to} link={link} onClick={close} />
            ))}
            <ListItem disablePadding>
              {/* Mobile log out is a full browser navigation; the server ends the session. What this
                  browser keeps of it goes first, and the other tabs hear of it. */}
              <ListItemButton
                onClick={() => {
                  forgetSignedInStorage();
                  announceSignedOut('consumer');
                  assignLocation('/api/logout');
                }}
                sx={itemSx}
              >
                <ListItemIcon>
                  <LogoutIcon />
                </ListItemIcon>
                <ListItemText primary="Log out" />
              </ListItemButton>
            </ListItem>
          </List>
        </Box>
      )}

      {business.account && (
        <Box sx={{ p: 1 }}>
          <Box sx={{ px: 1, py: 1 }}>
            <BusinessNameAndEmail account={business.account} />
          </Box>
          <List aria-label="Business account">
            <ListItem disablePadding>
              <ListItemButton
                onClick={() => {
                  close();
                  void businessSignOut.signOut();
                }}
                disabled={businessSignOut.pending}
                sx={itemSx}
              >
                <ListItemIcon>
                  <LogoutIcon />
                </ListItemIcon>
                <ListItemText primary="Log out of business account" />
              </ListItemButton>
            </ListItem>
          </List>
        </Box>
      )}
    </Drawer>
  );
}

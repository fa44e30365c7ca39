// The signed-in account menu: a popover with the name and email, account links and Log out. Its
// code loads when the avatar button is first pressed (see UserMenu).
import LogoutIcon from '@mui/icons-material/Logout';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import RateReviewOutlinedIcon from '@mui/icons-material/RateReviewOutlined';
import GavelOutlinedIcon from '@mui/icons-material/GavelOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import type { ReactNode } from 'react';
import { type User, Link as RouterLink } from 'shared-ui';
import { NameAndEmail } from './NameAndEmail';
import { moderationLinksFor } from './nav-links';
import { useSignOut } from './use-sign-out';

const ICONS: Record<string, ReactNode> = {
  '/profile': <PersonOutlineIcon fontSize="small" />,
  '/account/settings': <SettingsOutlinedIcon fontSize="small" />,
  '/write-review': <RateReviewOutlinedIcon fontSize="small" />,
  '/admin': <GavelOutlinedIcon fontSize="small" />,
};

const MENU_LINKS = [
  { to: '/profile', label: 'Profile' },
  { to: '/account/settings', label: 'Account Settings' },
  { to: '/write-review', label: 'Write Review' },
];

export function AccountMenu({ user, open, anchorEl, menuId, onClose }: { user: User; open: boolean; anchorEl: HTMLElement | null; menuId: string; onClose: () => void }) {
  const signOut = useSignOut();
  return (
    <Popover
      open={open}
      anchorEl={anchorEl}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { mt: 1, minWidth: 240, maxWidth: 'calc(100vw - 16px)' } } }}
    >
      {/* The name and email sit above the menu, not in it: they are not actions. */}
      <Box sx={{ px: 2, pt: 1.5, pb: 1 }}>
        <NameAndEmail user={user} />
      </Box>
      <Divider />
      <MenuList id={menuId} autoFocusItem={open} aria-label="Account">
        {[...MENU_LINKS, ...moderationLinksFor(user)].map((link) => (
          <MenuItem key={link.to} component={RouterLink} to={link.to} onClick={onClose}>
            <ListItemIcon>{ICONS[link.to]}</ListItemIcon>
            <ListItemText>{link.label}</ListItemText>
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          onClick={() => {
            onClose();
            void signOut();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Log out</ListItemText>
        </MenuItem>
      </MenuList>
    </Popover>
  );
}

import LogoutIcon from '@mui/icons-material/Logout';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import RateReviewOutlinedIcon from '@mui/icons-material/RateReviewOutlined';
import GavelOutlinedIcon from '@mui/icons-material/GavelOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import { Box, Divider, IconButton, ListItemIcon, ListItemText, MenuItem, MenuList, Popover, Typography } from '@mui/material';
import { useId, useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { roleOf, type User } from 'shared-ui';
import { UserAvatar } from './UserAvatar';
import { fullName, userInitials } from './user-display';
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

/** Signed-in avatar button and its menu: name and email, account links, Log out. */
export function UserMenu({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const signOut = useSignOut();
  const close = () => setOpen(false);

  return (
    <>
      <IconButton
        ref={anchor}
        onClick={() => setOpen(true)}
        // The name starts with the visible initials (WCAG 2.5.3 label in name).
        aria-label={`${userInitials(user)}, open account menu`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        sx={{ p: 0.5 }}
      >
        <UserAvatar user={user} />
      </IconButton>
      <Popover
        open={open}
        anchorEl={anchor.current}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { mt: 1, minWidth: 240, maxWidth: 'calc(100vw - 16px)' } } }}
      >
        {/* The name and email sit above the menu, not in it: they are not actions. */}
        <Box sx={{ px: 2, pt: 1.5, pb: 1 }}>
          <Typography sx={{ fontWeight: 600 }} noWrap>
            {fullName(user)}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {user.email}
          </Typography>
        </Box>
        <Divider />
        <MenuList id={menuId} autoFocusItem={open} aria-label="Account">
          {[...MENU_LINKS, ...(roleOf(user) === 'user' ? [] : [{ to: '/admin', label: 'Moderation' }])].map((link) => (
            <MenuItem key={link.to} component={RouterLink} to={link.to} onClick={close}>
              <ListItemIcon>{ICONS[link.to]}</ListItemIcon>
              <ListItemText>{link.label}</ListItemText>
            </MenuItem>
          ))}
          <Divider />
          <MenuItem
            onClick={() => {
              close();
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
    </>
  );
}

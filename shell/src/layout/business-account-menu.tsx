// The signed-in business account's menu: who is signed in, the dashboard and Log out. Its code
// loads when the business button is first pressed (see BusinessMenu).
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import { type BusinessAccount, Link as RouterLink } from 'shared-ui';
import { BusinessNameAndEmail } from './business-name-and-email';
import { BUSINESS_DASHBOARD_LINK } from './nav-links';
import { useBusinessSignOut } from './use-business-sign-out';

export function BusinessAccountMenu({
  account,
  open,
  anchorEl,
  menuId,
  onClose,
}: {
  account: BusinessAccount;
  open: boolean;
  anchorEl: HTMLElement | null;
  menuId: string;
  onClose: () => void;
}) {
  const { signOut } = useBusinessSignOut();
  return (
    <Popover
      open={open}
      anchorEl={anchorEl}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { mt: 1, minWidth: 240, maxWidth: 'calc(100vw - 16px)' } } }}
    >
      <Box sx={{ px: 2, pt: 1.5, pb: 1 }}>
        <BusinessNameAndEmail account={account} />
      </Box>
      <Divider />
      <MenuList id={menuId} autoFocusItem={open} aria-label="Business account">
        <MenuItem component={RouterLink} to={BUSINESS_DASHBOARD_LINK.to} onClick={onClose}>
          <ListItemIcon>
            <DashboardOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{BUSINESS_DASHBOARD_LINK.label}</ListItemText>
        </MenuItem>
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
          <ListItemText>Log out of business account</ListItemText>
        </MenuItem>
      </MenuList>
    </Popover>
  );
}

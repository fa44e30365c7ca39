import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import type { BusinessAccount } from 'shared-ui';

// The menu's code loads when the button is first pressed, as the consumer's account menu does.
const BusinessAccountMenu = lazy(() => import('./business-account-menu').then((m) => ({ default: m.BusinessAccountMenu })));

/** The signed-in business account's button and its menu: the account, its dashboard, Log out. */
export function BusinessMenu({ account }: { account: BusinessAccount }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const anchor = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  return (
    <>
      <Tooltip title="Business account">
        <IconButton
          ref={anchor}
          onClick={() => {
            setUsed(true);
            setOpen(true);
          }}
          aria-label="Open business account menu"
          aria-haspopup="menu"
          aria-expanded={open}
          aria-controls={open ? menuId : undefined}
          sx={{ p: 0.5 }}
        >
          <Avatar variant="rounded" alt="" sx={{ width: 36, height: 36, bgcolor: 'secondary.main', color: 'secondary.contrastText' }}>
            <StorefrontOutlinedIcon fontSize="small" />
          </Avatar>
        </IconButton>
      </Tooltip>
      {used && (
        <Suspense fallback={null}>
          <BusinessAccountMenu account={account} open={open} anchorEl={anchor.current} menuId={menuId} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

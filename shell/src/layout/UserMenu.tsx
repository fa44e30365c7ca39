import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import type { User } from 'shared-ui';
import { UserAvatar } from './UserAvatar';
import { userInitials } from './user-display';

// The menu's code (a popover and its list) loads when the button is first pressed.
const AccountMenu = lazy(() => import('./AccountMenu').then((m) => ({ default: m.AccountMenu })));

/** Signed-in avatar button and its menu: name and email, account links, Log out. */
export function UserMenu({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  // Opened at least once: the menu stays mounted from then on, to animate its closing.
  const [used, setUsed] = useState(false);
  const anchor = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const close = () => setOpen(false);

  return (
    <>
      <IconButton
        ref={anchor}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        // The name starts with the visible initials (WCAG 2.5.3 label in name).
        aria-label={`${userInitials(user)}, open account menu`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        sx={{ p: 0.5 }}
      >
        <UserAvatar user={user} />
      </IconButton>
      {used && (
        <Suspense fallback={null}>
          <AccountMenu user={user} open={open} anchorEl={anchor.current} menuId={menuId} onClose={close} />
        </Suspense>
      )}
    </>
  );
}

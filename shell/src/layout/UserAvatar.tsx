import Avatar from '@mui/material/Avatar';
import type { User } from 'shared-ui';
import { userInitials } from './user-display';

/** The user's picture, or their initials when there is none (or it fails to load). */
export function UserAvatar({ user, size = 36 }: { user: User; size?: number }) {
  return (
    <Avatar
      src={user.profileImageUrl ?? undefined}
      alt=""
      sx={{ width: size, height: size, fontSize: size * 0.42, fontWeight: 700, bgcolor: 'primary.main', color: 'primary.contrastText' }}
    >
      {userInitials(user)}
    </Avatar>
  );
}

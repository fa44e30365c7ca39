import Typography from '@mui/material/Typography';
import type { User } from 'shared-ui';
import { fullName } from './user-display';

/** The signed-in user's name over their email, as the account menus show them. */
export function NameAndEmail({ user }: { user: User }) {
  return (
    <>
      <Typography sx={{ fontWeight: 600 }} noWrap>
        {fullName(user)}
      </Typography>
      <Typography variant="body2" color="text.secondary" noWrap>
        {user.email}
      </Typography>
    </>
  );
}

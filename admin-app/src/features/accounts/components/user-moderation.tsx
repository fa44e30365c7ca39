// The Users tab: find people, suspend them or lift a suspension, and (administrators) set roles.
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useState } from 'react';
import { DataTable, QueryState, relativeTime, useAuth, useSearchParams } from 'shared-ui';
import type { ModeratedUser } from 'shared-ui';
import { DecisionDialog } from '../../moderation';
import { useUsers } from '../api/get-users';
import { useSetRole, useSuspendUser } from '../api/user-decisions';

type Role = ModeratedUser['role'];

export function UserModeration({ isAdmin }: { isAdmin: boolean }) {
  // An audit entry links here with ?search=<email>.
  const [params] = useSearchParams();
  const [search, setSearch] = useState(() => params.get('search') ?? '');
  const term = useDeferredValue(search.trim());
  const users = useUsers(term);
  const { user: me } = useAuth();
  const [acting, setActing] = useState<{ user: ModeratedUser; kind: 'suspend' | 'restore' } | { user: ModeratedUser; kind: 'role'; role: Role }>();
  const suspend = useSuspendUser();
  const setRole = useSetRole();
  return (
    <Stack spacing={2}>
      <TextField label="Find users by name or email" value={search} onChange={(e) => setSearch(e.target.value)} slotProps={{ htmlInput: { maxLength: 100 } }} sx={{ maxWidth: 480 }} />
      <QueryState query={users} loadingLabel="Searching…" errorMessage="We could not search the users.">
        {(list) => (
          <DataTable>
            <thead>
              <tr>
                <th scope="col">User</th>
                <th scope="col">Reviews</th>
                <th scope="col">Role</th>
                <th scope="col">State</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {list.map((u) => (
                <tr key={u.id}>
                  <td>
                    {u.firstName} {u.lastName}
                    <br />
                    <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }}>
                      {u.email}
                    </Typography>
                  </td>
                  <td>{u.reviewCount}</td>
                  <td>
                    {isAdmin && u.id !== me?.id ? (
                      <TextField
                        select
                        size="small"
                        value={u.role}
                        onChange={(e) => setActing({ user: u, kind: 'role', role: e.target.value as Role })}
                        slotProps={{ htmlInput: { 'aria-label': `Role of ${u.firstName} ${u.lastName}` } }}
                      >
                        <MenuItem value="user">user</MenuItem>
                        <MenuItem value="moderator">moderator</MenuItem>
                        <MenuItem value="admin">admin</MenuItem>
                      </TextField>
                    ) : (
                      u.role
                    )}
                  </td>
                  <td>{u.suspendedAt ? `Suspended ${relativeTime(u.suspendedAt)}` : 'Active'}</td>
                  <td>
                    {/* Moderators and administrators are suspended by administrators only (the API says the same). */}
                    {u.id !== me?.id && (isAdmin || u.role === 'user') && (
                      <Button size="small" variant="outlined" color={u.suspendedAt ? 'primary' : 'error'} onClick={() => setActing({ user: u, kind: u.suspendedAt ? 'restore' : 'suspend' })}>
                        {u.suspendedAt ? 'Lift suspension' : 'Suspend'}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        )}
      </QueryState>
      {acting && (
        <DecisionDialog
          title={
            acting.kind === 'role'
              ? `Make ${acting.user.firstName} ${acting.user.lastName} ${acting.role}`
              : `${acting.kind === 'suspend' ? 'Suspend' : 'Lift the suspension of'} ${acting.user.firstName} ${acting.user.lastName}`
          }
          intro={
            acting.kind === 'suspend'
              ? 'Their sessions end at once and they cannot sign in; their reviews stay unless hidden.'
              : acting.kind === 'restore'
                ? 'They can sign in again.'
                : 'Moderators work the queues; administrators also manage roles and read the audit log.'
          }
          confirmLabel="Confirm"
          done="Saved"
          onConfirm={(facts) =>
            acting.kind === 'role' ? setRole.mutateAsync({ id: acting.user.id, role: acting.role, facts }) : suspend.mutateAsync({ id: acting.user.id, kind: acting.kind, facts })
          }
          onClose={() => setActing(undefined)}
        />
      )}
    </Stack>
  );
}

// Where the account is signed in: each session with its browser, address and last use, a way to
// end one, and "Sign out everywhere else". Both realms' settings show it.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SessionInfo } from '../api/types';
import { QueryState } from '../components/QueryState';
import { errorMessage, toastFailure } from '../forms/error-message';
import { useSubmitLock } from '../forms/use-form';
import { formatDate, relativeTime } from '../format/relative-time';
import { toast } from 'shared-ui/contract';
import { describeDevice } from './describe-device';
import { sessionNames } from './session-names';
import { type SessionRealm, useEndSession, useSessionList, useSignOutOtherSessions } from './sessions-api';

/** `name`: what tells this session from the others (sessionNames), for its item and its button. */
function SessionRow({ session, name, onEnd, ending }: { session: SessionInfo; name: string; onEnd: () => void; ending: boolean }) {
  const device = describeDevice(session.userAgent);
  const details = [
    session.current ? 'Active now' : `Last active ${relativeTime(session.lastSeenAt)}`,
    `signed in ${formatDate(session.createdAt)}`,
    session.ipAddress,
  ].filter(Boolean);
  return (
    <ListItem
      disableGutters
      divider
      aria-label={name}
      secondaryAction={
        session.current ? undefined : (
          <Button size="small" onClick={onEnd} disabled={ending} aria-label={`Sign out ${name}`}>
            Sign out
          </Button>
        )
      }
    >
      <Box sx={{ pr: session.current ? 0 : 10, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 600 }}>{device}</Typography>
          {session.current && <Chip label="This device" size="small" color="primary" variant="outlined" />}
        </Box>
        <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {details.join(' · ')}
        </Typography>
      </Box>
    </ListItem>
  );
}

export function ActiveSessions({ realm }: { realm: SessionRealm }) {
  const sessions = useSessionList(realm);
  const endOthers = useSignOutOtherSessions(realm);
  const endOne = useEndSession(realm);

  // One call at a time: a second click would end nothing and report a failure over the first's success.
  const othersLock = useSubmitLock();
  const oneLock = useSubmitLock();
  const signOutOthers = () =>
    othersLock.run(() =>
      endOthers.mutateAsync().then(
        (res) => toast({ title: 'Signed out everywhere else', description: res.message, variant: 'success' }),
        (error: unknown) => void toastFailure('Could not sign out the other devices', error, 'Please try again.'),
      ),
    );
  const signOut = (session: SessionInfo) =>
    oneLock.run(() =>
      endOne.mutateAsync(session.id).then(
        () => toast({ title: 'Signed out', description: `${describeDevice(session.userAgent)} is no longer signed in.`, variant: 'success' }),
        (error: unknown) => void toastFailure('Could not sign out that device', error, 'Please try again.'),
      ),
    );

  return (
    <QueryState
      query={sessions}
      loading={<Skeleton variant="rounded" height={96} role="status" aria-label="Loading your sessions" />}
      errorMessage={(error) => errorMessage(error, 'Your sessions could not be loaded.')}
    >
      {(list) => {
        const others = list.filter((s) => !s.current).length;
        const names = sessionNames(list);
        return (
          <Stack spacing={2}>
            <List aria-label="Active sessions" disablePadding>
              {list.map((session) => (
                <SessionRow key={session.id} session={session} name={names.get(session.id)!} onEnd={() => signOut(session)} ending={oneLock.pending} />
              ))}
            </List>
            <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
              <Button
                variant="outlined"
                onClick={signOutOthers}
                disabled={others === 0 || othersLock.pending}
                sx={{ width: { xs: '100%', sm: 'auto' } }}
              >
                {othersLock.pending ? 'Signing out…' : 'Sign out everywhere else'}
              </Button>
            </Box>
            {others === 0 && (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                You are not signed in anywhere else.
              </Typography>
            )}
          </Stack>
        );
      }}
    </QueryState>
  );
}

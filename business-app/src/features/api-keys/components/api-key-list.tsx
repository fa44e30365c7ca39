import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { formatDate, relativeTime, toast, toastFailure, useSubmitLock, type ApiKey } from 'shared-ui';
import { useRevokeApiKey } from '../api/revoke-api-key';
import { PERMISSION_LABELS } from '../utils/curl-example';

/**
 * The company's active keys: name, start of the key, permissions, when made and last used, and
 * Revoke. `heading` is the list's heading, where focus goes once the last key is revoked;
 * `onRevoked` hears of each key revoked.
 */
export function ApiKeyList({
  companyId,
  keys,
  heading,
  onRevoked,
}: {
  companyId: string;
  keys: ApiKey[];
  heading: RefObject<HTMLElement | null>;
  onRevoked?: (keyId: string) => void;
}) {
  const revoke = useRevokeApiKey(companyId);
  // The key stays named while the dialog fades out after a choice.
  const [asking, setAsking] = useState<ApiKey>();
  const [open, setOpen] = useState(false);
  const revokeButtons = useRef(new Map<string, HTMLButtonElement>());
  // A revoked key's button leaves with it, and focus would fall to the page: once the refreshed
  // list no longer holds it, focus moves to the key now in its place (or the one before), else
  // to the list's heading.
  const [focusAfter, setFocusAfter] = useState<{ revoked: string; neighbour?: string }>();
  useEffect(() => {
    if (!focusAfter || keys.some((k) => k.id === focusAfter.revoked)) return;
    const button = focusAfter.neighbour ? revokeButtons.current.get(focusAfter.neighbour) : undefined;
    (button ?? heading.current)?.focus();
    setFocusAfter(undefined);
  }, [keys, focusAfter, heading]);
  const ask = (key: ApiKey) => {
    setAsking(key);
    setOpen(true);
  };
  // One revocation per confirm: a second click's refusal would say "could not be revoked" over a revoked key.
  const lock = useSubmitLock();
  const confirm = () => {
    const key = asking!;
    lock.run(() =>
      revoke.mutateAsync(key.id).then(
        () => {
          const at = keys.findIndex((k) => k.id === key.id);
          setFocusAfter({ revoked: key.id, neighbour: (keys[at + 1] ?? keys[at - 1])?.id });
          setOpen(false);
          onRevoked?.(key.id);
          toast({ title: 'Key revoked', description: `Calls made with “${key.name}” are refused from now on.`, variant: 'success' });
        },
        (error: unknown) => void toastFailure('The key could not be revoked', error, 'Please try again.'),
      ),
    );
  };
  if (keys.length === 0) {
    return <Typography sx={{ color: 'text.secondary' }}>No active keys. Create one above to connect your shop or CRM.</Typography>;
  }
  return (
    <>
      <List aria-label="Active API keys" disablePadding>
        {keys.map((k) => (
          <ListItem
            key={k.id}
            disableGutters
            divider
            aria-label={k.name}
            secondaryAction={
              <Button
                size="small"
                color="error"
                onClick={() => ask(k)}
                aria-label={`Revoke ${k.name}`}
                ref={(button: HTMLButtonElement | null) => {
                  if (button) revokeButtons.current.set(k.id, button);
                  else revokeButtons.current.delete(k.id);
                }}
              >
                Revoke
              </Button>
            }
          >
            <Box sx={{ pr: 10, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{k.name}</Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                <Box component="code">{k.prefix}…</Box> · {k.permissions.map((p) => PERMISSION_LABELS[p].label).join(', ')}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                Created {formatDate(k.createdAt)} · {k.lastUsedAt ? `last used ${relativeTime(k.lastUsedAt)}` : 'never used'}
              </Typography>
            </Box>
          </ListItem>
        ))}
      </List>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="revoke-key-title">
        <DialogTitle id="revoke-key-title" sx={{ overflowWrap: 'anywhere' }}>Revoke “{asking?.name}”?</DialogTitle>
        <DialogContent>
          <DialogContentText>Calls made with this key are refused at once. This cannot be undone; you can create a new key at any time.</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button color="error" variant="contained" onClick={confirm} disabled={lock.pending}>
            {lock.pending ? 'Revoking…' : 'Revoke key'}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

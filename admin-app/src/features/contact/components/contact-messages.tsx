// The Messages tab: what people sent through the contact form, newest first.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { QueryState, relativeTime } from 'shared-ui';
import { useContactMessages } from '../api/get-contact-messages';

export function ContactMessages() {
  const messages = useContactMessages();
  return (
    <QueryState query={messages} loadingLabel="Loading messages…" errorMessage="We could not load the messages.">
      {(list) =>
        list.length === 0 ? (
          <Alert severity="info">No messages yet.</Alert>
        ) : (
          <Stack spacing={2}>
            {list.map((m) => (
              <Box key={m.id} component="article" aria-label={`Message from ${m.name}`} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {relativeTime(m.createdAt)} · {m.topic} · {m.name} (<a href={`mailto:${m.email}`}>{m.email}</a>)
                </Typography>
                <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', mt: 0.5 }}>{m.message}</Typography>
              </Box>
            ))}
          </Stack>
        )
      }
    </QueryState>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CompanyReply, type ReviewReply } from 'shared-ui';

/** The company's reply under a queued review, with what a moderator may do about it alone. */
export function ReplyBlock({ reply, companyName, onHide, onRestore }: { reply: ReviewReply; companyName?: string; onHide: () => void; onRestore: () => void }) {
  return (
    <Box>
      <CompanyReply reply={reply} companyName={companyName} />
      <Stack direction="row" spacing={1} useFlexGap sx={{ ml: { xs: 1, sm: 3 }, mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        {reply.hidden ? (
          <>
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              Hidden by a moderator: the public does not see this reply.
            </Typography>
            <Button size="small" variant="outlined" onClick={onRestore}>
              Restore reply
            </Button>
          </>
        ) : (
          <Button size="small" variant="outlined" color="error" onClick={onHide}>
            Hide reply
          </Button>
        )}
      </Stack>
    </Box>
  );
}

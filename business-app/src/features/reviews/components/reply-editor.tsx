import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { CompanyReply, errorMessage, fieldLimits, FormAlert, HelperWithCount, toast, type Review } from 'shared-ui';
import { useDeleteReply } from '../api/delete-reply';
import { useSaveReply } from '../api/save-reply';

const REPLY_MAX = fieldLimits.ReplyDto.content.maxLength;

/** The owner's public reply under a review: write, edit or remove it in place. */
export function ReplyEditor({ review, companyName }: { review: Review; companyName: string }) {
  const save = useSaveReply(review.companyId);
  const remove = useDeleteReply(review.companyId);
  const [editing, setEditing] = useState(!review.reply);
  const [text, setText] = useState(review.reply?.content ?? '');
  const [failure, setFailure] = useState<string>();
  const tooLong = text.trim().length > REPLY_MAX;

  if (!editing && review.reply) {
    return (
      <Box>
        <CompanyReply reply={review.reply} companyName={companyName} />
        <Stack direction="row" spacing={1} sx={{ mt: 1, ml: { xs: 1, sm: 3 } }}>
          <Button size="small" onClick={() => setEditing(true)}>
            Edit reply
          </Button>
          <Button
            size="small"
            color="error"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(review.id, {
                onSuccess: () => toast({ title: 'Reply removed', variant: 'success' }),
                onError: (e) => setFailure(errorMessage(e, 'We could not remove the reply.')),
              })
            }
          >
            Remove reply
          </Button>
        </Stack>
        <FormAlert>{failure}</FormAlert>
      </Box>
    );
  }

  return (
    <Box
      component="form"
      noValidate
      aria-label={`Reply to ${review.authorName}`}
      onSubmit={(e) => {
        e.preventDefault();
        if (!text.trim() || tooLong) return;
        setFailure(undefined);
        save.mutate(
          { reviewId: review.id, content: text.trim() },
          {
            onSuccess: () => {
              toast({ title: 'Reply published', description: 'Your reply now shows under the review on your public page.', variant: 'success' });
              setEditing(false);
            },
            onError: (err) => setFailure(errorMessage(err, 'We could not publish the reply.')),
          },
        );
      }}
      sx={{ ml: { xs: 0, sm: 3 } }}
    >
      <FormAlert>{failure}</FormAlert>
      <TextField
        label="Your public reply"
        value={text}
        onChange={(e) => setText(e.target.value)}
        multiline
        minRows={2}
        fullWidth
        error={tooLong}
        helperText={<HelperWithCount message={tooLong ? `A reply must be at most ${REPLY_MAX} characters` : "Thank the reviewer or explain what you did about it."} count={text.trim().length} max={REPLY_MAX} />}
      />
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button type="submit" variant="contained" size="small" disabled={save.isPending || !text.trim() || tooLong}>
          {save.isPending ? 'Publishing…' : review.reply ? 'Save reply' : 'Publish reply'}
        </Button>
        {review.reply && (
          <Button size="small" onClick={() => setEditing(false)}>
            Cancel
          </Button>
        )}
      </Stack>
    </Box>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { CompanyReply, compactErrors, errorMessage, FormAlert, HelperWithCount, SubmitButton, toast, useForm, useSubmitLock, type Review } from 'shared-ui';
import { useDeleteReply } from '../api/delete-reply';
import { useSaveReply } from '../api/save-reply';
import { REPLY_MAX, validateReply } from '../utils/reply-rules';

/** The owner's public reply under a review: write, edit or remove it in place. */
export function ReplyEditor({ review, companyName }: { review: Review; companyName: string }) {
  const save = useSaveReply(review.companyId);
  const remove = useDeleteReply(review.companyId);
  const removing = useSubmitLock();
  const [editing, setEditing] = useState(!review.reply);
  const [failure, setFailure] = useState<string>();
  const form = useForm({ initialValues: { content: review.reply?.content ?? '' }, validate: (v) => compactErrors({ content: validateReply(v.content) }) });
  const length = form.values.content.trim().length;
  const contentError = form.errorFor('content');

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
            disabled={removing.pending}
            onClick={() =>
              removing.run(() =>
                remove.mutateAsync(review.id).then(
                  () => toast({ title: 'Reply removed', variant: 'success' }),
                  (e: unknown) => setFailure(errorMessage(e, 'We could not remove the reply.')),
                ),
              )
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
      onSubmit={form.handleSubmit((v) => {
        setFailure(undefined);
        return save.mutateAsync({ reviewId: review.id, content: v.content.trim() }).then(
          () => {
            toast({ title: 'Reply published', description: 'Your reply now shows under the review on your public page.', variant: 'success' });
            setEditing(false);
          },
          (err: unknown) => setFailure(errorMessage(err, 'We could not publish the reply.')),
        );
      })}
      sx={{ ml: { xs: 0, sm: 3 } }}
    >
      <FormAlert>{failure}</FormAlert>
      <TextField
        {...form.field('content')}
        label="Your public reply"
        multiline
        minRows={2}
        fullWidth
        required
        helperText={<HelperWithCount message={contentError ?? 'Thank the reviewer or explain what you did about it.'} count={length} max={REPLY_MAX} />}
      />
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <SubmitButton pending={form.submitting} pendingLabel="Publishing…" size="small">
          {review.reply ? 'Save reply' : 'Publish reply'}
        </SubmitButton>
        {review.reply && (
          <Button size="small" onClick={() => setEditing(false)}>
            Cancel
          </Button>
        )}
      </Stack>
    </Box>
  );
}

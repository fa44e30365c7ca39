import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { CompanyReply, compactErrors, errorMessage, FormAlert, HelperWithCount, SubmitButton, toast, useForm, useSubmitLock, type Review } from 'shared-ui';
import { useDeleteReply } from '../api/delete-reply';
import { useSaveReply } from '../api/save-reply';
import { REPLY_MAX, validateReply } from '../utils/reply-rules';

type Reply = NonNullable<Review['reply']>;

/**
 * The owner's public reply under a review: write, edit or remove it in place. `onChanged` hears of
 * each reply published or removed, for a list that may drop the review once it is refreshed.
 */
export function ReplyEditor({ review, companyName, onChanged }: { review: Review; companyName: string; onChanged?: (reviewId: string) => void }) {
  const save = useSaveReply(review.companyId);
  const remove = useDeleteReply(review.companyId);
  const removing = useSubmitLock();
  // What the last publish or removal answered, until the refreshed review brings its own reply:
  // the editor shows the outcome at once and stays mounted, so the focus placed on it holds.
  const [answered, setAnswered] = useState<{ reply: Reply | null; over?: string }>();
  const reply = answered && answered.over === review.reply?.updatedAt ? answered.reply : (review.reply ?? null);
  const [editing, setEditing] = useState(false);
  const [failure, setFailure] = useState<string>();
  const form = useForm({ initialValues: { content: review.reply?.content ?? '' }, validate: (v) => compactErrors({ content: validateReply(v.content) }) });
  const length = form.values.content.trim().length;
  const contentError = form.errorFor('content');

  // Each step removes the control that was used (Edit, Publish, Cancel, Remove): focus goes to
  // the control that takes its place, so a keyboard or screen reader user does not land on the page.
  const field = useRef<HTMLTextAreaElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const [focusNext, setFocusNext] = useState<'field' | 'edit'>();
  useEffect(() => {
    if (!focusNext) return;
    (focusNext === 'field' ? field : editButton).current?.focus();
    setFocusNext(undefined);
  }, [focusNext]);

  const settle = (next: Reply | null) => {
    setAnswered({ reply: next, over: review.reply?.updatedAt });
    setEditing(false);
    form.reset({ content: next?.content ?? '' });
    setFocusNext(next ? 'edit' : 'field');
    onChanged?.(review.id);
  };

  if (!editing && reply) {
    return (
      <Box>
        <CompanyReply reply={reply} companyName={companyName} />
        <Stack direction="row" spacing={1} sx={{ mt: 1, ml: { xs: 1, sm: 3 } }}>
          <Button
            ref={editButton}
            size="small"
            onClick={() => {
              form.reset({ content: reply.content });
              setFailure(undefined);
              setEditing(true);
              setFocusNext('field');
            }}
          >
            Edit reply
          </Button>
          <Button
            size="small"
            color="error"
            // Inactive, not disabled, while the removal runs: a disabled button drops keyboard focus
            // to the page, and it would stay lost if the removal fails. The lock ignores a second press.
            aria-disabled={removing.pending || undefined}
            sx={{ '&[aria-disabled="true"]': { color: 'text.disabled', cursor: 'not-allowed' } }}
            onClick={() =>
              removing.run(() =>
                remove.mutateAsync(review.id).then(
                  () => {
                    setFailure(undefined);
                    settle(null);
                    toast({ title: 'Reply removed', description: 'You can write a new reply below the review.', variant: 'success' });
                  },
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
          (saved) => {
            toast({ title: 'Reply published', description: 'Your reply now shows under the review on your public page.', variant: 'success' });
            settle(saved.reply);
          },
          (err: unknown) => setFailure(errorMessage(err, 'We could not publish the reply.')),
        );
      })}
      sx={{ ml: { xs: 0, sm: 3 } }}
    >
      <FormAlert>{failure}</FormAlert>
      <TextField
        {...form.field('content')}
        inputRef={field}
        label="Your public reply"
        multiline
        minRows={2}
        fullWidth
        required
        helperText={<HelperWithCount message={contentError ?? 'Thank the reviewer or explain what you did about it.'} count={length} max={REPLY_MAX} />}
      />
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <SubmitButton pending={form.submitting} pendingLabel="Publishing…" size="small">
          {reply ? 'Save reply' : 'Publish reply'}
        </SubmitButton>
        {reply && (
          <Button
            size="small"
            onClick={() => {
              setFailure(undefined);
              setEditing(false);
              setFocusNext('edit');
            }}
          >
            Cancel
          </Button>
        )}
      </Stack>
    </Box>
  );
}

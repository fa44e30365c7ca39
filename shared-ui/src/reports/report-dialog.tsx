// The dialog of "Report" on a review card (report-review.tsx): the reasons, details, and the call.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { answer, api } from '../api/client';
import { errorMessage, errorStatus } from '../forms/error-message';
import { FormAlert } from '../forms/form-alert';
import { HelperWithCount } from '../forms/helper-with-count';
import { SubmitButton } from '../forms/submit-button';
import { useForm } from '../forms/use-form';
import { compactErrors } from '../forms/validators';
import { toast } from 'shared-ui/contract';
import { DETAILS_MAX, REPORT_REASONS, type Reason } from './report-reasons';

interface ReportDialogProps {
  reviewId: string;
  title: string;
  /** The review is reported now (or was already): its button says so from here on. */
  onReported: () => void;
  onClose: () => void;
}

interface ReportValues {
  reason: Reason | '';
  details: string;
}

export function validateReport(v: ReportValues) {
  return compactErrors({
    reason: v.reason ? undefined : 'Please choose what is wrong with this review.',
    // Refused, never cut: the reporter sees the count and shortens it themselves.
    details: v.details.trim().length > DETAILS_MAX ? `Details must be at most ${DETAILS_MAX.toLocaleString('en-US')} characters` : undefined,
  });
}

export function ReportDialog({ reviewId, title, onReported, onClose }: ReportDialogProps) {
  const titleId = useId();
  const [failure, setFailure] = useState<string>();
  const form = useForm<ReportValues>({ initialValues: { reason: '', details: '' }, validate: validateReport });
  const report = useMutation({
    mutationFn: ({ reason, details }: { reason: Reason; details: string }) =>
      answer(api.POST('/api/reviews/{id}/reports', { params: { path: { id: reviewId } }, body: { reason, ...(details ? { details } : {}) } })),
  });
  const detailsLength = form.values.details.trim().length;
  // Over the limit is said at once, as the counter passes it, not only on leaving the field.
  const detailsError = form.errorFor('details') ?? (detailsLength > DETAILS_MAX ? validateReport(form.values).details : undefined);
  const reasonError = form.errorFor('reason');

  const submit = form.handleSubmit(({ reason, details }) => {
    setFailure(undefined);
    return report.mutateAsync({ reason: reason as Reason, details: details.trim() }).then(
      () => {
        onReported();
        toast({ title: 'Report sent', description: 'Thank you. A moderator will look at this review.', variant: 'success' });
        onClose();
      },
      (error: unknown) => {
        if (errorStatus(error) === 409) {
          onReported();
          toast({ title: 'Already reported', description: errorMessage(error, 'You have already reported this review.'), variant: 'default' });
          onClose();
          return;
        }
        setFailure(errorMessage(error, 'We could not send the report. Please try again.'));
      },
    );
  });

  return (
    <Dialog open onClose={form.submitting ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>Report “{title}”</DialogTitle>
        <DialogContent>
          <FormAlert>{failure}</FormAlert>
          <FormControl error={Boolean(reasonError)} required>
            <FormLabel id={`${titleId}-reasons`}>What is wrong with this review?</FormLabel>
            <RadioGroup
              name="reason"
              aria-labelledby={`${titleId}-reasons`}
              aria-describedby={reasonError ? `${titleId}-reason-error` : undefined}
              value={form.values.reason}
              onChange={(e) => {
                form.setValue('reason', e.target.value as Reason);
                form.touch('reason');
              }}
            >
              {REPORT_REASONS.map((r) => (
                <FormControlLabel key={r.value} value={r.value} control={<Radio />} label={r.label} />
              ))}
            </RadioGroup>
            {reasonError && <FormHelperText id={`${titleId}-reason-error`}>{reasonError}</FormHelperText>}
          </FormControl>
          <TextField
            {...form.field('details')}
            error={Boolean(detailsError)}
            helperText={
              <HelperWithCount
                message={detailsError ?? 'Moderators read every report. Reviews are never removed for being negative.'}
                count={detailsLength}
                max={DETAILS_MAX}
              />
            }
            label="Details (optional)"
            multiline
            minRows={2}
            fullWidth
            sx={{ mt: 2 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={form.submitting}>
            Cancel
          </Button>
          <SubmitButton pending={form.submitting} pendingLabel="Sending…" size="medium">
            Send report
          </SubmitButton>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

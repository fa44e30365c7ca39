// The dialog of "Report" on a review card (report-review.tsx): the reasons, details, and the call.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { answer, api } from '../api/client';
import { errorMessage, errorStatus } from '../forms/error-message';
import { FormAlert } from '../forms/form-alert';
import { toast } from 'shared-ui/contract';
import { DETAILS_MAX, REPORT_REASONS, type Reason } from './report-reasons';

interface ReportDialogProps {
  reviewId: string;
  title: string;
  /** The review is reported now (or was already): its button says so from here on. */
  onReported: () => void;
  onClose: () => void;
}

export function ReportDialog({ reviewId, title, onReported, onClose }: ReportDialogProps) {
  const titleId = useId();
  const [reason, setReason] = useState<Reason | ''>('');
  const [details, setDetails] = useState('');
  const [failure, setFailure] = useState<string>();
  const report = useMutation({
    mutationFn: (chosen: Reason) =>
      answer(api.POST('/api/reviews/{id}/reports', { params: { path: { id: reviewId } }, body: { reason: chosen, ...(details.trim() ? { details: details.trim() } : {}) } })),
  });

  const submit = () => {
    if (!reason) return setFailure('Please choose what is wrong with this review.');
    setFailure(undefined);
    report.mutate(reason, {
      onSuccess: () => {
        onReported();
        toast({ title: 'Report sent', description: 'Thank you. A moderator will look at this review.', variant: 'success' });
        onClose();
      },
      onError: (error) => {
        if (errorStatus(error) === 409) {
          onReported();
          toast({ title: 'Already reported', description: errorMessage(error, 'You have already reported this review.'), variant: 'default' });
          onClose();
          return;
        }
        setFailure(errorMessage(error, 'We could not send the report. Please try again.'));
      },
    });
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Report “{title}”</DialogTitle>
      <DialogContent>
        <FormAlert>{failure}</FormAlert>
        <FormLabel id={`${titleId}-reasons`}>What is wrong with this review?</FormLabel>
        <RadioGroup aria-labelledby={`${titleId}-reasons`} value={reason} onChange={(e) => setReason(e.target.value as Reason)}>
          {REPORT_REASONS.map((r) => (
            <FormControlLabel key={r.value} value={r.value} control={<Radio />} label={r.label} />
          ))}
        </RadioGroup>
        <TextField
          label="Details (optional)"
          value={details}
          onChange={(e) => setDetails(e.target.value)}
          multiline
          minRows={2}
          fullWidth
          sx={{ mt: 2 }}
          slotProps={{ htmlInput: { maxLength: DETAILS_MAX } }}
          helperText="Moderators read every report. Reviews are never removed for being negative."
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={submit} disabled={report.isPending}>
          {report.isPending ? 'Sending…' : 'Send report'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

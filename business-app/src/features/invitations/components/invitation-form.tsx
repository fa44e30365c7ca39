import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  compactErrors,
  earliestPastDayIso,
  EMAIL_MAX,
  errorMessage,
  errorStatus,
  fieldLimits,
  FormAlert,
  pastDayProblem,
  SubmitButton,
  toast,
  todayIso,
  useForm,
  useSubmitLock,
  validateEmail,
  type InvitationBatch,
} from 'shared-ui';
import { useSendInvitations } from '../api/send-invitations';
import { batchSummary } from '../utils/batch-summary';
import { BatchResult } from './batch-result';

const LIMITS = fieldLimits.SendInvitationsDto;

// The rules the API checks the message against (FTC 16 CFR 465.4, UK CMA guidance), said before writing.
const MESSAGE_HINT =
  'Optional, shown in the invitation email. Ask every customer for an honest review, whatever their experience: a message that asks only happy customers, ' +
  'or rewards good reviews, is refused. If you offer something for any review, those reviews are labelled as incentivised and do not count in your TrustScore.';

function validateMessage(message: string): string | undefined {
  return message.trim().length > LIMITS.message.maxLength ? `Message must be at most ${LIMITS.message.maxLength} characters` : undefined;
}

const EMPTY = { email: '', name: '', reference: '', orderDate: '', message: '' };

/** Invite one customer, or up to 1,000 from a CSV file (email,name[,reference][,order_date]). */
export function InvitationForm({ companyId }: { companyId: string }) {
  const send = useSendInvitations(companyId);
  const [mode, setMode] = useState<'one' | 'csv'>('one');
  const [failure, setFailure] = useState<string>();
  const [batch, setBatch] = useState<InvitationBatch>();
  const [csv, setCsv] = useState<{ name: string; text: string }>();
  const [csvMessage, setCsvMessage] = useState('');
  const csvLock = useSubmitLock();
  const form = useForm({
    initialValues: EMPTY,
    validate: (v) =>
      compactErrors({
        email: validateEmail(v.email),
        name: v.name.trim() ? (v.name.trim().length > LIMITS.name.maxLength ? `Name must be at most ${LIMITS.name.maxLength} characters` : undefined) : "Please enter the customer's name",
        reference: v.reference.trim().length > LIMITS.reference.maxLength ? `Reference must be at most ${LIMITS.reference.maxLength} characters` : undefined,
        message: validateMessage(v.message),
        orderDate: v.orderDate ? pastDayProblem('Order date', v.orderDate) : undefined,
      }),
  });

  const done = (result: InvitationBatch) => {
    setBatch(result);
    toast({
      title: result.sent > 0 ? 'Invitations sent' : result.held > 0 ? 'Invitations held' : 'Nothing sent',
      description: `${batchSummary(result, ', ')}.`,
      variant: result.sent > 0 || result.held > 0 ? 'success' : 'default',
    });
  };
  // The API's sentence says what to change: a name with a web or email address (400), the plan's
  // monthly quota (403), the account's 24-hour limit (429).
  const failed = (e: unknown) =>
    setFailure(
      errorMessage(
        e,
        errorStatus(e) === 429 ? 'This account has sent as many invitations as it may in 24 hours. Please send the rest later.' : 'We could not send the invitations.',
      ),
    );

  return (
    <Box>
      <Tabs value={mode} onChange={(_, v: 'one' | 'csv') => setMode(v)} aria-label="How to invite">
        <Tab value="one" label="One customer" />
        <Tab value="csv" label="CSV file" />
      </Tabs>
      <FormAlert>{failure}</FormAlert>
      {mode === 'one' ? (
        <Box
          component="form"
          noValidate
          aria-label="Invite a customer"
          sx={{ mt: 2 }}
          onSubmit={form.handleSubmit((v) => {
            setFailure(undefined);
            return send
              .mutateAsync({
                email: v.email.trim(),
                name: v.name.trim(),
                ...(v.reference.trim() ? { reference: v.reference.trim() } : {}),
                ...(v.orderDate ? { orderDate: v.orderDate } : {}),
                ...(v.message.trim() ? { message: v.message.trim() } : {}),
              })
              .then((r) => {
                done(r);
                // The message stays for the next customer: businesses send the same one.
                if (r.sent || r.held) form.reset({ ...EMPTY, message: v.message });
              }, failed);
          })}
        >
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5}>
            <TextField {...form.field('email')} label="Customer email" type="email" required fullWidth slotProps={{ htmlInput: { maxLength: EMAIL_MAX } }} />
            <TextField {...form.field('name')} label="Customer name" required fullWidth slotProps={{ htmlInput: { maxLength: LIMITS.name.maxLength } }} />
            <TextField {...form.field('reference', 'Optional, e.g. an order number')} label="Reference" fullWidth slotProps={{ htmlInput: { maxLength: LIMITS.reference.maxLength } }} />
            <TextField
              {...form.field('orderDate', 'Optional: the review form starts with it as the date of experience')}
              label="Order date"
              type="date"
              fullWidth
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: earliestPastDayIso(), max: todayIso() } }}
            />
          </Stack>
          <TextField
            {...form.field('message', MESSAGE_HINT)}
            label="Personal message"
            fullWidth
            multiline
            minRows={2}
            sx={{ mt: 1.5 }}
            slotProps={{ htmlInput: { maxLength: LIMITS.message.maxLength } }}
          />
          <SubmitButton pending={form.submitting} pendingLabel="Sending…">
            Send invitation
          </SubmitButton>
        </Box>
      ) : (
        <Stack spacing={1.5} sx={{ mt: 2 }} component="form" aria-label="Invite customers from a CSV file" onSubmit={(e) => {
          e.preventDefault();
          csvLock.run(() => {
            if (!csv) return setFailure('Please choose a CSV file.');
            if (validateMessage(csvMessage)) return setFailure(validateMessage(csvMessage));
            setFailure(undefined);
            return send.mutateAsync({ csv: csv.text, ...(csvMessage.trim() ? { message: csvMessage.trim() } : {}) }).then(done, failed);
          });
        }}>
          <Typography variant="body2">
            A header row with <code>email</code> and <code>name</code> (and optionally <code>reference</code> and <code>order_date</code>, written
            YYYY-MM-DD), then up to 1,000 customers. Each gets a single-use link that works for 30 days; an order date starts their review form&apos;s
            date of experience.
          </Typography>
          <Button component="label" variant="outlined" sx={{ alignSelf: 'flex-start' }}>
            {csv ? `Chosen: ${csv.name}` : 'Choose CSV file'}
            <input
              type="file"
              accept=".csv,text/csv"
              hidden
              onChange={async (e) => {
                const file = e.target.files?.[0];
                if (!file) return;
                if (file.size > LIMITS.csv.maxLength) return setFailure(`The file is too large: at most 1,000 rows and ${Math.floor(LIMITS.csv.maxLength / 1000)} KB.`);
                setFailure(undefined);
                setCsv({ name: file.name, text: await file.text() });
              }}
            />
          </Button>
          <TextField
            name="message"
            value={csvMessage}
            onChange={(e) => setCsvMessage(e.target.value)}
            label="Personal message for every customer"
            helperText={MESSAGE_HINT}
            fullWidth
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: LIMITS.message.maxLength } }}
          />
          <SubmitButton pending={csvLock.pending} pendingLabel="Sending…">
            Send invitations
          </SubmitButton>
        </Stack>
      )}
      {batch && <BatchResult batch={batch} />}
    </Box>
  );
}

// The form of both write-review and edit-review: company, stars, title, text, topic, date of experience and the disclosures.
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, type ReactNode } from 'react';
import { type Company, earliestPastDayIso, HelperWithCount, PAST_DAY_MAX_YEARS, StarRatingInput, SubmitButton, type SubmitWork, todayIso, useForm } from 'shared-ui';
import { CONTENT_MAX, CONTENT_MIN, EXPERIENCE_DATE_LABEL, REVIEW_TOPICS, TITLE_MAX, validateReview, type ReviewFormValues } from '../utils/review-validation';
import { CompanyPicker } from './company-picker';
import { DisclosureQuestions } from './disclosure-questions';
import { SelectedCompany, type CompanySummary } from './selected-company';
import { VerifiedEmailNote } from './verified-email-note';

export type CompanyChoice =
  /** The company is given (from the URL, or the review being edited). */
  | { kind: 'fixed'; company: CompanySummary; action?: ReactNode }
  /** The reviewer searches for it. */
  | { kind: 'pick'; company: Company | null; onPick(company: Company | null): void };

interface ReviewFormProps {
  companyChoice: CompanyChoice;
  initialValues: ReviewFormValues;
  /** Sends the review; answers the promise of the call, during which the form is locked. */
  onSubmit(values: ReviewFormValues): SubmitWork;
  /** Another call of the page is under way (a delete): the form waits for it too. */
  busy?: boolean;
  submitLabel: string;
  pendingLabel: string;
  /** Shown under the company, e.g. that it was reviewed already. */
  notice?: ReactNode;
  /** The server's answer to the last attempt, above the button. */
  serverMessage?: ReactNode;
  /** Further buttons beside the submit button (e.g. Delete). */
  secondaryActions?: ReactNode;
  /** Only the company and the notice, no fields: nothing can be written here (the company was reviewed already). */
  closed?: boolean;
  /** Called with the values after each change (to keep a draft). */
  onValuesChange?(values: ReviewFormValues): void;
}

export function ReviewForm({
  companyChoice,
  initialValues,
  onSubmit,
  busy = false,
  submitLabel,
  pendingLabel,
  notice,
  serverMessage,
  secondaryActions,
  closed = false,
  onValuesChange,
}: ReviewFormProps) {
  const form = useForm({ initialValues, validate: validateReview });
  useEffect(() => onValuesChange?.(form.values), [form.values, onValuesChange]);
  const pending = form.submitting || busy;
  const contentLength = form.values.content.trim().length;
  const contentError = form.errorFor('content');

  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <Stack spacing={2}>
        {companyChoice.kind === 'fixed' ? (
          <SelectedCompany company={companyChoice.company} action={companyChoice.action} />
        ) : (
          <Stack spacing={2}>
            <CompanyPicker
              value={companyChoice.company}
              onChange={(company) => {
                companyChoice.onPick(company);
                form.setValue('companyId', company?.id ?? '');
              }}
              onBlur={() => form.touch('companyId')}
              error={form.errorFor('companyId')}
              disabled={pending}
            />
            {companyChoice.company && <SelectedCompany company={companyChoice.company} />}
          </Stack>
        )}

        {notice}

        {!closed && (
          <>
            <StarRatingInput
              name="rating"
              label="Your rating"
              value={form.values.rating}
              onChange={(rating) => {
                form.setValue('rating', rating);
                form.touch('rating');
              }}
              error={form.errorFor('rating')}
              required
              disabled={pending}
            />

            <TextField
              {...form.field('title', 'Sum up your experience in a few words.')}
              label="Title"
              required
              fullWidth
              disabled={pending}
              slotProps={{ htmlInput: { maxLength: TITLE_MAX } }}
            />

            <TextField
              {...form.field('content')}
              helperText={
                <HelperWithCount
                  message={contentError ?? `Describe what happened: what went well and what could be better. At least ${CONTENT_MIN} characters.`}
                  count={contentLength}
                  max={CONTENT_MAX}
                />
              }
              label="Your review"
              required
              fullWidth
              multiline
              minRows={6}
              disabled={pending}
              slotProps={{ htmlInput: { maxLength: CONTENT_MAX } }}
            />

            <TextField
              {...form.field('topic', 'What was your experience mostly about?')}
              select
              label="Topic (optional)"
              fullWidth
              disabled={pending}
            >
              <MenuItem value="">
                <em>No topic</em>
              </MenuItem>
              {REVIEW_TOPICS.map((topic) => (
                <MenuItem key={topic} value={topic}>
                  {topic}
                </MenuItem>
              ))}
            </TextField>

            <TextField
              {...form.field('experienceDate', `When did it happen? Not in the future, and within the last ${PAST_DAY_MAX_YEARS} years.`)}
              type="date"
              label={EXPERIENCE_DATE_LABEL}
              required
              disabled={pending}
              sx={{ maxWidth: { sm: 260 } }}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: earliestPastDayIso(), max: todayIso() } }}
            />

            <DisclosureQuestions
              incentive={form.values.incentive}
              connection={form.values.connection}
              onIncentive={(incentive) => {
                form.setValue('incentive', incentive);
                form.touch('incentive');
              }}
              onConnection={(connection) => {
                form.setValue('connection', connection);
                form.touch('connection');
              }}
              incentiveError={form.errorFor('incentive')}
              connectionError={form.errorFor('connection')}
              companyName={companyChoice.company?.name}
              disabled={pending}
            />

            <VerifiedEmailNote />

            {serverMessage}

            <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between' }}>
              <Box>{secondaryActions}</Box>
              <SubmitButton pending={pending} pendingLabel={pendingLabel}>
                {submitLabel}
              </SubmitButton>
            </Stack>
          </>
        )}
      </Stack>
    </Box>
  );
}

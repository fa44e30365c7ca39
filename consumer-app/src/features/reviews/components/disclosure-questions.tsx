// The two questions every review answers (US FTC 16 CFR 465.4 and 465.5, UK CMA guidance): did
// the reviewer receive anything for it, and are they connected to the company.
import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import { CONNECTIONS, INCENTIVES, type ReviewConnection, type ReviewIncentive } from '../utils/review-validation';

interface DisclosureQuestionsProps {
  incentive: ReviewIncentive | '';
  connection: ReviewConnection | '';
  onIncentive(value: ReviewIncentive): void;
  onConnection(value: ReviewConnection): void;
  incentiveError?: string;
  connectionError?: string;
  /** The company's name, when known, for the connection question. */
  companyName?: string;
  disabled?: boolean;
}

export function DisclosureQuestions({ incentive, connection, onIncentive, onConnection, incentiveError, connectionError, companyName, disabled }: DisclosureQuestionsProps) {
  const id = useId();
  const company = companyName ?? 'this company';
  const connected = connection !== '' && connection !== 'none';
  return (
    <Stack spacing={2}>
      <Question
        id={`${id}-incentive`}
        name="incentive"
        legend="Did you receive anything for writing this review?"
        hint="Money, a discount, a gift, a free product or anything else offered for the review. A review that received something is labelled so, and does not count in the TrustScore."
        options={INCENTIVES}
        value={incentive}
        onChange={(v) => onIncentive(v as ReviewIncentive)}
        error={incentiveError}
        disabled={disabled}
      />
      <Question
        id={`${id}-connection`}
        name="connection"
        legend={`Are you connected to ${company}?`}
        hint="People connected to a company cannot review it."
        options={CONNECTIONS}
        value={connection}
        onChange={(v) => onConnection(v as ReviewConnection)}
        // The notice below says it at once; the error is for a submit without an answer.
        error={connected ? undefined : connectionError}
        disabled={disabled}
      />
      {connected && (
        <Alert severity="warning" role="status" id={`${id}-connected`}>
          People connected to a company (its employees, owners or managers, their family, or its competitors) cannot review it, so this review
          cannot be published. What you wrote stays here.
        </Alert>
      )}
    </Stack>
  );
}

interface QuestionProps {
  id: string;
  name: string;
  legend: string;
  hint: string;
  options: readonly { value: string; label: string }[];
  value: string;
  onChange(value: string): void;
  error?: string;
  disabled?: boolean;
}

function Question({ id, name, legend, hint, options, value, onChange, error, disabled }: QuestionProps) {
  return (
    <FormControl component="fieldset" error={Boolean(error)} required disabled={disabled}>
      <FormLabel component="legend" id={`${id}-legend`}>
        {legend}
      </FormLabel>
      <RadioGroup name={name} value={value} onChange={(e) => onChange(e.target.value)} aria-labelledby={`${id}-legend`} aria-describedby={`${id}-help`}>
        {options.map((o) => (
          <FormControlLabel key={o.value} value={o.value} control={<Radio />} label={o.label} />
        ))}
      </RadioGroup>
      {/* An error replaces the hint and is announced as it appears. */}
      <FormHelperText id={`${id}-help`} role={error ? 'alert' : undefined}>
        {error ?? hint}
      </FormHelperText>
    </FormControl>
  );
}

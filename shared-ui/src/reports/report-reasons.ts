// What a review may be reported for, as the API takes them, and how long the details may be.
import { fieldLimits } from '../api/field-limits';

export const REPORT_REASONS = [
  { value: 'fake', label: 'Fake, or not based on a real experience' },
  { value: 'offensive', label: 'Offensive or harmful language' },
  { value: 'personal_information', label: 'Contains personal information' },
  { value: 'advertising', label: 'Advertising or promotion' },
  { value: 'other', label: 'Something else against the guidelines' },
] as const;
export type Reason = (typeof REPORT_REASONS)[number]['value'];
/** The API's limit (its OpenAPI document), counted as the API counts it: the trimmed text. */
export const DETAILS_MAX = fieldLimits.ReportDto.details.maxLength;

// What a review may be reported for, as the API takes them.
export const REPORT_REASONS = [
  { value: 'fake', label: 'Fake, or not based on a real experience' },
  { value: 'offensive', label: 'Offensive or harmful language' },
  { value: 'personal_information', label: 'Contains personal information' },
  { value: 'advertising', label: 'Advertising or promotion' },
  { value: 'other', label: 'Something else against the guidelines' },
] as const;
export type Reason = (typeof REPORT_REASONS)[number]['value'];
export const DETAILS_MAX = 1000;

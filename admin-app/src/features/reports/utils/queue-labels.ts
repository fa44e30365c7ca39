import type { REPORT_REASONS } from 'shared-ui';

/** What a review may be reported for, and hidden for, as the API names it. */
export type Reason = (typeof REPORT_REASONS)[number]['value'];

/** The ground of a decision to hide: against the guidelines, or illegal. */
export type Ground = 'incompatible' | 'illegal';

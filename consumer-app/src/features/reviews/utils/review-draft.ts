// What a reviewer has written in the review form, kept while the page is left for a sign-in: a
// session that ends meanwhile (a log out in another tab, an expiry) must not cost them their
// review. Kept in this tab's memory only, never in the browser's storage, and given back only to
// the person who wrote it.
import type { Company } from 'shared-ui';
import type { ReviewFormValues } from './review-validation';

export interface ReviewDraft {
  authorId: string;
  /** Which form: the company's id, or `search` for the form that picks one. */
  form: string;
  values: ReviewFormValues;
  /** The company picked in the search form. */
  company: Company | null;
}

let kept: ReviewDraft | null = null;

/** The form a draft belongs to. */
export function draftForm(companyId: string | undefined): string {
  return companyId ?? 'search';
}

function isEmpty(values: ReviewFormValues): boolean {
  return values.rating === null && !values.title.trim() && !values.content.trim() && !values.topic && !values.incentive && !values.connection;
}

/** Keeps what is in the form now (an empty form keeps nothing). */
export function keepDraft(draft: ReviewDraft): void {
  kept = isEmpty(draft.values) && !draft.company ? null : draft;
}

/** The draft of `form` written by `authorId`; another person's is dropped, not shown. */
export function draftOf(authorId: string | undefined, form: string): ReviewDraft | null {
  if (kept && authorId && kept.authorId !== authorId) kept = null;
  return kept && kept.authorId === authorId && kept.form === form ? kept : null;
}

/** Whether a draft of `form` waits for its author to sign in again. */
export function hasDraft(form: string): boolean {
  return kept?.form === form;
}

export function forgetDraft(): void {
  kept = null;
}

// A decision's action as a complainant reads it.
const ACTION_WORDS: Record<string, string> = {
  hide_review: 'The review was hidden',
  hide_reply: 'The business reply was hidden',
  dismiss_reports: 'We took no action: the content stays published',
  restore_review: 'The review was published again',
  appeal_overturned: 'An earlier decision was overturned',
  appeal_upheld: 'An earlier decision was kept',
};

export function decisionWords(action: string): string {
  return ACTION_WORDS[action] ?? 'A moderator decided on it';
}

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

export function dayOf(iso: string): string {
  return dateFormat.format(new Date(iso));
}

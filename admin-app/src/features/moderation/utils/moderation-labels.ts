// Moderation's codes in words: the kinds of fake-review signal, and the EU DSA transparency
// database's codes of a statement of reasons (decision grounds, categories, source types), shown
// as words with the code beside them so moderators read them and exports still match.
import type { QueueItem } from 'shared-ui';

export type SignalKind = QueueItem['signals'][number]['signal'];

/** As the API names them (SIGNAL_LABEL in api/src/modules/signals/review-signals.ts). */
export const SIGNAL_LABELS: Record<SignalKind, string> = {
  burst: 'Burst of reviews',
  same_address: 'Same client address',
  new_account_cluster: 'New-account cluster',
  near_duplicate: 'Near-duplicate text',
  new_account_extreme: 'New account, extreme rating',
  invitee_owner_domain: "Invitee on the business's own domain",
  invitee_alias: 'Invitee is an alias of an earlier invitee',
};

const DSA_WORDS: Record<string, string> = {
  DECISION_GROUND_INCOMPATIBLE_CONTENT: 'Incompatible with our terms',
  DECISION_GROUND_ILLEGAL_CONTENT: 'Illegal content',
  STATEMENT_CATEGORY_SCAMS_AND_FRAUD: 'Scams and fraud',
  STATEMENT_CATEGORY_ILLEGAL_OR_HARMFUL_SPEECH: 'Illegal or harmful speech',
  STATEMENT_CATEGORY_DATA_PROTECTION_AND_PRIVACY_VIOLATIONS: 'Data protection and privacy violations',
  STATEMENT_CATEGORY_SCOPE_OF_PLATFORM_SERVICE: 'Scope of the platform’s service',
  SOURCE_ARTICLE_16: 'Notice from a person (Article 16)',
  SOURCE_TRUSTED_FLAGGER: 'Notice from a trusted flagger',
  SOURCE_VOLUNTARY: 'Our own initiative',
  SOURCE_TYPE_OTHER_NOTIFICATION: 'Other notification (an appeal)',
  AUTOMATED_DECISION_FULLY: 'Decided automatically',
  AUTOMATED_DECISION_PARTIALLY: 'Decided partly automatically',
  AUTOMATED_DECISION_NOT_AUTOMATED: 'Decided by a person',
};

/** A DSA code in words, or the code itself for one this list does not know yet. */
export const dsaWords = (code: string): string => DSA_WORDS[code] ?? code;

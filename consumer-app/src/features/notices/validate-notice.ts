// The notice form's rules, the same as the API's (DSA Art. 16(2): the reasons, the sender's name and
// email, the statement of good faith), so most mistakes are caught before sending.
import { fieldLimits, REPORT_REASONS } from 'shared-ui';

const limits = fieldLimits.SendNoticeDto;
export const NAME_MAX = limits.name.maxLength;
export const LAW_MAX = limits.law.maxLength;
export const EXPLANATION_MIN = limits.explanation.minLength;
export const EXPLANATION_MAX = limits.explanation.maxLength;

export const NOTICE_TYPES = ['review', 'reply', 'company'] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];
export const isNoticeType = (v: unknown): v is NoticeType => NOTICE_TYPES.includes(v as NoticeType);

/** What the notice is about, as the form names it. */
export const TYPE_LABEL: Record<NoticeType, string> = {
  review: 'A review',
  reply: 'A business reply to a review',
  company: 'A company page',
};

export interface NoticeValues {
  reason: string;
  ground: string;
  law: string;
  explanation: string;
  name: string;
  email: string;
  goodFaith: boolean;
}

/** In the order the form shows them: the first with an error takes the focus. */
export const NOTICE_FIELDS: (keyof NoticeValues)[] = ['reason', 'ground', 'law', 'explanation', 'name', 'email', 'goodFaith'];

export type NoticeErrors = Partial<Record<keyof NoticeValues, string>>;

export const charCount = (text: string) => [...text].length;
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const numberFormat = new Intl.NumberFormat('en-US');

export function validateNotice(v: NoticeValues): NoticeErrors {
  const errors: NoticeErrors = {};
  if (!REPORT_REASONS.some((r) => r.value === v.reason)) errors.reason = 'Please choose what is wrong with it.';
  if (v.ground !== 'illegal' && v.ground !== 'incompatible') errors.ground = 'Please say whether it is illegal or against our guidelines.';
  if (v.ground === 'illegal') {
    const law = v.law.trim();
    if (!law) errors.law = 'Please name the law it breaks.';
    else if (charCount(law) > LAW_MAX) errors.law = `The law must be at most ${LAW_MAX} characters.`;
  }
  const length = charCount(v.explanation.trim());
  if (length === 0) errors.explanation = 'Please explain why.';
  else if (length < EXPLANATION_MIN) errors.explanation = `Your explanation must be at least ${EXPLANATION_MIN} characters.`;
  else if (length > EXPLANATION_MAX) errors.explanation = `Your explanation must be at most ${numberFormat.format(EXPLANATION_MAX)} characters.`;
  const name = v.name.trim();
  if (!name) errors.name = 'Please enter your name.';
  else if (charCount(name) > NAME_MAX) errors.name = `Your name must be at most ${NAME_MAX} characters.`;
  const email = v.email.trim();
  if (!email) errors.email = 'Please enter your email address: we send the receipt and the decision there.';
  else if (!EMAIL.test(email)) errors.email = 'Please enter a valid email address, like name@example.com.';
  if (!v.goodFaith) errors.goodFaith = 'Please confirm that you believe in good faith that your notice is accurate and complete.';
  return errors;
}

// A public reply's rules as the API checks them: its limits from the OpenAPI document, its sentences the API's own.
import { fieldLimits } from 'shared-ui';

export const REPLY_MIN = fieldLimits.ReplyDto.content.minLength;
export const REPLY_MAX = fieldLimits.ReplyDto.content.maxLength;

/** The reply as it would be published (trimmed): written, and within the API's limits. */
export function validateReply(content: string): string | undefined {
  const text = content.trim();
  if (!text) return 'Please write a reply';
  if (text.length < REPLY_MIN) return `A reply must be at least ${REPLY_MIN} characters: say something the reviewer and other readers can use`;
  if (text.length > REPLY_MAX) return `A reply must be at most ${REPLY_MAX.toLocaleString('en')} characters`;
  return undefined;
}

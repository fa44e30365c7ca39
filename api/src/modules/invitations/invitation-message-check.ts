// Checks a business's personal message in a review invitation against the rules on asking for
// reviews (US FTC 16 CFR 465.4, UK DMCC Act and CMA guidance, EU UCPD Annex I 23b-c):
// - review gating: asking only customers with a good experience (or steering unhappy ones away);
// - a sentiment-conditioned incentive: a reward tied to a positive review or a high rating;
// - a link: the mail already carries the one review link, and a business's own link in the site's
//   mail would make it a relay for phishing.
// An incentive offered for any honest review is allowed (FTC 465.4 bans only the conditioned
// kind) but must be disclosed: the checker reports it, the invitation is stored as offering one,
// and the reviews written through it are labelled incentivised and left out of the TrustScore.
//
// Limits: it reads English phrasings with patterns, not meaning. It catches the usual wordings of
// gating and of conditioned rewards, including star ratings and "positive/good/great review";
// it misses paraphrases it has no pattern for (irony, other languages, "you know what to write"),
// and a balanced phrase it does not know ("good, bad, or ugly") may read as sentiment. Balanced
// phrases it knows ("good or bad", "positive or negative", "whatever your experience") are taken
// out before it looks. A reward word it misses means the invitation is not marked as offering
// one; the reviewer's own answer to the incentive question still labels the review. Moderators
// remain the backstop (reports, fake-review signals).

export type InvitationMessageRule = 'review gating' | 'sentiment-conditioned incentive' | 'link';

export interface InvitationMessageCheck {
  /** The rule broken, with a sentence fit for the sender; absent when the message may be sent. */
  problem?: { rule: InvitationMessageRule; message: string };
  /** The message offers something for reviewing (allowed when not tied to sentiment; disclosed). */
  offersIncentive: boolean;
}

// Balanced wordings that name both sentiments: they ask everyone, so they are removed first.
const BALANCED = [
  /\b(?:good|positive|great|happy)\s*(?:,|\/|or|and|&)\s*(?:or\s+|and\s+)?(?:bad|negative|not\s+so\s+good|not|unhappy|less\s+good|poor)\b/gi,
  /\b(?:bad|negative|poor|unhappy)\s*(?:,|\/|or|and|&)\s*(?:or\s+|and\s+)?(?:good|positive|great|happy)\b/gi,
  /\bwhatever\s+(?:your|their|the)\s+(?:experience|rating|opinion|view|verdict)\b/gi,
  /\b(?:any|every|all)\s+(?:star\s+)?ratings?\b/gi,
];

const POSITIVE = String.raw`(?:love[ds]?|loving|like[ds]?|enjoy(?:ed|s)?|happy|satisfied|pleased|delighted|thrilled|great|good|positive|amazing|excellent|wonderful|fantastic|perfect|best)`;
const REVIEW_NOUN = String.raw`(?:reviews?|ratings?|feedback|testimonials?|words?|write-?ups?)`;
const STARS = String.raw`(?:\b(?:5|five|4|four)(?:\s*(?:or|and|/|-|to)\s*(?:5|five))?[\s-]*stars?\b|★{4,}|\b(?:5|five)\s*/\s*5\b|\b10\s*/\s*10\b)`;

/** Patterns that ask for a positive review only, or only of people who had a good experience. */
const GATING: RegExp[] = [
  // "if you loved us", "only if you had a great experience", "provided you were satisfied"
  new RegExp(String.raw`\b(?:if|provided|as\s+long\s+as|assuming)\s+(?:you|you're|you\s+are|you\s+were|your)\b[^.!?;]{0,40}?\b${POSITIVE}\b`, 'i'),
  // "Loved your stay? Review us!"
  new RegExp(String.raw`(?:^|[.!?]\s*)(?:did\s+you\s+)?(?:love[ds]?|enjoy(?:ed)?|like[ds]?|happy|satisfied|pleased|delighted)\b[^.!?]{0,60}\?`, 'i'),
  // "happy customers", "our satisfied clients"
  new RegExp(String.raw`\b(?:happy|satisfied|delighted|pleased|loyal\s+and\s+happy)\s+(?:customers?|clients?|guests?|buyers?|shoppers?|patients?|users?)\b`, 'i'),
  // "a positive review", "great feedback", "a glowing write-up"
  new RegExp(String.raw`\b(?:positive|good|great|glowing|nice|favou?rable|excellent|amazing|stellar|top|high|perfect|kind|rave)\s+(?:\w+\s+)?${REVIEW_NOUN}\b`, 'i'),
  new RegExp(STARS, 'i'),
  // "Not happy? Contact us first instead of reviewing"
  /\b(?:not\s+(?:happy|satisfied|pleased)|unhappy|dissatisfied|disappointed|problems?|issues?|complaints?)\b[^.!]{0,80}\b(?:contact|email|e-mail|call|message|tell|let)\b[^.!]{0,40}\b(?:first|instead|before\s+(?:you\s+)?(?:review|post|writ|leav))/i,
];

/** Words that offer something of value for the review. */
const REWARD = new RegExp(
  String.raw`(?:\b\d+\s*%\s*(?:off|discount)|\bdiscounts?\b|\bvouchers?\b|\bcoupons?\b|\bgift\s*cards?\b|\bgifts?\b|(?<!feel\s)\bfree\b|\brewards?(?:ed)?\b|\bcash\s*-?back\b|\brefunds?\b|\bprizes?\b|\bprize\s+draw\b|\braffle\b|\bsweepstakes?\b|\bloyalty\s+points\b|\bpoints\b|\bcredits?\b|[£$€]\s*\d|\b\d+\s*(?:euros?|dollars?|pounds?|usd|gbp|eur)\b|\bcompetition\b|\bcomplimentary\b)`,
  'i',
);

const LINK = /\b(?:https?:\/\/|www\.)\S+|\b[a-z0-9-]+\.(?:com|net|org|co|io|shop|store|uk|de|fr|info|biz|app|link|ly)\b(?:\/\S*)?/i;

const RULE_SENTENCES: Record<InvitationMessageRule, string> = {
  'review gating':
    'it asks only customers with a good experience, or only for a good review (review gating). An invitation must ask every customer for an honest review, whatever their experience',
  'sentiment-conditioned incentive':
    'it ties a reward to a positive review or a high rating (a sentiment-conditioned incentive). A reward may only be offered for any honest review, good or bad',
  link: 'it contains a web address. The invitation mail carries the review link; a message may not add links',
};

export function checkInvitationMessage(text: string): InvitationMessageCheck {
  let neutral = text;
  for (const balanced of BALANCED) neutral = neutral.replace(balanced, ' ');
  const offersIncentive = REWARD.test(neutral);
  const gating = GATING.map((pattern) => neutral.match(pattern)).find((m) => m !== null);
  if (LINK.test(text)) return { offersIncentive, problem: problem('link') };
  if (gating) {
    const rule: InvitationMessageRule = offersIncentive ? 'sentiment-conditioned incentive' : 'review gating';
    return { offersIncentive, problem: problem(rule, gating[0].replace(/^[.!?]\s*/, '').trim()) };
  }
  return { offersIncentive };
}

function problem(rule: InvitationMessageRule, matched?: string) {
  const quoted = matched ? ` (“${matched.length > 60 ? `${matched.slice(0, 57)}…` : matched}”)` : '';
  return { rule, message: `Personal message, ${rule}: ${RULE_SENTENCES[rule]}${quoted}.` };
}

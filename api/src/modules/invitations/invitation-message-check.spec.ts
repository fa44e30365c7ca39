import { checkInvitationMessage, type InvitationMessageRule } from './invitation-message-check.js';

// Real phrasings, as businesses write them.
const REFUSED: [string, InvitationMessageRule][] = [
  ['If you loved your stay, please leave us a review!', 'review gating'],
  ['Only leave a review if you had a great experience.', 'review gating'],
  ['Happy customers: tell the world about us!', 'review gating'],
  ["We'd be thrilled with a 5-star review.", 'review gating'],
  ['Please leave us a positive review on TrustReviews.', 'review gating'],
  ['If you were satisfied with our service, we would appreciate a review.', 'review gating'],
  ['Enjoyed your meal? Write a few words about us!', 'review gating'],
  ['Not happy? Contact us first instead of leaving a review.', 'review gating'],
  ['Rate us ★★★★★ please!', 'review gating'],
  ['A good review would mean the world to our small team.', 'review gating'],
  ['If you had a good experience, review us. If not, email support@ourshop.', 'review gating'],
  ['Get 10% off your next order for a 5-star review.', 'sentiment-conditioned incentive'],
  ['Leave a positive review and receive a $20 gift card.', 'sentiment-conditioned incentive'],
  ["Give us five stars and we'll send you a free coffee.", 'sentiment-conditioned incentive'],
  ['Satisfied customers get a voucher when they review us.', 'sentiment-conditioned incentive'],
  ['We reward great reviews with loyalty points.', 'sentiment-conditioned incentive'],
  ['If you liked the product, a review earns you a discount code.', 'sentiment-conditioned incentive'],
  ['Review us at https://reviews.example.com today', 'link'],
  ['Tell us how we did on www.our-shop.com', 'link'],
];

const ACCEPTED: [string, boolean][] = [
  ["Thank you for shopping with us. We'd love to hear about your experience.", false],
  ['Please tell us how we did, good or bad.', false],
  ['Your honest feedback helps us improve.', false],
  ['Every review, positive or negative, helps other customers choose.', false],
  ['Thanks for choosing Acme Plumbing. How did our engineer do?', false],
  ['Whatever your experience, we want to hear it.', false],
  ['We hope you enjoyed your stay, and we would value your honest review.', false],
  ['It only takes two minutes to write a review.', false],
  ['Tell us what we got right and what we got wrong.', false],
  ['Reviews help small businesses like ours. Thank you, Sam!', false],
  ['We read every review and reply to each one.', false],
  ['If you have a moment, please share your experience.', false],
  ['Your order 1042 was delivered on Monday. How was it?', false],
  ['Questions about your order? Contact us at any time.', false],
  ['Feel free to be as detailed as you like.', false],
  ["We'll send a voucher to everyone who reviews, good or bad.", true],
  ['As a thank-you for your time, everyone who leaves a review gets 10% off their next order, whatever they write.', true],
  ['We are entering all reviewers into a prize draw, whatever their rating.', true],
];

describe('checkInvitationMessage', () => {
  it.each(REFUSED)('refuses %j as %s', (text, rule) => {
    const result = checkInvitationMessage(text);
    expect(result.problem?.rule).toBe(rule);
    expect(result.problem?.message).toContain(rule);
  });

  it.each(ACCEPTED)('accepts %j (offers an incentive: %s)', (text, offersIncentive) => {
    const result = checkInvitationMessage(text);
    expect(result.problem).toBeUndefined();
    expect(result.offersIncentive).toBe(offersIncentive);
  });

  it('quotes the words that broke the rule, so the sender knows what to change', () => {
    expect(checkInvitationMessage('Thanks! If you loved us, tell others.').problem?.message).toContain('“If you loved”');
  });
});

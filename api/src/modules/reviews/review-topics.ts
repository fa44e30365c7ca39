// What a review may be about, one topic per review (optional).
export const REVIEW_TOPICS = [
  'Customer Service',
  'Product Quality',
  'Delivery',
  'Value for Money',
  'User Experience',
] as const;

export type ReviewTopic = (typeof REVIEW_TOPICS)[number];

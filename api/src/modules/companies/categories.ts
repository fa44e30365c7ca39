// Every category a company can have, in the order the site lists them: the six home-page categories first, then the rest.
export const CATEGORIES = [
  'E-commerce',
  'Restaurants',
  'Real Estate',
  'Automotive',
  'Technology',
  'Travel',
  'Retail',
  'Electronics',
  'Entertainment',
  'Finance',
  'Restaurant',
  'Logistics',
  'Airlines',
  'Financial Services',
  'Communication',
  'Social Media',
  'Software',
  'Fashion',
  'Gaming',
  'Banking',
  'Telecommunications',
  'Food Delivery',
  'Hotels',
  'Home Improvement',
  'Grocery',
  'Beauty',
  'Pharmacy',
  'Home & Garden',
  'Transportation',
  'Business',
  'Outdoor',
  'Books',
] as const;

export type Category = (typeof CATEGORIES)[number];

export const REVIEW_TOPICS = [
  'Customer Service',
  'Product Quality',
  'Delivery',
  'Value for Money',
  'User Experience',
] as const;

export type ReviewTopic = (typeof REVIEW_TOPICS)[number];

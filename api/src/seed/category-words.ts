// The words every category's companies and reviews are made of (vocabulary/categories.json),
// checked at load against the shapes the generators read.
import { CATEGORIES, type Category } from '../modules/companies/categories.js';
import { REVIEW_TOPICS, type ReviewTopic } from '../modules/reviews/review-topics.js';
import categoryVocabulary from './vocabulary/categories.json' with { type: 'json' };

/** Relative weights of REVIEW_TOPICS, in that order. */
type TopicWeights = readonly [service: number, quality: number, delivery: number, value: number, experience: number];
type TopicLines = Partial<Record<ReviewTopic, readonly string[]>>;

export interface CategoryWords {
  /** Name endings such as "Savings Bank"; empty for restaurants, named "The Copper Spoon". */
  suffixes: readonly string[];
  /** What the company is, with its article: "a retail bank". */
  noun: string;
  /** Earliest plausible founding year. */
  since: number;
  offers: readonly string[];
  pitches: readonly string[];
  /** Short noun for titles: "Great food", "Poor broadband". */
  thing: string;
  /** What customers judge, singular: "the room". */
  items: readonly string[];
  /** One member of staff, singular: "the receptionist". */
  people: readonly string[];
  /** Who customers contact, used as an object: "I contacted the front desk". */
  team: string;
  channels: readonly string[];
  /** What gets delivered, for the generic Delivery lines; null when they would not fit. */
  ship: string | null;
  /** Whether tracking and packaging lines fit (shipped goods, singular `ship`). */
  parcel: boolean;
  /** Completes "I'll definitely ...". */
  again: string;
  weights: TopicWeights;
  good: TopicLines;
  bad: TopicLines;
}

/** categories.json: the words of every category, checked against the types below at load. */
export const WORDS = categoryVocabulary as unknown as Record<Category, CategoryWords>;

function assertCategoryWords(): void {
  for (const category of CATEGORIES) {
    const words = WORDS[category];
    if (!words) throw new Error(`categories.json has no words for ${category}`);
    if (words.weights.length !== REVIEW_TOPICS.length) throw new Error(`categories.json: ${category} needs one weight per topic`);
    for (const topic of [...Object.keys(words.good), ...Object.keys(words.bad)]) {
      if (!REVIEW_TOPICS.includes(topic as ReviewTopic)) throw new Error(`categories.json: ${category} has an unknown topic ${topic}`);
    }
  }
}
assertCategoryWords();

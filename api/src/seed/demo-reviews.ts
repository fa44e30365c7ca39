// Reviews for demo and scale seeding: a tone that follows the rating and details that fit the
// category, from the lines of vocabulary/reviews.json with every {slot} filled in at load time.
import { CATEGORIES, type Category } from '../modules/companies/categories.js';
import { REVIEW_TOPICS, type ReviewTopic } from '../modules/reviews/review-topics.js';
import { type CategoryWords, WORDS } from './category-words.js';
import type { Rng } from './rng.js';
import reviewVocabulary from './vocabulary/reviews.json' with { type: 'json' };

export type StarRating = 1 | 2 | 3 | 4 | 5;

export interface GeneratedReview {
  title: string;
  content: string;
  topic: ReviewTopic;
}

// ---------------------------------------------------------------------------------------------
// Review building blocks (reviews.json)
//
// Openers, closers and generic titles are listed by star rating (index 0 unused). Four-star
// reviews sometimes add a caveat (why a star is missing), three-star ones a turn from praise to
// complaint, two-star ones a silver lining. Parcel lines only fit a single shipped item; the
// mixed titles are the two halves of a three-star title ("Good value, but slow").

const {
  openers: OPENERS,
  closers: CLOSERS,
  caveats: CAVEATS,
  mixedTurns: MIXED_TURNS,
  silverLinings: SILVER_LININGS,
  parcelPositive: PARCEL_POSITIVE,
  parcelNegative: PARCEL_NEGATIVE,
  genericTitles: GENERIC_TITLES,
  contextWhen: CONTEXT_WHEN,
  contextWho: CONTEXT_WHO,
  contextDid: CONTEXT_DID,
  contextWhy: CONTEXT_WHY,
} = reviewVocabulary;

/**
 * When, who and why this reviewer came to the company ("Last week, my partner and I gave them a
 * try after a friend recommended them."): thousands of combinations, so that two reviews built
 * from the same tone lines still read as two people, as real reviews do. Without it the demo data
 * is full of copies that the near-duplicate signal rightly flags.
 */
function reviewContext(rng: Rng): string {
  const who = rng.pick(CONTEXT_WHO);
  return `${rng.pick(CONTEXT_WHEN)}, ${who} ${rng.pick(CONTEXT_DID)} ${rng.pick(CONTEXT_WHY)}.`;
}

type TopicTexts = Readonly<Record<ReviewTopic, readonly string[]>>;

/** A topic-keyed list of reviews.json, with every topic present. */
function topicTexts(name: keyof typeof reviewVocabulary): TopicTexts {
  const texts = reviewVocabulary[name] as Partial<TopicTexts>;
  for (const topic of REVIEW_TOPICS) {
    if (!Array.isArray(texts[topic])) throw new Error(`reviews.json: ${name} has no lines for ${topic}`);
  }
  return texts as TopicTexts;
}

const TOPIC_POSITIVE = topicTexts('topicPositive');
const TOPIC_NEGATIVE = topicTexts('topicNegative');
const TOPIC_TITLES_POSITIVE = topicTexts('topicTitlesPositive');
const TOPIC_TITLES_NEGATIVE = topicTexts('topicTitlesNegative');
const MIXED_TITLE_GOOD = topicTexts('mixedTitleGood');
const MIXED_TITLE_BAD = topicTexts('mixedTitleBad');

// ---------------------------------------------------------------------------------------------
// Per-category review pools, with every {slot} filled in ahead of time

type TopicPool = Readonly<Record<ReviewTopic, readonly string[]>>;

interface ReviewWords {
  /** Topics repeated by weight, so a uniform pick is a weighted pick. */
  wheel: readonly ReviewTopic[];
  good: TopicPool;
  bad: TopicPool;
  goodTitles: TopicPool;
  badTitles: TopicPool;
  mixedGood: TopicPool;
  mixedBad: TopicPool;
  openers: readonly (readonly string[])[];
  closers: readonly (readonly string[])[];
  caveats: readonly string[];
  linings: readonly string[];
}

const SLOT = /\{(\w+)\}/;

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function slotValues(words: CategoryWords, slot: string): readonly string[] {
  switch (slot) {
    case 'person':
      return words.people;
    case 'team':
      return [words.team];
    case 'item':
      return words.items;
    case 'ship':
      return words.ship ? [words.ship] : [];
    case 'channel':
      return words.channels;
    case 'again':
      return [words.again];
    case 'thing':
      return [words.thing];
    default:
      throw new Error(`Unknown slot {${slot}}`);
  }
}

/** Every filling of a template's slots; "{Item}" gets a capitalised value, "{item}" does not. */
function fill(template: string, words: CategoryWords): string[] {
  const match = SLOT.exec(template);
  if (!match) return [template];
  const [slot, key] = match;
  const upper = key.charAt(0) !== key.charAt(0).toLowerCase();
  return slotValues(words, key.toLowerCase()).flatMap((value) =>
    fill(template.replace(slot, () => (upper ? capitalise(value) : value)), words),
  );
}

function fillAll(templates: readonly string[], words: CategoryWords): string[] {
  return templates.flatMap((t) => fill(t, words));
}

function topicPool(build: (topic: ReviewTopic) => string[]): TopicPool {
  const pool = {} as Record<ReviewTopic, readonly string[]>;
  for (const topic of REVIEW_TOPICS) pool[topic] = build(topic);
  return pool;
}

// Category-specific lines are fewer than the filled-in generic ones but read better, so they are
// listed several times to be drawn about as often.
const SPECIFIC_LINE_REPEATS = 3;

function boosted(lines: readonly string[] | undefined): string[] {
  const out: string[] = [];
  for (let n = 0; n < SPECIFIC_LINE_REPEATS; n++) out.push(...(lines ?? []));
  return out;
}

function buildReviewWords(words: CategoryWords): ReviewWords {
  const good = topicPool((topic) => {
    const lines = [...fillAll(TOPIC_POSITIVE[topic], words), ...boosted(words.good[topic])];
    if (topic === 'Delivery' && words.parcel) lines.push(...fillAll(PARCEL_POSITIVE, words));
    return lines;
  });
  const bad = topicPool((topic) => {
    const lines = [...fillAll(TOPIC_NEGATIVE[topic], words), ...boosted(words.bad[topic])];
    if (topic === 'Delivery' && words.parcel) lines.push(...fillAll(PARCEL_NEGATIVE, words));
    return lines;
  });
  // A topic is only drawn when it can be praised and criticised in this category.
  const wheel: ReviewTopic[] = [];
  REVIEW_TOPICS.forEach((topic, i) => {
    if (good[topic].length > 0 && bad[topic].length > 0) {
      for (let n = 0; n < words.weights[i]; n++) wheel.push(topic);
    }
  });
  return {
    wheel,
    good,
    bad,
    goodTitles: topicPool((topic) => fillAll(TOPIC_TITLES_POSITIVE[topic], words)),
    badTitles: topicPool((topic) => fillAll(TOPIC_TITLES_NEGATIVE[topic], words)),
    mixedGood: topicPool((topic) => fillAll(MIXED_TITLE_GOOD[topic], words)),
    mixedBad: topicPool((topic) => fillAll(MIXED_TITLE_BAD[topic], words)),
    openers: OPENERS,
    closers: CLOSERS.map((lines) => fillAll(lines, words)),
    caveats: fillAll(CAVEATS, words),
    linings: fillAll(SILVER_LININGS, words),
  };
}

const REVIEW_WORDS = {} as Record<Category, ReviewWords>;
for (const category of CATEGORIES) REVIEW_WORDS[category] = buildReviewWords(WORDS[category]);

/** A different topic from `topic` where the category allows, weighted like the main pick. */
function otherTopic(rng: Rng, wheel: readonly ReviewTopic[], topic: ReviewTopic): ReviewTopic {
  for (let attempt = 0; attempt < 4; attempt++) {
    const other = rng.pick(wheel);
    if (other !== topic) return other;
  }
  return topic;
}

/** A review whose tone follows the rating and whose details fit the category. */
export function generateReview(rng: Rng, rating: StarRating, category: Category): GeneratedReview {
  const w = REVIEW_WORDS[category];
  const topic = rng.pick(w.wheel);
  let content = rng.chance(0.65) ? rng.pick(w.openers[rating]) + ' ' : '';
  content += reviewContext(rng) + ' ';
  let title: string;

  if (rating >= 4) {
    const first = rng.pick(w.good[topic]);
    content += first;
    if (rating === 5 && rng.chance(0.45)) {
      const second = rng.pick(w.good[otherTopic(rng, w.wheel, topic)]);
      if (second !== first) content += ' ' + second;
    } else if (rating === 4 && rng.chance(0.4)) {
      content += ' ' + rng.pick(w.caveats);
    }
    title = rng.chance(0.5) ? rng.pick(GENERIC_TITLES[rating]) : rng.pick(w.goodTitles[topic]);
  } else if (rating === 3) {
    const other = otherTopic(rng, w.wheel, topic);
    // Either the main topic is the letdown, or it is the bright spot.
    const mainIsBad = rng.chance(0.6);
    const goodTopic = mainIsBad ? other : topic;
    const badTopic = mainIsBad ? topic : other;
    content += rng.pick(w.good[goodTopic]) + ' ';
    if (rng.chance(0.3)) content += rng.pick(MIXED_TURNS) + ' ';
    content += rng.pick(w.bad[badTopic]);
    title =
      goodTopic !== badTopic && rng.chance(0.5)
        ? rng.pick(w.mixedGood[goodTopic]) + ', but ' + rng.pick(w.mixedBad[badTopic])
        : rng.pick(GENERIC_TITLES[3]);
  } else {
    const first = rng.pick(w.bad[topic]);
    content += first;
    const roll = rng.next();
    if (roll < (rating === 1 ? 0.5 : 0.35)) {
      const second = rng.pick(w.bad[otherTopic(rng, w.wheel, topic)]);
      if (second !== first) content += ' ' + second;
    } else if (rating === 2 && roll < 0.6) {
      content += ' ' + rng.pick(w.linings);
    }
    title = rng.chance(0.5) ? rng.pick(GENERIC_TITLES[rating]) : rng.pick(w.badTitles[topic]);
  }

  if (content.length < 40 || rng.chance(0.55)) content += ' ' + rng.pick(w.closers[rating]);
  return { title, content, topic };
}

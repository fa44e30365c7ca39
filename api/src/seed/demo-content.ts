// Pure, deterministic text for demo and scale seeding: companies, people and reviews.
// Everything is built from the word lists in ./vocabulary, prepared once at load time, so each
// call is just a handful of random picks and string concatenations (the scale seeder makes
// millions). The lists are data; how they combine is here.
import { CATEGORIES, type Category } from '../modules/companies/categories.js';
import { REVIEW_TOPICS, type ReviewTopic } from '../modules/reviews/review-topics.js';
import { createRng, type Rng } from './rng.js';
import { monogramUrl } from '../modules/logos/monogram.js';
import categoryVocabulary from './vocabulary/categories.json' with { type: 'json' };
import companyVocabulary from './vocabulary/companies.json' with { type: 'json' };
import peopleVocabulary from './vocabulary/people.json' with { type: 'json' };
import placeVocabulary from './vocabulary/places.json' with { type: 'json' };
import reviewVocabulary from './vocabulary/reviews.json' with { type: 'json' };

export type StarRating = 1 | 2 | 3 | 4 | 5;

export interface GeneratedCompany {
  name: string;
  category: Category;
  description: string;
  website: string;
  websiteDomain: string;
  location: string;
  countryCode: string;
  logoUrl: string;
}

export interface GeneratedPerson {
  firstName: string;
  lastName: string;
}

export interface GeneratedReview {
  title: string;
  content: string;
  topic: ReviewTopic;
}

// ---------------------------------------------------------------------------------------------
// Places

interface Country {
  name: string;
  /** How the country reads inside a sentence ("across the Netherlands"). */
  prose: string;
  code: string;
  tld: string;
}

interface Place {
  city: string;
  country: Country;
  location: string;
}

const COUNTRIES: Readonly<Record<string, Omit<Country, 'code'>>> = placeVocabulary.countries;

/** places.json: each city with its country's code. */
const PLACES: readonly Place[] = placeVocabulary.cities.map(([city, code]) => {
  if (!COUNTRIES[code]) throw new Error(`places.json: ${city} names an unknown country ${code}`);
  const country: Country = { ...COUNTRIES[code], code };
  return { city, country, location: `${city}, ${country.name}` };
});

// ---------------------------------------------------------------------------------------------
// Company names
//
// Uniqueness comes from the index alone, never from the random source: the index selects a
// "base" (a brand stem such as "Northwind", or "The Copper Spoon" for restaurants) and a tier.
// Tier 0 uses the base alone, the next tiers add one qualifier ("Pacific", or "Bistro" for
// restaurants), and beyond that a number is appended. The random source only picks the category
// ending ("Savings Bank"), which never decides identity. The load-time checks below make that decoding unambiguous, for both the
// display name and the compacted domain label.

interface NamePart {
  text: string;
  /** The text as it appears inside a domain label: lower-case, letters and digits only. */
  slug: string;
}

const NON_ALNUM = /[^a-z0-9]/g;
const DIGIT = /[0-9]/;

function part(text: string): NamePart {
  return { text, slug: text.toLowerCase().replace(NON_ALNUM, '') };
}

// companies.json: brand stems are every start + end ("North" + "wind"); restaurants are "The"
// + adjective + noun. Qualifiers make the first tiers: "Northwind Pacific Bank", "The Copper
// Spoon Bistro".
const {
  stemStarts: STEM_STARTS,
  stemEnds: STEM_ENDS,
  restaurantAdjectives: RESTAURANT_ADJECTIVES,
  restaurantNouns: RESTAURANT_NOUNS,
} = companyVocabulary;
const QUALIFIERS = companyVocabulary.qualifiers.map(part);
const RESTAURANT_VENUES = companyVocabulary.restaurantVenues.map(part);

const RESTAURANT_STYLE: ReadonlySet<Category> = new Set<Category>(['Restaurants', 'Restaurant']);

/**
 * Drops every base whose slug is a prefix of another (or equal to it), so a domain label has
 * exactly one base at its start. After sorting, a prefix always sits right before a string it
 * prefixes, so comparing neighbours is enough.
 */
function prefixFree(parts: NamePart[]): NamePart[] {
  const sorted = [...parts].sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
  return sorted.filter((p, i) => i === sorted.length - 1 || !sorted[i + 1].slug.startsWith(p.slug));
}

/** Fisher-Yates with a fixed seed: neighbouring indexes get unrelated-looking bases. */
function shuffled<T>(items: T[], seed: number): T[] {
  const rng = createRng(seed);
  for (let i = items.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}

/** Combinations that read as something else. */
const UNFORTUNATE_STEMS = new Set(['redlight']);

function buildStems(): NamePart[] {
  const stems: NamePart[] = [];
  for (const start of STEM_STARTS) {
    for (const end of STEM_ENDS) {
      const text = start + end;
      const lower = text.toLowerCase();
      // "Stonestone" and "Belllane" read as typos; a leading "the" could clash with restaurants.
      if (lower.startsWith('the') || start.toLowerCase().endsWith(end) || UNFORTUNATE_STEMS.has(lower)) continue;
      if (/(.)\1\1/.test(lower)) continue;
      stems.push(part(text));
    }
  }
  return shuffled(prefixFree(stems), 0x5eed01);
}

function buildRestaurantBases(): NamePart[] {
  const bases: NamePart[] = [];
  for (const adjective of RESTAURANT_ADJECTIVES) {
    for (const noun of RESTAURANT_NOUNS) {
      if (adjective !== noun) bases.push(part(`${adjective} ${noun}`));
    }
  }
  return shuffled(prefixFree(bases), 0x5eed02).map((p) => ({ text: `The ${p.text}`, slug: `the${p.slug}` }));
}

const STEMS = buildStems();
const RESTAURANT_BASES = buildRestaurantBases();

// ---------------------------------------------------------------------------------------------
// Category vocabulary

/** Relative weights of REVIEW_TOPICS, in that order. */
type TopicWeights = readonly [service: number, quality: number, delivery: number, value: number, experience: number];
type TopicLines = Partial<Record<ReviewTopic, readonly string[]>>;

interface CategoryWords {
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
const WORDS = categoryVocabulary as unknown as Record<Category, CategoryWords>;

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

// Fails at load (and so in the unit tests) if an edit to the lists above would let two indexes
// share a name or a domain. Cheap: a few thousand string operations, once.
function assertNamesDecodable(): void {
  const suffixes = new Set<string>();
  for (const category of CATEGORIES) {
    if (!RESTAURANT_STYLE.has(category)) WORDS[category].suffixes.forEach((s) => suffixes.add(s));
  }
  const nameOwner = new Map<string, string>();
  const slugOwner = new Map<string, string>();
  for (const qualifier of [part(''), ...QUALIFIERS]) {
    for (const suffix of suffixes) {
      const text = qualifier.text ? `${qualifier.text} ${suffix}` : suffix;
      const slug = qualifier.slug + part(suffix).slug;
      if (DIGIT.test(text)) throw new Error(`Name part must not contain digits: ${text}`);
      if ((nameOwner.get(text) ?? qualifier.text) !== qualifier.text || (slugOwner.get(slug) ?? qualifier.text) !== qualifier.text) {
        throw new Error(`Qualifier "${qualifier.text}" is ambiguous with suffix "${suffix}"`);
      }
      nameOwner.set(text, qualifier.text);
      slugOwner.set(slug, qualifier.text);
    }
  }
  const venueSlugs = new Set(RESTAURANT_VENUES.map((v) => v.slug));
  if (venueSlugs.size !== RESTAURANT_VENUES.length || venueSlugs.has('')) throw new Error('Venue slugs must be distinct');
  for (const p of [...STEMS, ...RESTAURANT_BASES, ...RESTAURANT_VENUES]) {
    if (DIGIT.test(p.text)) throw new Error(`Name part must not contain digits: ${p.text}`);
  }
}
assertNamesDecodable();

// ---------------------------------------------------------------------------------------------
// Descriptions

const ETHOS = companyVocabulary.ethos;

const LATEST_FOUNDING_YEAR = 2022;

function describe(rng: Rng, name: string, words: CategoryWords, place: Place): string {
  const offer = rng.pick(words.offers);
  let text: string;
  switch (rng.int(0, 3)) {
    case 0:
      text = `${name} is ${words.noun} based in ${place.city}, offering ${offer}.`;
      break;
    case 1:
      text = `Founded in ${rng.int(words.since, LATEST_FOUNDING_YEAR)}, ${name} offers ${offer} from its home in ${place.city}.`;
      break;
    case 2:
      text = `From its base in ${place.city}, ${name} has provided ${offer} since ${rng.int(words.since, LATEST_FOUNDING_YEAR)}.`;
      break;
    default:
      text = `${name} offers ${offer} to customers throughout ${place.country.prose} and beyond.`;
  }
  if (text.length < 80 || rng.chance(0.85)) text += ' ' + rng.pick(words.pitches);
  if (rng.chance(0.35)) text += ' ' + rng.pick(ETHOS);
  return text;
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

// ---------------------------------------------------------------------------------------------
// People

const { firstNames: FIRST_NAMES, lastNames: LAST_NAMES } = peopleVocabulary;

// ---------------------------------------------------------------------------------------------
// Public generators

/**
 * A plausible company for the category. The name and domain are unique per index (for any
 * non-negative integer index); small indexes get clean names, larger ones a qualifier word
 * ("Northwind Pacific Bank"), and beyond that a number ("Northwind Bank 2041").
 */
export function generateCompany(rng: Rng, index: number, category: Category): GeneratedCompany {
  if (!Number.isSafeInteger(index) || index < 0) throw new RangeError(`Company index must be a non-negative integer: ${index}`);
  const words = WORDS[category];
  const restaurant = RESTAURANT_STYLE.has(category);
  const bases = restaurant ? RESTAURANT_BASES : STEMS;
  const qualifiers = restaurant ? RESTAURANT_VENUES : QUALIFIERS;
  const base = bases[index % bases.length];
  const tier = Math.floor(index / bases.length);

  let name = base.text;
  let slug = base.slug;
  if (!restaurant) {
    // The category ending is free to vary: identity is settled by base, qualifier and number.
    if (tier >= 1 && tier <= qualifiers.length) {
      const qualifier = qualifiers[tier - 1];
      name += ' ' + qualifier.text;
      slug += qualifier.slug;
    }
    const suffix = part(rng.pick(words.suffixes));
    name += ' ' + suffix.text;
    slug += suffix.slug;
  } else if (tier >= 1 && tier <= qualifiers.length) {
    const venue = qualifiers[tier - 1];
    name += ' ' + venue.text;
    slug += venue.slug;
  }
  if (tier > qualifiers.length) {
    const number = String(tier - qualifiers.length + 1);
    name += ' ' + number;
    slug += number;
  }

  const place = rng.pick(PLACES);
  const websiteDomain = slug + '.' + (rng.chance(0.7) ? 'com' : place.country.tld);
  return {
    name,
    category,
    description: describe(rng, name, words, place),
    website: 'https://www.' + websiteDomain,
    websiteDomain,
    location: place.location,
    countryCode: place.country.code,
    logoUrl: monogramUrl(name),
  };
}

export function generatePerson(rng: Rng): GeneratedPerson {
  return { firstName: rng.pick(FIRST_NAMES), lastName: rng.pick(LAST_NAMES) };
}

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

// Star weights (1..5) at quality 0, 0.5 and 1; pickRating interpolates linearly between them.
const RATING_AT_WORST = [0.55, 0.25, 0.1, 0.06, 0.04];
const RATING_AT_MIDDLE = [0.16, 0.14, 0.24, 0.26, 0.2];
const RATING_AT_BEST = [0.05, 0.02, 0.04, 0.22, 0.67];
const STARS: readonly StarRating[] = [1, 2, 3, 4, 5];

/**
 * A star rating for a company of the given quality (0 = awful, 1 = excellent). Even the best
 * companies collect the odd 1-star review, and the worst the odd 5.
 */
export function pickRating(rng: Rng, quality: number): StarRating {
  const q = quality > 1 ? 1 : quality > 0 ? quality : 0; // also maps NaN to 0
  const low = q < 0.5 ? RATING_AT_WORST : RATING_AT_MIDDLE;
  const high = q < 0.5 ? RATING_AT_MIDDLE : RATING_AT_BEST;
  const t = q < 0.5 ? q * 2 : (q - 0.5) * 2;
  let roll = rng.next();
  for (let s = 0; s < 4; s++) {
    roll -= low[s] + (high[s] - low[s]) * t;
    if (roll < 0) return STARS[s];
  }
  return 5;
}

/**
 * A per-company quality in [0, 1], skewed towards good companies, as on real review sites:
 * most are decent, a minority are poor.
 */
export function companyQuality(rng: Rng): number {
  return 1 - rng.next() ** 3;
}

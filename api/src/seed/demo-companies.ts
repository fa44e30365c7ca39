// Companies for demo and scale seeding: unique names and domains by index, a place and a
// description that fit the category.
import { CATEGORIES, type Category } from '../modules/companies/categories.js';
import { monogramUrl } from '../modules/logos/monogram.js';
import { type CategoryWords, WORDS } from './category-words.js';
import { createRng, type Rng } from './rng.js';
import companyVocabulary from './vocabulary/companies.json' with { type: 'json' };
import placeVocabulary from './vocabulary/places.json' with { type: 'json' };

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

const RESTAURANT_STYLE: ReadonlySet<Category> = new Set<Category>(['Restaurants']);

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

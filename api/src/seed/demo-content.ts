// Pure, deterministic text for demo and scale seeding: companies, people and reviews.
// Everything is built from word lists prepared once at load time, so each call is just a
// handful of random picks and string concatenations (the scale seeder makes millions).
import { CATEGORIES, REVIEW_TOPICS, type Category, type ReviewTopic } from '../modules/companies/categories.js';
import { createRng, type Rng } from './rng.js';
import { monogramUrl } from '../modules/logos/monogram.js';

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

const US: Country = { name: 'United States', prose: 'the United States', code: 'US', tld: 'com' };
const GB: Country = { name: 'United Kingdom', prose: 'the United Kingdom', code: 'GB', tld: 'co.uk' };
const DE: Country = { name: 'Germany', prose: 'Germany', code: 'DE', tld: 'de' };
const FR: Country = { name: 'France', prose: 'France', code: 'FR', tld: 'fr' };
const ES: Country = { name: 'Spain', prose: 'Spain', code: 'ES', tld: 'es' };
const IT: Country = { name: 'Italy', prose: 'Italy', code: 'IT', tld: 'it' };
const NL: Country = { name: 'Netherlands', prose: 'the Netherlands', code: 'NL', tld: 'nl' };
const SE: Country = { name: 'Sweden', prose: 'Sweden', code: 'SE', tld: 'se' };
const CA: Country = { name: 'Canada', prose: 'Canada', code: 'CA', tld: 'ca' };
const AU: Country = { name: 'Australia', prose: 'Australia', code: 'AU', tld: 'com.au' };
const IE: Country = { name: 'Ireland', prose: 'Ireland', code: 'IE', tld: 'ie' };
const DK: Country = { name: 'Denmark', prose: 'Denmark', code: 'DK', tld: 'dk' };

interface Place {
  city: string;
  country: Country;
  location: string;
}

const CITIES: ReadonlyArray<readonly [string, Country]> = [
  ['New York', US], ['Chicago', US], ['Austin', US], ['Seattle', US], ['Denver', US], ['Boston', US],
  ['London', GB], ['Manchester', GB], ['Edinburgh', GB], ['Bristol', GB], ['Leeds', GB],
  ['Berlin', DE], ['Munich', DE], ['Hamburg', DE], ['Cologne', DE],
  ['Paris', FR], ['Lyon', FR], ['Bordeaux', FR],
  ['Madrid', ES], ['Barcelona', ES], ['Valencia', ES],
  ['Milan', IT], ['Rome', IT], ['Turin', IT],
  ['Amsterdam', NL], ['Rotterdam', NL], ['Utrecht', NL],
  ['Stockholm', SE], ['Gothenburg', SE],
  ['Toronto', CA], ['Vancouver', CA], ['Montreal', CA], ['Calgary', CA],
  ['Sydney', AU], ['Melbourne', AU], ['Brisbane', AU],
  ['Dublin', IE], ['Cork', IE],
  ['Copenhagen', DK], ['Aarhus', DK],
];

const PLACES: readonly Place[] = CITIES.map(([city, country]) => ({
  city,
  country,
  location: `${city}, ${country.name}`,
}));

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

const STEM_STARTS = [
  'North', 'South', 'East', 'West', 'Bright', 'Silver', 'Gold', 'Blue', 'Green', 'Red', 'Oak',
  'Pine', 'Maple', 'Cedar', 'Birch', 'Elm', 'Ash', 'Stone', 'Iron', 'Copper', 'River', 'Lake',
  'Sea', 'Sun', 'Star', 'Moon', 'Sky', 'Cloud', 'Rain', 'Snow', 'Frost', 'Summit', 'Clear',
  'True', 'High', 'Wild', 'Swift', 'Fair', 'Amber', 'Coral', 'Fern', 'Hazel', 'Rose', 'Lark',
  'Wren', 'Fox', 'Wolf', 'Bear', 'Hawk', 'Eagle', 'Falcon', 'Raven', 'Marble', 'Granite',
  'Willow', 'Holly', 'Ivy', 'Thorn', 'Heath', 'Moss', 'Glen', 'Storm', 'Ever', 'Kings', 'Bell',
  'Crystal',
];

const STEM_ENDS = [
  'wind', 'lane', 'field', 'bridge', 'brook', 'gate', 'stone', 'wood', 'way', 'point', 'crest',
  'haven', 'ridge', 'vale', 'line', 'wave', 'light', 'path', 'peak', 'port', 'mark', 'spring',
  'water', 'ford', 'hill', 'well', 'side', 'view', 'dale', 'bury', 'wick', 'stead', 'hurst',
  'mere', 'moor', 'cliff', 'bay', 'shore', 'land', 'fell', 'croft', 'more', 'leigh', 'bourne',
  'stream', 'rock', 'mont', 'holm', 'star', 'glow',
];

/** Qualifiers of the first tiers: "Northwind Pacific Bank". */
const QUALIFIERS = [
  'Atlantic', 'Pacific', 'Northern', 'Southern', 'Central', 'Coastal', 'Metro', 'National',
  'United', 'Premier', 'Prime', 'Royal', 'Heritage', 'Harbour', 'Highland', 'Valley',
  'Continental', 'Global', 'Pioneer', 'Crown', 'Meridian', 'Evergreen',
].map(part);

const RESTAURANT_ADJECTIVES = [
  'Copper', 'Golden', 'Silver', 'Brass', 'Crimson', 'Scarlet', 'Green', 'Blue', 'Velvet',
  'Rustic', 'Hungry', 'Happy', 'Lazy', 'Little', 'Old', 'Wandering', 'Crooked', 'Humble', 'Jolly',
  'Wild', 'Smoky', 'Salty', 'Sunny', 'Painted', 'Laughing', 'Dancing', 'Hidden', 'Secret', 'Red',
  'Black', 'White', 'Clever', 'Curious', 'Sleepy', 'Merry', 'Gilded', 'Rolling', 'Lucky',
  'Twisted', 'Blushing',
];

const RESTAURANT_NOUNS = [
  'Spoon', 'Fork', 'Ladle', 'Kettle', 'Lantern', 'Anchor', 'Olive', 'Fig', 'Pear', 'Lemon',
  'Oak', 'Hearth', 'Table', 'Pantry', 'Larder', 'Goose', 'Fox', 'Hare', 'Owl', 'Stag', 'Pig',
  'Rooster', 'Crab', 'Oyster', 'Garden', 'Vine', 'Orchard', 'Mill', 'Barrel', 'Bell', 'Crown',
  'Harbour', 'Lamb', 'Plough', 'Cellar', 'Skillet', 'Pepper', 'Thistle', 'Sparrow', 'Whisk',
];

/** Qualifiers of the first restaurant tiers: "The Copper Spoon Bistro". */
const RESTAURANT_VENUES = [
  'Kitchen', 'Bistro', 'Grill', 'Cafe', 'Tavern', 'Brasserie', 'Trattoria', 'Eatery', 'Canteen',
  'Diner', 'Bar & Grill', 'Taproom', 'Noodle House', 'Pizzeria', 'Steakhouse', 'Smokehouse',
  'Dining Room', 'Deli', 'Wine Bar', 'Bakehouse',
].map(part);

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

const WORDS: Record<Category, CategoryWords> = {
  'E-commerce': {
    suffixes: ['Store', 'Shop', 'Direct', 'Marketplace', 'Online', 'Outlet'],
    noun: 'an online retailer',
    since: 1998,
    offers: [
      'homeware, gadgets and everyday essentials delivered to your door',
      'a huge range of household goods at online-only prices',
      'thousands of products with free returns on every order',
    ],
    pitches: [
      'Orders placed before 3pm usually leave the warehouse the same day.',
      'Its marketplace brings hundreds of independent sellers together under one checkout.',
      'Every parcel can be tracked in real time, and returns are free within 30 days.',
    ],
    thing: 'shop',
    items: ['my order', 'the blender I bought', 'everything in the box'],
    people: ['the agent on live chat', 'the advisor I spoke to'],
    team: 'customer service',
    channels: ['the website', 'their app'],
    ship: 'my parcel',
    parcel: true,
    again: 'order from them again',
    weights: [3, 3, 4, 3, 2],
    good: {
      Delivery: ['Everything was packed carefully, without a mountain of plastic.'],
      'Product Quality': ['The item was exactly as pictured, right down to the colour.'],
      'Value for Money': ['Their price beat every other site I checked by a good margin.'],
      'Customer Service': ['A refund for a missing item came through the same afternoon.'],
    },
    bad: {
      Delivery: ['The box was crushed and half the contents were broken.'],
      'Customer Service': ['Returning a faulty item took five weeks and endless emails.'],
      'Product Quality': ['What arrived looked nothing like the photos on the listing.'],
    },
  },
  Restaurants: {
    suffixes: [],
    noun: 'a restaurant group',
    since: 1965,
    offers: [
      'relaxed all-day dining with seasonal menus',
      'wood-fired pizzas, fresh pasta and small plates',
      'modern comfort food in a friendly setting',
    ],
    pitches: [
      'Menus change with the seasons and lean heavily on local suppliers.',
      'Most locations take bookings online, and walk-ins are always welcome at the bar.',
      'Kids eat free on weekday evenings, and every site has vegetarian and vegan options.',
    ],
    thing: 'food',
    items: ['the food', 'my main course', 'the dessert'],
    people: ['our waiter', 'the manager'],
    team: 'the restaurant',
    channels: ['the online booking system', 'their app'],
    ship: null,
    parcel: false,
    again: 'eat there again',
    weights: [4, 5, 0, 3, 1],
    good: {
      'Product Quality': [
        'The steak was cooked perfectly and the sides were full of flavour.',
        'Fresh ingredients, generous portions and beautifully presented plates.',
      ],
      'Customer Service': [
        'Our table was ready the moment we arrived, even though we were early.',
        'They handled my nut allergy with real care and checked every dish with the kitchen.',
      ],
      'Value for Money': ['The set lunch menu is an absolute bargain.'],
    },
    bad: {
      'Product Quality': [
        'My pasta came out lukewarm and the sauce tasted like it came from a jar.',
        'The chips were soggy and the burger was badly overcooked.',
      ],
      'Customer Service': [
        'We waited forty minutes for our mains without anyone checking on us.',
        'Our booking had disappeared and they made us wait at the bar for an hour.',
      ],
      'Value for Money': ['Small portions, and a service charge added without asking.'],
    },
  },
  'Real Estate': {
    suffixes: ['Estates', 'Property', 'Homes', 'Realty', 'Lettings', 'Property Group'],
    noun: 'an estate agency',
    since: 1960,
    offers: [
      'property sales, lettings and valuations',
      'residential sales and lettings for first-time buyers and landlords',
      'help with buying, selling and renting homes',
    ],
    pitches: [
      'Free market valuations are usually available within 48 hours.',
      'Its lettings team manages several hundred homes for private landlords.',
      'Buyers get a dedicated negotiator from the first viewing right through to completion.',
    ],
    thing: 'agents',
    items: ['the valuation', 'the whole sale process', 'the rental flat'],
    people: ['the agent handling our sale', 'our negotiator'],
    team: 'the branch',
    channels: ['their website', 'the online tenant portal'],
    ship: null,
    parcel: false,
    again: 'use them again',
    weights: [5, 2, 0, 3, 1],
    good: {
      'Customer Service': [
        'Our agent kept us updated every step of the way, right up to completion.',
        'Viewings were arranged around our working hours without any fuss.',
      ],
      'Product Quality': ['The flat was spotless on move-in day and everything worked.'],
      'Value for Money': ['Their fee was lower than two other agents and they still got us a great price.'],
    },
    bad: {
      'Customer Service': [
        'Our sale nearly collapsed because nobody bothered to chase the solicitors.',
        'Repairs reported in January were still not done by May.',
      ],
      'Value for Money': ['They kept most of our deposit for cleaning that was never done.'],
      'Product Quality': ['The valuation was wildly optimistic and the house sat unsold for months.'],
    },
  },
  Automotive: {
    suffixes: ['Motors', 'Autos', 'Car Centre', 'Motor Group', 'Garage', 'Auto Repair'],
    noun: 'a car dealership and service centre',
    since: 1955,
    offers: [
      'new and used cars, servicing and repairs',
      'approved used cars with a twelve-month warranty',
      'car servicing, tyres and bodywork repairs',
    ],
    pitches: [
      'Every used car goes through a 120-point inspection before it reaches the forecourt.',
      'Courtesy cars are available for longer repairs.',
      'Part-exchange valuations are given on the spot.',
    ],
    thing: 'garage',
    items: ['the car', 'the service', 'the repair work'],
    people: ['the salesperson', 'the service advisor'],
    team: 'the service desk',
    channels: ['their website', 'the online booking system'],
    ship: 'the car',
    parcel: false,
    again: 'buy from them again',
    weights: [4, 4, 1, 3, 1],
    good: {
      'Customer Service': ['They explained every part of the repair in plain English.'],
      'Product Quality': ['The car was immaculate when we picked it up, inside and out.'],
      'Value for Money': ['They found a cheaper fix than the main dealer had quoted.'],
      Delivery: ['The car was ready for collection a full day ahead of schedule.'],
    },
    bad: {
      'Product Quality': [
        'The warning light came back on the day after the so-called repair.',
        'Three weeks after buying it, the gearbox started slipping.',
      ],
      'Value for Money': ['The final bill was almost double the quote.'],
      'Customer Service': ["They pushed hard for finance and extras we clearly didn't want."],
      Delivery: ['Our new car was delayed by six weeks and nobody told us until we chased.'],
    },
  },
  Technology: {
    suffixes: ['Technologies', 'Tech', 'Labs', 'Systems', 'Devices', 'Digital'],
    noun: 'a technology company',
    since: 1985,
    offers: [
      'smart home devices and the software that connects them',
      'wearables, fitness trackers and connected gadgets',
      'cloud-connected devices for the home and office',
    ],
    pitches: [
      'Its devices receive firmware updates for at least five years.',
      'Everything is designed in-house and tested in its own lab.',
      'A companion app ties all of its products together in one place.',
    ],
    thing: 'gadgets',
    items: ['the device', 'the smart speaker', 'the fitness tracker'],
    people: ['the support technician', 'the agent I chatted with'],
    team: 'tech support',
    channels: ['their app', 'the website'],
    ship: 'the device',
    parcel: true,
    again: 'buy from them again',
    weights: [4, 4, 2, 2, 3],
    good: {
      'Product Quality': [
        'Setup took five minutes and it has worked flawlessly ever since.',
        'The build quality feels premium and the battery lasts for days.',
      ],
      'Customer Service': ['They replaced my faulty unit before I had even sent the old one back.'],
      'User Experience': ['Updates install themselves overnight without any drama.'],
    },
    bad: {
      'Product Quality': [
        'It stopped connecting to the Wi-Fi after a fortnight.',
        'The battery barely lasts half a day, nowhere near what is advertised.',
      ],
      'User Experience': ['The latest update broke features that used to work perfectly.'],
      'Customer Service': ['Warranty claims seem to disappear into a black hole.'],
    },
  },
  Travel: {
    suffixes: ['Travel', 'Holidays', 'Tours', 'Journeys', 'Getaways', 'Voyages'],
    noun: 'a travel company',
    since: 1970,
    offers: [
      'package holidays, city breaks and tailor-made tours',
      'small-group tours and independent travel planning',
      'beach holidays and adventure trips to more than sixty countries',
    ],
    pitches: [
      'All holidays are fully protected, so customers are covered if anything goes wrong.',
      'Local guides lead every tour, and group sizes are kept small.',
      'Its travel specialists can build an itinerary around almost any budget.',
    ],
    thing: 'holiday',
    items: ['the holiday', 'the tour', 'our itinerary'],
    people: ['our travel consultant', 'the tour guide'],
    team: 'the customer care team',
    channels: ['the booking site', 'their app'],
    ship: 'our travel documents',
    parcel: false,
    again: 'book with them again',
    weights: [4, 3, 1, 3, 2],
    good: {
      'Product Quality': [
        'Every hotel on the itinerary was better than the last.',
        'Our guide knew the place inside out and showed us spots we would never have found.',
      ],
      'Customer Service': ['When our flight was cancelled, they rebooked everything within a couple of hours.'],
      'Value for Money': ['The package worked out cheaper than booking the flights and hotel ourselves.'],
    },
    bad: {
      'Customer Service': [
        'Our flight was cancelled and we were left to sort everything out ourselves.',
        'Eight months on, we are still waiting for the refund.',
      ],
      'Product Quality': ['The hotel with a sea view turned out to be next to a building site.'],
      'Value for Money': ['Transfers and luggage were extra, which nobody mentioned at booking.'],
    },
  },
  Retail: {
    suffixes: ['Stores', 'Department Store', 'Emporium', 'Trading', 'Outlet', 'Supply'],
    noun: 'a high street retailer',
    since: 1920,
    offers: [
      'clothing, homeware and gifts in store and online',
      'affordable everyday essentials for the whole family',
      'a carefully chosen mix of homeware, beauty and gifts',
    ],
    pitches: [
      'Customers can order online and collect from any branch the same day.',
      'Its stores stock a rotating range of local makers alongside its own label.',
      'A loyalty card gives members early access to every sale.',
    ],
    thing: 'store',
    items: ['my purchase', 'the store itself', 'the gift I bought'],
    people: ['the shop assistant', 'the store manager'],
    team: 'customer services',
    channels: ['the website', 'their app'],
    ship: 'my order',
    parcel: true,
    again: 'shop there again',
    weights: [4, 3, 2, 3, 2],
    good: {
      'Customer Service': ['The staff helped me find the right size and even checked stock at other branches.'],
      'Value for Money': ['Their sale prices are genuinely good, not fake discounts.'],
      'Product Quality': ['Everything I bought still looks brand new after months of use.'],
    },
    bad: {
      'Customer Service': [
        'The queue for the tills was enormous and only one was open.',
        'They refused a return on an unworn item because I had lost the receipt.',
      ],
      'Product Quality': ['The shelves were a mess and half the sizes were missing.'],
    },
  },
  Electronics: {
    suffixes: ['Electronics', 'Electrical', 'Audio', 'Tech Store', 'Gadgets', 'Appliances'],
    noun: 'an electronics retailer',
    since: 1975,
    offers: [
      'TVs, laptops, phones and home appliances',
      'hi-fi, headphones and smart home kit',
      'consumer electronics with expert advice and installation',
    ],
    pitches: [
      'Large appliances come with free delivery and removal of the old unit.',
      'Its in-store experts can set up new devices before customers take them home.',
      'Extended warranties are available on most products.',
    ],
    thing: 'electronics',
    items: ['the laptop', 'the TV', 'the soundbar'],
    people: ['the sales assistant', 'the technician'],
    team: 'customer support',
    channels: ['the website', 'their app'],
    ship: 'my order',
    parcel: true,
    again: 'buy from them again',
    weights: [3, 4, 3, 3, 2],
    good: {
      'Product Quality': [
        'The picture quality on the TV is stunning.',
        'The laptop was properly sealed and the battery was in perfect health.',
      ],
      Delivery: ['The installers wall-mounted the TV and took all the packaging away.'],
      'Value for Money': ['They matched a competitor price without any haggling.'],
    },
    bad: {
      'Product Quality': [
        'The washing machine leaked from the very first wash.',
        'I was sold an ex-display laptop as new, complete with scratches.',
      ],
      Delivery: ['The fridge arrived with a huge dent in the door.'],
      'Customer Service': ['The extended warranty turned out to be worthless when I tried to claim.'],
    },
  },
  Entertainment: {
    suffixes: ['Entertainment', 'Studios', 'Live', 'Events', 'Media', 'Cinemas'],
    noun: 'an entertainment company',
    since: 1980,
    offers: [
      'live events, cinema and family days out',
      'concert tickets, shows and festival packages',
      'cinema screenings, comedy nights and live music',
    ],
    pitches: [
      'Tickets are sent to your phone as soon as you book.',
      'Its venues host everything from stand-up comedy to sold-out concerts.',
      'Members get priority booking and discounted tickets.',
    ],
    thing: 'night out',
    items: ['the show', 'the event', 'the venue'],
    people: ['the usher', 'the person at the box office'],
    team: 'the box office',
    channels: ['the booking site', 'their app'],
    ship: 'the tickets',
    parcel: false,
    again: 'book with them again',
    weights: [3, 4, 1, 3, 3],
    good: {
      'Product Quality': [
        'The sound was incredible and the atmosphere was electric.',
        'Great seats with a perfect view of the stage.',
      ],
      'User Experience': ['Booking took seconds and the tickets went straight into my phone wallet.'],
      'Customer Service': ['When the show was postponed, they refunded us automatically.'],
    },
    bad: {
      'Value for Money': [
        'Booking fees added almost a third to the ticket price.',
        'Charging that much for a small drink is ridiculous.',
      ],
      'Customer Service': ['The event was cancelled on the day and the refund took three months.'],
      'User Experience': ['It took over an hour to get in because the ticket scanners kept failing.'],
    },
  },
  Finance: {
    suffixes: ['Finance', 'Capital', 'Lending', 'Money', 'Credit', 'Wealth'],
    noun: 'a consumer finance company',
    since: 1950,
    offers: [
      'personal loans, credit cards and car finance',
      'straightforward loans and savings for everyday people',
      'flexible credit and simple budgeting tools',
    ],
    pitches: [
      'Most loan decisions are made within minutes, with no hidden fees.',
      'Customers can check their eligibility without affecting their credit score.',
      'Repayments can be adjusted online if circumstances change.',
    ],
    thing: 'lender',
    items: ['the loan', 'the application process', 'the credit card'],
    people: ['the advisor', 'the underwriter I spoke with'],
    team: 'customer support',
    channels: ['their app', 'the online account'],
    ship: 'the money',
    parcel: false,
    again: 'borrow from them again',
    weights: [4, 2, 2, 4, 3],
    good: {
      'Value for Money': ['The interest rate was lower than every comparison site had suggested.'],
      'Customer Service': ['When I hit a rough patch, they agreed a payment holiday without any judgement.'],
      'User Experience': ['The whole application took ten minutes on my phone.'],
    },
    bad: {
      'Value for Money': [
        'The rate I was actually offered was nearly double the advertised one.',
        'Late fees get added the moment a payment is a day behind.',
      ],
      'Customer Service': ['They kept calling me at work even after I asked them to stop.'],
      'User Experience': ['The app logs you out every few minutes, so making a payment is a chore.'],
    },
  },
  Restaurant: {
    suffixes: [],
    noun: 'an independent restaurant',
    since: 1980,
    offers: [
      'a seasonal tasting menu and a thoughtful wine list',
      'home-style cooking, fresh bread and great coffee',
      'modern European dishes made with local produce',
    ],
    pitches: [
      'The menu changes weekly depending on what the local farms bring in.',
      'It seats just forty guests, so booking ahead is a good idea.',
      'The kitchen bakes its own bread and makes fresh pasta every morning.',
    ],
    thing: 'meal',
    items: ['the tasting menu', 'the food', 'my main course'],
    people: ['our server', 'the chef'],
    team: 'the front of house team',
    channels: ['the online booking page', 'their website'],
    ship: null,
    parcel: false,
    again: 'come back',
    weights: [4, 5, 0, 3, 1],
    good: {
      'Product Quality': [
        'Every course was beautifully balanced, and the bread alone is worth the trip.',
        'The fish was perfectly cooked, with crisp skin and a lovely buttery sauce.',
      ],
      'Customer Service': [
        'The chef came out to chat to us, which made the evening feel special.',
        'Our server remembered us from a visit last year.',
      ],
      'Value for Money': ['Food this good would cost twice as much in the city centre.'],
    },
    bad: {
      'Product Quality': [
        'The lamb was tough and the vegetables were barely warm.',
        'My risotto was so salty I could hardly eat it.',
      ],
      'Customer Service': [
        'We were rushed off our table after barely an hour.',
        'It took three requests before anyone brought us water.',
      ],
      'Value for Money': ['Tiny portions at very big prices.'],
    },
  },
  Logistics: {
    suffixes: ['Logistics', 'Freight', 'Couriers', 'Shipping', 'Express', 'Haulage'],
    noun: 'a logistics company',
    since: 1965,
    offers: [
      'parcel delivery, freight and warehousing',
      'same-day courier services and international shipping',
      'pallet delivery and fulfilment for online shops',
    ],
    pitches: [
      'Its own fleet offers next-day delivery to almost every address in the country.',
      'Businesses can book collections and print labels straight from the web portal.',
      'Every parcel is tracked from collection to doorstep, with photo proof of delivery.',
    ],
    thing: 'courier',
    items: ['the service', 'the collection', 'the international shipment'],
    people: ['the driver', 'the depot manager'],
    team: 'customer service',
    channels: ['their tracking page', 'the business portal'],
    ship: 'my parcel',
    parcel: true,
    again: 'use them again',
    weights: [4, 1, 6, 2, 2],
    good: {
      Delivery: [
        'The driver rang ahead and left the parcel exactly where I asked.',
        'My pallet was collected on time and delivered across the country the next morning.',
      ],
      'Customer Service': ['A real person answered the phone and found my lost parcel within the hour.'],
      'Value for Money': ['Their business rates undercut the big names by quite a margin.'],
    },
    bad: {
      Delivery: [
        'The driver marked it as "nobody home" while I was sitting by the front door.',
        'My parcel was thrown over the gate and landed in a puddle.',
      ],
      'Customer Service': ['The only way to contact them is a chatbot that goes round in circles.'],
      'Product Quality': ['Two of my shipments arrived with the contents smashed.'],
    },
  },
  Airlines: {
    suffixes: ['Airways', 'Air', 'Airlines', 'Aviation', 'Jet'],
    noun: 'an airline',
    since: 1946,
    offers: [
      'short-haul and long-haul flights across Europe and North America',
      'low-cost flights to more than eighty destinations',
      'scheduled flights with generous baggage allowances',
    ],
    pitches: [
      'Its fleet is one of the youngest in the region.',
      'Every ticket includes seat selection and a free checked bag.',
      'Frequent flyers earn points that can be spent on upgrades and lounge access.',
    ],
    thing: 'flight',
    items: ['the flight', 'the in-flight meal', 'the cabin'],
    people: ['the flight attendant who looked after us', 'the check-in agent'],
    team: 'customer relations',
    channels: ['their app', 'the website'],
    ship: null,
    parcel: false,
    again: 'fly with them again',
    weights: [4, 3, 1, 3, 2],
    good: {
      'Product Quality': [
        'Comfortable seats, plenty of legroom and a surprisingly decent meal.',
        'We took off on time and landed twenty minutes early.',
      ],
      'Customer Service': ['The crew were warm and attentive for the whole flight.'],
      'Value for Money': ['For the price, I honestly did not expect a meal and a free bag.'],
      'User Experience': ['Online check-in and the mobile boarding pass worked perfectly.'],
      Delivery: ['Our bags were first off the carousel, which never happens.'],
    },
    bad: {
      'Product Quality': [
        'Delayed by five hours with barely any updates.',
        'My seat would not recline and the screen did not work.',
      ],
      'Customer Service': ['Our flight was cancelled and the compensation claim has been ignored for months.'],
      'Value for Money': ['They charged us fifty euros at the gate for a bag that fitted the sizer.'],
      Delivery: ['Our luggage ended up in another country and took five days to reach us.'],
    },
  },
  'Financial Services': {
    suffixes: ['Financial', 'Advisers', 'Wealth Management', 'Partners', 'Investments', 'Payments'],
    noun: 'a financial services firm',
    since: 1960,
    offers: [
      'investment management, pensions and financial planning',
      'money transfers, currency exchange and business payments',
      'independent financial advice for individuals and families',
    ],
    pitches: [
      'Every client is matched with a qualified adviser.',
      'Fees are flat and published openly on its website.',
      'International transfers usually land within one working day.',
    ],
    thing: 'advice',
    items: ['the advice we received', 'the investment portfolio', 'the transfer service'],
    people: ['our adviser', 'the account manager'],
    team: 'the client services team',
    channels: ['the online dashboard', 'their app'],
    ship: 'the transfer',
    parcel: false,
    again: 'use them again',
    weights: [5, 3, 1, 4, 3],
    good: {
      'Customer Service': ['Our adviser explained our pension options clearly and never pushed a product.'],
      'Value for Money': ['Their exchange rate was much better than my bank offered.'],
      'User Experience': ['The dashboard shows exactly where my money is and what it costs.'],
    },
    bad: {
      'Value for Money': ['The fees quietly ate most of the returns on my portfolio.'],
      'Customer Service': ['Moving my pension away from them took seven months of chasing.'],
      Delivery: ['My transfer was frozen for a week of security checks with no explanation.'],
    },
  },
  Communication: {
    suffixes: ['Communications', 'Connect', 'Messaging', 'Voice', 'Comms'],
    noun: 'a communications provider',
    since: 1990,
    offers: [
      'business phone systems, video calls and team messaging',
      'cloud telephony and messaging for small businesses',
      'secure calling and messaging apps',
    ],
    pitches: [
      'Teams can move their office lines to the cloud in a single afternoon.',
      'All calls and messages are encrypted end to end.',
      'Plans scale from a single user to thousands of seats.',
    ],
    thing: 'service',
    items: ['the call quality', 'the phone system', 'the service'],
    people: ['the onboarding specialist', 'the support agent'],
    team: 'their support desk',
    channels: ['their app', 'the admin portal'],
    ship: 'the new handset',
    parcel: true,
    again: 'stay with them',
    weights: [4, 3, 1, 3, 4],
    good: {
      'Product Quality': ['Call quality is crystal clear, even on patchy hotel Wi-Fi.'],
      'User Experience': ['Adding a new starter takes about thirty seconds in the admin portal.'],
      'Customer Service': ['They moved all our numbers over a weekend with zero downtime.'],
    },
    bad: {
      'Product Quality': ['Calls drop constantly and customers keep asking whether we have hung up on them.'],
      'Customer Service': ['Cancelling required a letter, two phone calls and a ninety-day notice period.'],
      'User Experience': ['Notifications arrive hours late, if at all.'],
    },
  },
  'Social Media': {
    suffixes: ['Social', 'Network', 'Community', 'Circle', 'Hub'],
    noun: 'a social platform',
    since: 2006,
    offers: [
      'a place to share photos, short videos and updates with friends',
      'interest-based communities and group chats',
      'a social network built around local neighbourhoods',
    ],
    pitches: [
      'Posts appear in the order they were shared rather than by algorithm.',
      'Users control exactly who sees each post.',
      'Creators can earn money through subscriptions and tips.',
    ],
    thing: 'platform',
    items: ['the feed', 'the platform', 'the latest update'],
    people: ['the moderator who replied', 'the support agent'],
    team: 'their support team',
    channels: ['the app', 'the website'],
    ship: null,
    parcel: false,
    again: 'keep using it',
    weights: [3, 3, 0, 1, 6],
    good: {
      'User Experience': [
        'The feed is calm, chronological and free of endless adverts.',
        'Privacy settings are clear and easy to change.',
      ],
      'Customer Service': ['They restored my hacked account within a day.'],
      'Product Quality': ['It feels like a friendly corner of the internet.'],
    },
    bad: {
      'User Experience': [
        'My feed is now mostly adverts and posts from people I do not follow.',
        'The latest redesign buried every setting I actually use.',
      ],
      'Customer Service': ['My account was locked for no reason and there is no human to talk to.'],
      'Product Quality': ['Reported spam accounts stay up for weeks.'],
    },
  },
  Software: {
    suffixes: ['Software', 'Apps', 'Cloud', 'Solutions', 'Analytics', 'Data'],
    noun: 'a software company',
    since: 1985,
    offers: [
      'accounting and invoicing software for small businesses',
      'project management and collaboration tools',
      'cloud software that automates everyday admin',
    ],
    pitches: [
      'A free trial lets teams try every feature before paying.',
      'It integrates with hundreds of popular business tools.',
      'New features ship every couple of weeks, shaped by customer feedback.',
    ],
    thing: 'software',
    items: ['the software', 'the latest release', 'the reporting module'],
    people: ['the support engineer', 'our account manager'],
    team: 'their support team',
    channels: ['the web app', 'the mobile app'],
    ship: null,
    parcel: false,
    again: 'renew our subscription',
    weights: [4, 4, 0, 3, 6],
    good: {
      'User Experience': [
        'The interface is intuitive enough that our whole team picked it up in a day.',
        'Connecting it to our existing tools took minutes, not weeks.',
      ],
      'Customer Service': ['Their engineers fixed a bug I reported within forty-eight hours.'],
      'Product Quality': ['It saves our team hours of admin every single week.'],
    },
    bad: {
      'User Experience': [
        'Every update moves buttons around and breaks our workflow.',
        'Pages take ages to load once you have any real amount of data.',
      ],
      'Value for Money': ["The price went up forty percent at renewal with two weeks' notice."],
      'Customer Service': ['Support tickets sit unanswered for days.'],
    },
  },
  Fashion: {
    suffixes: ['Fashion', 'Apparel', 'Clothing', 'Boutique', 'Studio', 'Label'],
    noun: 'a fashion brand',
    since: 1975,
    offers: [
      'contemporary clothing, shoes and accessories',
      'affordable wardrobe staples made to last',
      'sustainably made womenswear and menswear',
    ],
    pitches: [
      'Collections are designed in-house and made in small batches.',
      'Free returns mean customers can try pieces on at home.',
      'Most garments use organic or recycled fabrics.',
    ],
    thing: 'clothes',
    items: ['the dress I ordered', 'the jacket', 'my new coat'],
    people: ['the stylist I chatted with', 'the customer service agent'],
    team: 'customer care',
    channels: ['the website', 'their app'],
    ship: 'my order',
    parcel: true,
    again: 'order from them again',
    weights: [3, 5, 3, 3, 2],
    good: {
      'Product Quality': [
        'The fabric feels lovely and the stitching is really neat.',
        'The size guide was spot on, so everything fitted first time.',
      ],
      'Value for Money': ['It still looks new after dozens of washes, which makes it great value.'],
      Delivery: ['The parcel came beautifully wrapped, like a present.'],
    },
    bad: {
      'Product Quality': [
        'The colour faded after the first wash.',
        'The sizes run tiny, so nothing I ordered fitted.',
      ],
      'Customer Service': ['They charged me for a return they had clearly received.'],
      'Value for Money': ['Cheap fabric at designer prices.'],
    },
  },
  Gaming: {
    suffixes: ['Games', 'Gaming', 'Interactive', 'Play', 'Arcade', 'Game Studios'],
    noun: 'a games company',
    since: 1980,
    offers: [
      'online multiplayer games for PC and console',
      'mobile games, in-game extras and a lively player community',
      'indie games, controllers and gaming gear',
    ],
    pitches: [
      'Its titles receive regular free content updates.',
      'Servers run around the clock across three continents.',
      'Players can carry their progress across PC, console and mobile.',
    ],
    thing: 'games',
    items: ['the game', 'the latest expansion', 'the controller'],
    people: ['the support agent', 'the community manager'],
    team: 'player support',
    channels: ['the launcher', 'their app'],
    ship: 'my pre-order',
    parcel: true,
    again: 'buy from them again',
    weights: [3, 4, 1, 4, 5],
    good: {
      'Product Quality': [
        'Gorgeous graphics and a story that kept me hooked for weeks.',
        'Matchmaking is quick and the servers are rock solid.',
      ],
      'Value for Money': ['Hundreds of hours of fun for the price of a takeaway.'],
      'Customer Service': ['Player support restored my lost items without any argument.'],
    },
    bad: {
      'Value for Money': ['Everything worthwhile is locked behind microtransactions.'],
      'Product Quality': [
        'Constant disconnects make ranked matches unplayable.',
        'It launched full of bugs, and half of them are still there.',
      ],
      'Customer Service': ['My account was banned by mistake and appeals go nowhere.'],
    },
  },
  Banking: {
    suffixes: ['Bank', 'Savings Bank', 'Bank & Trust', 'Building Society', 'Credit Union', 'Banking'],
    noun: 'a retail bank',
    since: 1880,
    offers: [
      'current accounts, savings and mortgages',
      'everyday banking for individuals and small businesses',
      'personal and business banking with local branches',
    ],
    pitches: [
      'Customers can open an account in minutes using the mobile app.',
      'It still runs a network of local branches alongside its digital services.',
      'Its savings accounts pay some of the most competitive rates on the market.',
    ],
    thing: 'bank',
    items: ['the mortgage process', 'my current account', 'the savings account'],
    people: ['the advisor at my local branch', 'the person on the phone'],
    team: 'the bank',
    channels: ['the banking app', 'online banking'],
    ship: 'my new card',
    parcel: false,
    again: 'stay with them',
    weights: [5, 2, 1, 3, 4],
    good: {
      'User Experience': ['The app shows payments instantly and makes budgeting easy.'],
      'Customer Service': [
        'They spotted a fraudulent payment and refunded it before I had even noticed.',
        'Our mortgage adviser made the whole process feel simple.',
      ],
      'Value for Money': ['No monthly fees and a decent interest rate on savings.'],
    },
    bad: {
      'Customer Service': [
        'My account was frozen for two weeks with no explanation.',
        'They closed my local branch and the phone queue is over an hour.',
      ],
      'User Experience': ['The app crashes every time I try to make a transfer.'],
      'Value for Money': ['The overdraft charges would make a loan shark blush.'],
    },
  },
  Telecommunications: {
    suffixes: ['Telecom', 'Mobile', 'Broadband', 'Networks', 'Fibre', 'Wireless'],
    noun: 'a telecoms provider',
    since: 1985,
    offers: [
      'fibre broadband, mobile plans and TV bundles',
      'SIM-only mobile deals and home broadband',
      'fast, reliable internet for homes and businesses',
    ],
    pitches: [
      'Its full-fibre network now reaches several million homes.',
      'Customers can switch plans at any time without penalties.',
      'Engineers offer evening and weekend installation slots.',
    ],
    thing: 'broadband',
    items: ['the broadband', 'the mobile signal', 'the connection'],
    people: ['the engineer', 'the agent on the phone'],
    team: 'customer services',
    channels: ['the app', 'their website'],
    ship: 'the router',
    parcel: true,
    again: 'stay with them',
    weights: [6, 4, 1, 4, 2],
    good: {
      'Product Quality': [
        'Speeds are consistently what they promised, even in the evenings.',
        'Not a single outage since we switched last year.',
      ],
      'Customer Service': ['The installer was tidy, quick and explained everything.'],
      'Value for Money': ['Half what I was paying before, for faster speeds.'],
    },
    bad: {
      'Product Quality': [
        'The connection drops every evening, right when we need it most.',
        'There is no mobile signal at all anywhere in my house.',
      ],
      'Value for Money': ['The price went up mid-contract and they call it an annual adjustment.'],
      'Customer Service': ['The engineer never showed up and nobody rang to explain.'],
    },
  },
  'Food Delivery': {
    suffixes: ['Eats', 'Delivery', 'Takeaway', 'Dash', 'Bites'],
    noun: 'a food delivery service',
    since: 2010,
    offers: [
      'takeaway from hundreds of local restaurants, delivered in minutes',
      'fast delivery from local restaurants and corner shops',
      'restaurant meals delivered hot to your door',
    ],
    pitches: [
      'Live tracking shows exactly where your rider is.',
      'Members get free delivery on orders over a small minimum.',
      'It partners with independent restaurants as well as big chains.',
    ],
    thing: 'delivery service',
    items: ['the food', 'my order', 'the curry'],
    people: ['the rider', 'the support agent'],
    team: 'customer support',
    channels: ['the app', 'the website'],
    ship: null,
    parcel: false,
    again: 'order from them again',
    weights: [4, 3, 6, 3, 3],
    good: {
      Delivery: [
        'The food arrived piping hot, ten minutes before the estimate.',
        'The rider was friendly and followed my delivery notes perfectly.',
        'The live tracking was accurate to the minute.',
      ],
      'Customer Service': ['A missing side was refunded in seconds through the chat.'],
      'User Experience': ['Reordering my usual takes two taps.'],
    },
    bad: {
      Delivery: [
        'The food turned up an hour late and stone cold.',
        'My order was left at the wrong address and the app marked it as delivered.',
        'The drink had spilled all over the bag.',
      ],
      'Value for Money': ['Service fee, delivery fee and small order fee add up to more than the meal.'],
      'Customer Service': ['Support offered a voucher worth less than the missing item.'],
    },
  },
  Hotels: {
    suffixes: ['Hotels', 'Hotel', 'Resorts', 'Inn', 'Suites', 'Hotels & Resorts'],
    noun: 'a hotel group',
    since: 1920,
    offers: [
      'boutique hotels in city centres and by the sea',
      'comfortable rooms, great breakfasts and friendly service',
      'family-friendly resorts with spas and pools',
    ],
    pitches: [
      'Every property has its own restaurant serving local dishes.',
      'Rooms booked direct come with free cancellation up to a day before arrival.',
      'Its spas are open to guests and day visitors alike.',
    ],
    thing: 'stay',
    items: ['the room', 'the breakfast', 'our suite'],
    people: ['the receptionist', 'the concierge'],
    team: 'the front desk',
    channels: ['the booking site', 'their app'],
    ship: null,
    parcel: false,
    again: 'stay there again',
    weights: [5, 5, 0, 4, 2],
    good: {
      'Product Quality': [
        'The room was spotless and quiet, and the bed was unbelievably comfy.',
        'Breakfast was a proper feast, with fresh pastries and eggs cooked to order.',
      ],
      'Customer Service': [
        'They upgraded us for our anniversary and left a card in the room.',
        'Check-in took two minutes and they let us into the room early.',
      ],
      'Value for Money': ['A central location at a price that beat everything nearby.'],
    },
    bad: {
      'Product Quality': [
        'Thin walls, a broken air conditioner and a shower that ran cold.',
        'The room smelled of damp and the carpet was stained.',
      ],
      'Customer Service': ['Our booking had vanished and they gave us a smaller room with no apology.'],
      'Value for Money': ['Parking, Wi-Fi and even the gym cost extra on top of an already steep rate.'],
    },
  },
  'Home Improvement': {
    suffixes: ['Builders', 'Home Improvements', 'Renovations', 'DIY', 'Building Supplies', 'Joinery'],
    noun: 'a home improvement company',
    since: 1960,
    offers: [
      'kitchens, bathrooms and extensions, from design to finish',
      'tools, timber and building supplies for trade and DIY',
      'windows, doors and loft conversions',
    ],
    pitches: [
      'Every project comes with a fixed quote and a ten-year guarantee.',
      'Trade customers get next-day delivery on most materials.',
      'Its showrooms let customers see and touch every finish before choosing.',
    ],
    thing: 'workmanship',
    items: ['the new kitchen', 'the workmanship', 'the bathroom refit'],
    people: ['the project manager', 'the fitter'],
    team: 'the office',
    channels: ['the website', 'the online quote tool'],
    ship: 'my order',
    parcel: true,
    again: 'use them again',
    weights: [5, 5, 2, 3, 1],
    good: {
      'Product Quality': [
        'The fitters left the place spotless at the end of every day.',
        'Our new bathroom looks like something out of a magazine.',
      ],
      'Customer Service': ['The project manager sent photos and updates every evening.'],
      'Value for Money': ['The final bill matched the quote to the penny.'],
    },
    bad: {
      'Product Quality': [
        'Six months on, the tiles are already cracking.',
        'Half the kitchen units were fitted crooked.',
      ],
      'Customer Service': ['The builders disappeared for two weeks halfway through the job.'],
      'Value for Money': ['Extras that were never agreed kept appearing on the invoice.'],
    },
  },
  Grocery: {
    suffixes: ['Market', 'Grocers', 'Foods', 'Fresh', 'Supermarket', 'Pantry'],
    noun: 'a grocer',
    since: 1930,
    offers: [
      'fresh produce, bakery and everyday groceries',
      'organic fruit, vegetables and pantry staples',
      'weekly groceries delivered in hour-long slots',
    ],
    pitches: [
      'Fruit and vegetables come from nearby farms wherever possible.',
      'Online orders are picked in store on the morning of delivery.',
      'Its own-brand range costs noticeably less than the big names.',
    ],
    thing: 'groceries',
    items: ['the fruit and veg', 'the bakery section', 'my weekly shop'],
    people: ['the delivery driver', 'the cashier'],
    team: 'customer services',
    channels: ['the app', 'the website'],
    ship: null,
    parcel: false,
    again: 'shop with them again',
    weights: [3, 5, 4, 4, 2],
    good: {
      Delivery: [
        'The driver arrived bang on time and carried everything into the kitchen.',
        'No substitutions, and everything was well within its use-by date.',
      ],
      'Product Quality': ['The fruit actually tastes of something, and the bread is baked fresh every morning.'],
      'Value for Money': ['My weekly shop is noticeably cheaper than at my old supermarket.'],
    },
    bad: {
      Delivery: [
        'Half my order was substituted with things I would never buy.',
        'The frozen food arrived completely defrosted.',
        'They cancelled my delivery slot an hour before it was due.',
      ],
      'Product Quality': ['The avocados were rock hard and the berries were mouldy.'],
      'Customer Service': ['Refunds for missing items take a week of chasing.'],
    },
  },
  Beauty: {
    suffixes: ['Beauty', 'Cosmetics', 'Skincare', 'Salon', 'Spa', 'Beauty Lab'],
    noun: 'a beauty brand',
    since: 1970,
    offers: [
      'skincare, make-up and fragrance',
      'cruelty-free skincare and haircare',
      'salon treatments and professional beauty products',
    ],
    pitches: [
      'Every product is cruelty-free and dermatologist tested.',
      'Free samples come with every order.',
      'Its therapists are trained in-house to a consistent standard.',
    ],
    thing: 'products',
    items: ['the moisturiser', 'the serum', 'the facial'],
    people: ['the beauty adviser', 'my therapist'],
    team: 'customer care',
    channels: ['the website', 'their app'],
    ship: 'my order',
    parcel: true,
    again: 'order from them again',
    weights: [3, 5, 3, 3, 2],
    good: {
      'Product Quality': [
        'My skin has never looked better after a month of using it.',
        'The scent is gorgeous without being overpowering.',
      ],
      'Customer Service': ['The adviser matched my foundation shade perfectly over a video call.'],
      Delivery: ['The parcel came with a handful of generous samples tucked inside.'],
    },
    bad: {
      'Product Quality': [
        'The cream brought me out in a rash within a day.',
        'The lipstick snapped the first time I used it.',
      ],
      'Value for Money': ['Tiny bottles for a very big price.'],
      'Customer Service': ['They would not accept a return on an unopened product.'],
    },
  },
  Pharmacy: {
    suffixes: ['Pharmacy', 'Chemist', 'Pharmacies', 'Health', 'Apothecary', 'Dispensary'],
    noun: 'a pharmacy',
    since: 1900,
    offers: [
      'prescriptions, health advice and everyday medicines',
      'online prescriptions delivered free to your door',
      'travel vaccinations, health checks and prescriptions',
    ],
    pitches: [
      'Repeat prescriptions can be ordered in the app and delivered the next day.',
      'Its pharmacists offer free private consultations without an appointment.',
      'Flu jabs and travel vaccines are available in most branches.',
    ],
    thing: 'pharmacy',
    items: ['the service', 'the advice I got', 'the repeat prescription service'],
    people: ['the pharmacist', 'the assistant at the counter'],
    team: 'the pharmacy',
    channels: ['the app', 'the website'],
    ship: 'my prescription',
    parcel: true,
    again: 'use them again',
    weights: [5, 3, 4, 3, 2],
    good: {
      'Customer Service': [
        'The pharmacist took time to explain how to take my new medication.',
        'They spotted an interaction my doctor had missed.',
      ],
      'User Experience': ['Ordering a repeat prescription in the app takes under a minute.'],
    },
    bad: {
      Delivery: ['My prescription went missing twice and I ran out of medication.'],
      'Customer Service': [
        'Forty minutes of waiting for a prescription that was supposedly ready.',
        'The pharmacist discussed my medication loudly in front of a queue.',
      ],
      'Product Quality': ['They gave me the wrong strength of tablets.'],
    },
  },
  'Home & Garden': {
    suffixes: ['Home & Garden', 'Gardens', 'Garden Centre', 'Living', 'Interiors', 'Nurseries'],
    noun: 'a home and garden retailer',
    since: 1955,
    offers: [
      'plants, garden furniture and homeware',
      'outdoor living, plants and home decor',
      'furniture, lighting and soft furnishings',
    ],
    pitches: [
      'Its plant specialists give free advice in every store.',
      'Plants come with a twelve-month guarantee.',
      'Large items can be assembled on delivery for a small fee.',
    ],
    thing: 'plants',
    items: ['the garden furniture', 'the new sofa', 'the olive tree I bought'],
    people: ['the assistant in the plant section', 'the delivery driver'],
    team: 'customer services',
    channels: ['the website', 'their app'],
    ship: 'my order',
    parcel: true,
    again: 'shop there again',
    weights: [3, 5, 3, 3, 2],
    good: {
      'Product Quality': [
        'The plants arrived healthy and have doubled in size since.',
        'The garden table is solid and looks far more expensive than it was.',
      ],
      'Customer Service': ['The staff helped me plan a whole border on a tiny budget.'],
      Delivery: ['Two men delivered and assembled the sofa in under half an hour.'],
    },
    bad: {
      'Product Quality': [
        'The rattan chairs started unravelling after one summer.',
        'Half the plants were dead within a week.',
      ],
      Delivery: ['The sofa came in the wrong colour and the collection took a month.'],
      'Value for Money': ['Garden centre prices with supermarket quality.'],
    },
  },
  Transportation: {
    suffixes: ['Transport', 'Buses', 'Coaches', 'Rail', 'Transit', 'Mobility'],
    noun: 'a transport operator',
    since: 1935,
    offers: [
      'bus, coach and rail services across the region',
      'intercity coaches and airport transfers',
      'city buses, trams and bike hire',
    ],
    pitches: [
      'Tickets can be bought in the app and scanned straight from your phone.',
      'All vehicles are wheelchair accessible and have free Wi-Fi.',
      'Its fleet is switching to electric buses route by route.',
    ],
    thing: 'service',
    items: ['the journey', 'the bus', 'the coach'],
    people: ['the driver', 'the conductor'],
    team: 'customer services',
    channels: ['the app', 'the journey planner'],
    ship: null,
    parcel: false,
    again: 'travel with them again',
    weights: [4, 3, 4, 3, 3],
    good: {
      Delivery: [
        'The coach left on the dot and arrived early.',
        'Buses turn up every ten minutes, exactly as timetabled.',
      ],
      'Customer Service': ['The driver waited when he saw me running for the stop.'],
      'Product Quality': ['Clean, comfortable seats and charging points that actually work.'],
      'Value for Money': ['The weekly pass pays for itself in three days.'],
    },
    bad: {
      Delivery: [
        'The bus simply never turned up, twice in one week.',
        'We arrived two hours late and missed our connection.',
      ],
      'Customer Service': ['The driver sailed straight past a stop full of people.'],
      'Product Quality': ['The toilet was out of order on a five-hour coach trip.'],
      'User Experience': ['The app sold me a ticket for the wrong day and refused to refund it.'],
    },
  },
  Business: {
    suffixes: ['Consulting', 'Group', 'Partners', 'Associates', 'Services', 'Advisory'],
    noun: 'a business services firm',
    since: 1970,
    offers: [
      'accounting, payroll and business advice',
      'recruitment, HR and office support',
      'consulting and outsourcing for growing businesses',
    ],
    pitches: [
      'Clients get a named account manager rather than a call centre.',
      'Most of its customers are small and medium-sized firms.',
      'Fixed monthly fees mean there are no surprise invoices.',
    ],
    thing: 'service',
    items: ['the service', 'their work', 'the final report'],
    people: ['our account manager', 'the consultant'],
    team: 'the office',
    channels: ['the client portal', 'their website'],
    ship: null,
    parcel: false,
    again: 'work with them again',
    weights: [5, 4, 0, 4, 2],
    good: {
      'Customer Service': ['Our account manager always replies the same day, usually within the hour.'],
      'Product Quality': [
        'Their advice saved us a significant amount on our tax bill.',
        'The candidates they sent were all well matched to the role.',
      ],
      'Value for Money': ['A fixed fee that is genuinely fixed.'],
    },
    bad: {
      'Customer Service': ['Deadlines were missed repeatedly and we ended up with a late filing penalty.'],
      'Product Quality': ['The report was full of generic copy-and-paste advice.'],
      'Value for Money': ['They billed ten-minute calls as if they had lasted an hour.'],
    },
  },
  Outdoor: {
    suffixes: ['Outdoors', 'Outdoor', 'Adventure', 'Expeditions', 'Trail', 'Camping'],
    noun: 'an outdoor gear retailer',
    since: 1965,
    offers: [
      'walking boots, tents and waterproof clothing',
      'camping, climbing and hiking gear',
      'outdoor clothing and equipment for every season',
    ],
    pitches: [
      'Its staff are keen walkers and climbers who test the gear themselves.',
      'Boots come with a free fitting service in store.',
      'It runs a repair service to keep gear in use for longer.',
    ],
    thing: 'gear',
    items: ['the tent', 'the rucksack', 'the waterproof jacket'],
    people: ['the boot fitter', 'the sales assistant'],
    team: 'customer services',
    channels: ['the website', 'their app'],
    ship: 'my order',
    parcel: true,
    again: 'buy from them again',
    weights: [3, 5, 3, 3, 2],
    good: {
      'Product Quality': [
        'The jacket kept me bone dry through a full day of Scottish rain.',
        'The tent went up in five minutes and survived a proper storm.',
      ],
      'Customer Service': ['The boot fitter spent half an hour making sure I had the right pair.'],
      'Value for Money': ['Proper kit at prices that do not need a second mortgage.'],
    },
    bad: {
      'Product Quality': [
        'The boots started leaking on their first muddy walk.',
        'A seam on the tent split on the very first night.',
      ],
      'Customer Service': ['They refused a warranty claim because the jacket had been worn outdoors.'],
      Delivery: ['My order was split into four parcels and one never arrived.'],
    },
  },
  Books: {
    suffixes: ['Books', 'Bookshop', 'Booksellers', 'Press', 'Publishing', 'Reads'],
    noun: 'a bookseller',
    since: 1900,
    offers: [
      'new and second-hand books, delivered free on most orders',
      "fiction, non-fiction and children's books",
      'rare editions, signed copies and new releases',
    ],
    pitches: [
      'Its booksellers write handwritten recommendations for every shelf.',
      'A monthly subscription sends readers a surprise book picked just for them.',
      'Independent publishers get as much shelf space as the big houses.',
    ],
    thing: 'bookshop',
    items: ['the book', 'the special edition', 'the second-hand copy'],
    people: ['the bookseller', 'the assistant at the till'],
    team: 'customer services',
    channels: ['the website', 'their app'],
    ship: 'my book',
    parcel: true,
    again: 'order from them again',
    weights: [3, 4, 4, 3, 2],
    good: {
      'Product Quality': [
        'The book arrived in pristine condition, without a single bent corner.',
        'The second-hand copy was in far better shape than described.',
      ],
      'Customer Service': ["The bookseller's recommendation turned out to be my favourite read of the year."],
      'Value for Money': ['Cheaper than the online giant, and I get to support an independent shop.'],
    },
    bad: {
      'Product Quality': [
        'The hardback arrived with a crushed spine and a torn jacket.',
        "The copy sold as like new was full of someone else's notes.",
      ],
      Delivery: ['The pre-order arrived two weeks after release day.'],
      'Customer Service': ['They cancelled my order a month later because it was out of stock.'],
    },
  },
};

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

const ETHOS = [
  'The team prides itself on straightforward pricing and friendly, knowledgeable staff.',
  'Most new customers find it through personal recommendations.',
  'It is still independently owned and run by the founding family.',
  'Customer feedback shapes almost every change the company makes.',
  'It has grown steadily, largely thanks to loyal repeat customers.',
  'Its customer support is handled in-house rather than outsourced.',
  'The business is certified carbon neutral and publishes a yearly impact report.',
];

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
// Review building blocks, by star rating (index 0 unused)

const OPENERS: readonly (readonly string[])[] = [
  [],
  [
    'Avoid at all costs.',
    'Terrible from start to finish.',
    "Honestly the worst experience I've had with any company.",
    "I'd give zero stars if I could.",
    'Save yourself the hassle.',
    'Absolutely shocking.',
    "Don't be fooled by the glowing reviews.",
    'What a complete shambles.',
    'Appalling.',
    "I'm writing this so nobody else makes my mistake.",
  ],
  [
    'Disappointing, to be honest.',
    'Not what I was expecting at all.',
    'I really wanted to like them.',
    'Below average, sadly.',
    'Quite a frustrating experience.',
    'I expected a lot more based on the other reviews.',
    'Not great.',
    'This used to be much better.',
  ],
  [
    'Mixed feelings about this one.',
    "It was okay, nothing special.",
    'Some things were great, others not so much.',
    'An average experience overall.',
    'Not bad, not great.',
    'Decent enough, but there is room for improvement.',
    'A bit hit and miss.',
    "I'm on the fence.",
    'Three stars feels about right.',
  ],
  [
    'Very good overall.',
    'A solid, reliable experience.',
    'Pretty happy with how everything went.',
    'Mostly excellent.',
    'Better than I expected.',
    'Happy customer here.',
    'Good, honest service.',
    'A really pleasant experience.',
    'I was a little sceptical at first, but they delivered.',
  ],
  [
    'Absolutely brilliant from start to finish.',
    "I can't recommend them highly enough.",
    'Five stars without a second thought.',
    "Genuinely one of the best experiences I've had in ages.",
    'Really, really impressed.',
    'This is how every company should work.',
    "Couldn't be happier.",
    'Exceeded my expectations in every way.',
    'What a refreshing experience.',
    "I don't usually write reviews, but this one is deserved.",
    'Faultless.',
  ],
];

const CLOSERS: readonly (readonly string[])[] = [
  [],
  [
    'Never again.',
    "I won't {again}.",
    'Stay well away.',
    "I've raised a complaint and I'm still waiting for a reply.",
    'Look elsewhere.',
    'Lesson learned.',
  ],
  [
    "Not sure I'll {again}.",
    'They really need to sort this out.',
    'I expected better.',
    "I'll be looking elsewhere next time.",
    'A shame, because it could be so much better.',
  ],
  [
    'Might {again}, might not.',
    "Fine if you're not in a hurry.",
    'Could do better.',
    'Three stars for now.',
    'Hopefully they sort it out.',
    "Not sure I'd {again}.",
  ],
  [
    "I'd happily {again}.",
    'Would recommend.',
    'Overall, very pleased.',
    'Good job, all in all.',
    "I'll probably {again}.",
    'Worth a try.',
  ],
  [
    "I'll definitely {again}.",
    'Highly recommended.',
    'Keep up the great work!',
    "I've already told my friends about them.",
    'Thank you so much!',
    "Wouldn't hesitate to {again}.",
    "Can't fault them.",
    'Ten out of ten.',
  ],
];

/** Four-star reviews sometimes say why a star is missing. */
const CAVEATS = [
  "Only knocking off a star because it all took a little longer than I'd like.",
  'The only downside was a bit of a wait.',
  'A couple of small things could be better, but nothing major.',
  'Not quite perfect, but close.',
  'It would be five stars if {channel} were a bit easier to use.',
  'Prices are a touch high, but you get what you pay for.',
  'There was one small mix-up, which they fixed quickly.',
];

/** Three-star reviews sometimes signpost the switch from praise to complaint. */
const MIXED_TURNS = [
  'That said, not everything was great.',
  'The downside?',
  "Unfortunately, that's where the good part ends.",
  'But there was a catch.',
  'Sadly, it went downhill from there.',
];

/** Two-star reviews sometimes concede something. */
const SILVER_LININGS = [
  'To be fair, {person} did try to help.',
  'The only plus was the price.',
  "In fairness, it wasn't all bad.",
  '{Channel} is easy enough to use, at least.',
];

const TOPIC_POSITIVE: Record<ReviewTopic, readonly string[]> = {
  'Customer Service': [
    '{Person} was friendly, patient and genuinely helpful.',
    'I had a question and {team} got back to me within the hour.',
    'When something went wrong, {team} fixed it without any fuss.',
    '{Person} went out of their way to help, which I really appreciated.',
    "Every time I've dealt with {team}, they've been polite and quick.",
  ],
  'Product Quality': [
    '{Item} was excellent, and you can tell they care about the details.',
    "Really impressed with {item}; it was exactly what I'd hoped for.",
    'Quality-wise, {item} was far better than I expected.',
    'No complaints at all about {item}, which was top notch.',
  ],
  Delivery: [
    '{Ship} arrived a day earlier than promised.',
    '{Ship} turned up exactly when promised.',
  ],
  'Value for Money': [
    'Prices are fair and there are no hidden extras.',
    'Honestly good value compared with everyone else I looked at.',
    'You get a lot for what you pay, which is rare these days.',
    '{Item} was worth every penny.',
  ],
  'User Experience': [
    '{Channel} is clean, quick and easy to find your way around.',
    'Using {channel} was effortless from start to finish.',
    '{Channel} just works, which is more than I can say for most.',
    'I sorted everything out on {channel} in a couple of minutes.',
  ],
};

const TOPIC_NEGATIVE: Record<ReviewTopic, readonly string[]> = {
  'Customer Service': [
    'I contacted {team} three times and never got a proper answer.',
    "{Person} was dismissive and clearly didn't want to help.",
    'Getting hold of {team} is close to impossible.',
    'I was passed from one person to another and nobody took ownership.',
    'I was promised a call back that never came.',
  ],
  'Product Quality': [
    '{Item} was nowhere near the standard they advertise.',
    'I was really let down by {item}.',
    '{Item} fell well short of what was promised.',
    'Quality-wise, {item} was frankly poor.',
  ],
  Delivery: [
    '{Ship} arrived four days late with no explanation.',
    '{Ship} took nearly three weeks to arrive.',
  ],
  'Value for Money': [
    'Way overpriced for what you actually get.',
    'Extra fees appeared at the very last step, which felt sneaky.',
    '{Item} was simply not worth the money.',
    'Others offer the same for a lot less.',
  ],
  'User Experience': [
    '{Channel} is slow and confusing, and it kept logging me out.',
    'I gave up on {channel} after it crashed for the third time.',
    'Finding anything on {channel} is a nightmare.',
    '{Channel} threw an error halfway through and I had to start again.',
  ],
};

/** Delivery lines that only make sense for a single shipped item. */
const PARCEL_POSITIVE = [
  'Tracking was spot on and {ship} arrived right on time.',
  '{Ship} came well packed and in perfect condition.',
  'Very quick turnaround; {ship} was on my doorstep in no time.',
];

const PARCEL_NEGATIVE = [
  "{Ship} still hasn't arrived and the tracking hasn't moved in a week.",
  'The tracking said {ship} had been delivered, but it never showed up.',
  '{Ship} turned up with the box ripped open.',
];

const GENERIC_TITLES: readonly (readonly string[])[] = [
  [],
  ['Avoid', 'Terrible experience', 'Never again', 'Absolutely awful', 'Stay away', 'Complete waste of time', 'Shocking', 'Do not use'],
  ['Disappointing', 'Not great', 'Expected better', 'Frustrating experience', 'Below par', 'Not impressed', 'Let down'],
  ['Okay, nothing special', 'Mixed experience', 'Average', 'Could be better', 'Hit and miss', 'Room for improvement', 'Decent but not great'],
  ['Very good', 'Really pleased', 'Good experience', 'Great, with one small niggle', 'Solid and reliable', 'Would recommend', 'Nearly perfect'],
  ['Outstanding', 'Absolutely brilliant', "Couldn't ask for more", 'Five stars all the way', 'Simply the best', 'Fantastic experience', 'Highly recommend', 'Superb'],
];

const TOPIC_TITLES_POSITIVE: Record<ReviewTopic, readonly string[]> = {
  'Customer Service': ['Brilliant customer service', 'So helpful', 'Support that actually cares', 'Friendly, helpful people'],
  'Product Quality': ['Great {thing}', 'Lovely {thing}', 'Top quality', 'Really impressed'],
  Delivery: ['Super fast', 'Arrived early', 'Quick and reliable', 'Right on time'],
  'Value for Money': ['Great value', 'Worth every penny', 'Fair prices', 'Brilliant value for money'],
  'User Experience': ['So easy to use', 'Smooth from start to finish', 'Easy and hassle free', 'Simple and quick'],
};

const TOPIC_TITLES_NEGATIVE: Record<ReviewTopic, readonly string[]> = {
  'Customer Service': ['Useless customer service', 'Nobody answers', 'Rude and unhelpful', 'No help whatsoever'],
  'Product Quality': ['Poor {thing}', 'Disappointing {thing}', 'Poor quality', 'Not as advertised'],
  Delivery: ['Still waiting', 'Late again', 'Delays, delays, delays', 'Never turned up'],
  'Value for Money': ['Overpriced', 'Not worth the money', 'Rip-off', 'Hidden charges everywhere'],
  'User Experience': ['Clunky and confusing', 'Buggy mess', 'Impossible to use', 'So frustrating to use'],
};

/** Halves of three-star titles: "Good value, but slow". */
const MIXED_TITLE_GOOD: Record<ReviewTopic, readonly string[]> = {
  'Customer Service': ['Helpful staff', 'Friendly service'],
  'Product Quality': ['Great {thing}', 'Good quality'],
  Delivery: ['On time', 'Quick turnaround'],
  'Value for Money': ['Fair prices', 'Good value'],
  'User Experience': ['Easy to use', 'Simple to use'],
};

const MIXED_TITLE_BAD: Record<ReviewTopic, readonly string[]> = {
  'Customer Service': ['poor service', 'unhelpful staff'],
  'Product Quality': ['disappointing {thing}', 'so-so quality'],
  Delivery: ['slow', 'delays'],
  'Value for Money': ['pricey', 'not cheap'],
  'User Experience': ['clunky to use', 'fiddly to use'],
};

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

const FIRST_NAMES = [
  'James', 'Olivia', 'Liam', 'Emma', 'Noah', 'Sophie', 'Oliver', 'Charlotte', 'Jack', 'Grace',
  'Daniel', 'Ruby', 'Ethan', 'Amelia', 'Lucas', 'Mia', 'Leon', 'Hannah', 'Finn', 'Lena', 'Jonas',
  'Clara', 'Louis', 'Camille', 'Hugo', 'Chloé', 'Léa', 'Julien', 'Alejandro', 'Lucía', 'Pablo',
  'Carmen', 'Javier', 'Marco', 'Giulia', 'Luca', 'Francesca', 'Matteo', 'Sven', 'Astrid', 'Lars',
  'Ingrid', 'Søren', 'Freja', 'Daan', 'Sanne', 'Bram', 'Seán', 'Aoife', 'Niamh', 'Ciarán',
  'Zofia', 'Piotr', 'Katarzyna', 'Raj', 'Priya', 'Arjun', 'Ananya', 'Wei', 'Mei', 'Hiroshi',
  'Yuki', 'Min-jun', 'Ji-woo', 'Omar', 'Layla', 'Yusuf', 'Amira', 'Kwame', 'Ama', 'Chidi',
  'Ngozi', 'Thiago', 'Valentina', 'João', 'Ana', 'Dmitri', 'Anya', 'Elif', 'Mehmet',
];

const LAST_NAMES = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Miller', 'Davis', 'Wilson', 'Taylor',
  'Anderson', 'Thomas', 'Walker', 'Wright', 'Hughes', 'Clarke', 'Murphy', 'Kelly', "O'Brien",
  'Byrne', 'Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Wagner', 'Becker', 'Dubois',
  'Lefebvre', 'Moreau', 'Laurent', 'Bernard', 'García', 'Martínez', 'López', 'Sánchez',
  'Fernández', 'Rossi', 'Russo', 'Bianchi', 'Romano', 'Ricci', 'de Vries', 'Jansen', 'van Dijk',
  'Bakker', 'Andersson', 'Johansson', 'Nilsson', 'Hansen', 'Nielsen', 'Kowalski', 'Nowak',
  'Novák', 'Silva', 'Santos', 'Oliveira', 'Costa', 'Patel', 'Sharma', 'Singh', 'Gupta', 'Khan',
  'Chen', 'Wang', 'Zhang', 'Nguyen', 'Tran', 'Kim', 'Park', 'Tanaka', 'Suzuki', 'Sato', 'Okafor',
  'Mensah', 'Haddad', 'Cohen', 'Ivanov', 'Petrov', 'Yılmaz', 'Rahman',
];

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

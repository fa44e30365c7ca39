import { boundedSentence, extractMentions, MAX_RUN_LENGTH, MAX_SENTENCE_LENGTH, MAX_SENTENCES, readWithin } from './aspect-extraction.js';

const NAME = 'Acme Shop';
const aspects = (title: string, content: string, name = NAME) => extractMentions([title, content], name).map((m) => m.aspect);
const polarities = (title: string, content: string) => Object.fromEntries(extractMentions([title, content], NAME).map((m) => [m.aspect, m.polarity]));

describe('aspects', () => {
  it('are nouns and noun compounds, lower case and singular, each once per review', () => {
    expect(aspects('Great customer service', 'The prices are fair. Prices went up twice, and the customer service was kind.')).toEqual(['customer service', 'price']);
  });

  it('are read as written: a common noun at the start of a sentence or in a Title Case title, not a name', () => {
    expect(aspects('Brilliant Customer Service', 'Delivery was quick. Sarah was lovely.')).toEqual(['customer service', 'delivery']);
  });

  it('keep the word the reviewer wrote where the model would put a longer one ("app", not "application")', () => {
    expect(aspects('Fine', 'The banking app is easy to use.')).toEqual(['banking app']);
  });

  it('leave out words that say nothing and the company’s own name', () => {
    expect(aspects('Five stars', 'The company was fine. It took a long time, and my mum liked the website. Acme never refunded the order.')).toEqual([
      'website',
      'order',
    ]);
    expect(aspects('Good shop', 'The shop was tidy.')).toEqual([]);
    expect(aspects('Good shop', 'The shop was tidy.', 'Northwind Traders')).toEqual(['shop']);
  });

  it('leave out a word that is no aspect alone, but keep it inside one', () => {
    expect(aspects('Happy customer', 'A great experience, and the customer experience team was helpful.')).toEqual(['customer experience team']);
  });

  it('keep a verb and its particle used as a noun together, never the verb alone', () => {
    expect(aspects('Fine', 'The set up was easy. The check-in agent was kind. Online check-in worked.')).toEqual(['set-up', 'check-in agent', 'check-in']);
    // Verdicts, not subjects; a particle that is the verb's or takes an object leaves the noun alone.
    expect(aspects('Rip-off', 'It was a total rip off. There was one mix-up.')).toEqual([]);
    expect(aspects('Loud', 'They turned the music down. The parcel in the hallway was wet.')).toEqual(['music', 'parcel', 'hallway']);
    expect(aspects('Lovely day out', 'A lovely night out.')).toEqual([]);
  });

  it('leave out the words of an opinion phrase ("a let down", "top notch")', () => {
    expect(aspects('Meh', 'Our itinerary was a let down.')).toEqual(['itinerary']);
    expect(aspects('Wow', 'No complaints at all about the tour, which was top notch.')).toEqual(['tour']);
  });
});

describe('polarity', () => {
  it('is the sentiment of the words about the aspect: positive, negative or neutral', () => {
    expect(polarities('Lovely staff', 'The staff were friendly. The parcel arrived on Tuesday. The packaging was awful.')).toEqual({
      staff: 1,
      parcel: 0,
      packaging: -1,
    });
  });

  it('handles negation', () => {
    expect(polarities('Hmm', 'The delivery was not good at all. The app is not bad.')).toEqual({ delivery: -1, app: 1 });
  });

  it('is taken per clause where a sentence turns', () => {
    expect(polarities('Mixed', 'The prices are great, but the delivery was terrible.')).toEqual({ price: 1, delivery: -1 });
  });

  it('is taken apart from a leading clause', () => {
    expect(polarities('Fixed', 'When the parcel went missing, the courier was brilliant.')).toEqual({ parcel: -1, courier: 1 });
  });

  it('does not count the aspect’s own words ("support" alone reads as positive)', () => {
    expect(polarities('Hmm', 'The support team replied on Tuesday.')).toEqual({ 'support team': 0 });
    // Nor does it make "never answered" good: an opinion phrase (below).
    expect(polarities('Nobody answers', 'The support team never answered my emails.')).toEqual({ 'support team': -1, email: -1 });
  });

  it('sums a review’s sentences about one aspect, and quotes the one that leans furthest that way, with how far', () => {
    const [delivery] = extractMentions(['Hmm', 'The delivery was slow. The delivery was awful. The courier was rude.'], NAME);
    expect(delivery).toEqual({ aspect: 'delivery', polarity: -1, sentence: 'The delivery was awful.', strength: 0.6 });
    expect(extractMentions(['Hmm', 'The parcel arrived on Tuesday.'], NAME)).toEqual([{ aspect: 'parcel', polarity: 0, sentence: 'The parcel arrived on Tuesday.', strength: 0 }]);
  });
});

describe('opinion phrases the word lexicon misreads', () => {
  const strengths = (content: string) => Object.fromEntries(extractMentions(['Hmm', content], NAME).map((m) => [m.aspect, m.polarity * m.strength]));

  it('turn a clause whose words read well the phrase’s way ("fell well short of what was promised")', () => {
    expect(strengths('Our itinerary fell well short of what was promised.')).toEqual({ itinerary: -0.3 });
    expect(strengths('I was promised a call back that never came.')).toEqual({ call: -0.3 });
  });

  it('give a clause the lexicon reads as neutral the phrase’s leaning', () => {
    expect(
      strengths(
        'Our itinerary was a let down. The guide let me down. The hotel was not worth the money. The refund took forever. The parcel never arrived. ' +
          'They never answered my emails. The app is a nightmare. The coach came two hours late.',
      ),
    ).toEqual({ itinerary: -0.5, guide: -0.5, hotel: -0.5, refund: -0.5, parcel: -0.5, email: -0.5, app: -0.5, coach: -0.5 });
    // "still" is a positive word to the lexicon.
    expect(strengths("My order still hasn't arrived. The courier fixed it without any fuss.")).toEqual({ order: -0.5, courier: 0.5 });
  });

  it('lean the other way when negated, and stay on their side of a turn', () => {
    expect(strengths('The guide never let us down. The tracking was spot on.')).toEqual({ guide: 0.5, tracking: 0.5 });
    expect(polarities('Mixed', 'The room was lovely, but the refund took forever.')).toEqual({ room: 1, refund: -1 });
  });
});

describe('quoted sentences', () => {
  it('fold their whitespace', () => {
    expect(extractMentions(['Fine', 'The   staff were\n friendly.'], NAME)).toEqual([{ aspect: 'staff', polarity: 1, sentence: 'The staff were friendly.', strength: 0.344 }]);
  });

  it(`are at most ${MAX_SENTENCE_LENGTH} characters, cut at a word`, () => {
    const long = `The staff ${'were very friendly and '.repeat(20)}kind.`;
    const quoted = boundedSentence(long);
    expect(quoted.length).toBeLessThanOrEqual(MAX_SENTENCE_LENGTH);
    expect(quoted).toMatch(/^The staff were very friendly and .* (were|very|friendly|and)…$/);
    expect(boundedSentence('Short and sweet.')).toBe('Short and sweet.');
  });
});

describe('what is read of a review', () => {
  /** `unit` repeated to exactly `length` characters. */
  const filled = (unit: string, length: number) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
  const timed = (content: string) => {
    const started = performance.now();
    const mentions = extractMentions(['Fine', content], NAME);
    return { mentions, ms: performance.now() - started };
  };

  it('leaves out a run of characters without a space too long to be a word, at a cost that grows with its length, not its square', () => {
    // Read whole, 15,000 characters of "Parcel-" took 11 s here (5,000: 1.4 s): every start of the run was tried again to its end.
    timed('The delivery was great.');
    const joined = timed(`The delivery was great. ${filled('Parcel-', 15_000)} The staff were rude.`);
    expect(joined.mentions.map((m) => [m.aspect, m.polarity])).toEqual([
      ['delivery', 1],
      ['staff', -1],
    ]);
    expect(joined.ms).toBeLessThan(500);
    const link = `https://example.com/${filled('track', MAX_RUN_LENGTH)}`;
    const quoted = 'The parcel came at last: was the tracking page.';
    expect(extractMentions(['Fine', `The parcel came at last: ${link} was the tracking page.`], NAME).map((m) => [m.aspect, m.sentence])).toEqual([
      ['parcel', quoted],
      ['tracking page', quoted],
    ]);
    // A run as long as allowed is read: "check-in" and its like are words.
    expect(extractMentions(['Fine', `The ${filled('x', MAX_RUN_LENGTH - 4)}-ins were fine.`], NAME)).toHaveLength(1);
  });

  it(`is the first ${MAX_SENTENCES} sentences of each text`, () => {
    const filler = Array.from({ length: MAX_SENTENCES - 1 }, () => 'It was fine.').join(' ');
    expect(extractMentions(['Fine', `${filler} The delivery was great. The staff were rude.`], NAME).map((m) => m.aspect)).toEqual(['delivery']);
    expect(extractMentions(['The packaging was lovely', `${filler} The delivery was great.`], NAME).map((m) => m.aspect)).toEqual(['packaging', 'delivery']);
  });

  it('stops once its time budget is spent, with no aspects', () => {
    const review = { title: 'Fine', content: 'The delivery was great. The staff were rude.', companyName: NAME };
    expect(readWithin(review, 0)).toEqual({ mentions: [], overBudget: true });
    expect(readWithin(review, 60_000)).toEqual({ mentions: extractMentions([review.title, review.content], NAME), overBudget: false });
  });
});

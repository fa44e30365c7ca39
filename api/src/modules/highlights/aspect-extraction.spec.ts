import { boundedSentence, extractMentions, MAX_SENTENCE_LENGTH } from './aspect-extraction.js';

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

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
    expect(polarities('Nobody answers', 'The support team never answered my emails.')).toEqual({ 'support team': 0, email: 0 });
  });

  it('sums a review’s sentences about one aspect, and quotes the one that leans furthest that way', () => {
    const [delivery] = extractMentions(['Hmm', 'The delivery was late. The delivery was awful. The courier was rude.'], NAME);
    expect(delivery).toEqual({ aspect: 'delivery', polarity: -1, sentence: 'The delivery was awful.' });
  });
});

describe('quoted sentences', () => {
  it('fold their whitespace', () => {
    expect(extractMentions(['Fine', 'The   staff were\n friendly.'], NAME)).toEqual([{ aspect: 'staff', polarity: 1, sentence: 'The staff were friendly.' }]);
  });

  it(`are at most ${MAX_SENTENCE_LENGTH} characters, cut at a word`, () => {
    const long = `The staff ${'were very friendly and '.repeat(20)}kind.`;
    const quoted = boundedSentence(long);
    expect(quoted.length).toBeLessThanOrEqual(MAX_SENTENCE_LENGTH);
    expect(quoted).toMatch(/^The staff were very friendly and .* (were|very|friendly|and)…$/);
    expect(boundedSentence('Short and sweet.')).toBe('Short and sweet.');
  });
});

import { softHyphenate } from '../utils/hyphenate';

const shown = (text: string) => softHyphenate(text).replace(/\u00ad/g, '-');

describe('softHyphenate', () => {
  test.each([
    ['Telecommunications', 'Tele-com-mu-ni-ca-tions'],
    ['Entertainment', 'Enter-tain-ment'],
    ['Communication', 'Com-mu-ni-ca-tion'],
    ['Transportation', 'Transpor-ta-tion'],
    ['Home Improvement', 'Home Impro-ve-ment'],
    ['Restaurants', 'Res-tau-rants'],
    ['Technology', 'Techno-logy'],
    ['Electronics', 'Electro-nics'],
    ['Financial Services', 'Finan-cial Services'],
  ])('breaks %s between syllables: %s', (name, hyphenated) => {
    expect(shown(name)).toBe(hyphenated);
  });

  test.each(['Retail', 'Banking', 'Home & Garden', 'E-commerce', 'Pharmacy'])('leaves %s, short enough, alone', (name) => {
    expect(softHyphenate(name)).toBe(name);
  });

  test('only ever adds soft hyphens', () => {
    for (const name of ['Telecommunications', 'Social Media', 'Food Delivery', 'Transportation']) {
      expect(softHyphenate(name).replace(/\u00ad/g, '')).toBe(name);
    }
  });
});

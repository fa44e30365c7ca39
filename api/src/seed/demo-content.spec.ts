import { CATEGORIES, type Category } from '../modules/companies/categories.js';
import { REVIEW_TOPICS, type ReviewTopic } from '../modules/reviews/review-topics.js';
import { websiteDomain } from '../common/validation/website.js';
import {
  companyQuality,
  generateCompany,
  generatePerson,
  generateReview,
  type GeneratedCompany,
  pickRating,
  type StarRating,
} from './demo-content.js';
import { createRng } from './rng.js';
import { monogramUrl } from '../modules/logos/monogram.js';
import reviewVocabulary from './vocabulary/reviews.json' with { type: 'json' };

const STARS: readonly StarRating[] = [1, 2, 3, 4, 5];

function companies(seed: number, indexes: Iterable<number>): GeneratedCompany[] {
  const rng = createRng(seed);
  const out: GeneratedCompany[] = [];
  // The category comes from the random source too, so indexes meet every category.
  for (const index of indexes) out.push(generateCompany(rng, index, rng.pick(CATEGORIES)));
  return out;
}

function range(from: number, to: number): number[] {
  const out: number[] = [];
  for (let i = from; i <= to; i++) out.push(i);
  return out;
}

function sentences(text: string): string[] {
  return text.split(/(?<=[.!?])\s+/);
}

/** The sentences that carry the review's tone: without the neutral when-who-why context line. */
function toneSentences(text: string): string[] {
  return sentences(text).filter((s) => !reviewVocabulary.contextWhen.some((when) => s.startsWith(`${when}, `)));
}

describe('createRng', () => {
  it('repeats its sequence for the same seed and differs for another', () => {
    const a = createRng(7);
    const b = createRng(7);
    const c = createRng(8);
    const seqA = range(1, 20).map(() => a.next());
    expect(range(1, 20).map(() => b.next())).toEqual(seqA);
    expect(range(1, 20).map(() => c.next())).not.toEqual(seqA);
    expect(seqA.every((x) => x >= 0 && x < 1)).toBe(true);
  });

  it('draws integers inclusively and picks from lists', () => {
    const rng = createRng(1);
    const seen = new Set(range(1, 2000).map(() => rng.int(-2, 2)));
    expect([...seen].sort()).toEqual([-1, -2, 0, 1, 2]);
    expect(['a', 'b', 'c']).toContain(rng.pick(['a', 'b', 'c']));
    expect(() => rng.pick([])).toThrow(RangeError);
    expect(rng.chance(0)).toBe(false);
    expect(rng.chance(1)).toBe(true);
  });
});

describe('determinism', () => {
  function run(seed: number): unknown[] {
    const rng = createRng(seed);
    const out: unknown[] = [];
    for (let i = 0; i < 300; i++) {
      const category = CATEGORIES[i % CATEGORIES.length];
      out.push(generateCompany(rng, i * 7919, category));
      const quality = companyQuality(rng);
      const rating = pickRating(rng, quality);
      out.push(quality, rating, generatePerson(rng), generateReview(rng, rating, category));
    }
    return out;
  }

  it('gives identical output for the same seed and call sequence', () => {
    expect(run(2024)).toEqual(run(2024));
  });

  it('gives different output for a different seed', () => {
    expect(run(2024)).not.toEqual(run(2025));
  });
});

describe('generateCompany', () => {
  it('never repeats a name or domain over the first 20,001 indexes', () => {
    const all = companies(11, range(0, 20_000));
    expect(new Set(all.map((c) => c.name)).size).toBe(all.length);
    expect(new Set(all.map((c) => c.websiteDomain)).size).toBe(all.length);
    // The top-level domain varies, so the part before it must be unique on its own too.
    expect(new Set(all.map((c) => c.websiteDomain.split('.')[0])).size).toBe(all.length);
  });

  it('never repeats a name or domain across small and very large indexes', () => {
    const all = companies(12, [...range(0, 1000), ...range(9_999_000, 9_999_999), 10_000_000]);
    expect(new Set(all.map((c) => c.name)).size).toBe(all.length);
    expect(new Set(all.map((c) => c.websiteDomain.split('.')[0])).size).toBe(all.length);
  });

  it('keeps names unique within every single category', () => {
    for (const category of CATEGORIES) {
      const rng = createRng(13);
      const indexes = [...range(0, 400), ...range(40_000, 40_400), ...range(5_000_000, 5_000_400)];
      const names = indexes.map((i) => generateCompany(rng, i, category).name);
      expect(new Set(names).size).toBe(names.length);
    }
  });

  it('gives small indexes clean names and large ones a number', () => {
    expect(companies(14, range(0, 2000)).filter((c) => /\d/.test(c.name))).toEqual([]);
    expect(companies(15, range(9_999_900, 9_999_999)).filter((c) => !/ \d+$/.test(c.name))).toEqual([]);
  });

  it('produces well-formed fields for every category', () => {
    const rng = createRng(16);
    for (const category of CATEGORIES) {
      for (const index of [0, 1, 17, 999, 4321, 33_333, 250_000, 9_999_999]) {
        const c = generateCompany(rng, index, category);
        expect(c.category).toBe(category);
        expect(c.name.length).toBeGreaterThan(2);
        expect(c.name.length).toBeLessThanOrEqual(120);
        expect(c.websiteDomain).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/);
        expect(c.websiteDomain.startsWith('www.')).toBe(false);
        expect(c.websiteDomain.split('.')[0].length).toBeLessThanOrEqual(63);
        expect(c.website).toBe(`https://www.${c.websiteDomain}`);
        expect(websiteDomain(c.website)).toBe(c.websiteDomain);
        expect(c.countryCode).toMatch(/^[A-Z]{2}$/);
        expect(c.location).toMatch(/^[A-Z][^,]+, [A-Z][^,]+$/);
        expect(c.description.length).toBeGreaterThanOrEqual(80);
        expect(c.description.length).toBeLessThanOrEqual(400);
        expect(c.description).toMatch(/[.!]$/);
        expect(sentences(c.description).length).toBeLessThanOrEqual(3);
        expect(c.logoUrl).toBe(monogramUrl(c.name));
      }
    }
  });

  it('keeps descriptions within bounds over many draws', () => {
    const outOfBounds = companies(17, range(0, 5000)).filter((c) => c.description.length < 80 || c.description.length > 400);
    expect(outOfBounds).toEqual([]);
  });

  it('names restaurants in their own style', () => {
    const rng = createRng(18);
    for (const index of range(0, 50)) {
      expect(generateCompany(rng, index, 'Restaurants').name).toMatch(/^The [A-Z][a-z]+ [A-Z][a-z]+$/);
    }
  });

  it('spreads companies over many cities and countries', () => {
    const all = companies(19, range(0, 3000));
    expect(new Set(all.map((c) => c.location)).size).toBeGreaterThanOrEqual(35);
    expect(new Set(all.map((c) => c.countryCode)).size).toBeGreaterThanOrEqual(10);
  });

  it('rejects indexes that are not non-negative integers', () => {
    const rng = createRng(20);
    expect(() => generateCompany(rng, -1, 'Books')).toThrow(RangeError);
    expect(() => generateCompany(rng, 1.5, 'Books')).toThrow(RangeError);
  });
});

describe('generatePerson', () => {
  it('draws from a broad international mix of names', () => {
    const rng = createRng(30);
    const people = range(1, 3000).map(() => generatePerson(rng));
    expect(people.filter((p) => p.firstName.trim().length < 2 || p.lastName.trim().length < 2)).toEqual([]);
    expect(new Set(people.map((p) => p.firstName)).size).toBeGreaterThanOrEqual(75);
    expect(new Set(people.map((p) => p.lastName)).size).toBeGreaterThanOrEqual(75);
  });
});

describe('generateReview', () => {
  it('keeps titles, content and topics within bounds for every category and rating', () => {
    const rng = createRng(40);
    // Collected rather than asserted one by one: tens of thousands of expect() calls are slow.
    const problems: string[] = [];
    for (const category of CATEGORIES) {
      for (const rating of STARS) {
        for (let n = 0; n < 150; n++) {
          const { title, content, topic } = generateReview(rng, rating, category);
          if (title.length < 3 || title.length > 120 || /[{}]/.test(title)) problems.push(`title: ${title}`);
          if (content.length < 40 || content.length > 1500) problems.push(`length: ${content}`);
          if (!/^[A-Z].*[.!?]$/.test(content) || /[{}]| {2}/.test(content)) problems.push(`shape: ${content}`);
          if (!REVIEW_TOPICS.includes(topic)) problems.push(`topic: ${topic}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('varies a lot', () => {
    const rng = createRng(41);
    const contents = new Set<string>();
    const titles = new Set<string>();
    for (let n = 0; n < 5000; n++) {
      const review = generateReview(rng, rng.pick(STARS), 'E-commerce');
      contents.add(review.content);
      titles.add(review.title);
    }
    expect(contents.size).toBeGreaterThan(3000);
    expect(titles.size).toBeGreaterThan(80);
  });

  it('never mixes up the tone of 1-star and 5-star reviews', () => {
    for (const category of CATEGORIES) {
      const rng = createRng(42);
      const worst = new Set<string>();
      const best = new Set<string>();
      for (let n = 0; n < 400; n++) {
        toneSentences(generateReview(rng, 1, category).content).forEach((s) => worst.add(s));
        toneSentences(generateReview(rng, 5, category).content).forEach((s) => best.add(s));
      }
      expect([...worst].filter((s) => best.has(s))).toEqual([]);
    }
  });

  it('draws topics that fit the category', () => {
    function topics(category: Category): Map<ReviewTopic, number> {
      const rng = createRng(43);
      const counts = new Map<ReviewTopic, number>();
      for (let n = 0; n < 3000; n++) {
        const { topic } = generateReview(rng, rng.pick(STARS), category);
        counts.set(topic, (counts.get(topic) ?? 0) + 1);
      }
      return counts;
    }
    expect(topics('Hotels').get('Delivery')).toBeUndefined();
    expect(topics('Software').get('Delivery')).toBeUndefined();
    expect(topics('Food Delivery').get('Delivery')).toBeGreaterThan(600);
    expect(topics('Social Media').get('User Experience')).toBeGreaterThan(900);
    expect(topics('E-commerce').size).toBe(5);
  });

  it('talks about the category', () => {
    const rng = createRng(44);
    const text = (category: Category) =>
      range(1, 400)
        .map(() => generateReview(rng, rng.pick(STARS), category).content)
        .join(' ');
    expect(text('Hotels')).toMatch(/room/);
    expect(text('Food Delivery')).toMatch(/rider|food/);
    expect(text('Airlines')).toMatch(/flight/);
    expect(text('Banking')).toMatch(/account|bank/);
  });
});

describe('ratings', () => {
  function mean(quality: number, n = 20_000): number {
    const rng = createRng(50);
    let sum = 0;
    for (let i = 0; i < n; i++) sum += pickRating(rng, quality);
    return sum / n;
  }

  it('rates good companies well and bad ones poorly', () => {
    expect(mean(0.95)).toBeGreaterThan(4);
    expect(mean(0.05)).toBeLessThan(2.5);
    expect(mean(0.5)).toBeGreaterThan(2.7);
    expect(mean(0.5)).toBeLessThan(3.7);
  });

  it('gives even the best companies the odd 1-star review and the middle a spread', () => {
    const rng = createRng(51);
    const best = range(1, 5000).map(() => pickRating(rng, 1));
    expect(best.filter((r) => r === 1).length).toBeGreaterThan(50);
    const middling = new Set(range(1, 2000).map(() => pickRating(rng, 0.5)));
    expect(middling.size).toBe(5);
  });

  it('clamps quality outside [0, 1]', () => {
    const rng = createRng(52);
    for (const quality of [-3, 7, Number.NaN]) expect(STARS).toContain(pickRating(rng, quality));
  });

  it('skews company quality to the good side, averaging about 3.6 to 4.2 stars', () => {
    const rng = createRng(53);
    let sum = 0;
    let count = 0;
    for (let c = 0; c < 5000; c++) {
      const quality = companyQuality(rng);
      expect(quality).toBeGreaterThanOrEqual(0);
      expect(quality).toBeLessThanOrEqual(1);
      for (let r = 0; r < 20; r++) {
        sum += pickRating(rng, quality);
        count++;
      }
    }
    expect(sum / count).toBeGreaterThan(3.6);
    expect(sum / count).toBeLessThan(4.2);
  });
});

import type { Review } from 'shared-ui';
import { buildCompanyJsonLd, MAX_STRUCTURED_REVIEWS, serializeJsonLd } from '../utils/structured-data';

const PAGE = 'https://reviews.example/companies/c1';

const company = {
  id: 'c1',
  name: 'Northwind Outfitters',
  description: 'Outdoor clothing and camping gear.',
  logoUrl: 'https://cdn.northwind.example/logo.png',
  website: 'https://www.northwind.example',
  location: 'Leeds, United Kingdom',
  countryCode: 'GB',
  averageRating: '4.3',
  totalReviews: 42,
};

function review(i: number): Review {
  return {
    id: `r${i}`,
    rating: (i % 5) + 1,
    title: `Title ${i}`,
    content: `Body ${i}`,
    authorName: `Author ${i}`,
    authorId: 'a',
    createdAt: `2025-02-${String(28 - i).padStart(2, '0')}T09:30:00.000Z`,
    updatedAt: '2025-03-01T00:00:00.000Z',
    editedAt: null,
    earlierVersions: 0,
    companyId: 'c1',
    company: { id: 'c1', name: company.name },
    helpfulCount: 0,
    notHelpfulCount: 0,
    verified: true,
    invited: false,
    origin: 'organic',
    checks: { emailConfirmed: true, experienceEvidenced: false },
    experienceDate: null,
    topic: null,
    incentive: 'none',
    incentivised: false,
    connection: 'none',
    reply: null,
  };
}

const reviews = Array.from({ length: 20 }, (_, i) => review(i));

test('describes the organisation', () => {
  const data = buildCompanyJsonLd(company, reviews, PAGE);
  expect(data).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': PAGE,
    name: 'Northwind Outfitters',
    url: 'https://www.northwind.example',
    description: 'Outdoor clothing and camping gear.',
    logo: 'https://cdn.northwind.example/logo.png',
    address: { '@type': 'PostalAddress', addressLocality: 'Leeds, United Kingdom', addressCountry: 'GB' },
  });
});

test('aggregateRating carries the value, the count and the scale', () => {
  expect(buildCompanyJsonLd(company, reviews, PAGE).aggregateRating).toEqual({
    '@type': 'AggregateRating',
    ratingValue: '4.3',
    reviewCount: 42,
    bestRating: 5,
    worstRating: 1,
  });
});

test(`marks up at most ${MAX_STRUCTURED_REVIEWS} reviews, the first ones given`, () => {
  const marked = buildCompanyJsonLd(company, reviews, PAGE).review!;
  expect(MAX_STRUCTURED_REVIEWS).toBe(10);
  expect(marked).toHaveLength(10);
  expect(marked.map((r) => r.name)).toEqual(reviews.slice(0, 10).map((r) => r.title));
});

test('each review has its author, date, rating, name and body', () => {
  expect(buildCompanyJsonLd(company, reviews, PAGE).review![0]).toEqual({
    '@type': 'Review',
    author: { '@type': 'Person', name: 'Author 0' },
    datePublished: '2025-02-28',
    reviewRating: { '@type': 'Rating', ratingValue: 1, bestRating: 5, worstRating: 1 },
    name: 'Title 0',
    reviewBody: 'Body 0',
  });
});

test('fewer than 10 reviews are all marked up', () => {
  expect(buildCompanyJsonLd(company, reviews.slice(0, 3), PAGE).review).toHaveLength(3);
});

test('without reviews there is no rating or review markup', () => {
  const data = buildCompanyJsonLd({ ...company, totalReviews: 0, averageRating: '0.0' }, [], PAGE);
  expect(data).not.toHaveProperty('aggregateRating');
  expect(data).not.toHaveProperty('review');
  expect(data.name).toBe('Northwind Outfitters');
});

test('leaves out data: logos and missing fields', () => {
  const data = buildCompanyJsonLd(
    { ...company, logoUrl: 'data:image/svg+xml;base64,AAAA', website: null, location: null, countryCode: null, description: '' },
    reviews,
    PAGE,
  );
  expect(data).not.toHaveProperty('logo');
  expect(data).not.toHaveProperty('url');
  expect(data).not.toHaveProperty('address');
  expect(data).not.toHaveProperty('description');
});

test('serialised JSON cannot close its script element', () => {
  const json = serializeJsonLd({ reviewBody: 'Great </script><script>alert(1)</script>' });
  expect(json).not.toContain('</script>');
  expect(JSON.parse(json)).toEqual({ reviewBody: 'Great </script><script>alert(1)</script>' });
});

import {
  categoryPath,
  companiesHeading,
  companiesSearchParams,
  companyCountLabel,
  companySearchPath,
  pageCount,
  parseCompaniesParams,
} from '../utils/companies-params';

describe('companySearchPath', () => {
  test('trims the text and encodes it', () => {
    expect(companySearchPath('  bank  ')).toBe('/companies?search=bank');
    expect(companySearchPath('Home & Garden')).toBe('/companies?search=Home+%26+Garden');
  });

  test.each(['', '   ', '\t\n '])('ignores blank input %j', (text) => {
    expect(companySearchPath(text)).toBeNull();
  });
});

test('categoryPath links to the filtered listing', () => {
  expect(categoryPath('Real Estate')).toBe('/companies?category=Real+Estate');
});

describe('parseCompaniesParams', () => {
  test('reads search, category, country, sort and page', () => {
    expect(parseCompaniesParams(new URLSearchParams('search=%20bank%20&category=Banking&country=gb&sort=reviews&page=3'))).toEqual({
      search: 'bank',
      category: 'Banking',
      country: 'GB',
      sort: 'reviews',
      page: 3,
    });
  });

  test.each(['country=Germany', 'country=G', 'country=123', ''])('reads no country from %j', (query) => {
    expect(parseCompaniesParams(new URLSearchParams(query)).country).toBe('');
  });

  test.each(['sort=rating', 'sort=', ''])('sorts by name for %j', (query) => {
    expect(parseCompaniesParams(new URLSearchParams(query)).sort).toBe('name');
  });

  test.each(['', 'page=0', 'page=-2', 'page=abc'])('falls back to page 1 for %j', (query) => {
    expect(parseCompaniesParams(new URLSearchParams(query)).page).toBe(1);
  });
});

test('companiesSearchParams leaves out empty values and page 1', () => {
  expect(companiesSearchParams({ search: ' ', category: '', page: 1 }).toString()).toBe('');
  expect(companiesSearchParams({ search: 'air', category: 'Travel', page: 2 }).toString()).toBe('search=air&category=Travel&page=2');
  expect(companiesSearchParams({ country: 'DE', sort: 'name' }).toString()).toBe('country=DE');
  expect(companiesSearchParams({ category: 'Travel', country: 'FR', sort: 'trustscore', page: 4 }).toString()).toBe('category=Travel&country=FR&sort=trustscore&page=4');
});

test('pageCount rounds up and is at least 1', () => {
  expect(pageCount(0)).toBe(1);
  expect(pageCount(24)).toBe(1);
  expect(pageCount(25)).toBe(2);
  expect(pageCount(180)).toBe(8);
});

test('companiesHeading names the search and the category', () => {
  expect(companiesHeading({ search: '', category: '' })).toBe('All companies');
  expect(companiesHeading({ search: 'bank', category: '' })).toBe('Companies matching “bank”');
  expect(companiesHeading({ search: '', category: 'Banking' })).toBe('Banking companies');
  expect(companiesHeading({ search: 'north', category: 'Banking' })).toBe('Banking companies matching “north”');
  expect(companiesHeading({ search: '', category: '', country: 'DE' })).toBe('Companies in Germany');
  expect(companiesHeading({ search: 'air', category: '', country: 'GB' })).toBe('Companies in United Kingdom matching “air”');
  expect(companiesHeading({ search: '', category: 'Travel', country: 'FR' })).toBe('Travel companies in France');
});

test('companyCountLabel', () => {
  expect(companyCountLabel(1)).toBe('1 company');
  expect(companyCountLabel(1200)).toBe('1,200 companies');
});

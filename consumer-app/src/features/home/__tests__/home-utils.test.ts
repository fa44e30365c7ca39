import { categoriesToShow, hasMoreCategories, HOME_CATEGORIES } from '../utils/home-categories';
import { siteStats } from '../utils/site-stats';

const all = [
  { name: 'E-commerce', companyCount: 15, aliases: [] },
  { name: 'Restaurants', companyCount: 11, aliases: ['Restaurant'] },
  { name: 'Real Estate', companyCount: 13, aliases: [] },
  { name: 'Automotive', companyCount: 7, aliases: [] },
  { name: 'Technology', companyCount: 9, aliases: [] },
  { name: 'Banking', companyCount: 5, aliases: [] },
  { name: 'Retail', companyCount: 10, aliases: [] },
];

describe('categoriesToShow', () => {
  test('collapsed: the six home categories in order, with counts (0 when the API has none)', () => {
    const shown = categoriesToShow(all, false);
    expect(shown.map((c) => c.name)).toEqual([...HOME_CATEGORIES]);
    expect(shown.map((c) => c.companyCount)).toEqual([15, 11, 13, 7, 9, 0]);
  });

  test('expanded: the full list from the API', () => {
    expect(categoriesToShow(all, true)).toEqual(all);
  });

  test('before the list loads: the six names without counts, even when expanded', () => {
    expect(categoriesToShow(undefined, true)).toEqual(HOME_CATEGORIES.map((name) => ({ name, companyCount: undefined })));
  });
});

test('hasMoreCategories only when the API lists categories beyond the home six', () => {
  expect(hasMoreCategories(undefined)).toBe(false);
  expect(hasMoreCategories(all.slice(0, 5))).toBe(false);
  expect(hasMoreCategories(all)).toBe(true);
});

describe('siteStats', () => {
  test('formats the API numbers, the people registered included, and nothing the data does not back', () => {
    const stats = siteStats({ totalReviews: 3600, totalCompanies: 180, averageRating: '3.7', totalUsers: 1234 });
    expect(stats.map((s) => s.value)).toEqual(['3K+', '180', '3.7', '1K+']);
    expect(stats.map((s) => s.label)).toEqual(['Reviews written', 'Companies listed', 'Average rating', 'Registered users']);
  });

  test('an empty site shows its zeros, not the fallbacks', () => {
    expect(siteStats({ totalReviews: 0, totalCompanies: 0, averageRating: '0.0', totalUsers: 0 }).map((s) => s.value)).toEqual(['0', '0', '0.0', '0']);
  });

  test('uses the fallback figures when the stats read failed, with no user count', () => {
    const stats = siteStats(undefined);
    expect(stats.map((s) => s.value)).toEqual(['30K+', '120+', '4.2']);
    expect(stats.map((s) => s.label)).toEqual(['Reviews written', 'Companies listed', 'Average rating']);
  });
});

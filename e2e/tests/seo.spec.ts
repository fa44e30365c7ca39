// What a crawler reads without running JavaScript: the company page's head from the real API, a
// 404 for an unknown company, the sitemap; and the site working under its Content-Security-Policy.
import { expect, test } from '@playwright/test';
import { apiGet } from '../support/api';

test('the HTML of a company page names it for crawlers and previews; an unknown one is a 404', async ({ request }) => {
  const [company] = await apiGet<{ id: string; name: string; totalReviews: number }[]>('/api/companies/featured?limit=1');
  const res = await request.get(`/companies/${company.id}`);
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain(`<link rel="canonical" href="http://localhost:`);
  expect(html).toMatch(new RegExp(`<meta property="og:url" content="http://localhost:\\d+/companies/${company.id}">`));
  const ld = JSON.parse(html.match(/<script type="application\/ld\+json" id="company-jsonld"[^>]*>([^<]*)<\/script>/)![1]);
  expect(ld.aggregateRating.reviewCount).toBe(company.totalReviews);
  expect(ld.review.length).toBeLessThanOrEqual(10);
  expect((await request.get('/companies/00000000-0000-4000-8000-000000000000')).status()).toBe(404);
  const index = await (await request.get('/sitemap.xml')).text();
  expect(index).toMatch(/<loc>http:\/\/localhost:\d+\/sitemaps\/companies-0\.xml<\/loc>/);
  expect(await (await request.get('/sitemaps/companies-0.xml')).text()).toContain(`/companies/${company.id}</loc>`);
});

test('the company page renders under the site\'s Content-Security-Policy, with one copy of its markup', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content.Security.Policy|Refused to/i.test(m.text())) violations.push(m.text());
  });
  const [company] = await apiGet<{ id: string; name: string }[]>('/api/companies/featured?limit=1');
  const res = await page.goto(`/companies/${company.id}`);
  expect(res!.headers()['content-security-policy']).toContain("object-src 'none'");
  await expect(page.getByRole('heading', { level: 1, name: company.name })).toBeVisible();
  await expect(page).toHaveTitle(`${company.name} | TrustReviews`);
  expect(await page.locator('script[type="application/ld+json"]').count()).toBe(1);
  expect(violations).toEqual([]);
});

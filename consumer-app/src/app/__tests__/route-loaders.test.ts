// What the consumer pages declare for the shell's server: the reads of their first view (the same
// cache entries their components read, so the browser makes none of them again) and their head.
import { QueryClient } from '@tanstack/react-query';
import { answersIn, ApiError, queryKeys, type RouteMatch, type RoutePageModule } from 'shared-ui';
import { makeCompanyDetail, makeReview } from 'shared-ui/test-support';
import { companiesQuery } from '../../features/companies/api/get-companies';
import { routes } from '../routes';

const SITE = 'https://reviews.example';
const match = (params: Record<string, string> = {}, search = ''): RouteMatch => ({ params, search: new URLSearchParams(search), site: SITE });
const pageOf = async (path: string): Promise<RoutePageModule> => routes.find((r) => r.path === path)!.load();

/** A query client holding the given answers by key, as the server's holds them after the prefetch. */
function answers(entries: Array<[readonly unknown[], unknown]>, failed: Array<[readonly unknown[], Error]> = []) {
  const client = new QueryClient();
  for (const [key, data] of entries) client.setQueryData(key, data);
  for (const [key, error] of failed) {
    const query = client.getQueryCache().build(client, { queryKey: key });
    query.setState({ status: 'error', error, fetchStatus: 'idle' });
  }
  return answersIn(client);
}

describe('the home page', () => {
  it('reads the categories, the top-rated companies, the recent reviews and the site in numbers, as its sections do', async () => {
    const page = await pageOf('/');
    expect(page.loader!(match()).map((q) => q.queryKey)).toEqual([queryKeys.categories, queryKeys.featured, queryKeys.recentReviews, queryKeys.stats]);
  });

  it('names the site, its canonical address and its company search for search engines', async () => {
    const head = (await pageOf('/')).head!(match(), answers([]));
    expect(head).toMatchObject({ title: expect.stringContaining('TrustReviews'), canonical: `${SITE}/` });
    expect(head.jsonLd![0].data).toMatchObject({ '@type': 'WebSite', potentialAction: { target: `${SITE}/companies?search={search_term_string}` } });
  });
});

describe('a company page', () => {
  const company = makeCompanyDetail({
    id: '62feb5ca-b73d-499d-8d1d-43cadd4edc97',
    name: 'Acme & Co',
    logoUrl: 'javascript:alert(1)',
    reviews: Array.from({ length: 12 }, (_, i) => makeReview({ id: `r${i}`, title: `Review ${i}` })),
  });

  it('reads the company and its review highlights, under the keys its page reads (the highlights under the company’s)', async () => {
    expect((await pageOf('/companies/:id')).loader!(match({ id: company.id })).map((q) => q.queryKey)).toEqual([
      queryKeys.company(company.id),
      [...queryKeys.company(company.id), 'highlights'],
    ]);
  });

  it('names the company, its canonical address, previews and review markup of at most 10 reviews; an image only over http(s)', async () => {
    const head = (await pageOf('/companies/:id')).head!(match({ id: company.id }), answers([[queryKeys.company(company.id), company]]));
    expect(head.status ?? 200).toBe(200);
    expect(head.title).toBe('Acme & Co | TrustReviews');
    expect(head.canonical).toBe(`${SITE}/companies/${company.id}`);
    expect(head.openGraph).toMatchObject({ title: 'Acme & Co | TrustReviews', url: `${SITE}/companies/${company.id}`, image: undefined });
    const jsonLd = head.jsonLd![0];
    expect(jsonLd).toMatchObject({ id: 'company-jsonld', attributes: { 'data-company': company.id } });
    expect((jsonLd.data as { review: unknown[] }).review).toHaveLength(10);
  });

  it('is a 404, not to be indexed, when the API says there is no such company', async () => {
    const page = await pageOf('/companies/:id');
    const head = page.head!(match({ id: 'nope' }), answers([], [[queryKeys.company('nope'), new ApiError(404, '{"message":"Company not found"}', 'Not Found')]]));
    expect(head).toMatchObject({ status: 404, robots: 'noindex', title: 'Company Not Found | TrustReviews' });
  });

  it('keeps the site\'s own head when the API did not answer in time (the browser renders the page)', async () => {
    expect((await pageOf('/companies/:id')).head!(match({ id: company.id }), answers([]))).toEqual({});
  });
});

describe('the company listing', () => {
  it('reads the page of companies the address asks for, and the filters\' lists', async () => {
    const keys = (await pageOf('/companies')).loader!(match({}, 'category=E-commerce&sort=reviews&page=2&country=de')).map((q) => q.queryKey);
    expect(keys).toEqual([
      companiesQuery({ search: '', category: 'E-commerce', country: 'DE', sort: 'reviews', offset: 24, limit: 24 }).queryKey,
      queryKeys.categories,
      ['/api/countries'],
    ]);
  });

  it('is titled by its filters, with the canonical address of the listing asked for', async () => {
    const head = (await pageOf('/companies')).head!(match({}, 'category=E-commerce&utm_source=x'), answers([]));
    expect(head.title).toBe('E-commerce companies | TrustReviews');
    expect(head.canonical).toBe(`${SITE}/companies?category=E-commerce`);
    expect(head.robots).toBeUndefined();
    const searched = (await pageOf('/companies')).head!(match({}, 'search=acme'), answers([]));
    expect(searched.robots).toBe('noindex, follow');
    expect(searched.canonical).toBe(`${SITE}/companies?search=acme`);
  });
});

it('every public content page declares its title and canonical address', async () => {
  for (const path of ['/about', '/guidelines', '/trust-safety', '/how-reviews-are-verified', '/help', '/contact', '/privacy', '/terms', '/careers', '/press', '/cookies', '/disclaimer', '/mobile-app']) {
    const head = (await pageOf(path)).head?.(match(), answers([]));
    expect(head).toMatchObject({ canonical: `${SITE}${path}`, title: expect.stringMatching(/ \| TrustReviews$/) });
  }
});

// What crawlers and link previews read without JavaScript: the company page's and the home page's
// head, 404 for an unknown company, robots.txt and the sitemaps, against a fake API.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createShellServer } from './serve.mjs';

const ID = '3f2a9c1e-8b7d-4e6f-9a1b-2c3d4e5f6a7b';
const OTHER = '00000000-0000-4000-8000-000000000000';
const SITE = 'https://reviews.example';

const company = {
  id: ID,
  name: 'Acme </title><script>alert(1)</script> & Sons',
  category: 'Retail',
  description: 'Hardware for "careful" people.',
  logoUrl: 'https://cdn.example/acme.png',
  website: 'https://acme.example',
  location: 'Leeds',
  countryCode: 'GB',
  averageRating: '4.2',
  totalReviews: 12,
  reviews: Array.from({ length: 12 }, (_, i) => ({
    id: `r${i}`,
    rating: 4,
    title: `Review ${i}`,
    content: i === 0 ? 'Closing the tag: </script><script>alert(2)</script>' : 'Fine.',
    authorName: 'Dana K.',
    createdAt: '2026-10-0' + ((i % 9) + 1) + 'T10:00:00.000Z',
  })),
};

function startFakeApi() {
  const server = http.createServer((req, res) => {
    const json = (status, body) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.url === `/api/companies/${ID}`) return json(200, company);
    if (req.url.startsWith('/api/companies/sitemap?page=')) {
      const page = Number(req.url.split('=')[1]);
      const companies = page < 2 ? [{ id: page === 0 ? ID : OTHER, updatedAt: '2026-11-01T08:00:00.000Z' }] : [];
      return json(200, { page, pages: 2, pageSize: 10000, companies });
    }
    return json(404, { statusCode: 404, error: 'Not Found', message: 'Company not found.' });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('pages that crawlers read', () => {
  let api;
  let app;
  let url;
  let dist;
  before(async () => {
    api = await startFakeApi();
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-seo-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>Shell</title><meta name="description" content="Shell."></head><body><div id="root"></div></body></html>');
    app = await createShellServer({ dist, api: `http://127.0.0.1:${api.address().port}`, env: { SITE_URL: SITE },
      // No remote's routes manifest is read: no request leaves this test.
      remoteRoutes: { fetch: async () => Promise.reject(new Error('offline')), warn: () => undefined },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${app.server.address().port}`;
  });
  after(async () => {
    await app.close();
    api.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  test('a company page carries its title, description, canonical URL, Open Graph tags and review markup, escaped', async () => {
    const res = await fetch(`${url}/companies/${ID}`);
    assert.equal(res.status, 200);
    const html = await res.text();
    const title = html.match(/<title>([^<]*)<\/title>/)[1];
    assert.equal(title, 'Acme &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; Sons | TrustReviews');
    assert.equal((html.match(/<title>/g) ?? []).length, 1);
    assert.match(html, /<meta name="description" content="12 reviews of Acme &lt;\/title&gt;.* rated 4\.2 out of 5\. Retail in Leeds\. Hardware for &quot;careful&quot; people\.">/);
    assert.ok(html.includes(`<link rel="canonical" href="${SITE}/companies/${ID}">`));
    assert.ok(html.includes(`<meta property="og:url" content="${SITE}/companies/${ID}">`));
    assert.ok(html.includes('<meta property="og:image" content="https://cdn.example/acme.png">'));
    assert.ok(!html.includes('<script>alert'), 'page data never becomes markup');
    const ld = html.match(/<script type="application\/ld\+json" id="company-jsonld" data-company="([^"]+)">([^<]*)<\/script>/);
    assert.equal(ld[1], ID);
    const data = JSON.parse(ld[2]);
    assert.equal(data['@id'], `${SITE}/companies/${ID}`);
    assert.deepEqual(data.aggregateRating, { '@type': 'AggregateRating', ratingValue: '4.2', reviewCount: 12, bestRating: 5, worstRating: 1 });
    assert.equal(data.review.length, 10);
    assert.equal(data.review[0].reviewBody, company.reviews[0].content);
  });

  test('an unknown company answers 404 with the app page, not to be indexed', async () => {
    for (const p of [`/companies/${OTHER}`, '/companies/not-an-id']) {
      const res = await fetch(url + p);
      assert.equal(res.status, 404, p);
      const html = await res.text();
      assert.match(html, /<title>Company Not Found \| TrustReviews<\/title>/);
      assert.ok(html.includes('<meta name="robots" content="noindex">'));
      assert.ok(html.includes('<div id="root"></div>'));
    }
  });

  test('the home page carries the site\'s title, description, canonical URL and search markup', async () => {
    const html = await (await fetch(`${url}/`)).text();
    assert.match(html, /<title>TrustReviews - Read reviews\./);
    assert.ok(html.includes(`<link rel="canonical" href="${SITE}/">`));
    const data = JSON.parse(html.match(/<script type="application\/ld\+json">([^<]*)<\/script>/)[1]);
    assert.equal(data.potentialAction.target, `${SITE}/companies?search={search_term_string}`);
  });

  test('robots.txt names the sitemap; the sitemap index lists the pages and every companies file; each lists its companies', async () => {
    const robots = await (await fetch(`${url}/robots.txt`)).text();
    assert.match(robots, /^User-agent: \*$/m);
    assert.match(robots, /^Disallow: \/api\/$/m);
    // Pages whose links carry tokens (invitations, opt-outs) are no one's to index.
    assert.match(robots, /^Disallow: \/write-review$/m);
    assert.match(robots, /^Disallow: \/unsubscribe$/m);
    assert.match(robots, new RegExp(`^Sitemap: ${SITE}/sitemap.xml$`, 'm'));
    const index = await fetch(`${url}/sitemap.xml`);
    assert.match(index.headers.get('content-type'), /^application\/xml/);
    const locs = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    assert.deepEqual(locs, [`${SITE}/sitemaps/pages.xml`, `${SITE}/sitemaps/companies-0.xml`, `${SITE}/sitemaps/companies-1.xml`]);
    const second = await (await fetch(`${url}/sitemaps/companies-1.xml`)).text();
    assert.ok(second.includes(`<url><loc>${SITE}/companies/${OTHER}</loc><lastmod>2026-11-01</lastmod></url>`));
    const pages = await (await fetch(`${url}/sitemaps/pages.xml`)).text();
    assert.ok(pages.includes(`<loc>${SITE}/trust-safety</loc>`));
    assert.equal((await fetch(`${url}/sitemaps/companies-7.xml`)).status, 404);
    assert.equal((await fetch(`${url}/sitemaps/other.xml`)).status, 404);
  });
});

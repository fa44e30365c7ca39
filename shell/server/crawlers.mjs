// /robots.txt and the sitemap of every company page: /sitemap.xml is an index of the static
// pages' sitemap and one sitemap per 10,000 companies (GET /api/companies/sitemap?page=N), so
// 100,000 companies are ten files a crawler fetches as it likes. Kept in memory briefly.
import { escapeHtml } from './shell-page.mjs';

/** Public pages worth a crawler's visit besides the companies'. */
export const STATIC_PAGES = ['/', '/companies', '/about', '/trust-safety', '/how-reviews-are-verified', '/guidelines', '/help', '/contact', '/business-plans', '/privacy', '/terms'];
const CACHE_MS = 5 * 60 * 1000;
const XML = 'application/xml; charset=utf-8';

const urlset = (entries) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n` +
  entries.map((e) => `<url><loc>${escapeHtml(e.loc)}</loc>${e.lastmod ? `<lastmod>${escapeHtml(e.lastmod)}</lastmod>` : ''}</url>`).join('\n') +
  `\n</urlset>\n`;

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {{ api: string, site: string }} options
 */
export function registerCrawlerRoutes(app, { api, site }) {
  const cache = new Map();
  /** One sitemap page of the API, at most CACHE_MS old. */
  async function companiesPage(page) {
    const kept = cache.get(page);
    if (kept && Date.now() - kept.at < CACHE_MS) return kept.value;
    const res = await fetch(`${api}/api/companies/sitemap?page=${page}`, { signal: AbortSignal.timeout(10_000) });
    if (!res.ok) throw new Error(`sitemap page ${page}: ${res.status}`);
    const value = await res.json();
    cache.set(page, { at: Date.now(), value });
    return value;
  }
  const xml = (reply, body) => reply.header('cache-control', 'public, max-age=300').type(XML).send(body);
  const unavailable = (reply) =>
    reply.header('retry-after', '60').code(503).type('text/plain; charset=utf-8').send('The sitemap is not available right now.');

  app.get('/robots.txt', (_request, reply) => {
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(
        ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /admin', 'Disallow: /account/', 'Disallow: /profile', 'Disallow: /business/', 'Disallow: /write-review', 'Disallow: /unsubscribe', `Sitemap: ${site}/sitemap.xml`, ''].join(
          '\n',
        ),
      );
  });

  app.get('/sitemap.xml', async (_request, reply) => {
    let first;
    try {
      first = await companiesPage(0);
    } catch {
      return unavailable(reply);
    }
    const files = [`${site}/sitemaps/pages.xml`, ...Array.from({ length: first.pages }, (_, n) => `${site}/sitemaps/companies-${n}.xml`)];
    return xml(
      reply,
      `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n` +
        files.map((loc) => `<sitemap><loc>${escapeHtml(loc)}</loc></sitemap>`).join('\n') +
        `\n</sitemapindex>\n`,
    );
  });

  app.get('/sitemaps/pages.xml', (_request, reply) => xml(reply, urlset(STATIC_PAGES.map((p) => ({ loc: `${site}${p}` })))));

  app.get('/sitemaps/:file', async (request, reply) => {
    const match = /^companies-(\d{1,5})\.xml$/.exec(request.params.file);
    if (!match) return reply.code(404).type('text/plain').send('Not found');
    let page;
    try {
      page = await companiesPage(Number(match[1]));
    } catch {
      return unavailable(reply);
    }
    if (page.companies.length === 0 && page.page > 0) return reply.code(404).type('text/plain').send('Not found');
    return xml(reply, urlset(page.companies.map((c) => ({ loc: `${site}/companies/${c.id}`, lastmod: c.updatedAt.slice(0, 10) }))));
  });
}

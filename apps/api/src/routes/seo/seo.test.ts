/**
 * robots.txt and the sitemaps, over HTTP: the index names every file, the files list exactly the
 * jobs the public job search finds and the companies the public company list shows, split at the
 * page size, as well-formed XML, cached for five minutes.
 */
import { ApiErrorBodySchema, EnterpriseSchema, envelope, paged, PostPageResponseSchema } from '@jobhub/sdk/contract';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { MINUTE_MS } from '../../lib/clock';
import { describeEachDatabase, useTestContext } from '../../test/context';
import { createCatalogue, createEmployer, dateIn, insertPost, type TestCatalogue, type TestEmployer } from '../../test/employer-fixtures';
import { DISALLOWED_PATHS } from './robots';
import { seoRoutes } from './seo.routes';
import { sitemapIndexXml, urlsetChunks } from './sitemap-xml';

/** Where the test mounts a second copy of the routes with two URLs a file and one row a query. */
const PAGED = '/paged';
const parser = new XMLParser({ htmlEntities: true, isArray: (name) => name === 'url' || name === 'sitemap' });

interface Urlset {
  urlset: { '@_xmlns'?: string; url?: { loc: string; lastmod?: string }[] };
}
interface SitemapIndex {
  sitemapindex: { sitemap?: { loc: string }[] };
}

function parseXml<T>(text: string): T {
  expect(XMLValidator.validate(text)).toBe(true);
  return parser.parse(text) as T;
}

describe('sitemap XML', () => {
  it('escapes every value', async () => {
    const chunks: string[] = [];
    for await (const chunk of urlsetChunks([[{ loc: 'https://x.vn/a?b=1&c=<d>"\'' }]])) chunks.push(chunk);
    const text = chunks.join('');
    expect(text).toContain('<loc>https://x.vn/a?b=1&amp;c=&lt;d&gt;&quot;&#39;</loc>');
    expect(parseXml<Urlset>(text).urlset.url?.[0]?.loc).toBe('https://x.vn/a?b=1&c=<d>"\'');
    expect(sitemapIndexXml(['https://x.vn/s?a&b'])).toContain('<loc>https://x.vn/s?a&amp;b</loc>');
  });
});

describeEachDatabase('robots.txt and sitemaps', (kind) => {
  const ctx = useTestContext(kind, {
    configure: async (app) => {
      await app.register(seoRoutes, { prefix: PAGED, pageSize: 2, batchSize: 1 });
    },
  });
  let catalogue: TestCatalogue;
  let employer: TestEmployer;
  let open: number[];
  let closed: Record<'hidden' | 'expired' | 'removed' | 'pendingCompany', number>;
  let pending: TestEmployer;
  let rejected: TestEmployer;

  const get = (url: string) => ctx().inject({ method: 'GET', url });
  const origin = () => ctx().env.PUBLIC_URL;
  /** The injectable path of an absolute sitemap URL (under `prefix` for the paged copy). */
  const pathOf = (loc: string, prefix = '') => `${prefix}${loc.slice(origin().length)}`;
  const idsOf = (urls: { loc: string }[], pagePath: string) => urls.map(({ loc }) => Number(loc.slice(`${origin()}${pagePath}`.length)));

  async function readSitemaps(prefix = '') {
    const index = await get(`${prefix}/sitemap.xml`);
    expect(index.statusCode).toBe(200);
    const files = (parseXml<SitemapIndex>(index.body).sitemapindex.sitemap ?? []).map(({ loc }) => loc);
    const urls = new Map<string, { loc: string; lastmod?: string }[]>();
    for (const file of files) {
      const response = await get(pathOf(file, prefix));
      expect(response.statusCode, file).toBe(200);
      urls.set(file, parseXml<Urlset>(response.body).urlset.url ?? []);
    }
    return { files, urls };
  }

  beforeAll(async () => {
    catalogue = await createCatalogue(ctx());
    employer = await createEmployer(ctx());
    pending = await createEmployer(ctx(), { state: 'pending' });
    rejected = await createEmployer(ctx(), { state: 'rejected' });
    open = [];
    for (let i = 0; i < 5; i++) open.push(await insertPost(ctx(), employer, catalogue));
    closed = {
      hidden: await insertPost(ctx(), employer, catalogue, { is_active: false }),
      expired: await insertPost(ctx(), employer, catalogue, { deadline: dateIn(ctx(), -1) }),
      removed: await insertPost(ctx(), employer, catalogue, { is_removed: true }),
      pendingCompany: await insertPost(ctx(), pending, catalogue),
    };
  });

  it('robots.txt allows the public pages, keeps crawlers out of every signed-in area and names the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /']);
    for (const path of ['/admin', '/employer', '/profile', '/candidate/', '/my-applications', '/saved-jobs', '/my-criteria', '/job-recommendations', '/notifications', '/premium', '/payment-', '/api/', '/dev/', '/oauth/']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines.filter((line) => line.startsWith('Disallow: '))).toHaveLength(DISALLOWED_PATHS.length);
    for (const publicPath of ['/', '/job-search', '/job/1', '/enterprises/1', '/companies', '/about']) {
      expect(DISALLOWED_PATHS.some((path) => publicPath.startsWith(path)), publicPath).toBe(false);
    }
    expect(lines).toContain(`Sitemap: ${origin()}/sitemap.xml`);
  });

  it('lists exactly the jobs the public search finds and the companies the public list shows', async () => {
    const { files, urls } = await readSitemaps();
    expect(files).toEqual([`${origin()}/sitemaps/pages.xml`, `${origin()}/sitemaps/jobs-1.xml`, `${origin()}/sitemaps/companies-1.xml`]);

    const jobs = urls.get(`${origin()}/sitemaps/jobs-1.xml`)!;
    const searched = PostPageResponseSchema.parse((await get('/api/posts/search/?page_size=100')).json()).data.results.map((row) => row.id);
    expect(idsOf(jobs, '/job/')).toEqual([...searched].sort((a, b) => a - b));
    expect(idsOf(jobs, '/job/')).toEqual(open);
    for (const id of Object.values(closed)) expect(idsOf(jobs, '/job/')).not.toContain(id);
    for (const url of jobs) expect(new Date(url.lastmod!).toISOString()).toBe(url.lastmod);

    const companies = idsOf(urls.get(`${origin()}/sitemaps/companies-1.xml`)!, '/enterprises/');
    const listed = envelope(paged(EnterpriseSchema)).parse((await get('/api/enterprises/?page_size=100')).json()).data.results.map((e) => e.id);
    expect(companies).toEqual([...listed].sort((a, b) => a - b));
    expect(companies).toContain(employer.enterpriseId);
    expect(companies).not.toContain(pending.enterpriseId);
    expect(companies).not.toContain(rejected.enterpriseId);

    const pages = urls.get(`${origin()}/sitemaps/pages.xml`)!.map(({ loc }) => loc.slice(origin().length));
    expect(pages).toEqual(['/', '/job-search', '/enterprises', '/companies', '/about', '/contact', '/blog', '/career-advice', '/post-job', '/pricing', '/recruitment-solutions']);
  });

  it('answers XML that caches for five minutes', async () => {
    for (const url of ['/sitemap.xml', '/sitemaps/pages.xml', '/sitemaps/jobs-1.xml', '/sitemaps/companies-1.xml']) {
      const response = await get(url);
      expect(response.headers['content-type'], url).toBe('application/xml; charset=utf-8');
      expect(response.headers['cache-control'], url).toBe('public, max-age=300');
      expect(parseXml<Urlset | SitemapIndex>(response.body)).toBeTruthy();
    }
  });

  it('splits the jobs at the page size, each in id order, none twice', async () => {
    const { files, urls } = await readSitemaps(PAGED);
    const jobFiles = files.filter((file) => file.includes('/sitemaps/jobs-'));
    expect(jobFiles).toEqual([1, 2, 3].map((n) => `${origin()}/sitemaps/jobs-${n}.xml`));
    expect(jobFiles.map((file) => urls.get(file)!.length)).toEqual([2, 2, 1]);
    expect(jobFiles.flatMap((file) => idsOf(urls.get(file)!, '/job/'))).toEqual(open);
  });

  it('answers 404 in the error shape for a page past the last and for unknown files', async () => {
    for (const url of [`${PAGED}/sitemaps/jobs-4.xml`, '/sitemaps/jobs-2.xml', '/sitemaps/companies-2.xml', '/sitemaps/jobs-0.xml', '/sitemaps/jobs-x.xml', '/sitemaps/posts-1.xml', '/sitemaps/jobs-1.xml.gz']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(ApiErrorBodySchema.parse(response.json()).status).toBe(404);
    }
  });

  it('keeps a written file for five minutes, then reads the database again', async () => {
    const before = (await get(`${PAGED}/sitemaps/jobs-3.xml`)).body;
    const added = await insertPost(ctx(), employer, catalogue);
    expect((await get(`${PAGED}/sitemaps/jobs-3.xml`)).body).toBe(before);
    ctx().clock.advance(5 * MINUTE_MS);
    const after = parseXml<Urlset>((await get(`${PAGED}/sitemaps/jobs-3.xml`)).body).urlset.url ?? [];
    expect(idsOf(after, '/job/')).toEqual([open[4], added]);
  });
});

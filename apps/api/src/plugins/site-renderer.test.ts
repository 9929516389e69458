/**
 * Server-rendered public pages, through the site's own renderer (its source entry, as the build
 * bundles it) on a seeded catalogue: what a crawler or a link preview reads without JavaScript.
 */
import { fileURLToPath } from 'node:url';
import { PostDetailResponseSchema } from '@jobhub/sdk/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../test/context';
import { makeNotPublic, ownerOf, publicPosts, seedSmallCatalogue } from '../test/marketplace-fixtures';

const SITE_RENDERER = fileURLToPath(new URL('../../../reference-site/src/entry-server.tsx', import.meta.url));

/** A link preview's request: any type accepted, no Fetch Metadata. */
const PREVIEW = { accept: '*/*', 'user-agent': 'facebookexternalhit/1.1' };

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);
}

function meta(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html);
  return match?.[1];
}

describe('server-rendered pages', () => {
  const ctx = useTestContext('pglite', { withSite: true, env: { SITE_RENDERER } });
  beforeAll(async () => seedSmallCatalogue(ctx(), 20, 3));

  it('a job page carries the job: title, h1, company, description, head tags and a JobPosting matching the API', async () => {
    const [post] = await publicPosts(ctx(), 1);
    const api = PostDetailResponseSchema.parse((await ctx().inject({ method: 'GET', url: `/api/post/${post!.id}/` })).json()).data;

    const page = await ctx().inject({ method: 'GET', url: `/job/${post!.id}`, headers: PREVIEW });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const html = page.body;
    const escaped = (text: string) => text.replace(/&/g, '&amp;');
    expect(html).toContain(`<title>${escaped(api.title)} | JobHub</title>`);
    expect(html).toContain(`<h1 id="jb-job-title">${escaped(api.title)}</h1>`);
    expect(html).toContain(escaped(api.enterprise_detail.company_name));
    expect(html).toContain(`<link rel="canonical" href="http://jobhub.test/job/${api.id}"/>`);
    expect(meta(html, 'og:url')).toBe(`http://jobhub.test/job/${api.id}`);
    expect(meta(html, 'og:image')).toBe(`http://jobhub.test/og/job/${api.id}.png`);
    expect(meta(html, 'og:type')).toBe('article');
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'description')).toContain(api.enterprise_detail.company_name);
    expect(meta(html, 'robots')).toBeUndefined();

    const [posting] = jsonLd(html);
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: api.title,
      datePosted: api.created_at,
      validThrough: `${api.deadline}T23:59:59+07:00`,
      directApply: true,
      hiringOrganization: { '@type': 'Organization', name: api.enterprise_detail.company_name },
      identifier: { '@type': 'PropertyValue', value: String(api.id) },
    });
    expect(posting!.description).toEqual(expect.any(String));
    // The browser hydrates with the very answer the page was rendered with.
    const data = JSON.parse(/<script type="application\/json" id="jobhub-page-data">(.*?)<\/script>/s.exec(html)![1]!) as { answers: { key: string; data: { id: number } }[] };
    expect(data.answers).toEqual([expect.objectContaining({ key: `job:${api.id}`, data: expect.objectContaining({ id: api.id, title: api.title }) })]);
  });

  it('an expired job stays readable, with noindex and no JobPosting; a hidden or unknown one is a 404 page', async () => {
    const [expired, hidden] = await publicPosts(ctx(), 2);
    await makeNotPublic(ctx(), expired!.id, 'expired');
    await makeNotPublic(ctx(), hidden!.id, 'removed');

    const old = await ctx().inject({ method: 'GET', url: `/job/${expired!.id}`, headers: PREVIEW });
    expect(old.statusCode).toBe(200);
    expect(meta(old.body, 'robots')).toBe('noindex');
    expect(jsonLd(old.body)).toEqual([]);
    expect(meta(old.body, 'og:image')).toBe('http://jobhub.test/og/default.png');
    expect(old.body).toContain('Tin tuyển dụng đã hết hạn nhận hồ sơ.');

    for (const url of [`/job/${hidden!.id}`, '/job/999999999', '/job/abc']) {
      const gone = await ctx().inject({ method: 'GET', url, headers: PREVIEW });
      expect(gone.statusCode, url).toBe(404);
      expect(gone.headers['content-type']).toMatch(/^text\/html/);
      expect(meta(gone.body, 'robots')).toBe('noindex');
      expect(gone.body).toContain('Không tìm thấy việc làm');
    }
  });

  it('the home page has the WebSite search box; a company page its Organization; an unknown page is a 404', async () => {
    const [post] = await publicPosts(ctx(), 1);

    const home = await ctx().inject({ method: 'GET', url: '/', headers: PREVIEW });
    expect(home.statusCode).toBe(200);
    expect(jsonLd(home.body)[0]).toMatchObject({ '@type': 'WebSite', potentialAction: { '@type': 'SearchAction' } });
    expect(home.body).toContain('Việc làm mới nhất');
    expect(home.body).toMatch(/href="\/job\/\d+"/);

    const company = await ctx().inject({ method: 'GET', url: `/enterprises/${post!.enterprise_id}`, headers: PREVIEW });
    expect(company.statusCode).toBe(200);
    expect(jsonLd(company.body)[0]).toMatchObject({ '@type': 'Organization' });
    expect(company.body).toContain(`href="/job/${post!.id}"`);

    // Whole documents: no boundary left to an inline script (the CSP allows none).
    for (const html of [home.body, company.body]) expect(html).not.toMatch(/<script>|<!--\$\?-->/);

    const missing = await ctx().inject({ method: 'GET', url: '/khong-co-trang-nay', headers: PREVIEW });
    expect(missing.statusCode).toBe(404);
    expect(meta(missing.body, 'robots')).toBe('noindex');
  });

  it('a job search lists real job links in the widget declarative shadow root, with its canonical query', async () => {
    const open = await publicPosts(ctx(), 100);
    const city = open[0]!.city;
    const page = await ctx().inject({ method: 'GET', url: `/job-search?city=${encodeURIComponent(city)}`, headers: PREVIEW });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<template shadowrootmode="open">');
    const links = [...page.body.matchAll(/href="\/job\/(\d+)"/g)].map((match) => Number(match[1]));
    expect(links.length).toBeGreaterThan(0);
    const inCity = open.filter((post) => post.city === city).map((post) => post.id);
    for (const id of links) expect(inCity).toContain(id);
    expect(page.body).toMatch(/<link rel="canonical" href="http:\/\/jobhub.test\/job-search\?[^"]*city=/);
  });

  it('pages answer HTML to a wildcard Accept; /api keeps its JSON; signed-in areas are the app shell', async () => {
    const page = await ctx().inject({ method: 'GET', url: '/about', headers: { accept: '*/*' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Về JobHub | JobHub</title>');

    const api = await ctx().inject({ method: 'GET', url: '/api/khong-co/', headers: { accept: '*/*' } });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toMatch(/^application\/json/);

    const shell = await ctx().inject({ method: 'GET', url: '/employer/posts', headers: { accept: 'text/html' } });
    expect(shell.statusCode).toBe(200);
    expect(shell.body).toContain('<div id="root"></div>');
  });
});

describe('server-rendered pages, kept for PAGE_CACHE_SECONDS', () => {
  const ctx = useTestContext('pglite', { withSite: true, env: { SITE_RENDERER, PAGE_CACHE_SECONDS: '60' } });
  beforeAll(async () => seedSmallCatalogue(ctx(), 6, 2));

  it('serves a page again without rendering it, until its employer changes the post', async () => {
    const [post] = await publicPosts(ctx(), 1);
    const read = () => ctx().inject({ method: 'GET', url: `/job/${post!.id}`, headers: PREVIEW });

    const first = await read();
    expect(first.headers['x-page-cache']).toBe('rendered');
    expect(jsonLd(first.body)).toEqual([expect.objectContaining({ '@type': 'JobPosting' })]);
    const again = await read();
    expect(again.headers['x-page-cache']).toBe('hit');
    expect(again.body).toBe(first.body);

    // The employer closing the post empties the cache: the page is rendered again, closed.
    const owner = await ownerOf(ctx(), post!);
    expect((await ctx().inject({ method: 'PUT', url: `/api/post/${post!.id}/toggle-status/`, headers: owner.headers })).statusCode).toBe(200);
    const closed = await read();
    expect(closed.headers['x-page-cache']).toBe('rendered');
    expect(meta(closed.body, 'robots')).toBe('noindex');
    expect(jsonLd(closed.body)).toEqual([]);
  });

  it('renders a missing page every time (only 200 pages are kept)', async () => {
    for (let i = 0; i < 2; i += 1) {
      const gone = await ctx().inject({ method: 'GET', url: '/job/999999999', headers: PREVIEW });
      expect(gone.statusCode).toBe(404);
      expect(gone.headers['x-page-cache']).toBe('rendered');
    }
  });
});

/**
 * The sitemaps (issue #22): `/sitemap.xml` indexes `/sitemaps/pages.xml` (the static public
 * pages) and as many `/sitemaps/jobs-{n}.xml` and `/sitemaps/companies-{n}.xml` as the counts of
 * open jobs and approved companies need at `pageSize` URLs a file. A file is written to the reply
 * as it is read from the database, in keyset batches, and kept whole for five minutes afterwards:
 * crawlers fetch the same files in bursts, and five minutes is as stale as a new job may be.
 */
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { MINUTE_MS } from '../../lib/clock';
import { createExpiringLru } from '../../lib/expiring-lru';
import { httpError, MSG_NOT_FOUND } from '../../lib/http-error';
import { vietnamToday } from '../../lib/vietnam-date';
import { approvedEnterpriseSitemapSource, openPostSitemapSource, type SitemapEntry, type SitemapSource } from '../../repositories/sitemap-entries';
import { pageCount } from '../../repositories/sql-rows';
import { SITEMAP_MAX_URLS, sitemapIndexXml, urlsetChunks, type SitemapUrl } from './sitemap-xml';

export interface SitemapOptions {
  /** URLs a file (default and maximum: the protocol's 50,000). */
  pageSize?: number;
  /** Rows a query while a file is written. */
  batchSize?: number;
}

const CACHE_MS = 5 * MINUTE_MS;
const CACHE_CONTROL = `public, max-age=${CACHE_MS / 1000}`;
const XML_TYPE = 'application/xml; charset=utf-8';
/** Files kept at once: the index, pages.xml and 2,000,000 jobs' worth of job files (~3.5 MB each). */
const CACHED_FILES = 42;
const DEFAULT_BATCH = 1000;

/** The public pages that are the same for everyone (SPEC §2: open routes and the footer's info pages). */
const STATIC_PAGES = ['/', '/job-search', '/enterprises', '/companies', '/about', '/contact', '/blog', '/career-advice', '/post-job', '/pricing', '/recruitment-solutions'];

/** Paged files: the source of their rows and the page path of a row. */
const KINDS = {
  jobs: { source: (app: FastifyInstance) => openPostSitemapSource(app.db, vietnamToday(app.clock.now())), path: '/job/' },
  companies: { source: (app: FastifyInstance) => approvedEnterpriseSitemapSource(app.db), path: '/enterprises/' },
} as const;
type Kind = keyof typeof KINDS;
const PAGED_FILE = /^(jobs|companies)-([1-9][0-9]{0,8})\.xml$/;

/** The rows of page `page` (from 1) of `source`, batch by batch. */
async function* pageBatches(source: SitemapSource, page: number, pageSize: number, batchSize: number): AsyncGenerator<SitemapEntry[]> {
  let afterId = await source.idBefore((page - 1) * pageSize);
  for (let left = pageSize; left > 0; ) {
    const limit = Math.min(batchSize, left);
    const rows = await source.after(afterId, limit);
    if (rows.length > 0) yield rows;
    if (rows.length < limit) return;
    left -= rows.length;
    afterId = rows[rows.length - 1]!.id;
  }
}

function sendXml(reply: FastifyReply, body: string | Readable): FastifyReply {
  return reply.header('cache-control', CACHE_CONTROL).type(XML_TYPE).send(body);
}

/**
 * Registers GET /sitemap.xml and GET /sitemaps/{file}.
 * @example await app.register(sitemapRoutes, { pageSize: 2 }); // a test's small files
 */
export async function sitemapRoutes(app: FastifyInstance, options: SitemapOptions) {
  const pageSize = Math.min(options.pageSize ?? SITEMAP_MAX_URLS, SITEMAP_MAX_URLS);
  const batchSize = options.batchSize ?? DEFAULT_BATCH;
  const cache = createExpiringLru<string>(CACHED_FILES);
  const origin = app.env.PUBLIC_URL;
  const nowMs = () => app.clock.now().getTime();

  /** Writes `file` to the reply from `chunks`, and keeps it whole once the last chunk is out. */
  const sendFile = (reply: FastifyReply, file: string, chunks: AsyncIterable<string>) => {
    const kept: string[] = [];
    async function* recorded() {
      for await (const chunk of chunks) {
        kept.push(chunk);
        yield chunk;
      }
      cache.set(file, kept.join(''), nowMs() + CACHE_MS);
    }
    return sendXml(reply, Readable.from(recorded()));
  };

  app.get('/sitemap.xml', async (_request, reply) => {
    const cached = cache.get('sitemap.xml', nowMs());
    if (cached !== undefined) return sendXml(reply, cached);
    const files = [`${origin}/sitemaps/pages.xml`];
    for (const kind of Object.keys(KINDS) as Kind[]) {
      const pages = pageCount(await KINDS[kind].source(app).count(), pageSize);
      for (let page = 1; page <= pages; page++) files.push(`${origin}/sitemaps/${kind}-${page}.xml`);
    }
    const body = sitemapIndexXml(files);
    cache.set('sitemap.xml', body, nowMs() + CACHE_MS);
    return sendXml(reply, body);
  });

  app.get<{ Params: { file: string } }>('/sitemaps/:file', async (request, reply) => {
    const { file } = request.params;
    const cached = cache.get(file, nowMs());
    if (cached !== undefined) return sendXml(reply, cached);
    if (file === 'pages.xml') {
      return sendFile(reply, file, urlsetChunks([STATIC_PAGES.map((path) => ({ loc: `${origin}${path}` }))]));
    }
    const match = PAGED_FILE.exec(file);
    if (!match) throw httpError(404, MSG_NOT_FOUND);
    const kind = KINDS[match[1] as Kind];
    const page = Number(match[2]);
    const source = kind.source(app);
    if (page > pageCount(await source.count(), pageSize)) throw httpError(404, MSG_NOT_FOUND);
    async function* urls() {
      for await (const rows of pageBatches(source, page, pageSize, batchSize)) {
        yield rows.map(({ id, lastmod }): SitemapUrl => ({ loc: `${origin}${kind.path}${id}`, ...(lastmod ? { lastmod } : {}) }));
      }
    }
    return sendFile(reply, file, urlsetChunks(urls()));
  });
}

/**
 * Server rendering of the site's public pages: loads the site's renderer (SITE_RENDERER, built
 * by `vite build --ssr` from apps/reference-site/src/entry-server.tsx) and answers a page request
 * with the HTML it streams.
 *
 * The renderer reads its data through the SDK like the browser does, but its `fetch` is
 * `app.inject`: each call runs this API's own route, validation and repository code in-process
 * (no socket, no second copy of any query), as an anonymous visitor — the server never knows who
 * is signed in (tokens live in the browser), so it renders what anyone may see.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createPageCache, type RenderedHtml } from './page-cache';

/** What the site's renderer gives back (src/entry-server.tsx `createPageRenderer`). */
interface RenderedPage {
  status: number;
  body: Readable;
}

interface RenderOptions {
  fetch: typeof globalThis.fetch;
  publicUrl: string;
  onError?: (error: unknown) => void;
}

type RenderPage = (request: Request, options: RenderOptions) => Promise<RenderedPage | null>;

/** Statuses whose answer has no body (a Response refuses one). */
const NO_BODY = new Set([204, 205, 304]);

/** A `fetch` whose requests are answered by this app's own routes, in-process. */
function inProcessFetch(app: FastifyInstance): typeof globalThis.fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const answer = await app.inject({
      method: request.method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(request.headers),
      ...(body ? { payload: body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(NO_BODY.has(answer.statusCode) ? null : new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers });
  };
}

/** Renders site pages for the site plugin; `render` answers false when the page is not server-rendered. */
export interface SiteRenderer {
  render(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
  /** Forgets the pages rendered so far (page-cache.ts): the next request renders afresh. */
  forget(): void;
}

/**
 * Loads the renderer when the site and its server build exist, else null (every page is then
 * the app shell, as before a first `npm run build`).
 */
export async function loadSiteRenderer(app: FastifyInstance): Promise<SiteRenderer | null> {
  const { SITE_DIR, SITE_RENDERER, PUBLIC_URL } = app.env;
  const indexHtml = join(SITE_DIR, 'index.html');
  if (!existsSync(indexHtml) || !existsSync(SITE_RENDERER)) {
    if (existsSync(indexHtml)) app.log.warn({ SITE_RENDERER }, 'site renderer not built: pages are served as the app shell (run npm run build:site)');
    return null;
  }
  const module = (await import(pathToFileURL(SITE_RENDERER).href)) as { createPageRenderer(template: string, manifest: unknown): RenderPage };
  // The build's manifest names each page's chunks and styles, which its head links.
  const manifestFile = join(SITE_DIR, '.vite', 'manifest.json');
  const manifest: unknown = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : null;
  const renderPage = module.createPageRenderer(readFileSync(indexHtml, 'utf8'), manifest);
  const fetch = inProcessFetch(app);
  const cache = createPageCache(app.env.PAGE_CACHE_SECONDS * 1000);

  /** The page at `url` (path and query), whole; null when it is not server-rendered. */
  async function renderHtml(url: string, request: FastifyRequest): Promise<RenderedHtml | null> {
    const page = await renderPage(new Request(`${PUBLIC_URL}${url}`, { headers: { accept: 'text/html' } }), {
      fetch,
      publicUrl: PUBLIC_URL,
      onError: (error) => request.log.error({ err: error }, 'page render failed'),
    });
    // The renderer writes the page in one piece once all its data is in (entry-server.tsx), so
    // holding it whole costs no first byte, and lets the cache keep it.
    return page ? { status: page.status, html: await buffer(page.body) } : null;
  }

  return {
    async render(request, reply) {
      const { page, outcome } =
        app.env.PAGE_CACHE_SECONDS > 0
          ? await cache.get(request.url, () => renderHtml(request.url, request))
          : { page: await renderHtml(request.url, request), outcome: 'rendered' };
      if (!page) return false;
      void reply
        .status(page.status)
        .type('text/html; charset=utf-8')
        // The page shows live data (new jobs, a deadline passing): always revalidated.
        .header('cache-control', 'no-cache')
        .header('x-page-cache', outcome)
        .send(page.html);
      return true;
    },
    forget: () => cache.clear(),
  };
}

/**
 * Serves the built reference site (SITE_DIR): its public pages server-rendered (site-renderer.ts),
 * the others as the app shell (index.html); the widgets' CDN files
 * (WIDGETS_DIR: /jobhub.js, the hashed modules, the old /embed.js, /bell.js, /chat-dock.js; see
 * cdn-files.ts), public uploads under /uploads/, and the JSON 404 for everything else (always for
 * /api/*).
 *
 * The site's files go out as the build compressed them (the `.br` / `.gz` copies that
 * apps/reference-site/vite.config.ts writes), chosen by Accept-Encoding with `Vary:
 * Accept-Encoding`. Vite's content-hashed files under /assets/ are cached for a year
 * (`immutable`: a new build has new names); everything else, index.html and the SPA fallback
 * included, is `no-cache` (revalidated by ETag), so a release reaches browsers at once.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MSG_NOT_FOUND } from '../lib/http-error';
import { serveBucketUploads } from './bucket-uploads';
import { IMMUTABLE, serveCdnFiles } from './cdn-files';
import { sendError } from './errors';
import { loadSiteRenderer } from './site-renderer';

/** Vite's output folder of content-hashed files (`build.assetsDir`). */
const HASHED_ASSETS_DIR = 'assets';
/** The build's compressed copies are sent in place of their file, never as files of their own. */
const COMPRESSED_COPY = /\.(?:br|gz)$/;

/**
 * Paths that never fall back to the site's index.html. /auth/* does: /auth/google/callback is a
 * site screen (the API's own /auth/ routes are POSTs, which never fall back).
 */
const NO_FALLBACK = /^\/(api|dev|uploads|ws)(\/|$)/;

/** True when a browser navigates (Accept lists text/html). */
export function acceptsHtml(request: FastifyRequest): boolean {
  return /(^|,)\s*text\/html/i.test(request.headers.accept ?? '');
}

/**
 * Answers with the site's index.html when the site is built (for site screens whose path is also an
 * API path, e.g. /profile/). Returns false when there is no built site.
 */
export function sendSiteIndex(app: FastifyInstance, reply: FastifyReply): boolean {
  // sendFile exists only when the site was built before the server started (see sitePlugin).
  if (!existsSync(join(app.env.SITE_DIR, 'index.html')) || typeof reply.sendFile !== 'function') return false;
  void reply.status(200).sendFile('index.html', app.env.SITE_DIR);
  return true;
}

/** Cache-Control of a site file by its path on disk (a compressed copy's path included). */
function siteCacheControl(siteDir: string, path: string): string {
  return relative(siteDir, path).startsWith(`${HASHED_ASSETS_DIR}${sep}`) ? IMMUTABLE : 'no-cache';
}

/** Methods that change nothing a page shows. */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A path whose last segment has an extension names a file (a missing asset), not a page. */
const FILE_PATH = /\.[\w-]+$/;

/**
 * True when a request is for a site page: a GET or HEAD of a page path whose client takes HTML —
 * a browser (text/html), and also link previews and crawlers that accept any type (the
 * wildcard) or send no Accept at all.
 * A missing file (`/assets/x.js`) takes HTML only when it asks for it; /api/* never does.
 */
function wantsHtml(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '/';
  if (NO_FALLBACK.test(path)) return false;
  const accept = request.headers.accept ?? '';
  if (accept.includes('text/html')) return true;
  return !FILE_PATH.test(path) && (accept.trim() === '' || accept.includes('*/*'));
}

async function sitePlugin(app: FastifyInstance) {
  const { SITE_DIR, UPLOAD_DIR } = app.env;
  if (app.storage.kind === 's3') serveBucketUploads(app);
  else {
    const publicUploads = join(UPLOAD_DIR, 'public');
    mkdirSync(publicUploads, { recursive: true });
    await app.register(fastifyStatic, {
      root: publicUploads,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      dotfiles: 'deny',
    });
  }

  serveCdnFiles(app, app.env.WIDGETS_DIR);

  const hasSite = existsSync(join(SITE_DIR, 'index.html'));
  if (hasSite) {
    await app.register(fastifyStatic, {
      root: SITE_DIR,
      prefix: '/',
      // `/` is a page: server-rendered like the others (below).
      index: false,
      wildcard: true,
      dotfiles: 'deny',
      preCompressed: true,
      allowedPath: (pathName) => !COMPRESSED_COPY.test(pathName),
      // Cache-Control is set per file below (send's default would override it).
      cacheControl: false,
      setHeaders: (response, path) => {
        response.setHeader('cache-control', siteCacheControl(SITE_DIR, path));
        response.setHeader('vary', 'Accept-Encoding');
      },
    });
    // setHeaders writes to the raw response, whose headers fastify's own replace at write time:
    // keep both Vary lists (CORS puts Origin in the reply's).
    app.addHook('onSend', async (_request, reply) => {
      const fileVary = reply.raw.getHeader('vary');
      const replyVary = reply.getHeader('vary');
      if (fileVary !== undefined && replyVary !== undefined) void reply.header('vary', `${String(replyVary)}, ${String(fileVary)}`);
    });
  } else {
    app.log.warn({ SITE_DIR }, 'site not built: only the API is served (run npm run build:site)');
  }

  const renderer = hasSite ? await loadSiteRenderer(app) : null;
  if (renderer) {
    // Public pages show what employers and admins write (posts, companies, moderation): after
    // such a write succeeds, the rendered pages kept so far are forgotten (page-cache.ts).
    app.addHook('onResponse', async (request, reply) => {
      const role = request.user?.role;
      if (!READ_METHODS.has(request.method) && reply.statusCode < 400 && (role === 'employer' || role === 'admin')) renderer.forget();
    });
  }

  /** A site page: server-rendered when public, else the app shell (and a page whose render failed: the browser renders it). */
  const servePage = async (request: FastifyRequest, reply: FastifyReply) => {
    const rendered = await renderer?.render(request, reply).catch((error: unknown) => {
      request.log.error({ err: error }, 'server rendering failed: sending the app shell');
      return false;
    });
    return rendered ? reply : reply.sendFile('index.html', SITE_DIR);
  };
  // An async handler that sent its answer (a stream, a file) returns the reply, so fastify waits
  // for it instead of ending the response.
  if (hasSite) app.get('/', async (request, reply) => (wantsHtml(request) ? servePage(request, reply) : sendError(reply, 404, { message: MSG_NOT_FOUND })));
  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) =>
    hasSite && wantsHtml(request) ? servePage(request, reply) : sendError(reply, 404, { message: MSG_NOT_FOUND }),
  );
}

export default fp(sitePlugin, { name: 'jobhub-site', dependencies: ['jobhub-errors'] });

/**
 * Serves the built reference site (SITE_DIR) with an SPA fallback, the widgets' CDN files
 * (WIDGETS_DIR: /jobhub.js, the hashed modules, the old /embed.js, /bell.js, /chat-dock.js; see
 * cdn-files.ts), public uploads under /uploads/, and the JSON 404 for everything else (always for
 * /api/*).
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MSG_NOT_FOUND } from '../lib/http-error';
import { serveCdnFiles } from './cdn-files';
import { sendError } from './errors';

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
  const file = join(app.env.SITE_DIR, 'index.html');
  if (!existsSync(file)) return false;
  void reply.status(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(readFileSync(file));
  return true;
}

function wantsHtml(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '/';
  if (NO_FALLBACK.test(path)) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

async function sitePlugin(app: FastifyInstance) {
  const { SITE_DIR, UPLOAD_DIR } = app.env;
  const publicUploads = join(UPLOAD_DIR, 'public');
  mkdirSync(publicUploads, { recursive: true });
  await app.register(fastifyStatic, {
    root: publicUploads,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
  });

  serveCdnFiles(app, app.env.WIDGETS_DIR);

  const hasSite = existsSync(join(SITE_DIR, 'index.html'));
  if (hasSite) {
    await app.register(fastifyStatic, { root: SITE_DIR, prefix: '/', index: ['index.html'], wildcard: true, dotfiles: 'deny' });
  } else {
    app.log.warn({ SITE_DIR }, 'site not built: only the API is served (run npm run build:site)');
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    // Not returning the reply: it is a thenable, and returning it makes fastify await the stream.
    if (hasSite && wantsHtml(request)) {
      void reply.header('cache-control', 'no-cache').sendFile('index.html', SITE_DIR);
      return;
    }
    void sendError(reply, 404, { message: MSG_NOT_FOUND });
  });
}

export default fp(sitePlugin, { name: 'jobhub-site', dependencies: ['jobhub-errors'] });

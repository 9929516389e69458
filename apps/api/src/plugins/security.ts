/**
 * helmet's headers (CSP fit for the reference site), CORS for any origin (bearer tokens, no
 * cookies) except the dev routes, multipart, rate limit.
 */
import cors from '@fastify/cors';
import helmet from 'helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MSG_RATE_LIMIT } from './errors';

/** Largest upload (5 MB); one byte more is let through so handlers can tell "too large" apart. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** Dev-only routes (/dev/mail…): never readable from another origin (routes/dev-mail). */
const DEV_PATH = /^\/dev(\/|\.|\?|$)/;

/** Whether the request is for a dev route, by its matched route or its (decoded) path. */
export function isDevRequest(request: FastifyRequest): boolean {
  if (DEV_PATH.test(request.routeOptions.url ?? '')) return true;
  const path = request.url.split('?')[0] ?? '';
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // a malformed escape: the router answers 400 anyway; test the raw path
  }
  return DEV_PATH.test(path) || DEV_PATH.test(decoded);
}

async function securityPlugin(app: FastifyInstance) {
  const production = app.env.NODE_ENV === 'production';
  const wsOrigin = app.env.PUBLIC_URL.replace(/^http/, 'ws');
  // One helmet middleware for the app's life: @fastify/helmet builds a new one (CSP parsed again)
  // for every request, 6 % of the API's CPU time serving a job list.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", wsOrigin],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        // The employer's CV page shows the PDF in a frame from a blob: URL (fetched with the token).
        frameSrc: ["'self'", 'blob:'],
      },
    },
    // Logos and other public images are shown by the embed widgets on partner pages.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    hsts: production,
  });
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, () => done()));
  const corsOptions = {
    origin: '*',
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Content-Type', 'Authorization', 'Accept', 'Accept-Language'],
    maxAge: 600,
  };
  // Dev routes show every reset link: no CORS header at all there, preflights included.
  await app.register(cors, {
    delegator: (request, callback) => callback(null, isDevRequest(request) ? { origin: false } : corsOptions),
  });
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: 5, fields: 40, fieldSize: 1024 * 1024, parts: 50 },
  });
  if (app.env.RATE_LIMIT_ENABLED) {
    // Only routes that opt in (config.rateLimit) are limited; see authRateLimit().
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) => ({ statusCode: context.statusCode, status: context.statusCode, message: MSG_RATE_LIMIT }),
    });
  }
}

/**
 * Route config for the sensitive auth calls (per IP, RATE_LIMIT_MAX per minute).
 * @example app.post('/api/login/', { config: authRateLimit(app) }, handler)
 */
export function authRateLimit(app: FastifyInstance) {
  return { rateLimit: { max: app.env.RATE_LIMIT_MAX, timeWindow: 60_000 } };
}

export default fp(securityPlugin, { name: 'jobhub-security', dependencies: ['jobhub-errors'] });

/**
 * Builds the JobHub API as a Fastify instance (never listens; see server.ts).
 */
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { vi } from 'zod/locales';
import type { Assistant } from './assistant/assistant';
import type { Database } from './db/client';
import type { Env } from './env';
import { createJobQueue, type JobQueueOptions } from './jobs/job-queue';
import { createJobRegistry } from './jobs/registry';
import { createBackgroundTasks } from './lib/background-tasks';
import { systemClock, type Clock } from './lib/clock';
import { loggingOptions, logRequest } from './lib/request-log';
import { createMailer, outboxWarning, type Mailer } from './mail/mailer';
import authPlugin from './plugins/auth';
import compressionPlugin from './plugins/compression';
import errorsPlugin, { clientErrorHandler, sendError } from './plugins/errors';
import inputGuardPlugin from './plugins/input-guard';
import realtimePlugin, { type RealtimeOptions } from './plugins/realtime';
import { MSG_INVALID } from './lib/http-error';
import securityPlugin from './plugins/security';
import sitePlugin from './plugins/site';
import { learnTermFrequencies, TERM_FREQUENCIES_REFRESH_MS } from './repositories/search-terms';
import { createAssistant } from './assistant/create-assistant';
import { routes } from './routes/index';
import { createFileStorage } from './storage/create-file-storage';
import './types';

/** Generic zod issues (type errors, too short…) in Vietnamese; contract schemas carry their own texts. */
z.config(vi());

export interface AppDeps {
  env: Env;
  database: Database;
  /** Defaults to createMailer(env, database.db). */
  mailer?: Mailer;
  /** Defaults to the system clock; tests pass a fixed clock. */
  clock?: Clock;
  /** WebSocket / fan-out settings (tests shorten the auth timeout, use their own Redis channel). */
  realtime?: RealtimeOptions;
  /** JobHub AI's assistant (tests pass their own); defaults to the one the environment asks for. */
  assistant?: Assistant;
  /** Job queue settings (tests shorten polling and retry delays); the queue starts with `app.jobs.start()`. */
  jobs?: JobQueueOptions;
  /** Sees every route as it is registered (a test compares them with the contract's endpoint table). */
  onRoute?: (route: RouteOptions) => void;
}

/** JSON bodies above this are refused with 413 (uploads go through multipart). */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * Fastify's `trustProxy` for TRUST_PROXY (env.ts): only the configured proxies may speak for the
 * client in X-Forwarded-For, none by default. A hop count trusts that many addresses next to the
 * API, whoever they are (fastify 5 ignores a plain number), so it fits only when the API cannot
 * be reached except through those proxies; a list of addresses is safer.
 */
function trustedProxies(setting: Env['TRUST_PROXY']): string[] | false | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}

/**
 * @example const app = await buildApp({ env, database }); await app.ready();
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { env, database } = deps;
  const app = Fastify({
    // Pretty in development, JSON otherwise; one line per request (lib/request-log.ts).
    ...loggingOptions(env),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    bodyLimit: BODY_LIMIT_BYTES,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    trustProxy: trustedProxies(env.TRUST_PROXY),
    // Both answer in the contract's shape instead of Fastify's English (plugins/errors.ts).
    clientErrorHandler,
    return503OnClosing: false,
    // Router-level failures (bad percent-encoding, over-long path params) bypass the error handler.
    frameworkErrors: (error, _request, reply) => {
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      return sendError(reply, tooLong ? 414 : 400, { message: tooLong ? 'Đường dẫn quá dài' : MSG_INVALID });
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('env', env);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('mailer', deps.mailer ?? createMailer(env, database.db));
  const mailWarning = outboxWarning(env, app.mailer);
  if (mailWarning) app.log.error(mailWarning);
  app.decorate('storage', createFileStorage(env, app.log));
  app.decorate('clock', deps.clock ?? systemClock);
  app.decorate('background', createBackgroundTasks(app.log));
  // JobHub AI: Gemini when GEMINI_API_KEY is set, else the local assistant (apps/api/src/assistant).
  app.decorate('assistant', deps.assistant ?? createAssistant(deps.env, (error) => app.log.warn({ err: error }, 'JobHub AI: the hosted model failed')));
  // Background jobs (jobs/registry.ts) on pg-boss; server.ts starts workers and schedules.
  app.decorate('jobs', createJobQueue({ database, background: app.background, log: app.log }, createJobRegistry(app as unknown as FastifyInstance), deps.jobs));
  // Full-text searches choose the terms their GIN lookups read by the lexeme frequencies ANALYZE
  // keeps (repositories/search-terms.ts): read now, then again every ten minutes, per process.
  await learnTermFrequencies(database.db);
  const termFrequencies = setInterval(() => void learnTermFrequencies(database.db), TERM_FREQUENCIES_REFRESH_MS);
  termFrequencies.unref();
  app.addHook('onClose', async () => {
    clearInterval(termFrequencies);
    await app.jobs.stop();
    await app.background.idle();
  });
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  app.addHook('onResponse', logRequest);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(compressionPlugin);
  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(inputGuardPlugin);
  await app.register(authPlugin);
  await app.register(realtimePlugin, deps.realtime ?? {});
  await app.register(routes);
  await app.register(sitePlugin);
  return app as unknown as FastifyInstance;
}

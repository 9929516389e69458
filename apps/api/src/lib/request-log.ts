/**
 * The API's logger and its one line per request. Development: pino-pretty, one readable line per
 * request (`GET /api/posts/ 200 12 ms`). Production and tests: pino's JSON lines, with the same
 * request line as fields. Neither carries a query string, a header, a body or a client address,
 * and tokens in paths (activation, password reset) are masked (see requestLogPath).
 */
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import pino, { type Logger, type LoggerOptions } from 'pino';
import pretty from 'pino-pretty';
import type { Env } from '../env';
import { serializeError } from './log-redaction';

/** Path segments that carry a secret token in the next segment (SPEC §2 links in e-mails). */
const TOKEN_BEFORE = new Set(['activate', 'reset-password']);
/** A segment this long is an opaque token or a random file name, never an id worth logging. */
const LONG_SEGMENT = 32;

/**
 * The part of a request URL a log line may show: the path without query string or fragment,
 * with the segment after `activate` / `reset-password` and any segment of 32+ characters masked.
 * @example requestLogPath('/api/activate/abc123/?x=1') // '/api/activate/:token/'
 * @example requestLogPath('/api/posts/12/?keyword=java') // '/api/posts/12/'
 */
export function requestLogPath(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? '/';
  const segments = path.split('/');
  return segments
    .map((segment, index) => {
      if (index > 0 && TOKEN_BEFORE.has(segments[index - 1]!) && segment !== '') return ':token';
      return segment.length >= LONG_SEGMENT ? '…' : segment;
    })
    .join('/');
}

/** Fields of the request log line pino-pretty leaves out (the message says them). */
const REQUEST_FIELDS = ['method', 'path', 'status', 'ms'];

/**
 * The logger Fastify gets (`loggerInstance`): pretty in development, JSON otherwise.
 * `destination` is for tests (default: stdout).
 */
function createLogger(env: Pick<Env, 'LOG_LEVEL' | 'NODE_ENV'>, destination: NodeJS.WritableStream = process.stdout): Logger {
  const options: LoggerOptions = {
    level: env.LOG_LEVEL,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    // Failed queries: the statement is logged, never its parameters (log-redaction.ts).
    serializers: { err: serializeError },
  };
  if (env.NODE_ENV !== 'development') return pino(options, destination);
  // In-process (sync) rather than a worker-thread transport: a crash still flushes its last lines.
  const stream = pretty({ sync: true, destination, colorize: destination === process.stdout && process.stdout.isTTY, translateTime: 'SYS:HH:MM:ss', ignore: ['pid', 'hostname', 'reqId', ...REQUEST_FIELDS].join(',') });
  return pino(options, stream);
}

/**
 * Fastify's logging options: {@link createLogger}, with Fastify's own two lines per request off
 * ({@link logRequest} writes the one line).
 * @example Fastify({ ...loggingOptions(env) }).addHook('onResponse', logRequest)
 */
export function loggingOptions(env: Pick<Env, 'LOG_LEVEL' | 'NODE_ENV'>, destination?: NodeJS.WritableStream) {
  return { loggerInstance: createLogger(env, destination), logController: new LogController({ disableRequestLogging: true }) };
}

/**
 * The `onResponse` hook writing one line per request.
 * @example app.addHook('onResponse', logRequest)
 */
export async function logRequest(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const path = requestLogPath(request.url);
  const ms = Math.round(reply.elapsedTime);
  const line = { method: request.method, path, status: reply.statusCode, ms };
  const message = `${line.method} ${path} ${line.status} ${ms} ms`;
  if (reply.statusCode >= 500) request.log.error(line, message);
  else request.log.info(line, message);
}

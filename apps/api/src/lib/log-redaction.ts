/**
 * What error logs must not carry: the parameters of a failed SQL statement. drizzle's
 * DrizzleQueryError puts every one of them in its message and `params` (e-mails, password hashes,
 * token hashes, message texts); drivers may add `parameters`. The statement text stays (it holds
 * placeholders only), so a failure can still be traced.
 */
import { stdSerializers } from 'pino';

const PARAM_KEYS = ['params', 'parameters'] as const;
/** drizzle's message ends with `\nparams: <values>` (drizzle-orm errors.js). */
const PARAMS_TAIL = /\nparams: [\s\S]*$/;
const MAX_CAUSES = 5;

/**
 * A copy of `error` (and its causes) with SQL parameters replaced by their count; other values
 * are returned as they are.
 * @example withoutSqlParams(new DrizzleQueryError('select $1', ['a@b.vn'], cause)).message // 'Failed query: select $1\nparams: [1 hidden]'
 */
export function withoutSqlParams<T>(error: T, depth = 0): T {
  if (!(error instanceof Error) || depth > MAX_CAUSES) return error;
  const fields = error as unknown as Record<string, unknown>;
  const counts = PARAM_KEYS.filter((key) => Array.isArray(fields[key])).map((key) => [key, (fields[key] as unknown[]).length] as const);
  const cause = withoutSqlParams(error.cause, depth + 1);
  if (counts.length === 0 && cause === error.cause) return error;
  const copy = Object.create(Object.getPrototypeOf(error) as object, Object.getOwnPropertyDescriptors(error)) as Error & Record<string, unknown>;
  for (const [key, count] of counts) copy[key] = `[${count} hidden]`;
  if (counts.length > 0) {
    const hidden = `\nparams: [${counts[0]![1]} hidden]`;
    copy.message = error.message.replace(PARAMS_TAIL, hidden);
    if (error.stack) copy.stack = error.stack.replace(error.message, copy.message);
  }
  if (cause !== error.cause) copy.cause = cause;
  return copy as T;
}

/**
 * The logger's `err` serializer: pino's, after {@link withoutSqlParams}.
 * @example Fastify({ logger: { serializers: { err: serializeError } } })
 */
export function serializeError(error: unknown) {
  return stdSerializers.err(withoutSqlParams(error) as Error);
}

/** Recognises PostgreSQL errors across drivers (postgres-js, PGlite) and drizzle's wrapping. */

interface PgErrorLike {
  code?: string;
  constraint?: string;
  constraint_name?: string;
  cause?: unknown;
}

function* chain(error: unknown): Generator<PgErrorLike> {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    yield current as PgErrorLike;
    current = (current as PgErrorLike).cause;
  }
}

/**
 * The violated constraint's name when the error is a unique violation (23505), else undefined.
 * @example if (uniqueViolation(err) === 'users_username_unique') ...
 */
export function uniqueViolation(error: unknown): string | undefined {
  for (const link of chain(error)) {
    if (link.code === '23505') return link.constraint ?? link.constraint_name ?? '';
  }
  return undefined;
}

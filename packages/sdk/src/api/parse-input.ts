import * as z from 'zod/mini';
import { ApiError, ValidationError } from '../http/errors';
import { issuesToFieldErrors } from '../lib/issues-to-field-errors';

/** Form-level text when client-side checks refuse a form (the field errors say what to fix). */
export const MSG_CHECK_FIELDS = 'Vui lòng kiểm tra lại thông tin đã nhập';

/**
 * Parses user input with its contract schema before any request; on failure throws
 * {@link ValidationError} carrying field errors in the server's shape.
 *
 * @example
 * const body = parseInput(ReportBodySchema, { post: 1, reason }); // throws ValidationError({ reason: [...] })
 */
export function parseInput<S extends z.core.$ZodType>(schema: S, value: unknown, message = MSG_CHECK_FIELDS): z.output<S> {
  const result = z.safeParse(schema, value);
  if (result.success) return result.data;
  const errors = issuesToFieldErrors(result.error.issues);
  const first = Object.values(errors)[0]?.[0];
  throw new ValidationError(Object.keys(errors).length === 1 && first ? first : message, errors);
}

/**
 * Resolves to `null` when `request` fails with 404 (the resource does not exist yet, e.g. no
 * criteria); other errors pass through.
 */
export async function nullOn404<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

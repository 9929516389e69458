import * as z from 'zod/mini';
import type { FieldErrors } from '../contract/envelope';
import { ValidationError } from '../http/errors';

/**
 * Parses a request body with its contract schema before it is sent, so the UI gets the same
 * Vietnamese messages the API would answer, without a round trip.
 *
 * @throws ValidationError whose `fieldErrors` hold every issue by field (first issue = message).
 * @example
 * const body = validateBody(PostWriteBodySchema, form); // throws ValidationError on a bad form
 */
export function validateBody<S extends z.core.$ZodType>(schema: S, input: unknown): z.output<S> {
  const result = z.safeParse(schema, input);
  if (result.success) return result.data;
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : '_';
    (errors[key] ??= []).push(issue.message);
  }
  throw new ValidationError(result.error.issues[0]?.message ?? 'Dữ liệu không hợp lệ', errors);
}

/** Success answer of an action: `{ status, message? }` (any `data` is not read), or no body (204). */
export const ActionAnswerSchema = /* @__PURE__ */ z.optional(z.object({ status: z.number(), message: z.optional(z.string()) }));

import type * as z from 'zod/mini';

/** HTTP methods the API uses. */
export type EndpointMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Any zod or zod/mini schema. */
type Schema = z.core.$ZodType;

/** Success statuses an endpoint may declare; error statuses share one body schema (`ApiErrorBodySchema`). */
export type SuccessStatus = 200 | 201 | 202;

/**
 * One endpoint of the API: the single description both sides derive from. apps/api registers the
 * route from it (validation and response serialisation), the SDK builds the request from it and
 * parses the answer with the same schema.
 */
export interface EndpointDefinition {
  method: EndpointMethod;
  /**
   * Path with Fastify-style `:name` parameters and the trailing slash API.md writes. The API answers
   * with and without the trailing slash (one registration; `ignoreTrailingSlash`).
   */
  path: `/${string}`;
  /** Other spellings SPEC.md / API.md give the same endpoint (served by the API, never called by the SDK). */
  aliases?: readonly `/${string}`[];
  /** Path parameters, one key per `:name` of `path`. */
  params?: Schema;
  query?: Schema;
  /** JSON body. Multipart endpoints leave it out and set `multipart` (their parts are read by the handler). */
  body?: Schema;
  multipart?: true;
  /**
   * The success answer's schema under its status. Usually one; a second only where the same body
   * also comes back under another status (a repeated 'CV viewed' answers 200 instead of 201). The
   * lowest status is the one the API sets before the handler runs (a handler may set the other).
   */
  responses: { [status in SuccessStatus]?: Schema };
}

/** The success status and schema of an endpoint. */
export type SuccessSchema<E extends EndpointDefinition> = NonNullable<E['responses'][SuccessStatus & keyof E['responses']]>;

/**
 * Declares an endpoint. Identity at run time; it exists to check the shape and keep literal types.
 * Each endpoint is its own export so a browser bundle keeps only the schemas of the calls it makes.
 *
 * @example
 * export const listSavedJobs = endpoint({
 *   method: 'GET',
 *   path: '/api/saved-posts/',
 *   query: PageOnlyQuerySchema,
 *   responses: { 200: envelope(SavedPostPageSchema) },
 * });
 */
/* @__NO_SIDE_EFFECTS__ */
export function endpoint<const E extends EndpointDefinition>(definition: E): E {
  return definition;
}

/** The status under which an endpoint answers success. */
export function successStatus(definition: EndpointDefinition): SuccessStatus {
  const status = Object.keys(definition.responses).map(Number)[0];
  return (status ?? 200) as SuccessStatus;
}

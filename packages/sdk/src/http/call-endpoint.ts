import type * as z from 'zod/mini';
import type { EndpointDefinition, SuccessSchema } from '../contract/endpoint';
import type { RequestClient } from './client';
import type { QueryValue, RequestOptions } from './transport';

type Schema = z.core.$ZodType;

/** What a call of `E` takes: its path parameters, query and body, typed by the endpoint's schemas. */
export type EndpointInput<E extends EndpointDefinition> = (E['params'] extends Schema
  ? { params: z.input<E['params']> }
  : { params?: undefined }) &
  // URLSearchParams: a query already in its canonical form (e.g. serializeJobSearch), sent as it is.
  (E['query'] extends Schema ? { query?: Partial<z.input<E['query']>> | URLSearchParams } : { query?: undefined }) &
  (E['body'] extends Schema ? { body: z.input<E['body']> } : E['multipart'] extends true ? { body: FormData } : { body?: undefined });

/** Per-call options that are not part of the endpoint (abort signal, auth override, headers, a file answer). */
export type CallOptions = Pick<RequestOptions, 'signal' | 'auth' | 'accessToken' | 'headers' | 'responseType'>;

/** Fills the `:name` parameters of an endpoint's path. */
function endpointPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params?.[name])));
}

/**
 * Calls an endpoint of the contract's table and parses the success answer with its schema, so the
 * SDK never spells a path or a response schema of its own.
 *
 * @example
 * const page = await callEndpoint(http, listSavedJobs, { query: { page: 2 } });
 */
export async function callEndpoint<E extends EndpointDefinition>(
  http: RequestClient,
  endpoint: E,
  input: EndpointInput<E>,
  options: CallOptions = {},
): Promise<z.output<SuccessSchema<E>>> {
  const { params, query, body } = input as { params?: Record<string, unknown>; query?: Record<string, QueryValue> | URLSearchParams; body?: unknown };
  const schema = Object.values(endpoint.responses)[0] as SuccessSchema<E>;
  return http.request(endpointPath(endpoint.path, params), schema, { ...options, method: endpoint.method, query, body });
}

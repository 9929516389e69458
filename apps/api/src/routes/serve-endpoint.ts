/**
 * Registers a route from its endpoint in the contract's table, so the path, the request schemas
 * and the response schema are written once for the API and the SDK.
 */
import { ApiErrorBodySchema, successStatus, type EndpointDefinition, type SuccessSchema } from '@jobhub/sdk/contract';
import type {
  ContextConfigDefault,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type * as z from 'zod/mini';

/** Every error answer has the contract's error shape, whatever the endpoint. */
const ERROR_RESPONSES = {
  400: ApiErrorBodySchema,
  401: ApiErrorBodySchema,
  403: ApiErrorBodySchema,
  404: ApiErrorBodySchema,
  409: ApiErrorBodySchema,
  413: ApiErrorBodySchema,
  415: ApiErrorBodySchema,
  429: ApiErrorBodySchema,
};

/** The Fastify schema of an endpoint. */
type EndpointSchema<E extends EndpointDefinition> = {
  params: E['params'];
  querystring: E['query'];
  body: E['body'];
  response: E['responses'] & typeof ERROR_RESPONSES;
};

/** The request a handler of `E` receives: params, query and body typed by the endpoint's schemas. */
export type EndpointRequest<E extends EndpointDefinition> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  EndpointSchema<E>,
  ZodTypeProvider
>;

/** The reply of a handler of `E`. */
export type EndpointReply<E extends EndpointDefinition> = FastifyReply<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  ContextConfigDefault,
  EndpointSchema<E>,
  ZodTypeProvider
>;

/** A handler: returns the success body (sent with the endpoint's success status) or the reply it sent. */
export type EndpointHandler<E extends EndpointDefinition> = (
  request: EndpointRequest<E>,
  reply: EndpointReply<E>,
) => Promise<z.input<SuccessSchema<E>> | EndpointReply<E>>;

/** Hooks and settings of one route; everything else comes from the endpoint. */
export type ServeOptions = Pick<RouteShorthandOptions, 'onRequest' | 'preHandler' | 'preValidation' | 'config' | 'bodyLimit'>;

/**
 * Registers `endpoint` (and its aliases) on `app` with its schemas: the request is validated with
 * the contract's schemas, the answer is checked against the success schema, errors against the
 * contract's error body. The success status is set before the handler runs.
 *
 * @example
 * serveEndpoint(app, saveJob, { onRequest: app.requireRole('candidate') }, async (request) => ({
 *   status: 201, message: MSG_SAVED, data: await handlers.save(me(request), request.body.post_id),
 * }));
 */
export function serveEndpoint<E extends EndpointDefinition>(
  app: FastifyInstance,
  endpoint: E,
  options: ServeOptions,
  handler: EndpointHandler<E>,
): void {
  const status = successStatus(endpoint);
  const schema = {
    ...(endpoint.params && { params: endpoint.params }),
    ...(endpoint.query && { querystring: endpoint.query }),
    ...(endpoint.body && { body: endpoint.body }),
    response: { ...ERROR_RESPONSES, ...endpoint.responses },
  };
  for (const url of [endpoint.path, ...(endpoint.aliases ?? [])]) {
    app.withTypeProvider<ZodTypeProvider>().route({
      ...options,
      method: endpoint.method,
      url,
      schema,
      handler: (request, reply) => {
        reply.code(status);
        return handler(request as EndpointRequest<E>, reply as unknown as EndpointReply<E>);
      },
    });
  }
}

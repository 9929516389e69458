/**
 * The one error handler: every failure becomes `{status, message, errors?}` (API.md, Conventions).
 * Validation → 400 with per-field zod messages; HttpError passes through; 5xx details are hidden and
 * logged with the request id. (The 404 handler lives in plugins/site.ts: SPA fallback or JSON 404.)
 * Answers Fastify writes itself get the same shape: client errors before routing (header too large,
 * `clientErrorHandler`) and requests during shutdown (503, instead of `return503OnClosing`).
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError, MSG_INVALID, MSG_NOT_FOUND, MSG_SERVER_ERROR } from '../lib/http-error';

const MSG_BAD_JSON = 'Dữ liệu gửi lên không đúng định dạng JSON';
const MSG_TOO_LARGE = 'Dữ liệu gửi lên quá lớn';
const MSG_FILE_TOO_LARGE = 'Tệp tải lên quá lớn (tối đa 5 MB)';
const MSG_TOO_MANY_PARTS = 'Biểu mẫu có quá nhiều trường hoặc tệp';
const MSG_BAD_MULTIPART = 'Dữ liệu tải lên không đúng định dạng multipart/form-data';
const MSG_UNSUPPORTED = 'Định dạng dữ liệu không được hỗ trợ';
export const MSG_RATE_LIMIT = 'Bạn đã thao tác quá nhiều lần, vui lòng thử lại sau ít phút.';
const MSG_HEADERS_TOO_LARGE = 'Phần đầu (header) của yêu cầu quá lớn';
const MSG_CLIENT_TIMEOUT = 'Yêu cầu gửi quá chậm, vui lòng thử lại';
const MSG_SHUTTING_DOWN = 'Máy chủ đang khởi động lại, vui lòng thử lại sau giây lát.';

type FieldErrors = Record<string, string[]>;

/**
 * busboy's errors for a body that is not well-formed multipart (no or bad boundary, a part or the
 * body cut off). They carry no code, only these messages (@fastify/busboy 3: lib/types/multipart.js,
 * deps/dicer/lib/Dicer.js, deps/streamsearch/sbmh.js).
 */
const MALFORMED_MULTIPART = /^(Multipart: Boundary not found|Boundary required|Unexpected end of multipart data|\w+ terminated early due to unexpected end of multipart data|The needle cannot (be an empty|have a length bigger).*)$/;

/** Whether `error` says the multipart body was malformed (a client error, not a server fault). */
export function isMalformedMultipart(error: { code?: string; message: string }): boolean {
  return error.code === undefined && MALFORMED_MULTIPART.test(error.message);
}

function addError(errors: FieldErrors, field: string, message: string) {
  const list = (errors[field] ??= []);
  if (!list.includes(message)) list.push(message);
}

/** Converts fastify/zod validation entries to `{ field: [message] }`. */
function validationFieldErrors(error: FastifyError): FieldErrors {
  const errors: FieldErrors = {};
  // A query string is flat: the parameter is the field, whichever of its values (`city=A,B`) is wrong.
  const depth = error.validationContext === 'querystring' ? 1 : undefined;
  for (const issue of error.validation ?? []) {
    const path = (issue.instancePath ?? '').replace(/^\//, '').split('/').filter(Boolean).slice(0, depth).join('.');
    const params = issue.params as { keys?: string[] } | undefined;
    if (issue.keyword === 'unrecognized_keys' && params?.keys) {
      for (const key of params.keys) addError(errors, path ? `${path}.${key}` : key, issue.message ?? MSG_INVALID);
      continue;
    }
    addError(errors, path || (error.validationContext ?? 'body'), issue.message ?? MSG_INVALID);
  }
  return errors;
}

/** Sends an error body `{status, message, ...}` with the given status. */
export function sendError(reply: FastifyReply, status: number, body: Record<string, unknown>) {
  return reply.status(status).type('application/json; charset=utf-8').send({ status, ...body });
}

/**
 * Fastify's `clientErrorHandler`: a request the HTTP parser refused (headers over the size limit,
 * malformed, too slow) gets the contract's error shape in Vietnamese, then the socket closes.
 * @example Fastify({ clientErrorHandler })
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has nobody to answer (Node's 'clientError' docs).
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW' ? [431, MSG_HEADERS_TOO_LARGE] : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? [408, MSG_CLIENT_TIMEOUT] : [400, MSG_INVALID];
  const body = JSON.stringify({ status, message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

async function errorsPlugin(app: FastifyInstance) {
  // Requests that arrive while the server drains (app.close(), SIGTERM) are refused at once with
  // 503, so a load balancer retries them elsewhere (the app is built with return503OnClosing off).
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (closing) return sendError(reply.header('connection', 'close'), 503, { message: MSG_SHUTTING_DOWN });
  });

  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof HttpError) {
      if (error.statusCode >= 500) request.log.error({ err: error, reqId: request.id }, 'server error');
      const { errors, ...rest } = error.extra;
      if (typeof rest.retry_after === 'number') reply.header('retry-after', String(rest.retry_after));
      return sendError(reply, error.statusCode, { message: error.message, ...(errors ? { errors } : {}), ...rest });
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      return sendError(reply, 400, { message: MSG_INVALID, errors: validationFieldErrors(error) });
    }
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
        return sendError(reply, 400, { message: MSG_BAD_JSON });
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return sendError(reply, 413, { message: MSG_TOO_LARGE });
      case 'FST_REQ_FILE_TOO_LARGE':
        return sendError(reply, 413, { message: MSG_FILE_TOO_LARGE });
      case 'FST_PARTS_LIMIT':
      case 'FST_FILES_LIMIT':
      case 'FST_FIELDS_LIMIT':
        return sendError(reply, 413, { message: MSG_TOO_MANY_PARTS });
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
        return sendError(reply, 415, { message: MSG_UNSUPPORTED });
      case 'FST_ERR_BAD_URL':
        return sendError(reply, 400, { message: MSG_INVALID });
      default:
        if (isMalformedMultipart(error)) return sendError(reply, 400, { message: MSG_BAD_MULTIPART });
        break;
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return sendError(reply, 429, { message: MSG_RATE_LIMIT });
    if (status >= 400 && status < 500) {
      // Client errors raised by fastify or plugins: keep the status, use a generic Vietnamese text.
      return sendError(reply, status, { message: status === 404 ? MSG_NOT_FOUND : MSG_INVALID });
    }
    request.log.error({ err: error, reqId: request.id }, 'unhandled error');
    return sendError(reply, 500, { message: MSG_SERVER_ERROR });
  });
}

/** Registers the error and not-found handlers at the root (not encapsulated). */
export default fp(errorsPlugin, { name: 'jobhub-errors' });

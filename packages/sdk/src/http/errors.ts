import * as z from 'zod/mini';
import { ApiErrorBodySchema, type ApiErrorBody, type FieldErrors } from '../contract/envelope';
import { MSG_NO_CONNECTION, MSG_REQUEST_TIMEOUT, MSG_SESSION_EXPIRED } from '../rules/connection-messages';

/** Machine-readable kind of an {@link SdkError}. */
export type SdkErrorCode = 'api' | 'network' | 'auth' | 'aborted' | 'invalid_response' | 'validation';

/** Options shared by the SDK error classes. */
export interface SdkErrorOptions {
  cause?: unknown;
  /** Vietnamese text fit for a toast; absent when the caller should use its own default. */
  userMessage?: string | undefined;
}

/**
 * Base class of every error the SDK throws. `message` is technical (for logs); `userMessage`
 * is Vietnamese text for the UI, when the SDK has one (see `errorMessage`).
 *
 * @example
 * if (error instanceof SdkError && error.code === 'network') showOfflineBanner();
 */
export class SdkError extends Error {
  override readonly name: string = 'SdkError';
  readonly code: SdkErrorCode;
  readonly userMessage: string | undefined;

  constructor(code: SdkErrorCode, message: string, options: SdkErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.userMessage = options.userMessage;
  }
}

/**
 * Formats a request the way ofetch's errors do: `[GET] "/api/posts"`. With it, an
 * {@link ApiError} reads exactly like ofetch's own error for the same answer
 * (`[GET] "/api/posts/": 404 Not Found`) and a {@link NetworkError} like its `<no response>` one.
 */
export function describeRequest(method: string, url: string): string {
  return `[${method.toUpperCase()}] ${JSON.stringify(url)}`;
}

/**
 * The server answered with an error status. `body` is the contract error body
 * (`{ status, message, errors? }`) when the answer had that shape.
 *
 * @example
 * catch (error) { if (error instanceof ApiError && error.status === 404) return null; }
 */
export class ApiError extends SdkError {
  override readonly name: string = 'ApiError';
  readonly status: number;
  readonly statusText: string;
  readonly method: string;
  readonly url: string;
  readonly body: ApiErrorBody | undefined;
  /** The raw parsed answer, whatever its shape. */
  readonly data: unknown;

  constructor(init: { method: string; url: string; status: number; statusText?: string; data?: unknown; cause?: unknown }) {
    const parsed = z.safeParse(ApiErrorBodySchema, init.data);
    const body = parsed.success ? parsed.data : undefined;
    const statusText = init.statusText ?? '';
    super('api', `${describeRequest(init.method, init.url)}: ${init.status} ${statusText}`.trimEnd(), {
      cause: init.cause,
      userMessage: body?.message,
    });
    this.status = init.status;
    this.statusText = statusText;
    this.method = init.method.toUpperCase();
    this.url = init.url;
    this.body = body;
    this.data = init.data;
  }

  /** The server's per-field errors, `{}` when none. */
  get fieldErrors(): FieldErrors {
    return this.body?.errors ?? {};
  }
}

/**
 * The server could not be reached (offline, DNS, CORS, connection reset), or did not answer within
 * the request timeout (`timedOut`): no response at all. `userMessage` is the SPEC §8 no-connection
 * text, or `ERROR_MESSAGES.requestTimeout` for a timeout.
 */
export class NetworkError extends SdkError {
  override readonly name: string = 'NetworkError';
  readonly method: string;
  readonly url: string;
  /** The request was cut after the client's timeout (`ClientOptions.timeoutMs`). */
  readonly timedOut: boolean;

  constructor(init: { method: string; url: string; cause?: unknown; timeoutMs?: number | undefined }) {
    const reason =
      init.timeoutMs === undefined ? (init.cause instanceof Error && init.cause.message ? ` ${init.cause.message}` : '') : ` timed out after ${init.timeoutMs} ms`;
    super('network', `${describeRequest(init.method, init.url)}: <no response>${reason}`, {
      cause: init.cause,
      userMessage: init.timeoutMs === undefined ? MSG_NO_CONNECTION : MSG_REQUEST_TIMEOUT,
    });
    this.method = init.method.toUpperCase();
    this.url = init.url;
    this.timedOut = init.timeoutMs !== undefined;
  }
}

/**
 * The session is over: the refresh token was refused or is missing. Fatal: nothing retries it;
 * the session has been cleared and the user must sign in again.
 */
export class AuthError extends SdkError {
  override readonly name: string = 'AuthError';

  constructor(message = 'Session expired: the token refresh failed. Sign in again.', cause?: unknown) {
    super('auth', message, { cause, userMessage: MSG_SESSION_EXPIRED });
  }
}

/**
 * Input refused on the client before any request (e.g. an invalid company website, SPEC §5).
 * Carries field errors in the server's shape so forms handle both alike.
 */
export class ValidationError extends SdkError {
  override readonly name: string = 'ValidationError';
  readonly fieldErrors: FieldErrors;

  constructor(message: string, fieldErrors: FieldErrors = {}) {
    super('validation', message, { userMessage: message });
    this.fieldErrors = fieldErrors;
  }
}

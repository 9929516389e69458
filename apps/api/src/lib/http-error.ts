/** Typed HTTP errors thrown by handlers; `plugins/errors.ts` turns them into `{status, message, errors?}`. */
import type { FieldErrors } from '@jobhub/sdk/contract';

/** Extra members of the error body (e.g. `errors`, `expired`, `current_posts`). */
export type HttpErrorExtra = { errors?: FieldErrors } & Record<string, unknown>;

export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: HttpErrorExtra = {},
  ) {
    super(message);
  }
}

/**
 * Creates an error the error handler answers as-is (message and extra members are public).
 * @example throw httpError(400, 'Người dùng đã có vai trò');
 * @example throw httpError(400, 'Dữ liệu không hợp lệ', { errors: { email: ['Email đã được sử dụng'] } });
 */
export function httpError(status: number, message: string, extra?: HttpErrorExtra): HttpError {
  return new HttpError(status, message, extra);
}

/** 400 with field errors (message 'Dữ liệu không hợp lệ' unless given). */
export function fieldError(errors: FieldErrors, message = 'Dữ liệu không hợp lệ'): HttpError {
  return new HttpError(400, message, { errors });
}

export const MSG_INVALID = 'Dữ liệu không hợp lệ';
export const MSG_SERVER_ERROR = 'Đã có lỗi xảy ra, vui lòng thử lại sau.';
export const MSG_NOT_FOUND = 'Không tìm thấy tài nguyên';
export const MSG_UNAUTHENTICATED = 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại';

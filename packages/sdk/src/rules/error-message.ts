import type { FieldErrors } from '../contract/envelope';

/**
 * The parts of an SDK error the UI reads. Duck-typed so that rules stay below the http layer:
 * `ApiError` carries the server's `message` as `userMessage` and its `errors` as `fieldErrors`;
 * `NetworkError` and `AuthError` carry their catalogue text as `userMessage`.
 */
interface UserFacingError {
  userMessage?: unknown;
  fieldErrors?: unknown;
}

function asUserFacing(error: unknown): UserFacingError | undefined {
  return typeof error === 'object' && error !== null ? (error as UserFacingError) : undefined;
}

/**
 * The text to show for a failed action (SPEC §8): the server's `message` when it sent one,
 * the no-connection text when the server never answered, otherwise `fallback`.
 *
 * @param error - Anything caught from an SDK action.
 * @param fallback - The catalogue default, e.g. `ERROR_MESSAGES.loginFailed`.
 * @example
 * errorMessage(error, ERROR_MESSAGES.loginFailed); // 'Email hoặc mật khẩu không đúng' from the server
 */
export function errorMessage(error: unknown, fallback: string): string {
  const message = asUserFacing(error)?.userMessage;
  return typeof message === 'string' && message.trim() !== '' ? message : fallback;
}

/**
 * The server's per-field errors (`{ field: [message, ...] }`), or `{}` when there are none.
 *
 * @example
 * form.setErrors(fieldErrors(error)); // { email: ['Email đã được sử dụng'] }
 */
export function fieldErrors(error: unknown): FieldErrors {
  const errors = asUserFacing(error)?.fieldErrors;
  return typeof errors === 'object' && errors !== null ? (errors as FieldErrors) : {};
}

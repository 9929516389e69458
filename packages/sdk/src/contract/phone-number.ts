import * as z from 'zod/mini';
import { PHONE_MAX } from './text-limits';

/**
 * A phone number as a candidate types it (digits, spaces, dots and dashes, an optional leading
 * '+', 8 to 20 characters): the apply form's and the profile's, so a number kept on the profile
 * is always one an application accepts.
 */
export const PhoneNumberSchema = /* @__PURE__ */ z
  .string({ error: 'Vui lòng nhập số điện thoại' })
  .check(z.trim(), z.maxLength(PHONE_MAX, 'Số điện thoại không hợp lệ'), z.regex(/^\+?[0-9 .-]{8,20}$/, 'Số điện thoại không hợp lệ'));

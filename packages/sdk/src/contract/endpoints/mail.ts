/**
 * Mail: the signed one-click unsubscribe (RFC 8058) every non-transactional mail carries, and the
 * admin's list of mails that still failed after the send job's retries.
 */
import * as z from 'zod/mini';
import { endpoint } from '../endpoint';
import { envelope } from '../envelope';
import { UNSUBSCRIBE_TOKEN_MAX } from '../text-limits';
import { MailTypeSchema } from './accounts';

export const UnsubscribeQuerySchema = /* @__PURE__ */ z.object({
  token: z.string({ error: 'Thiếu mã hủy đăng ký' }).check(z.minLength(1, 'Thiếu mã hủy đăng ký'), z.maxLength(UNSUBSCRIBE_TOKEN_MAX, 'Mã hủy đăng ký không hợp lệ')),
});

/**
 * The body a mail client's one-click POST sends (`List-Unsubscribe=One-Click`, form-encoded), or
 * nothing (the site's /unsubscribe page).
 */
export const UnsubscribeBodySchema = /* @__PURE__ */ z.optional(z.object({ 'List-Unsubscribe': z.optional(z.literal('One-Click', 'Giá trị phải là One-Click')) }));

/**
 * Turns one mail type off for the user the signed token names, without signing in; 403 for a
 * tampered token. Answers the mail type and 'Bạn đã hủy nhận …'.
 */
export const unsubscribeMail = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/api/mail/unsubscribe/',
  query: UnsubscribeQuerySchema,
  body: UnsubscribeBodySchema,
  responses: { 200: /* @__PURE__ */ envelope(z.object({ type: MailTypeSchema })) },
});

/** A mail that still failed after every retry (the admin's list). */
export const FailedMailSchema = /* @__PURE__ */ z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  category: z.string(),
  attempts: z.number(),
  last_error: z.nullable(z.string()),
  created_at: z.string(),
});
export type FailedMail = z.infer<typeof FailedMailSchema>;

/** The 100 newest mails that failed for good (admin only). */
export const listFailedMails = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/api/admin/mail-failures/',
  responses: { 200: /* @__PURE__ */ envelope(z.array(FailedMailSchema)) },
});

/** The mail endpoints, for ENDPOINT_TABLE (see endpoint-table.ts: why not a namespace import). */
export const MAIL_ENDPOINTS = { unsubscribeMail, listFailedMails };

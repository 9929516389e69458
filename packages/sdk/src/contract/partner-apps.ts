/**
 * "Sign in with JobHub" (docs/partner-sign-in.md): partner apps an admin registers, the scopes a
 * partner may ask for, the consent screen's details and the apps a user connected (/profile).
 */
import * as z from 'zod/mini';
import { PARTNER_APP_NAME_MAX, PARTNER_CLIENT_ID_MAX, tooLong, URL_MAX } from './text-limits';

/** The scopes a partner app may be given, besides `openid profile` (always granted). */
export const PARTNER_SCOPES = ['notifications', 'chat'] as const;
export type PartnerScope = (typeof PARTNER_SCOPES)[number];
export const PartnerScopeSchema = /* @__PURE__ */ z.enum(PARTNER_SCOPES, { error: 'Phạm vi truy cập không hợp lệ' });

/** What each scope lets the app do, as the consent screen and /profile say it. */
export const PARTNER_SCOPE_LABELS: Record<PartnerScope, string> = {
  notifications: 'Xem thông báo',
  chat: 'Nhắn tin',
};

/** At most this many origins and as many redirect URIs per app. */
export const PARTNER_URLS_MAX = 10;

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/**
 * An origin a partner page may run on: `https://host[:port]`, or plain http on this machine
 * (localhost, 127.0.0.1) for development. Nothing after the origin (no path, query or fragment).
 */
export function isPartnerOrigin(value: string): boolean {
  const url = parseUrl(value);
  if (!url || url.origin !== value) return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname));
}

/** A redirect URI on one of `origins` (no fragment, OAuth 2.0 §3.1.2). */
export function isRedirectOnOrigins(value: string, origins: readonly string[]): boolean {
  const url = parseUrl(value);
  return url !== null && url.hash === '' && !value.includes('#') && origins.includes(url.origin);
}

const urlList = (label: string, check: (value: string) => boolean, message: string) =>
  z.array(z.string().check(z.trim(), z.maxLength(URL_MAX, tooLong(label, URL_MAX)), z.refine(check, message))).check(
    z.minLength(1, `Vui lòng nhập ít nhất một ${label.toLowerCase()}`),
    z.maxLength(PARTNER_URLS_MAX, `Tối đa ${PARTNER_URLS_MAX} ${label.toLowerCase()}`),
  );

/** The admin's registration form (create and update). */
export const PartnerAppBodySchema = /* @__PURE__ */ z
  .object({
    name: z.string({ error: 'Vui lòng nhập tên ứng dụng' }).check(
      z.trim(),
      z.minLength(1, 'Vui lòng nhập tên ứng dụng'),
      z.maxLength(PARTNER_APP_NAME_MAX, tooLong('Tên ứng dụng', PARTNER_APP_NAME_MAX)),
    ),
    allowed_origins: urlList('Nguồn gốc', isPartnerOrigin, 'Nguồn gốc phải có dạng https://ten-mien (hoặc http://localhost khi phát triển), không có đường dẫn'),
    redirect_uris: urlList('Địa chỉ chuyển hướng', (value) => parseUrl(value) !== null, 'Địa chỉ chuyển hướng không hợp lệ'),
    scopes: z.array(PartnerScopeSchema).check(z.minLength(1, 'Vui lòng chọn ít nhất một phạm vi truy cập')),
  })
  .check(
    z.refine((body) => body.redirect_uris.every((uri) => isRedirectOnOrigins(uri, body.allowed_origins)), {
      message: 'Mỗi địa chỉ chuyển hướng phải thuộc một nguồn gốc được phép',
      path: ['redirect_uris'],
    }),
  );
export type PartnerAppBody = z.infer<typeof PartnerAppBodySchema>;

/** A registered partner app as the admin sees it. */
export const PartnerAppSchema = /* @__PURE__ */ z.object({
  client_id: z.string(),
  name: z.string(),
  allowed_origins: z.array(z.string()),
  redirect_uris: z.array(z.string()),
  scopes: z.array(PartnerScopeSchema),
  is_active: z.boolean(),
  created_at: z.string(),
});
export type PartnerApp = z.infer<typeof PartnerAppSchema>;

export const PartnerClientIdParamsSchema = /* @__PURE__ */ z.object({
  client_id: z.string().check(z.minLength(1), z.maxLength(PARTNER_CLIENT_ID_MAX)),
});

/** An app the signed-in user let into their account (/profile, 'Ứng dụng đã kết nối'). */
export const ConnectedAppSchema = /* @__PURE__ */ z.object({
  client_id: z.string(),
  name: z.string(),
  scopes: z.array(PartnerScopeSchema),
  granted_at: z.string(),
});
export type ConnectedApp = z.infer<typeof ConnectedAppSchema>;

/** What the consent screen shows: the app and the scopes it asks for. */
export const ConsentDetailsSchema = /* @__PURE__ */ z.object({
  client_id: z.string(),
  name: z.string(),
  scopes: z.array(PartnerScopeSchema),
  /** The signed-in user already granted this app every scope it asks: the page goes on without asking again. */
  granted: z.boolean(),
});
export type ConsentDetails = z.infer<typeof ConsentDetailsSchema>;

export const ConsentUidParamsSchema = /* @__PURE__ */ z.object({ uid: z.string().check(z.minLength(1), z.maxLength(64)) });

export const ConsentDecisionBodySchema = /* @__PURE__ */ z.object({ allow: z.boolean({ error: 'Vui lòng chọn Cho phép hoặc Từ chối' }) });

/** Where the browser goes next: the provider's resume URL (it redirects to the partner). */
export const ConsentDecisionSchema = /* @__PURE__ */ z.object({ redirect_to: z.string() });

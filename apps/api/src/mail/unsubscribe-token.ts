/**
 * The signed one-click unsubscribe token of a non-transactional mail: `<user id>.<mail type>.<HMAC>`
 * (HMAC-SHA256 with the server secret, domain-separated like lib/signed-url.ts). It is the
 * permission itself (the link works without signing in) and never expires: an unsubscribe link
 * in an old mail must still work. A tampered token (other user, other type, other signature) is
 * refused.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { MAIL_TYPES, type MailType } from '@jobhub/sdk/contract';

function signature(secret: string, userId: number, type: MailType): string {
  return createHmac('sha256', secret).update(`jobhub-unsubscribe\n${userId}\n${type}`).digest('base64url');
}

/** @example unsubscribeToken(env.JWT_SECRET, 7, 'job_alerts') // '7.job_alerts.Xb…' */
export function unsubscribeToken(secret: string, userId: number, type: MailType): string {
  return `${userId}.${type}.${signature(secret, userId, type)}`;
}

/** The user and mail type a genuine token names; undefined for anything else. */
export function readUnsubscribeToken(secret: string, token: string): { userId: number; type: MailType } | undefined {
  const [id, type, given, ...rest] = token.split('.');
  if (rest.length > 0 || !id || !/^\d{1,10}$/.test(id) || !given || !(MAIL_TYPES as readonly string[]).includes(type ?? '')) return undefined;
  const userId = Number(id);
  const expected = Buffer.from(signature(secret, userId, type as MailType));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return undefined;
  return { userId, type: type as MailType };
}

/**
 * The two unsubscribe links of a mail: `oneClick` for the List-Unsubscribe header (mail clients
 * POST `List-Unsubscribe=One-Click` to it, RFC 8058) and `page`, the site's /unsubscribe page
 * linked in the mail's footer, which asks before it posts the same token.
 */
export function unsubscribeLinks(env: { PUBLIC_URL: string; JWT_SECRET: string }, userId: number, type: MailType): { oneClick: string; page: string } {
  const token = encodeURIComponent(unsubscribeToken(env.JWT_SECRET, userId, type));
  return { oneClick: `${env.PUBLIC_URL}/api/mail/unsubscribe/?token=${token}`, page: `${env.PUBLIC_URL}/unsubscribe?token=${token}` };
}

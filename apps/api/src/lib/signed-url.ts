/**
 * Short-lived signed links to private files: `path?expires=<unix s>&signature=<HMAC-SHA256>`. The
 * link itself is the permission (no bearer header), so a browser can open it in an `<iframe>` or a
 * new tab; it stops working at `expires`. Signed with the server's JWT secret, domain-separated.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a signed file link works: long enough to open a preview, short enough to leak little. */
export const SIGNED_URL_TTL_S = 15 * 60;

function signature(secret: string, path: string, expires: number): string {
  return createHmac('sha256', secret).update(`jobhub-signed-file\n${path}\n${expires}`).digest('base64url');
}

/**
 * @example signUrl(env.JWT_SECRET, '/api/cv/7/file/signed/', clock.now()) // '/api/cv/7/file/signed/?expires=…&signature=…'
 */
export function signUrl(secret: string, path: string, now: Date, ttlS = SIGNED_URL_TTL_S): string {
  const expires = Math.floor(now.getTime() / 1000) + ttlS;
  return `${path}?expires=${expires}&signature=${signature(secret, path, expires)}`;
}

/**
 * Whether `expires` / `signature` (as the query gave them) sign `path` and have not expired at `now`.
 * @example isValidSignedUrl(secret, '/api/cv/7/file/signed/', request.query.expires, request.query.signature, clock.now())
 */
export function isValidSignedUrl(secret: string, path: string, expires: string | undefined, given: string | undefined, now: Date): boolean {
  if (!expires || !given || !/^\d{1,12}$/.test(expires)) return false;
  const at = Number(expires);
  if (at * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(signature(secret, path, at));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

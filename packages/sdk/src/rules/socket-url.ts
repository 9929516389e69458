/** The notification socket path (SPEC §7 Real time). */
export const REALTIME_PATH = '/api/ws/notifications/';
/** The fallback path tried after the primary fails (SPEC §7 Real time). */
export const REALTIME_FALLBACK_PATH = '/ws/notifications/';

/**
 * The socket URLs to try, primary first: the API base (or, when it is '', the page origin) with
 * http → ws and https → wss. Empty when there is no usable origin (e.g. Node without a base URL).
 *
 * @param baseUrl - The client's API base, e.g. 'https://api.jobhub.vn'; '' means same origin.
 * @param origin - The page origin for a '' base, e.g. `location.origin`.
 * @example
 * socketUrls('https://api.jobhub.vn'); // ['wss://api.jobhub.vn/api/ws/notifications/', 'wss://api.jobhub.vn/ws/notifications/']
 */
export function socketUrls(baseUrl: string, origin?: string | null): string[] {
  const base = (baseUrl.trim() || origin || '').replace(/\/+$/, '');
  const match = /^(?:http|ws)(s?):\/\/(.+)$/i.exec(base);
  if (!match) return [];
  const root = `ws${String(match[1]).toLowerCase()}://${match[2]}`;
  return [`${root}${REALTIME_PATH}`, `${root}${REALTIME_FALLBACK_PATH}`];
}

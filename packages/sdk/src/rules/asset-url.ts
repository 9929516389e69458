import { isSameSitePath } from '../contract/site-path';

/**
 * A picture's URL (a logo, an avatar, a cover) as an `<img src>` may use it. The API answers them
 * as paths of its own host ('/media/…'): they resolve against `apiBase`, never against the page
 * that shows them (a partner's site has no '/media/'). Absolute http(s) URLs are kept; anything
 * else ('javascript:…', 'data:…', '//other-host/…', a bare name) is null, and the widget shows
 * initials instead.
 *
 * @param value - The picture as the API sent it.
 * @param apiBase - The API origin the client uses, e.g. 'https://api.jobhub.vn'; '' (default) for
 *   the page's own origin, where paths stay as they are.
 * @example
 * assetUrl('/media/logo.png', 'https://api.jobhub.vn'); // 'https://api.jobhub.vn/media/logo.png'
 * assetUrl('javascript:alert(1)', 'https://api.jobhub.vn'); // null
 */
export function assetUrl(value: string | null | undefined, apiBase = ''): string | null {
  if (!value) return null;
  if (/^https?:\/\//i.test(value)) return value;
  // A path of the API's host; '//host' and '/\host' would be another host's.
  return isSameSitePath(value) ? apiBase.replace(/\/+$/, '') + value : null;
}

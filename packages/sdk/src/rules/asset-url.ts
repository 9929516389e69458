/**
 * Stands in for the page's own origin while a path is resolved without an API base, and is cut
 * off again: such a path stays relative, for the browser to resolve on the page (JobHub's site).
 */
const SAME_ORIGIN = 'http://same-origin.invalid';

/**
 * A picture's URL (a logo, an avatar, a cover) as an `<img src>` may use it. The API answers them
 * as paths of its own host ('/media/…'): they resolve against `apiBase`, never against the page
 * that shows them (a partner's site has no '/media/'). Absolute http(s) URLs are kept; anything
 * else ('javascript:…', 'data:…', unparsable text) is null, and the widget shows initials instead.
 *
 * @param value - The picture as the API sent it.
 * @param apiBase - The API origin the client uses, e.g. 'https://api.jobhub.vn'; '' (default) for
 *   the page's own origin, where paths stay relative.
 * @example
 * assetUrl('/media/logo.png', 'https://api.jobhub.vn'); // 'https://api.jobhub.vn/media/logo.png'
 * assetUrl('javascript:alert(1)', 'https://api.jobhub.vn'); // null
 */
export function assetUrl(value: string | null | undefined, apiBase = ''): string | null {
  try {
    const url = new URL(value!, new URL(apiBase, SAME_ORIGIN));
    if (!value || !/^https?:$/.test(url.protocol)) return null;
    return url.origin === SAME_ORIGIN ? url.href.slice(SAME_ORIGIN.length) : url.href;
  } catch {
    return null;
  }
}

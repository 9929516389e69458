/**
 * Absolute URLs on PUBLIC_URL, the address browsers use (env.ts), whatever host name or proxy a
 * request came through. The API answers site paths (`/uploads/…`); clients of the original API
 * read some of them as absolute URLs (issue 26).
 */

/**
 * `path` (a site path starting with '/') on `publicUrl`; an http(s) URL as it is; null stays null.
 * A `publicUrl` with a path of its own keeps it.
 *
 * @example absoluteUrl('https://jobhub.vn', '/uploads/logos/a.png') // 'https://jobhub.vn/uploads/logos/a.png'
 */
export function absoluteUrl(publicUrl: string, path: string | null): string | null {
  if (path === null || /^https?:\/\//i.test(path)) return path;
  return `${publicUrl.replace(/\/+$/, '')}${path.startsWith('/') ? '' : '/'}${path}`;
}

/**
 * robots.txt: crawlers may read the public pages (home, job search, jobs, companies, the info
 * pages) and are kept out of what is private or worthless to index. The list follows the site's
 * routes (SPEC §2, app/routes.tsx): every signed-in area, pages whose URL carries a token, and
 * the API. Rules match by prefix (RFC 9309), so `/employer` covers the whole employer area.
 */

/** Path prefixes no crawler should fetch. */
export const DISALLOWED_PATHS: readonly string[] = [
  // Signed-in areas (SPEC §2: authenticated, candidate-only and employer routes)
  '/admin',
  '/employer',
  '/enterprise/statistics',
  '/profile',
  '/select-role',
  '/premium',
  '/payment-',
  '/my-applications',
  '/saved-jobs',
  '/candidate/',
  '/messages',
  '/my-criteria',
  '/job-recommendations',
  '/notifications',
  '/job-detail',
  // Sign-in and account screens, some with tokens in their URL
  '/login',
  '/register',
  '/activate',
  '/forgot-password',
  '/reset-password',
  '/auth/',
  '/oauth/',
  // Not pages
  '/api/',
  '/dev/',
  '/ws/',
];

/**
 * The robots.txt text for a site at `publicUrl` (PUBLIC_URL, no trailing slash).
 * @example robotsTxt('https://jobhub.vn') // 'User-agent: *\nAllow: /\nDisallow: /admin\n…Sitemap: https://jobhub.vn/sitemap.xml\n'
 */
export function robotsTxt(publicUrl: string): string {
  const rules = DISALLOWED_PATHS.map((path) => `Disallow: ${path}`).join('\n');
  return `User-agent: *\nAllow: /\n${rules}\n\nSitemap: ${publicUrl}/sitemap.xml\n`;
}

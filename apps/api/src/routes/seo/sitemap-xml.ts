/**
 * The sitemap protocol's XML (sitemaps.org/protocol.html): an index of sitemap files, and a
 * `<urlset>` written piece by piece from an async source, so a 50,000-URL file never has to be one
 * string before its first bytes leave. Every value is escaped (`&`, `<`, `>`, quotes).
 */
import { escapeHtml } from '../../lib/escape-html';

/** The protocol's own limit of URLs in one sitemap file. */
export const SITEMAP_MAX_URLS = 50_000;

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** One `<url>` of a urlset: an absolute address and, if known, its last change (W3C datetime). */
export interface SitemapUrl {
  loc: string;
  lastmod?: string;
}

function urlXml({ loc, lastmod }: SitemapUrl): string {
  return `<url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${escapeHtml(lastmod)}</lastmod>` : ''}</url>\n`;
}

/**
 * A sitemap index listing the given sitemap files.
 * @example sitemapIndexXml(['https://jobhub.vn/sitemaps/pages.xml'])
 */
export function sitemapIndexXml(locs: readonly string[]): string {
  const items = locs.map((loc) => `<sitemap><loc>${escapeHtml(loc)}</loc></sitemap>\n`).join('');
  return `${XML_DECLARATION}<sitemapindex xmlns="${NAMESPACE}">\n${items}</sitemapindex>\n`;
}

/**
 * A `<urlset>` in chunks: the opening, one chunk per batch of URLs, the closing.
 * @example Readable.from(urlsetChunks(batches))
 */
export async function* urlsetChunks(batches: AsyncIterable<readonly SitemapUrl[]> | Iterable<readonly SitemapUrl[]>): AsyncGenerator<string> {
  yield `${XML_DECLARATION}<urlset xmlns="${NAMESPACE}">\n`;
  for await (const batch of batches) {
    if (batch.length > 0) yield batch.map(urlXml).join('');
  }
  yield '</urlset>\n';
}

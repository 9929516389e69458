import { renderToStaticMarkup } from 'react-dom/server';

/** The site's default description (index.html's), for pages without one of their own. */
export const SITE_DESCRIPTION = 'JobHub - nền tảng tìm việc làm và tuyển dụng hàng đầu cho người Việt.';

/** Longest description search engines show in full; longer ones are cut at a word. */
const DESCRIPTION_MAX = 160;

/**
 * What a server-rendered page puts in its `<head>` besides the site's own tags: what Google and
 * link previews (Zalo, Facebook, X) read. Every URL is absolute.
 */
export interface PageHead {
  /** The whole document title ('{title} | JobHub', see documentTitle). */
  title: string;
  description: string;
  /** The page's one address; absent on pages that are not to be indexed. */
  canonical?: string;
  /** `noindex`: people may read the page, search engines are asked not to list it. */
  noindex?: boolean;
  /** OpenGraph type: a job or company page is an `article`, the rest `website`. */
  type: 'website' | 'article';
  /** A raster image (link previews ignore SVG), 1200×630. */
  image: string;
  /** Structured data (schema.org), one `<script type="application/ld+json">`. */
  jsonLd?: string;
}

/**
 * Cuts a text to a description: whitespace collapsed, at most 160 characters, ending at a word.
 *
 * @example
 * toDescription('Mô tả   dài...'); // 'Mô tả dài...'
 */
export function toDescription(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= DESCRIPTION_MAX) return flat;
  const cut = flat.slice(0, DESCRIPTION_MAX - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > DESCRIPTION_MAX / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

function HeadTags({ head }: { head: PageHead }) {
  const url = head.canonical;
  return (
    <>
      <title>{head.title}</title>
      <meta name="description" content={head.description} />
      {head.noindex ? <meta name="robots" content="noindex" /> : null}
      {url ? <link rel="canonical" href={url} /> : null}
      <meta property="og:site_name" content="JobHub" />
      <meta property="og:locale" content="vi_VN" />
      <meta property="og:type" content={head.type} />
      <meta property="og:title" content={head.title} />
      <meta property="og:description" content={head.description} />
      {url ? <meta property="og:url" content={url} /> : null}
      <meta property="og:image" content={head.image} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={head.title} />
      <meta name="twitter:description" content={head.description} />
      <meta name="twitter:image" content={head.image} />
      {head.jsonLd ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: head.jsonLd }} /> : null}
    </>
  );
}

/**
 * The head's tags as HTML (React escapes every value; `jsonLd` must come from serializeJsonLd,
 * which makes it safe inside a script element).
 */
export function renderHead(head: PageHead): string {
  return renderToStaticMarkup(<HeadTags head={head} />);
}

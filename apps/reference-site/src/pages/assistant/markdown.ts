/**
 * JobHub AI's answers are markdown (API.md "JobHub AI"): rendered with `marked`, then sanitised
 * with js-xss (`xss`, the sanitiser the API and the browse pages use) to a short list of text
 * elements. Links survive only as same-site paths (`/job/12`); images, raw HTML elements outside
 * the list, attributes other than `href`, and every other link lose their markup and keep their text.
 * The link test reads the `href` as the browser will (entities decoded, tabs and newlines gone), and
 * the sanitiser writes back exactly the value it tested, so an encoded `/&#x2F;evil.example` or
 * `/&#92;evil.example` cannot turn into `//evil.example` or `/\evil.example` after the check.
 * Loads with /gemini-chat only.
 */
import { isSameSitePath } from '@jobhub/sdk';
import { Marked } from 'marked';
import { FilterXSS } from 'xss';

const markdown = new Marked({ gfm: true, breaks: true, async: false });

const TEXT_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'del', 'ul', 'ol', 'li', 'code', 'pre', 'blockquote', 'h3', 'h4', 'h5', 'h6', 'hr'];
const TABLE_TAGS = ['table', 'thead', 'tbody', 'tr', 'th', 'td'];

/** The entities a link may name; any other named entity drops the link rather than guess the browser's table. */
const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/**
 * Text with its HTML character references decoded; `unknown` is true when it names an entity
 * outside {@link NAMED_ENTITIES} or an invalid code point (those are left as written).
 */
function decodeReferences(raw: string): { text: string; unknown: boolean } {
  let unknown = false;
  const text = raw.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z][a-z0-9]*);?/gi, (entity, name: string) => {
    if (name[0] !== '#') {
      const char = NAMED_ENTITIES[name.toLowerCase()];
      if (char === undefined) unknown = true;
      return char ?? entity;
    }
    const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    if (!(code > 0 && code <= 0x10ffff)) {
      unknown = true;
      return entity;
    }
    return String.fromCodePoint(code);
  });
  return { text, unknown };
}

/**
 * An `href` as the browser reads it (HTML character references decoded, then ASCII tab and newline
 * removed and C0 controls and spaces trimmed, as the URL parser does), or `null` when it names an
 * entity outside {@link NAMED_ENTITIES} or an invalid code point.
 */
function decodeHref(raw: string): string | null {
  const { text, unknown } = decodeReferences(raw);
  // As the URL parser does (WHATWG URL, "basic URL parser"): tabs and newlines anywhere, C0 controls and spaces at the ends.
  return unknown ? null : text.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
}

/** Whether a decoded `href` stays on this site, also once percent-decoded (`/%2F%2Fevil.example`). */
function isSafeHref(href: string): boolean {
  if (!isSameSitePath(href)) return false;
  try {
    return isSameSitePath(decodeURIComponent(href));
  } catch {
    return false; // malformed percent-encoding: not a path we wrote
  }
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const sanitiser = new FilterXSS({
  whiteList: { ...Object.fromEntries([...TEXT_TAGS, ...TABLE_TAGS].map((tag) => [tag, []])), a: ['href'] },
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'template', 'iframe', 'object'],
  allowCommentTag: false,
  onTagAttr(tag, name, value) {
    if (tag !== 'a' || name !== 'href') return undefined;
    // Same-site paths only, decided on the decoded value, which is then written back escaped.
    const href = decodeHref(value);
    return href !== null && isSafeHref(href) ? `href="${escapeAttribute(href)}"` : '';
  },
});

/**
 * The sanitised HTML of an answer's markdown.
 * @example renderAnswer('Xem [Lập trình viên React](/job/12)') // '<p>Xem <a href="/job/12">Lập trình viên React</a></p>\n'
 */
export function renderAnswer(source: string): string {
  return sanitiser.process(markdown.parse(source) as string);
}

/** Drops every tag and keeps the text (the bodies of scripts and styles go too). */
const tagStripper = new FilterXSS({ whiteList: {}, stripIgnoreTag: true, stripIgnoreTagBody: ['script', 'style', 'template', 'iframe', 'object'] });

/** Where one block or line of rendered markdown ends: a space keeps the words of two apart. */
const BLOCK_END = /<\/(?:p|li|h[1-6]|blockquote|pre|tr|th|td)>|<br\s*\/?>|<hr\s*\/?>/gi;

/**
 * A message as plain text on one line, for the session list's previews: the markdown is rendered
 * with the same `marked` as the answers and only its text is kept. The API cuts previews to a
 * length, so the end may hold syntax that the cut left unfinished (`**39…`, `[Kế toán](/job/1…`):
 * that is dropped too, a link keeping its text.
 * @example previewText('Có **39** việc: [Kế toán](/job/1)') // 'Có 39 việc: Kế toán'
 */
export function previewText(source: string): string {
  const html = (markdown.parse(source) as string).replace(BLOCK_END, ' ');
  const text = decodeReferences(tagStripper.process(html)).text;
  return text
    .replace(/\[([^\]]*)\]\([^)]*$/, '$1')
    .replace(/\*\*|__/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Rich text as plain text: the one HTML-to-text conversion of JobHub. Job and company
 * descriptions are stored as sanitised HTML (API.md: rich text is sanitised on write) or, for
 * older rows, plain text. The API answers a post's `description`, `required` and `interest` in
 * this plain text for clients of the original API, which print them as text (issue 26), beside
 * the HTML in `*_html`; the site shows rich text with it (React escapes the result, nothing is
 * injected as HTML), the SEO head and JSON-LD describe jobs and companies with it, and the
 * assistant quotes posts with it. Paragraphs become blank lines, `<br>` a newline, `<li>` '• ',
 * entities are decoded once.
 *
 * The tags are found by js-xss (`xss`, the API's sanitiser too); this module only decides what
 * each tag becomes. Site pages import it lazily (job and company detail), never on a first visit.
 *
 * @packageDocumentation
 * @module @jobhub/sdk/rich-text
 */
import { FilterXSS } from 'xss';

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  laquo: '«',
  raquo: '»',
  bull: '•',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (match, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      // Outside the Unicode range or a surrogate: keep the text as written.
      if (!Number.isFinite(code) || code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return match;
      return String.fromCodePoint(code);
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? match;
  });
}

const LOOKS_LIKE_HTML = /<\/?[a-z][a-z0-9]*(\s[^>]*)?\/?>/i;
/** What the HTML tokenizer of a browser reads as a tag: `<` then a letter (or `</` then a letter). */
const OPENS_TAG = /^<\/?[a-z]/i;
/** Elements whose content is code, not text: dropped with it. */
const DROPPED_WITH_CONTENT: ReadonlySet<string> = new Set(['script', 'style', 'template']);
/** Elements whose end leaves a blank line. */
const BLOCKS: ReadonlySet<string> = new Set(['p', 'div', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'table', 'section', 'article', 'ul', 'ol']);

/** What a tag becomes in the text: line breaks for structure, nothing for the rest. */
function tagText(tag: string, isClosing: boolean): string {
  if (tag === 'br') return '\n';
  if (tag === 'li') return isClosing ? '' : '\n• ';
  if (!isClosing) return '';
  if (tag === 'tr') return '\n';
  return BLOCKS.has(tag) ? '\n\n' : '';
}

/** The text of `html` with tags turned into line breaks (entities still encoded). */
function htmlToText(html: string): string {
  // The element being dropped with its content; xss hands over text and tags in document order.
  let dropping: string | null = null;
  const filter = new FilterXSS({
    allowCommentTag: false,
    // The result is text for React (which escapes it), so text is not HTML-escaped here.
    escapeHtml: (text) => (dropping ? '' : text),
    onTag(tag, source, { isClosing }) {
      if (dropping) {
        if (isClosing && tag === dropping) dropping = null;
        return '';
      }
      // '< 2 >' is text to a browser; doctypes and processing instructions are not.
      if (!OPENS_TAG.test(source)) return source.startsWith('<!') || source.startsWith('<?') ? '' : source;
      if (DROPPED_WITH_CONTENT.has(tag)) {
        if (!isClosing) dropping = tag;
        return '';
      }
      return tagText(tag, isClosing === true);
    },
  });
  return filter.process(html);
}

/**
 * Converts rich text (HTML or plain text) to plain text with newlines, for display with
 * `white-space: pre-line`.
 *
 * @param value - the stored text, possibly HTML
 * @returns plain text; list items start with '• '
 * @example
 * richTextToPlain('<p>Lương <b>tốt</b></p><ul><li>Thưởng</li></ul>'); // 'Lương tốt\n\n• Thưởng'
 */
export function richTextToPlain(value: string | null | undefined): string {
  if (!value) return '';
  if (!LOOKS_LIKE_HTML.test(value)) return decodeEntities(value).replace(/\r\n?/g, '\n').trim();
  // Source newlines inside HTML are insignificant whitespace.
  const text = htmlToText(value.replace(/\r\n?/g, '\n').replace(/\s*\n\s*/g, ' '));
  return decodeEntities(text)
    .replace(/[ \t\u00a0]+\n/g, '\n')
    .replace(/\n[ \t\u00a0]+/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * Allow-list HTML sanitiser for job-post rich text (API.md: "Rich text is sanitised on write").
 *
 * Keeps only the tags of ALLOWED_TAGS, always without attributes (`<p class="x" onclick=…>` →
 * `<p>`); drops every other tag but keeps its text, except for RAW_TEXT_TAGS (script, style, …)
 * whose content is dropped too; drops comments, doctypes and processing instructions; escapes a
 * `<` or `>` that is not part of a tag. Entities are kept as written (the browser decodes them as
 * text, they cannot open a tag). Written in-house: sanitize-html 2.17 needs Node 22 and this set
 * is small enough to test exhaustively (sanitize-html.test.ts).
 */

/** Tags kept (without attributes). */
export const ALLOWED_TAGS: ReadonlySet<string> = new Set(['p', 'br', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'u', 'h3', 'h4']);
/** Tags dropped together with their content. */
const RAW_TEXT_TAGS: ReadonlySet<string> = new Set(['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'textarea', 'title', 'xmp', 'noembed', 'noframes', 'svg', 'math', 'select']);
/** Void tags: never written with a closing tag. */
const VOID_TAGS: ReadonlySet<string> = new Set(['br']);

/** A start or end tag: name, then attributes (quoted values may hold `>`), then `>`. */
const TAG = /^<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/;

/**
 * Returns `html` with only allowed tags (no attributes) and the text.
 *
 * @example sanitizeHtml('<p onclick="x()">Hi <script>alert(1)</script><a href="#">there</a></p>') // '<p>Hi there</p>'
 */
export function sanitizeHtml(html: string): string {
  let out = '';
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    const textEnd = lt === -1 ? html.length : lt;
    out += html.slice(i, textEnd).replace(/>/g, '&gt;');
    if (lt === -1) break;
    i = lt;
    const rest = html.slice(i);
    if (rest.startsWith('<!--')) {
      const end = html.indexOf('-->', i + 4);
      i = end === -1 ? html.length : end + 3;
      continue;
    }
    if (rest.startsWith('<!') || rest.startsWith('<?')) {
      const end = html.indexOf('>', i);
      i = end === -1 ? html.length : end + 1;
      continue;
    }
    const match = TAG.exec(rest);
    if (!match) {
      out += '&lt;';
      i += 1;
      continue;
    }
    const closing = match[1] === '/';
    const name = match[2]!.toLowerCase();
    i += match[0].length;
    if (!closing && RAW_TEXT_TAGS.has(name)) {
      const close = new RegExp(`</${name}\\s*>`, 'i').exec(html.slice(i));
      i = close ? i + close.index + close[0].length : html.length;
      continue;
    }
    if (!ALLOWED_TAGS.has(name)) continue;
    if (VOID_TAGS.has(name)) out += closing ? '' : `<${name}>`;
    else out += closing ? `</${name}>` : `<${name}>`;
  }
  return out;
}

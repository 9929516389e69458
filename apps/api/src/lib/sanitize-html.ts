/**
 * Allow-list HTML sanitiser for job-post rich text (API.md: "Rich text is sanitised on write"),
 * built on js-xss (`xss`): its tokenizer finds the tags, and this module decides what each becomes.
 *
 * Keeps only the tags of ALLOWED_TAGS, always rebuilt without attributes (`<p class="x" onclick=…>`
 * → `<p>`), so no `href`, `src`, `style` or `on*` value — and no `javascript:` or `data:` URL — is
 * ever stored. Every other tag is dropped but its text kept, except RAW_TEXT_TAGS (script, style,
 * svg, …) whose content goes too; comments, doctypes and processing instructions are dropped; a
 * `<` that does not open a tag and every `>` of the text are escaped. Entities are kept as written
 * (the browser decodes them as text, they cannot open a tag).
 *
 * Why `xss` and not DOMPurify: this runs in Node on every post write, and DOMPurify needs a DOM
 * there (jsdom, several MB; `isomorphic-dompurify` 4 needs Node 22). With no attribute ever kept,
 * the output can only hold `<tag>`/`</tag>` of the allow-list and escaped text, whatever the
 * tokenizer makes of malformed input. (sanitize-html 2.17 needs Node 22.)
 */
import { FilterXSS } from 'xss';

/** Tags kept (without attributes). */
export const ALLOWED_TAGS: ReadonlySet<string> = new Set(['p', 'br', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'u', 'h3', 'h4']);
/** Tags dropped together with their content. */
const RAW_TEXT_TAGS: ReadonlySet<string> = new Set(['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'textarea', 'title', 'xmp', 'noembed', 'noframes', 'svg', 'math', 'select']);
/** Void tags: never written with a closing tag. */
const VOID_TAGS: ReadonlySet<string> = new Set(['br']);
/** What the HTML tokenizer of a browser reads as a tag: `<` then a letter (or `</` then a letter). */
const OPENS_TAG = /^<\/?[a-z]/i;

const escapeText = (text: string) => text.replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Returns `html` with only allowed tags (no attributes) and the text.
 *
 * @example sanitizeHtml('<p onclick="x()">Hi <script>alert(1)</script><a href="#">there</a></p>') // '<p>Hi there</p>'
 */
export function sanitizeHtml(html: string): string {
  // The raw-text element being dropped (until its end tag, or to the end when it never closes).
  // xss hands over text and tags in document order, so one variable per call is enough; its own
  // `stripIgnoreTagBody` leaves marks behind on nested or unclosed elements.
  let dropping: string | null = null;
  const filter = new FilterXSS({
    allowCommentTag: false,
    escapeHtml: (text) => (dropping ? '' : escapeText(text)),
    onTag(tag, source, { isClosing }) {
      if (dropping) {
        if (isClosing && tag === dropping) dropping = null;
        return '';
      }
      // '< 2 >' or a lone '<' is text to a browser, so it stays text here.
      if (!OPENS_TAG.test(source)) return source.startsWith('<!') || source.startsWith('<?') ? '' : escapeText(source);
      if (RAW_TEXT_TAGS.has(tag)) {
        if (!isClosing) dropping = tag;
        return '';
      }
      if (!ALLOWED_TAGS.has(tag)) return '';
      if (isClosing) return VOID_TAGS.has(tag) ? '' : `</${tag}>`;
      return `<${tag}>`;
    },
  });
  return filter.process(html);
}

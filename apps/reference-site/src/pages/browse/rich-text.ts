/**
 * Job and company descriptions arrive as sanitised HTML (API.md: rich text is sanitised on write)
 * or as plain text. The browse pages never inject it as HTML: they turn it into plain text whose
 * paragraphs, line breaks and list items survive as newlines, and React escapes the result.
 */
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
  const text = value
    .replace(/\r\n?/g, '\n')
    // Source newlines inside HTML are insignificant whitespace.
    .replace(/\s*\n\s*/g, ' ')
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li(\s[^>]*)?>/gi, '\n• ')
    .replace(/<\/(p|div|h[1-6]|blockquote|pre|table|section|article)\s*>/gi, '\n\n')
    .replace(/<\/(ul|ol)\s*>/gi, '\n\n')
    .replace(/<\/tr\s*>/gi, '\n')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text)
    .replace(/[ \t\u00a0]+\n/g, '\n')
    .replace(/\n[ \t\u00a0]+/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * The HTML the post editor reads and writes: only what the API keeps (apps/api/src/lib/sanitize-html.ts
 * ALLOWED_TAGS, without attributes), here paragraphs, line breaks, bold, italic and lists.
 */

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A stored value as editor input: HTML as is; plain text (older posts, no tag) as one paragraph
 * per line.
 *
 * @example editorInput('Dòng 1\nDòng 2') // '<p>Dòng 1</p><p>Dòng 2</p>'
 */
export function editorInput(value: string): string {
  if (/<[a-z][\s\S]*>/i.test(value)) return value;
  return value
    .split(/\r?\n/)
    .filter((line) => line.trim())
    .map((line) => `<p>${escapeText(line)}</p>`)
    .join('');
}

/**
 * The editor's HTML as stored: tags without attributes, a list item holding one paragraph written
 * as `<li>text</li>`, an empty document as ''.
 *
 * @example editorOutput('<ol start="1"><li><p>Một</p></li></ol>') // '<ol><li>Một</li></ol>'
 */
export function editorOutput(html: string): string {
  const plain = html.replace(/<(\/?)([a-z][a-z0-9]*)\b[^>]*>/gi, '<$1$2>');
  const compact = plain.replace(/<li><p>((?:(?!<\/?p>|<\/?li>)[\s\S])*)<\/p><\/li>/g, '<li>$1</li>');
  return compact === '<p></p>' ? '' : compact;
}

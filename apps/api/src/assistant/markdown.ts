/**
 * Markdown helpers for answers. Job titles, company names and post texts are written by
 * employers: they are escaped so that they show as text and never become links, images or HTML.
 */

/**
 * Escapes the markdown and HTML syntax characters of untrusted text (one line).
 * @example escapeMarkdown('[Ứng tuyển](https://x)') // '\\[Ứng tuyển\\]\\(https://x\\)'
 */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_{}[\]()<>#+!|~]/g, (char) => `\\${char}`).replace(/\s+/g, ' ').trim();
}

/** Untrusted text of several lines as a markdown quote, escaped line by line, one paragraph per line (a single newline would run them together). */
export function quoteBlock(text: string): string {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => `> ${escapeMarkdown(line)}`)
    .join('\n>\n');
}

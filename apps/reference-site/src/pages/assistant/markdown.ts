/**
 * JobHub AI's answers are markdown (API.md "JobHub AI"): rendered with `marked`, then sanitised
 * with js-xss (`xss`, the sanitiser the API and the browse pages use) to a short list of text
 * elements. Links survive only as same-site paths (`/job/12`); images, raw HTML elements outside
 * the list, attributes other than `href`, and every other link lose their markup and keep their text.
 * Loads with /gemini-chat only.
 */
import { isSameSitePath } from '@jobhub/sdk';
import { Marked } from 'marked';
import { FilterXSS } from 'xss';

const markdown = new Marked({ gfm: true, breaks: true, async: false });

const TEXT_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'del', 'ul', 'ol', 'li', 'code', 'pre', 'blockquote', 'h3', 'h4', 'h5', 'h6', 'hr'];
const TABLE_TAGS = ['table', 'thead', 'tbody', 'tr', 'th', 'td'];

const sanitiser = new FilterXSS({
  whiteList: { ...Object.fromEntries([...TEXT_TAGS, ...TABLE_TAGS].map((tag) => [tag, []])), a: ['href'] },
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'template', 'iframe', 'object'],
  allowCommentTag: false,
  onTagAttr(tag, name, value) {
    // Same-site paths only; xss's default handling then escapes the value.
    if (tag === 'a' && name === 'href' && !isSameSitePath(value)) return '';
    return undefined;
  },
});

/**
 * The sanitised HTML of an answer's markdown.
 * @example renderAnswer('Xem [Lập trình viên React](/job/12)') // '<p>Xem <a href="/job/12">Lập trình viên React</a></p>\n'
 */
export function renderAnswer(source: string): string {
  return sanitiser.process(markdown.parse(source) as string);
}

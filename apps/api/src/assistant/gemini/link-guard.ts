/**
 * Keeps a model's streamed markdown honest about jobs: a link to `/job/{id}` stays only when a
 * grounding function returned that id in this answer; other job links lose their link (the label
 * stays), and links that leave the site (or images) are reduced to their label, so neither the
 * model nor text planted in a post can make an answer cite an invented job or send the reader
 * elsewhere. Text is released as it comes, except a tail that may be the start of a link or of a
 * job path ('[Kế toán](/jo'), which waits for the next chunk, so a link is never split across the check.
 */

/** `[label](target)` and `![label](target)`, target without spaces or parentheses. */
const LINK = /(!?)\[([^\]\n]*)\]\(([^()\s]*)\)/g;
/** A bare job path outside a link. */
const BARE_JOB_PATH = /(^|[^\w(/])\/job\/(\d+)\b/g;
/** How far back an opened link is looked for. */
const LINK_WINDOW_CHARS = 1_000;
/** Longest tail kept back waiting for a link to finish: past it, it is released as it is checked so far. */
const MAX_HELD_CHARS = 2_000;

/**
 * Where the unfinished tail of `text` starts: an opened link (`[label`, `[label]`, `[label](/pa`,
 * with its `!`) or a path being written at the very end (`/job/1`); `text.length` when nothing is
 * unfinished.
 */
function unfinishedFrom(text: string): number {
  let from = text.length;
  const lineStart = text.lastIndexOf('\n') + 1;
  // Links are short: only the last LINK_WINDOW_CHARS are searched for an opened one (bounds the work per chunk).
  const searchFrom = Math.max(lineStart, text.length - LINK_WINDOW_CHARS);
  for (let open = text.lastIndexOf('['); open >= searchFrom; open = text.lastIndexOf('[', open - 1)) {
    const tail = text.slice(open);
    if (/^\[[^\]\n]*\]\([^()\s]*\)/.test(tail)) break; // a whole link: the ones before it are closed too
    if (/^\[[^\]\n]*(\](\([^()\s]*)?)?$/.test(tail)) from = open > 0 && text[open - 1] === '!' ? open - 1 : open;
    if (open === 0) break;
  }
  const path = /(^|[^\w(/])(\/[\w/-]*)$/.exec(text.slice(lineStart));
  if (path) from = Math.min(from, lineStart + path.index + path[1]!.length);
  if (text.endsWith('!')) from = Math.min(from, text.length - 1);
  return from;
}

export interface LinkGuard {
  /** Adds streamed text; returns the text that may be shown now (possibly empty). */
  push(text: string): string;
  /** The text still held back, checked. */
  flush(): string;
  /** Ids of the jobs the released text links to, in order of first appearance. */
  cited(): number[];
}

/** A same-site path (`/jobs`), not a protocol-relative or absolute URL. */
const isSitePath = (target: string) => target.startsWith('/') && !target.startsWith('//') && !target.includes('\\');

/**
 * @param allowed the ids grounding functions returned so far (read at each check).
 * @example const guard = createLinkGuard(() => ids); yield guard.push(chunk); ... yield guard.flush();
 */
export function createLinkGuard(allowed: () => ReadonlySet<number>): LinkGuard {
  let held = '';
  const cited: number[] = [];

  const check = (text: string): string =>
    text
      .replace(LINK, (_all, bang: string, label: string, target: string) => {
        const job = /^\/job\/(\d+)\/?$/.exec(target);
        if (job) {
          const id = Number(job[1]);
          if (!bang && allowed().has(id)) {
            if (!cited.includes(id)) cited.push(id);
            return `[${label}](/job/${id})`;
          }
          return label;
        }
        return !bang && isSitePath(target) ? `[${label}](${target})` : label;
      })
      .replace(BARE_JOB_PATH, (all, before: string, digits: string) => {
        const id = Number(digits);
        if (!allowed().has(id)) return `${before}tin không có trong kết quả`;
        if (!cited.includes(id)) cited.push(id);
        return all;
      });

  return {
    push(text) {
      held += text;
      const cut = held.length - unfinishedFrom(held) >= MAX_HELD_CHARS ? held.length : unfinishedFrom(held);
      const ready = held.slice(0, cut);
      held = held.slice(cut);
      return ready ? check(ready) : '';
    },
    flush() {
      const out = check(held);
      held = '';
      return out;
    },
    cited: () => [...cited],
  };
}

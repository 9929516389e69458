/**
 * Keeps a model's streamed markdown honest about jobs: a link to `/job/{id}` stays only when a
 * grounding function returned that id in this answer; other job links lose their link (the label
 * stays), and links that leave the site (or images) are reduced to their label, so neither the
 * model nor text planted in a post can make an answer cite an invented job or send the reader
 * elsewhere. Text is released line by line (a link is never split across the check).
 */

/** `[label](target)` and `![label](target)`, target without spaces or parentheses. */
const LINK = /(!?)\[([^\]\n]*)\]\(([^()\s]*)\)/g;
/** A bare job path outside a link. */
const BARE_JOB_PATH = /(^|[^\w(/])\/job\/(\d+)\b/g;
/** Longest line kept back waiting for its end: past it, the line is released as it is checked so far. */
const MAX_HELD_CHARS = 2_000;

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
      const end = held.lastIndexOf('\n');
      if (end < 0) {
        if (held.length < MAX_HELD_CHARS) return '';
        const out = check(held);
        held = '';
        return out;
      }
      const ready = held.slice(0, end + 1);
      held = held.slice(end + 1);
      return check(ready);
    },
    flush() {
      const out = check(held);
      held = '';
      return out;
    },
    cited: () => [...cited],
  };
}

/**
 * A short-lived cache of the server-rendered public pages, as a CDN in front of a job site keeps
 * them: a link shared in a Zalo group is fetched by every preview bot and every reader within
 * seconds, and a crawler's burst reads the same search pages again. A page is the same for every
 * visitor (the renderer is anonymous), so one render serves them all for PAGE_CACHE_SECONDS.
 *
 * - One render per page at a time: requests arriving while it renders wait for it.
 * - Only 200 pages are kept; a 404 or a failed render is rendered again next time.
 * - Bounded by bytes (LRU), so a crawler walking 100k job pages cannot grow it past the limit.
 * - An employer's or an admin's successful write empties it (site.ts), so they see their edit at
 *   once; other changes (a deadline passing, a candidate's write) show within the TTL. Each
 *   process has its own cache: on several instances another's edit shows within the TTL too.
 */
import { LRUCache } from 'lru-cache';

/** A rendered page, whole. */
export interface RenderedHtml {
  status: number;
  html: Buffer;
}

/** Whether an answer came from the cache (`hit`), waited for another request's render, or rendered. */
export type PageCacheOutcome = 'hit' | 'joined' | 'rendered';

export interface PageCache {
  get(key: string, render: () => Promise<RenderedHtml | null>): Promise<{ page: RenderedHtml | null; outcome: PageCacheOutcome }>;
  clear(): void;
}

/** At most this much HTML is kept (a job page is ~25 KB: some 2,500 pages). */
const MAX_BYTES = 64 * 1024 * 1024;

/**
 * @example const cache = createPageCache(10_000); const { page } = await cache.get('/job/5', () => render('/job/5'));
 */
export function createPageCache(ttlMs: number): PageCache {
  // lru-cache's fetch() is the one-render-at-a-time part: a second fetch of a key being fetched
  // joins the first (status 'inflight').
  type Render = () => Promise<RenderedHtml | null>;
  const pages = new LRUCache<string, RenderedHtml, Render>({
    maxSize: MAX_BYTES,
    sizeCalculation: (page) => Math.max(1, page.html.length),
    ttl: ttlMs,
    fetchMethod: async (_key, _stale, { context: render }) => (await render()) ?? undefined,
  });
  const outcomes = { hit: 'hit', inflight: 'joined' } as const;
  return {
    async get(key, render) {
      const status: LRUCache.Status<string, RenderedHtml, Render> = {};
      const page = (await pages.fetch(key, { context: render, status })) ?? null;
      if (page && page.status !== 200) pages.delete(key);
      const outcome = status.fetch === 'hit' || status.fetch === 'inflight' ? outcomes[status.fetch] : 'rendered';
      return { page, outcome };
    },
    clear() {
      pages.clear();
    },
  };
}

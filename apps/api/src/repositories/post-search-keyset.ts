import { sql, type SQL } from 'drizzle-orm';
import { createExpiringLru } from '../lib/expiring-lru';
import { descendingKeys, type OrderKey, type PostOrder, type PostSearchFilters } from './post-search-where';
import { filtersKey, SEARCH_TOTALS_TTL_MS } from './search-totals';

/**
 * Deep pages by keyset ("seek"), behind the same page numbers. OFFSET walks every row before the
 * page: page 50,000 of the newest posts at 1,000,000 posts walks 500,000 index entries (200 ms).
 * A dense page read in an order whose keys all descend (post-search-where.ts `descendingKeys`)
 * leaves an anchor: its first row's position and keys. A later page of the same search starts
 * from the nearest anchor instead of from the top:
 * - forward, `keys <= anchor`, skipping only the rows between the anchor and the page;
 * - or backward from an anchor at or past the page's end, `keys > anchor` read in reverse,
 *   taking the rows just before it.
 * So the next and the previous page of any page cost a page, however deep; only a jump far from
 * every anchor walks. Anchors last a minute, like the totals (search-totals.ts): posts published
 * meanwhile move positions, as they move OFFSET's.
 */

/** The row at `position` (from 0) of a search's order has these `keys` (JSON values of its order keys). */
export interface PageAnchor {
  position: number;
  keys: readonly unknown[];
}

/** What an anchor belongs to: a search (filters), its order and the Vietnamese day it was read on. */
export interface AnchorSearch {
  filters: PostSearchFilters;
  order: PostOrder;
  today: string;
}

export interface SearchAnchors {
  /** The anchors kept for `search` at `nowMs`, by position. */
  get(search: AnchorSearch, nowMs: number): readonly PageAnchor[];
  remember(search: AnchorSearch, anchor: PageAnchor, nowMs: number): void;
}

/** Anchors kept per search: the pages one person (or a few) reads through. */
const ANCHORS_PER_SEARCH = 32;

/**
 * @param capacity - Most searches kept.
 * @example const anchors = createSearchAnchors(); await searchPosts(db, {}, 'newest', { page: 5_000, page_size: 10 }, SEARCH_TOTAL_CAP, { anchors });
 */
export function createSearchAnchors(capacity = 2_000): SearchAnchors {
  const searches = createExpiringLru<PageAnchor[]>(capacity);
  const keyOf = ({ filters, order, today }: AnchorSearch) => `${today} ${order} ${filtersKey(filters)}`;
  return {
    get: (search, nowMs) => searches.get(keyOf(search), nowMs) ?? [],
    remember(search, anchor, nowMs) {
      const kept = (searches.get(keyOf(search), nowMs) ?? []).filter((other) => other.position !== anchor.position);
      // The newest anchors stay: the pages around the one being read.
      const anchors = [...kept.slice(-(ANCHORS_PER_SEARCH - 1)), anchor].sort((a, b) => a.position - b.position);
      searches.set(keyOf(search), anchors, nowMs + SEARCH_TOTALS_TTL_MS);
    },
  };
}

/** A page read from an anchor: forward past `skip` rows, or backward over the `skip` rows before it. */
export interface Seek {
  direction: 'forward' | 'backward';
  anchor: PageAnchor;
  keys: readonly OrderKey[];
  skip: number;
}

/**
 * The cheapest way to the rows at `offset`…`offset + limit - 1`: from the anchor with the fewest
 * rows between it and the page; undefined when OFFSET from the top walks fewer (or `order` has
 * no keyset).
 */
export function seekFor(order: PostOrder, anchors: readonly PageAnchor[], offset: number, limit: number): Seek | undefined {
  const keys = descendingKeys(order);
  if (!keys) return undefined;
  let best: Seek | undefined;
  let cost = offset;
  for (const anchor of anchors) {
    if (anchor.keys.length !== keys.length) continue;
    if (anchor.position <= offset && offset - anchor.position < cost) {
      cost = offset - anchor.position;
      best = { direction: 'forward', anchor, keys, skip: cost };
    } else if (anchor.position >= offset + limit && anchor.position - offset < cost) {
      cost = anchor.position - offset;
      best = { direction: 'backward', anchor, keys, skip: cost };
    }
  }
  return best;
}

/** `(k1, k2, …)` of `keys`, or their names `b.k0, b.k1, …` in a subquery that selected them as such. */
function keyList(keys: readonly OrderKey[], suffix: string, named?: string): SQL {
  return sql.join(
    keys.map((key, i) => sql`${named ? sql.raw(`${named}.k${i}`) : key.column}${sql.raw(suffix)}`),
    sql`, `,
  );
}

/**
 * The ids (an int[] expression) of `limit` posts matching `where`, read along `seek` in the
 * order's index, `order` being its ORDER BY keys (post-search-where.ts `orderKeys`).
 */
export function seekIdsSql(where: SQL, order: SQL, seek: Seek, limit: SQL): SQL {
  const anchor = sql.join(
    seek.keys.map((key, i) => sql`${seek.anchor.keys[i]}::${sql.raw(key.type)}`),
    sql`, `,
  );
  if (seek.direction === 'forward') {
    return sql`array(select s.post_id from post_search s where ${where} and (${keyList(seek.keys, '')}) <= (${anchor})
      order by ${order} limit ${limit} offset ${seek.skip})`;
  }
  // The `skip` rows just before the anchor, nearest first (its index read backward), turned back
  // into the order: the page is the first `limit` of them.
  const named = sql.join(
    seek.keys.map((key, i) => sql`${key.column} as ${sql.raw(`k${i}`)}`),
    sql`, `,
  );
  return sql`array(select b.post_id from (select s.post_id, ${named} from post_search s where ${where} and (${keyList(seek.keys, '')}) > (${anchor})
      order by ${keyList(seek.keys, ' asc nulls first')} limit ${seek.skip}) b
    order by ${keyList(seek.keys, ' desc nulls last', 'b')} limit ${limit})`;
}

/** JSON of the order keys of the post `id` (an int expression): the anchor a page read leaves. */
export function anchorKeysSql(order: PostOrder, id: SQL): SQL | undefined {
  const keys = descendingKeys(order);
  if (!keys) return undefined;
  return sql`(select json_build_array(${keyList(keys, '')}) from post_search s where s.post_id = ${id})`;
}

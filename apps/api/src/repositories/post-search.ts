import { sql, type SQL } from 'drizzle-orm';
import { SEARCH_TOTAL_CAP, type Page, type PostRow } from '@jobhub/sdk/contract';
import { vietnamToday } from '../lib/vietnam-date';
import {
  boundCriteria,
  CRITERIA_COLUMNS,
  CRITERIA_RECORD_COLUMNS,
  criteriaMatchSql,
  preferenceOf,
  PREFERENCE_KEYS,
  salaryAtLeastSql,
  type CriteriaRecord,
  type PostPreference,
} from './criteria-match';
import { readPageRows, type RowReader } from './post-rows';
import { openSearchSql } from './post-visibility';
import { filterConditions, filterWhere, indexQuery, isMultiValueFilter, orderKeys, searchWhere, type PostOrder, type PostSearchFilters } from './post-search-where';
import { keywordQuery, learnLexemes, searchWords } from './search-text';
import type { SearchTotals } from './search-totals';
import { anchorKeysSql, seekFor, seekIdsSql, type SearchAnchors, type Seek } from './post-search-keyset';
import { intArray, pageCount, selectRows, type SqlExecutor } from './sql-rows';

/**
 * Job-post lists and search: the list, the search and one company's posts (detail: post-detail.ts).
 *
 * Every list reads `post_search` (narrow, trigger-maintained; see schema/catalogue.ts), which
 * holds every filter and sort column, so the page's 10 ids are chosen there, usually by walking a
 * partial index in the requested order and stopping after the page, and only those rows are
 * joined to posts, enterprises, positions and fields. The total is exact up to SEARCH_TOTAL_CAP
 * and an estimate past it (see searchPosts).
 *
 * Round trips: choosing the page's ids is one statement when the matches are sparse (probe,
 * sorted page and the viewer's criteria together) and two when they are dense (the probe, then
 * the index-ordered page with its count). A search through the full-text index first asks how
 * many matches to expect (one statement), then takes one of those two ways. The page's rows, with
 * the viewer's marks, are one more statement (readPageRows) on SearchOptions.rows, whose
 * connections plan it once: ten rows took 2.2 ms planned at every ask and 0.6 ms planned once
 * (one asker, 100,000 posts), and inside the search's statement they were planned at every ask.
 */

/**
 * Totals are exact up to SEARCH_TOTAL_CAP (10,000, the contract's) matching posts; past it the
 * total is an estimate, above the cap, that clients show as "hơn 10.000 việc làm" and that sets
 * `total_pages`, so the pages past the cap can be reached. Counting costs a table visit per match
 * (PostgreSQL checks each row's visibility on the table), so a search counts only as far as it must:
 * see searchPosts.
 */
export { SEARCH_TOTAL_CAP };

/**
 * How many matches the first statement of a search takes and sorts itself (the probe). A search
 * with more is dense: its page is read in index order instead.
 */
const PROBE_CAP = 1_000;

export interface PageRequest {
  page: number;
  page_size: number;
}

/** A run of the ordered matches: skip `offset`, take `limit`. */
interface Slice {
  offset: number;
  limit: number;
}
/**
 * The furthest offset a search reads from: an int in SQL (array bounds take no bigint). Every page
 * past it lies past the end of any search, so it reads as the page past the end does: empty.
 */
const MAX_OFFSET = 2_000_000_000;
const sliceOf = (paging: PageRequest): Slice => ({ offset: Math.min((paging.page - 1) * paging.page_size, MAX_OFFSET), limit: paging.page_size });

/** A slice whose bounds are SQL integer expressions (bound numbers, or figures of an earlier part of the statement). */
interface SqlSlice {
  offset: SQL;
  limit: SQL;
}
const boundSlice = (slice: Slice): SqlSlice => ({ offset: sql`${slice.offset}::int`, limit: sql`${slice.limit}::int` });

/**
 * The filters narrowed to the preferred posts (the salary part stays a separate condition), or
 * undefined when they contradict (city=Hà Nội searched, Đà Nẵng preferred: nothing matches).
 */
function mergePreference(filters: PostSearchFilters, preference: PostPreference): PostSearchFilters | undefined {
  const merged: Record<string, unknown> = { ...filters };
  for (const key of PREFERENCE_KEYS) {
    const wanted = preference[key];
    if (wanted === undefined) continue;
    const searched = merged[key];
    if (isMultiValueFilter(key)) {
      // Several values searched: the preferred one must be among them.
      if (Array.isArray(searched) && searched.length > 0 && !searched.includes(wanted)) return undefined;
      merged[key] = [wanted];
      continue;
    }
    if (searched !== undefined && searched !== wanted) return undefined;
    merged[key] = wanted;
  }
  if (preference.scales && preference.scales.length > 0) {
    const scales = filters.scales?.length ? filters.scales.filter((scale) => preference.scales!.includes(scale)) : preference.scales;
    if (scales.length === 0) return undefined;
    merged.scales = scales;
  }
  return merged as PostSearchFilters;
}

/** How a search is asked: the Vietnamese date posts must be open on, and who asks. */
export interface SearchOptions {
  /** The app's clock (`app.clock.now()`): the owners' Premium on the rows. Default: the system clock. */
  now?: Date;
  /** Today in Vietnam (lib/vietnam-date.ts; routes pass their clock's). Default: the date of `now`. */
  today?: string;
  /** Signed-in viewer: rows carry is_saved and matches_criteria. */
  viewerId?: number | undefined;
  /** Put rows matching the viewer's criteria first (API.md: the search route). */
  rankByCriteria?: boolean;
  /**
   * Searches' totals of the last minute (search-totals.ts): a kept dense one is not counted again,
   * a kept sparse one goes straight to the probe (which counts it live).
   */
  totals?: SearchTotals;
  /** Where the pages read in the last minute began (post-search-keyset.ts): deep pages start there. */
  anchors?: SearchAnchors;
  /**
   * Where the page's rows are read once its ids are chosen: Database.fixedPlans (that statement's
   * plan does not depend on the ids, so it is made once per connection). Default: `db`.
   */
  rows?: SqlExecutor;
}

/** Who reads the page's rows, and on which handle (SearchOptions.rows). */
interface PageReader {
  rowsDb: SqlExecutor;
  viewer: RowReader;
}

type FirstRecord = Partial<CriteriaRecord> & { total: number; ids: number[] | string | null };

/**
 * One page of open posts matching `filters`, in `order`, with the viewer's marks. `total` is exact
 * up to `cap` (SEARCH_TOTAL_CAP) and an estimate above `cap` past it (`total_pages` follows it).
 *
 * Sparse searches (fewer than PROBE_CAP matches) take one statement to choose their page: a probe
 * takes every match's id and sort keys through the indexes that select them, counts them and
 * sorts them (with the viewer's criteria); the rows follow (readPageRows). Dense ones read the
 * page from an index in the requested order, the scan stopping as soon as the page is full, and
 * count their matches up to `cap` + 1 in the same statement (see denseRows) unless an estimate
 * already says that there are far more than `cap` (see matchesEstimate).
 *
 * With `rankByCriteria` (a candidate's criteria, API.md: "matching rows first"), posts matching
 * them come first, each part in `order`. Sparse: the probe sorts on the match too. Dense: the
 * criteria come with the probe, or on their own when the estimate or a kept total says dense,
 * and the page probes filters ∧ criteria (narrower, so cheap) for the matching part, then fills
 * the page from an index-ordered scan of filters ∧ ¬criteria (preferredDensePage).
 *
 * `cap` is for tests (both paths, and totals past the cap, on small data).
 *
 * @example await searchPosts(db, { q: 'ky su phan mem', city: 'Hà Nội' }, 'relevance', { page: 1, page_size: 10 }, SEARCH_TOTAL_CAP, { today: '2026-03-06' })
 */
export async function searchPosts(
  db: SqlExecutor,
  filters: PostSearchFilters,
  order: PostOrder,
  paging: PageRequest,
  cap = SEARCH_TOTAL_CAP,
  options: SearchOptions = {},
): Promise<Page<PostRow>> {
  const now = options.now ?? new Date();
  const today = options.today ?? vietnamToday(now);
  const viewer: RowReader = { userId: options.viewerId, now };
  const reader: PageReader = { rowsDb: options.rows ?? db, viewer };
  /** The candidate whose criteria rank the rows, if any. */
  const rankedFor = options.rankByCriteria === true ? viewer.userId : undefined;
  const ranked = rankedFor !== undefined;
  const slice = sliceOf(paging);
  const probeCap = Math.min(PROBE_CAP, cap);
  const page = (total: number, results: PostRow[]): Page<PostRow> => ({
    results,
    total,
    page: paging.page,
    total_pages: pageCount(total, paging.page_size),
    page_size: paging.page_size,
  });
  const search = { filters, today, cap };
  await learnLexemes(db, searchWords(filters.q));
  const known = options.totals?.get(search, now.getTime());
  // Relevance with keywords puts title matches first: not one index order, so no keyset.
  const anchors = order === 'relevance' && searchWords(filters.q).length > 0 ? undefined : options.anchors;
  const anchored = { filters, order, today };
  const seek = anchors && seekFor(order, anchors.get(anchored, now.getTime()), slice.offset, slice.limit);
  /** The page in index order, with the matches counted by `count`; it leaves its anchor. */
  const densePage = async (count: SQL | undefined) => {
    const read = await denseRows(db, denseIdsSql(filters, order, boundSlice(slice), [], today, seek), reader, count, anchors && order);
    if (read.anchor) anchors?.remember(anchored, { position: slice.offset, keys: read.anchor }, now.getTime());
    return read;
  };
  const keptPage = (total: number, results: PostRow[]) => {
    options.totals?.set(search, total, now.getTime());
    return page(total, results);
  };
  const estimate = known ?? (await matchesEstimate(db, filters, today));
  if (estimate !== undefined && estimate >= probeCap) {
    // Dense: counted with the page, unless the total is known or surely past the cap. A signed-in
    // candidate's criteria are read on their own (not with a probe of every match).
    const count = known === undefined && estimate < SURELY_PAST_CAP * cap ? denseCountSql(filters, today, cap + 1) : undefined;
    const preference = ranked ? preferenceOf((await selectRows<CriteriaRecord>(db, criteriaSql(rankedFor)))[0]) : undefined;
    const read = preference ? await preferredDensePage(db, filters, order, slice, probeCap, today, preference, reader, count) : await densePage(count);
    // A short page under an estimate above the cap (kept or not): it may be too high, so count.
    const recount = read.counted === undefined && estimate > cap && read.results.length < slice.limit;
    if (known !== undefined && !recount) return page(known, read.results);
    const counted = read.counted ?? (recount ? await countUpTo(db, filters, today, cap + 1) : estimate);
    return keptPage(await totalOf(db, filters, today, cap, counted), read.results);
  }
  const [first] = await selectRows<FirstRecord>(db, firstPageSql(filters, order, slice, probeCap, today, viewer, ranked));
  const probed = Number(first?.total ?? 0);
  // Sparse: the probe's count is exact and live. Kept too, it only sends the next ask straight to
  // the probe, without the planner's estimate first.
  if (probed < probeCap) return keptPage(probed, await readPageRows(reader.rowsDb, intArray(first?.ids), viewer));
  // Dense now: a kept dense total stands; a kept sparse one is out of date.
  const keptDense = known !== undefined && known >= probeCap ? known : undefined;
  const count = keptDense === undefined ? denseCountSql(filters, today, cap + 1) : undefined;
  const preference = ranked ? preferenceOf(first as CriteriaRecord | undefined) : undefined;
  const read = preference
    ? await preferredDensePage(db, filters, order, slice, probeCap, today, preference, reader, count)
    : await densePage(count);
  return keptDense !== undefined ? page(keptDense, read.results) : keptPage(await totalOf(db, filters, today, cap, read.counted), read.results);
}

/** The criteria of `userId` as one record (`c_found` false without criteria). */
function criteriaSql(userId: number): SQL {
  return sql`select ${CRITERIA_RECORD_COLUMNS} from (select 1) one left join criteria c on c.user_id = ${userId}`;
}

/**
 * A search's matches as the planner expects them, when the full-text index gives them (EXPLAIN, no
 * execution), else undefined (the btree indexes' probe is cheap). The full-text index can only
 * give every match at once, so a search it answers is sent by this estimate: past
 * SURELY_PAST_CAP times the cap, the total is the estimate and nothing is counted (the posting
 * lists of the commonest words alone cost 20-36 ms to read at 1,000,000 posts); past the probe's
 * cap, the page is read in index order and counted up to the cap; below it, the probe takes them.
 * The planner multiplies the words' frequencies, so it rather underestimates words that go
 * together ('kế toán': 29,410 expected, 54,290 found at 1,000,000 posts); words that seldom meet
 * can be overestimated, and then a short page sends the search to a count.
 */
async function matchesEstimate(db: SqlExecutor, filters: PostSearchFilters, today: string): Promise<number | undefined> {
  return indexQuery(filters) ? plannedMatches(db, filters, today) : undefined;
}

/**
 * How far above the cap the planner's estimate must be to be taken as the total (see
 * matchesEstimate). Of 150 random keyword searches at 1,000,000 posts (position words, mixed
 * words, with and without a city or an experience band), the planner overestimated six by 1.6 to
 * 9.6 times, all below 5,600 expected, and none of those it expected 30,000 or more of had
 * 10,000 or fewer; one with 46,735 matches was expected at 35,809.
 */
const SURELY_PAST_CAP = 3;

/** The planner's estimate of a search's matches (EXPLAIN, no execution). */
async function plannedMatches(db: SqlExecutor, filters: PostSearchFilters, today: string): Promise<number> {
  const [plan] = await selectRows<{ 'QUERY PLAN': unknown }>(db, sql`explain (format json) select 1 from post_search s where ${searchWhere(filters, today, [], 'search', true)}`);
  const json = plan?.['QUERY PLAN'];
  const parsed = (typeof json === 'string' ? JSON.parse(json) : json) as [{ Plan: { 'Plan Rows': number } }] | undefined;
  return parsed?.[0]?.Plan['Plan Rows'] ?? 0;
}

/**
 * The total of a dense search from `counted`: at most the cap, it is exact; cap + 1 (a count that
 * stopped there) gives way to the planner's estimate; more is an estimate already.
 */
async function totalOf(db: SqlExecutor, filters: PostSearchFilters, today: string, cap: number, counted: number | undefined): Promise<number> {
  if (counted !== undefined && (counted <= cap || counted > cap + 1)) return counted;
  return Math.max(cap + 1, await plannedMatches(db, filters, today));
}

/** The number of a search's matches up to `upTo`, as SQL (what a dense page counts with its rows). */
function denseCountSql(filters: PostSearchFilters, today: string, upTo: number, extra: readonly SQL[] = []): SQL {
  return sql`(select count(*)::int from (select from post_search s where ${searchWhere(filters, today, extra)} limit ${upTo}) c)`;
}

/** The number of a search's matches up to `upTo`. */
async function countUpTo(db: SqlExecutor, filters: PostSearchFilters, today: string, upTo: number): Promise<number> {
  const [row] = await selectRows<{ n: number }>(db, sql`select ${denseCountSql(filters, today, upTo)} as n`);
  return Number(row?.n ?? 0);
}

/** Where a probe reads its matches: the relation `s` (and any it joins), the conditions, and the titles' vector of `s`. */
interface ProbeSource {
  from: SQL;
  where: SQL;
  titles: SQL;
}

/**
 * The capped probe over `post_search s`: ids and sort keys (plus the criteria columns when
 * `withCriteria`) of at most `cap` matches, from `source` (default: the search's conditions).
 */
function probeRowsSql(
  filters: PostSearchFilters,
  order: PostOrder,
  cap: number,
  today: string,
  extra: readonly SQL[],
  withCriteria = false,
  source: ProbeSource = { from: sql`post_search s`, where: searchWhere(filters, today, extra), titles: sql`s.title_search` },
): SQL {
  const query = keywordQuery(searchWords(filters.q));
  const titleMatch = query && order === 'relevance' ? sql`${source.titles} @@ ${query}` : sql`false`;
  const criteriaColumns = withCriteria ? sql`, s.city, s.field_id, s.position_id, s.experience, s.type_working, s.scale, s.is_salary_negotiable` : sql``;
  // The probe carries the sort keys of `order` (orderKeys); the deadline only when it sorts on it.
  const orderColumns = order === 'closing' ? sql`, s.deadline` : order === 'fast_response' ? sql`, s.is_responsive, s.response_hours` : sql``;
  return sql`select s.post_id, s.is_premium, s.created_at, s.salary_min, s.salary_max${orderColumns}, ${titleMatch} as title_match${criteriaColumns}
    from ${source.from} where ${source.where} limit ${cap}`;
}

/**
 * The capped probe of the posts matching the filters and a preference (`merged`, see
 * mergePreference; `extra`, its salary part). A preference with a field and a city or a position
 * is read from post_search_public_criteria_idx (those three keys, covering): its range holds a few
 * hundred posts to a few thousand, each entry's other columns checked in the index, and the
 * keywords, if any, are then checked on the table rows of the posts it gives (`r`, joined on the
 * key, so that `s` stays in the index). The full-text index, which carries the same values as
 * tags, decodes every tag's whole posting list instead ('c:Hồ Chí Minh' & 'x:1-2 năm' &
 * 't:Bán thời gian'…: 10-18 ms at 1,000,000 posts, where the index range and the rows took
 * 0.4-5 ms). Other preferences keep the full-text index.
 */
function preferredProbeSql(merged: PostSearchFilters, order: PostOrder, cap: number, today: string, extra: readonly SQL[]): SQL {
  if (merged.field === undefined || (!merged.city?.length && merged.position === undefined)) return probeRowsSql(merged, order, cap, today, extra);
  const columns = filterWhere(merged, today, extra);
  const query = keywordQuery(searchWords(merged.q));
  const source: ProbeSource = query
    ? { from: sql`post_search s join post_search r on r.post_id = s.post_id`, where: sql`${columns} and r.search @@ ${query}`, titles: sql`r.title_search` }
    : { from: sql`post_search s`, where: columns, titles: sql`s.title_search` };
  return probeRowsSql(merged, order, cap, today, extra, false, source);
}

/**
 * The first statement: capped probe, total, and (when total < cap) the page's ids, sorted; with
 * `ranked`, matching rows first and the viewer's criteria returned (c_*). When the probe reaches
 * the cap the page comes from an index-ordered read instead, so the matches are not sorted here.
 * The rows are read apart (readPageRows).
 */
function firstPageSql(filters: PostSearchFilters, order: PostOrder, slice: Slice, cap: number, today: string, viewer: RowReader, ranked: boolean): SQL {
  const criteria = ranked ? sql`left join criteria c on c.user_id = ${viewer.userId}` : sql``;
  const firstKey = ranked ? sql`${criteriaMatchSql(CRITERIA_COLUMNS)} desc, ` : sql``;
  return sql`with m as materialized (${probeRowsSql(filters, order, cap, today, [], ranked)}),
    total as materialized (select count(*)::int as total from m)
    select total.total${ranked ? sql`, ${CRITERIA_RECORD_COLUMNS}` : sql``},
      case when total.total < ${cap} then array(select s.post_id from m s ${criteria}
        order by ${firstKey}s.title_match desc, ${orderKeys(order)} limit ${slice.limit} offset ${slice.offset}) else '{}'::int[] end as ids
    from total ${criteria}`;
}

/**
 * How many entries of the order's index the dense relevance page reads at most when it looks for
 * its title matches (see denseIdsSql), matching the filters or not: about 10 ms at 1,000,000
 * posts (0.34 µs an entry), about what sorting the 3,885 title matches of 'giám sát công trình'
 * in Hà Nội costs. The walk stops as soon as the page is full, so it reads this far only when
 * it falls short. Counting the entries, not the posts that match the filters, bounds it: a rare filter
 * ('Yên Bái', 1.5 % of posts) read 250,000 entries (39 ms) to find 4,000 posts, where the
 * titles' GIN index, which carries the filter tags, gives its few title matches at once.
 */
const TITLE_WALK_ENTRIES = 30_000;

/**
 * The first part of that walk, whose title matches predict how far the page's end lies: the walk
 * goes on only when, at the sample's rate, the page would be full within TITLE_WALK_ENTRIES, else
 * the GIN index of the titles gives them at once. Page 1 goes on after one match in the sample,
 * page 5 after two. A search whose words are in no title among these entries ('Sketch', 'HTKK':
 * words of the descriptions) skips the walk: it took 4.8 of the 6.4 ms of 'Sketch' at 1,000,000
 * posts, and found none. Sorting the title matches costs about 7 µs each (their table rows give
 * the sort keys) against 0.34 µs an entry walked, so the walk is the cheaper one down to a title
 * match in about every 600 entries (page 1) to 1,400 (page 5), as this rule reads them. A fixed
 * walk of 10,000 entries fell just short on later pages ('giám sát công trình' in Hà Nội, page
 * 5: 48 of 50 found) and then sorted every title match as well: 3.4 ms of walk, 11 ms of sort.
 */
const TITLE_SAMPLE_ENTRIES = 1_000;

/** The sample's matches, times this, must reach the page's end for the walk to go on (see TITLE_SAMPLE_ENTRIES). */
const WALK_ON_FACTOR = TITLE_WALK_ENTRIES / TITLE_SAMPLE_ENTRIES;

/**
 * The ids (an int[] expression) of a page read in index order when matches are dense.
 * Relevance with keywords reads title matches first and, only when they do not fill the page,
 * the other matches (a CASE branch: otherwise that scan does not run).
 *
 * The title matches come from a walk of the first entries of the order's index, each entry's
 * filters and title checked in the index (it carries the title vector and every filter column):
 * common title words ('lập trình viên', 2.4 % of posts) fill a page after a few hundred
 * entries. The walk reads TITLE_SAMPLE_ENTRIES first and goes on, up to TITLE_WALK_ENTRIES,
 * only when their matches promise a full page. Otherwise, or when the whole walk falls short,
 * the GIN index of the titles gives them all, to be sorted: the planner, which multiplies the words'
 * frequencies, expects a few hundred title matches where there are 24,084 at 1,000,000 posts, and
 * would otherwise read and sort all of them (1.1 s).
 */
function denseIdsSql(filters: PostSearchFilters, order: PostOrder, slice: SqlSlice, extra: readonly SQL[], today: string, seek?: Seek): SQL {
  const query = keywordQuery(searchWords(filters.q));
  if (!query || order !== 'relevance') {
    // Without keywords the filters stay column conditions: the walk of the order's covering index
    // checks them without reading the table. As tags they sent city + salary + experience to the
    // full-text index for every match, each checked on the table (55 ms at 1,000,000 posts).
    const where = query ? searchWhere(filters, today, extra) : filterWhere(filters, today, extra);
    if (seek) return seekIdsSql(where, orderKeys(order), seek, slice.limit);
    return sql`array(select s.post_id from post_search s where ${where}
      order by ${orderKeys(order)} limit ${slice.limit} offset ${slice.offset})`;
  }
  const through = sql`(${slice.offset} + ${slice.limit})`;
  const walkedTitles = (entries: number) => sql`array(select w.post_id from (
      select s.post_id, (${filterConditions(filters, today, extra)}) as filters_match, s.title_search @@ ${query} as title_match
      from post_search s where ${openSearchSql(today)} order by ${orderKeys(order)} limit ${entries}
    ) w where w.filters_match and w.title_match limit ${through})`;
  const allTitles = sql`array(select s.post_id from post_search s where ${searchWhere(filters, today, extra, 'title_search')}
      order by ${orderKeys(order)} limit ${through})`;
  // The whole walk's title matches when they fill the page, else null (then the GIN index's).
  const walkedEnough = sql`(select w.ids from (select ${walkedTitles(TITLE_WALK_ENTRIES)} as ids offset 0) w where cardinality(w.ids) >= ${through})`;
  // The other matches only when the titles fall short. Their LIMIT is the page's end, known when
  // planning: a LIMIT computed from the title matches made the planner expect to read a tenth of
  // them all, and sort them all (76 ms for 'HTKK', 13,638 matches at 1,000,000 posts), rather
  // than walk the index for the few it needs.
  return sql`(select (case when cardinality(t.ids) >= ${through} then t.ids else t.ids || array(select s.post_id from post_search s
        where ${searchWhere(filters, today, extra)} and not (s.title_search @@ ${query})
        order by ${orderKeys(order)} limit ${through}) end)[${slice.offset} + 1 : ${through}]
    from (select case when cardinality(f.ids) >= ${through} then f.ids
        else coalesce(case when cardinality(f.ids) * ${WALK_ON_FACTOR}::int >= ${through} then ${walkedEnough} end, ${allTitles}) end as ids
      from (select ${walkedTitles(TITLE_SAMPLE_ENTRIES)} as ids offset 0) f offset 0) t)`;
}

/**
 * The page of the posts in an int[] expression: the ids, with `count` (an int expression, the
 * matches counted up to a bound) and, with `anchorOf` (an order with a keyset), the order keys of
 * the first post (the page's anchor), in one statement; then their rows (readPageRows).
 */
async function denseRows(
  db: SqlExecutor,
  ids: SQL,
  reader: PageReader,
  count?: SQL,
  anchorOf?: PostOrder,
): Promise<{ results: PostRow[]; counted?: number; anchor?: unknown[] }> {
  const anchor = anchorOf && anchorKeysSql(anchorOf, sql`i.ids[1]`);
  const [record] = await selectRows<{ ids: number[] | string | null; counted: number | null; anchor: unknown[] | string | null }>(
    db,
    sql`select i.ids, ${count ?? sql`null::int`} as counted, ${anchor ?? sql`null::json`} as anchor from (select ${ids} as ids offset 0) i`,
  );
  const results = await readPageRows(reader.rowsDb, intArray(record?.ids), reader.viewer);
  // PGlite hands json back as text, postgres.js parsed.
  const keys = typeof record?.anchor === 'string' ? (JSON.parse(record.anchor) as unknown[]) : record?.anchor;
  return { results, ...(count ? { counted: Number(record?.counted ?? 0) } : {}), ...(keys ? { anchor: keys } : {}) };
}

/**
 * A dense page with a preference: matching posts (their own capped probe) first, then the others
 * from an index-ordered scan of filters ∧ ¬preference, and `count` (the search's matches counted
 * up to a bound), in one statement, then the rows. Only when the matching posts are dense too
 * (the probe reached the cap; rare: they are filters ∧ criteria) does a third statement count
 * them up to the page's end and read the page from their index order and the others'.
 * Each statement holds only the scans it may run: planning is most of the cost here.
 */
async function preferredDensePage(
  db: SqlExecutor,
  filters: PostSearchFilters,
  order: PostOrder,
  slice: Slice,
  cap: number,
  today: string,
  preference: PostPreference,
  reader: PageReader,
  count: SQL | undefined,
): Promise<{ results: PostRow[]; counted?: number }> {
  const others = [sql`not ${criteriaMatchSql(boundCriteria(preference))}`];
  const merged = mergePreference(filters, preference);
  if (!merged) {
    return denseRows(db, denseIdsSql(filters, order, boundSlice(slice), others, today), reader, count);
  }
  const salary = preference.salary_min !== undefined ? [salaryAtLeastSql(sql`${preference.salary_min}::bigint`)] : [];
  const rest: SqlSlice = { offset: sql`greatest(${slice.offset}::int - mm.n, 0)`, limit: sql`(${slice.limit}::int - cardinality(mm.ids))` };
  const ids = sql`(case when mm.n >= ${cap} then '{}'::int[] when cardinality(mm.ids) >= ${slice.limit} then mm.ids
    else mm.ids || ${denseIdsSql(filters, order, rest, others, today)} end)`;
  const [first] = await selectRows<{ match_total: number; counted: number | null; ids: number[] | string | null }>(
    db,
    sql`with mp as materialized (${preferredProbeSql(merged, order, cap, today, salary)}),
      mm as materialized (
        select mt.n, array(select s.post_id from mp s order by s.title_match desc, ${orderKeys(order)} limit ${slice.limit} offset ${slice.offset}) as ids
        from (select count(*)::int as n from mp) mt
      )
      select mm.n as match_total, ${count ?? sql`null::int`} as counted, ${ids} as ids from mm`,
  );
  const counted = count ? Number(first?.counted ?? 0) : undefined;
  if (Number(first?.match_total ?? 0) < cap) return { results: await readPageRows(reader.rowsDb, intArray(first?.ids), reader.viewer), counted };
  // The matching posts are dense too: count them up to the page's end, read their part of the
  // page in their index order and the rest from the others'.
  const through = slice.offset + slice.limit;
  const mine: SqlSlice = { offset: sql`${slice.offset}::int`, limit: sql`least(${slice.limit}::int, greatest(n.n - ${slice.offset}::int, 0))` };
  const after: SqlSlice = { offset: sql`greatest(${slice.offset}::int - mc.n, 0)`, limit: sql`(${slice.limit}::int - cardinality(mc.ids))` };
  const [page] = await selectRows<{ ids: number[] | string | null }>(
    db,
    sql`with mc as materialized (
        select n.n, ${denseIdsSql(merged, order, mine, salary, today)} as ids
        from (select ${denseCountSql(merged, today, through, salary)} as n offset 0) n
      )
      select (mc.ids || ${denseIdsSql(filters, order, after, others, today)}) as ids from mc`,
  );
  return { results: await readPageRows(reader.rowsDb, intArray(page?.ids), reader.viewer), counted };
}

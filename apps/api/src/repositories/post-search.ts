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
import { pageRowsSql, pickIds, viewerRows, type RowReader, type ViewerRowRecord } from './post-rows';
import { filterWhere, isMultiValueFilter, matchesThroughTextIndex, orderKeys, searchWhere, type PostOrder, type PostSearchFilters } from './post-search-where';
import { keywordQuery, searchWords } from './search-text';
import { pageCount, selectRows, type SqlExecutor } from './sql-rows';

/**
 * Job-post lists and search: the list, the search and one company's posts (detail: post-detail.ts).
 *
 * Every list reads `post_search` (narrow, trigger-maintained; see schema/catalogue.ts), which
 * holds every filter and sort column, so the page's 10 ids are chosen there, usually by walking a
 * partial index in the requested order and stopping after the page, and only those rows are
 * joined to posts, enterprises, positions and fields. The total is a count capped at
 * SEARCH_TOTAL_CAP rows (see searchPosts).
 *
 * Round trips: a search is one statement when its matches are sparse (probe, page, rows and the
 * viewer's marks and criteria together) and two when they are dense (the probe, then the
 * index-ordered page with its rows); see searchPosts.
 */

/**
 * Totals are exact up to SEARCH_TOTAL_CAP matching posts (the contract's, so clients can say
 * "1.000+"). Counting costs about one row visit per match (keyword matches are checked on the
 * heap), so counting every one of 80,000 matches, or even 10,000, would cost far more than the
 * page itself (bench/search.ts; 10,000 measured 5-20 ms per count at 100,000 posts).
 */
export { SEARCH_TOTAL_CAP };

export interface PageRequest {
  page: number;
  page_size: number;
}

/** A run of the ordered matches: skip `offset`, take `limit`. */
interface Slice {
  offset: number;
  limit: number;
}
const sliceOf = (paging: PageRequest): Slice => ({ offset: (paging.page - 1) * paging.page_size, limit: paging.page_size });

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
}

type FirstRecord = ViewerRowRecord & Partial<CriteriaRecord> & { total: number };

/**
 * One page of open posts matching `filters`, in `order`, with the viewer's marks. `total` is exact
 * up to SEARCH_TOTAL_CAP and capped there (`total_pages` follows it).
 *
 * The first statement probes at most SEARCH_TOTAL_CAP matches (ids and sort keys only) through
 * the indexes that select them: that gives the capped total and, when it found fewer than the
 * cap, that is every match, so the same statement sorts them and joins the page's rows, the
 * viewer's saves and their criteria. When the cap is reached, matches are dense: a second
 * statement reads the page from an index in the requested order, the scan stopping as soon as
 * the page is full, and joins its rows.
 *
 * With `rankByCriteria` (a candidate's criteria, API.md: "matching rows first"), posts matching
 * them come first, each part in `order`. Sparse: the probe sorts on the match too. Dense: the
 * first statement also returned the criteria, and the second one probes filters ∧ criteria
 * (narrower, so cheap) for the matching part, then fills the page from an index-ordered scan of
 * filters ∧ ¬criteria.
 *
 * `cap` is for tests (both paths on small data) and the benchmark.
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
  const ranked = options.rankByCriteria === true && viewer.userId !== undefined;
  const slice = sliceOf(paging);
  const page = (total: number, results: PostRow[]): Page<PostRow> => ({
    results,
    total,
    page: paging.page,
    total_pages: pageCount(total, paging.page_size),
    page_size: paging.page_size,
  });
  if (!ranked && (await surelyDense(db, filters, today, cap))) {
    if (slice.offset >= cap) return page(cap, []);
    const results = await denseRows(db, denseIdsSql(filters, order, boundSlice(slice), [], today), viewer);
    // A short page means the estimate was wrong: the capped probe below counts them.
    if (results.length === slice.limit) return page(cap, results);
  }
  const first = await selectRows<FirstRecord>(db, firstPageSql(filters, order, slice, cap, today, viewer, ranked));
  const total = Number(first[0]?.total ?? 0);
  let results = viewerRows(first);
  if (total >= cap && slice.offset < total) {
    const preference = ranked ? preferenceOf(first[0] as CriteriaRecord | undefined) : undefined;
    results = preference
      ? await preferredDensePage(db, filters, order, slice, cap, today, preference, viewer)
      : await denseRows(db, denseIdsSql(filters, order, boundSlice(slice), [], today), viewer);
  }
  return page(total, results);
}

/**
 * The planner's estimate of a search's matches above which the capped probe is skipped: the total
 * is the cap ("1.000+") and the page is read in index order at once. Well above the cap: the
 * planner multiplies the words' frequencies, so it rather underestimates words that go together
 * ('điều phối vận tải': 8,059 expected, 17,274 found at 1,000,000 posts); words that seldom meet
 * can be overestimated, and then a short page sends the search through the probe.
 */
const SURELY_DENSE_ESTIMATE = 5_000;

/**
 * Whether a search through the full-text index surely has more than `cap` matches, by the
 * planner's estimate (EXPLAIN, no execution). The probe would otherwise build the index's whole
 * bitmap of matches to keep `cap` of them: 54,290 entries for 'kế toán' at 1,000,000 posts.
 */
async function surelyDense(db: SqlExecutor, filters: PostSearchFilters, today: string, cap: number): Promise<boolean> {
  if (!matchesThroughTextIndex(filters)) return false;
  const [plan] = await selectRows<{ 'QUERY PLAN': unknown }>(db, sql`explain (format json) select 1 from post_search s where ${searchWhere(filters, today)}`);
  const json = plan?.['QUERY PLAN'];
  const parsed = (typeof json === 'string' ? JSON.parse(json) : json) as [{ Plan: { 'Plan Rows': number } }] | undefined;
  return (parsed?.[0]?.Plan['Plan Rows'] ?? 0) >= Math.max(SURELY_DENSE_ESTIMATE, 5 * cap);
}

/**
 * The capped probe over `post_search s`: ids and sort keys (plus the criteria columns when
 * `withCriteria`) of at most `cap` matches.
 */
function probeRowsSql(filters: PostSearchFilters, order: PostOrder, cap: number, today: string, extra: readonly SQL[], withCriteria = false): SQL {
  const query = keywordQuery(searchWords(filters.q));
  const titleMatch = query && order === 'relevance' ? sql`s.title_search @@ ${query}` : sql`false`;
  const criteriaColumns = withCriteria ? sql`, s.city, s.field_id, s.position_id, s.experience, s.type_working, s.scale, s.is_salary_negotiable` : sql``;
  // The probe carries the sort keys of `order` (orderKeys); the deadline only when it sorts on it.
  const orderColumns = order === 'closing' ? sql`, s.deadline` : order === 'fast_response' ? sql`, s.is_responsive, s.response_hours` : sql``;
  return sql`select s.post_id, s.is_premium, s.created_at, s.salary_min, s.salary_max${orderColumns}, ${titleMatch} as title_match${criteriaColumns}
    from post_search s where ${searchWhere(filters, today, extra)} limit ${cap}`;
}

/**
 * The first statement: capped probe, total, and (when total < cap) the page's rows with the
 * viewer's marks; with `ranked`, matching rows first and the viewer's criteria returned (c_*).
 * When the probe reaches the cap the page comes from an index-ordered read instead, so the
 * matches are not sorted here.
 */
function firstPageSql(filters: PostSearchFilters, order: PostOrder, slice: Slice, cap: number, today: string, viewer: RowReader, ranked: boolean): SQL {
  const criteria = ranked ? sql`left join criteria c on c.user_id = ${viewer.userId}` : sql``;
  const firstKey = ranked ? sql`${criteriaMatchSql(CRITERIA_COLUMNS)} desc, ` : sql``;
  return sql`with m as materialized (${probeRowsSql(filters, order, cap, today, [], ranked)}),
    total as materialized (select count(*)::int as total from m),
    page as materialized (
      select total.total, case when total.total < ${cap} then array(select s.post_id from m s ${criteria}
          order by ${firstKey}s.title_match desc, ${orderKeys(order)} limit ${slice.limit} offset ${slice.offset}) else '{}'::int[] end as ids
      from total
    )
    select page.total${ranked ? sql`, ${CRITERIA_RECORD_COLUMNS}` : sql``}, r.*
    from page ${criteria}
    left join lateral (${pageRowsSql(pickIds(sql`page.ids`), viewer)} offset 0) r on true
    order by r.ord`;
}

/**
 * How many posts matching the filters, in the order's index, the dense relevance page reads first
 * when it looks for its title matches (see denseIdsSql).
 */
const TITLE_WALK_ROWS = 4_000;

/**
 * The ids (an int[] expression) of a page read in index order when matches are dense.
 * Relevance with keywords reads title matches first and, only when they do not fill the page,
 * the other matches (the second scan gets LIMIT 0 otherwise, so it does not run).
 *
 * The title matches come from a walk of the first TITLE_WALK_ROWS posts matching the filters in
 * the order's index, each title checked on the row: common title words ('lập trình viên', 2.4 %
 * of posts) fill a page after a few hundred rows. Only when the walk finds too few does the GIN
 * index of the titles give them all, to be sorted: the planner, which multiplies the words'
 * frequencies, expects a few hundred title matches where there are 24,084 at 1,000,000 posts,
 * and would otherwise read and sort all of them (1.1 s).
 */
function denseIdsSql(filters: PostSearchFilters, order: PostOrder, slice: SqlSlice, extra: readonly SQL[], today: string): SQL {
  const query = keywordQuery(searchWords(filters.q));
  if (!query || order !== 'relevance') {
    return sql`array(select s.post_id from post_search s where ${searchWhere(filters, today, extra)}
      order by ${orderKeys(order)} limit ${slice.limit} offset ${slice.offset})`;
  }
  const through = sql`(${slice.offset} + ${slice.limit})`;
  const walkedTitles = sql`array(select w.post_id from (select s.post_id, s.title_search @@ ${query} as title_match from post_search s
      where ${filterWhere(filters, today, extra)} order by ${orderKeys(order)} limit ${TITLE_WALK_ROWS}) w
    where w.title_match limit ${through})`;
  const allTitles = sql`array(select s.post_id from post_search s where ${searchWhere(filters, today, extra, 'title_search')}
      order by ${orderKeys(order)} limit ${through})`;
  return sql`(select (t.ids || array(select s.post_id from post_search s
        where ${searchWhere(filters, today, extra)} and not (s.title_search @@ ${query})
        order by ${orderKeys(order)} limit greatest(${through} - cardinality(t.ids), 0)))[${slice.offset} + 1 : ${through}]
    from (select case when cardinality(w.ids) >= ${through} then w.ids else ${allTitles} end as ids
      from (select ${walkedTitles} as ids offset 0) w offset 0) t)`;
}

/** The rows, with the viewer's marks, of the posts in an int[] expression (one statement). */
async function denseRows(db: SqlExecutor, ids: SQL, viewer: RowReader): Promise<PostRow[]> {
  return viewerRows(await selectRows<ViewerRowRecord>(db, pageRowsSql(pickIds(ids), viewer)));
}

/**
 * A dense page with a preference: matching posts (their own capped probe) first, then the others
 * from an index-ordered scan of filters ∧ ¬preference, and the rows, in one statement. Only when
 * the matching posts are dense too (the probe reached the cap; rare: they are filters ∧ criteria)
 * does a third statement read the page from their index order, all of it lying inside them.
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
  viewer: RowReader,
): Promise<PostRow[]> {
  const others = [sql`not ${criteriaMatchSql(boundCriteria(preference))}`];
  const merged = mergePreference(filters, preference);
  if (!merged) return denseRows(db, denseIdsSql(filters, order, boundSlice(slice), others, today), viewer);
  const salary = preference.salary_min !== undefined ? [salaryAtLeastSql(sql`${preference.salary_min}::bigint`)] : [];
  const rest: SqlSlice = { offset: sql`greatest(${slice.offset}::int - mm.n, 0)`, limit: sql`(${slice.limit}::int - cardinality(mm.ids))` };
  const ids = sql`(case when mm.n >= ${cap} then '{}'::int[] when cardinality(mm.ids) >= ${slice.limit} then mm.ids
    else mm.ids || ${denseIdsSql(filters, order, rest, others, today)} end)`;
  const records = await selectRows<ViewerRowRecord & { match_total: number }>(
    db,
    sql`with mp as materialized (${probeRowsSql(merged, order, cap, today, salary)}),
      mm as materialized (
        select mt.n, array(select s.post_id from mp s order by s.title_match desc, ${orderKeys(order)} limit ${slice.limit} offset ${slice.offset}) as ids
        from (select count(*)::int as n from mp) mt
      )
      select mm.n as match_total, r.*
      from mm left join lateral (${pageRowsSql(pickIds(ids), viewer)} offset 0) r on true
      order by r.ord`,
  );
  if (Number(records[0]?.match_total ?? 0) < cap) return viewerRows(records);
  // The probe stopped at `cap` matching posts: the page lies inside them (or past them: empty).
  return slice.offset < cap ? denseRows(db, denseIdsSql(merged, order, boundSlice(slice), salary, today), viewer) : [];
}

import { sql, type SQL } from 'drizzle-orm';
import type { EnterpriseSummary, PostDetail, PostRow, PostSearchQuery, Page } from '@jobhub/sdk/contract';
import { vietnamToday } from '../lib/vietnam-date';
import { publicFileUrl } from './files';
import { openPostSql, openSearchSql } from './post-visibility';
import { keywordQuery, searchWords, tagQuery } from './search-text';
import { isoTimestamp, pageCount, selectRows, textArray, type SqlExecutor } from './sql-rows';

/**
 * Job-post reads: list, search, detail, related posts, one company's posts.
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

/** Premium employer right now: Premium flag and an expiry in the future. */
export const PREMIUM_USER_SQL = (alias: string) =>
  sql.raw(`(${alias}.is_premium and ${alias}.premium_expiry is not null and ${alias}.premium_expiry > now())`);

/**
 * Totals are exact up to this many matching posts; above it a search answers `total` =
 * SEARCH_TOTAL_CAP (and total_pages accordingly: 100 pages of 10), which the UI may show as
 * "1.000+". Counting costs about one row visit per match (keyword matches are checked on the
 * heap), so counting every one of 80,000 matches, or even 10,000, would cost far more than the
 * page itself (bench/search.ts; 10,000 measured 5-20 ms per count at 100,000 posts).
 */
export const SEARCH_TOTAL_CAP = 1_000;

/**
 * Open = listed (`post_search.is_public`: active, not removed, company approved) and a deadline
 * on or after today's Vietnamese date, compared at read time (post-visibility.ts). What time
 * alone changes is applied by `jh_post_search_refresh(today)`: it switches off the flags of posts
 * whose deadline passed (so the partial indexes hold open posts only) and of Premium that ran out.
 * jobs/search-flags.ts runs it every minute and the seed after loading; no request waits for it.
 *
 * @example await refreshSearchFlags(app.db, app.clock.now());
 */
export async function refreshSearchFlags(db: SqlExecutor, now: Date = new Date()): Promise<void> {
  await db.execute(sql`select jh_post_search_refresh(${vietnamToday(now)}::date)`);
}

/** Largest salary used as "no upper bound" in overlap tests (above MAX_SALARY_VND). */
const NO_UPPER_BOUND = 1_000_000_000_000;

export type PostSearchFilters = Omit<PostSearchQuery, 'page' | 'page_size' | 'sort'>;


/**
 * Salary and negotiable conditions over `post_search s`.
 *
 * Salary rule (documented in API.md terms): a wanted range [salary_min, salary_max] (either end
 * optional) matches a post whose own range overlaps it; a post's missing minimum counts as 0 and
 * a missing maximum as unbounded. Negotiable posts ("Thỏa thuận") have no figures: with a salary
 * filter they are included only when `negotiable=true`; with no salary filter, `negotiable=true`
 * keeps only negotiable posts, `negotiable=false` drops them, and no value keeps all.
 */
function salaryWhere(filters: PostSearchFilters): SQL[] {
  const hasSalary = filters.salary_min !== undefined || filters.salary_max !== undefined;
  if (hasSalary) {
    const overlap: SQL[] = [sql`not s.is_salary_negotiable`];
    if (filters.salary_min !== undefined) {
      overlap.push(sql`coalesce(s.salary_max, ${NO_UPPER_BOUND}) >= ${filters.salary_min}`);
    }
    if (filters.salary_max !== undefined) overlap.push(sql`coalesce(s.salary_min, 0) <= ${filters.salary_max}`);
    const overlapSql = sql.join(overlap, sql` and `);
    return [filters.negotiable ? sql`((${overlapSql}) or s.is_salary_negotiable)` : overlapSql];
  }
  if (filters.negotiable !== undefined) {
    return [filters.negotiable ? sql`s.is_salary_negotiable` : sql`not s.is_salary_negotiable`];
  }
  return [];
}

/** Equality filters as column conditions over `post_search s` (what btree indexes serve). */
function columnWhere(filters: PostSearchFilters): SQL[] {
  const parts: SQL[] = [];
  if (filters.city) parts.push(sql`s.city = ${filters.city}`);
  if (filters.position) parts.push(sql`s.position_id = ${filters.position}`);
  if (filters.field) parts.push(sql`s.field_id = ${filters.field}`);
  if (filters.experience) parts.push(sql`s.experience = ${filters.experience}`);
  if (filters.type_working) parts.push(sql`s.type_working = ${filters.type_working}`);
  if (filters.level) parts.push(sql`s.level = ${filters.level}`);
  if (filters.enterprise) parts.push(sql`s.enterprise_id = ${filters.enterprise}`);
  if (filters.scales && filters.scales.length > 0) {
    const scales = sql.join(
      filters.scales.map((scale) => sql`${scale}`),
      sql`, `,
    );
    parts.push(sql`s.scale in (${scales})`);
  }
  return parts;
}

/** The same equality filters as tag terms of post_search.search (migration 0007_search_tags). */
function tagTerms(filters: PostSearchFilters): SQL[] {
  const terms: SQL[] = [];
  if (filters.city) terms.push(tagQuery(`c:${filters.city}`));
  if (filters.position) terms.push(tagQuery(`p:${filters.position}`));
  if (filters.field) terms.push(tagQuery(`f:${filters.field}`));
  if (filters.experience) terms.push(tagQuery(`x:${filters.experience}`));
  if (filters.type_working) terms.push(tagQuery(`t:${filters.type_working}`));
  if (filters.level) terms.push(tagQuery(`l:${filters.level}`));
  if (filters.enterprise) terms.push(tagQuery(`e:${filters.enterprise}`));
  if (filters.scales && filters.scales.length > 0) {
    terms.push(sql`(${sql.join(
      filters.scales.map((scale) => tagQuery(`s:${scale}`)),
      sql` || `,
    )})`);
  }
  return terms;
}

/** Open posts matching the filters, keywords excluded, as column conditions (page branches). */
function filterWhere(filters: PostSearchFilters, today: string, extra: readonly SQL[] = []): SQL[] {
  return [openSearchSql(today), ...columnWhere(filters), ...salaryWhere(filters), ...extra];
}

/**
 * Full WHERE clause (open on `today`, filters and keywords) of a search over `post_search s`.
 * With keywords, or with two or more equality filters, the equality filters go into the same
 * tsquery as tags, so the GIN index intersects them all at once; a lone filter stays a column
 * condition, which the covering btree indexes answer without reading the table.
 */
export function searchWhere(filters: PostSearchFilters, today: string, extra: readonly SQL[] = []): SQL {
  const keywords = keywordQuery(searchWords(filters.q));
  const tags = tagTerms(filters);
  const parts: SQL[] = [openSearchSql(today)];
  if (keywords || tags.length >= 2) {
    const terms = keywords ? [keywords, ...tags] : tags;
    parts.push(sql`s.search @@ (${sql.join(terms, sql` && `)})`);
  } else {
    parts.push(...columnWhere(filters));
  }
  parts.push(...salaryWhere(filters), ...extra);
  return sql.join(parts, sql` and `);
}

export type PostOrder = 'relevance' | 'newest' | 'salary' | '-created_at' | '-salary_max' | '-salary_min';

/** ORDER BY keys of each order, over `post_search s` (the sparse plan sorts on these). */
function orderKeys(order: PostOrder): SQL {
  switch (order) {
    case 'relevance':
      return sql`s.is_premium desc nulls last, s.created_at desc nulls last, s.post_id desc nulls last`;
    case 'salary':
    case '-salary_max':
      return sql`coalesce(s.salary_max, -1) desc nulls last, s.created_at desc nulls last, s.post_id desc nulls last`;
    case '-salary_min':
      return sql`coalesce(s.salary_min, -1) desc nulls last, s.created_at desc nulls last, s.post_id desc nulls last`;
    default:
      return sql`s.created_at desc nulls last, s.post_id desc nulls last`;
  }
}

export interface RowRecord {
  id: number;
  title: string;
  enterprise_id: number;
  company_name: string;
  logo: string | null;
  is_premium: boolean;
  position_id: number;
  position_name: string;
  field_id: number;
  field_name: string;
  city: string;
  experience: string;
  level: string;
  type_working: string;
  salary_min: number | null;
  salary_max: number | null;
  is_salary_negotiable: boolean;
  deadline: string;
  created_at: Date | string;
}

/**
 * Columns of a PostRow, over `posts p` and `enterprises e` (ROW_JOINS). The owner's Premium and
 * the position and field names (foreign keys, never missing) are primary-key subqueries rather
 * than joins: the planner then orders two relations instead of five, which made planning, the
 * larger part of these small reads, about twice as fast (bench/marketplace.ts).
 */
export const ROW_COLUMNS = sql`p.id, p.title, p.enterprise_id, e.company_name, e.logo,
  coalesce((select ${PREMIUM_USER_SQL('u')} from users u where u.id = e.user_id), false) as is_premium,
  p.position_id, (select pos.name from positions pos where pos.id = p.position_id) as position_name,
  p.field_id, (select f.name from fields f where f.id = p.field_id) as field_name,
  p.city, p.experience, p.level, p.type_working,
  p.salary_min::float8 as salary_min, p.salary_max::float8 as salary_max, p.is_salary_negotiable,
  p.deadline::text as deadline, p.created_at`;
export const ROW_JOINS = sql`join enterprises e on e.id = p.enterprise_id`;

export function toRow(record: RowRecord): PostRow {
  return {
    id: Number(record.id),
    title: record.title,
    enterprise: Number(record.enterprise_id),
    enterprise_name: record.company_name,
    enterprise_logo: publicFileUrl(record.logo),
    is_enterprise_premium: Boolean(record.is_premium),
    position: { id: Number(record.position_id), name: record.position_name },
    field: { id: Number(record.field_id), name: record.field_name },
    city: record.city,
    experience: record.experience,
    level: record.level,
    type_working: record.type_working,
    salary_min: record.salary_min === null ? null : Number(record.salary_min),
    salary_max: record.salary_max === null ? null : Number(record.salary_max),
    is_salary_negotiable: Boolean(record.is_salary_negotiable),
    deadline: record.deadline,
    created_at: isoTimestamp(record.created_at),
    is_saved: false,
    matches_criteria: false,
  };
}

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
 * What a logged-in candidate's criteria prefer. A post matches when it satisfies every value that
 * is set: the equality values, and `salary_min` as "negotiable or a maximum (missing = unbounded)
 * of at least salary_min", the same reading as the search's salary filter. Built from the
 * criteria row the first search statement returns (`preferenceOf`), for the dense plan's
 * index conditions (`mergePreference`).
 */
export interface PostPreference {
  city?: string;
  field?: number;
  position?: number;
  experience?: string;
  type_working?: string;
  scales?: string[];
  salary_min?: number;
}

const PREFERENCE_KEYS = ['city', 'field', 'position', 'experience', 'type_working'] as const;

/**
 * A candidate's criteria as SQL values for {@link criteriaMatchSql} and the recommendation
 * score: the columns of a joined criteria row `c` ({@link CRITERIA_COLUMNS}), or bound values.
 * NULL (and no scales) means "not set".
 */
export interface CriteriaValues {
  city: SQL;
  experience: SQL;
  field_id: SQL;
  position_id: SQL;
  type_working: SQL;
  scales: SQL;
  salary_min: SQL;
}

/** The columns of `criteria c`, joined in the statement that needs them (no separate look-up). */
export const CRITERIA_COLUMNS: CriteriaValues = {
  city: sql`c.city`,
  experience: sql`c.experience`,
  field_id: sql`c.field_id`,
  position_id: sql`c.position_id`,
  type_working: sql`c.type_working`,
  scales: sql`c.scales`,
  salary_min: sql`c.salary_min`,
};

/** A preference as bound values (unset = NULL). */
function boundCriteria(preference: PostPreference): CriteriaValues {
  const scales = preference.scales ?? [];
  return {
    city: sql`${preference.city ?? null}::varchar`,
    experience: sql`${preference.experience ?? null}::varchar`,
    field_id: sql`${preference.field ?? null}::int`,
    position_id: sql`${preference.position ?? null}::int`,
    type_working: sql`${preference.type_working ?? null}::varchar`,
    scales:
      scales.length === 0
        ? sql`'{}'::varchar[]`
        : sql`array[${sql.join(
            scales.map((scale) => sql`${scale}`),
            sql`, `,
          )}]::varchar[]`,
    salary_min: sql`${preference.salary_min ?? null}::bigint`,
  };
}

/** "Negotiable, or a maximum (missing = unbounded) of at least `salaryMin`", over `post_search s`. */
export function salaryAtLeastSql(salaryMin: SQL): SQL {
  return sql`(s.is_salary_negotiable or coalesce(s.salary_max, ${NO_UPPER_BOUND}) >= ${salaryMin})`;
}

/**
 * The one definition of "the post matches the candidate's criteria" (matches_criteria, and the
 * search's matching-rows-first order), over `post_search s`: some value is set and the post
 * satisfies every value that is set. Never null: no criteria, or a null scale, is no match.
 */
export function criteriaMatchSql(c: CriteriaValues): SQL {
  const scaleCount = sql`coalesce(cardinality(${c.scales}), 0)`;
  const anySet = sql`(${c.city} is not null or ${c.field_id} is not null or ${c.position_id} is not null
    or ${c.experience} is not null or ${c.type_working} is not null or ${scaleCount} > 0 or ${c.salary_min} is not null)`;
  return sql`coalesce(${anySet}
    and (${c.city} is null or s.city = ${c.city})
    and (${c.field_id} is null or s.field_id = ${c.field_id})
    and (${c.position_id} is null or s.position_id = ${c.position_id})
    and (${c.experience} is null or s.experience = ${c.experience})
    and (${c.type_working} is null or s.type_working = ${c.type_working})
    and (${scaleCount} = 0 or s.scale = any(${c.scales}))
    and (${c.salary_min} is null or ${salaryAtLeastSql(c.salary_min)}), false)`;
}

/** The criteria columns a statement returns (prefixed `c_`), when the viewer has criteria. */
interface CriteriaRecord {
  c_found: boolean | null;
  c_city: string | null;
  c_experience: string | null;
  c_field_id: number | null;
  c_position_id: number | null;
  c_type_working: string | null;
  c_scales: string[] | string | null;
  c_salary_min: number | string | null;
}

const CRITERIA_RECORD_COLUMNS = sql`c.user_id is not null as c_found, c.city as c_city, c.experience as c_experience,
  c.field_id as c_field_id, c.position_id as c_position_id, c.type_working as c_type_working, c.scales as c_scales,
  c.salary_min::float8 as c_salary_min`;

/** The preference of a returned criteria row; undefined without criteria or when none is set. */
function preferenceOf(record: CriteriaRecord | undefined): PostPreference | undefined {
  if (!record?.c_found) return undefined;
  const preference: PostPreference = {};
  if (record.c_city !== null) preference.city = record.c_city;
  if (record.c_experience !== null) preference.experience = record.c_experience;
  if (record.c_field_id !== null) preference.field = Number(record.c_field_id);
  if (record.c_position_id !== null) preference.position = Number(record.c_position_id);
  if (record.c_type_working !== null) preference.type_working = record.c_type_working;
  const scales = textArray(record.c_scales);
  if (scales.length > 0) preference.scales = scales;
  if (record.c_salary_min !== null) preference.salary_min = Number(record.c_salary_min);
  const set = PREFERENCE_KEYS.some((key) => preference[key] !== undefined) || scales.length > 0 || preference.salary_min !== undefined;
  return set ? preference : undefined;
}

/**
 * The filters narrowed to the preferred posts (the salary part stays a separate condition), or
 * undefined when they contradict (city=Hà Nội searched, Đà Nẵng preferred: nothing matches).
 */
function mergePreference(filters: PostSearchFilters, preference: PostPreference): PostSearchFilters | undefined {
  const merged: Record<string, unknown> = { ...filters };
  for (const key of PREFERENCE_KEYS) {
    const wanted = preference[key];
    if (wanted === undefined) continue;
    if (merged[key] !== undefined && merged[key] !== wanted) return undefined;
    merged[key] = wanted;
  }
  if (preference.scales && preference.scales.length > 0) {
    const scales = filters.scales?.length ? filters.scales.filter((scale) => preference.scales!.includes(scale)) : preference.scales;
    if (scales.length === 0) return undefined;
    merged.scales = scales;
  }
  return merged as PostSearchFilters;
}

/** Who is looking at rows: a signed-in user's rows carry `is_saved` and `matches_criteria`. */
export interface RowViewer {
  userId?: number | undefined;
}

interface ViewerRowRecord extends RowRecord {
  ord: number | string | null;
  saved?: boolean;
  matches?: boolean;
}

/**
 * The rows of the posts whose ids `pick` lists (a FROM item with an int[] column `ids`, see
 * {@link pickIds}), numbered `ord` in that order, with the viewer's marks: their save of each
 * post and whether it matches their criteria, read by per-row subqueries (saves and criteria are
 * not looked up apart). `extra` adds columns over `pick`, `posts p` and `enterprises e`.
 *
 * The posts are found with `= any(ids)` and the marks are subqueries, not joins, and statements
 * that embed this one put it behind OFFSET 0, so the planner orders two relations: planning, not
 * execution, is most of the cost of these small reads (bench/marketplace.ts at 20,000 posts: a
 * ten-way join took ~3 ms to plan and ~1 ms to run).
 */
export function pageRowsSql(pick: SQL, viewer: RowViewer, extra: SQL = sql``): SQL {
  const marks =
    viewer.userId === undefined
      ? sql``
      : sql`, exists (select 1 from saved_posts sp where sp.user_id = ${viewer.userId} and sp.post_id = p.id) as saved,
        (select ${criteriaMatchSql(CRITERIA_COLUMNS)} from post_search s join criteria c on c.user_id = ${viewer.userId}
          where s.post_id = p.id) as matches`;
  return sql`select array_position(pick.ids, p.id) as ord, ${ROW_COLUMNS}${marks}${extra}
    from ${pick} join posts p on p.id = any(pick.ids) ${ROW_JOINS}`;
}

/**
 * `pick` of {@link pageRowsSql} for an int[] expression of post ids. OFFSET 0 keeps the subquery
 * from being flattened, which would copy the expression (and the scans inside it) into every
 * place `pick.ids` is read.
 */
export function pickIds(ids: SQL): SQL {
  return sql`(select ${ids} as ids offset 0) pick`;
}

/** Rows of {@link pageRowsSql} records (in `ord` order; a record without a post is skipped). */
function viewerRows(records: readonly ViewerRowRecord[]): PostRow[] {
  return records
    .filter((record) => record.id !== null && record.ord !== null)
    .sort((a, b) => Number(a.ord) - Number(b.ord))
    .map((record) => ({ ...toRow(record), is_saved: Boolean(record.saved), matches_criteria: Boolean(record.matches) }));
}

/** How a search is asked: the Vietnamese date posts must be open on, and who asks. */
export interface SearchOptions {
  /** Today in Vietnam (lib/vietnam-date.ts; routes pass their clock's). Default: the system clock's. */
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
  const today = options.today ?? vietnamToday(new Date());
  const viewer: RowViewer = { userId: options.viewerId };
  const ranked = options.rankByCriteria === true && viewer.userId !== undefined;
  const slice = sliceOf(paging);
  const first = await selectRows<FirstRecord>(db, firstPageSql(filters, order, slice, cap, today, viewer, ranked));
  const total = Number(first[0]?.total ?? 0);
  let results = viewerRows(first);
  if (total >= cap && slice.offset < total) {
    const preference = ranked ? preferenceOf(first[0] as CriteriaRecord | undefined) : undefined;
    results = preference
      ? await preferredDensePage(db, filters, order, slice, cap, today, preference, viewer)
      : await denseRows(db, denseIdsSql(filters, order, boundSlice(slice), [], today), viewer);
  }
  return {
    results,
    total,
    page: paging.page,
    total_pages: pageCount(total, paging.page_size),
    page_size: paging.page_size,
  };
}

/**
 * The capped probe over `post_search s`: ids and sort keys (plus the criteria columns when
 * `withCriteria`) of at most `cap` matches.
 */
function probeRowsSql(filters: PostSearchFilters, order: PostOrder, cap: number, today: string, extra: readonly SQL[], withCriteria = false): SQL {
  const query = keywordQuery(searchWords(filters.q));
  const titleMatch = query && order === 'relevance' ? sql`s.title_search @@ ${query}` : sql`false`;
  const criteriaColumns = withCriteria ? sql`, s.city, s.field_id, s.position_id, s.experience, s.type_working, s.scale, s.is_salary_negotiable` : sql``;
  return sql`select s.post_id, s.is_premium, s.created_at, s.salary_min, s.salary_max, ${titleMatch} as title_match${criteriaColumns}
    from post_search s where ${searchWhere(filters, today, extra)} limit ${cap}`;
}

/**
 * The first statement: capped probe, total, and (when total < cap) the page's rows with the
 * viewer's marks; with `ranked`, matching rows first and the viewer's criteria returned (c_*).
 * When the probe reaches the cap the page comes from an index-ordered read instead, so the
 * matches are not sorted here.
 */
function firstPageSql(filters: PostSearchFilters, order: PostOrder, slice: Slice, cap: number, today: string, viewer: RowViewer, ranked: boolean): SQL {
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
 * The ids (an int[] expression) of a page read in index order when matches are dense.
 * Relevance with keywords reads title matches first and, only when they do not fill the page,
 * the other matches (the second scan gets LIMIT 0 otherwise, so it does not run).
 */
function denseIdsSql(filters: PostSearchFilters, order: PostOrder, slice: SqlSlice, extra: readonly SQL[], today: string): SQL {
  const query = keywordQuery(searchWords(filters.q));
  if (!query || order !== 'relevance') {
    return sql`array(select s.post_id from post_search s where ${searchWhere(filters, today, extra)}
      order by ${orderKeys(order)} limit ${slice.limit} offset ${slice.offset})`;
  }
  const filterSql = sql.join(filterWhere(filters, today, extra), sql` and `);
  const through = sql`(${slice.offset} + ${slice.limit})`;
  return sql`(select (t.ids || array(select s.post_id from post_search s
        where ${filterSql} and s.search @@ ${query} and not (s.title_search @@ ${query})
        order by ${orderKeys(order)} limit greatest(${through} - cardinality(t.ids), 0)))[${slice.offset} + 1 : ${through}]
    from (select array(select s.post_id from post_search s where ${filterSql} and s.title_search @@ ${query}
      order by ${orderKeys(order)} limit ${through}) as ids offset 0) t)`;
}

/** The rows, with the viewer's marks, of the posts in an int[] expression (one statement). */
async function denseRows(db: SqlExecutor, ids: SQL, viewer: RowViewer): Promise<PostRow[]> {
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
  viewer: RowViewer,
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

/**
 * Sets `is_saved` and `matches_criteria` of already-chosen rows (saved posts, a detail and its
 * related posts) with one query over their ids: post_search rows joined to the viewer's saves
 * and criteria.
 */
export async function markRowsForViewer<T extends PostRow>(db: SqlExecutor, rows: T[], viewer: RowViewer): Promise<T[]> {
  if (rows.length === 0 || viewer.userId === undefined) return rows;
  const list = sql.join(
    rows.map((row) => sql`${row.id}`),
    sql`, `,
  );
  const marks = await selectRows<{ post_id: number; matches: boolean; saved: boolean }>(
    db,
    sql`select s.post_id, ${criteriaMatchSql(CRITERIA_COLUMNS)} as matches, (sp.id is not null) as saved
      from post_search s left join saved_posts sp on sp.post_id = s.post_id and sp.user_id = ${viewer.userId}
        left join criteria c on c.user_id = ${viewer.userId}
      where s.post_id in (${list})`,
  );
  const byId = new Map(marks.map((mark) => [Number(mark.post_id), mark]));
  return rows.map((row) => {
    const mark = byId.get(row.id);
    return mark ? { ...row, is_saved: Boolean(mark.saved), matches_criteria: Boolean(mark.matches) } : row;
  });
}

/** Full rows of the given posts, in the given order. */
export async function postRowsByIds(db: SqlExecutor, ids: readonly number[]): Promise<PostRow[]> {
  if (ids.length === 0) return [];
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const records = await selectRows<RowRecord>(db, sql`select ${ROW_COLUMNS} from posts p ${ROW_JOINS} where p.id in (${list})`);
  const byId = new Map(records.map((record) => [Number(record.id), record]));
  return ids.flatMap((id) => {
    const record = byId.get(id);
    return record ? [toRow(record)] : [];
  });
}

interface DetailRecord extends RowRecord {
  district: string | null;
  detail_address: string | null;
  time_working: string | null;
  quantity: number;
  description: string;
  required: string;
  interest: string;
  is_active: boolean;
  is_removed: boolean;
  is_public: boolean;
  owner_id: number;
  address: string | null;
  e_city: string | null;
  scale: string | null;
  field_of_activity: string | null;
  link_web_site: string | null;
}

export interface PostForViewer {
  detail: Omit<PostDetail, 'related_posts'>;
  isPublic: boolean;
  isRemoved: boolean;
  ownerId: number;
  fieldId: number;
  positionId: number;
  enterpriseId: number;
  city: string;
}

/**
 * A post with its company box, open or not (the caller decides who may see it); `isPublic` =
 * open on `today` (Vietnamese date, post-visibility.ts).
 */
export async function findPostDetail(db: SqlExecutor, id: number, today: string): Promise<PostForViewer | undefined> {
  const [record] = await selectRows<DetailRecord>(
    db,
    sql`select ${ROW_COLUMNS}, p.district, p.detail_address, p.time_working, p.quantity,
        p.description, p.required, p.interest, p.is_active, p.is_removed,
        ${openPostSql(today)} as is_public,
        e.user_id as owner_id, e.address, e.city as e_city, e.scale, e.field_of_activity, e.link_web_site
      from posts p ${ROW_JOINS}
      where p.id = ${id}`,
  );
  if (!record) return undefined;
  const row = toRow(record);
  const enterprise_detail: EnterpriseSummary = {
    id: row.enterprise,
    company_name: record.company_name,
    logo: row.enterprise_logo,
    address: record.address,
    city: record.e_city,
    scale: record.scale,
    field_of_activity: record.field_of_activity,
    link_web_site: record.link_web_site,
    is_premium: row.is_enterprise_premium,
  };
  return {
    detail: {
      ...row,
      district: record.district,
      detail_address: record.detail_address,
      time_working: record.time_working,
      quantity: Number(record.quantity),
      description: record.description,
      required: record.required,
      interest: record.interest,
      is_active: Boolean(record.is_active),
      enterprise_detail,
      can_view_applicants: false,
      has_applied: false,
      applied_at: null,
    },
    isPublic: Boolean(record.is_public),
    isRemoved: Boolean(record.is_removed),
    ownerId: Number(record.owner_id),
    fieldId: row.field.id,
    positionId: row.position.id,
    enterpriseId: row.enterprise,
    city: row.city,
  };
}

/** Most related posts to show on a detail page (API.md). */
export const RELATED_POSTS_LIMIT = 7;

/**
 * Up to 7 posts of the same field open on `today`, scored same position (4) > same city (2) >
 * same company (1), then newest; never the post itself.
 */
export async function findRelatedPosts(
  db: SqlExecutor,
  post: Pick<PostForViewer, 'fieldId' | 'positionId' | 'enterpriseId' | 'city'> & { id: number },
  today: string,
): Promise<PostRow[]> {
  const records = await selectRows<RowRecord>(
    db,
    sql`with hits as (
        select s.post_id, s.created_at,
          (s.position_id = ${post.positionId})::int * 4 + (s.city = ${post.city})::int * 2
            + (s.enterprise_id = ${post.enterpriseId})::int as score
        from post_search s
        where ${openSearchSql(today)} and s.field_id = ${post.fieldId} and s.post_id <> ${post.id}
        order by score desc, s.created_at desc, s.post_id desc
        limit ${RELATED_POSTS_LIMIT}
      )
      select ${ROW_COLUMNS}
      from hits join posts p on p.id = hits.post_id ${ROW_JOINS}
      order by hits.score desc, hits.created_at desc, hits.post_id desc`,
  );
  return records.map(toRow);
}

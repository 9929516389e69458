import { sql, type SQL } from 'drizzle-orm';
import type { EnterpriseSummary, PostDetail, PostRow, PostSearchQuery, Page } from '@jobhub/sdk/contract';
import { publicFileUrl } from './files';
import { keywordQuery, searchWords, tagQuery } from './search-text';
import { isoTimestamp, pageCount, selectRows, type SqlExecutor } from './sql-rows';

/**
 * Job-post reads: list, search, detail, related posts, one company's posts.
 *
 * Every list reads `post_search` (narrow, trigger-maintained; see schema/catalogue.ts), which
 * holds every filter and sort column, so the page's 10 ids are chosen there, usually by walking a
 * partial index in the requested order and stopping after the page, and only those rows are
 * joined to posts, enterprises, positions and fields. The total is a separate count capped at
 * SEARCH_TOTAL_CAP rows (see searchPosts).
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
 * Public = active, not removed, deadline today or later (API.md), and the company approved
 * (enterprises.is_active; migration 0012). `is_public` is computed on every write of a post or of
 * its company's approval; what time alone changes (deadlines passing, Premium running out) is applied by
 * `jh_post_search_refresh()`, which searches run at most once per REFRESH_INTERVAL_MS.
 */
const PUBLIC_SEARCH = sql`s.is_public`;
const REFRESH_INTERVAL_MS = 60_000;
const lastRefresh = new WeakMap<object, number>();

/** Applies expired deadlines and lapsed Premium to post_search (at most once a minute per database). */
export async function refreshSearchFlags(db: SqlExecutor, force = false): Promise<void> {
  const now = Date.now();
  const last = lastRefresh.get(db);
  if (!force && last !== undefined && now - last < REFRESH_INTERVAL_MS) return;
  lastRefresh.set(db, now);
  await db.execute(sql`select jh_post_search_refresh()`);
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

/** Public posts matching the filters, keywords excluded, as column conditions (page branches). */
function filterWhere(filters: PostSearchFilters, extra: readonly SQL[] = []): SQL[] {
  return [PUBLIC_SEARCH, ...columnWhere(filters), ...salaryWhere(filters), ...extra];
}

/**
 * Full WHERE clause (filters and keywords) of a search over `post_search s`. With keywords, or
 * with two or more equality filters, the equality filters go into the same tsquery as tags, so
 * the GIN index intersects them all at once; a lone filter stays a column condition, which the
 * covering btree indexes answer without reading the table.
 */
export function searchWhere(filters: PostSearchFilters, extra: readonly SQL[] = []): SQL {
  const keywords = keywordQuery(searchWords(filters.q));
  const tags = tagTerms(filters);
  const parts: SQL[] = [PUBLIC_SEARCH];
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

/** Columns of a PostRow, over `posts p`, `enterprises e`, `users u`, `positions pos`, `fields f`. */
export const ROW_COLUMNS = sql`p.id, p.title, p.enterprise_id, e.company_name, e.logo,
  coalesce(${PREMIUM_USER_SQL('u')}, false) as is_premium,
  pos.id as position_id, pos.name as position_name, f.id as field_id, f.name as field_name,
  p.city, p.experience, p.level, p.type_working,
  p.salary_min::float8 as salary_min, p.salary_max::float8 as salary_max, p.is_salary_negotiable,
  p.deadline::text as deadline, p.created_at`;
export const ROW_JOINS = sql`join enterprises e on e.id = p.enterprise_id
  left join users u on u.id = e.user_id
  join positions pos on pos.id = p.position_id
  join fields f on f.id = p.field_id`;

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

/**
 * What a logged-in candidate's criteria prefer (criteria.ts `criteriaPreference`). A post matches
 * when it satisfies every value that is set: the equality values, and `salary_min` as "negotiable
 * or a maximum (missing = unbounded) of at least salary_min", the same reading as the search's
 * salary filter.
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

/** True when at least one criterion is set (an empty criteria prefers nothing). */
export function hasPreference(preference: PostPreference | undefined): preference is PostPreference {
  if (!preference) return false;
  return PREFERENCE_KEYS.some((key) => preference[key] !== undefined) || (preference.scales?.length ?? 0) > 0 || preference.salary_min !== undefined;
}

function preferenceSalarySql(salaryMin: number): SQL {
  return sql`(s.is_salary_negotiable or coalesce(s.salary_max, ${NO_UPPER_BOUND}) >= ${salaryMin})`;
}

/** The preference as a condition over `post_search s`; never null (a null scale counts as no match). */
export function preferenceSql(preference: PostPreference): SQL {
  const parts = columnWhere(preference as PostSearchFilters);
  if (preference.salary_min !== undefined) parts.push(preferenceSalarySql(preference.salary_min));
  return parts.length > 0 ? sql`coalesce((${sql.join(parts, sql` and `)}), false)` : sql`false`;
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

/**
 * One page of public posts matching `filters`, in `order`. `total` is exact up to
 * SEARCH_TOTAL_CAP and capped there (`total_pages` follows it).
 *
 * First a probe reads at most SEARCH_TOTAL_CAP matches (ids and sort keys only) through the
 * indexes that select them: it gives the capped total and, when it found fewer than the cap, that
 * is every match, so it sorts them and returns the page's ids too (one statement). When the cap
 * is reached, matches are dense, and the page is read from an index in the requested order, the
 * scan stopping as soon as the page is full. Then only the page's rows are joined.
 *
 * With a `preference` (a candidate's criteria, API.md: "matching rows first"), posts matching it
 * come first, each part in `order`. Sparse: the probe sorts on the match flag too (same single
 * statement). Dense: a second probe over filters ∧ preference (narrower, so cheap) gives the
 * matching part, and the rest of the page comes from an index-ordered scan of filters ∧ ¬preference.
 * Anonymous searches run exactly the statements they ran before.
 *
 * `cap` is for tests (both paths on small data) and the benchmark.
 *
 * @example await searchPosts(db, { q: 'ky su phan mem', city: 'Hà Nội' }, 'relevance', { page: 1, page_size: 10 })
 */
export async function searchPosts(
  db: SqlExecutor,
  filters: PostSearchFilters,
  order: PostOrder,
  paging: PageRequest,
  cap = SEARCH_TOTAL_CAP,
  preference?: PostPreference,
): Promise<Page<PostRow>> {
  await refreshSearchFlags(db);
  const slice = sliceOf(paging);
  const preferred = hasPreference(preference) ? preference : undefined;
  const [probe] = await selectRows<{ total: number; ids: number[] | null }>(
    db,
    probeSql(filters, order, slice, cap, [], preferred ? preferenceSql(preferred) : undefined),
  );
  const total = Number(probe?.total ?? 0);
  let ids = (probe?.ids ?? []).map(Number);
  if (total >= cap && slice.offset < total) {
    ids = preferred ? await preferredDenseIds(db, filters, order, slice, cap, preferred) : await denseIds(db, filters, order, slice, []);
  }
  return {
    results: await postRowsByIds(db, ids),
    total,
    page: paging.page,
    total_pages: pageCount(total, paging.page_size),
    page_size: paging.page_size,
  };
}

/**
 * The probe (exported for the benchmark): `total` = number of matches, capped at `cap`; `ids` =
 * the page's ids, valid when total < cap (then the probe saw every match).
 */
export function buildProbeSql(filters: PostSearchFilters, order: PostOrder, paging: PageRequest, cap = SEARCH_TOTAL_CAP): SQL {
  return probeSql(filters, order, sliceOf(paging), cap, []);
}

function probeSql(filters: PostSearchFilters, order: PostOrder, slice: Slice, cap: number, extra: readonly SQL[], first?: SQL): SQL {
  const query = keywordQuery(searchWords(filters.q));
  const titleMatch = query && order === 'relevance' ? sql`s.title_search @@ ${query}` : sql`false`;
  const firstColumn = first ? sql`, ${first} as first_match` : sql``;
  const firstKey = first ? sql`s.first_match desc, ` : sql``;
  return sql`with m as materialized (
      select s.post_id, s.is_premium, s.created_at, s.salary_min, s.salary_max, ${titleMatch} as title_match${firstColumn}
      from post_search s where ${searchWhere(filters, extra)} limit ${cap}
    )
    select (select count(*)::int from m) as total,
      array(select s.post_id from m s order by ${firstKey}s.title_match desc, ${orderKeys(order)}
        limit ${slice.limit} offset ${slice.offset}) as ids`;
}

/** Dense page with a preference: matching posts (their own capped probe) first, then the others. */
async function preferredDenseIds(
  db: SqlExecutor,
  filters: PostSearchFilters,
  order: PostOrder,
  slice: Slice,
  cap: number,
  preference: PostPreference,
): Promise<number[]> {
  const merged = mergePreference(filters, preference);
  const salary = preference.salary_min !== undefined ? [preferenceSalarySql(preference.salary_min)] : [];
  let matched: number[] = [];
  let matchTotal = 0;
  if (merged) {
    const [probe] = await selectRows<{ total: number; ids: number[] | null }>(db, probeSql(merged, order, slice, cap, salary));
    matchTotal = Number(probe?.total ?? 0);
    if (matchTotal < cap) matched = (probe?.ids ?? []).map(Number);
    else matched = slice.offset < matchTotal ? await denseIds(db, merged, order, slice, salary) : [];
  }
  if (matchTotal >= cap || matched.length >= slice.limit) return matched;
  const rest: Slice = { offset: Math.max(0, slice.offset - matchTotal), limit: slice.limit - matched.length };
  return [...matched, ...(await denseIds(db, filters, order, rest, [sql`not ${preferenceSql(preference)}`]))];
}

/**
 * The statements that read a page in index order when matches are dense (exported for the
 * benchmark). Relevance with keywords reads title matches first and, only when they do not fill
 * the page, the other matches.
 */
export function buildDensePageSql(
  filters: PostSearchFilters,
  order: PostOrder,
  paging: PageRequest,
): { single: SQL } | { titles: SQL; others: (limit: number) => SQL; through: number } {
  return denseSql(filters, order, sliceOf(paging), []);
}

function denseSql(
  filters: PostSearchFilters,
  order: PostOrder,
  slice: Slice,
  extra: readonly SQL[],
): { single: SQL } | { titles: SQL; others: (limit: number) => SQL; through: number } {
  const query = keywordQuery(searchWords(filters.q));
  if (!query || order !== 'relevance') {
    return {
      single: sql`select s.post_id from post_search s where ${searchWhere(filters, extra)}
        order by ${orderKeys(order)} limit ${slice.limit} offset ${slice.offset}`,
    };
  }
  const filterSql = sql.join(filterWhere(filters, extra), sql` and `);
  const through = slice.offset + slice.limit;
  return {
    titles: sql`select s.post_id from post_search s where ${filterSql} and s.title_search @@ ${query}
      order by ${orderKeys(order)} limit ${through}`,
    others: (limit: number) => sql`select s.post_id from post_search s
      where ${filterSql} and s.search @@ ${query} and not (s.title_search @@ ${query})
      order by ${orderKeys(order)} limit ${limit}`,
    through,
  };
}

/** The ids of one page when matches are dense (see buildDensePageSql). */
export async function densePageIds(
  db: SqlExecutor,
  filters: PostSearchFilters,
  order: PostOrder,
  paging: PageRequest,
): Promise<number[]> {
  return denseIds(db, filters, order, sliceOf(paging), []);
}

async function denseIds(db: SqlExecutor, filters: PostSearchFilters, order: PostOrder, slice: Slice, extra: readonly SQL[]): Promise<number[]> {
  const plan = denseSql(filters, order, slice, extra);
  const ids = async (query: SQL) => (await selectRows<{ post_id: number }>(db, query)).map((row) => Number(row.post_id));
  if ('single' in plan) return ids(plan.single);
  const titles = await ids(plan.titles);
  const all = titles.length >= plan.through ? titles : [...titles, ...(await ids(plan.others(plan.through - titles.length)))];
  return all.slice(slice.offset, slice.offset + slice.limit);
}

/** Who is looking at rows: fills `is_saved` (signed-in user) and `matches_criteria` (preference). */
export interface RowViewer {
  userId?: number | undefined;
  preference?: PostPreference | undefined;
}

/**
 * Sets `is_saved` and `matches_criteria` of already-chosen rows (a page, related posts, a
 * detail) with one query over their ids: post_search rows joined to the viewer's saved posts.
 */
export async function markRowsForViewer<T extends PostRow>(db: SqlExecutor, rows: T[], viewer: RowViewer): Promise<T[]> {
  if (rows.length === 0 || viewer.userId === undefined) return rows;
  const preference = hasPreference(viewer.preference) ? viewer.preference : undefined;
  const list = sql.join(
    rows.map((row) => sql`${row.id}`),
    sql`, `,
  );
  const marks = await selectRows<{ post_id: number; matches: boolean; saved: boolean }>(
    db,
    sql`select s.post_id, ${preference ? preferenceSql(preference) : sql`false`} as matches, (sp.id is not null) as saved
      from post_search s left join saved_posts sp on sp.post_id = s.post_id and sp.user_id = ${viewer.userId}
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

/** A post with its company box, public or not (the caller decides who may see it). */
export async function findPostDetail(db: SqlExecutor, id: number): Promise<PostForViewer | undefined> {
  const [record] = await selectRows<DetailRecord>(
    db,
    sql`select ${ROW_COLUMNS}, p.district, p.detail_address, p.time_working, p.quantity,
        p.description, p.required, p.interest, p.is_active, p.is_removed,
        (p.is_active and not p.is_removed and p.deadline >= current_date and e.is_active) as is_public,
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
 * Up to 7 public posts of the same field, scored same position (4) > same city (2) > same
 * company (1), then newest; never the post itself.
 */
export async function findRelatedPosts(
  db: SqlExecutor,
  post: Pick<PostForViewer, 'fieldId' | 'positionId' | 'enterpriseId' | 'city'> & { id: number },
): Promise<PostRow[]> {
  const records = await selectRows<RowRecord>(
    db,
    sql`with hits as (
        select s.post_id, s.created_at,
          (s.position_id = ${post.positionId})::int * 4 + (s.city = ${post.city})::int * 2
            + (s.enterprise_id = ${post.enterpriseId})::int as score
        from post_search s
        where ${PUBLIC_SEARCH} and s.field_id = ${post.fieldId} and s.post_id <> ${post.id}
        order by score desc, s.created_at desc, s.post_id desc
        limit ${RELATED_POSTS_LIMIT}
      )
      select ${ROW_COLUMNS}
      from hits join posts p on p.id = hits.post_id ${ROW_JOINS}
      order by hits.score desc, hits.created_at desc, hits.post_id desc`,
  );
  return records.map(toRow);
}

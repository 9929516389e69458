import { sql, type SQL } from 'drizzle-orm';
import type { PostSearchQuery } from '@jobhub/sdk/contract';
import { NO_UPPER_BOUND } from './criteria-match';
import { openSearchSql } from './post-visibility';
import { allTermsQuery, termsMatch, type SearchTerm, type SearchVector } from './search-terms';
import { keywordTerms, searchWords, tagTerm } from './search-text';

/** Search conditions and orders over `post_search s`: the filters of a search as SQL. */

/**
 * The filters of a search, positions and fields by id (a name in the query is resolved first:
 * catalogue.ts). More are read by JobHub AI, not yet by the search API: applications closing
 * within N days (today included), posted within the last N Vietnamese dates (today included)
 * ("sắp hết hạn", "mới đăng tuần này"), and fields or positions left out ("trừ ngành IT").
 */
/** The longest period `closing_within_days` and `posted_within_days` take (days). */
export const MAX_WITHIN_DAYS = 90;

export type PostSearchFilters = Omit<PostSearchQuery, 'page' | 'page_size' | 'sort' | 'position' | 'field'> & {
  position?: number;
  field?: number;
  closing_within_days?: number;
  posted_within_days?: number;
  /** Fields and positions left out ("không phải bán hàng"). */
  not_field?: number[];
  not_position?: number[];
};

/** Filters that may hold several values (`type_working=Toàn thời gian,Remote`): a post matches any of them. */
const MULTI_VALUE_FILTERS: readonly string[] = ['city', 'experience', 'type_working', 'level', 'scales'];

/** True when the filter `key` holds a list of values rather than one. */
export function isMultiValueFilter(key: string): boolean {
  return MULTI_VALUE_FILTERS.includes(key);
}

/** `column` equal to one of `values` (a lone value stays an equality, as the covering indexes expect). */
function oneOfSql(column: SQL, values: readonly string[]): SQL {
  if (values.length === 1) return sql`${column} = ${values[0]}`;
  return sql`${column} in (${sql.join(values.map((value) => sql`${value}`), sql`, `)})`;
}

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

/** The time filters over `post_search s`, on Vietnam's dates, and the fields and positions left out. */
function assistantWhere(filters: PostSearchFilters, today: string): SQL[] {
  const parts: SQL[] = [];
  if (filters.not_field?.length) parts.push(sql`s.field_id not in (${sql.join(filters.not_field.map((id) => sql`${id}`), sql`, `)})`);
  if (filters.not_position?.length) parts.push(sql`s.position_id not in (${sql.join(filters.not_position.map((id) => sql`${id}`), sql`, `)})`);
  if (filters.closing_within_days !== undefined) parts.push(sql`s.deadline <= ${today}::date + ${filters.closing_within_days - 1}::int`);
  if (filters.posted_within_days !== undefined) {
    parts.push(sql`s.created_at >= ((${today}::date - ${filters.posted_within_days - 1}::int)::timestamp at time zone 'Asia/Ho_Chi_Minh')`);
  }
  return parts;
}

/** "Thường phản hồi" (issue 30): the company's figures copied onto the row (repositories/response-stats.ts). */
function trustWhere(filters: PostSearchFilters): SQL[] {
  return filters.responsive ? [sql`s.is_responsive`] : [];
}

/** Equality filters as column conditions over `post_search s` (what btree indexes serve). */
function columnWhere(filters: PostSearchFilters): SQL[] {
  const parts: SQL[] = [];
  if (filters.city?.length) parts.push(oneOfSql(sql`s.city`, filters.city));
  if (filters.position) parts.push(sql`s.position_id = ${filters.position}`);
  if (filters.field) parts.push(sql`s.field_id = ${filters.field}`);
  if (filters.experience?.length) parts.push(oneOfSql(sql`s.experience`, filters.experience));
  if (filters.type_working?.length) parts.push(oneOfSql(sql`s.type_working`, filters.type_working));
  if (filters.level?.length) parts.push(oneOfSql(sql`s.level`, filters.level));
  if (filters.enterprise) parts.push(sql`s.enterprise_id = ${filters.enterprise}`);
  if (filters.scales?.length) parts.push(oneOfSql(sql`s.scale`, filters.scales));
  return parts;
}

/** The same equality filters as tag terms of post_search.search (migration 0007_search_tags). */
function tagTerms(filters: PostSearchFilters): SearchTerm[] {
  const terms: SearchTerm[] = [];
  if (filters.city?.length) terms.push(tagTerm('c', filters.city));
  if (filters.position) terms.push(tagTerm('p', [filters.position]));
  if (filters.field) terms.push(tagTerm('f', [filters.field]));
  if (filters.experience?.length) terms.push(tagTerm('x', filters.experience));
  if (filters.type_working?.length) terms.push(tagTerm('t', filters.type_working));
  if (filters.level?.length) terms.push(tagTerm('l', filters.level));
  if (filters.enterprise) terms.push(tagTerm('e', [filters.enterprise]));
  if (filters.scales?.length) terms.push(tagTerm('s', filters.scales));
  return terms;
}

/**
 * Open posts matching the filters, keywords left out, as column conditions only, so a read in an
 * order's btree index can check them row by row (the dense relevance page's first look for title
 * matches, post-search.ts).
 */
export function filterWhere(filters: PostSearchFilters, today: string, extra: readonly SQL[] = []): SQL {
  return openPostsWhere(filters, today, columnWhere(filters), extra);
}

/** Open on `today`, `matching` (the filters as columns or as one tsquery), then the other conditions and `extra`. */
function openPostsWhere(filters: PostSearchFilters, today: string, matching: readonly SQL[], extra: readonly SQL[]): SQL {
  return sql`${openSearchSql(today)} and ${otherConditions(filters, today, matching, extra)}`;
}

/** `matching`, then the other conditions and `extra`: a post open on `today` that meets them matches. */
function otherConditions(filters: PostSearchFilters, today: string, matching: readonly SQL[], extra: readonly SQL[]): SQL {
  const parts = [...matching, ...salaryWhere(filters), ...trustWhere(filters), ...assistantWhere(filters, today), ...extra];
  return parts.length > 0 ? sql.join(parts, sql` and `) : sql`true`;
}

/**
 * The filters as column conditions, keywords and the open test left out: what a read of an
 * order's covering index checks on each entry it passes (it evaluates no column the index lacks,
 * where `is_public`, its partial predicate, would send it to the table).
 */
export function filterConditions(filters: PostSearchFilters, today: string, extra: readonly SQL[] = []): SQL {
  return otherConditions(filters, today, columnWhere(filters), extra);
}

/**
 * True when a search's matches come from the full-text index (keywords, or two or more equality
 * filters as tags; see searchWhere): the index gives every match at once, so finding the first
 * ones costs as much as finding them all.
 */
export function matchesThroughTextIndex(filters: PostSearchFilters): boolean {
  return searchWords(filters.q).length > 0 || tagTerms(filters).length >= 2;
}

/**
 * The terms a search asks the full-text index (keywords and the equality filters as tags; see
 * searchWhere), or undefined when its matches do not come from that index.
 */
function indexTerms(filters: PostSearchFilters): SearchTerm[] | undefined {
  if (!matchesThroughTextIndex(filters)) return undefined;
  return [...keywordTerms(searchWords(filters.q)), ...tagTerms(filters)];
}

/** The tsquery of indexTerms, whole (what the planner is asked to estimate). */
export function indexQuery(filters: PostSearchFilters): SQL | undefined {
  const terms = indexTerms(filters);
  return terms && allTermsQuery(terms);
}

/**
 * Full WHERE clause (open on `today`, filters and keywords) of a search over `post_search s`.
 * With keywords, or with two or more equality filters, the equality filters go into the same
 * tsquery as tags, so the GIN index intersects them all at once; a lone filter stays a column
 * condition, which the covering btree indexes answer without reading the table. `vector` is
 * where the keywords must be (filters alone always match `search`; both vectors carry the tags,
 * migrations 0007_search_tags and 0035_title_search_tags). The index looks up the terms that
 * pay and the rows are checked for the others (search-terms.ts), unless `whole` (an estimate:
 * the planner cannot estimate a term checked on the rows).
 */
export function searchWhere(filters: PostSearchFilters, today: string, extra: readonly SQL[] = [], vector: SearchVector = 'search', whole = false): SQL {
  const terms = indexTerms(filters);
  if (!terms) return filterWhere(filters, today, extra);
  const target: SearchVector = searchWords(filters.q).length > 0 ? vector : 'search';
  const column = target === 'title_search' ? sql`s.title_search` : sql`s.search`;
  const match = whole ? sql`${column} @@ ${allTermsQuery(terms)}` : termsMatch(column, terms, target);
  return openPostsWhere(filters, today, [match], extra);
}

export type PostOrder = 'relevance' | 'newest' | 'salary' | 'closing' | 'fast_response' | '-created_at' | '-salary_max' | '-salary_min';

/** A sort key over `post_search s` and its SQL type (what a bound value of it is cast to). */
export interface OrderKey {
  column: SQL;
  type: 'boolean' | 'timestamptz' | 'bigint' | 'int';
}

const NEWEST_KEYS: readonly OrderKey[] = [
  { column: sql`s.created_at`, type: 'timestamptz' },
  { column: sql`s.post_id`, type: 'int' },
];

/**
 * The keys of the orders whose keys all descend, and are never null: one row comparison
 * (`(k1, k2, k3) <= (…)`) bounds a page of them, which the order's btree index answers as a
 * range (post-search-keyset.ts). Undefined for the others.
 */
export function descendingKeys(order: PostOrder): readonly OrderKey[] | undefined {
  switch (order) {
    case 'relevance':
      return [{ column: sql`s.is_premium`, type: 'boolean' }, ...NEWEST_KEYS];
    case 'salary':
    case '-salary_max':
      return [{ column: sql`coalesce(s.salary_max, -1)`, type: 'bigint' }, ...NEWEST_KEYS];
    case '-salary_min':
      return [{ column: sql`coalesce(s.salary_min, -1)`, type: 'bigint' }, ...NEWEST_KEYS];
    case 'newest':
    case '-created_at':
      return NEWEST_KEYS;
    default:
      return undefined;
  }
}

/** ORDER BY keys of each order, over `post_search s` (the sparse plan sorts on these). */
export function orderKeys(order: PostOrder): SQL {
  const descending = descendingKeys(order);
  if (descending) return sql.join(descending.map((key) => sql`${key.column} desc nulls last`), sql`, `);
  if (order === 'closing') return sql`s.deadline asc nulls last, s.created_at desc nulls last, s.post_id desc nulls last`;
  // "Phản hồi nhanh" (fast_response): companies answering most applications first, then the
  // shortest median wait, then companies whose rate is not shown; newest first within each.
  return sql`s.is_responsive desc, s.response_hours asc nulls last, s.created_at desc nulls last, s.post_id desc nulls last`;
}

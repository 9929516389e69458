import { sql, type SQL } from 'drizzle-orm';
import { textArray } from './sql-rows';

/**
 * Criteria matching: the one definition of "this post matches the candidate's criteria", over
 * `post_search s`, used by search (is_saved / matches_criteria marks, matching rows first) and by
 * recommendations (repositories/criteria.ts).
 */

/** Largest salary used as "no upper bound" in overlap tests (above MAX_SALARY_VND). */
export const NO_UPPER_BOUND = 1_000_000_000_000;

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

export const PREFERENCE_KEYS = ['city', 'field', 'position', 'experience', 'type_working'] as const;

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
export function boundCriteria(preference: PostPreference): CriteriaValues {
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
export interface CriteriaRecord {
  c_found: boolean | null;
  c_city: string | null;
  c_experience: string | null;
  c_field_id: number | null;
  c_position_id: number | null;
  c_type_working: string | null;
  c_scales: string[] | string | null;
  c_salary_min: number | string | null;
}

export const CRITERIA_RECORD_COLUMNS = sql`c.user_id is not null as c_found, c.city as c_city, c.experience as c_experience,
  c.field_id as c_field_id, c.position_id as c_position_id, c.type_working as c_type_working, c.scales as c_scales,
  c.salary_min::float8 as c_salary_min`;

/** The preference of a returned criteria row; undefined without criteria or when none is set. */
export function preferenceOf(record: CriteriaRecord | undefined): PostPreference | undefined {
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

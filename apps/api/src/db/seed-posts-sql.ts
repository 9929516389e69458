/**
 * Set-based post generation for large bench databases (issue 29: a million posts): one
 * `insert … select … from generate_series` per batch draws every post in the database from the
 * same vocabularies and distributions as the JS generator (seed-generate.ts `generatePosts`,
 * POST_MIX), so no row crosses the wire and memory stays flat. The posts go through the posts
 * triggers like any write, so post_search and every trigger-kept table end up exactly as the
 * app's own writes would make them. Random draws come from the database's random(), seeded with
 * setseed(): deterministic for one PostgreSQL version, not the same posts as the JS generator.
 */
import { CITIES, LEVELS, TYPE_WORKINGS } from '@jobhub/sdk/contract';
import { sql } from 'drizzle-orm';
import { vietnamToday } from '../lib/vietnam-date';
import type { CatalogueDb as Database } from '../repositories/sql-rows';
import { DISTRICTS, GENERIC_DISTRICTS, JOB_BENEFITS, JOB_DESCRIPTIONS, JOB_REQUIREMENTS, POSITION_SKILLS, SEED_FIELDS, STREETS, TIME_WORKINGS, TITLE_PATTERNS } from './seed-data';
import { readCatalogueIds } from './seed-catalogue';
import { DEFAULT_SEED_RNG, dropBulkIndexes, finishBulkLoad, seed, SEED_CONFIRMED_WITHIN_DAYS } from './seed';
import { EXPERIENCE_BY_LEVEL, POST_MIX, SALARY_BANDS, SALARY_STEP_VND, createSeedFaker, htmlList } from './seed-generate';

/** Ready-made bullet lists per vocabulary (descriptions, requirements, benefits); a post picks one of each. */
const LIST_VARIANTS = 128;
const DAY_MS = 86_400_000;

/** Repeats each value by its weight, so a uniform index into the result is a weighted pick. */
function weighted<T>(values: readonly T[], weights: readonly number[]): T[] {
  return values.flatMap((value, index) => Array<T>(weights[index] ?? 0).fill(value));
}

/** Everything the statement draws from, as one JSON parameter. */
function vocabulary(fieldIds: number[], positionIds: number[][], rng: number) {
  const faker = createSeedFaker(rng);
  const lists = (lines: readonly string[]) => Array.from({ length: LIST_VARIANTS }, () => htmlList(faker, lines, 3, 5));
  return {
    fields: SEED_FIELDS.map((field, index) => ({ name: field.name, id: fieldIds[index]!, positions: field.positions.length })),
    positions: SEED_FIELDS.flatMap((field, f) =>
      field.positions.map((name, p) => ({ field_index: f, position_index: p, id: positionIds[f]![p]!, name, skills: POSITION_SKILLS[name] ?? [] })),
    ),
    levels: LEVELS.map((level) => ({ level, low: SALARY_BANDS[level][0], high: SALARY_BANDS[level][1], experiences: EXPERIENCE_BY_LEVEL[level] })),
    cities: CITIES.map((city) => ({ city, districts: DISTRICTS[city] ?? GENERIC_DISTRICTS })),
    weightedLevels: weighted(LEVELS, POST_MIX.levelWeights),
    weightedTypes: weighted(
      TYPE_WORKINGS.filter((type) => type !== 'Thực tập'),
      POST_MIX.typeWorkingWeights,
    ),
    streets: STREETS,
    timeWorkings: TIME_WORKINGS,
    titlePatterns: TITLE_PATTERNS,
    descriptions: lists(JOB_DESCRIPTIONS),
    requirements: lists(JOB_REQUIREMENTS),
    benefits: lists(JOB_BENEFITS),
  };
}

/**
 * Inserts posts number `from` to `to` (1-based, inclusive) of `total` spread over the approved
 * companies already in the database; the caller seeds the session's random() (setseed) for a
 * repeatable batch. Posts are numbered in the order they were posted, oldest first, over the
 * last POST_MIX.postedWithinDays days (uniformly, as the JS generator draws them): a site's
 * tables fill in that order, so its newest posts, which searches read most, sit together on the
 * table's last pages. Dates drawn at random for each post scattered them over the whole table:
 * at 1,000,000 posts a walk of 10,000 entries of the relevance index touched 8,133 pages, mostly
 * the visibility map's, which an index-only scan looks up for each entry's table page; in posting
 * order, 738.
 */
async function insertGeneratedPosts(db: Database, from: number, to: number, total: number, now: Date, rng: number): Promise<void> {
  const { fieldIds, positionIds } = await readCatalogueIds(db);
  const vocab = JSON.stringify(vocabulary(fieldIds, positionIds, rng));
  const vietnamDay = vietnamToday(now);
  const utcDay = now.toISOString().slice(0, 10);
  const m = POST_MIX;
  const num = (value: number) => sql.raw(String(value));
  await db.execute(sql`
    with v as materialized (select ${vocab}::jsonb as j),
    words as materialized (
      select array(select jsonb_array_elements_text(j->'weightedLevels')) as levels,
        array(select jsonb_array_elements_text(j->'weightedTypes')) as types,
        array(select jsonb_array_elements_text(j->'streets')) as streets,
        array(select jsonb_array_elements_text(j->'timeWorkings')) as times,
        array(select jsonb_array_elements_text(j->'titlePatterns')) as titles,
        array(select jsonb_array_elements_text(j->'descriptions')) as descriptions,
        array(select jsonb_array_elements_text(j->'requirements')) as requirements,
        array(select jsonb_array_elements_text(j->'benefits')) as benefits,
        array(select x->>'city' from jsonb_array_elements(j->'cities') x) as cities
      from v
    ),
    field_vocab as materialized (
      select (ord - 1)::int as field_index, (x->>'id')::int as id, x->>'name' as name, (x->>'positions')::int as positions
      from v, jsonb_array_elements(j->'fields') with ordinality as f(x, ord)
    ),
    position_vocab as materialized (
      select (x->>'field_index')::int as field_index, (x->>'position_index')::int as position_index, (x->>'id')::int as id,
        x->>'name' as name, array(select jsonb_array_elements_text(x->'skills')) as skills
      from v, jsonb_array_elements(j->'positions') x
    ),
    level_vocab as materialized (
      select x->>'level' as level, (x->>'low')::float8 as low, (x->>'high')::float8 as high,
        array(select jsonb_array_elements_text(x->'experiences')) as experiences
      from v, jsonb_array_elements(j->'levels') x
    ),
    city_vocab as materialized (
      select x->>'city' as city, array(select jsonb_array_elements_text(x->'districts')) as districts
      from v, jsonb_array_elements(j->'cities') x
    ),
    company as materialized (
      select (row_number() over (order by e.id) - 1)::int as idx, e.id, e.company_name, e.city,
        coalesce(fv.field_index, 0) as field_index
      from enterprises e left join field_vocab fv on fv.name = e.field_of_activity
      where e.is_active
    ),
    draw as materialized (
      select g, floor(random() * (select count(*) from company))::int as company_idx,
        random() as own_field, floor(random() * ${num(SEED_FIELDS.length)})::int as any_field, random() as position_roll,
        random() as level_roll, random() as own_city, random() as city_roll, random() as other_city, random() as district_roll,
        random() as type_roll, random() as negotiable, random() as a, random() as b,
        floor(random() * ${num(m.salaryShapes)})::int as shape,
        floor((${num(total)} - g + random()) / ${num(total)} * ${num((m.postedWithinDays + 1) * DAY_MS)})::bigint as posted_ms_ago,
        random() as expired, 1 + floor(random() * ${num(m.expiredUpToDays)})::int as expired_days, floor(random() * ${num(m.openUpToDays + 1)})::int as open_days,
        random() as title_roll, 1 + floor(random() * ${num(m.streetNumbers)})::int as street_number, random() as street_roll,
        random() as experience_roll, random() as time_roll, 1 + floor(random() * ${num(m.quantity)})::int as quantity,
        random() as description_roll, random() as requirement_roll, random() as benefit_roll,
        random() as hidden, random() as removed
      from generate_series(${from}::int, ${to}::int) g
    ),
    placed as (
      select d.*, c.id as enterprise_id, c.company_name,
        case when d.own_field < ${num(m.ownField)} then c.field_index else d.any_field end as field_index,
        w.levels[1 + floor(d.level_roll * cardinality(w.levels))::int] as level,
        case
          when d.g <= cardinality(w.cities) then w.cities[d.g]
          when d.own_city < ${num(m.ownCity)} then c.city
          -- seed-generate.ts pickCity: Hà Nội 30 %, Hồ Chí Minh 30 %, Đà Nẵng 10 %, the other 60 share 30 %.
          when d.city_roll < 0.3 then w.cities[1]
          when d.city_roll < 0.6 then w.cities[2]
          when d.city_roll < 0.7 then w.cities[3]
          else w.cities[4 + floor(d.other_city * (cardinality(w.cities) - 3))::int]
        end as city
      from draw d join company c on c.idx = d.company_idx cross join words w
    ),
    shaped as (
      select p.*, fv.id as field_id, pv.id as position_id, pv.name as position, pv.skills, lv.experiences, cv.districts,
        case when p.negotiable < ${num(m.negotiable)} then null
          else round((lv.low + least(p.a, p.b) * (lv.high - lv.low)) * 1000000 / ${num(SALARY_STEP_VND)}) * ${num(SALARY_STEP_VND)} end as low_salary,
        case when p.negotiable < ${num(m.negotiable)} then null
          else round((lv.low + greatest(p.a, p.b) * (lv.high - lv.low)) * 1000000 / ${num(SALARY_STEP_VND)}) * ${num(SALARY_STEP_VND)} end as high_salary
      from placed p
      join field_vocab fv on fv.field_index = p.field_index
      join position_vocab pv on pv.field_index = p.field_index and pv.position_index = floor(p.position_roll * fv.positions)::int
      join level_vocab lv on lv.level = p.level
      join city_vocab cv on cv.city = p.city
    )
    insert into posts (title, enterprise_id, field_id, position_id, city, district, detail_address, experience, level, type_working,
      time_working, quantity, salary_min, salary_max, is_salary_negotiable, description, required, interest, deadline,
      is_active, is_removed, created_at, confirmed_at)
    select
      replace(replace(replace(w.titles[1 + floor(s.title_roll * cardinality(w.titles))::int], '{position}', s.position), '{level}', s.level), '{city}', s.city),
      s.enterprise_id, s.field_id, s.position_id, s.city,
      s.districts[1 + floor(s.district_roll * cardinality(s.districts))::int],
      s.street_number || ' ' || w.streets[1 + floor(s.street_roll * cardinality(w.streets))::int],
      s.experiences[1 + floor(s.experience_roll * cardinality(s.experiences))::int],
      s.level,
      case when s.level = 'Intern' then 'Thực tập' else w.types[1 + floor(s.type_roll * cardinality(w.types))::int] end,
      w.times[1 + floor(s.time_roll * cardinality(w.times))::int],
      s.quantity,
      case when s.shape = 0 then null else s.low_salary end,
      case when s.shape = 1 or s.low_salary is null then null else greatest(s.high_salary, s.low_salary + ${num(SALARY_STEP_VND * 2)}) end,
      s.low_salary is null,
      '<p>' || s.company_name || ' tuyển dụng vị trí ' || s.position || ' (' || s.level || ') làm việc tại ' || s.city || '.</p>'
        || coalesce('<p>Công nghệ sử dụng: ' || s.skills[1 + (s.g - 1) % nullif(cardinality(s.skills), 0)] || '.</p>', '')
        || w.descriptions[1 + floor(s.description_roll * cardinality(w.descriptions))::int],
      w.requirements[1 + floor(s.requirement_roll * cardinality(w.requirements))::int],
      w.benefits[1 + floor(s.benefit_roll * cardinality(w.benefits))::int],
      case when s.expired < ${num(m.expired)} then ${utcDay}::date - s.expired_days else ${vietnamDay}::date + s.open_days end,
      s.hidden >= ${num(m.hidden)},
      s.removed < ${num(m.removed)},
      ${now.toISOString()}::timestamptz - s.posted_ms_ago * interval '1 millisecond',
      greatest(
        ${now.toISOString()}::timestamptz - s.posted_ms_ago * interval '1 millisecond',
        ${now.toISOString()}::timestamptz - make_interval(days => ((s.g - 1) % ${num(SEED_CONFIRMED_WITHIN_DAYS)})::int + 1)
      )
    from shaped s cross join words w`);
}

/** Posts per statement: the triggers' transition tables stay small, and workers share the batches. */
const SQL_POST_BATCH = 50_000;
/**
 * Connections inserting batches at once. Most of a post's cost is its search vectors, computed
 * by the posts trigger on one core per statement; two statements use a two-core machine.
 */
const DEFAULT_SEED_WORKERS = 2;

/**
 * A bench database at scale: `companies` companies with their owners through seed() (no posts),
 * then `posts` posts drawn in the database by {@link insertGeneratedPosts}, as a bulk load
 * (seed.ts: indexes dropped, then rebuilt once) with batches committed one by one on `workers`
 * connections. A batch's draws are seeded by `rng` and its first post: the same posts every run,
 * their ids in the order the batches finish. Not atomic: a failed run leaves a partial database
 * (bench databases are throw-away or kept by name). `onBatch` hears the posts inserted so far.
 *
 * @example await seedAtScale(database.db, { posts: 1_000_000, companies: 10_000 });
 */
export async function seedAtScale(
  db: Database,
  options: { posts: number; companies: number; rng?: number; now?: Date; workers?: number; onBatch?: (inserted: number) => void },
): Promise<{ companies: number; posts: number }> {
  const now = options.now ?? new Date();
  const rng = options.rng ?? DEFAULT_SEED_RNG;
  const { companies } = await seed(db, { posts: 0, companies: options.companies, rng, now });
  const rebuild = await dropBulkIndexes(db);
  const starts: number[] = [];
  for (let from = 1; from <= options.posts; from += SQL_POST_BATCH) starts.push(from);
  let inserted = 0;
  const worker = async () => {
    for (let from = starts.shift(); from !== undefined; from = starts.shift()) {
      const to = Math.min(options.posts, from + SQL_POST_BATCH - 1);
      await db.transaction(async (tx) => {
        // setseed takes a fraction in [-1, 1].
        await tx.execute(sql`select setseed(${((rng + from) % 1_000_003) / 1_000_003})`);
        await insertGeneratedPosts(tx, from, to, options.posts, now, rng);
      });
      inserted += to - from + 1;
      options.onBatch?.(inserted);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.workers ?? DEFAULT_SEED_WORKERS) }, worker));
  await db.transaction(async (tx) => {
    // The rebuilt GIN and btree indexes sort in memory up to this, instead of spilling in 64 MB runs.
    await tx.execute(sql.raw(`set local maintenance_work_mem = '512MB'`));
    await finishBulkLoad(tx, now, rebuild);
  });
  return { companies, posts: options.posts };
}

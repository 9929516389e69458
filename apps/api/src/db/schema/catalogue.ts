import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  ADDRESS_MAX,
  CITY_MAX,
  COMPANY_NAME_MAX,
  DISTRICT_MAX,
  EMAIL_MAX,
  EXPERIENCE_MAX,
  FIELD_OF_ACTIVITY_MAX,
  LEVEL_MAX,
  PHONE_MAX,
  POST_TITLE_MAX,
  SCALE_MAX,
  TAX_CODE_MAX,
  TIME_WORKING_MAX,
  TYPE_WORKING_MAX,
  URL_MAX,
} from '@jobhub/sdk/contract';

/**
 * Catalogue, enterprises and job posts (API.md: Catalogue, Enterprises, Job posts).
 *
 * Job search reads `post_search`, a narrow copy of each post's filter and sort columns plus its
 * searchable lexemes. Triggers from the custom catalogue migrations keep it current on every write
 * to posts, to a company (name, scale, owner) or to an owner's Premium, so every writer (routes,
 * seed, admin, other features) gets it right without knowing about it. Keeping it apart from
 * `posts` keeps the scanned rows small: the rich-text columns make a posts row ~2 KB, which is
 * under the TOAST threshold and so stays inline.
 */
export const fields = pgTable('fields', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull().unique(),
});

export const positions = pgTable(
  'positions',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 150 }).notNull(),
    field_id: integer('field_id')
      .notNull()
      .references(() => fields.id, { onDelete: 'cascade' }),
  },
  (t) => [index('positions_field_id_idx').on(t.field_id), uniqueIndex('positions_field_name_uq').on(t.field_id, t.name)],
);

export const enterprises = pgTable(
  'enterprises',
  {
    id: serial('id').primaryKey(),
    /** Owner (users.id); the foreign key is declared in the custom catalogue migration. */
    user_id: integer('user_id').notNull().unique(),
    company_name: varchar('company_name', { length: COMPANY_NAME_MAX }).notNull(),
    address: varchar('address', { length: ADDRESS_MAX }),
    /** Stored file key under UPLOAD_DIR (private; never a public URL). */
    business_certificate: text('business_certificate'),
    description: text('description'),
    email_company: varchar('email_company', { length: EMAIL_MAX }),
    field_of_activity: varchar('field_of_activity', { length: FIELD_OF_ACTIVITY_MAX }),
    link_web_site: varchar('link_web_site', { length: URL_MAX }),
    /** Stored file key under UPLOAD_DIR/public (served as /uploads/<key>). */
    logo: text('logo'),
    background_image: text('background_image'),
    phone_number: varchar('phone_number', { length: PHONE_MAX }),
    scale: varchar('scale', { length: SCALE_MAX }),
    tax: varchar('tax', { length: TAX_CODE_MAX }),
    city: varchar('city', { length: CITY_MAX }),
    /** Approved by an admin (or automatically, AUTO_APPROVE_ENTERPRISES). */
    is_active: boolean('is_active').notNull().default(false),
    /**
     * Approved, but its name, tax code or certificate changed since (routes/enterprises): back in
     * the admin's pending queue while staying approved, so its posts stay up until a decision.
     */
    review_pending: boolean('review_pending').notNull().default(false),
    /**
     * When an admin approved the company with its tax code and business certificate on file
     * ('Đã xác minh', issue 30); cleared when the name, tax code or certificate change (review
     * again). Automatic approval (AUTO_APPROVE_ENTERPRISES) never verifies.
     */
    verified_at: timestamp('verified_at', { withTimezone: true }),
    /** jh_unaccent(lower(company_name)); maintained by trigger. */
    search_name: text('search_name').notNull().default(''),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('enterprises_city_idx').on(t.city),
    index('enterprises_created_at_idx').on(t.created_at),
    index('enterprises_search_name_trgm_idx').using('gin', t.search_name.op('gin_trgm_ops')),
    /**
     * The company search's page in its default order (name), whole or in one city or one scale:
     * read from the index and stopped after the page, instead of sorting every approved company of
     * the city (2,968 at 10,000 companies: 8.7 ms) and joining each to its owner first. The three
     * INCLUDE search_name (migration 0037: drizzle cannot express INCLUDE, the keys match), so a
     * search by name checks each name in the index rather than on the table.
     */
    index('enterprises_approved_name_idx').on(t.company_name, t.id).where(sql`${t.is_active}`),
    index('enterprises_approved_city_name_idx').on(t.city, t.company_name, t.id).where(sql`${t.is_active}`),
    index('enterprises_approved_scale_name_idx').on(t.scale, t.company_name, t.id).where(sql`${t.is_active}`),
  ],
);

export const posts = pgTable(
  'posts',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: POST_TITLE_MAX }).notNull(),
    enterprise_id: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    position_id: integer('position_id')
      .notNull()
      .references(() => positions.id),
    field_id: integer('field_id')
      .notNull()
      .references(() => fields.id),
    city: varchar('city', { length: CITY_MAX }).notNull(),
    district: varchar('district', { length: DISTRICT_MAX }),
    detail_address: varchar('detail_address', { length: ADDRESS_MAX }),
    experience: varchar('experience', { length: EXPERIENCE_MAX }).notNull(),
    level: varchar('level', { length: LEVEL_MAX }).notNull(),
    type_working: varchar('type_working', { length: TYPE_WORKING_MAX }).notNull(),
    time_working: varchar('time_working', { length: TIME_WORKING_MAX }),
    quantity: integer('quantity').notNull().default(1),
    salary_min: bigint('salary_min', { mode: 'number' }),
    salary_max: bigint('salary_max', { mode: 'number' }),
    is_salary_negotiable: boolean('is_salary_negotiable').notNull().default(false),
    description: text('description').notNull().default(''),
    required: text('required').notNull().default(''),
    interest: text('interest').notNull().default(''),
    deadline: date('deadline', { mode: 'string' }).notNull(),
    is_active: boolean('is_active').notNull().default(true),
    is_removed: boolean('is_removed').notNull().default(false),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the employer last said the post is still hiring (one click, or an edit); posted = the
     * first confirmation. Drives the fresh-post reminder and pause (jobs/post-freshness.ts).
     */
    confirmed_at: timestamp('confirmed_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the reminder for the current confirmation was written (null: not yet reminded). */
    confirm_reminded_at: timestamp('confirm_reminded_at', { withTimezone: true }),
    /**
     * Paused for want of a confirmation (null: not paused): out of search, recommendations,
     * sitemap and job alerts (the posts trigger leaves it out of post_search.is_live, migration
     * 0032) until the employer confirms.
     */
    paused_at: timestamp('paused_at', { withTimezone: true }),
  },
  (t) => [
    index('posts_enterprise_id_idx').on(t.enterprise_id),
    index('posts_position_id_idx').on(t.position_id),
    index('posts_field_id_idx').on(t.field_id),
    index('posts_city_idx').on(t.city),
    index('posts_deadline_idx').on(t.deadline),
    index('posts_created_at_idx').on(t.created_at),
    /** Public listing: newest first among live posts (deadline is checked on the rows). */
    index('posts_public_created_idx')
      .on(t.created_at.desc(), t.id.desc())
      .where(sql`${t.is_active} and not ${t.is_removed}`),
    /** The freshness job's walk: live posts by their last confirmation. */
    index('posts_live_confirmed_idx').on(t.confirmed_at).where(sql`${t.is_active} and not ${t.is_removed}`),
  ],
);

/** PostgreSQL `tsvector` (built by `jh_search_vector`, never parsed from user text). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Search projection of `posts`, maintained by statement-level triggers only: never write to it
 * directly (migrations 0005_search_speed and 0007_search_tags; users and enterprises triggers
 * keep is_premium and scale current). Everything a search filters or sorts on lives here, so a
 * page is chosen from this table (often by an index-ordered LIMIT) and only the page's rows are
 * joined to posts/enterprises (src/repositories/post-search.ts). The tsvectors hold lexemes of our own
 * word splitting (`jh_search_vector`, no text-search parser); `search` also holds one tag lexeme
 * per equality filter ('c:Hà Nội', 'f:3', …) so keyword + filter searches are one GIN lookup.
 * The page-order btree indexes are covering (INCLUDE every filter column, migration
 * 0006_search_covering: drizzle cannot express INCLUDE, the keys here match).
 */
export const postSearch = pgTable(
  'post_search',
  {
    post_id: integer('post_id')
      .primaryKey()
      .references(() => posts.id, { onDelete: 'cascade' }),
    enterprise_id: integer('enterprise_id').notNull(),
    field_id: integer('field_id').notNull(),
    position_id: integer('position_id').notNull(),
    city: varchar('city', { length: CITY_MAX }).notNull(),
    experience: varchar('experience', { length: EXPERIENCE_MAX }).notNull(),
    level: varchar('level', { length: LEVEL_MAX }).notNull(),
    type_working: varchar('type_working', { length: TYPE_WORKING_MAX }).notNull(),
    salary_min: bigint('salary_min', { mode: 'number' }),
    salary_max: bigint('salary_max', { mode: 'number' }),
    is_salary_negotiable: boolean('is_salary_negotiable').notNull(),
    deadline: date('deadline', { mode: 'string' }).notNull(),
    /** is_active and not is_removed, and not paused (migration 0032). */
    is_live: boolean('is_live').notNull(),
    /**
     * Listed: is_live and the company approved, computed on write (migration 0016). Reads add
     * the deadline test against today's Vietnamese date (repositories/post-visibility.ts);
     * `jh_post_search_refresh(today)` switches off posts whose deadline passed (jobs/search-flags.ts,
     * every minute), keeping the partial indexes to open posts.
     */
    is_public: boolean('is_public').notNull().default(false),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The company's scale (filter `scales`). */
    scale: varchar('scale', { length: SCALE_MAX }),
    /** Owner is Premium now (same refresh as is_public; users/enterprises triggers keep it current). */
    is_premium: boolean('is_premium').notNull().default(false),
    /** Owner's premium_expiry while is_premium (what the refresh compares with the app's clock). */
    premium_until: timestamp('premium_until', { withTimezone: true }),
    /**
     * The company's median hours to a first answer when its response rate is shown (enough
     * applications, issue 30), else null; with is_responsive, the "Phản hồi nhanh" order and the
     * "Thường phản hồi" filter. Copied from enterprise_response_stats by the posts trigger and the
     * response-stats job (migration 0032), so a search joins nothing for them.
     */
    response_hours: integer('response_hours'),
    /** The company answers at least RESPONSIVE_MIN_RATE percent of applications (rate shown). */
    is_responsive: boolean('is_responsive').notNull().default(false),
    /** Lexemes of title, description, requirements and company name (unaccented, lower-case), plus filter tags. */
    search: tsvector('search').notNull().default(sql`''::tsvector`),
    /** Lexemes of the title (title matches rank first). */
    title_search: tsvector('title_search').notNull().default(sql`''::tsvector`),
  },
  (t) => [
    index('post_search_search_idx').using('gin', t.search).where(sql`${t.is_public}`),
    index('post_search_title_search_idx').using('gin', t.title_search).where(sql`${t.is_public}`),
    index('post_search_public_created_idx').on(t.created_at.desc(), t.post_id.desc()).where(sql`${t.is_public}`),
    index('post_search_public_premium_idx')
      .on(t.is_premium.desc(), t.created_at.desc(), t.post_id.desc())
      .where(sql`${t.is_public}`),
    index('post_search_public_salary_max_idx')
      .on(sql`coalesce(${t.salary_max}, -1) desc nulls last`, t.created_at.desc(), t.post_id.desc())
      .where(sql`${t.is_public}`),
    index('post_search_public_salary_min_idx')
      .on(sql`coalesce(${t.salary_min}, -1) desc nulls last`, t.created_at.desc(), t.post_id.desc())
      .where(sql`${t.is_public}`),
    index('post_search_public_city_idx').on(t.city, t.created_at.desc()).where(sql`${t.is_public}`),
    index('post_search_public_field_idx').on(t.field_id, t.created_at.desc()).where(sql`${t.is_public}`),
    index('post_search_public_position_idx').on(t.position_id, t.created_at.desc()).where(sql`${t.is_public}`),
    /**
     * A candidate's criteria (field, city, position), covering (migration 0038): the posts matching
     * a search and the criteria, put first for a signed-in candidate (post-search.ts,
     * preferredProbeSql), are one range of it.
     */
    index('post_search_public_criteria_idx').on(t.field_id, t.city, t.position_id).where(sql`${t.is_public}`),
    index('post_search_public_enterprise_idx').on(t.enterprise_id, t.created_at.desc()).where(sql`${t.is_public}`),
    index('post_search_enterprise_idx').on(t.enterprise_id),
    /** For jh_post_search_refresh(today): the few rows whose flags may need switching off. */
    index('post_search_expiring_idx').on(t.deadline).where(sql`${t.is_public}`),
    /**
     * A company's listed posts by deadline: the open-post counts (enterprise_post_counts) subtract
     * the few past their deadline with a tight range, whatever the company's size.
     */
    index('post_search_public_enterprise_deadline_idx').on(t.enterprise_id, t.deadline).where(sql`${t.is_public}`),
    index('post_search_premium_until_idx').on(t.premium_until).where(sql`${t.is_premium}`),
  ],
);

export type FieldRow = typeof fields.$inferSelect;
export type PositionRow = typeof positions.$inferSelect;
export type EnterpriseRecord = typeof enterprises.$inferSelect;
export type PostRecord = typeof posts.$inferSelect;

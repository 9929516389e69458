import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { refreshSearchFlags } from '../repositories/post-visibility';
import { refreshResponseStats } from '../repositories/response-stats';
import { selectRows } from '../repositories/sql-rows';
import type { CatalogueDb as Database } from '../repositories/sql-rows';
import { DEMO_ACCOUNTS_FILE, demoAccountsText } from './demo-accounts';
import { enterprises, posts } from './schema/catalogue';
import { readCatalogueIds } from './seed-catalogue';
import { SEED_FIELDS } from './seed-data';
import { demoEmployerPosts } from './seed-demo-posts';
import { writeCompanyImages, type CompanyImageKeys } from './seed-images';
import type { StorageSettings } from '../storage/storage-settings';
import { createFileStorage } from '../storage/create-file-storage';
import type { FileStorage } from '../storage/file-storage';
import { seedMarketplaceDemo } from './seed-marketplace';
import { seedRealtimeDemo } from './seed-realtime';
import { createSeedFaker, generateCompanies, generatePosts, type SeedCompany, type SeedPost } from './seed-generate';
import { insertSeedUsers, hashSeedPassword, type SeedUser } from './seed-users';
import { DAY_MS } from '../lib/clock';

/** Demo data sizes (DESIGN.md: "companies, thousands of jobs"). */
export const DEFAULT_SEED_POSTS = 20_000;
export const DEFAULT_SEED_COMPANIES = 240;
/** Seed companies whose owners are Premium (a few, for the premium strip and ranking). */
const PREMIUM_COMPANIES_SHARE = 0.04;
export const DEFAULT_SEED_RNG = 20_250_101;
/** Rows per INSERT: ~12 parameters per company stays far below PostgreSQL's 65,535 limit. */
const INSERT_BATCH = 1_000;
/**
 * Posts per INSERT ... SELECT from one JSON parameter (~3 MB): big enough that statements are few,
 * small enough that the trigger's transition table and the JSON stay well inside PGlite's memory.
 */
const POST_INSERT_BATCH = 2_500;

export const DEMO_ACCOUNTS = [
  { email: 'candidate@jobhub.local', username: 'candidate', fullname: 'Nguyễn Văn An', role: 'candidate' },
  { email: 'employer@jobhub.local', username: 'employer', fullname: 'Trần Thị Bình', role: 'employer' },
  { email: 'admin@jobhub.local', username: 'admin', fullname: 'Quản trị viên', role: 'admin' },
] as const;

export interface SeedOptions {
  posts?: number;
  companies?: number;
  /** faker seed: the same number gives the same data. */
  rng?: number;
  /** Reference time for dates (defaults to now). */
  now?: Date;
  /** Draw every company a logo and a cover image into this storage (seed-images.ts); omit for none. */
  storage?: FileStorage;
  /**
   * The last this many companies (never the demo employer's) wait for an admin's approval, so
   * /admin has a queue; their posts stay off the public pages until then. Default 0: all approved.
   */
  pendingCompanies?: number;
  /** Demo accounts with these passwords (omit to skip the demo accounts). */
  demoPasswords?: Partial<Record<(typeof DEMO_ACCOUNTS)[number]['role'], string>>;
}

export interface SeedSummary {
  /** Of `companies`, those waiting for an admin's approval. */
  pendingCompanies: number;
  companies: number;
  posts: number;
  ms: number;
}

interface SeedLog {
  info: (message: string) => void;
}

/**
 * Inserts companies (with owner users) and job posts over the reference catalogue (migration
 * 0027). Deterministic for a given `rng` and `now`. Does not check for existing data (see seedIfEmpty).
 *
 * @example await seed(db, { posts: 500, companies: 20, rng: 1 })
 */
export async function seed(db: Database, options: SeedOptions = {}): Promise<SeedSummary> {
  const started = Date.now();
  const now = options.now ?? new Date();
  const faker = createSeedFaker(options.rng ?? DEFAULT_SEED_RNG);
  const companyCount = Math.max(1, options.companies ?? DEFAULT_SEED_COMPANIES);
  const premiumCount = Math.max(1, Math.round(companyCount * PREMIUM_COMPANIES_SHARE));
  // Company 0 belongs to the demo employer: keep it non-Premium, so shift the Premium block by one.
  const companies = generateCompanies(faker, companyCount + 1, premiumCount + 1, now).slice(1);
  companies.forEach((company, index) => (company.is_premium = index > 0 && index <= premiumCount));
  const postSpecs = generatePosts(faker, options.posts ?? DEFAULT_SEED_POSTS, companies, now);
  if (options.demoPasswords?.employer) giveDemoEmployerItsOwnPosts(companies, postSpecs, now);
  // Files before the transaction (like the CVs): a failed seed leaves only files a retry rewrites.
  const images: (CompanyImageKeys | undefined)[] = [];
  for (const company of companies) images.push(options.storage ? await writeCompanyImages(options.storage, company.company_name) : undefined);

  return db.transaction(async (tx) => {
    const { fieldIds, positionIds } = await readCatalogueIds(tx);

    // Owners: the demo employer owns company 0; the others share one unusable password hash.
    const ownerHash = await hashSeedPassword(randomBytes(32).toString('base64url'));
    const premiumExpiry = new Date(now.getTime() + 180 * DAY_MS);
    const owners: SeedUser[] = companies.map((company, index) => ({
      email: `hr${index + 1}@${company.email_company.split('@')[1]}`,
      username: `hr${index + 1}_${company.email_company.split('@')[1]!.split('.')[0]}`.slice(0, 150),
      fullname: `${faker.person.lastName()} ${faker.person.firstName()}`,
      role: 'employer',
      passwordHash: ownerHash,
      isPremium: company.is_premium,
      premiumExpiry: company.is_premium ? premiumExpiry : null,
    }));
    const demo = options.demoPasswords;
    if (demo) {
      for (const account of DEMO_ACCOUNTS) {
        const password = demo[account.role];
        if (!password) continue;
        const user: SeedUser = {
          email: account.email,
          username: account.username,
          fullname: account.fullname,
          role: account.role,
          passwordHash: await hashSeedPassword(password),
          isPremium: false,
          premiumExpiry: null,
        };
        if (account.role === 'employer') owners[0] = user;
        else owners.push(user);
      }
    }
    const userIds = await insertSeedUsers(tx, owners);

    const firstPendingCompany = Math.max(1, companies.length - (options.pendingCompanies ?? 0));
    const enterpriseRows: { id: number }[] = [];
    for (let i = 0; i < companies.length; i += INSERT_BATCH) {
      const batch = companies.slice(i, i + INSERT_BATCH).map((company, offset) => ({
        user_id: userIds[i + offset]!,
        company_name: company.company_name,
        address: company.address,
        description: company.description,
        email_company: company.email_company,
        field_of_activity: company.field_of_activity,
        link_web_site: company.link_web_site,
        phone_number: company.phone_number,
        scale: company.scale,
        tax: company.tax,
        city: company.city,
        ...images[i + offset],
        is_active: i + offset < firstPendingCompany,
        created_at: company.created_at,
      }));
      enterpriseRows.push(...(await tx.insert(enterprises).values(batch).returning({ id: enterprises.id })));
    }

    await bulkLoadPosts(tx, now, async () => {
      for (let i = 0; i < postSpecs.length; i += POST_INSERT_BATCH) {
        const batch = postSpecs.slice(i, i + POST_INSERT_BATCH).map(({ company_index, field_index, position_index, ...post }, j) => ({
          ...post,
          confirmed_at: seedConfirmation(post.created_at, now, i + j),
          enterprise_id: enterpriseRows[company_index]!.id,
          field_id: fieldIds[field_index]!,
          position_id: positionIds[field_index]![position_index]!,
        }));
        await insertPostsAsJson(tx, batch);
      }
    });
    return {
      pendingCompanies: companies.length - firstPendingCompany,
      companies: enterpriseRows.length,
      posts: postSpecs.length,
      ms: Date.now() - started,
    };
  });
}

/** The demo employer's company: a software firm, so its hand-written posts fit its profile. */
const DEMO_COMPANY = {
  company_name: 'Công ty Cổ phần Công nghệ An Bình Soft',
  description:
    'An Bình Soft phát triển phần mềm quản lý và ứng dụng di động cho doanh nghiệp Việt Nam từ năm 2015. Công ty có đội ngũ hơn 150 kỹ sư, môi trường trẻ trung và chú trọng đào tạo.',
  email_company: 'lienhe@anbinhsoft.vn',
  field_of_activity: 'Công nghệ thông tin',
  link_web_site: 'https://anbinhsoft.vn',
  scale: '100-499',
} as const;

/**
 * Company 0 (the demo employer's) gets the DEMO_COMPANY profile and only the hand-written posts of
 * seed-demo-posts.ts: its generated posts go to the other companies in turn (the total stays the
 * same), which keeps it under the free posting limit with one of each post state.
 */
function giveDemoEmployerItsOwnPosts(companies: SeedCompany[], postSpecs: SeedPost[], now: Date): void {
  const company = companies[0]!;
  Object.assign(company, DEMO_COMPANY, { field_index: SEED_FIELDS.findIndex((field) => field.name === DEMO_COMPANY.field_of_activity) });
  if (companies.length > 1) {
    let next = 0;
    for (const post of postSpecs) {
      if (post.company_index === 0) post.company_index = 1 + (next++ % (companies.length - 1));
    }
  }
  postSpecs.push(...demoEmployerPosts(now, company.city, company.company_name));
}

/**
 * Inserts posts as one JSON parameter that the database turns into rows
 * (`jsonb_populate_recordset` over the posts row type): one bound value per batch instead of ~22
 * per post, which took a quarter of the seed's CPU time on PGlite (measured on 20,000 posts: 7.1 s
 * → 5.4 s for the posts, most of the rest being the search trigger's word lists).
 */
async function insertPostsAsJson(db: Database, rows: readonly Record<string, unknown>[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = sql.join(
    Object.keys(rows[0]!).map((column) => sql.identifier(column)),
    sql`, `,
  );
  await db.execute(sql`insert into ${posts} (${columns}) select ${columns} from jsonb_populate_recordset(null::${posts}, ${JSON.stringify(rows)}::jsonb)`);
}

/** Employers of the made-up posts confirm them within this many days (issue 30's fresh posts). */
export const SEED_CONFIRMED_WITHIN_DAYS = 20;

/**
 * When a made-up post was last confirmed: its posting for a young post, else a day of the last
 * SEED_CONFIRMED_WITHIN_DAYS (spread by its index), so the demo's cards mix 'Đăng' and 'Cập nhật'
 * and a long-running demo does not see its older posts reminded and paused all at once.
 */
function seedConfirmation(createdAt: Date, now: Date, index: number): Date {
  const recent = now.getTime() - ((index % SEED_CONFIRMED_WITHIN_DAYS) + 1) * 86_400_000;
  return new Date(Math.max(createdAt.getTime(), recent));
}

/**
 * Loads posts with `load` inside the caller's transaction `tx`, as a bulk load: the secondary
 * indexes of posts and post_search are dropped and rebuilt once at the end (building a GIN index
 * in one pass is several times faster than many incremental inserts); the statement-level
 * triggers fill post_search and the counts with one INSERT ... SELECT per statement of `load`.
 */
async function bulkLoadPosts(tx: Database, now: Date, load: () => Promise<void>): Promise<void> {
  const rebuild = await dropBulkIndexes(tx);
  await load();
  await finishBulkLoad(tx, now, rebuild);
}

/** The first step of a bulk load: drops the secondary indexes of posts and post_search; returns the statements that rebuild them. */
export function dropBulkIndexes(db: Database): Promise<string[]> {
  return dropSecondaryIndexes(db, BULK_TABLES);
}

/** The last step of a bulk load: search flags by `now`, the indexes `rebuild` (from dropBulkIndexes), fresh statistics. */
export async function finishBulkLoad(db: Database, now: Date, rebuild: readonly string[]): Promise<void> {
  // Posts whose deadline passed leave the open-post indexes before those are rebuilt.
  await refreshSearchFlags(db, now);
  for (const statement of rebuild) await db.execute(sql.raw(statement));
  // Fresh statistics at once, so the first searches are planned on real figures.
  await db.execute(sql`analyze users, enterprises, posts, post_search`);
}

/** Tables whose secondary indexes the seed rebuilds after loading. */
const BULK_TABLES = ['posts', 'post_search'];

/**
 * Drops the indexes of `tables` that back no constraint and returns the statements that
 * recreate them (run them before the transaction ends).
 */
async function dropSecondaryIndexes(db: Database, tables: readonly string[]): Promise<string[]> {
  const names = sql.join(
    tables.map((table) => sql`${table}`),
    sql`, `,
  );
  const indexes = await selectRows<{ name: string; definition: string }>(
    db,
    sql`select i.indexname as name, i.indexdef as definition from pg_indexes i
      where i.schemaname = current_schema() and i.tablename in (${names})
        and not exists (select 1 from pg_constraint c where c.conname = i.indexname)
      order by i.indexname`,
  );
  for (const index of indexes) await db.execute(sql.raw(`drop index "${index.name.replace(/"/g, '""')}"`));
  return indexes.map((index) => index.definition);
}

/**
 * VACUUM (outside any transaction) after a bulk load: sets the visibility map, so searches
 * without keywords, and company search by name (its covering indexes), are index-only scans at
 * once. PGlite runs no autovacuum, and a server may have it off: then a company-name count read
 * all 10,000 companies' rows (a Seq Scan, 30 ms) at 1,000,000 posts. No ANALYZE: seed() analysed
 * these tables before its transaction ended, and nothing changed since (each caller vacuums right
 * after seeding).
 */
export async function vacuumLoadedTables(db: Database): Promise<void> {
  await db.execute(sql`vacuum users, enterprises, posts, post_search`);
}

/** Demo companies left waiting for approval: the admin's queue on /admin is not empty. */
const DEMO_PENDING_COMPANIES = 3;

/** What each demo account shows off (4th column of demo-accounts.txt). */
const DEMO_ACCOUNT_NOTES: Record<(typeof DEMO_ACCOUNTS)[number]['role'], string> = {
  candidate: 'Premium (nhắn tin), có hồ sơ ứng tuyển, việc đã lưu, tiêu chí tìm việc',
  employer: 'doanh nghiệp đã duyệt, tin tuyển dụng và hồ sơ ứng tuyển',
  admin: 'quản trị, có doanh nghiệp chờ duyệt',
};

/**
 * Seeds demo data once: when there are no companies or posts yet, inserts everything plus the demo accounts
 * with fresh random passwords, the demo marketplace (seed-marketplace.ts: applications with PDF
 * CVs under UPLOAD_DIR, interviews, saved jobs, criteria) and the real-time demo (seed-realtime.ts:
 * messages, notifications, Premium for the demo candidate), and writes the accounts to
 * DATA_DIR/demo-accounts.txt (the start banner shows them; the log never carries a password).
 * When data is already there it changes nothing.
 */
export async function seedIfEmpty(
  db: Database,
  env: { DATA_DIR: string; UPLOAD_DIR: string; STORAGE?: StorageSettings },
  log: SeedLog,
  options: Omit<SeedOptions, 'demoPasswords' | 'storage'> = {},
): Promise<SeedSummary | undefined> {
  const file = path.join(env.DATA_DIR, DEMO_ACCOUNTS_FILE);
  // Demo data, not the catalogue: the migrations put reference rows (fields, positions, Premium
  // packages) in every database, and an admin made with admin:create is no demo data either.
  const [existing] = await selectRows<{ present: boolean }>(db, sql`select exists (select 1 from posts) or exists (select 1 from enterprises) as present`);
  if (existing?.present) return undefined;
  const passwords = Object.fromEntries(DEMO_ACCOUNTS.map((account) => [account.role, randomBytes(12).toString('base64url')]));
  const now = options.now ?? new Date();
  const storage = createFileStorage(env);
  const summary = await seed(db, { pendingCompanies: DEMO_PENDING_COMPANIES, ...options, now, storage, demoPasswords: passwords });
  await vacuumLoadedTables(db);
  // Marketplace and real-time demo data: applications, CVs, interviews, saved jobs, criteria,
  // messages and notifications, and Premium for the demo candidate (chat is Premium-only).
  const marketplace = await seedMarketplaceDemo(db, { storage, now });
  // The demo company's response rate from its applications (the response-stats job's hourly work).
  await refreshResponseStats(db, now);
  const realtime = await seedRealtimeDemo(db, now);
  await mkdir(env.DATA_DIR, { recursive: true });
  const accounts = DEMO_ACCOUNTS.map((account) => ({ role: account.role, email: account.email, password: passwords[account.role]!, note: DEMO_ACCOUNT_NOTES[account.role] }));
  await writeFile(file, demoAccountsText(accounts), { mode: 0o600 });
  log.info(
    `Seeded ${summary.companies} companies (${summary.pendingCompanies} waiting for approval), ${summary.posts} posts in ${summary.ms} ms` +
      `, ${marketplace?.applications ?? 0} applications, ${realtime?.messages ?? 0} messages, ${realtime?.notifications ?? 0} notifications` +
      `; demo accounts in ${file}.`,
  );
  return summary;
}

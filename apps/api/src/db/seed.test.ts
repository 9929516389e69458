import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { VIETNAM_TODAY_SQL } from '../test/marketplace-fixtures';
import { beforeAll, expect, it } from 'vitest';
import {
  AdminEnterprisePageSchema,
  ApplicationPageSchema,
  CriteriaSchema,
  EmployerStatisticsSchema,
  InterviewSchema,
  LoginResponseSchema,
  NotificationPageSchema,
  ProfileResponseSchema,
  RecommendedPostPageSchema,
  SavedPostPageSchema,
  envelope,
  paged,
} from '@jobhub/sdk/contract';
import { publicFileUrl } from '../repositories/files';
import { selectRows } from '../repositories/sql-rows';
import { findUserByEmail } from '../repositories/users';
import { bearer } from '../test/helpers';
import { describeEachDatabase, useTestContext, type TestContext } from '../test/context';
import { DEMO_ACCOUNTS_FILE } from './demo-accounts';
import { DEMO_ACCOUNTS, seed, seedIfEmpty } from './seed';
import { DEMO_POST_TITLES } from './seed-demo-posts';
import { seedMarketplaceDemo } from './seed-marketplace';

const NOW = new Date('2026-03-01T08:00:00Z');

/** Everything the seed decides, without ids of other tables' sequences or random password hashes. */
async function snapshot(ctx: TestContext) {
  const db = ctx.database.db;
  return {
    companies: await selectRows(
      db,
      sql`select e.company_name, e.address, e.description, e.email_company, e.field_of_activity, e.link_web_site,
          e.phone_number, e.scale, e.tax, e.city, e.is_active, e.created_at, u.username, u.email, u.fullname,
          u.is_premium, u.premium_expiry
        from enterprises e join users u on u.id = e.user_id order by e.id`,
    ),
    posts: await selectRows(
      db,
      sql`select p.title, e.company_name, f.name as field, pos.name as position, p.city, p.district, p.detail_address,
          p.experience, p.level, p.type_working, p.time_working, p.quantity, p.salary_min, p.salary_max,
          p.is_salary_negotiable, p.description, p.required, p.interest, p.deadline::text as deadline,
          p.is_active, p.is_removed, p.created_at
        from posts p join enterprises e on e.id = p.enterprise_id join fields f on f.id = p.field_id
          join positions pos on pos.id = p.position_id
        order by p.id`,
    ),
    search: await selectRows(db, sql`select count(*)::int as n, count(*) filter (where is_public)::int as public from post_search`),
  };
}

describeEachDatabase('seed', (kind) => {
  const first = useTestContext(kind);
  const second = useTestContext(kind);

  it('gives the same rows for the same rng and time', async () => {
    const options = { posts: 150, companies: 8, rng: 42, now: NOW };
    const a = await seed(first().database.db, options);
    const b = await seed(second().database.db, options);
    expect(a.posts).toBe(150);
    expect(b.companies).toBe(a.companies);
    const [left, right] = [await snapshot(first()), await snapshot(second())];
    expect(left.posts).toHaveLength(150);
    expect(left.companies).toHaveLength(8);
    expect(right).toEqual(left);
    // Every post reached the search projection through the statement trigger and the index rebuild.
    expect(left.search).toEqual([{ n: 150, public: expect.any(Number) }]);
  });
});

describeEachDatabase('seedIfEmpty (first start)', (kind) => {
  const ctx = useTestContext(kind);
  const lines: string[] = [];
  const log = { info: (message: string) => lines.push(message) };
  let summary: Awaited<ReturnType<typeof seedIfEmpty>>;

  beforeAll(async () => {
    summary = await seedIfEmpty(ctx().database.db, ctx().env, log, { posts: 60, companies: 5 });
  });

  it('seeds once and writes the demo accounts to DATA_DIR/demo-accounts.txt, never to the log', async () => {
    expect(summary?.posts).toBe(60 + Object.keys(DEMO_POST_TITLES).length);
    const file = await readFile(join(ctx().env.DATA_DIR, DEMO_ACCOUNTS_FILE), 'utf8');
    const accounts = file.trim().split('\n').map((line) => line.split('\t'));
    expect(accounts.map(([role]) => role)).toEqual(DEMO_ACCOUNTS.map((account) => account.role));
    // The demo candidate is the Premium one (chat is Premium-only for candidates), and says so.
    expect(accounts.find(([role]) => role === 'candidate')![3]).toContain('Premium');
    for (const [role, email, password] of accounts) {
      expect(lines.join('\n')).not.toContain(password);
      expect(lines.join('\n')).toContain(DEMO_ACCOUNTS_FILE);
      const response = await ctx().inject({ method: 'POST', url: '/api/login/', payload: { username: email, password } });
      expect(response.statusCode, response.body).toBe(200);
      expect(LoginResponseSchema.parse(response.json()).data.role).toBe(role);
    }
    const [{ n } = { n: 0 }] = await selectRows<{ n: number }>(
      ctx().database.db,
      sql`select count(*)::int as n from enterprises e join users u on u.id = e.user_id where u.email = 'employer@jobhub.local'`,
    );
    expect(n).toBe(1);
  });

  it("approves the demo employer's company and leaves others in the admin's queue", async () => {
    expect(summary?.pendingCompanies).toBeGreaterThan(0);
    const admin = (await findUserByEmail(ctx().database.db, 'admin@jobhub.local'))!;
    const response = await ctx().inject({ method: 'GET', url: '/api/admin/enterprises/', headers: bearer(await ctx().app.auth.signAccess(admin)) });
    expect(response.statusCode, response.body).toBe(200);
    const queue = envelope(AdminEnterprisePageSchema).parse(response.json()).data;
    expect(queue.total).toBe(summary!.pendingCompanies);
    const [demo] = await selectRows<{ is_active: boolean }>(
      ctx().database.db,
      sql`select e.is_active from enterprises e join users u on u.id = e.user_id where u.email = 'employer@jobhub.local'`,
    );
    expect(demo?.is_active).toBe(true);
  });

  it('gives every company its own drawn logo and cover, served under /uploads/', async () => {
    const rows = await selectRows<{ logo: string | null; background_image: string | null }>(ctx().database.db, sql`select logo, background_image from enterprises`);
    expect(rows.length).toBeGreaterThan(1);
    expect(new Set(rows.map((row) => row.logo)).size).toBe(rows.length);
    expect(new Set(rows.map((row) => row.background_image)).size).toBe(rows.length);
    for (const key of [rows[0]!.logo, rows[0]!.background_image]) {
      const response = await ctx().inject({ method: 'GET', url: publicFileUrl(key)! });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('image/svg+xml');
      expect(response.body).toMatch(/^<svg /);
    }
  });

  it('gives every candidate and employer screen something to show', async () => {
    const db = ctx().database.db;
    const signIn = async (email: string) => {
      const user = (await findUserByEmail(db, email))!;
      return { user, headers: bearer(await ctx().app.auth.signAccess(user)) };
    };
    const get = async (url: string, headers: Record<string, string>) => {
      const response = await ctx().inject({ method: 'GET', url, headers });
      expect(response.statusCode, `${url} ${response.body}`).toBe(200);
      return response.json() as unknown;
    };
    const employer = await signIn('employer@jobhub.local');
    const candidate = await signIn('candidate@jobhub.local');

    // The demo employer's company: its own four posts, two public, one hidden, one expired.
    const own = await selectRows<{ id: number; title: string; is_public: boolean; is_active: boolean; expired: boolean }>(
      db,
      sql`select p.id, p.title, s.is_public, p.is_active, p.deadline < ${VIETNAM_TODAY_SQL} as expired
        from posts p join enterprises e on e.id = p.enterprise_id join post_search s on s.post_id = p.id
        where e.user_id = ${employer.user.id} order by p.id`,
    );
    expect(own.map((post) => post.title).sort()).toEqual(Object.values(DEMO_POST_TITLES).sort());
    expect(own.filter((post) => post.is_public)).toHaveLength(2);
    expect(own.filter((post) => !post.is_active)).toHaveLength(1);
    expect(own.filter((post) => post.expired)).toHaveLength(1);
    const byTitle = (title: string) => own.find((post) => post.title === title)!;

    const stats = envelope(EmployerStatisticsSchema).parse(await get('/api/statistics/', employer.headers)).data;
    expect(stats).toMatchObject({ total_posts: 4, total_applicants: 10, total_interviews: 2, upcoming_interviews: 1, completed_interviews: 1 });
    expect(stats.pending_applicants * stats.approved_applicants * stats.rejected_applicants).toBeGreaterThan(0);
    // The newest post has no applications yet (the e2e journey applies to it and counts 1).
    expect(stats.post_stats[0]).toMatchObject({ title: DEMO_POST_TITLES.fresh, applicants: 0 });

    const applicants = envelope(ApplicationPageSchema).parse(await get(`/api/cv/post/${byTitle(DEMO_POST_TITLES.active).id}/`, employer.headers)).data;
    expect(applicants.counts).toEqual({ total: 5, pending: 2, approved: 2, rejected: 1 });
    expect(new Set(applicants.results.map((row) => row.is_viewed))).toEqual(new Set([true, false]));
    // Each CV is a real PDF in private storage, served to the post owner.
    const file = await ctx().inject({ method: 'GET', url: applicants.results[0]!.cv_file, headers: employer.headers });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(file.rawPayload.subarray(-6).toString('latin1')).toBe('%%EOF\n');
    expect(await readdir(join(ctx().env.UPLOAD_DIR, 'private', 'cv'))).toHaveLength(11);

    const mine = envelope(ApplicationPageSchema).parse(await get('/api/cv/', candidate.headers)).data;
    expect(mine.counts).toEqual({ total: 3, pending: 1, approved: 1, rejected: 1 });
    const interviews = envelope(paged(InterviewSchema)).parse(await get('/api/interviews/', candidate.headers)).data;
    expect(interviews.results).toHaveLength(1);
    expect(Date.parse(interviews.results[0]!.interview_date)).toBeGreaterThan(Date.now());

    const saved = envelope(SavedPostPageSchema).parse(await get('/api/saved-posts/', candidate.headers)).data;
    expect(saved.total).toBeGreaterThanOrEqual(1);
    expect(saved.results.map((row) => row.post.id)).toContain(byTitle(DEMO_POST_TITLES.fresh).id);
    const criteria = envelope(CriteriaSchema).parse(await get('/api/criteria/', candidate.headers)).data;
    expect(criteria).toMatchObject({ field: { name: 'Công nghệ thông tin' }, position: { name: 'Lập trình viên Frontend' }, salary_min: 15_000_000 });
    const recommended = envelope(RecommendedPostPageSchema).parse(await get('/api/posts/recommended/', candidate.headers)).data;
    // Matching posts to recommend, without the one the demo candidate already applied to.
    expect(recommended.results.length).toBeGreaterThan(0);
    expect(recommended.results.map((row) => row.id)).not.toContain(byTitle(DEMO_POST_TITLES.active).id);

    // Premium, so the chat works for the demo candidate; conversation and notifications exist.
    const profile = ProfileResponseSchema.parse(await get('/api/profile/', candidate.headers)).data;
    expect(profile.is_premium).toBe(true);
    const sent = await ctx().inject({ method: 'POST', url: '/api/messages/send/', headers: candidate.headers, payload: { recipient: employer.user.id, content: 'Dạ em cảm ơn chị ạ' } });
    expect(sent.statusCode).toBe(201);
    expect(envelope(NotificationPageSchema).parse(await get('/api/notifications/', employer.headers)).data.total).toBeGreaterThan(0);
    // Application notifications open the demo candidate's application (SPEC §9 click targets).
    const applied = mine.results.find((row) => row.post === byTitle(DEMO_POST_TITLES.active).id)!;
    const notes = envelope(NotificationPageSchema).parse(await get('/api/notifications/?page_size=100', candidate.headers)).data.results;
    expect(notes.find((n) => n.notification_type === 'interview_scheduled')?.object_id).toBe(applied.id);
    expect(interviews.results[0]!.cv).toBe(applied.id);
  });

  it('reuses the data on the next start and shows the saved accounts again', async () => {
    const counts = () =>
      selectRows(
        ctx().database.db,
        sql`select (select count(*)::int from posts) as posts, (select count(*)::int from users) as users,
          (select count(*)::int from applications) as applications, (select count(*)::int from interviews) as interviews,
          (select count(*)::int from saved_posts) as saved, (select count(*)::int from criteria) as criteria,
          (select count(*)::int from messages) as messages, (select count(*)::int from notifications) as notifications`,
      );
    const before = await counts();
    const files = await readdir(join(ctx().env.UPLOAD_DIR, 'private', 'cv'));
    lines.length = 0;
    expect(await seedIfEmpty(ctx().database.db, ctx().env, log, { posts: 60, companies: 5 })).toBeUndefined();
    expect(await counts()).toEqual(before);
    expect(await readdir(join(ctx().env.UPLOAD_DIR, 'private', 'cv'))).toEqual(files);
    // Nothing to log on a second start: the start banner reads the accounts from the file.
    expect(lines).toEqual([]);
    // Each part also refuses to run twice on its own.
    expect(await seedMarketplaceDemo(ctx().database.db, { storage: ctx().app.storage })).toBeUndefined();
    expect(await counts()).toEqual(before);
  });
});

describeEachDatabase('seed: demo marketplace', (kind) => {
  const first = useTestContext(kind);
  const second = useTestContext(kind);

  /** Marketplace rows by content (not ids of other sequences, not the random CV storage keys). */
  const marketplace = async (ctx: TestContext) => {
    const db = ctx.database.db;
    return {
      applications: await selectRows(
        db,
        sql`select p.title, u.email as candidate, a.name, a.email, a.phone_number, a.description, a.cv_file_name, a.cv_file_type,
            a.status, a.is_viewed, a.viewed_at, a.note, a.created_at, a.updated_at
          from applications a join posts p on p.id = a.post_id join users u on u.id = a.user_id order by a.id`,
      ),
      interviews: await selectRows(db, sql`select title, interview_date, location, meeting_link, note, status, created_at from interviews order by id`),
      saved: await selectRows(db, sql`select p.title, sp.created_at from saved_posts sp join posts p on p.id = sp.post_id order by sp.id`),
      criteria: await selectRows(db, sql`select city, experience, field_id, position_id, scales, type_working, salary_min, created_at from criteria`),
    };
  };

  it('gives the same marketplace rows for the same rng and time', async () => {
    const options = { posts: 120, companies: 6, rng: 9, now: NOW, demoPasswords: { candidate: 'Mat-khau-123', employer: 'Mat-khau-123' } };
    for (const ctx of [first(), second()]) {
      await seed(ctx.database.db, options);
      expect(await seedMarketplaceDemo(ctx.database.db, { storage: ctx.app.storage, now: NOW })).toEqual({ applications: 11, interviews: 2, saved: 5, applicants: 4 });
    }
    const [left, right] = [await marketplace(first()), await marketplace(second())];
    expect(left.applications).toHaveLength(11);
    expect(new Set(left.applications.map((row) => (row as { status: string }).status))).toEqual(new Set(['pending', 'approved', 'rejected']));
    expect(right).toEqual(left);
  });
});

import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { EnterprisePageResponseSchema } from '@jobhub/sdk/contract';
import { DAY_MS } from '../lib/clock';
import { vietnamToday } from '../lib/vietnam-date';
import { describeEachDatabase, useTestContext } from '../test/context';
import { makeNotPublic, publicPosts, seedSmallCatalogue } from '../test/marketplace-fixtures';
import { refreshSearchFlags } from './post-visibility';
import { selectRows } from './sql-rows';

describeEachDatabase('kept open-post counts of companies (enterprise_post_counts)', (kind) => {
  const ctx = useTestContext(kind);

  beforeAll(async () => {
    await seedSmallCatalogue(ctx(), 300, 6);
  });

  /** What company search answers against a plain count of the posts open on the app's date. */
  async function expectCountsExact(): Promise<void> {
    const response = await ctx().inject({ url: '/api/enterprises/search/?page_size=50' });
    expect(response.statusCode, response.body).toBe(200);
    const answered = EnterprisePageResponseSchema.parse(response.json()).data.results;
    const counted = await selectRows<{ id: number; n: number }>(
      ctx().database.db,
      sql`select e.id, (select count(*)::int from post_search s where s.enterprise_id = e.id and s.is_public
          and s.deadline >= ${vietnamToday(ctx().clock.now())}::date) as n
        from enterprises e where e.is_active`,
    );
    expect(answered.length).toBe(counted.length);
    const expected = new Map(counted.map((row) => [Number(row.id), Number(row.n)]));
    for (const company of answered) expect(company.job_count, company.company_name).toBe(expected.get(company.id));
  }

  it('follows hiding, removing, expiring, deleting and moving posts, and a company rejected then approved', async () => {
    await expectCountsExact();
    const [hidden, removed, expired, deleted, moved] = await publicPosts(ctx(), 5);
    await makeNotPublic(ctx(), hidden!.id, 'hidden');
    await makeNotPublic(ctx(), removed!.id, 'removed');
    await makeNotPublic(ctx(), expired!.id, 'expired');
    await ctx().database.db.execute(sql`delete from posts where id = ${deleted!.id}`);
    await ctx().database.db.execute(
      sql`update posts set enterprise_id = (select min(id) from enterprises where id <> ${moved!.enterprise_id}) where id = ${moved!.id}`,
    );
    await expectCountsExact();
    await ctx().database.db.execute(sql`update posts set is_active = true where id = ${hidden!.id}`);
    await ctx().database.db.execute(sql`update enterprises set is_active = false where id = ${hidden!.enterprise_id}`);
    await expectCountsExact();
    await ctx().database.db.execute(sql`update enterprises set is_active = true where id = ${hidden!.enterprise_id}`);
    await expectCountsExact();
  });

  it('stays exact when days pass with no write, before and after the search-flags refresh', async () => {
    const start = ctx().clock.now().getTime();
    try {
      for (const days of [1, 7, 30]) {
        ctx().clock.set(start + days * DAY_MS);
        await expectCountsExact();
        await refreshSearchFlags(ctx().database.db, ctx().clock.now());
        await expectCountsExact();
      }
    } finally {
      ctx().clock.set(start);
    }
  });
});

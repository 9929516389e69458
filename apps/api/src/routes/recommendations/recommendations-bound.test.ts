import { envelope, RecommendedPostPageSchema } from '@jobhub/sdk/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { RECOMMEND_CANDIDATES } from '../../repositories/criteria';
import { selectRows } from '../../repositories/sql-rows';
import { describeEachDatabase, useTestContext } from '../../test/context';
import { createUser } from '../../test/helpers';
import { seedSmallCatalogue, VIETNAM_TODAY_SQL } from '../../test/marketplace-fixtures';

const PageResponse = envelope(RecommendedPostPageSchema);

describeEachDatabase('recommendations over more open posts than they score (issue 29)', (kind) => {
  const ctx = useTestContext(kind);

  beforeAll(async () => {
    await seedSmallCatalogue(ctx(), Math.ceil(RECOMMEND_CANDIDATES * 1.4), 8);
  });

  it('score the newest RECOMMEND_CANDIDATES open posts, best first, and say so in the total', async () => {
    const me = await createUser(ctx());
    const [{ city } = { city: '' }] = await selectRows<{ city: string }>(ctx().database.db, sql`select city from posts order by id limit 1`);
    expect((await ctx().inject({ method: 'POST', url: '/api/criteria/create/', headers: me.headers, payload: { city } })).statusCode).toBe(201);
    const [open] = await selectRows<{ n: number; oldest_scored: Date | string }>(
      ctx().database.db,
      sql`select count(*)::int as n, (array_agg(created_at order by created_at desc, id desc))[${RECOMMEND_CANDIDATES}] as oldest_scored
        from posts p where p.is_active and not p.is_removed and p.deadline >= ${VIETNAM_TODAY_SQL}`,
    );
    expect(open!.n).toBeGreaterThan(RECOMMEND_CANDIDATES);
    const response = await ctx().inject({ url: '/api/posts/recommended/?page_size=100', headers: me.headers });
    const data = PageResponse.parse(response.json()).data;
    expect(data.total).toBe(RECOMMEND_CANDIDATES);
    expect(data.results[0]!.city).toBe(city);
    const oldestScored = new Date(open!.oldest_scored).toISOString();
    for (const row of data.results) expect(row.created_at >= oldestScored, `post ${row.id}`).toBe(true);
    for (let i = 1; i < data.results.length; i++) {
      const [a, b] = [data.results[i - 1]!, data.results[i]!];
      expect(a.score > b.score || (a.score === b.score && a.created_at >= b.created_at)).toBe(true);
    }
  });
});

/**
 * Round trips of the signed-in candidate's reads (bench/marketplace.ts measures their latency):
 * choosing the page takes one SQL statement for recommendations and for a search whose matches
 * are sparse (criteria, probe and sorted ids together), two for a search whose matches are dense;
 * the page's rows, with the viewer's saves and matches, are one more, on the handle that plans
 * them once (Database.fixedPlans). Counted where drizzle hands statements to the driver, on both
 * handles and both databases.
 */
import { PostPageResponseSchema, RecommendedPostPageSchema, envelope } from '@jobhub/sdk/contract';
import { beforeAll, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client';
import { SEARCH_TOTAL_CAP } from '../../repositories/post-search';
import { describeEachDatabase, useTestContext } from '../../test/context';
import { createUser, type CreatedUser } from '../../test/helpers';
import { publicPosts, seedSmallCatalogue, type PostFacts } from '../../test/marketplace-fixtures';

/** Counts the statements drizzle sends to the driver (PGlite `query`, postgres.js `unsafe`) on both handles. */
function countStatements(database: Database): () => number {
  const clientOf = (db: Database['db']) => (db as unknown as { $client: Record<string, (...args: unknown[]) => unknown> }).$client;
  const clients = [...new Set([clientOf(database.db), clientOf(database.fixedPlans)])];
  const spies = clients.map((client) => vi.spyOn(client, database.driver === 'pglite' ? 'query' : 'unsafe'));
  return () => {
    const count = spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0);
    for (const spy of spies) spy.mockClear();
    return count;
  };
}

describeEachDatabase('round trips of viewer reads', (kind) => {
  const ctx = useTestContext(kind);
  let candidate: CreatedUser;
  let post: PostFacts;
  let take: () => number;

  /** The answer and the number of statements it took. */
  const read = async (url: string, user?: CreatedUser) => {
    take();
    const response = await ctx().inject({ method: 'GET', url, ...(user ? { headers: user.headers } : {}) });
    return { statements: take(), status: response.statusCode, body: response.json() as unknown };
  };

  beforeAll(async () => {
    // More open posts than a search sorts itself (1,000), so a search without filters is dense.
    await seedSmallCatalogue(ctx(), 2400, 10);
    [post] = (await publicPosts(ctx(), 1)) as [PostFacts];
    candidate = await createUser(ctx());
    const headers = candidate.headers;
    await ctx().inject({ method: 'POST', url: '/api/criteria/create/', headers, payload: { field: post.field_id, city: post.city } });
    await ctx().inject({ method: 'POST', url: '/api/saved-posts/save/', headers, payload: { post_id: post.id } });
    take = countStatements(ctx().database);
  });

  it('answers recommendations, saves and matches included, in two statements (page, then rows)', async () => {
    const answer = await read('/api/posts/recommended/?page_size=50', candidate);
    expect(answer.statements).toBe(2);
    const rows = envelope(RecommendedPostPageSchema).parse(answer.body).data.results;
    expect(rows.find((row) => row.id === post.id)).toMatchObject({ is_saved: true, matches_criteria: true });
    const stranger = await createUser(ctx());
    // The token version look-up (one statement per user, then cached 10 s) is not the read's.
    await ctx().app.auth.verifyAccess(stranger.access);
    const none = await read('/api/posts/recommended/', stranger);
    expect([none.status, none.statements]).toEqual([200, 1]);
  });

  it('answers a search with sparse matches in two statements (probe and page, then rows)', async () => {
    const answer = await read(`/api/posts/search/?field=${post.field_id}&page_size=50`, candidate);
    expect(answer.statements).toBe(2);
    const data = PostPageResponseSchema.parse(answer.body).data;
    expect(data.total).toBeLessThan(SEARCH_TOTAL_CAP);
    expect(data.results[0]).toMatchObject({ matches_criteria: true });
    expect(data.results.find((row) => row.id === post.id)).toMatchObject({ is_saved: true });
  });

  it('answers a search with dense matches in three statements, signed in or not, and in two when its total is kept', async () => {
    const totals: number[] = [];
    // The first ask counts the total (2,400 posts, under SEARCH_TOTAL_CAP) in the statement that
    // chooses the page. Asked again within the minute, in any order, the total is kept; a signed-in
    // candidate's ranking still takes its first statement (the criteria). The rows are the last.
    for (const [user, path, statements] of [
      [candidate, '/api/posts/search/?sort=newest&page=2', 3],
      [undefined, '/api/posts/search/?sort=salary&page=3', 2],
      [undefined, '/api/posts/search/?sort=newest&page=4', 2],
      [candidate, '/api/posts/search/?sort=salary&page=1', 3],
    ] as const) {
      const answer = await read(path, user);
      expect(answer.statements, path).toBe(statements);
      const data = PostPageResponseSchema.parse(answer.body).data;
      expect(data.total).toBeGreaterThan(1_000);
      expect(data.total).toBeLessThanOrEqual(SEARCH_TOTAL_CAP);
      expect(data.results).toHaveLength(10);
      totals.push(data.total);
    }
    expect(new Set(totals).size).toBe(1);
  });
});

/**
 * Round trips of the signed-in candidate's reads (bench/marketplace.ts measures their latency):
 * recommendations and a search whose matches are sparse take one SQL statement (criteria, saves,
 * probe and rows together), a search whose matches are dense two. Counted where drizzle hands
 * statements to the driver, on both databases.
 */
import { PostPageResponseSchema, RecommendedPostPageSchema, envelope } from '@jobhub/sdk/contract';
import { beforeAll, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client';
import { SEARCH_TOTAL_CAP } from '../../repositories/post-search';
import { describeEachDatabase, useTestContext } from '../../test/context';
import { createUser, type CreatedUser } from '../../test/helpers';
import { publicPosts, seedSmallCatalogue, type PostFacts } from '../../test/marketplace-fixtures';

/** Counts the statements drizzle sends to the driver (PGlite `query`, postgres.js `unsafe`). */
function countStatements(database: Database): () => number {
  const client = (database.db as unknown as { $client: Record<string, (...args: unknown[]) => unknown> }).$client;
  const spy = vi.spyOn(client, database.driver === 'pglite' ? 'query' : 'unsafe');
  return () => {
    const count = spy.mock.calls.length;
    spy.mockClear();
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

  it('answers recommendations, saves and matches included, in one statement', async () => {
    const answer = await read('/api/posts/recommended/?page_size=50', candidate);
    expect(answer.statements).toBe(1);
    const rows = envelope(RecommendedPostPageSchema).parse(answer.body).data.results;
    expect(rows.find((row) => row.id === post.id)).toMatchObject({ is_saved: true, matches_criteria: true });
    const stranger = await createUser(ctx());
    // The token version look-up (one statement per user, then cached 10 s) is not the read's.
    await ctx().app.auth.verifyAccess(stranger.access);
    const none = await read('/api/posts/recommended/', stranger);
    expect([none.status, none.statements]).toEqual([200, 1]);
  });

  it('answers a search with sparse matches in one statement', async () => {
    const answer = await read(`/api/posts/search/?field=${post.field_id}&page_size=50`, candidate);
    expect(answer.statements).toBe(1);
    const data = PostPageResponseSchema.parse(answer.body).data;
    expect(data.total).toBeLessThan(SEARCH_TOTAL_CAP);
    expect(data.results[0]).toMatchObject({ matches_criteria: true });
    expect(data.results.find((row) => row.id === post.id)).toMatchObject({ is_saved: true });
  });

  it('answers a search with dense matches in two statements, signed in or not, and in one when its total is kept', async () => {
    const totals: number[] = [];
    // The first ask counts the total (2,400 posts, under SEARCH_TOTAL_CAP) in the statement that
    // reads the page. Asked again within the minute, in any order, the total is kept; a signed-in
    // candidate's ranking still takes its first statement (the criteria).
    for (const [user, path, statements] of [
      [candidate, '/api/posts/search/?sort=newest&page=2', 2],
      [undefined, '/api/posts/search/?sort=salary&page=3', 1],
      [undefined, '/api/posts/search/?sort=newest&page=4', 1],
      [candidate, '/api/posts/search/?sort=salary&page=1', 2],
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

import { PostDetailSchema, PostRowSchema, envelope, paged } from '@jobhub/sdk/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { DAY_MS } from '../../lib/clock';
import { describeEachDatabase, useTestContext } from '../../test/context';
import { createUser, type CreatedUser } from '../../test/helpers';
import { ownerOf, publicPosts, seedSmallCatalogue, type PostFacts } from '../../test/marketplace-fixtures';

const DetailResponse = envelope(PostDetailSchema);
const ListResponse = envelope(paged(PostRowSchema));

/** What each viewer sees of a post: is_saved, has_applied, applicants (API.md, Job posts). */
describeEachDatabase('job posts for a signed-in viewer', (kind) => {
  const ctx = useTestContext(kind);
  let post: PostFacts;
  const get = async (url: string, user?: CreatedUser) => {
    const response = await ctx().inject({ method: 'GET', url, ...(user ? { headers: user.headers } : {}) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as unknown;
  };
  const apply = (userId: number, postId: number) =>
    ctx().database.db.execute(sql`insert into applications (post_id, user_id, name, email, phone_number, cv_path, cv_file_name, cv_file_type, created_at)
      values (${postId}, ${userId}, 'Ứng viên', 'a@example.vn', '0900000000', 'private/cv/x.pdf', 'cv.pdf', 'pdf', '2026-01-02T03:04:05Z')`);

  beforeAll(async () => {
    await seedSmallCatalogue(ctx());
    [post] = (await publicPosts(ctx(), 1)) as [PostFacts];
  });

  it('tells the candidate they applied, and when', async () => {
    const me = await createUser(ctx());
    const before = DetailResponse.parse(await get(`/api/post/${post.id}/`, me)).data;
    expect(before).toMatchObject({ has_applied: false, applied_at: null, is_saved: false, matches_criteria: false });
    await apply(me.user.id, post.id);
    const after = DetailResponse.parse(await get(`/api/post/${post.id}/`, me)).data;
    expect(after).toMatchObject({ has_applied: true, applied_at: '2026-01-02T03:04:05.000Z' });
    expect(DetailResponse.parse(await get(`/api/post/${post.id}/`)).data.has_applied).toBe(false);
  });

  it('shows total_applicants to the owner and Premium viewers only', async () => {
    const candidate = await createUser(ctx());
    await apply(candidate.user.id, post.id);
    const [{ n }] = (await ctx().database.query('select count(*)::int as n from applications where post_id = $1', [post.id])) as [{ n: number }];
    const owner = await ownerOf(ctx(), post);
    expect(DetailResponse.parse(await get(`/api/post/${post.id}/`, owner)).data).toMatchObject({ total_applicants: n, can_view_applicants: true });
    const premium = await createUser(ctx(), { is_premium: true, premium_expiry: new Date(ctx().clock.now().getTime() + 30 * DAY_MS) });
    expect(DetailResponse.parse(await get(`/api/post/${post.id}/`, premium)).data).toMatchObject({ total_applicants: n, can_view_applicants: true });
    const lapsed = await createUser(ctx(), { is_premium: true, premium_expiry: new Date(ctx().clock.now().getTime() - 1000) });
    for (const viewer of [lapsed, candidate, undefined]) {
      const data = DetailResponse.parse(await get(`/api/post/${post.id}/`, viewer)).data;
      expect(data.can_view_applicants).toBe(false);
      expect(data.total_applicants).toBeUndefined();
    }
  });

  it('marks saved rows in the plain list too', async () => {
    const me = await createUser(ctx());
    const [newest] = ListResponse.parse(await get('/api/posts/?page_size=1')).data.results;
    await ctx().inject({ method: 'POST', url: '/api/saved-posts/save/', headers: me.headers, payload: { post_id: newest!.id } });
    expect(ListResponse.parse(await get('/api/posts/?page_size=1', me)).data.results[0]).toMatchObject({ id: newest!.id, is_saved: true });
    expect(ListResponse.parse(await get('/api/posts/?page_size=1')).data.results[0]!.is_saved).toBe(false);
  });
});

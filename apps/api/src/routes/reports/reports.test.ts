import { ApiErrorBodySchema, MessageEnvelopeSchema } from '@jobhub/sdk/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { selectRows } from '../../repositories/sql-rows';
import { describeEachDatabase, useTestContext } from '../../test/context';
import { createUser, type CreatedUser } from '../../test/helpers';
import { makeNotPublic, ownerOf, publicPosts, seedSmallCatalogue, type PostFacts } from '../../test/marketplace-fixtures';
import { MSG_ALREADY_REPORTED, MSG_OWN_POST, MSG_POST_NOT_FOUND, MSG_REPORTED } from './reports.handlers';

const REASON = 'Tin tuyển dụng yêu cầu nộp phí trước khi phỏng vấn';

describeEachDatabase('post reports', (kind) => {
  const ctx = useTestContext(kind);
  let posts: PostFacts[];
  const report = async (user: CreatedUser | undefined, payload: unknown) => {
    const response = await ctx().inject({ method: 'POST', url: '/api/posts/report/', ...(user ? { headers: user.headers } : {}), payload: payload as object });
    return { status: response.statusCode, body: response.json() as unknown };
  };
  const reportsOf = (postId: number) =>
    selectRows<{ reporter_id: number; reason: string; status: string }>(ctx().database.db, sql`select reporter_id, reason, status from post_reports where post_id = ${postId} order by id`);

  beforeAll(async () => {
    await seedSmallCatalogue(ctx());
    posts = await publicPosts(ctx(), 6);
  });

  it('stores one open report per user and post (201), a second one answers 400', async () => {
    const me = await createUser(ctx());
    const other = await createUser(ctx(), { role: 'employer' });
    const post = posts[0]!;
    const first = await report(me, { post: post.id, reason: `  ${REASON}  ` });
    expect(first.status).toBe(201);
    expect(MessageEnvelopeSchema.parse(first.body)).toEqual({ status: 201, message: MSG_REPORTED });

    const again = await report(me, { post: post.id, reason: 'Một lý do khác hẳn' });
    expect(again.status).toBe(400);
    expect(ApiErrorBodySchema.parse(again.body).message).toBe(MSG_ALREADY_REPORTED);

    expect((await report(other, { post: post.id, reason: REASON })).status).toBe(201);
    expect(await reportsOf(post.id)).toEqual([
      { reporter_id: me.user.id, reason: REASON, status: 'open' },
      { reporter_id: other.user.id, reason: REASON, status: 'open' },
    ]);
  });

  it('validates post and reason with Vietnamese field errors', async () => {
    const me = await createUser(ctx());
    const cases: [unknown, Record<string, string[]>][] = [
      [{}, { post: ['Mã không hợp lệ'], reason: ['Vui lòng nhập lý do'] }],
      [{ post: posts[1]!.id, reason: '   abc   ' }, { reason: ['Lý do phải có ít nhất 5 ký tự'] }],
      [{ post: posts[1]!.id, reason: 'x'.repeat(1001) }, { reason: ['Lý do tối đa 1000 ký tự'] }],
      [{ post: 2_147_483_648, reason: REASON }, { post: ['Mã không hợp lệ'] }],
      [{ post: 'abc', reason: REASON }, { post: ['Mã không hợp lệ'] }],
      [{ post: posts[1]!.id, reason: 42 }, { reason: ['Vui lòng nhập lý do'] }],
    ];
    for (const [payload, errors] of cases) {
      const response = await report(me, payload);
      expect(response.status, JSON.stringify(payload)).toBe(400);
      expect(ApiErrorBodySchema.parse(response.body).errors).toEqual(errors);
    }
    expect(await reportsOf(posts[1]!.id)).toEqual([]);
  });

  it('answers 404 for unknown and non-public posts and 400 for one’s own post', async () => {
    const me = await createUser(ctx());
    await makeNotPublic(ctx(), posts[2]!.id, 'hidden');
    await makeNotPublic(ctx(), posts[3]!.id, 'removed');
    for (const id of [posts[2]!.id, posts[3]!.id, 1_999_999_999]) {
      const response = await report(me, { post: id, reason: REASON });
      expect(response.status).toBe(404);
      expect(ApiErrorBodySchema.parse(response.body).message).toBe(MSG_POST_NOT_FOUND);
    }
    const owner = await ownerOf(ctx(), posts[4]!);
    const own = await report(owner, { post: posts[4]!.id, reason: REASON });
    expect(own.status).toBe(400);
    expect(ApiErrorBodySchema.parse(own.body).message).toBe(MSG_OWN_POST);
  });

  it('needs a signed-in, active, not banned candidate or employer', async () => {
    expect((await report(undefined, { post: posts[5]!.id, reason: REASON })).status).toBe(401);
    const refused = [
      await createUser(ctx(), { is_banned: true }),
      await createUser(ctx(), { is_active: false }),
      await createUser(ctx(), { role: 'employer', is_active: false }),
      await createUser(ctx(), { role: 'none' }),
      await createUser(ctx(), { role: 'admin' }),
    ];
    for (const user of refused) {
      const response = await report(user, { post: posts[5]!.id, reason: REASON });
      expect(response.status).toBe(403);
      ApiErrorBodySchema.parse(response.body);
    }
    expect(await reportsOf(posts[5]!.id)).toEqual([]);
  });
});

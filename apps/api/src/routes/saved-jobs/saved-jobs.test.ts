import {
  ApiErrorBodySchema,
  MessageEnvelopeSchema,
  PostDetailSchema,
  SavedCheckSchema,
  SavedPostPageSchema,
  envelope,
  paged,
  PostRowSchema,
} from '@jobhub/sdk/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase, useTestContext } from '../../test/context';
import { callApi, createUser, type CreatedUser } from '../../test/helpers';
import { makeNotPublic, publicPosts, seedSmallCatalogue, type PostFacts } from '../../test/marketplace-fixtures';
import { MSG_ALREADY_SAVED, MSG_POST_NOT_FOUND, MSG_SAVED_NOT_FOUND } from './saved-jobs.handlers';

const CheckResponse = envelope(SavedCheckSchema);
const PageResponse = envelope(SavedPostPageSchema);
const SearchResponse = envelope(paged(PostRowSchema));
const DetailResponse = envelope(PostDetailSchema);

describeEachDatabase('saved posts', (kind) => {
  const ctx = useTestContext(kind);
  let posts: PostFacts[];
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, user?: CreatedUser, payload?: unknown) => callApi(ctx(), method, url, user, payload);
  const save = (user: CreatedUser, postId: unknown) => call('POST', '/api/saved-posts/save/', user, { post_id: postId });

  beforeAll(async () => {
    await seedSmallCatalogue(ctx());
    posts = await publicPosts(ctx(), 20);
  });

  describe('saving', () => {
    it('saves a public post (201), refuses a second save with 400 and reports it in check', async () => {
      const me = await createUser(ctx());
      const post = posts[0]!;
      const first = await save(me, post.id);
      expect(first.status).toBe(201);
      const saved = CheckResponse.parse(first.body);
      expect(saved).toMatchObject({ status: 201, data: { is_saved: true } });
      expect(saved.message).toBe('Đã lưu tin tuyển dụng');

      const again = await save(me, post.id);
      expect(again.status).toBe(400);
      expect(ApiErrorBodySchema.parse(again.body).message).toBe(MSG_ALREADY_SAVED);

      const check = CheckResponse.parse((await call('GET', `/api/saved-posts/post/${post.id}/check/`, me)).body).data;
      expect(check).toEqual({ is_saved: true, saved_id: saved.data.saved_id });
      const other = CheckResponse.parse((await call('GET', `/api/saved-posts/post/${posts[1]!.id}/check`, me)).body).data;
      expect(other).toEqual({ is_saved: false, saved_id: null });
    });

    it('answers 404 for unknown, hidden, expired and removed posts', async () => {
      const me = await createUser(ctx());
      const [hidden, expired, removed] = posts.slice(17, 20);
      await makeNotPublic(ctx(), hidden!.id, 'hidden');
      await makeNotPublic(ctx(), expired!.id, 'expired');
      await makeNotPublic(ctx(), removed!.id, 'removed');
      for (const id of [hidden!.id, expired!.id, removed!.id, 2_000_000_000]) {
        const response = await save(me, id);
        expect(response.status).toBe(404);
        expect(ApiErrorBodySchema.parse(response.body).message).toBe(MSG_POST_NOT_FOUND);
      }
    });

    it('validates the body and ids with Vietnamese field errors, never a 500', async () => {
      const me = await createUser(ctx());
      for (const postId of ['abc', -1, 0, 1.5, 2_147_483_648, 99_999_999_999_999, null]) {
        const response = await save(me, postId);
        expect(response.status, JSON.stringify(response.body)).toBe(400);
        expect(ApiErrorBodySchema.parse(response.body).errors?.post_id).toEqual(['Mã không hợp lệ']);
      }
      const empty = await call('POST', '/api/saved-posts/save/', me, {});
      expect(empty.status).toBe(400);
      expect(ApiErrorBodySchema.parse(empty.body).errors?.post_id).toBeDefined();
      for (const url of ['/api/saved-posts/2147483648/delete/', '/api/saved-posts/post/abc/delete/', '/api/saved-posts/post/0/check/']) {
        const response = await call(url.endsWith('check/') ? 'GET' : 'DELETE', url, me);
        expect(response.status).toBe(400);
        expect(ApiErrorBodySchema.parse(response.body).message).toBe('Dữ liệu không hợp lệ');
      }
      const badPage = await call('GET', '/api/saved-posts/?page=0&page_size=101', me);
      expect(badPage.status).toBe(400);
      expect(Object.keys(ApiErrorBodySchema.parse(badPage.body).errors ?? {}).sort()).toEqual(['page', 'page_size']);
    });

    it('is for candidates only: 401 without a token, 403 for employers, admins and banned candidates', async () => {
      expect((await save(undefined as unknown as CreatedUser, posts[0]!.id)).status).toBe(401);
      expect((await call('GET', '/api/saved-posts/')).status).toBe(401);
      for (const user of [await createUser(ctx(), { role: 'employer' }), await createUser(ctx(), { role: 'admin' }), await createUser(ctx(), { is_banned: true })]) {
        const response = await save(user, posts[0]!.id);
        expect(response.status).toBe(403);
        ApiErrorBodySchema.parse(response.body);
        expect((await call('GET', '/api/saved-posts/', user)).status).toBe(403);
      }
    });
  });

  describe('listing and removing', () => {
    it('lists the candidate’s saves newest first, paged, with full post rows', async () => {
      const me = await createUser(ctx());
      const other = await createUser(ctx());
      for (const post of posts.slice(2, 7)) expect((await save(me, post.id)).status).toBe(201);
      expect((await save(other, posts[2]!.id)).status).toBe(201);

      const first = PageResponse.parse((await call('GET', '/api/saved-posts/?page_size=3', me)).body).data;
      expect(first).toMatchObject({ total: 5, page: 1, total_pages: 2, page_size: 3 });
      expect(first.results.map((row) => row.post.id)).toEqual([posts[6]!.id, posts[5]!.id, posts[4]!.id]);
      expect(first.results.every((row) => row.post.is_saved)).toBe(true);
      const second = PageResponse.parse((await call('GET', '/api/saved-posts?page=2&page_size=3', me)).body).data;
      expect(second.results.map((row) => row.post.id)).toEqual([posts[3]!.id, posts[2]!.id]);

      const defaults = PageResponse.parse((await call('GET', '/api/saved-posts/', me)).body).data;
      expect(defaults).toMatchObject({ total: 5, page_size: 10, total_pages: 1 });
    });

    it('keeps a save listed when its post is hidden, drops it when the post is removed', async () => {
      const me = await createUser(ctx());
      const [a, b] = [posts[8]!, posts[9]!];
      await save(me, a.id);
      await save(me, b.id);
      await makeNotPublic(ctx(), a.id, 'hidden');
      await makeNotPublic(ctx(), b.id, 'removed');
      const page = PageResponse.parse((await call('GET', '/api/saved-posts/', me)).body).data;
      expect(page.results.map((row) => row.post.id)).toEqual([a.id]);
      expect(page.total).toBe(1);
    });

    it('removes by save id and by post id, only the caller’s own (404 otherwise)', async () => {
      const me = await createUser(ctx());
      const other = await createUser(ctx());
      const [a, b] = [posts[10]!, posts[11]!];
      const savedA = CheckResponse.parse((await save(me, a.id)).body).data.saved_id!;
      await save(me, b.id);
      const othersSave = CheckResponse.parse((await save(other, a.id)).body).data.saved_id!;

      const foreign = await call('DELETE', `/api/saved-posts/${othersSave}/delete/`, me);
      expect(foreign.status).toBe(404);
      expect(ApiErrorBodySchema.parse(foreign.body).message).toBe(MSG_SAVED_NOT_FOUND);

      const byId = await call('DELETE', `/api/saved-posts/${savedA}/delete/`, me);
      expect(byId.status).toBe(200);
      expect(MessageEnvelopeSchema.parse(byId.body).message).toBe('Đã bỏ lưu tin tuyển dụng');
      expect((await call('DELETE', `/api/saved-posts/${savedA}/delete`, me)).status).toBe(404);

      const byPost = await call('DELETE', `/api/saved-posts/post/${b.id}/delete/`, me);
      expect(byPost.status).toBe(200);
      MessageEnvelopeSchema.parse(byPost.body);
      expect((await call('DELETE', `/api/saved-posts/post/${b.id}/delete/`, me)).status).toBe(404);

      expect(PageResponse.parse((await call('GET', '/api/saved-posts/', me)).body).data.total).toBe(0);
      expect(CheckResponse.parse((await call('GET', `/api/saved-posts/post/${a.id}/check/`, other)).body).data.is_saved).toBe(true);
      // Saving again after removing works.
      expect((await save(me, a.id)).status).toBe(201);
    });
  });

  describe('is_saved on job lists and the detail', () => {
    it('marks saved rows for the signed-in candidate only', async () => {
      const me = await createUser(ctx());
      const post = posts[12]!;
      await save(me, post.id);
      const url = `/api/posts/search/?enterprise=${post.enterprise_id}&page_size=100&sort=newest`;
      const mine = SearchResponse.parse((await call('GET', url, me)).body).data.results;
      const row = mine.find((r) => r.id === post.id)!;
      expect(row.is_saved).toBe(true);
      expect(mine.filter((r) => r.is_saved).map((r) => r.id)).toEqual([post.id]);
      const anonymous = SearchResponse.parse((await call('GET', url)).body).data.results;
      expect(anonymous.some((r) => r.is_saved)).toBe(false);

      const enterprise = SearchResponse.parse((await call('GET', `/api/posts/enterprise/${post.enterprise_id}/?page_size=100`, me)).body).data;
      expect(enterprise.results.find((r) => r.id === post.id)?.is_saved).toBe(true);

      const detail = DetailResponse.parse((await call('GET', `/api/post/${post.id}`, me)).body).data;
      expect(detail.is_saved).toBe(true);
      expect(DetailResponse.parse((await call('GET', `/api/post/${post.id}`)).body).data.is_saved).toBe(false);
    });
  });
});

/**
 * A post is public only while its company is approved (migration 0012): the posts of a pending or
 * rejected company are missing from search, a company's post list, related posts and
 * recommendations, their detail answers 404 (except to the owner), and nobody may apply to, save
 * or report them. Approving the company shows them at once; rejecting it hides them again.
 */
import {
  ApiErrorBodySchema,
  ApplicationSchema,
  EmployerPostDetailSchema,
  PostDetailResponseSchema,
  PostPageResponseSchema,
  RecommendedPostPageSchema,
  envelope,
} from '@jobhub/sdk/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase, useTestContext } from '../../test/context';
import { createCatalogue, createEmployer, insertPost, postBody, TEST_PDF, type TestCatalogue, type TestEmployer } from '../../test/employer-fixtures';
import { createUser, uniqueSuffix, type CreatedUser } from '../../test/helpers';
import { MSG_POST_CLOSED } from '../applications/applications.messages';

function applyForm(postId: number) {
  const boundary = `----jh${uniqueSuffix()}`;
  const fields = { post: String(postId), name: 'Ứng Viên Thử', email: 'ung.vien@example.vn', phone_number: '0912345678', description: 'Xin ứng tuyển' };
  const chunks: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  chunks.push(
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="cv"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
    TEST_PDF,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describeEachDatabase('posts of unapproved companies', (kind) => {
  const ctx = useTestContext(kind);
  let catalogue: TestCatalogue;
  let pending: TestEmployer;
  let approved: TestEmployer;
  let admin: CreatedUser;
  let candidate: CreatedUser;
  /** A word only the pending company's posts carry. */
  let word: string;
  /** The pending company's posts: inserted directly, and created through the API while pending. */
  let inserted: number;
  let created: number;
  /** An approved company's post of the same field (its related posts may list the others). */
  let neighbour: number;

  const get = async (url: string, user?: CreatedUser) => {
    const response = await ctx().inject({ method: 'GET', url, ...(user ? { headers: user.headers } : {}) });
    return { status: response.statusCode, body: response.json() as unknown };
  };
  const post = async (url: string, user: CreatedUser, payload?: object) => {
    const response = await ctx().inject({ method: 'POST', url, headers: user.headers, ...(payload ? { payload } : {}) });
    return { status: response.statusCode, body: response.json() as unknown };
  };
  const searched = async () => PostPageResponseSchema.parse((await get(`/api/posts/search/?q=${word}`)).body).data.results.map((row) => row.id);
  const companyList = async () =>
    PostPageResponseSchema.parse((await get(`/api/posts/enterprise/${pending.enterpriseId}/`)).body).data.results.map((row) => row.id);
  const related = async () => PostDetailResponseSchema.parse((await get(`/api/post/${neighbour}/`)).body).data.related_posts.map((row) => row.id);
  const recommended = async () =>
    envelope(RecommendedPostPageSchema)
      .parse((await get('/api/posts/recommended/?page_size=50', candidate)).body)
      .data.results.map((row) => row.id);
  const apply = async (user: CreatedUser, postId: number) => {
    const form = applyForm(postId);
    const response = await ctx().inject({ method: 'POST', url: '/api/cv/create/', headers: { ...user.headers, ...form.headers }, payload: form.payload });
    return { status: response.statusCode, body: response.json() as unknown };
  };
  /** `employerPage`: whether the owner's employer pages still answer (not once rejected). */
  const expectHidden = async (employerPage = true) => {
    const ids = [inserted, created];
    expect(await searched()).toEqual([]);
    expect(await companyList()).toEqual([]);
    for (const id of ids) {
      expect(await related()).not.toContain(id);
      expect(await recommended()).not.toContain(id);
      expect((await get(`/api/post/${id}/`)).status).toBe(404);
      expect((await get(`/api/post/${id}/`, candidate)).status).toBe(404);
      // The owner still reads their own post (public page and employer page).
      expect(PostDetailResponseSchema.parse((await get(`/api/post/${id}/`, pending)).body).data.id).toBe(id);
      if (employerPage) expect(envelope(EmployerPostDetailSchema).parse((await get(`/api/post/enterprise/${id}/`, pending)).body).data.id).toBe(id);
    }
    const [flags] = await ctx().database.query<{ public: number }>(
      `select count(*) filter (where is_public)::int as public from post_search where enterprise_id = $1`,
      [pending.enterpriseId],
    );
    expect(flags?.public).toBe(0);
  };

  beforeAll(async () => {
    catalogue = await createCatalogue(ctx());
    pending = await createEmployer(ctx(), { state: 'pending' });
    approved = await createEmployer(ctx());
    admin = await createUser(ctx(), { role: 'admin' });
    candidate = await createUser(ctx());
    word = `chuaduyet${uniqueSuffix()}`;
    inserted = await insertPost(ctx(), pending, catalogue, { title: `Kỹ sư ${word} một` });
    const response = await post('/api/posts/create/', pending, postBody(ctx(), catalogue, { title: `Kỹ sư ${word} hai` }));
    expect(response.status).toBe(201);
    created = envelope(EmployerPostDetailSchema).parse(response.body).data.id;
    neighbour = await insertPost(ctx(), approved, catalogue, { title: 'Kỹ sư của công ty đã duyệt' });
    await ctx().database.db.execute(sql`insert into criteria (user_id, field_id) values (${candidate.user.id}, ${catalogue.fieldId})`);
  });

  describe('in order: pending → approved → rejected', () => {
    it('pending: not in search, company list, related posts or recommendations; detail 404; no apply, save or report', async () => {
      await expectHidden();
      const refused = await apply(candidate, inserted);
      expect(refused.status).toBe(400);
      expect(ApiErrorBodySchema.parse(refused.body).message).toBe(MSG_POST_CLOSED);
      expect((await post('/api/saved-posts/save/', candidate, { post_id: inserted })).status).toBe(404);
      expect((await post('/api/posts/report/', candidate, { post: inserted, reason: 'Công ty chưa được duyệt' })).status).toBe(404);
      // The neighbour (approved company) is public as usual.
      expect((await get(`/api/post/${neighbour}/`)).status).toBe(200);
    });

    it('approved by an admin: public at once everywhere, and open to applications', async () => {
      expect((await post(`/api/admin/enterprises/${pending.enterpriseId}/approve/`, admin)).status).toBe(200);
      expect((await searched()).sort()).toEqual([inserted, created].sort());
      expect((await companyList()).sort()).toEqual([inserted, created].sort());
      expect(await related()).toEqual(expect.arrayContaining([inserted, created]));
      expect(await recommended()).toEqual(expect.arrayContaining([inserted, created]));
      expect(PostDetailResponseSchema.parse((await get(`/api/post/${inserted}/`)).body).data.id).toBe(inserted);
      const applied = await apply(candidate, inserted);
      expect(applied.status).toBe(201);
      expect(envelope(ApplicationSchema).parse(applied.body).data.post).toBe(inserted);
      expect((await post('/api/saved-posts/save/', candidate, { post_id: created })).status).toBe(201);
    });

    it('rejected afterwards: hidden again at once, also after its posts are rewritten', async () => {
      expect((await post(`/api/admin/enterprises/${pending.enterpriseId}/reject/`, admin)).status).toBe(200);
      await expectHidden(false);
      const other = await createUser(ctx());
      const refused = await apply(other, created);
      expect(refused.status).toBe(400);
      expect(ApiErrorBodySchema.parse(refused.body).message).toBe(MSG_POST_CLOSED);
      // A write to the posts re-runs the search trigger: it must keep them hidden.
      await ctx().database.db.execute(sql`update posts set title = title where enterprise_id = ${pending.enterpriseId}`);
      await expectHidden(false);
    });
  });
});

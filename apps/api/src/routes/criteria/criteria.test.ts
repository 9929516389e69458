import {
  ApiErrorBodySchema,
  CriteriaSchema,
  MessageEnvelopeSchema,
  NO_CRITERIA_MESSAGE,
  PostDetailSchema,
  PostRowSchema,
  envelope,
  paged,
} from '@jobhub/sdk/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../repositories/sql-rows';
import { describeEachDatabase, useTestContext } from '../../test/context';
import { callApi, createUser, type CreatedUser } from '../../test/helpers';
import { publicPosts, seedSmallCatalogue, type PostFacts } from '../../test/marketplace-fixtures';
import { MSG_CRITERIA_EXISTS, MSG_FIELD_UNKNOWN, MSG_POSITION_OUTSIDE_FIELD, MSG_POSITION_UNKNOWN } from './criteria.handlers';

const One = envelope(CriteriaSchema);
const SearchResponse = envelope(paged(PostRowSchema));
const DetailResponse = envelope(PostDetailSchema);

describeEachDatabase('criteria', (kind) => {
  const ctx = useTestContext(kind);
  let post: PostFacts;
  let otherFieldPosition: number;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, user?: CreatedUser, payload?: unknown) => callApi(ctx(), method, url, user, payload);

  beforeAll(async () => {
    await seedSmallCatalogue(ctx());
    [post] = (await publicPosts(ctx(), 1)) as [PostFacts];
    const [row] = await selectRows<{ id: number }>(ctx().database.db, sql`select id from positions where field_id <> ${post.field_id} order by id limit 1`);
    otherFieldPosition = Number(row!.id);
  });

  describe('one criteria per candidate', () => {
    it('answers 404 with the Vietnamese message to a change until created (a read: data null), then reads, updates and deletes it', async () => {
      const me = await createUser(ctx());
      expect((await call('GET', '/api/criteria/', me)).body).toEqual({ status: 200, message: NO_CRITERIA_MESSAGE, data: null });
      for (const [method, url] of [
        ['PUT', '/api/criteria/update/'],
        ['DELETE', '/api/criteria/delete/'],
      ] as const) {
        const response = await call(method, url, me, method === 'PUT' ? { city: 'Hà Nội' } : undefined);
        expect(response.status).toBe(404);
        expect(ApiErrorBodySchema.parse(response.body).message).toBe(NO_CRITERIA_MESSAGE);
      }

      const body = { city: 'Hà Nội', experience: '1-2 năm', field: post.field_id, position: post.position_id, scales: ['25-99', '100-499', '25-99'], type_working: 'Toàn thời gian', salary_min: 15_000_000 };
      const created = await call('POST', '/api/criteria/create/', me, body);
      expect(created.status).toBe(201);
      const data = One.parse(created.body).data;
      expect(data).toMatchObject({
        city: 'Hà Nội',
        experience: '1-2 năm',
        field: { id: post.field_id },
        position: { id: post.position_id },
        scales: ['25-99', '100-499'],
        type_working: 'Toàn thời gian',
        salary_min: 15_000_000,
      });
      expect(data.field!.name).not.toBe('');

      const second = await call('POST', '/api/criteria/create/', me, { city: 'Đà Nẵng' });
      expect(second.status).toBe(400);
      expect(ApiErrorBodySchema.parse(second.body).message).toBe(MSG_CRITERIA_EXISTS);

      expect(One.parse((await call('GET', '/api/criteria', me)).body).data).toEqual(data);

      ctx().clock.advance(60_000);
      const updated = One.parse((await call('PUT', '/api/criteria/update/', me, { city: null, salary_min: 20_000_000, scales: [] })).body).data;
      expect(updated).toMatchObject({ id: data.id, city: null, salary_min: 20_000_000, scales: [], experience: '1-2 năm', position: { id: post.position_id } });
      expect(Date.parse(updated.updated_at)).toBeGreaterThan(Date.parse(data.updated_at));

      const deleted = await call('DELETE', '/api/criteria/delete/', me);
      expect(deleted.status).toBe(200);
      expect(MessageEnvelopeSchema.parse(deleted.body).message).toBe('Đã xóa tiêu chí tìm việc');
      expect((await call('GET', '/api/criteria/', me)).body).toMatchObject({ status: 200, data: null });
      // Creating again after a delete works.
      expect((await call('POST', '/api/criteria/create/', me, {})).status).toBe(201);
    });

    it('keeps each candidate’s criteria apart', async () => {
      const a = await createUser(ctx());
      const b = await createUser(ctx());
      await call('POST', '/api/criteria/create/', a, { city: 'Hà Nội' });
      expect((await call('GET', '/api/criteria/', b)).body).toMatchObject({ status: 200, data: null });
      await call('POST', '/api/criteria/create/', b, { city: 'Cần Thơ' });
      expect(One.parse((await call('GET', '/api/criteria/', a)).body).data.city).toBe('Hà Nội');
    });

    it('answers a candidate without criteria 200 with data null and the message: an empty state, not an error (issue 26)', async () => {
      const me = await createUser(ctx());
      const none = await call('GET', '/api/criteria/', me);
      expect(none.status).toBe(200);
      expect(none.body).toEqual({ status: 200, message: NO_CRITERIA_MESSAGE, data: null });
      await call('POST', '/api/criteria/create/', me, { city: 'Đà Nẵng' });
      expect(One.parse((await call('GET', '/api/criteria/', me)).body).data.city).toBe('Đà Nẵng');
      await call('DELETE', '/api/criteria/delete/', me);
      expect((await call('GET', '/api/criteria/', me)).body).toEqual({ status: 200, message: NO_CRITERIA_MESSAGE, data: null });
    });

    it('lets only one of two simultaneous creates win', async () => {
      const me = await createUser(ctx());
      const answers = await Promise.all([1, 2, 3].map(() => call('POST', '/api/criteria/create/', me, { city: 'Đà Nẵng' })));
      expect(answers.map((answer) => answer.status).sort(), JSON.stringify(answers)).toEqual([201, 400, 400]);
    });
  });

  describe('validation', () => {
    it('refuses bad values with Vietnamese field errors', async () => {
      const me = await createUser(ctx());
      const response = await call('POST', '/api/criteria/create/', me, {
        city: 'Paris',
        experience: '10 năm',
        field: 'x',
        position: 0,
        scales: ['huge'],
        type_working: 'Ngủ',
        salary_min: -5,
      });
      expect(response.status).toBe(400);
      const { errors, message } = ApiErrorBodySchema.parse(response.body);
      expect(message).toBe('Dữ liệu không hợp lệ');
      expect(errors).toMatchObject({
        city: ['Tỉnh/thành phố không hợp lệ'],
        experience: ['Kinh nghiệm không hợp lệ'],
        field: ['Mã không hợp lệ'],
        position: ['Mã không hợp lệ'],
        'scales.0': ['Quy mô không hợp lệ'],
        type_working: ['Hình thức làm việc không hợp lệ'],
        salary_min: ['Mức lương không được âm'],
      });
      for (const payload of [{ salary_min: 1.5 }, { salary_min: 1e15 }, { field: 2_147_483_648 }, { scales: ['1-9', '10-24', '25-99', '100-499', '500-999', '1000+', '1-9'] }]) {
        const bad = await call('POST', '/api/criteria/create/', me, payload);
        expect(bad.status, JSON.stringify(payload)).toBe(400);
        expect(Object.keys(ApiErrorBodySchema.parse(bad.body).errors ?? {})).toEqual([Object.keys(payload)[0]]);
      }
      const notObject = await ctx().inject({ method: 'POST', url: '/api/criteria/create/', headers: { ...me.headers, 'content-type': 'application/json' }, payload: '[1,2]' });
      expect(notObject.statusCode).toBe(400);
      ApiErrorBodySchema.parse(notObject.json());
      expect((await call('GET', '/api/criteria/', me)).body).toMatchObject({ status: 200, data: null });
    });

    it('requires an existing field and position, the position inside the field (also on update)', async () => {
      const me = await createUser(ctx());
      const unknown = await call('POST', '/api/criteria/create/', me, { field: 999_999, position: 999_999 });
      expect(unknown.status).toBe(400);
      expect(ApiErrorBodySchema.parse(unknown.body).errors).toEqual({ field: [MSG_FIELD_UNKNOWN], position: [MSG_POSITION_UNKNOWN] });

      const outside = await call('POST', '/api/criteria/create/', me, { field: post.field_id, position: otherFieldPosition });
      expect(outside.status).toBe(400);
      expect(ApiErrorBodySchema.parse(outside.body).errors).toEqual({ position: [MSG_POSITION_OUTSIDE_FIELD] });

      expect((await call('POST', '/api/criteria/create/', me, { field: post.field_id, position: post.position_id })).status).toBe(201);
      const moved = await call('PUT', '/api/criteria/update/', me, { position: otherFieldPosition });
      expect(moved.status).toBe(400);
      expect(ApiErrorBodySchema.parse(moved.body).errors).toEqual({ position: [MSG_POSITION_OUTSIDE_FIELD] });
      // Clearing the field makes any existing position acceptable.
      const cleared = One.parse((await call('PUT', '/api/criteria/update/', me, { field: null, position: otherFieldPosition })).body).data;
      expect(cleared).toMatchObject({ field: null, position: { id: otherFieldPosition } });
    });

    it('is for candidates only', async () => {
      expect((await call('GET', '/api/criteria/')).status).toBe(401);
      expect((await call('POST', '/api/criteria/create/', undefined, {})).status).toBe(401);
      for (const user of [await createUser(ctx(), { role: 'employer' }), await createUser(ctx(), { role: 'none' }), await createUser(ctx(), { is_active: false })]) {
        const response = await call('POST', '/api/criteria/create/', user, {});
        expect(response.status).toBe(403);
        ApiErrorBodySchema.parse(response.body);
      }
    });
  });

  describe('matches_criteria on job lists and the detail', () => {
    it('flags matching rows and lists them first in search for a candidate with criteria', async () => {
      const me = await createUser(ctx());
      await call('POST', '/api/criteria/create/', me, { city: post.city, field: post.field_id });
      const search = SearchResponse.parse((await call('GET', '/api/posts/search/?page_size=100&sort=newest', me)).body).data;
      const flags = search.results.map((row) => row.matches_criteria);
      expect(flags.some(Boolean)).toBe(true);
      // Matching rows first: no match ever follows a non-match.
      expect(flags.indexOf(false) === -1 || flags.lastIndexOf(true) < flags.indexOf(false)).toBe(true);
      for (const row of search.results) expect(row.matches_criteria).toBe(row.city === post.city && row.field.id === post.field_id);

      const anonymous = SearchResponse.parse((await call('GET', '/api/posts/search/?page_size=100&sort=newest')).body).data;
      expect(anonymous.results.some((row) => row.matches_criteria)).toBe(false);
      expect(anonymous.total).toBe(search.total);

      const detail = DetailResponse.parse((await call('GET', `/api/post/${post.id}/`, me)).body).data;
      expect(detail.matches_criteria).toBe(true);
      for (const related of detail.related_posts) expect(related.matches_criteria).toBe(related.city === post.city && related.field.id === post.field_id);
    });
  });
});

/**
 * Compatibility suite (issue 14, names): clients of the original API filter by position and field
 * names as well as ids, send 'Freelance' as a work type, and write cities in request bodies the
 * way people do ('TP.HCM', 'Thành phố Hà Nội'). On every test database.
 */
import {
  ApiErrorBodySchema,
  createCriteria,
  createPost,
  PostPageResponseSchema,
  updateCriteria,
  updateEnterprise,
  updatePost,
} from '@jobhub/sdk/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { seed } from '../../db/seed';
import { selectRows } from '../../repositories/sql-rows';
import { multipartForm } from '../../test/application-fixtures';
import { describeEachDatabase, useTestContext } from '../../test/context';
import { createEmployerSetup, insertPost, postBody, type EmployerSetup } from '../../test/employer-fixtures';
import { callApi, createUser, uniqueSuffix } from '../../test/helpers';

/** A name as typed without accents ('Kỹ sư phần mềm' → 'ky su phan mem'). */
const plain = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase();

describeEachDatabase('compatibility with clients of the original API: names', (kind) => {
  const ctx = useTestContext(kind);

  beforeAll(async () => {
    await seed(ctx().database.db, { posts: 60, companies: 6, rng: 21 });
  });

  const search = async (query: string) => {
    const response = await ctx().inject({ method: 'GET', url: `/api/posts/search/?${query}&page_size=100` });
    expect(response.statusCode, query).toBe(200);
    return z.parse(PostPageResponseSchema, response.json()).data;
  };
  const ids = (page: { results: { id: number }[] }) => page.results.map((row) => row.id);
  const refused = async (url: string) => {
    const response = await ctx().inject({ method: 'GET', url });
    expect(response.statusCode, url).toBe(400);
    return ApiErrorBodySchema.parse(response.json()).errors ?? {};
  };

  describe('positions and fields by name in the job search', () => {
    /** A position with posts whose name no other position has, and its field. */
    const used = async () => {
      const [row] = await selectRows<{ id: number; name: string; field_id: number; field_name: string }>(
        ctx().database.db,
        sql`select p.id, p.name, p.field_id, f.name as field_name from positions p join fields f on f.id = p.field_id
          where exists (select 1 from posts where position_id = p.id)
            and (select count(*) from positions q where lower(q.name) = lower(p.name)) = 1
          order by p.id limit 1`,
      );
      return { id: Number(row!.id), name: row!.name, fieldId: Number(row!.field_id), fieldName: row!.field_name };
    };

    it('finds the same posts by name (any case, with or without accents) as by id', async () => {
      const position = await used();
      const byId = await search(`position=${position.id}`);
      expect(byId.total).toBeGreaterThan(0);
      for (const name of [position.name, position.name.toUpperCase(), plain(position.name), `  ${position.name}  `]) {
        expect(ids(await search(`position=${encodeURIComponent(name)}`)), name).toEqual(ids(byId));
      }
      const fieldById = await search(`field=${position.fieldId}`);
      expect(fieldById.total).toBeGreaterThanOrEqual(byId.total);
      for (const name of [position.fieldName, plain(position.fieldName)]) {
        expect(ids(await search(`field=${encodeURIComponent(name)}`)), name).toEqual(ids(fieldById));
      }
      expect(ids(await search(`field=${encodeURIComponent(position.fieldName)}&position=${encodeURIComponent(plain(position.name))}`))).toEqual(ids(byId));
    });

    it('reads a position name several fields share as the one of the field given', async () => {
      const shared = `Chuyên viên ${uniqueSuffix()}`;
      const fieldRows = await selectRows<{ id: number; name: string }>(ctx().database.db, sql`select id, name from fields order by id limit 2`);
      const [first, second] = fieldRows.map((row) => ({ id: Number(row.id), name: row.name }));
      const inserted = await selectRows<{ id: number }>(
        ctx().database.db,
        sql`insert into positions (name, field_id) values (${shared}, ${first!.id}), (${shared}, ${second!.id}) returning id`,
      );
      const [inFirst, inSecond] = inserted.map((row) => Number(row.id)).sort((x, y) => x - y);
      const setup = await createEmployerSetup(ctx());
      const post = await insertPost(ctx(), setup.employer, { ...setup.catalogue, positionId: inSecond!, fieldId: second!.id });
      expect(ids(await search(`position=${encodeURIComponent(shared)}&field=${second!.id}`))).toEqual([post]);
      expect(ids(await search(`position=${encodeURIComponent(shared)}&field=${encodeURIComponent(second!.name)}`))).toEqual([post]);
      // Without a field: the oldest of the name, which has no post.
      expect(inFirst).toBeLessThan(inSecond!);
      expect(ids(await search(`position=${encodeURIComponent(shared)}`))).toEqual([]);
    });

    it('answers 400 naming the parameter for a name that matches nothing', async () => {
      expect(await refused('/api/posts/search/?position=Phi%20h%C3%A0nh%20gia')).toEqual({ position: ['Vị trí không hợp lệ'] });
      expect(await refused('/api/posts/search/?field=Thi%C3%AAn%20v%C4%83n&position=3')).toEqual({ field: ['Ngành nghề không hợp lệ'] });
      expect(await refused('/api/posts/search/?position=0')).toEqual({ position: ['Mã không hợp lệ'] });
    });
  });

  describe("'Freelance' as a work type", () => {
    it("reads as 'Hợp đồng' (the catalogue's contract work), alone or with others", async () => {
      const contract = await search(`type_working=${encodeURIComponent('Hợp đồng')}`);
      expect(contract.total).toBeGreaterThan(0);
      expect(contract.results.every((row) => row.type_working === 'Hợp đồng')).toBe(true);
      for (const spelling of ['Freelance', 'freelance', 'FREELANCE']) expect(ids(await search(`type_working=${spelling}`))).toEqual(ids(contract));
      const both = await search(`type_working=${encodeURIComponent('Freelance,Remote')}`);
      const remote = await search(`type_working=${encodeURIComponent('Làm việc từ xa')}`);
      expect(both.total).toBe(contract.total + remote.total);
    });
  });

  describe('cities by any common name in request bodies', () => {
    let setup: EmployerSetup;
    beforeAll(async () => {
      setup = await createEmployerSetup(ctx());
    });

    it('post create and update store the catalogue name', async () => {
      const created = await callApi(ctx(), 'POST', '/api/posts/create/', setup.employer, postBody(ctx(), setup.catalogue, { city: 'Thành phố Hà Nội' as never }));
      expect(created.status).toBe(201);
      expect(createPost.responses[201].parse(created.body).data.city).toBe('Hà Nội');

      const hidden = await insertPost(ctx(), setup.employer, setup.catalogue, { is_active: false });
      const updated = await callApi(ctx(), 'PUT', `/api/posts/update/${hidden}/`, setup.employer, postBody(ctx(), setup.catalogue, { city: 'tp. da nang' as never }));
      expect(updated.status).toBe(200);
      expect(updatePost.responses[200].parse(updated.body).data.city).toBe('Đà Nẵng');

      const unknown = await callApi(ctx(), 'POST', '/api/posts/create/', setup.employer, postBody(ctx(), setup.catalogue, { city: 'Atlantis' as never }));
      expect(unknown.status).toBe(400);
      expect(ApiErrorBodySchema.parse(unknown.body).errors?.city).toEqual(['Tỉnh/thành phố không hợp lệ']);
    });

    it('criteria store the catalogue name', async () => {
      const me = await createUser(ctx());
      const created = await callApi(ctx(), 'POST', '/api/criteria/create/', me, { city: 'TP.HCM' });
      expect(created.status).toBe(201);
      expect(createCriteria.responses[201].parse(created.body).data.city).toBe('Hồ Chí Minh');
      const updated = await callApi(ctx(), 'PUT', '/api/criteria/update/', me, { city: 'Tỉnh Bình Dương' });
      expect(updateCriteria.responses[200].parse(updated.body).data.city).toBe('Bình Dương');
      const unknown = await callApi(ctx(), 'PUT', '/api/criteria/update/', me, { city: 'Atlantis' });
      expect(unknown.status).toBe(400);
      expect(Object.keys(ApiErrorBodySchema.parse(unknown.body).errors ?? {})).toEqual(['city']);
    });

    it("the company profile stores the catalogue name (multipart, as the site's form sends it)", async () => {
      const form = multipartForm({ city: 'thanh pho can tho' });
      const updated = await ctx().inject({ method: 'PUT', url: '/api/enterprises/update/', payload: form.payload, headers: { ...form.headers, ...setup.employer.headers } });
      expect(updated.statusCode).toBe(200);
      expect(updateEnterprise.responses[200].parse(updated.json()).data.city).toBe('Cần Thơ');
    });
  });
});

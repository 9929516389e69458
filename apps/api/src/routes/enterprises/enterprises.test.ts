import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  ApiErrorBodySchema,
  envelope,
  EnterpriseSchema,
  FieldSchema,
  INVALID_WEBSITE_MESSAGE,
  paged,
  PositionSchema,
} from '@jobhub/sdk/contract';
import { seed } from '../../db/seed';
import { TEST_PNG, multipartForm } from '../../test/application-fixtures';
import { describeEachDatabase, useTestContext } from '../../test/context';
import { createUser } from '../../test/helpers';

const PageSchema = envelope(paged(EnterpriseSchema));
const OneSchema = envelope(EnterpriseSchema);

/** A multipart body whose files are declared as PNG images. */
function multipart(fields: Record<string, string>, files: Record<string, { name: string; body: Buffer }> = {}) {
  return multipartForm(fields, Object.fromEntries(Object.entries(files).map(([name, file]) => [name, { ...file, type: 'image/png' }])));
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

describeEachDatabase('catalogue and enterprises', (kind) => {
  const ctx = useTestContext(kind);
  const get = async (url: string, headers: Record<string, string> = {}) => {
    const response = await ctx().inject({ method: 'GET', url, headers });
    return { status: response.statusCode, body: response.json() as unknown };
  };
  /** Authorization headers of a fresh, activated user with this role. */
  async function newUser(role: 'employer' | 'candidate'): Promise<{ authorization: string }> {
    return (await createUser(ctx(), { role })).headers;
  }
  const uploadDir = () => ctx().env.UPLOAD_DIR;

  beforeAll(async () => {
    await seed(ctx().database.db, { posts: 200, companies: 30, rng: 3 });
  });

  it('lists fields, positions and the 63 provinces, with and without the trailing slash', async () => {
    const fields = z.parse(envelope(z.array(FieldSchema)), (await get('/api/fields/')).body).data;
    expect(fields.length).toBe(15);
    expect(fields[0]!.name).toBe('Công nghệ thông tin');
    expect((await get('/api/fields')).status).toBe(200);
    const positions = z.parse(envelope(z.array(PositionSchema)), (await get('/api/positions')).body).data;
    expect(positions.length).toBeGreaterThanOrEqual(60);
    const inField = z.parse(envelope(z.array(PositionSchema)), (await get(`/api/positions/field/${fields[0]!.id}/`)).body).data;
    expect(inField.map((p) => p.name)).toContain('Kỹ sư phần mềm');
    expect(inField.every((p) => p.field === fields[0]!.id)).toBe(true);
    expect(z.parse(envelope(PositionSchema), (await get(`/api/position/${inField[0]!.id}`)).body).data.id).toBe(inField[0]!.id);
    expect(z.parse(envelope(FieldSchema), (await get(`/api/fields/${fields[1]!.id}/`)).body).data.name).toBe('Tài chính');
    const cities = z.parse(envelope(z.array(z.string())), (await get('/api/cities/')).body).data;
    expect(cities).toHaveLength(63);
    for (const url of ['/api/fields/9999/', '/api/position/9999', '/api/positions/field/9999/']) {
      const missing = await get(url);
      expect(missing.status).toBe(404);
      z.parse(ApiErrorBodySchema, missing.body);
    }
  });

  it('lists approved enterprises with job counts, sorted and paged', async () => {
    const data = z.parse(PageSchema, (await get('/api/enterprises?page_size=5&sort_by=company_name&sort_order=desc')).body).data;
    expect(data.total).toBe(30);
    expect(data.total_pages).toBe(6);
    expect(data.results).toHaveLength(5);
    const newest = z.parse(PageSchema, (await get('/api/enterprises?sort_by=created_at&sort_order=desc')).body).data.results;
    const times = newest.map((e) => Date.parse(e.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(data.results.every((e) => typeof e.job_count === 'number' && e.business_certificate === null)).toBe(true);
    expect((await get('/api/enterprises?sort_by=nope')).status).toBe(400);
  });

  it('searches enterprises accent-insensitively by name, city, field and scale', async () => {
    const all = z.parse(PageSchema, (await get('/api/enterprises/?page_size=100')).body).data.results;
    const sample = all[0]!;
    const plain = sample.company_name.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/g, 'd').replace(/Đ/g, 'D').toLowerCase();
    const byName = z.parse(PageSchema, (await get(`/api/enterprises/search/?q=${encodeURIComponent(plain)}`)).body).data;
    expect(byName.results.map((e) => e.id)).toContain(sample.id);
    const query = `city=${encodeURIComponent(sample.city!)}&scale=${encodeURIComponent(sample.scale!)}&field=${encodeURIComponent(sample.field_of_activity!)}`;
    const filtered = z.parse(PageSchema, (await get(`/api/enterprises/search/?${query}`)).body).data;
    expect(filtered.results.map((e) => e.id)).toContain(sample.id);
    expect(filtered.results.every((e) => e.city === sample.city && e.scale === sample.scale)).toBe(true);
  });

  it('shows one enterprise, 404 in Vietnamese when missing', async () => {
    const first = z.parse(PageSchema, (await get('/api/enterprises/')).body).data.results[0]!;
    expect(z.parse(OneSchema, (await get(`/api/enterprises/${first.id}`)).body).data.company_name).toBe(first.company_name);
    const missing = await get('/api/enterprises/999999');
    expect(missing.status).toBe(404);
    expect(z.parse(ApiErrorBodySchema, missing.body).message).toBe('Không tìm thấy doanh nghiệp');
  });

  it('lists Premium enterprises', async () => {
    const data = z.parse(envelope(z.object({ results: z.array(EnterpriseSchema) })), (await get('/api/enterprises/premium')).body).data;
    expect(data.results.length).toBeGreaterThan(0);
    expect(data.results.every((e) => e.is_premium)).toBe(true);
  });

  it('creates an enterprise from multipart with a logo, once per employer', async () => {
    const employer = await newUser('employer');
    const none = await get('/api/enterprises/user/', employer);
    expect(none.status).toBe(404);
    expect(z.parse(ApiErrorBodySchema, none.body).message).toBe('Bạn chưa có doanh nghiệp');
    const form = multipart(
      { company_name: 'Công ty TNHH Thử Nghiệm', city: 'Đà Nẵng', scale: '10-24', link_web_site: 'https://thunghiem.vn' },
      { logo: { name: 'logo.png', body: TEST_PNG } },
    );
    const created = await ctx().inject({ method: 'POST', url: '/api/enterprises/create/', ...form, headers: { ...form.headers, ...employer } });
    expect(created.statusCode, created.body).toBe(201);
    const body = z.parse(OneSchema, created.json());
    expect(body.message).toBe('Tạo doanh nghiệp thành công!');
    expect(body.data.logo).toMatch(/^\/uploads\/enterprises\/[0-9a-f]{32}\.png$/);
    expect(await filesUnder(uploadDir())).toHaveLength(1);
    const own = z.parse(OneSchema, (await get('/api/enterprises/user', employer)).body).data;
    expect(own.id).toBe(body.data.id);

    const again = multipart({ company_name: 'Công ty thứ hai' });
    const second = await ctx().inject({ method: 'POST', url: '/api/enterprises/create', ...again, headers: { ...again.headers, ...employer } });
    expect(second.statusCode).toBe(400);
    z.parse(ApiErrorBodySchema, second.json());

    const update = multipart({ description: 'Mô tả mới' });
    const updated = await ctx().inject({ method: 'PUT', url: '/api/enterprises/update/', ...update, headers: { ...update.headers, ...employer } });
    expect(updated.statusCode).toBe(200);
    const updatedBody = z.parse(OneSchema, updated.json());
    expect(updatedBody.message).toBe('Cập nhật thông tin doanh nghiệp thành công!');
    expect(updatedBody.data.description).toBe('Mô tả mới');
    expect(updatedBody.data.company_name).toBe('Công ty TNHH Thử Nghiệm');
  });

  it('refuses a .png that is not an image, storing nothing', async () => {
    const employer = await newUser('employer');
    const before = await filesUnder(uploadDir());
    const form = multipart({ company_name: 'Công ty Giả Ảnh' }, { logo: { name: 'logo.png', body: Buffer.from('just some text, not a picture') } });
    const response = await ctx().inject({ method: 'POST', url: '/api/enterprises/create/', ...form, headers: { ...form.headers, ...employer } });
    expect(response.statusCode).toBe(400);
    const error = z.parse(ApiErrorBodySchema, response.json());
    expect(error.errors?.logo?.[0]).toBe('Logo phải là ảnh PNG, JPEG, WebP hoặc GIF');
    expect(await filesUnder(uploadDir())).toEqual(before);
    expect((await get('/api/enterprises/user/', employer)).status).toBe(404);
  });

  it('refuses an invalid website with the SPEC §5 message, and deletes the uploaded logo', async () => {
    const employer = await newUser('employer');
    const before = await filesUnder(uploadDir());
    const form = multipart({ company_name: 'Công ty Sai Web', link_web_site: 'not a url' }, { logo: { name: 'a.png', body: TEST_PNG } });
    const response = await ctx().inject({ method: 'POST', url: '/api/enterprises/create/', ...form, headers: { ...form.headers, ...employer } });
    expect(response.statusCode).toBe(400);
    expect(z.parse(ApiErrorBodySchema, response.json()).errors?.link_web_site).toEqual([INVALID_WEBSITE_MESSAGE]);
    expect(await filesUnder(uploadDir())).toEqual(before);
  });

  it('lets an employer who has just signed up (not activated yet) create the company, as registration does', async () => {
    const fresh = (await createUser(ctx(), { role: 'employer', is_active: false })).headers;
    const form = multipart({ company_name: 'Công ty Mới Đăng Ký', address: '1 Lê Lợi, Quận 1' });
    const created = await ctx().inject({ method: 'POST', url: '/api/enterprises/create/', ...form, headers: { ...form.headers, ...fresh } });
    expect(created.statusCode, created.body).toBe(201);
    expect(z.parse(OneSchema, (await get('/api/enterprises/user/', fresh)).body).data.company_name).toBe('Công ty Mới Đăng Ký');
    const update = multipart({ description: 'Chưa kích hoạt' });
    const refused = await ctx().inject({ method: 'PUT', url: '/api/enterprises/update/', ...update, headers: { ...update.headers, ...fresh } });
    expect(refused.statusCode).toBe(403);
  });

  it('lets only employers create', async () => {
    const candidate = await newUser('candidate');
    const form = multipart({ company_name: 'Công ty Ứng Viên' });
    const response = await ctx().inject({ method: 'POST', url: '/api/enterprises/create/', ...form, headers: { ...form.headers, ...candidate } });
    expect(response.statusCode).toBe(403);
    const anonymous = await ctx().inject({ method: 'POST', url: '/api/enterprises/create/', ...form });
    expect(anonymous.statusCode).toBe(401);
  });
});

describeEachDatabase('company approval', (kind) => {
  const waiting = useTestContext(kind);
  const autoApproved = useTestContext(kind, { env: { AUTO_APPROVE_ENTERPRISES: 'true' } });

  /** Creates a company as a new employer and answers its public page's status. */
  async function createAndOpen(ctx: typeof waiting, companyName: string): Promise<number> {
    const employer = (await createUser(ctx(), { role: 'employer' })).headers;
    const form = multipart({ company_name: companyName });
    const created = await ctx().inject({ method: 'POST', url: '/api/enterprises/create/', ...form, headers: { ...form.headers, ...employer } });
    expect(created.statusCode, created.body).toBe(201);
    const id = z.parse(OneSchema, created.json()).data.id;
    return (await ctx().inject({ method: 'GET', url: `/api/enterprises/${id}/` })).statusCode;
  }

  it('keeps a new company off the public pages until an admin approves it (the default)', async () => {
    expect(waiting().env.AUTO_APPROVE_ENTERPRISES).toBe(false);
    expect(await createAndOpen(waiting, 'Công ty Chờ Duyệt')).toBe(404);
  });

  it('approves new companies at once with AUTO_APPROVE_ENTERPRISES=true', async () => {
    expect(await createAndOpen(autoApproved, 'Công ty Tự Duyệt')).toBe(200);
  });
});

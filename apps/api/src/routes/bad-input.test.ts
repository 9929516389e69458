/**
 * Bad input never answers 500 (STYLE.md): malformed multipart bodies, too many parts, text at the
 * contract's limits, and temporary upload files a crash leaves behind.
 */
import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ApiErrorBodySchema, PHONE_MAX, TIME_WORKING_MAX, URL_MAX } from '@jobhub/sdk/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { removeStaleUploadParts, STALE_UPLOAD_PART_MS } from '../repositories/files';
import { TEST_PNG, multipartForm } from '../test/application-fixtures';
import { describeEachDatabase, useTestContext, type TestContext } from '../test/context';
import { VIETNAM_MORNING, createEmployerSetup, insertApplication, insertPost, postBody, type EmployerSetup } from '../test/employer-fixtures';
import { callApi, createUser, type CreatedUser } from '../test/helpers';

/** Every file left under the upload dir (relative paths). */
async function uploadedFiles(ctx: TestContext): Promise<string[]> {
  const entries = await readdir(ctx.env.UPLOAD_DIR, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(ctx.env.UPLOAD_DIR, path.join(entry.parentPath, entry.name)));
}

const BOUNDARY = 'jhBoundary';
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;
const MALFORMED: { name: string; contentType: string; payload: string }[] = [
  { name: 'no boundary', contentType: 'multipart/form-data', payload: 'company_name=x' },
  { name: 'an empty boundary', contentType: 'multipart/form-data; boundary=""', payload: '--\r\n' },
  { name: 'a cut-off text part', contentType: MULTIPART, payload: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="company_name"\r\n\r\nCông ty` },
  {
    name: 'a cut-off file part',
    contentType: MULTIPART,
    payload: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="logo"; filename="a.png"\r\n\r\n${TEST_PNG.toString('latin1')}`,
  },
  {
    name: 'a cut-off CV',
    contentType: MULTIPART,
    payload: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="cv"; filename="cv.pdf"\r\n\r\n%PDF-1.4\n%cut`,
  },
  { name: 'no part at all', contentType: MULTIPART, payload: 'not multipart at all' },
];

describeEachDatabase('bad input', (kind) => {
  const ctx = useTestContext(kind, { now: VIETNAM_MORNING });
  let setup: EmployerSetup;
  let candidate: CreatedUser;
  let newEmployer: CreatedUser;

  beforeAll(async () => {
    setup = await createEmployerSetup(ctx());
    candidate = await createUser(ctx());
    newEmployer = await createUser(ctx(), { role: 'employer' });
  });

  const uploads = () => [
    { method: 'POST' as const, url: '/api/cv/create/', user: candidate },
    { method: 'POST' as const, url: '/api/profile/cvs/', user: candidate },
    { method: 'POST' as const, url: '/api/enterprises/create/', user: newEmployer },
    { method: 'PUT' as const, url: '/api/enterprises/update/', user: setup.employer },
  ];

  it.each(MALFORMED)('answers multipart with $name by 400 in the contract shape on every upload route, leaving no file', async ({ contentType, payload }) => {
    for (const { method, url, user } of uploads()) {
      const response = await ctx().inject({ method, url, headers: { ...user.headers, 'content-type': contentType }, payload });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
      expect(ApiErrorBodySchema.parse(response.json()).message).toBe('Dữ liệu tải lên không đúng định dạng multipart/form-data');
    }
    expect((await uploadedFiles(ctx())).filter((file) => file.endsWith('.part'))).toEqual([]);
  });

  it('answers too many parts with 413 saying so, not "file too large"', async () => {
    const files = Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`logo${i}`, { name: `${i}.png`, body: TEST_PNG, type: 'image/png' }]));
    const form = multipartForm({ company_name: 'Công ty Nhiều Tệp' }, files);
    for (const { method, url, user } of uploads()) {
      const response = await ctx().inject({ method, url, headers: { ...user.headers, ...form.headers }, payload: form.payload });
      expect(response.statusCode, url).toBe(413);
      expect(ApiErrorBodySchema.parse(response.json()).message).toBe('Biểu mẫu có quá nhiều trường hoặc tệp');
    }
  });

  it('stores a time_working as long as the contract allows and refuses a longer one with a field error', async () => {
    const { employer, catalogue } = setup;
    const longest = 'Thứ 2 - Thứ 6, 8:00 - 17:30; '.repeat(20).slice(0, TIME_WORKING_MAX);
    const created = await callApi(ctx(), 'POST', '/api/posts/create/', employer, postBody(ctx(), catalogue, { time_working: longest }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const tooLong = await callApi(ctx(), 'POST', '/api/posts/create/', employer, postBody(ctx(), catalogue, { time_working: `${longest}x` }));
    expect(tooLong.status).toBe(400);
    expect(ApiErrorBodySchema.parse(tooLong.body).errors?.time_working).toEqual([`Thời gian làm việc tối đa ${TIME_WORKING_MAX} ký tự`]);
  });

  it('refuses an over-long meeting link with a field error', async () => {
    const { employer, catalogue } = setup;
    const cv = await insertApplication(ctx(), await insertPost(ctx(), employer, catalogue), candidate.user.id);
    const link = `https://meet.example.vn/${'a'.repeat(URL_MAX)}`;
    const interview = { cv, title: 'Phỏng vấn', interview_date: new Date(ctx().clock.now().getTime() + 86_400_000).toISOString() };
    const response = await callApi(ctx(), 'POST', '/api/interviews/', employer, { ...interview, meeting_link: link });
    expect(response.status).toBe(400);
    expect(ApiErrorBodySchema.parse(response.body).errors?.meeting_link).toEqual([`Liên kết họp tối đa ${URL_MAX} ký tự`]);
    const fits = await callApi(ctx(), 'POST', '/api/interviews/', employer, { ...interview, meeting_link: link.slice(0, URL_MAX) });
    expect(fits.status, JSON.stringify(fits.body)).toBe(201);
  });

  it.each(['/\\evil.example', '//evil.example', 'javascript:alert(1)', 'https://evil.example/', '/\t/evil.example'])(
    'refuses the notification link %j from an admin, to one user or to all',
    async (link) => {
      const admin = await createUser(ctx(), { role: 'admin' });
      const text = { title: 'Khuyến mãi', message: 'Xem ngay' };
      const calls = [
        callApi(ctx(), 'POST', '/api/notifications/create/', admin, { ...text, notification_type: 'system', recipient_id: candidate.user.id, link }),
        callApi(ctx(), 'POST', '/api/notifications/create-system/', admin, { ...text, link }),
        callApi(ctx(), 'POST', '/api/notifications/create-system/', admin, { ...text, recipient_id: candidate.user.id, link }),
      ];
      for (const response of await Promise.all(calls)) {
        expect(response.status).toBe(400);
        expect(ApiErrorBodySchema.parse(response.body).errors?.link).toEqual(['Liên kết phải là một đường dẫn trong trang (bắt đầu bằng /)']);
      }
    },
  );

  it('refuses a phone number longer than its column', async () => {
    const phone = `+${'9'.repeat(PHONE_MAX)}`;
    const form = multipartForm({ company_name: 'Công ty Số Dài', phone_number: phone });
    const response = await ctx().inject({ method: 'PUT', url: '/api/enterprises/update/', headers: { ...setup.employer.headers, ...form.headers }, payload: form.payload });
    expect(response.statusCode).toBe(400);
    expect(ApiErrorBodySchema.parse(response.json()).errors?.phone_number).toEqual(['Số điện thoại không hợp lệ']);
  });
});

describe('temporary upload files left by a crash', () => {
  const ctx = useTestContext('pglite');

  it('are removed when stale, while recent ones (uploads in progress) stay', async () => {
    const dir = path.join(ctx().env.UPLOAD_DIR, 'private', 'cv');
    await mkdir(dir, { recursive: true });
    const stale = path.join(dir, 'aaaa.part');
    const recent = path.join(dir, 'bbbb.part');
    const stored = path.join(dir, 'cccc.pdf');
    for (const file of [stale, recent, stored]) await writeFile(file, '%PDF-1.4');
    const old = new Date(Date.now() - STALE_UPLOAD_PART_MS - 60_000);
    await utimes(stale, old, old);
    await utimes(stored, old, old);
    expect(await removeStaleUploadParts(ctx().env.UPLOAD_DIR, new Date(Date.now() - STALE_UPLOAD_PART_MS))).toBe(1);
    expect((await uploadedFiles(ctx())).sort()).toEqual(['private/cv/bbbb.part', 'private/cv/cccc.pdf']);
  });

  it('are swept by the upload-parts job of the registry', async () => {
    const stale = path.join(ctx().env.UPLOAD_DIR, 'public', 'enterprises', 'dddd.part');
    await mkdir(path.dirname(stale), { recursive: true });
    await writeFile(stale, 'x');
    const old = new Date(Date.now() - 2 * STALE_UPLOAD_PART_MS);
    await utimes(stale, old, old);
    expect((await ctx().app.jobs.run('upload-parts')).state).toBe('completed');
    expect(await uploadedFiles(ctx())).not.toContain('public/enterprises/dddd.part');
  });
});

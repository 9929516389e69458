import { describe, expect, it } from 'vitest';
import type { Application } from '../contract/applications';
import type { SavedCv } from '../contract/saved-cvs';
import { ValidationError } from '../http/errors';
import { silentLogger } from '../lib/logger';
import { createMemoryStorage } from '../lib/memory-storage';
import { MSG_CV_TYPE } from '../rules/cv-file';
import { createClient } from '../stores/client';
import { createFakeFetch, type FakeAnswer, type RecordedRequest } from '../testing/fake-fetch';
import { accessToken } from '../testing/fake-jwt';
import { createApplicationsApi } from './applications';
import { createSavedCvsApi } from './saved-cvs';

const NOW = Date.UTC(2026, 10, 26, 8);

function setup(handler: (request: RecordedRequest) => FakeAnswer) {
  const fake = createFakeFetch(handler);
  const storage = createMemoryStorage({
    token: accessToken({}, NOW),
    refreshToken: 'refresh-1',
  });
  const client = createClient({
    baseUrl: 'https://api.test',
    fetch: fake.fetch,
    storage,
    now: () => NOW,
    logger: silentLogger,
    retry: false,
  });
  return { client, calls: fake.calls };
}

const savedCv = (overrides: Partial<SavedCv> = {}): SavedCv => ({
  id: 3,
  name: 'CV Backend',
  file_name: 'cv.pdf',
  file_type: 'pdf',
  size: 64,
  is_default: true,
  file: '/api/profile/cvs/3/file/',
  created_at: '2026-11-26T08:00:00.000Z',
  ...overrides,
});
const pdf = () => {
  const bytes = new Uint8Array(64);
  bytes.set([0x25, 0x50, 0x44, 0x46, 0x2d]);
  return new File([bytes], 'ho-so.pdf', { type: 'application/pdf' });
};

describe('createSavedCvsApi', () => {
  it('lists, uploads as multipart with the name, renames / sets the default with PATCH and deletes', async () => {
    const { client, calls } = setup((request) => {
      if (request.method === 'GET') return { status: 200, body: { status: 200, data: [savedCv()] } };
      if (request.method === 'DELETE') return { status: 200, body: { status: 200, message: 'Đã xóa CV' } };
      return {
        status: request.method === 'POST' ? 201 : 200,
        body: { status: 201, data: savedCv({ name: 'Mới' }) },
      };
    });
    const api = createSavedCvsApi(client);
    expect((await api.list())[0]!.id).toBe(3);
    await api.upload(pdf(), { name: ' CV tiếng Anh ' });
    const form = calls[1]!.body as FormData;
    expect(calls[1]!.url).toBe('https://api.test/api/profile/cvs/');
    expect(form.get('name')).toBe('CV tiếng Anh');
    expect((form.get('cv') as File).name).toBe('ho-so.pdf');
    await api.update(3, { name: 'Mới', is_default: true });
    expect(calls[2]!.method).toBe('PATCH');
    expect(calls[2]!.url).toBe('https://api.test/api/profile/cvs/3/');
    expect(calls[2]!.body).toEqual({ name: 'Mới', is_default: true });
    expect(await api.remove(3)).toBe('Đã xóa CV');
    expect(calls[3]!.method).toBe('DELETE');
  });

  it('refuses a file that is not a PDF/DOCX before sending', async () => {
    const { client, calls } = setup(() => ({
      status: 201,
      body: { status: 201, data: savedCv() },
    }));
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'cv.png', {
      type: 'image/png',
    });
    const error = (await createSavedCvsApi(client)
      .upload(png)
      .catch((caught: unknown) => caught)) as ValidationError;
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.fieldErrors.cv).toEqual([MSG_CV_TYPE]);
    expect(calls).toHaveLength(0);
  });
});

describe('apply with the CV library', () => {
  const fields = {
    post: 12,
    name: 'Nguyễn Văn An',
    email: 'an@example.com',
    phone_number: '0912 345 678',
  };
  const application: Application = {
    id: 42,
    post: 12,
    post_title: 'Kỹ sư',
    enterprise: 1,
    enterprise_name: 'Công ty JobHub',
    enterprise_logo: null,
    user: 7,
    name: 'Nguyễn Văn An',
    email: 'an@example.com',
    phone_number: '0912345678',
    description: '',
    cv_file: '/api/cv/42/file/',
    cv_file_name: 'cv.pdf',
    cv_file_type: 'pdf',
    status: 'pending',
    is_viewed: false,
    note: null,
    contact_masked: false,
    created_at: '2026-11-26T08:00:00.000Z',
    updated_at: '2026-11-26T08:00:00.000Z',
  };
  const created = { status: 201, body: { status: 201, data: application } };

  it('sends saved_cv_id and no file part when a saved CV is chosen', async () => {
    const { client, calls } = setup(() => created);
    await createApplicationsApi(client).apply({ ...fields, saved_cv_id: 3 }, null);
    const form = calls[0]!.body as FormData;
    expect(form.get('saved_cv_id')).toBe('3');
    expect(form.get('cv')).toBeNull();
  });

  it('sends save_cv=true with a new file to keep it', async () => {
    const { client, calls } = setup(() => created);
    await createApplicationsApi(client).apply({ ...fields, save_cv: true }, pdf());
    const form = calls[0]!.body as FormData;
    expect(form.get('save_cv')).toBe('true');
    expect((form.get('cv') as File).name).toBe('ho-so.pdf');
  });
});

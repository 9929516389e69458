import { describe, expect, it } from 'vitest';
import type { Application, Interview } from '../contract/applications';
import type { Criteria } from '../contract/candidate';
import { ApiError, ValidationError } from '../http/errors';
import { createMemoryStorage } from '../lib/memory-storage';
import { silentLogger } from '../lib/logger';
import { MSG_CV_CONTENT, MSG_CV_TOO_LARGE, MSG_CV_TYPE } from '../rules/cv-file';
import { createFakeFetch, type FakeAnswer, type RecordedRequest } from '../testing/fake-fetch';
import { accessToken } from '../testing/fake-jwt';
import { pageOf, postRowFixture } from '../testing/fixtures';
import { checkCvFile, createApplicationsApi, dailyLimitOf } from '../api/applications';
import { createClient } from './client';
import { createCriteriaApi } from '../api/criteria';
import { createInterviewsApi } from '../api/interviews';
import { createProfileApi } from '../api/profile';
import { createRecommendationsApi } from '../api/recommendations';
import { createReportsApi } from '../api/reports';
import { createSavedJobsApi } from '../api/saved-jobs';

const NOW = Date.UTC(2026, 2, 5, 10);

function setup(handler: (request: RecordedRequest) => FakeAnswer) {
  const fake = createFakeFetch(handler);
  const storage = createMemoryStorage({ token: accessToken({}, NOW), refreshToken: 'refresh-1' });
  const client = createClient({ baseUrl: 'https://api.test', fetch: fake.fetch, storage, now: () => NOW, logger: silentLogger, retry: false });
  return { client, calls: fake.calls };
}

const ok = (data: unknown, status = 200) => ({ status, body: { status, data } });
const text = (message: string, status = 200) => ({ status, body: { status, message } });

function application(overrides: Partial<Application> = {}): Application {
  return {
    id: 42, post: 12, post_title: 'Kỹ sư phần mềm', enterprise: 1, enterprise_name: 'Công ty JobHub', enterprise_logo: null,
    user: 7, name: 'Nguyễn Văn An', email: 'an@example.com', phone_number: '0912345678', description: '',
    cv_file: '/uploads/cv/42.pdf', cv_file_name: 'cv.pdf', cv_file_type: 'pdf', status: 'pending', is_viewed: false,
    note: null, contact_masked: false, created_at: '2026-03-01T00:00:00Z', updated_at: '2026-03-01T00:00:00Z', ...overrides,
  };
}

function interview(overrides: Partial<Interview> = {}): Interview {
  return {
    id: 5, cv: 42, post: 12, post_title: 'Kỹ sư phần mềm', enterprise_name: 'Công ty JobHub', candidate_name: 'An',
    title: 'Phỏng vấn vòng 1', interview_date: '2026-03-10T09:00:00Z', location: '1 Lê Lợi', meeting_link: null,
    note: null, status: 'scheduled', response_note: null, created_at: '2026-03-05T00:00:00Z', ...overrides,
  };
}

const criteriaFixture: Criteria = {
  id: 1, city: 'Hà Nội', experience: null, field: { id: 3, name: 'Công nghệ thông tin' }, position: null, scales: [],
  type_working: null, salary_min: 15_000_000, alert_frequency: 'off', created_at: '2026-03-01T00:00:00Z', updated_at: '2026-03-01T00:00:00Z',
};

const pdf = (size?: number) => {
  const bytes = new Uint8Array(size ?? 64);
  bytes.set([0x25, 0x50, 0x44, 0x46, 0x2d]);
  return new File([bytes], 'cv.pdf', { type: 'application/pdf' });
};
const fields = { post: 12, name: 'Nguyễn Văn An', email: ' An@Example.com ', phone_number: '0912 345 678', description: 'Xin chào' };

describe('createApplicationsApi', () => {
  it('sends the application as multipart with the CV as the cv part', async () => {
    const { client, calls } = setup(() => ok(application(), 201));
    const created = await createApplicationsApi(client).apply(fields, pdf());
    expect(created.id).toBe(42);
    const call = calls[0]!;
    expect(call.method).toBe('POST');
    expect(call.url).toBe('https://api.test/api/cv/create/');
    expect(call.headers.get('authorization')).toMatch(/^Bearer /);
    const form = call.body as FormData;
    expect(form.get('post')).toBe('12');
    expect(form.get('email')).toBe('an@example.com');
    expect((form.get('cv') as File).name).toBe('cv.pdf');
  });

  it('refuses a file that is not PDF/DOCX, too large, or whose bytes do not match, before sending', async () => {
    const { client, calls } = setup(() => ok(application(), 201));
    const api = createApplicationsApi(client);
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d])], 'cv.png', { type: 'image/png' });
    const fakePdf = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d])], 'cv.pdf', { type: 'application/pdf' });
    for (const [file, message] of [[png, MSG_CV_TYPE], [pdf(5 * 1024 * 1024 + 1), MSG_CV_TOO_LARGE], [fakePdf, MSG_CV_CONTENT]] as const) {
      const error = await api.apply(fields, file).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).fieldErrors.cv).toEqual([message]);
    }
    expect(calls).toHaveLength(0);
  });

  it('reports every invalid field at once, in Vietnamese', async () => {
    const { client, calls } = setup(() => ok(application(), 201));
    const error = (await createApplicationsApi(client).apply({ post: 12, name: ' ', email: 'x', phone_number: '12' }, null).catch((caught: unknown) => caught)) as ValidationError;
    expect(error.fieldErrors).toEqual({
      name: ['Vui lòng nhập họ tên'],
      email: ['Email không hợp lệ'],
      phone_number: ['Số điện thoại không hợp lệ'],
      cv: ['Vui lòng chọn file CV'],
    });
    expect(calls).toHaveLength(0);
  });

  it('exposes the daily limit refusal with its numbers', async () => {
    const body = { status: 403, message: 'Bạn đã đạt giới hạn 10 hồ sơ mỗi ngày', daily_limit: 10, applied_today: 10 };
    const { client } = setup(() => ({ status: 403, body }));
    const error = await createApplicationsApi(client).apply(fields, pdf()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(dailyLimitOf(error)).toEqual({ message: body.message, daily_limit: 10, applied_today: 10 });
    expect(dailyLimitOf(new Error('x'))).toBeNull();
  });

  it('lists own applications with counts, gets, withdraws and resolves the file URL', async () => {
    const page = { ...pageOf([application()]), counts: { total: 3, pending: 1, approved: 1, rejected: 1 } };
    const { client, calls } = setup((request) => {
      if (request.path === '/api/cv/') return ok(page);
      if (request.path === '/api/cv/42/') return ok(application());
      return text('Đã rút hồ sơ');
    });
    const api = createApplicationsApi(client);
    expect((await api.mine({ status: 'approved', page: 2 })).counts.total).toBe(3);
    expect(calls[0]!.url).toBe('https://api.test/api/cv/?status=approved&page=2');
    expect((await api.get(42)).post_title).toBe('Kỹ sư phần mềm');
    expect(await api.withdraw(42)).toBe('Đã rút hồ sơ');
    expect(calls[2]).toMatchObject({ method: 'POST', path: '/api/cv/42/withdraw/' });
    expect(await api.fileUrl(42)).toBe('https://api.test/uploads/cv/42.pdf');
  });

  it('checks a CV file on its own', async () => {
    expect(await checkCvFile(pdf())).toBeNull();
    expect(await checkCvFile(undefined)).toBe('Vui lòng chọn file CV');
  });
});

describe('createSavedJobsApi', () => {
  it('saves, unsaves by post id, lists and checks', async () => {
    const { client, calls } = setup((request) => {
      if (request.path === '/api/saved-posts/save/') return { status: 201, body: { status: 201, message: 'Đã lưu tin', data: { is_saved: true, saved_id: 9 } } };
      if (request.path === '/api/saved-posts/') return ok(pageOf([{ id: 9, post: postRowFixture({ id: 12 }), post_detail: postRowFixture({ id: 12 }), created_at: '2026-03-01T00:00:00Z' }]));
      if (request.path.endsWith('/check/')) return ok({ is_saved: true, saved_id: 9 });
      return text('Đã bỏ lưu');
    });
    const api = createSavedJobsApi(client);
    expect(await api.save(12)).toBe('Đã lưu tin');
    expect(calls[0]!.body).toEqual({ post_id: 12 });
    expect(await api.unsave(12)).toBe('Đã bỏ lưu');
    expect(calls[1]).toMatchObject({ method: 'DELETE', path: '/api/saved-posts/post/12/delete/' });
    await api.remove(9);
    expect(calls[2]).toMatchObject({ method: 'DELETE', path: '/api/saved-posts/9/delete/' });
    expect((await api.list({ page: 1 })).results[0]!.post.id).toBe(12);
    expect(await api.check(12)).toEqual({ is_saved: true, saved_id: 9 });
  });
});

describe('createCriteriaApi', () => {
  it('answers null when the candidate has no criteria (404)', async () => {
    const { client } = setup(() => text('Bạn chưa có tiêu chí tìm việc', 404));
    expect(await createCriteriaApi(client).get()).toBeNull();
  });

  it('answers null for the 200 with data null that servers send since issue 26', async () => {
    const { client } = setup(() => ({ status: 200, body: { status: 200, message: 'Bạn chưa có tiêu chí tìm việc', data: null } }));
    expect(await createCriteriaApi(client).get()).toBeNull();
  });

  it('creates, updates and deletes, checking the body with the contract first', async () => {
    const { client, calls } = setup((request) => (request.method === 'DELETE' ? text('Đã xóa tiêu chí') : ok(criteriaFixture)));
    const api = createCriteriaApi(client);
    expect((await api.create({ city: 'Hà Nội', salary_min: 15_000_000 })).id).toBe(1);
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/criteria/create/', body: { city: 'Hà Nội', salary_min: 15_000_000 } });
    await api.update({ city: null });
    expect(calls[1]).toMatchObject({ method: 'PUT', path: '/api/criteria/update/', body: { city: null } });
    expect(await api.remove()).toBe('Đã xóa tiêu chí');
    const error = (await api.create({ salary_min: 1.5 }).catch((caught: unknown) => caught)) as ValidationError;
    expect(error.fieldErrors.salary_min).toEqual(['Mức lương phải là số nguyên (VND)']);
    expect(calls).toHaveLength(3);
  });

  it('passes other errors through', async () => {
    const { client } = setup(() => text('Lỗi máy chủ', 500));
    await expect(createCriteriaApi(client).get()).rejects.toBeInstanceOf(ApiError);
  });
});

describe('createRecommendationsApi', () => {
  it('answers null without criteria and a page otherwise', async () => {
    let hasCriteria = false;
    const { client, calls } = setup(() =>
      hasCriteria ? ok(pageOf([{ ...postRowFixture(), score: 87 }])) : text('Bạn chưa có tiêu chí tìm việc', 404),
    );
    const api = createRecommendationsApi(client);
    expect(await api.list()).toBeNull();
    hasCriteria = true;
    expect((await api.list(2))!.results[0]!.score).toBe(87);
    expect(calls[1]!.url).toBe('https://api.test/api/posts/recommended/?page=2');
  });
});

describe('createRecommendationsApi without criteria, as servers answer since issue 26', () => {
  it('answers null for the empty page marked has_criteria: false, and a page when it is true', async () => {
    let hasCriteria = false;
    const { client } = setup(() =>
      hasCriteria
        ? ok({ ...pageOf([{ ...postRowFixture(), score: 87 }]), has_criteria: true })
        : ok({ results: [], total: 0, page: 1, total_pages: 0, page_size: 10, has_criteria: false }),
    );
    const api = createRecommendationsApi(client);
    expect(await api.list()).toBeNull();
    hasCriteria = true;
    expect((await api.list())!.results[0]!.score).toBe(87);
  });
});

describe('createInterviewsApi', () => {
  it('lists the interviews of one application and responds', async () => {
    const { client, calls } = setup((request) => {
      if (request.method === 'POST') return { status: 200, body: { status: 200, message: 'Đã phản hồi', data: interview({ status: 'accepted' }) } };
      return ok(pageOf([interview()]));
    });
    const api = createInterviewsApi(client);
    expect((await api.mine({ cv: 42 })).results.map((row) => row.id)).toEqual([5]);
    expect(calls[0]!.url).toBe('https://api.test/api/interviews/?cv=42');
    const result = await api.respond(5, { response: 'accepted' });
    expect(result).toMatchObject({ message: 'Đã phản hồi', interview: { status: 'accepted' } });
    expect(calls[1]).toMatchObject({ path: '/api/interviews/5/respond/', body: { response: 'accepted' } });
  });
});

describe('createProfileApi and createReportsApi', () => {
  const profile = {
    user_id: 7, username: 'an', email: 'an@example.com', fullname: 'Nguyễn Văn An', gender: 'male', role: 'candidate',
    is_active: true, is_premium: false, premium_expiry: null, balance: 0, name_display: 'An', avatar: null,
  };

  it('updates the profile and changes the password after checking the confirmation', async () => {
    const pair = { access: accessToken({}, NOW), refresh: 'refresh-2' };
    const { client, calls } = setup((request) =>
      request.path === '/api/change-password/' ? { status: 200, body: { status: 200, message: 'Đổi mật khẩu thành công', data: pair } } : ok(profile),
    );
    const api = createProfileApi(client);
    expect((await api.update({ fullname: ' Nguyễn Văn An ', gender: 'male' })).fullname).toBe('Nguyễn Văn An');
    expect(calls[0]).toMatchObject({ method: 'PUT', path: '/api/profile/update/', body: { fullname: 'Nguyễn Văn An', gender: 'male' } });
    const mismatch = (await api
      .changePassword({ current_password: 'old-pass', new_password: 'new-pass-1', confirm_password: 'other' })
      .catch((caught: unknown) => caught)) as ValidationError;
    expect(mismatch.fieldErrors.confirm_password).toEqual(['Mật khẩu xác nhận không khớp']);
    expect(await api.changePassword({ current_password: 'old-pass', new_password: 'new-pass-1', confirm_password: 'new-pass-1' })).toBe(
      'Đổi mật khẩu thành công',
    );
    expect(client.http.tokens.getRefresh()).toBe('refresh-2'); // the server ended the other sessions; this one goes on
    expect((await api.get()).email).toBe('an@example.com');
  });

  it('keeps the user signed in after a password change by storing the fresh pair the server sends', async () => {
    const pair = { access: accessToken({ fullname: 'Sau khi đổi' }, NOW), refresh: 'refresh-2' };
    const { client } = setup(() => ({ status: 200, body: { status: 200, message: 'Đổi mật khẩu thành công!', data: pair } }));
    const body = { current_password: 'old-pass', new_password: 'new-pass-1', confirm_password: 'new-pass-1' };
    expect(await createProfileApi(client).changePassword(body)).toBe('Đổi mật khẩu thành công!');
    expect(client.http.tokens.getRefresh()).toBe('refresh-2');
    expect(client.http.tokens.getAccess()).toBe(pair.access);
    expect(client.$session.get().status).toBe('authenticated');
  });

  it('sets the first password of an account without one, with no current password, and stays signed in', async () => {
    const pair = { access: accessToken({}, NOW), refresh: 'refresh-3' };
    const { client, calls } = setup(() => ({ status: 200, body: { status: 200, message: 'Đặt mật khẩu thành công!', data: pair } }));
    const api = createProfileApi(client);
    const mismatch = (await api.setPassword({ new_password: 'new-pass-1', confirm_password: 'other' }).catch((caught: unknown) => caught)) as ValidationError;
    expect(mismatch.fieldErrors.confirm_password).toEqual(['Mật khẩu xác nhận không khớp']);
    expect(calls).toHaveLength(0);
    expect(await api.setPassword({ new_password: 'new-pass-1', confirm_password: 'new-pass-1' })).toBe('Đặt mật khẩu thành công!');
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/set-password/', body: { new_password: 'new-pass-1', confirm_password: 'new-pass-1' } });
    expect(client.http.tokens.getRefresh()).toBe('refresh-3');
  });

  it('reads has_password and phone_number, and an older server’s profile without them as a password and no phone', async () => {
    const { client } = setup(() => ok({ ...profile, phone_number: '0912 345 678', has_password: false }));
    expect(await createProfileApi(client).get()).toMatchObject({ phone_number: '0912 345 678', has_password: false });
    // `profile` is such an answer: it has neither field.
    const { client: old } = setup(() => ok(profile));
    expect(await createProfileApi(old).get()).toMatchObject({ phone_number: null, has_password: true });
  });

  it('reports a post with a reason of at least 5 characters', async () => {
    const { client, calls } = setup(() => text('Cảm ơn bạn đã báo cáo', 201));
    const reports = createReportsApi(client);
    const error = (await reports.report(12, 'xấu').catch((caught: unknown) => caught)) as ValidationError;
    expect(error.message).toBe('Lý do phải có ít nhất 5 ký tự');
    expect(await reports.report(12, 'Tin lừa đảo, yêu cầu nộp phí')).toBe('Cảm ơn bạn đã báo cáo');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toEqual({ post: 12, reason: 'Tin lừa đảo, yêu cầu nộp phí' });
  });
});

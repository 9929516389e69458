import { describe, expect, it } from 'vitest';
import type { Application } from '../contract/applications';
import type { EmployerPostRow, EmployerStatistics } from '../contract/employer';
import { ApiError, SdkError, ValidationError } from '../http/errors';
import { createMemoryStorage } from '../lib/memory-storage';
import { silentLogger } from '../lib/logger';
import { createFakeFetch, type FakeAnswer, type RecordedRequest } from '../testing/fake-fetch';
import { accessToken } from '../testing/fake-jwt';
import { pageOf, postDetailFixture, postRowFixture } from '../testing/fixtures';
import { createAdminApi } from '../api/admin';
import { createApplicantsApi } from '../api/applicants';
import { createClient } from './client';
import { createEmployerPostsApi, postingLimit } from '../api/employer-posts';
import { createStatisticsApi } from '../api/statistics';

const NOW = Date.UTC(2026, 2, 5, 10);

function setup(handler: (request: RecordedRequest) => FakeAnswer) {
  const fake = createFakeFetch(handler);
  const storage = createMemoryStorage({ token: accessToken({ role: 'employer' }, NOW), refreshToken: 'r1', user_role: 'employer' });
  const client = createClient({ baseUrl: 'https://api.test', fetch: fake.fetch, storage, now: () => NOW, logger: silentLogger });
  return { client, calls: fake.calls };
}

const ok = (data: unknown, message?: string): FakeAnswer => ({ status: 200, body: { status: 200, message, data } });

function employerRow(overrides: Partial<EmployerPostRow> = {}): EmployerPostRow {
  return { ...postRowFixture(), is_active: true, is_removed: false, is_expired: false, total_cvs: 3, new_cvs: 1, ...overrides };
}

function applicationFixture(overrides: Partial<Application> = {}): Application {
  return {
    id: 5, post: 1, post_title: 'Kỹ sư phần mềm', enterprise: 1, enterprise_name: 'Công ty JobHub', enterprise_logo: null,
    user: 9, name: 'Nguyễn Văn A', email: 'a@example.com', phone_number: '0901234567', description: '', cv_file: '/uploads/cv.pdf',
    cv_file_name: 'cv.pdf', cv_file_type: 'pdf', status: 'pending', is_viewed: false, note: null, contact_masked: false,
    created_at: '2026-03-01T00:00:00Z', updated_at: '2026-03-01T00:00:00Z', ...overrides,
  };
}

const VALID_POST = {
  title: 'Kỹ sư phần mềm', position: 2, city: 'Hà Nội', experience: '1-2 năm', level: 'Junior', type_working: 'Toàn thời gian',
  quantity: 2, salary_min: 15_000_000, salary_max: 25_000_000, description: 'Mô tả', required: 'Yêu cầu', interest: 'Quyền lợi',
  deadline: '2026-04-30',
} as const;

describe('createEmployerPostsApi', () => {
  it('lists own posts with the status and q filters and parses rows with the contract', async () => {
    const { client, calls } = setup(() => ok(pageOf([employerRow()])));
    const page = await createEmployerPostsApi(client).list({ status: 'hidden', q: 'kỹ sư' });
    expect(page.results[0]!.total_cvs).toBe(3);
    expect(calls[0]!.url).toBe('https://api.test/api/posts/enterprise/?status=hidden&q=k%E1%BB%B9+s%C6%B0');
    expect(calls[0]!.headers.get('authorization')).toMatch(/^Bearer /);
  });

  it('refuses an invalid post before sending, with the contract messages per field', async () => {
    const { client, calls } = setup(() => ok({ id: 1 }));
    const error = await createEmployerPostsApi(client)
      .create({ ...VALID_POST, title: 'abc', salary_min: null, salary_max: null })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fieldErrors.title).toEqual(['Tiêu đề phải có ít nhất 5 ký tự']);
    expect((error as ValidationError).fieldErrors.salary_min).toEqual(['Vui lòng nhập mức lương hoặc chọn thỏa thuận']);
    expect(calls).toHaveLength(0);
  });

  it('creates and updates with the parsed body and reads the id', async () => {
    const detail = { ...postDetailFixture({ id: 44 }), is_removed: false, total_cvs: 0 };
    const { client, calls } = setup(() => ({ status: 201, body: { status: 201, data: detail } }));
    const posts = createEmployerPostsApi(client);
    await expect(posts.create(VALID_POST)).resolves.toEqual({ id: 44 });
    await posts.update(44, { ...VALID_POST, is_salary_negotiable: true, salary_min: null, salary_max: null });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/posts/create/', 'PUT /api/posts/update/44/']);
    expect(calls[0]!.body).toMatchObject({ title: 'Kỹ sư phần mềm', is_salary_negotiable: false, quantity: 2 });
  });

  it('reads the posting limit of a 403 answer', async () => {
    const { client } = setup(() => ({
      status: 403,
      body: { status: 403, message: 'Bạn đã đạt giới hạn tin đăng', current_posts: 3, max_posts: 3 },
    }));
    const error = await createEmployerPostsApi(client).create(VALID_POST).catch((caught: unknown) => caught);
    expect(postingLimit(error)).toEqual({ current_posts: 3, max_posts: 3, message: 'Bạn đã đạt giới hạn tin đăng' });
    expect(postingLimit(new Error('x'))).toBeNull();
  });

  it('toggles and deletes with the server messages, and reads the detail', async () => {
    const { client, calls } = setup((request) => {
      if (request.method === 'DELETE') return { status: 200, body: { status: 200, message: 'Đã xóa tin tuyển dụng' } };
      if (request.method === 'PUT') return ok({ is_active: false }, 'Đã ẩn tin');
      return ok({ ...postDetailFixture({ id: 4 }), is_removed: false, total_cvs: 3 });
    });
    const posts = createEmployerPostsApi(client);
    await expect(posts.toggleStatus(4)).resolves.toEqual({ message: 'Đã ẩn tin', is_active: false });
    await expect(posts.remove(4)).resolves.toBe('Đã xóa tin tuyển dụng');
    await expect(posts.get(4)).resolves.toMatchObject({ id: 4, total_cvs: 3 });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'PUT /api/post/4/toggle-status/',
      'DELETE /api/posts/delete/4/',
      'GET /api/post/enterprise/4/',
    ]);
  });

  it('passes a refusal (post still active) to the caller as ApiError', async () => {
    const { client } = setup(() => ({ status: 400, body: { status: 400, message: 'Không thể xóa tin đang hoạt động' } }));
    const error = await createEmployerPostsApi(client).remove(4).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).userMessage).toBe('Không thể xóa tin đang hoạt động');
  });
});

describe('createApplicantsApi', () => {
  const counts = { total: 2, pending: 1, approved: 1, rejected: 0 };

  it('lists a post’s applicants with status and viewed filters and the counts', async () => {
    const { client, calls } = setup(() => ok({ ...pageOf([applicationFixture()]), counts }));
    const page = await createApplicantsApi(client).listForPost(12, { status: 'pending', is_viewed: false });
    expect(page.counts).toEqual(counts);
    expect(calls[0]!.url).toBe('https://api.test/api/cv/post/12/?status=pending&is_viewed=false');
  });

  it('merges the latest applicants of several posts, newest first', async () => {
    const { client, calls } = setup((request) =>
      request.path === '/api/cv/post/1/'
        ? ok({ ...pageOf([applicationFixture({ id: 1, created_at: '2026-03-01T00:00:00Z' })]), counts })
        : ok({ ...pageOf([applicationFixture({ id: 2, created_at: '2026-03-03T00:00:00Z' }), applicationFixture({ id: 3, created_at: '2026-02-01T00:00:00Z' })]), counts }),
    );
    const latest = await createApplicantsApi(client).recent([1, 2], 2);
    expect(latest.map((a) => a.id)).toEqual([2, 1]);
    expect(calls.every((c) => c.url.includes('page_size=2'))).toBe(true);
  });

  it('reads the CV file as a Blob with the token', async () => {
    const { client, calls } = setup(() => new Response(new Blob(['%PDF-1.4'], { type: 'application/pdf' }), { status: 200, headers: { 'content-type': 'application/pdf' } }));
    const blob = await createApplicantsApi(client).file(5);
    expect(blob.type).toBe('application/pdf');
    expect(await blob.text()).toBe('%PDF-1.4');
    expect(calls[0]!.headers.get('authorization')).toMatch(/^Bearer /);
  });

  it('changes the status with a note, writes a note and marks viewed', async () => {
    const { client, calls } = setup(() => ok(applicationFixture(), 'Cập nhật thành công'));
    const api = createApplicantsApi(client);
    await expect(api.setStatus(5, 'approved', 'Hẹn phỏng vấn')).resolves.toBe('Cập nhật thành công');
    await api.setNote(5, 'Ghi chú');
    await api.markViewed(5);
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ['PUT', '/api/cv/5/status/', { status: 'approved', note: 'Hẹn phỏng vấn' }],
      ['PUT', '/api/cv/5/note/', { note: 'Ghi chú' }],
      ['POST', '/api/cv/mark-as-viewed/5/', undefined],
    ]);
  });

  it('needs a place or a meeting link for an interview', async () => {
    const scheduled = {
      id: 3, cv: 5, post: 1, post_title: 'Kỹ sư phần mềm', enterprise_name: 'Công ty JobHub', candidate_name: 'Nguyễn Văn A', title: 'Phỏng vấn',
      interview_date: '2026-03-10T02:00:00.000Z', location: 'Tầng 3', meeting_link: null, note: null, status: 'scheduled', response_note: null,
      created_at: '2026-03-05T10:00:00.000Z',
    };
    const { client, calls } = setup(() => ({ status: 201, body: { status: 201, message: 'Đã lên lịch phỏng vấn', data: scheduled } }));
    const api = createApplicantsApi(client);
    const error = await api.scheduleInterview({ cv: 5, title: 'Phỏng vấn', interview_date: '2026-03-10T09:00:00+07:00' }).catch((caught: unknown) => caught);
    expect((error as ValidationError).fieldErrors.location).toEqual(['Vui lòng nhập địa điểm hoặc liên kết họp']);
    await expect(api.scheduleInterview({ cv: 5, title: 'Phỏng vấn', interview_date: '2026-03-10T09:00:00+07:00', location: 'Tầng 3' })).resolves.toBe('Đã lên lịch phỏng vấn');
    expect(calls).toHaveLength(1);
  });
});

describe('createStatisticsApi', () => {
  const stats: EmployerStatistics = {
    total_posts: 4, active_posts: 2, expired_posts: 1, total_applicants: 10, pending_applicants: 5, approved_applicants: 3,
    rejected_applicants: 2, total_interviews: 1, upcoming_interviews: 1, completed_interviews: 0,
    monthly_stats: [{ month: '03/2026', applicants: 4, posts: 1 }], post_stats: [],
  };

  it('reads the employer figures and refuses an answer that breaks the contract', async () => {
    let answer: unknown = stats;
    const { client, calls } = setup(() => ok(answer));
    const api = createStatisticsApi(client);
    await expect(api.employer()).resolves.toEqual(stats);
    answer = { ...stats, total_posts: 'four' };
    const error = await api.enterprise().catch((caught: unknown) => caught);
    expect((error as SdkError).code).toBe('invalid_response');
    expect(calls.map((c) => c.path)).toEqual(['/api/statistics/', '/api/statistics/']); // one endpoint; API.md's second path is its alias
  });
});

describe('createAdminApi', () => {
  it('lists pending companies and open reports, and sends the moderation actions', async () => {
    const { client, calls } = setup((request) =>
      request.method === 'POST' ? { status: 200, body: { status: 200, message: 'Đã duyệt' } } : ok(pageOf([])),
    );
    const admin = createAdminApi(client);
    await admin.enterprises({ status: 'pending', page: 2 });
    await admin.reports({ status: 'open' });
    await expect(admin.approveEnterprise(3)).resolves.toBe('Đã duyệt');
    await admin.rejectEnterprise(3);
    await admin.takeDownReport(8);
    await admin.dismissReport(9);
    expect(calls.map((c) => `${c.method} ${c.url.replace('https://api.test', '')}`)).toEqual([
      'GET /api/admin/enterprises/?status=pending&page=2',
      'GET /api/admin/reports/?status=open',
      'POST /api/admin/enterprises/3/approve/',
      'POST /api/admin/enterprises/3/reject/',
      'POST /api/admin/reports/8/take-down/',
      'POST /api/admin/reports/9/dismiss/',
    ]);
  });
});

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeFetch, fail, ok, type FakeRequest, type FakeRoutes } from '../../test/site-harness';
import { fakeAccessToken, postDetail, renderPage } from '../browse/test-utils';
import { PostCreatePage, PostEditPage } from './post-form';

function setup(routes: FakeRoutes = {}) {
  const fake = createFakeFetch({
    'GET /api/fields/': () => ok([{ id: 1, name: 'Công nghệ thông tin' }]),
    'GET /api/positions/field/1/': () => ok([{ id: 11, name: 'Lập trình viên', field: 1 }]),
    ...routes,
  });
  const token = fakeAccessToken({ user_id: 7, role: 'employer' });
  const view = renderPage(<PostCreatePage />, { url: '/employer/posts/create', path: '/employer/posts/create', fetch: fake.fetch, token });
  return { requests: fake.requests, currentLocation: view.location };
}

async function form() {
  return screen.findByRole('form', { name: 'Đăng tin tuyển dụng' });
}

function change(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

/** Pastes text into a rich-text field's editor (a paste event with clipboard data, as a browser sends). */
async function pasteInto(label: RegExp, text: string) {
  const area = await screen.findByRole('textbox', { name: label });
  const event = new Event('paste', { bubbles: true, cancelable: true });
  Object.assign(event, { clipboardData: { getData: (type: string) => (type === 'text/plain' ? text : ''), types: ['text/plain'] } });
  act(() => void area.dispatchEvent(event));
}

async function fillValidPost() {
  const post = await form();
  await within(post).findByRole('option', { name: 'Công nghệ thông tin' });
  change(/^Tiêu đề/, 'Kỹ sư kiểm thử phần mềm');
  change(/^Ngành nghề/, '1');
  await within(post).findByRole('option', { name: 'Lập trình viên' });
  change(/^Vị trí/, '11');
  change(/^Tỉnh\/Thành phố/, 'Hồ Chí Minh');
  change(/^Kinh nghiệm/, '1-2 năm');
  change(/^Cấp bậc/, 'Junior');
  change(/^Hình thức làm việc/, 'Toàn thời gian');
  change(/^Số lượng tuyển/, '2');
  change(/^Hạn nộp hồ sơ/, '2099-12-31');
  change(/^Lương tối thiểu/, '12,5');
  change(/^Lương tối đa/, '20');
  await pasteInto(/^Mô tả công việc/, 'Kiểm thử phần mềm.');
  await pasteInto(/^Yêu cầu ứng viên/, 'Cẩn thận.');
  await pasteInto(/^Quyền lợi/, 'Lương tháng 13.');
}

/** The 201 answer of POST /api/posts/create/: the new post as its owner sees it. */
const created = (id: number) => ({ status: 201, body: { status: 201, data: { ...postDetail({ id }), is_removed: false, total_cvs: 0 } } });

const creates = (requests: FakeRequest[]) => requests.filter((r) => r.path === '/api/posts/create/');

describe('employer post form', () => {
  it('marks the missing choices with their messages and sends nothing', async () => {
    const { requests } = setup();
    fireEvent.click(within(await form()).getByRole('button', { name: 'Đăng tin' }));
    expect(await screen.findByText('Vui lòng kiểm tra lại các trường được đánh dấu')).toBeTruthy();
    for (const message of ['Vui lòng chọn ngành nghề', 'Vui lòng chọn vị trí', 'Vui lòng chọn tỉnh/thành phố', 'Vui lòng chọn kinh nghiệm', 'Vui lòng chọn cấp bậc', 'Vui lòng chọn hình thức làm việc']) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(screen.getByLabelText(/^Vị trí/).getAttribute('aria-invalid')).toBe('true');
    expect(creates(requests)).toHaveLength(0);
  });

  it('refuses a salary that is not a number, then the contract rules, before sending', async () => {
    const { requests } = setup();
    await fillValidPost();
    change(/^Lương tối thiểu/, 'mười');
    fireEvent.click(screen.getByRole('button', { name: 'Đăng tin' }));
    expect(await screen.findByText('Mức lương phải là số')).toBeTruthy();

    change(/^Lương tối thiểu/, '30');
    change(/^Tiêu đề/, 'Kỹ');
    fireEvent.click(screen.getByRole('button', { name: 'Đăng tin' }));
    expect(await screen.findByText('Tiêu đề phải có ít nhất 5 ký tự')).toBeTruthy();
    expect(screen.getByText('Lương tối thiểu phải nhỏ hơn hoặc bằng lương tối đa')).toBeTruthy();
    expect(creates(requests)).toHaveLength(0);
  });

  it('sends the post with salaries in VND and opens it', async () => {
    const { requests, currentLocation } = setup({ 'POST /api/posts/create/': () => created(42) });
    await fillValidPost();
    fireEvent.click(screen.getByRole('button', { name: 'Đăng tin' }));
    await waitFor(() => expect(currentLocation()).toBe('/employer/posts/42'));
    expect(creates(requests)[0]?.body).toEqual({
      title: 'Kỹ sư kiểm thử phần mềm',
      position: 11,
      city: 'Hồ Chí Minh',
      district: null,
      detail_address: null,
      experience: '1-2 năm',
      level: 'Junior',
      type_working: 'Toàn thời gian',
      time_working: null,
      quantity: 2,
      salary_min: 12_500_000,
      salary_max: 20_000_000,
      is_salary_negotiable: false,
      description: '<p>Kiểm thử phần mềm.</p>',
      required: '<p>Cẩn thận.</p>',
      interest: '<p>Lương tháng 13.</p>',
      deadline: '2099-12-31',
    });
  });

  it('sends no salary when it is negotiable (the salary inputs are disabled)', async () => {
    const { requests, currentLocation } = setup({ 'POST /api/posts/create/': () => created(43) });
    await fillValidPost();
    change(/^Lương tối thiểu/, 'không số');
    fireEvent.click(screen.getByLabelText('Lương thỏa thuận'));
    expect((screen.getByLabelText(/^Lương tối thiểu/) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Đăng tin' }));
    await waitFor(() => expect(currentLocation()).toBe('/employer/posts/43'));
    expect(creates(requests)[0]?.body).toMatchObject({ salary_min: null, salary_max: null, is_salary_negotiable: true });
  });

  it("puts the server's field errors on their fields", async () => {
    setup({ 'POST /api/posts/create/': () => fail(400, 'Dữ liệu không hợp lệ', { deadline: ['Hạn nộp hồ sơ phải sau hôm nay'] }) });
    await fillValidPost();
    fireEvent.click(screen.getByRole('button', { name: 'Đăng tin' }));
    expect(await screen.findByText('Hạn nộp hồ sơ phải sau hôm nay')).toBeTruthy();
    expect(screen.getByText('Dữ liệu không hợp lệ')).toBeTruthy();
    expect(screen.getByLabelText(/^Hạn nộp hồ sơ/).getAttribute('aria-invalid')).toBe('true');
  });
});

describe('editing a post', () => {
  it('shows the stored HTML formatted in the editors and sends the edited HTML', { timeout: 20_000 }, async () => {
    const stored = {
      ...postDetail({ id: 42, deadline: '2099-12-31', is_active: false }),
      position: { id: 11, name: 'Lập trình viên' },
      field: { id: 1, name: 'Công nghệ thông tin' },
      // As the API answers (issue 26): plain text under the old names, the stored HTML in *_html,
      // which the form must read or the formatting is lost.
      description: 'Phát triển dịch vụ',
      required: '• TypeScript',
      interest: 'Lương tháng 13',
      description_html: '<p>Phát triển <strong>dịch vụ</strong></p>',
      required_html: '<ul><li>TypeScript</li></ul>',
      interest_html: '<p>Lương tháng 13</p>',
      is_removed: false,
      total_cvs: 0,
    };
    const fake = createFakeFetch({
      'GET /api/fields/': () => ok([{ id: 1, name: 'Công nghệ thông tin' }]),
      'GET /api/positions/field/1/': () => ok([{ id: 11, name: 'Lập trình viên', field: 1 }]),
      'GET /api/post/enterprise/42/': () => ok(stored),
      'PUT /api/posts/update/42/': (request) => ok({ ...stored, ...(request.body as object) }),
    });
    const token = fakeAccessToken({ user_id: 7, role: 'employer' });
    renderPage(<PostEditPage />, { url: '/employer/posts/42/edit', path: '/employer/posts/:id/edit', fetch: fake.fetch, token });

    const description = await screen.findByRole('textbox', { name: /^Mô tả công việc/ });
    const required = await screen.findByRole('textbox', { name: /^Yêu cầu ứng viên/ });
    await waitFor(() => expect(description.querySelector('strong')?.textContent).toBe('dịch vụ'));
    expect(description.textContent).toBe('Phát triển dịch vụ');
    // (The field and position selects come up blank in jsdom, on main too: picked again here.)
    await screen.findByRole('option', { name: 'Công nghệ thông tin' });
    change(/^Ngành nghề/, '1');
    await screen.findByRole('option', { name: 'Lập trình viên' });
    change(/^Vị trí/, '11');
    // The fixed choices show the stored values (they came up blank in the edit form before).
    expect((screen.getByLabelText(/^Tỉnh\/Thành phố/) as HTMLSelectElement).value).toBe('Hà Nội');
    expect((screen.getByLabelText(/^Cấp bậc/) as HTMLSelectElement).value).toBe('Junior');
    expect(required.querySelector('ul li')?.textContent).toBe('TypeScript');
    expect(screen.queryByText(/<p>|<li>/)).toBeNull();

    // The caret is at the start of the requirements: a pasted line joins the list item; bold it from the toolbar.
    await pasteInto(/^Yêu cầu ứng viên/, 'Node.js, ');
    const toolbar = screen.getByRole('toolbar', { name: 'Định dạng: Quyền lợi' });
    await pasteInto(/^Quyền lợi/, 'Thưởng, ');
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Danh sách dấu chấm' }));

    fireEvent.click(screen.getByRole('button', { name: 'Lưu thay đổi' }));
    await waitFor(() => expect(fake.requests.some((request) => request.method === 'PUT')).toBe(true));
    const body = fake.requests.find((request) => request.method === 'PUT')!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      description: '<p>Phát triển <strong>dịch vụ</strong></p>',
      required: '<ul><li>Node.js, TypeScript</li></ul>',
      interest: '<ul><li>Thưởng, Lương tháng 13</li></ul>',
    });
  });
});

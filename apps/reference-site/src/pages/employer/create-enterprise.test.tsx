import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ENTERPRISE, currentLocation, fail, ok, renderSite, signedIn, type FakeRequest } from '../../test/site-harness';

function setup(createAnswer: (request: FakeRequest) => ReturnType<typeof ok>) {
  let created = false;
  return renderSite('/employer/create-enterprise', {
    storage: signedIn({ role: 'employer' }),
    routes: {
      'GET /api/enterprises/user/': () => (created ? ok(ENTERPRISE) : fail(404, 'Không tìm thấy')),
      'POST /api/enterprises/create/': (request) => {
        const answer = createAnswer(request);
        created = (answer.status ?? 200) < 300;
        return answer;
      },
    },
  });
}

describe('create enterprise', () => {
  it('refuses an invalid website with the SPEC §5 message, without sending', async () => {
    const { requests } = setup(() => ({ ...ok(ENTERPRISE), status: 201 }));
    fireEvent.change(await screen.findByLabelText(/^Tên công ty/), { target: { value: 'Sao Việt' } });
    fireEvent.change(screen.getByLabelText(/^Website/), { target: { value: 'saoviet' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tạo doanh nghiệp' }));
    expect(
      await screen.findByText('URL website không hợp lệ. Vui lòng nhập đúng định dạng (ví dụ: https://example.com)'),
    ).toBeTruthy();
    expect(requests.some((r) => r.path === '/api/enterprises/create/')).toBe(false);
  });

  it('sends only the filled fields, toasts success and opens /employer', async () => {
    const { requests } = setup(() => ({ ...ok(ENTERPRISE), status: 201 }));
    fireEvent.change(await screen.findByLabelText(/^Tên công ty/), { target: { value: 'Sao Việt' } });
    fireEvent.change(screen.getByLabelText(/^Địa chỉ/), { target: { value: '12 Lê Lợi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tạo doanh nghiệp' }));
    expect(await screen.findByText('Tạo doanh nghiệp thành công!')).toBeTruthy();
    await waitFor(() => expect(currentLocation()).toBe('/employer'));
    const body = requests.find((r) => r.path === '/api/enterprises/create/')?.body as FormData;
    expect([...body.keys()].sort()).toEqual(['address', 'company_name']);
  });

  it('shows the server message and field errors, and stores the error notification', async () => {
    setup(() => fail(400, 'Mã số thuế đã tồn tại', { tax: ['Mã số thuế đã tồn tại'] }));
    fireEvent.change(await screen.findByLabelText(/^Tên công ty/), { target: { value: 'Sao Việt' } });
    fireEvent.change(screen.getByLabelText(/^Mã số thuế/), { target: { value: '0312345678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tạo doanh nghiệp' }));
    await waitFor(() => expect(screen.getAllByText('Mã số thuế đã tồn tại').length).toBeGreaterThanOrEqual(2));
    expect(screen.getByLabelText(/^Mã số thuế/).getAttribute('aria-invalid')).toBe('true');
    expect(JSON.parse(localStorage.getItem('notification') ?? 'null')).toEqual({
      type: 'error',
      message: 'Mã số thuế đã tồn tại',
      show: true,
    });
  });

  it('falls back to "Không thể tạo doanh nghiệp"', async () => {
    setup(() => ({ status: 500, body: null }));
    fireEvent.change(await screen.findByLabelText(/^Tên công ty/), { target: { value: 'Sao Việt' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tạo doanh nghiệp' }));
    expect((await screen.findAllByText('Không thể tạo doanh nghiệp')).length).toBeGreaterThan(0);
  });

  it('checks the uploads by their bytes and size before sending, as the edit form does', async () => {
    const { requests } = setup(() => ({ ...ok(ENTERPRISE), status: 201 }));
    fireEvent.change(await screen.findByLabelText(/^Tên công ty/), { target: { value: 'Sao Việt' } });
    const logo = screen.getByLabelText(/^Logo công ty/);
    fireEvent.change(logo, { target: { files: [new File(['hello'], 'logo.png', { type: 'image/png' })] } });
    expect(await screen.findByText('Tệp phải là ảnh PNG, JPG, GIF hoặc WEBP')).toBeTruthy();
    const oversized = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'giay-phep.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText(/^Giấy phép kinh doanh/), { target: { files: [oversized] } });
    expect(await screen.findByText('Tệp tối đa 5 MB')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Tạo doanh nghiệp' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(requests.some((r) => r.path === '/api/enterprises/create/')).toBe(false);

    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'logo.png', { type: 'image/png' });
    fireEvent.change(logo, { target: { files: [png] } });
    await waitFor(() => expect(screen.queryByText('Tệp phải là ảnh PNG, JPG, GIF hoặc WEBP')).toBeNull());
    fireEvent.change(screen.getByLabelText(/^Giấy phép kinh doanh/), { target: { files: [new File(['%PDF-1.7'], 'giay-phep.pdf')] } });
    await waitFor(() => expect(screen.queryByText('Tệp tối đa 5 MB')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Tạo doanh nghiệp' }));
    await waitFor(() => expect(currentLocation()).toBe('/employer'));
    const body = requests.find((r) => r.path === '/api/enterprises/create/')?.body as FormData;
    expect([...body.keys()].sort()).toEqual(['business_certificate', 'company_name', 'logo']);
  });
});

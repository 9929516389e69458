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
});

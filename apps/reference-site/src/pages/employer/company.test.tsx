import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ENTERPRISE, currentLocation, ok, renderSite, signedIn, type FakeRequest } from '../../test/site-harness';

function setup() {
  return renderSite('/employer/company/edit', {
    storage: signedIn({ role: 'employer' }),
    routes: {
      'GET /api/enterprises/user/': () => ok(ENTERPRISE),
      'PUT /api/enterprises/update/': () => ok(ENTERPRISE),
    },
  });
}

const updates = (requests: FakeRequest[]) => requests.filter((r) => r.path === '/api/enterprises/update/');

describe('edit company', () => {
  it('starts from the saved values and sends the filled fields, trimmed, leaving emptied ones out', async () => {
    const { requests } = setup();
    const name = (await screen.findByLabelText(/^Tên công ty/)) as HTMLInputElement;
    expect(name.value).toBe('Công ty TNHH Sao Việt');
    fireEvent.change(name, { target: { value: '  Sao Việt Mới  ' } });
    fireEvent.change(screen.getByLabelText(/^Mã số thuế/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lưu thay đổi' }));
    await waitFor(() => expect(currentLocation()).toBe('/employer/company'));
    const body = updates(requests)[0]?.body as FormData;
    expect(body.get('company_name')).toBe('Sao Việt Mới');
    expect(body.has('tax')).toBe(false);
    expect(body.get('link_web_site')).toBe('https://saoviet.vn');
  });

  it('refuses an invalid website without sending', async () => {
    const { requests } = setup();
    fireEvent.change(await screen.findByLabelText(/^Website/), { target: { value: 'saoviet' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lưu thay đổi' }));
    expect(await screen.findByText(/URL website không hợp lệ/)).toBeTruthy();
    expect(updates(requests)).toHaveLength(0);
  });

  it('refuses a logo that is not an image by its bytes, and does not send', async () => {
    const { requests } = setup();
    const logo = await screen.findByLabelText(/^Logo công ty/);
    fireEvent.change(logo, { target: { files: [new File(['hello'], 'logo.png', { type: 'image/png' })] } });
    expect(await screen.findByText('Tệp phải là ảnh PNG, JPG, GIF hoặc WEBP')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Lưu thay đổi' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(updates(requests)).toHaveLength(0);
  });
});

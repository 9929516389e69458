/** The apply form starts from the phone kept on the profile (issue 26): no typing it every time. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, renderSite, signedIn, type FakeRequest, PROFILE } from '../../test/site-harness';
import { postDetail } from '../browse/test-utils';

const SAVED_CV = { id: 2, name: 'CV Backend', file_name: 'CV Backend.pdf', file_type: 'pdf', size: 120 * 1024, is_default: true, file: '/api/profile/cvs/2/file/', created_at: '2026-11-20T08:00:00.000Z' };

function applyWith(phone: string | null) {
  const applies: FakeRequest[] = [];
  renderSite('/job/1', {
    storage: signedIn({ role: 'candidate' }),
    routes: {
      'GET /api/post/1/': () => ok(postDetail()),
      'GET /api/profile/': () => ok({ ...PROFILE, phone_number: phone }),
      'GET /api/profile/cvs/': () => ok([SAVED_CV]),
      'POST /api/cv/create/': (request) => {
        applies.push(request);
        return { status: 201, body: { status: 201, data: { id: 9 } } };
      },
    },
  });
  return applies;
}

async function openForm() {
  fireEvent.click(await screen.findByRole('button', { name: 'Ứng tuyển ngay' }));
  const dialog = await screen.findByRole('dialog', { name: 'Ứng tuyển' });
  await within(dialog).findByRole('radio', { name: /CV Backend/ });
  await waitFor(() => expect((within(dialog).getByLabelText(/^Họ và tên/) as HTMLInputElement).value).toBe('Nguyễn Văn An'));
  return dialog;
}

describe('the apply form and the phone on the profile', () => {
  it('starts from the kept phone and sends it', async () => {
    const applies = applyWith('0912 345 678');
    const dialog = await openForm();
    await waitFor(() => expect((within(dialog).getByLabelText(/^Số điện thoại/) as HTMLInputElement).value).toBe('0912 345 678'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Nộp hồ sơ' }));
    await waitFor(() => expect(applies).toHaveLength(1));
    expect((applies[0]!.body as FormData).get('phone_number')).toBe('0912 345 678');
  });

  it('is empty for a candidate who never gave one, and the number typed is sent (the API keeps it)', async () => {
    const applies = applyWith(null);
    const dialog = await openForm();
    const phone = within(dialog).getByLabelText(/^Số điện thoại/) as HTMLInputElement;
    expect(phone.value).toBe('');
    fireEvent.change(phone, { target: { value: '0987 654 321' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Nộp hồ sơ' }));
    await waitFor(() => expect(applies).toHaveLength(1));
    expect((applies[0]!.body as FormData).get('phone_number')).toBe('0987 654 321');
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { message, ok, renderSite, signedIn, type FakeRequest, PROFILE } from '../../test/site-harness';
import { postDetail } from '../browse/test-utils';

const cv = (id: number, name: string, is_default = false) => ({
  id,
  name,
  file_name: `${name}.pdf`,
  file_type: 'pdf',
  size: 120 * 1024,
  is_default,
  file: `/api/profile/cvs/${id}/file/`,
  created_at: '2026-11-20T08:00:00.000Z',
});
const pdf = () => {
  const bytes = new Uint8Array(64);
  bytes.set([0x25, 0x50, 0x44, 0x46, 0x2d]);
  return new File([bytes], 'moi.pdf', { type: 'application/pdf' });
};

describe('/profile CV library', () => {
  it('shows the empty state and uploads a first CV with its name', async () => {
    let library: ReturnType<typeof cv>[] = [];
    const uploads: FakeRequest[] = [];
    renderSite('/profile', {
      storage: signedIn({ role: 'candidate' }),
      routes: {
        'GET /api/profile/': () => ok(PROFILE),
        'GET /api/profile/cvs/': () => ok(library),
        'POST /api/profile/cvs/': (request) => {
          uploads.push(request);
          library = [cv(1, 'CV Backend', true)];
          return { status: 201, body: { status: 201, data: library[0] } };
        },
      },
    });
    const section = await screen.findByRole('region', { name: 'Thư viện CV' });
    expect(await within(section).findByText(/Bạn chưa lưu CV nào/)).toBeTruthy();
    fireEvent.change(within(section).getByLabelText(/^Tên CV/), {
      target: { value: 'CV Backend' },
    });
    fireEvent.change(within(section).getByLabelText(/^File CV/), {
      target: { files: [pdf()] },
    });
    fireEvent.click(within(section).getByRole('button', { name: 'Tải CV lên' }));
    expect(await within(section).findByRole('radio', { name: /CV Backend/ })).toBeTruthy();
    const form = uploads[0]!.body as FormData;
    expect(form.get('name')).toBe('CV Backend');
    expect((form.get('cv') as File).name).toBe('moi.pdf');
    expect(within(section).queryByText(/Bạn chưa lưu CV nào/)).toBeNull();
  });

  it('moves the default with the radio and deletes after a confirmation', async () => {
    let library = [cv(1, 'CV Backend', true), cv(2, 'CV tiếng Anh')];
    const changes: FakeRequest[] = [];
    renderSite('/profile', {
      storage: signedIn({ role: 'candidate' }),
      routes: {
        'GET /api/profile/': () => ok(PROFILE),
        'GET /api/profile/cvs/': () => ok(library),
        'PATCH /api/profile/cvs/2/': (request) => {
          changes.push(request);
          library = [cv(2, 'CV tiếng Anh', true), cv(1, 'CV Backend')];
          return ok(library[0]);
        },
        'DELETE /api/profile/cvs/1/': (request) => {
          changes.push(request);
          library = [library[0]!];
          return message('Đã xóa CV');
        },
      },
    });
    const section = await screen.findByRole('region', { name: 'Thư viện CV' });
    const english = await within(section).findByRole('radio', {
      name: /CV tiếng Anh/,
    });
    expect((english as HTMLInputElement).checked).toBe(false);
    fireEvent.click(english);
    await waitFor(() =>
      expect(
        (
          within(section).getByRole('radio', {
            name: /CV tiếng Anh/,
          }) as HTMLInputElement
        ).checked,
      ).toBe(true),
    );
    expect(changes[0]?.body).toEqual({ is_default: true });
    fireEvent.click(within(section).getByRole('button', { name: 'Xóa CV Backend' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Xóa CV?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Xóa' }));
    await waitFor(() => expect(within(section).queryByRole('radio', { name: /CV Backend/ })).toBeNull());
    expect(changes[1]?.method).toBe('DELETE');
  });

  it('is not shown to employers', async () => {
    renderSite('/profile', {
      storage: signedIn({ role: 'employer' }),
      routes: {
        'GET /api/profile/': () => ok({ ...PROFILE, role: 'employer' }),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Thông tin tài khoản' })).toBeTruthy();
    expect(await screen.findByText('Nhà tuyển dụng')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Thư viện CV' })).toBeNull();
  });
});

describe('applying with the CV library', () => {
  it('preselects the default saved CV and sends its id without a file', async () => {
    const applies: FakeRequest[] = [];
    renderSite('/job/1', {
      storage: signedIn({ role: 'candidate' }),
      routes: {
        'GET /api/post/1/': () => ok(postDetail()),
        'GET /api/profile/': () => ok(PROFILE),
        'GET /api/profile/cvs/': () => ok([cv(1, 'CV Backend'), cv(2, 'CV tiếng Anh', true)]),
        'POST /api/cv/create/': (request) => {
          applies.push(request);
          return { status: 201, body: { status: 201, data: { id: 9 } } };
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Ứng tuyển ngay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ứng tuyển' });
    const english = await within(dialog).findByRole('radio', {
      name: /CV tiếng Anh/,
    });
    expect((english as HTMLInputElement).checked).toBe(true);
    expect(within(dialog).queryByLabelText(/^File CV/)).toBeNull();
    await waitFor(() => expect((within(dialog).getByLabelText(/^Họ và tên/) as HTMLInputElement).value).toBe('Nguyễn Văn An'));
    fireEvent.change(within(dialog).getByLabelText(/^Số điện thoại/), {
      target: { value: '0912345678' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Nộp hồ sơ' }));
    await waitFor(() => expect(applies).toHaveLength(1));
    const form = applies[0]!.body as FormData;
    expect(form.get('saved_cv_id')).toBe('2');
    expect(form.get('cv')).toBeNull();
  });

  it('offers a new file (kept in the library) when "Tải CV mới" is picked', async () => {
    renderSite('/job/1', {
      storage: signedIn({ role: 'candidate' }),
      routes: {
        'GET /api/post/1/': () => ok(postDetail()),
        'GET /api/profile/': () => ok(PROFILE),
        'GET /api/profile/cvs/': () => ok([cv(1, 'CV Backend', true)]),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Ứng tuyển ngay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ứng tuyển' });
    fireEvent.click(await within(dialog).findByRole('radio', { name: 'Tải CV mới' }));
    expect(within(dialog).getByLabelText(/^File CV/)).toBeTruthy();
    expect(
      (
        within(dialog).getByRole('checkbox', {
          name: 'Lưu CV này vào thư viện CV',
        }) as HTMLInputElement
      ).checked,
    ).toBe(true);
  });
});

import { useEffect, useState, type FormEvent } from 'react';
import { notify } from '../../app/notify';
import { errorMessage, fieldErrors, formatDate, type AsyncState } from '@jobhub/sdk';
import { useClient } from '../../app/client-context';
import { FormError, InputField, SubmitButton } from '../../components/form-field';
import { ProfileEditForm } from './profile-edit-form';
import { firstMessages, useFormState } from '../../components/use-form-state';
import { useDocumentTitle } from '../../components/use-document-title';
import { DetailList } from '../../components/detail-list';

const GENDER_LABELS: Record<string, string> = { male: 'Nam', female: 'Nữ', other: 'Khác' };
const ROLE_LABELS: Record<string, string> = {
  candidate: 'Ứng viên',
  employer: 'Nhà tuyển dụng',
  admin: 'Quản trị viên',
  none: 'Chưa chọn',
};
const PROFILE_LOAD_FAILED = 'Không thể tải thông tin hồ sơ.';
const PASSWORD_CHANGED = 'Đổi mật khẩu thành công!';
const PASSWORD_CHANGE_FAILED = 'Không thể đổi mật khẩu.';

type Profile = Awaited<ReturnType<ReturnType<typeof useClient>['auth']['fetchProfile']>>;

function ProfileDetails({ profile }: { profile: NonNullable<Profile> }) {
  const premiumUntil = formatDate(profile.premium_expiry);
  const rows: [string, string][] = [
    ['Họ và tên', profile.fullname || '—'],
    ['Tên hiển thị', profile.name_display || '—'],
    ['Tên đăng nhập', profile.username],
    ['Email', profile.email],
    ['Giới tính', profile.gender ? (GENDER_LABELS[profile.gender] ?? profile.gender) : '—'],
    ['Vai trò', ROLE_LABELS[profile.role] ?? profile.role],
    ['Trạng thái', profile.is_active ? 'Đã kích hoạt' : 'Chưa kích hoạt'],
    ['Premium', profile.is_premium ? (premiumUntil ? `Đang hoạt động đến ${premiumUntil}` : 'Đang hoạt động') : 'Chưa đăng ký'],
    ['Số dư', `${profile.balance.toLocaleString('vi-VN')} đ`],
  ];
  return (
    <DetailList rows={rows} />
  );
}

function ChangePasswordForm() {
  const client = useClient();
  const form = useFormState({ current_password: '', new_password: '', confirm_password: '' });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    form.setFormError(null);
    form.setErrors({});
    if (form.values.new_password !== form.values.confirm_password) {
      form.setErrors({ confirm_password: 'Mật khẩu xác nhận không khớp' });
      return;
    }
    form.setPending(true);
    try {
      const message: unknown = await client.auth.changePassword({ ...form.values });
      notify.success(typeof message === 'string' && message ? message : PASSWORD_CHANGED);
      form.setValues({ current_password: '', new_password: '', confirm_password: '' });
    } catch (error) {
      form.setFormError(errorMessage(error, PASSWORD_CHANGE_FAILED));
      form.setErrors(firstMessages(fieldErrors(error)));
    } finally {
      form.setPending(false);
    }
  }

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <FormError message={form.formError} />
      <InputField label="Mật khẩu hiện tại" type="password" autoComplete="current-password" required {...form.bind('current_password')} />
      <InputField label="Mật khẩu mới" type="password" autoComplete="new-password" required hint="Ít nhất 8 ký tự" {...form.bind('new_password')} />
      <InputField label="Xác nhận mật khẩu mới" type="password" autoComplete="new-password" required {...form.bind('confirm_password')} />
      <SubmitButton pending={form.pending} className="btn btn-primary">
        Đổi mật khẩu
      </SubmitButton>
    </form>
  );
}

/** /profile — the user's profile and a change-password form. */
export default function ProfilePage() {
  useDocumentTitle('Hồ sơ cá nhân');
  const client = useClient();
  const [state, setState] = useState<AsyncState<Profile>>({ status: 'loading' });
  const [editing, setEditing] = useState(false);
  useEffect(() => {
    let cancelled = false;
    client.auth
      .fetchProfile()
      .then((profile) => !cancelled && setState({ status: 'ready', data: profile }))
      .catch((error: unknown) => !cancelled && setState({ status: 'error', error, message: errorMessage(error, PROFILE_LOAD_FAILED) }));
    return () => {
      cancelled = true;
    };
  }, [client]);

  return (
    <div className="container page page-narrow stack">
      <h1>Hồ sơ cá nhân</h1>
      <section className="card" aria-labelledby="profile-info">
        <h2 id="profile-info">Thông tin tài khoản</h2>
        {state.status === 'loading' ? (
          <p role="status" className="muted">
            Đang tải...
          </p>
        ) : null}
        {state.status === 'error' ? <FormError message={state.message} /> : null}
        {state.status === 'ready' && state.data && editing ? (
          <ProfileEditForm
            profile={state.data}
            onCancel={() => setEditing(false)}
            onSaved={(profile) => {
              setState({ status: 'ready', data: profile });
              setEditing(false);
            }}
          />
        ) : null}
        {state.status === 'ready' && state.data && !editing ? (
          <>
            <ProfileDetails profile={state.data} />
            <button type="button" className="btn btn-outline" onClick={() => setEditing(true)}>
              Chỉnh sửa thông tin
            </button>
          </>
        ) : null}
      </section>
      <section className="card" aria-labelledby="change-password">
        <h2 id="change-password">Đổi mật khẩu</h2>
        <ChangePasswordForm />
      </section>
    </div>
  );
}

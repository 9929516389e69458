import { useState } from 'react';
import { notify } from '../../app/notify';
import { errorMessage, formatDate, formatVnd, type ChangePasswordBody, type Profile } from '@jobhub/sdk';
import { ChangePasswordBodySchema } from '@jobhub/sdk/contract';
import { useClient } from '../../app/client-context';
import { FormError, InputField, SubmitButton } from '../../components/form-field';
import { CvLibrarySection } from './cv-library';
import { ConnectedAppsSection } from './connected-apps';
import { GoogleLinkSection } from './google-link';
import { MailPreferencesSection } from './mail-preferences';
import { ProfileEditForm } from './profile-edit-form';
import { useApiForm } from '../../components/use-api-form';
import { useDocumentTitle } from '../../components/use-document-title';
import { DetailList } from '../../components/detail-list';
import { useProfile } from './use-profile';
import { AsyncStateNotice } from '../../components/async-state-notice';

const GENDER_LABELS: Record<string, string> = { male: 'Nam', female: 'Nữ', other: 'Khác' };
const ROLE_LABELS: Record<string, string> = {
  candidate: 'Ứng viên',
  employer: 'Nhà tuyển dụng',
  admin: 'Quản trị viên',
  none: 'Chưa chọn',
};
const PASSWORD_CHANGED = 'Đổi mật khẩu thành công!';
const PASSWORD_CHANGE_FAILED = 'Không thể đổi mật khẩu.';

function ProfileDetails({ profile }: { profile: Profile }) {
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
    ['Số dư', formatVnd(profile.balance)],
  ];
  return (
    <DetailList rows={rows} />
  );
}

export function ChangePasswordForm() {
  const client = useClient();
  // The contract checks the confirmation too ('Mật khẩu xác nhận không khớp').
  const form = useApiForm(ChangePasswordBodySchema, { current_password: '', new_password: '', confirm_password: '' });

  async function onSubmit(body: ChangePasswordBody) {
    try {
      const message: unknown = await client.auth.changePassword(body);
      notify.success(typeof message === 'string' && message ? message : PASSWORD_CHANGED);
      form.reset();
    } catch (error) {
      form.setFormError(errorMessage(error, PASSWORD_CHANGE_FAILED));
      form.showFieldErrors(error);
    }
  }

  return (
    <form className="form" onSubmit={form.submit(onSubmit)} noValidate>
      <FormError message={form.formError} />
      <InputField label="Mật khẩu hiện tại" type="password" autoComplete="current-password" required {...form.field('current_password')} />
      <InputField label="Mật khẩu mới" type="password" autoComplete="new-password" required hint="Ít nhất 8 ký tự" {...form.field('new_password')} />
      <InputField label="Xác nhận mật khẩu mới" type="password" autoComplete="new-password" required {...form.field('confirm_password')} />
      <SubmitButton pending={form.pending} className="btn btn-primary">
        Đổi mật khẩu
      </SubmitButton>
    </form>
  );
}

/** /profile — the user's profile, a candidate's CV library, a change-password form, the Google link and the connected partner apps. */
export default function ProfilePage() {
  useDocumentTitle('Hồ sơ cá nhân');
  const [state, , replace] = useProfile();
  const [editing, setEditing] = useState(false);

  return (
    <div className="container page page-narrow stack">
      <h1>Hồ sơ cá nhân</h1>
      <section className="card" aria-labelledby="profile-info">
        <h2 id="profile-info">Thông tin tài khoản</h2>
        <AsyncStateNotice state={state} />
        {state.status === 'ready' && state.data && editing ? (
          <ProfileEditForm
            profile={state.data}
            onCancel={() => setEditing(false)}
            onSaved={(profile) => {
              replace(profile);
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
      {state.status === 'ready' && state.data?.role === 'candidate' && state.data.is_active ? <CvLibrarySection /> : null}
      {/* A candidate's mail types (job alerts…); employers have them on /employer/settings. */}
      {state.status === 'ready' && state.data?.role === 'candidate' ? <MailPreferencesSection /> : null}
      <section className="card" aria-labelledby="change-password">
        <h2 id="change-password">Đổi mật khẩu</h2>
        <ChangePasswordForm />
      </section>
      <GoogleLinkSection />
      {/* Only an activated account can have connected an app (and may ask: else a sure 403). */}
      {state.status === 'ready' && state.data?.is_active ? <ConnectedAppsSection /> : null}
    </div>
  );
}

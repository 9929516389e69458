import { useState } from 'react';
import { formatDate, formatVnd, type Profile } from '@jobhub/sdk';
import { CvLibrarySection } from './cv-library';
import { ConnectedAppsSection } from './connected-apps';
import { GoogleLinkSection } from './google-link';
import { MailPreferencesSection } from './mail-preferences';
import { PasswordSection } from './password-section';
import { ProfileEditForm } from './profile-edit-form';
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

function ProfileDetails({ profile }: { profile: Profile }) {
  const premiumUntil = formatDate(profile.premium_expiry);
  const rows: [string, string][] = [
    ['Họ và tên', profile.fullname || '—'],
    ['Tên hiển thị', profile.name_display || '—'],
    ['Tên đăng nhập', profile.username],
    ['Email', profile.email],
    ['Số điện thoại', profile.phone_number || '—'],
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

/** /profile — the user's profile, a candidate's CV library, the password (set or change), the Google link and the connected partner apps. */
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
      <PasswordSection />
      <GoogleLinkSection />
      {/* Only an activated account can have connected an app (and may ask: else a sure 403). */}
      {state.status === 'ready' && state.data?.is_active ? <ConnectedAppsSection /> : null}
    </div>
  );
}

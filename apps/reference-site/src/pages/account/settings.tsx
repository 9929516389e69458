import { useDocumentTitle } from '../../components/use-document-title';
import { GoogleLinkSection } from './google-link';
import { MailPreferencesSection } from './mail-preferences';
import { ChangePasswordForm } from './profile';

const TITLE = 'Cài đặt';

/** /employer/settings — 'Cài đặt': the mail types, change password, the Google link. */
export function SettingsPage() {
  useDocumentTitle(TITLE);
  return (
    <div className="container page page-narrow stack">
      <h1>{TITLE}</h1>
      <MailPreferencesSection />
      <section className="card" aria-labelledby="change-password">
        <h2 id="change-password">Đổi mật khẩu</h2>
        <ChangePasswordForm />
      </section>
      <GoogleLinkSection />
    </div>
  );
}

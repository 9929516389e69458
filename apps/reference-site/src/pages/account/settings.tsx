import { useDocumentTitle } from '../../components/use-document-title';
import { GoogleLinkSection } from './google-link';
import { MailPreferencesSection } from './mail-preferences';
import { PasswordSection } from './password-section';

const TITLE = 'Cài đặt';

/** /employer/settings — 'Cài đặt': the mail types, the password (set or change), the Google link. */
export function SettingsPage() {
  useDocumentTitle(TITLE);
  return (
    <div className="container page page-narrow stack">
      <h1>{TITLE}</h1>
      <MailPreferencesSection />
      <PasswordSection />
      <GoogleLinkSection />
    </div>
  );
}

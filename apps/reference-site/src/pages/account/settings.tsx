import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { createProfileApi, errorMessage } from '@jobhub/sdk';
import { useClient } from '../../app/client-context';
import { notify } from '../../app/notify';
import { FormError, SubmitButton } from '../../components/form-field';
import { useDocumentTitle } from '../../components/use-document-title';
import { useResource } from '../browse/use-resource';
import { GoogleLinkSection } from './google-link';
import { ChangePasswordForm } from './profile';
import { AsyncStateNotice } from '../../components/async-state-notice';

const TEXT = {
  title: 'Cài đặt',
  loadFailed: 'Không thể tải cài đặt email.',
  saveFailed: 'Không thể lưu cài đặt email.',
  saved: 'Đã lưu cài đặt email',
};

/**
 * The notification e-mail preference: one checkbox and a save button. Account mails (activation,
 * password reset) are always sent; the text says so.
 */
function MailPreferencesSection() {
  const client = useClient();
  const api = useMemo(() => createProfileApi(client), [client]);
  const [state, , replace] = useResource('mail-preferences', () => api.mailPreferences(), TEXT.loadFailed);
  const [wanted, setWanted] = useState<boolean | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const stored = state.status === 'ready' ? state.data.notification_emails : null;
  useEffect(() => {
    if (stored !== null) setWanted(stored);
  }, [stored]);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (wanted === null) return;
    setPending(true);
    setError(null);
    try {
      const answer = await api.updateMailPreferences({ notification_emails: wanted });
      replace(answer.data);
      notify.success(answer.message || TEXT.saved);
    } catch (caught) {
      setError(errorMessage(caught, TEXT.saveFailed));
    } finally {
      setPending(false);
    }
  }

  return (
    <section className="card stack" aria-labelledby="mail-preferences">
      <h2 id="mail-preferences">Thông báo qua email</h2>
      <AsyncStateNotice state={state} />
      {state.status === 'ready' && wanted !== null ? (
        <form className="form" onSubmit={(event) => void save(event)} noValidate>
          <FormError message={error} />
          <label className="check-row">
            <input type="checkbox" checked={wanted} onChange={(event) => setWanted(event.target.checked)} />
            <span>Nhận email thông báo (ví dụ: xác nhận kích hoạt Premium)</span>
          </label>
          <p className="muted">Email về tài khoản (kích hoạt, đặt lại mật khẩu) luôn được gửi.</p>
          <SubmitButton pending={pending} className="btn btn-primary">
            Lưu cài đặt
          </SubmitButton>
        </form>
      ) : null}
    </section>
  );
}

/** /employer/settings — 'Cài đặt': notification e-mails, change password, the Google link. */
export function SettingsPage() {
  useDocumentTitle(TEXT.title);
  return (
    <div className="container page page-narrow stack">
      <h1>{TEXT.title}</h1>
      <MailPreferencesSection />
      <section className="card" aria-labelledby="change-password">
        <h2 id="change-password">Đổi mật khẩu</h2>
        <ChangePasswordForm />
      </section>
      <GoogleLinkSection />
    </div>
  );
}

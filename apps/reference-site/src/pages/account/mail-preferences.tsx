import { createProfileApi, errorMessage, MAIL_TYPE_LABELS, MAIL_TYPES, type MailType } from '@jobhub/sdk';
import { useMemo, useState } from 'react';
import { useClient } from '../../app/client-context';
import { notify } from '../../app/notify';
import { AsyncStateNotice } from '../../components/async-state-notice';
import { FormError } from '../../components/form-field';
import { useResource } from '../browse/use-resource';

const TEXT = {
  loadFailed: 'Không thể tải cài đặt email.',
  saveFailed: 'Không thể lưu cài đặt email.',
  saved: 'Đã lưu cài đặt email',
};

/**
 * The mail types (job alerts, application updates, messages, news), one switch each, saved as
 * soon as it is flipped (and put back if the save fails). Account and payment mails are always
 * sent; the text says so. On /profile for candidates and /employer/settings for employers.
 */
export function MailPreferencesSection() {
  const client = useClient();
  const api = useMemo(() => createProfileApi(client), [client]);
  const [state, , replace] = useResource('mail-preferences', () => api.mailPreferences(), TEXT.loadFailed);
  const [pending, setPending] = useState<MailType | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function flip(type: MailType, wanted: boolean) {
    if (state.status !== 'ready') return;
    const before = state.data;
    replace({ ...before, [type]: wanted });
    setPending(type);
    setError(null);
    try {
      const answer = await api.updateMailPreferences({ [type]: wanted });
      replace(answer.data);
      notify.success(answer.message || TEXT.saved);
    } catch (caught) {
      replace(before);
      setError(errorMessage(caught, TEXT.saveFailed));
    } finally {
      setPending(null);
    }
  }

  return (
    <section className="card stack" aria-labelledby="mail-preferences">
      <h2 id="mail-preferences">Thông báo qua email</h2>
      <AsyncStateNotice state={state} />
      {state.status === 'ready' ? (
        <div className="stack">
          <FormError message={error} />
          <ul className="stack" aria-label="Loại email">
            {MAIL_TYPES.map((type) => (
              <li key={type} className="check-row">
                <label className="check-row">
                  <input
                    type="checkbox"
                    role="switch"
                    checked={state.data[type]}
                    aria-checked={state.data[type]}
                    disabled={pending !== null}
                    onChange={(event) => void flip(type, event.target.checked)}
                  />
                  <span>{MAIL_TYPE_LABELS[type]}</span>
                </label>
              </li>
            ))}
          </ul>
          <p className="muted">Email về tài khoản và thanh toán (kích hoạt, đặt lại mật khẩu, biên nhận Premium) luôn được gửi.</p>
        </div>
      ) : null}
    </section>
  );
}


import { useMemo, useState } from 'react';
import { createPartnerConsentApi, errorMessage, formatDate, PARTNER_SCOPE_LABELS } from '@jobhub/sdk';
import { notify } from '../../app/notify';
import { useClient } from '../../app/client-context';
import { FormError } from '../../components/form-field';
import { useResource } from '../browse/use-resource';
import { AsyncStateNotice } from '../../components/async-state-notice';

const TEXT = {
  loadFailed: 'Không thể tải danh sách ứng dụng đã kết nối.',
  revokeFailed: 'Không thể thu hồi quyền truy cập. Vui lòng thử lại.',
};

/**
 * 'Ứng dụng đã kết nối' on /profile: the partner apps the user let in with "Sign in with JobHub"
 * (docs/partner-sign-in.md), what each may do, since when, and 'Thu hồi', which ends the app's
 * access at once (its tokens answer 401 from then on).
 */
export function ConnectedAppsSection() {
  const client = useClient();
  const api = useMemo(() => createPartnerConsentApi(client), [client]);
  const [state, retry] = useResource('connected-apps', () => api.connectedApps(), TEXT.loadFailed);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function revoke(clientId: string) {
    setBusy(clientId);
    setError(null);
    try {
      notify.success(await api.revoke(clientId));
      retry();
    } catch (caught) {
      setError(errorMessage(caught, TEXT.revokeFailed));
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className="card stack" aria-labelledby="connected-apps">
      <h2 id="connected-apps">Ứng dụng đã kết nối</h2>
      <FormError message={error} />
      <AsyncStateNotice state={state} />
      {state.status === 'ready' && state.data.length === 0 ? <p className="muted">Chưa có ứng dụng nào được kết nối với tài khoản của bạn.</p> : null}
      {state.status === 'ready' && state.data.length > 0 ? (
        <ul className="stack" aria-label="Ứng dụng đã kết nối">
          {state.data.map((app) => (
            <li key={app.client_id} className="row-actions">
              <div>
                <strong>{app.name}</strong>
                <div className="muted">
                  {app.scopes.map((scope) => PARTNER_SCOPE_LABELS[scope]).join(', ') || 'Thông tin cơ bản'} · Kết nối ngày {formatDate(app.granted_at)}
                </div>
              </div>
              <button
                type="button"
                className="btn btn-danger btn-sm"
                disabled={busy === app.client_id}
                aria-label={`Thu hồi quyền của ${app.name}`}
                onClick={() => void revoke(app.client_id)}
              >
                Thu hồi
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { createGoogleLinkApi, errorMessage } from '@jobhub/sdk';
import { notify } from '../../app/notify';
import { useClient } from '../../app/client-context';
import { FormError } from '../../components/form-field';
import { useResource } from '../browse/use-resource';
import { AsyncStateNotice } from '../../components/async-state-notice';

const TEXT = {
  loadFailed: 'Không thể tải trạng thái liên kết Google.',
  startFailed: 'Không thể bắt đầu liên kết Google.',
  unlinkFailed: 'Không thể hủy liên kết Google.',
  linked: 'Đã liên kết tài khoản Google.',
};

/**
 * The Google section of /profile: link the signed-in account to a Google account (the browser goes
 * to the provider and comes back to `/profile?google=linked` or `?google_error=…`), or unlink it.
 * An account made through Google without a password cannot unlink (the API refuses; the text says
 * how to set a password).
 */
export function GoogleLinkSection() {
  const client = useClient();
  const api = useMemo(() => createGoogleLinkApi(client), [client]);
  const [params, setParams] = useSearchParams();
  const [state, retry] = useResource('google-link', () => api.status(), TEXT.loadFailed);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(params.get('google_error'));

  // The provider's return: say so once, then drop the flag from the address.
  useEffect(() => {
    if (!params.has('google') && !params.has('google_error')) return;
    if (params.get('google') === 'linked') notify.success(TEXT.linked);
    retry();
    const next = new URLSearchParams(params);
    next.delete('google');
    next.delete('google_error');
    setParams(next, { replace: true });
  }, [params, retry, setParams]);

  async function link() {
    setPending(true);
    setError(null);
    try {
      window.location.assign(await api.start());
    } catch (caught) {
      setError(errorMessage(caught, TEXT.startFailed));
      setPending(false);
    }
  }

  async function unlink() {
    setPending(true);
    setError(null);
    try {
      notify.success(await api.unlink());
      retry();
    } catch (caught) {
      setError(errorMessage(caught, TEXT.unlinkFailed));
    } finally {
      setPending(false);
    }
  }

  return (
    <section className="card stack" aria-labelledby="google-link">
      <h2 id="google-link">Đăng nhập bằng Google</h2>
      <FormError message={error} />
      <AsyncStateNotice state={state} />
      {state.status === 'ready' && state.data.linked ? (
        <>
          <p>Đã liên kết với tài khoản Google {state.data.email ? <strong>{state.data.email}</strong> : null}.</p>
          {state.data.has_password ? null : (
            <p className="muted">Tài khoản chưa có mật khẩu. Hãy đặt mật khẩu qua "Quên mật khẩu" trước khi hủy liên kết.</p>
          )}
          <button type="button" className="btn btn-outline" disabled={pending} onClick={() => void unlink()}>
            Hủy liên kết Google
          </button>
        </>
      ) : null}
      {state.status === 'ready' && !state.data.linked ? (
        <>
          <p className="muted">Liên kết để đăng nhập JobHub bằng tài khoản Google của bạn.</p>
          <button type="button" className="btn btn-google" disabled={pending} onClick={() => void link()}>
            Liên kết Google
          </button>
        </>
      ) : null}
    </section>
  );
}

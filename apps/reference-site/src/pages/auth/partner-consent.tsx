import { useEffect, useMemo, useRef, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { createPartnerConsentApi, errorMessage, PARTNER_SCOPE_LABELS } from '@jobhub/sdk';
import { useClient, useSession } from '../../app/client-context';
import { FormError } from '../../components/form-field';
import { useDocumentTitle } from '../../components/use-document-title';
import { useResource } from '../browse/use-resource';

const TEXT = {
  loadFailed: 'Không thể tải yêu cầu đăng nhập của ứng dụng.',
  decideFailed: 'Không thể gửi lựa chọn của bạn. Vui lòng thử lại.',
};

/**
 * /oauth/consent/:uid — "Sign in with JobHub"'s consent screen (docs/partner-sign-in.md), opened
 * by the provider in the partner's popup. Signed out: JobHub's own login first, which comes back
 * here. Then '<App> muốn truy cập tài khoản JobHub của bạn' with the scopes asked; 'Cho phép' or
 * 'Từ chối' finishes the interaction and the browser goes on to the provider, which sends it back
 * to the partner's page. An app the user already granted every scope it asks is not asked about
 * again: the page allows it at once (the user still signed in to JobHub here).
 */
export default function PartnerConsentPage() {
  useDocumentTitle('Cấp quyền cho ứng dụng');
  const { uid = '' } = useParams();
  const session = useSession();
  if (session.status !== 'authenticated') {
    return <Navigate to={`/login?redirect=${encodeURIComponent(`/oauth/consent/${uid}`)}`} replace />;
  }
  return <ConsentCard uid={uid} who={session.user.fullname || session.user.username} />;
}

function ConsentCard({ uid, who }: { uid: string; who: string }) {
  const client = useClient();
  const api = useMemo(() => createPartnerConsentApi(client), [client]);
  const [state] = useResource(`partner-consent:${uid}`, () => api.consentDetails(uid), TEXT.loadFailed);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const granted = state.status === 'ready' && state.data.granted;
  const went = useRef(false);
  useEffect(() => {
    if (!granted || went.current) return;
    went.current = true;
    void decide(true);
  });

  async function decide(allow: boolean) {
    setPending(true);
    setError(null);
    try {
      window.location.assign(await api.decide(uid, allow));
    } catch (caught) {
      setError(errorMessage(caught, TEXT.decideFailed));
      setPending(false);
    }
  }

  return (
    <div className="container page page-narrow stack">
      <section className="card stack" aria-labelledby="consent-title">
        {state.status === 'loading' ? (
          <p role="status" className="muted">
            Đang tải...
          </p>
        ) : null}
        {state.status === 'error' ? (
          <>
            <h1 id="consent-title">Cấp quyền cho ứng dụng</h1>
            <FormError message={state.message} />
          </>
        ) : null}
        {state.status === 'ready' && granted && !error ? (
          <>
            <h1 id="consent-title">Đang đăng nhập vào {state.data.name}</h1>
            <p role="status" className="muted">
              Bạn đã cho phép ứng dụng này trước đây. Đang quay lại ứng dụng...
            </p>
          </>
        ) : null}
        {state.status === 'ready' && (!granted || error) ? (
          <>
            <h1 id="consent-title">{state.data.name} muốn truy cập tài khoản JobHub của bạn</h1>
            <p>
              Bạn đang đăng nhập với tên <strong>{who}</strong>. Ứng dụng sẽ được phép:
            </p>
            <ul>
              <li>Xem họ tên và vai trò của bạn</li>
              {state.data.scopes.map((scope) => (
                <li key={scope}>{PARTNER_SCOPE_LABELS[scope]}</li>
              ))}
            </ul>
            <p className="muted">Bạn có thể thu hồi quyền này bất cứ lúc nào ở mục 'Ứng dụng đã kết nối' trong Hồ sơ cá nhân.</p>
            <FormError message={error} />
            <div className="row-actions">
              <button type="button" className="btn btn-primary" disabled={pending} onClick={() => void decide(true)}>
                Cho phép
              </button>
              <button type="button" className="btn btn-outline" disabled={pending} onClick={() => void decide(false)}>
                Từ chối
              </button>
            </div>
          </>
        ) : null}
      </section>
    </div>
  );
}

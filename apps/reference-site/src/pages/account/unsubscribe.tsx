import { createMailApi, errorMessage } from '@jobhub/sdk';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useClient } from '../../app/client-context';
import { useDocumentTitle } from '../../components/use-document-title';
import { ErrorAlert } from '../browse/states';

const TEXT = {
  title: 'Hủy nhận email',
  ask: 'Bạn muốn ngừng nhận loại email này từ JobHub? Không cần đăng nhập.',
  confirm: 'Hủy nhận email',
  pending: 'Đang xử lý...',
  missing: 'Liên kết hủy đăng ký không hợp lệ',
  failed: 'Không thể hủy nhận email.',
  settings: 'Bạn có thể bật lại bất cứ lúc nào trong phần Thông báo qua email của trang cá nhân.',
} as const;

type State = { status: 'idle' } | { status: 'pending' } | { status: 'done'; message: string } | { status: 'error'; message: string };

/**
 * /unsubscribe?token=… — the page an e-mail's "Hủy nhận loại email này" link opens: it asks
 * first (a link scanner that loads it unsubscribes nobody), then posts the signed token; works
 * without signing in. Mail clients use the one-click header instead (RFC 8058).
 */
export default function UnsubscribePage() {
  useDocumentTitle(TEXT.title);
  const client = useClient();
  const api = useMemo(() => createMailApi(client), [client]);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<State>({ status: 'idle' });

  async function unsubscribe() {
    setState({ status: 'pending' });
    try {
      const { message } = await api.unsubscribe(token);
      setState({ status: 'done', message });
    } catch (error) {
      setState({ status: 'error', message: errorMessage(error, TEXT.failed) });
    }
  }

  return (
    <div className="container page page-narrow stack">
      <h1>{TEXT.title}</h1>
      {!token ? <ErrorAlert message={TEXT.missing} /> : null}
      {token && state.status !== 'done' ? (
        <section className="card stack" aria-labelledby="unsubscribe-ask">
          <p id="unsubscribe-ask">{TEXT.ask}</p>
          {state.status === 'error' ? <ErrorAlert message={state.message} /> : null}
          <div className="actions">
            <button type="button" className="btn btn-primary" disabled={state.status === 'pending'} onClick={() => void unsubscribe()}>
              {state.status === 'pending' ? TEXT.pending : TEXT.confirm}
            </button>
          </div>
        </section>
      ) : null}
      {state.status === 'done' ? (
        <section className="card stack" aria-live="polite">
          <p role="status">{state.message}</p>
          <p className="muted">
            {TEXT.settings} <Link to="/profile">Trang cá nhân</Link>
          </p>
        </section>
      ) : null}
    </div>
  );
}

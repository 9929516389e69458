import { Suspense, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { errorMessage, ERROR_MESSAGES, isSameSitePath, relativeTime, type AsyncState, type Notification } from '@jobhub/sdk';
import { PageLoading } from '../../components/page-loading';
import { useDocumentTitle } from '../../components/use-document-title';
import { useRealtimeKit } from '../../realtime/use-realtime-kit';
import './notifications.css';
import { ErrorBox } from '../../components/error-box';

/** A link from a notification, followed only when it is a path on this site (never '//host', '/\\host' or 'javascript:'). */
function NotificationLink({ link }: { link: string }) {
  if (!isSameSitePath(link)) return null;
  return (
    <Link className="btn btn-primary" to={link}>
      Xem chi tiết
    </Link>
  );
}

function Detail({ id, back, backLabel }: { id: number; back: string; backLabel: string }) {
  const kit = useRealtimeKit();
  const [state, setState] = useState<AsyncState<Notification>>({ status: 'loading' });
  useEffect(() => {
    let cancelled = false;
    setState({ status: 'loading' });
    kit.notificationsApi
      .get(id)
      .then((notification) => {
        if (cancelled) return;
        setState({ status: 'ready', data: notification });
        if (!notification.is_read) void kit.notifications.markRead(notification.id);
      })
      .catch((error: unknown) => {
        if (!cancelled) setState({ status: 'error', error, message: errorMessage(error, ERROR_MESSAGES.notificationsLoadFailed) });
      });
    return () => {
      cancelled = true;
    };
  }, [kit, id]);

  if (state.status === 'error') {
    return (
      <div className="card stack">
        <h1>Chi tiết thông báo</h1>
        <ErrorBox message={state.message} />
        <Link to={back}>{backLabel}</Link>
      </div>
    );
  }
  if (state.status !== 'ready') return <PageLoading />;
  const notification = state.data;
  return (
    <article className="card stack ntf-detail">
      <h1>{notification.title}</h1>
      <p className="muted">
        <time dateTime={notification.created_at}>{relativeTime(notification.created_at, Date.now())}</time>
      </p>
      <p className="ntf-detail-message">{notification.message}</p>
      <div className="actions">
        {notification.link ? <NotificationLink link={notification.link} /> : null}
        <Link className="btn btn-outline" to={back}>
          {backLabel}
        </Link>
      </div>
    </article>
  );
}

function useNotificationId(): number | null {
  const { id = '' } = useParams();
  if (!/^\d+$/.test(id)) return null;
  const value = Number(id);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

function DetailPage({ back, backLabel, wrap }: { back: string; backLabel: string; wrap: boolean }) {
  useDocumentTitle('Chi tiết thông báo');
  const id = useNotificationId();
  const body =
    id === null ? (
      <div className="card stack">
        <h1>Chi tiết thông báo</h1>
        <p className="muted">Không tìm thấy thông báo.</p>
        <Link to={back}>{backLabel}</Link>
      </div>
    ) : (
      <Suspense fallback={<PageLoading />}>
        <Detail key={id} id={id} back={back} backLabel={backLabel} />
      </Suspense>
    );
  return wrap ? <div className="container page page-narrow">{body}</div> : body;
}

/** /notifications/:id — one system notification (GET /api/notifications/{id}/). */
export function NotificationDetailPage() {
  return <DetailPage back="/" backLabel="Về trang chủ" wrap />;
}

/** /employer/notifications/:id — the same inside the employer layout. */
export function EmployerNotificationDetailPage() {
  return <DetailPage back="/employer/notifications" backLabel="Quay lại thông báo" wrap={false} />;
}

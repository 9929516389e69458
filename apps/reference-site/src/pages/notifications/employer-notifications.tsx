import { Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useStore } from '@nanostores/react';
import {
  employerNotificationLabel,
  NOTIFICATION_FILTERS,
  notificationTarget,
  relativeTime,
  type Notification,
  type NotificationFilter,
} from '@jobhub/sdk';
import { PageLoading } from '../../components/page-loading';
import { useDocumentTitle } from '../../components/use-document-title';
import { useRealtimeKit } from '../../realtime/use-realtime-kit';
import './notifications.css';
import { ErrorBox } from '../../components/error-box';

const FILTER_LABELS: Record<NotificationFilter, string> = {
  all: 'Tất cả',
  unread: 'Chưa đọc',
  applications: 'Hồ sơ ứng tuyển',
  system: 'Hệ thống',
};

function NotificationRow({ item, onOpen, onMarkRead }: { item: Notification; onOpen: () => void; onMarkRead: () => void }) {
  const now = Date.now();
  return (
    <li className={`ntf-row${item.is_read ? '' : ' unread'}`}>
      <button type="button" className="ntf-open" onClick={onOpen}>
        <span className="ntf-type">{employerNotificationLabel(item.notification_type)}</span>
        <strong className="ntf-title">{item.title}</strong>
        <span className="ntf-message">{item.message}</span>
        <time dateTime={item.created_at} className="ntf-time">
          {relativeTime(item.created_at, now)}
        </time>
        {item.is_read ? null : <span className="visually-hidden">(chưa đọc)</span>}
      </button>
      {item.is_read ? null : (
        <button type="button" className="btn btn-ghost ntf-mark" onClick={onMarkRead} aria-label={`Đánh dấu đã đọc: ${item.title}`}>
          Đánh dấu đã đọc
        </button>
      )}
    </li>
  );
}

function EmployerNotificationList() {
  const kit = useRealtimeKit();
  const store = kit.notifications;
  const navigate = useNavigate();
  const items = useStore(store.$items);
  const state = useStore(store.$state);
  const filter = useStore(store.$filter);
  const hasMore = useStore(store.$hasMore);
  const unread = useStore(store.$unreadCount);
  const [actionError, setActionError] = useState<string | null>(null);

  // The page shares the bell's store: start on 'all', page 1; leave it on 'all' for the dropdown.
  useEffect(() => {
    void store.setFilter('all');
    return () => {
      if (store.$filter.get() !== 'all') void store.setFilter('all');
    };
  }, [store]);

  const markRead = async (item: Notification) => {
    const result = await store.markRead(item.id);
    setActionError(result.ok ? null : result.message);
  };
  const open = (item: Notification) => {
    if (!item.is_read) void markRead(item);
    const target = notificationTarget(item, 'employer');
    if (target) void navigate(target);
  };
  const markAll = async () => {
    const result = await store.markAllRead();
    setActionError(result.ok ? null : result.message);
  };
  const loading = state.status === 'loading';

  return (
    <div className="stack">
      <div className="ntf-head">
        <h1>Thông báo</h1>
        <p className="muted">{unread} chưa đọc</p>
        <button type="button" className="btn btn-outline" onClick={() => void markAll()} disabled={unread === 0}>
          Đánh dấu tất cả đã đọc
        </button>
      </div>
      <div className="ntf-filters" role="group" aria-label="Lọc thông báo">
        {NOTIFICATION_FILTERS.map((value) => (
          <button
            key={value}
            type="button"
            className={`btn ${filter === value ? 'btn-primary' : 'btn-ghost'}`}
            aria-pressed={filter === value}
            onClick={() => void store.setFilter(value)}
          >
            {FILTER_LABELS[value]}
          </button>
        ))}
      </div>
      <ErrorBox message={actionError} />
      {state.status === 'error' ? <ErrorBox message={state.message} /> : null}
      {items.length === 0 && state.status === 'ready' ? <p className="muted card">Bạn chưa có thông báo nào</p> : null}
      {items.length === 0 && loading ? (
        <p role="status" className="muted">
          Đang tải...
        </p>
      ) : null}
      {items.length > 0 ? (
        <ul className="ntf-list card" aria-label="Danh sách thông báo">
          {items.map((item) => (
            <NotificationRow key={item.id} item={item} onOpen={() => open(item)} onMarkRead={() => void markRead(item)} />
          ))}
        </ul>
      ) : null}
      {hasMore && items.length > 0 ? (
        <button type="button" className="btn btn-outline ntf-more" onClick={() => void store.loadMore()} disabled={loading}>
          {loading ? 'Đang tải...' : 'Xem thêm'}
        </button>
      ) : null}
    </div>
  );
}

/** /employer/notifications (SPEC §2, §4 Notification): filters, pages of 10, mark read / mark all, click targets. */
export function EmployerNotificationsPage() {
  useDocumentTitle('Thông báo');
  return (
    <Suspense fallback={<PageLoading />}>
      <EmployerNotificationList />
    </Suspense>
  );
}

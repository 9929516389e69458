import { useEffect, useId, useRef, type ReactNode } from 'react';
import type { ApplicationStatus } from '@jobhub/sdk';
import './employer.css';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { ErrorBox } from '../../components/error-box';

export { useResource } from '../browse/use-resource';

/** SPEC §3 / §8 Behaviour: storage key of the last enterprise notification. */
export const NOTIFICATION_STORAGE_KEY = 'notification';

/** SPEC §8 Behaviour: enterprise successes and errors are also written to local storage. */
export function storeNotification(type: 'error' | 'success', message: string): void {
  try {
    globalThis.localStorage?.setItem(NOTIFICATION_STORAGE_KEY, JSON.stringify({ type, message, show: true }));
  } catch {
    // Storage may be unavailable (private mode); the toast still shows.
  }
}

/** Vietnamese labels of the application statuses. */
export const STATUS_LABELS: Record<ApplicationStatus, string> = {
  pending: 'Chờ duyệt',
  approved: 'Đã duyệt',
  rejected: 'Đã từ chối',
};

const STATUS_PILL: Record<ApplicationStatus, string> = { pending: 'wait', approved: 'ok', rejected: 'bad' };

export function ApplicationStatusPill({ status }: { status: ApplicationStatus }) {
  return <span className={`status-pill ${STATUS_PILL[status]}`}>{STATUS_LABELS[status]}</span>;
}

/** Loading line announced to screen readers. */
export function Loading() {
  return (
    <p role="status" className="muted">
      Đang tải...
    </p>
  );
}

/** Error with a retry button. */
export function LoadError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return <ErrorBox message={message} {...(onRetry ? { onRetry } : {})} />;
}

/** Previous / next pager for lists paged by the API. */
export function Pager({ page, totalPages, onPage, label }: { page: number; totalPages: number; onPage: (page: number) => void; label: string }) {
  if (totalPages <= 1) return null;
  return (
    <nav className="pager" aria-label={label}>
      <button type="button" className="btn btn-outline btn-sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft className="icon-sm" aria-hidden="true" focusable="false" /> Trang trước
      </button>
      <span>
        Trang {page} / {totalPages}
      </span>
      <button type="button" className="btn btn-outline btn-sm" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        Trang sau <ChevronRight className="icon-sm" aria-hidden="true" focusable="false" />
      </button>
    </nav>
  );
}

/**
 * A modal dialog: labelled by its heading, focus moved in on open and back on close, Escape closes.
 */
export function Modal({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    ref.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, [onClose]);
  return (
    <div className="modal-backdrop">
      <div className="modal" role="dialog" aria-modal="true" aria-labelledby={`${id}-title`} ref={ref} tabIndex={-1}>
        <h2 id={`${id}-title`}>{title}</h2>
        {children}
      </div>
    </div>
  );
}

import { useEffect, useState, type MouseEvent } from 'react';
import {
  errorMessage,
  ERROR_MESSAGES,
  relativeTime,
  type Application,
  type AsyncState,
  type ApplicantsApi,
  type ApplicationStatus,
  type EmployerStatistics,
  type StatisticsApi,
} from '@jobhub/sdk';

/** What the console needs from the SDK: `createStatisticsApi` and `createApplicantsApi` of one client. */
export interface EmployerConsoleClient {
  readonly statistics: Pick<StatisticsApi, 'employer'>;
  readonly applicants: Pick<ApplicantsApi, 'recent'>;
}

/** Options shared by {@link EmployerConsole} and {@link EmployerConsolePanel}. */
export interface EmployerConsoleWidgetOptions {
  /** SDK resources (keep the object stable: a new one reloads). */
  client: EmployerConsoleClient;
  /** Figures already loaded by the page (GET /api/statistics/); the console then does not fetch them. */
  statistics?: EmployerStatistics | undefined;
  /** Called for plain left clicks on an applicant, after the widget cancelled the browser's navigation. */
  onNavigate?: ((href: string) => void) | undefined;
  /** URL of an applicant's CV page. Default `/employer/cv/{id}`. */
  cvHref?: ((id: number) => string) | undefined;
  /** How many applicants the inbox lists (default 8). */
  inboxLimit?: number | undefined;
  /** Clock for the relative times (tests). */
  now?: (() => Date | number) | undefined;
  /** Heading level of the two sections (default 2). */
  headingLevel?: 2 | 3 | undefined;
}

/** Vietnamese labels of the application statuses. */
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  pending: 'Chờ duyệt',
  approved: 'Đã duyệt',
  rejected: 'Đã từ chối',
};

const INBOX_FAILED = 'Không thể tải danh sách hồ sơ ứng tuyển';

function figures(stats: EmployerStatistics): { label: string; value: number; note?: string }[] {
  return [
    { label: 'Tin đang tuyển', value: stats.active_posts, note: `${stats.total_posts} tin đã đăng` },
    { label: 'Tổng hồ sơ', value: stats.total_applicants },
    { label: 'Hồ sơ chờ duyệt', value: stats.pending_applicants },
    { label: 'Hồ sơ đã duyệt', value: stats.approved_applicants, note: `${stats.rejected_applicants} đã từ chối` },
    { label: 'Phỏng vấn sắp tới', value: stats.upcoming_interviews, note: `${stats.total_interviews} lịch phỏng vấn` },
    { label: 'Tin hết hạn', value: stats.expired_posts },
  ];
}

/** A section's loading line, or its error with a retry button; nothing once it is ready. */
function LoadNotice({ load, onRetry }: { load: AsyncState<unknown>; onRetry: () => void }) {
  if (load.status === 'loading') {
    return (
      <p role="status" className="jh-console__muted">
        Đang tải...
      </p>
    );
  }
  if (load.status !== 'error') return null;
  return (
    <div role="alert" className="jh-console__error">
      <span>{load.message}</span>
      <button type="button" className="jh-console__button" onClick={onRetry}>
        Thử lại
      </button>
    </div>
  );
}

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The employer console without its shadow host: dashboard figures and the applicant inbox (latest
 * applicants across the 10 latest posts, newest first, with status badges). For a tree that
 * already lives in a shadow root; {@link EmployerConsole} wraps it in one.
 *
 * @example
 * <EmployerConsolePanel client={{ statistics, applicants }} onNavigate={(href) => navigate(href)} />
 */
export function EmployerConsolePanel({
  client,
  statistics,
  onNavigate,
  cvHref = (id) => `/employer/cv/${id}`,
  inboxLimit = 8,
  now = () => Date.now(),
  headingLevel = 2,
}: EmployerConsoleWidgetOptions) {
  const [stats, setStats] = useState<AsyncState<EmployerStatistics>>(statistics ? { status: 'ready', data: statistics } : { status: 'loading' });
  const [inbox, setInbox] = useState<AsyncState<Application[]>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    const load = async () => {
      let figuresData = statistics;
      if (!figuresData) {
        setStats({ status: 'loading' });
        try {
          figuresData = await client.statistics.employer();
          if (!cancelled) setStats({ status: 'ready', data: figuresData });
        } catch (error) {
          if (cancelled) return;
          const message = errorMessage(error, ERROR_MESSAGES.employerStatisticsFailed);
          setStats({ status: 'error', error, message });
          setInbox({ status: 'error', error, message });
          return;
        }
      } else setStats({ status: 'ready', data: figuresData });
      setInbox({ status: 'loading' });
      try {
        const ids = figuresData.post_stats.map((post) => post.id);
        const latest = ids.length > 0 ? await client.applicants.recent(ids, inboxLimit) : [];
        if (!cancelled) setInbox({ status: 'ready', data: latest });
      } catch (error) {
        if (!cancelled) setInbox({ status: 'error', error, message: errorMessage(error, INBOX_FAILED) });
      }
    };
    void load();
    return () => {
      cancelled = true;
    };
  }, [client, statistics, inboxLimit, attempt]);

  const Heading = `h${headingLevel}` as 'h2' | 'h3';
  const retry = () => setAttempt((value) => value + 1);
  const current = now();

  return (
    <div className="jh-console" part="employer-console">
      <section className="jh-console__section" aria-labelledby="jh-console-figures">
        <Heading id="jh-console-figures" className="jh-console__title">
          Số liệu tuyển dụng
        </Heading>
        <LoadNotice load={stats} onRetry={retry} />
        {stats.status === 'ready' ? (
          <ul className="jh-console__figures" part="figures">
            {figures(stats.data).map((figure) => (
              <li key={figure.label} className="jh-console__figure">
                <span className="jh-console__figure-label">{figure.label}</span>
                <strong className="jh-console__figure-value">{figure.value.toLocaleString('vi-VN')}</strong>
                {figure.note ? <span className="jh-console__muted">{figure.note}</span> : null}
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      <section className="jh-console__section" aria-labelledby="jh-console-inbox">
        <Heading id="jh-console-inbox" className="jh-console__title">
          Hồ sơ ứng tuyển mới nhất
        </Heading>
        {stats.status !== 'error' ? <LoadNotice load={inbox} onRetry={retry} /> : null}
        {inbox.status === 'ready' && inbox.data.length === 0 ? <p className="jh-console__muted">Chưa có hồ sơ ứng tuyển nào</p> : null}
        {inbox.status === 'ready' && inbox.data.length > 0 ? (
          <ul className="jh-console__inbox" part="inbox">
            {inbox.data.map((application) => {
              const href = cvHref(application.id);
              return (
                <li key={application.id}>
                  <a
                    className="jh-console__applicant"
                    href={href}
                    data-unread={application.is_viewed ? undefined : ''}
                    onClick={
                      onNavigate
                        ? (event) => {
                            if (event.defaultPrevented || !isPlainLeftClick(event)) return;
                            event.preventDefault();
                            onNavigate(href);
                          }
                        : undefined
                    }
                  >
                    <span className="jh-console__applicant-main">
                      <span className="jh-console__applicant-name">
                        {application.name}
                        {application.is_viewed ? null : <span className="jh-console__new"> (chưa xem)</span>}
                      </span>
                      <span className="jh-console__muted">
                        {application.post_title} · {relativeTime(application.created_at, current)}
                      </span>
                    </span>
                    <span className="jh-console__badge" data-status={application.status}>
                      {APPLICATION_STATUS_LABELS[application.status]}
                    </span>
                  </a>
                </li>
              );
            })}
          </ul>
        ) : null}
      </section>
    </div>
  );
}

import { useStore } from '@nanostores/react';
import { useEffect, useState, type MouseEvent } from 'react';
import {
  createApplicantListsApi,
  createStatisticsApi,
  errorMessage,
  relativeTime,
  type Application,
  type AsyncState,
  type ApplicantsApi,
  type ApplicationStatus,
  type EmployerStatistics,
  type PublicClient,
  type StatisticsApi,
} from '@jobhub/sdk';
import { $widgetLocale } from '../../i18n/widget-locale';
import { EMPLOYER_CONSOLE_TEXTS } from '../../i18n/texts/employer-console';
import type { WidgetTexts } from '../../i18n/widget-dictionary';
import { useErrorText } from '../../i18n/error-text';
import { useWidgetTexts } from '../../i18n/widget-texts';

/** What the console needs from the SDK: `createStatisticsApi` and `createApplicantListsApi` (or `createApplicantsApi`) of one client. */
export interface EmployerConsoleClient {
  readonly statistics: Pick<StatisticsApi, 'employer'>;
  readonly applicants: Pick<ApplicantsApi, 'recent'>;
}

/**
 * The console's resources over a signed-in SDK client: what `<JobHubProvider>` and the
 * `<jobhub-employer-console>` element give it. Make it once per client (a new one reloads).
 *
 * @example
 * <EmployerConsole client={createEmployerConsoleClient(createClient({ baseUrl: 'https://api.jobhub.vn' }))} />
 */
export function createEmployerConsoleClient(client: Pick<PublicClient, 'http'>): EmployerConsoleClient {
  return { statistics: createStatisticsApi(client), applicants: createApplicantListsApi(client) };
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

/** Vietnamese labels of the application statuses (the console itself follows the widgets' locale). */
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  pending: EMPLOYER_CONSOLE_TEXTS.vi.statusPending,
  approved: EMPLOYER_CONSOLE_TEXTS.vi.statusApproved,
  rejected: EMPLOYER_CONSOLE_TEXTS.vi.statusRejected,
};

/** The dictionary key of each status label. */
const STATUS_KEYS = { pending: 'statusPending', approved: 'statusApproved', rejected: 'statusRejected' } as const satisfies Record<ApplicationStatus, string>;

type ConsoleTexts = WidgetTexts<'employerConsole'>;

function figures(stats: EmployerStatistics, t: ConsoleTexts): { label: string; value: number; note?: string }[] {
  return [
    { label: t.activePosts, value: stats.active_posts, note: t.totalPosts({ count: stats.total_posts }) },
    { label: t.totalApplicants, value: stats.total_applicants },
    { label: t.pendingApplicants, value: stats.pending_applicants },
    { label: t.approvedApplicants, value: stats.approved_applicants, note: t.rejectedApplicants({ count: stats.rejected_applicants }) },
    { label: t.upcomingInterviews, value: stats.upcoming_interviews, note: t.totalInterviews({ count: stats.total_interviews }) },
    { label: t.expiredPosts, value: stats.expired_posts },
  ];
}

/** A section's loading line, or its error with a retry button; nothing once it is ready. */
function LoadNotice({ load, onRetry, t }: { load: AsyncState<unknown>; onRetry: () => void; t: ConsoleTexts }) {
  const errorText = useErrorText();
  if (load.status === 'loading') {
    return (
      <p role="status" className="jh-console__muted">
        {t.loading}
      </p>
    );
  }
  if (load.status !== 'error') return null;
  return (
    <div role="alert" className="jh-console__error">
      <span>{errorText(load)}</span>
      <button type="button" className="jh-console__button" onClick={onRetry}>
        {t.retry}
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
  const t = useWidgetTexts(EMPLOYER_CONSOLE_TEXTS);
  const locale = useStore($widgetLocale);
  // Fallback texts of a failed load, read when it fails (a change of language alone does not reload).
  const { statisticsFailed, inboxFailed } = t;

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
          const message = errorMessage(error, statisticsFailed);
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
        if (!cancelled) setInbox({ status: 'error', error, message: errorMessage(error, inboxFailed) });
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
          {t.figuresTitle}
        </Heading>
        <LoadNotice load={stats} onRetry={retry} t={t} />
        {stats.status === 'ready' ? (
          <ul className="jh-console__figures" part="figures">
            {figures(stats.data, t).map((figure) => (
              <li key={figure.label} className="jh-console__figure">
                <span className="jh-console__figure-label">{figure.label}</span>
                <strong className="jh-console__figure-value">{figure.value.toLocaleString(locale === 'vi' ? 'vi-VN' : locale)}</strong>
                {figure.note ? <span className="jh-console__muted">{figure.note}</span> : null}
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      <section className="jh-console__section" aria-labelledby="jh-console-inbox">
        <Heading id="jh-console-inbox" className="jh-console__title">
          {t.inboxTitle}
        </Heading>
        {stats.status !== 'error' ? <LoadNotice load={inbox} onRetry={retry} t={t} /> : null}
        {inbox.status === 'ready' && inbox.data.length === 0 ? <p className="jh-console__muted">{t.noApplicants}</p> : null}
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
                        {application.is_viewed ? null : <span className="jh-console__new">{t.notViewed}</span>}
                      </span>
                      <span className="jh-console__muted">
                        {application.post_title} · {relativeTime(application.created_at, current, { locale })}
                      </span>
                    </span>
                    <span className="jh-console__badge" data-status={application.status}>
                      {t[STATUS_KEYS[application.status]]}
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

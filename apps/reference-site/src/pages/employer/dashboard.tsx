import { Suspense, useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { ERROR_MESSAGES, formatDate, type EmployerStatistics } from '@jobhub/sdk';
import { CompanyLogo, EmployerConsole } from '@jobhub/widgets';
import { useClient } from '../../app/client-context';
import { useDocumentTitle } from '../../components/use-document-title';
import { ApprovalPill } from './approval-pill';
import { useOwnEnterprise } from './use-own-enterprise';
import { LoadError, Loading, useResource } from './shared';
import { QuietErrorBoundary } from '../../components/error-boundary';
import { useRealtimeKit } from '../../realtime/use-realtime-kit';

type Month = EmployerStatistics['monthly_stats'][number];

const CHART = { width: 640, height: 260, left: 40, right: 16, top: 16, bottom: 36 };
const APPLICANT_COLOUR = '#0f766e';
const POST_COLOUR = '#b45309';

/** Round axis maximum: 1, 2, 5 × 10^n at or above `value` (at least 1). */
function niceMax(value: number): number {
  if (value <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) if (step * power >= value) return step * power;
  return 10 * power;
}

/**
 * The y-axis ticks of a chart of counts: whole numbers only. Up to 5 every number from 0; above, 0,
 * the half and the maximum (`niceMax` gives 10, 20, 50... whose halves are whole).
 */
export function chartTicks(max: number): number[] {
  if (max <= 5) return Array.from({ length: max + 1 }, (_, index) => index);
  return [0, max / 2, max];
}

/**
 * Monthly applicants (bars) and new posts (line) of the last 6 months as a small SVG, drawn by
 * hand (no chart library). The SVG is decorative for assistive technology; the same numbers are
 * given as a table right after it.
 */
export function MonthlyChart({ months }: { months: Month[] }) {
  const plotW = CHART.width - CHART.left - CHART.right;
  const plotH = CHART.height - CHART.top - CHART.bottom;
  const max = niceMax(Math.max(0, ...months.map((m) => Math.max(m.applicants, m.posts))));
  const slot = plotW / Math.max(1, months.length);
  const y = (value: number) => CHART.top + plotH - (value / max) * plotH;
  const x = (index: number) => CHART.left + slot * index + slot / 2;
  const ticks = chartTicks(max);
  const line = months.map((m, index) => `${index === 0 ? 'M' : 'L'}${x(index).toFixed(1)},${y(m.posts).toFixed(1)}`).join(' ');
  return (
    <section className="card chart-card" aria-labelledby="chart-heading">
      <h2 id="chart-heading">Hồ sơ và tin đăng theo tháng</h2>
      {months.length === 0 ? (
        <p className="muted">Chưa có số liệu theo tháng</p>
      ) : (
        <>
          <svg viewBox={`0 0 ${CHART.width} ${CHART.height}`} aria-hidden="true" focusable="false" data-testid="monthly-chart">
            {ticks.map((tick) => (
              <g key={tick}>
                <line x1={CHART.left} x2={CHART.width - CHART.right} y1={y(tick)} y2={y(tick)} stroke="#d6dbe0" />
                <text x={CHART.left - 6} y={y(tick) + 4} textAnchor="end" fontSize="12" fill="#4b5563">
                  {tick}
                </text>
              </g>
            ))}
            {months.map((m, index) => {
              const barW = Math.min(36, slot * 0.5);
              return (
                <g key={m.month}>
                  <rect x={x(index) - barW / 2} y={y(m.applicants)} width={barW} height={CHART.top + plotH - y(m.applicants)} fill={APPLICANT_COLOUR} rx="3">
                    <title>{`${m.month}: ${m.applicants} hồ sơ`}</title>
                  </rect>
                  <text x={x(index)} y={CHART.height - 12} textAnchor="middle" fontSize="12" fill="#4b5563">
                    {m.month}
                  </text>
                </g>
              );
            })}
            <path d={line} fill="none" stroke={POST_COLOUR} strokeWidth="2.5" />
            {months.map((m, index) => (
              <circle key={m.month} cx={x(index)} cy={y(m.posts)} r="4" fill={POST_COLOUR} />
            ))}
          </svg>
          <ul className="chart-legend" aria-hidden="true">
            <li>
              <span aria-hidden="true" style={{ background: APPLICANT_COLOUR }} />
              Hồ sơ ứng tuyển (cột)
            </li>
            <li>
              <span aria-hidden="true" style={{ background: POST_COLOUR }} />
              Tin đăng mới (đường)
            </li>
          </ul>
          {/* A wrapper, not the table, is hidden: a table never gets narrower than its content, so a
              hidden 1 px table still widened phone pages. */}
          <div className="visually-hidden">
            <table>
              <caption>Số hồ sơ ứng tuyển và tin đăng mới theo tháng</caption>
              <thead>
                <tr>
                  <th scope="col">Tháng</th>
                  <th scope="col">Hồ sơ ứng tuyển</th>
                  <th scope="col">Tin đăng mới</th>
                </tr>
              </thead>
              <tbody>
                {months.map((m) => (
                  <tr key={m.month}>
                    <th scope="row">{m.month}</th>
                    <td>{m.applicants}</td>
                    <td>{m.posts}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}

/** Same labels as the posts list: a post past its deadline reads 'Hết hạn' even while still switched on. */
function PostStatePill({ isActive, deadline }: { isActive: boolean; deadline: string }) {
  if (deadline < formatDate(Date.now(), 'iso')) return <span className="status-pill wait">Hết hạn</span>;
  return <span className={`status-pill ${isActive ? 'ok' : 'off'}`}>{isActive ? 'Đang hiển thị' : 'Đã ẩn'}</span>;
}

/**
 * The 10 latest posts of the figures. `platform`: the admin's view of every company's posts, linked
 * to their public pages; otherwise the employer's own, linked to their management pages.
 */
export function LatestPosts({ posts, platform = false }: { posts: EmployerStatistics['post_stats']; platform?: boolean }) {
  return (
    <section className="stack" aria-labelledby="latest-posts-heading">
      <div className="page-head">
        <h2 id="latest-posts-heading">Tin tuyển dụng gần đây</h2>
        {platform ? null : <Link to="/employer/posts">Xem tất cả</Link>}
      </div>
      {posts.length === 0 ? (
        platform ? (
          <p className="muted">Chưa có tin tuyển dụng nào.</p>
        ) : (
          <p className="muted">
            Bạn chưa đăng tin nào. <Link to="/employer/posts/create">Đăng tin tuyển dụng</Link>
          </p>
        )
      ) : (
        <div className="table-wrap">
          <table className="data-table">
            <caption className="visually-hidden">10 tin tuyển dụng gần đây</caption>
            <thead>
              <tr>
                <th scope="col">Tiêu đề</th>
                <th scope="col">Hồ sơ</th>
                <th scope="col">Trạng thái</th>
                <th scope="col">Hạn nộp</th>
                <th scope="col">Ngày đăng</th>
              </tr>
            </thead>
            <tbody>
              {posts.map((post) => (
                <tr key={post.id}>
                  <td>
                    <Link to={platform ? `/job/${post.id}` : `/employer/posts/${post.id}`}>{post.title}</Link>
                  </td>
                  <td>{post.applicants}</td>
                  <td>
                    <PostStatePill isActive={post.is_active} deadline={post.deadline} />
                  </td>
                  <td>{formatDate(post.deadline)}</td>
                  <td>{formatDate(post.created_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** The company's name and approval state at the top of the dashboard. */
function CompanySummary() {
  const [own] = useOwnEnterprise();
  if (own.status !== 'ready' || !own.data) return null;
  const enterprise = own.data;
  return (
    <section className="card company-head" aria-labelledby="dashboard-company">
      <CompanyLogo name={enterprise.company_name} src={enterprise.logo} alt={`Logo ${enterprise.company_name}`} className="company-logo" />
      <div>
        <h2 id="dashboard-company">{enterprise.company_name}</h2>
        <ApprovalPill isActive={enterprise.is_active} />{' '}
        <Link to="/employer/company">Thông tin công ty</Link>
      </div>
    </section>
  );
}

/** Notification types that change the employer's figures (an application arrived or was withdrawn). */
const APPLICATION_TYPES: ReadonlySet<string> = new Set(['new_application', 'application_withdrawn']);

/**
 * Reloads the figures when an application notification is pushed over the socket, while the
 * dashboard is on screen (renders nothing; waits for the real-time chunk).
 */
function RefreshOnApplication({ onApplication }: { onApplication: () => void }) {
  const kit = useRealtimeKit();
  useEffect(
    () =>
      kit.realtime.onNotification((frame) => {
        if (APPLICATION_TYPES.has(frame.type)) onApplication();
      }),
    [kit, onApplication],
  );
  return null;
}

/** /employer — the dashboard: figures and applicant inbox (EmployerConsole widget), monthly chart, latest posts. */
export function EmployerDashboardPage() {
  useDocumentTitle('Tổng quan nhà tuyển dụng');
  const client = useClient();
  const navigate = useNavigate();
  const [stats, retry] = useResource('employer-statistics', () => client.statistics.employer(), ERROR_MESSAGES.employerStatisticsFailed);
  return (
    <div className="stack">
      <div className="page-head">
        <h1>Tổng quan</h1>
        <Link className="btn btn-primary" to="/employer/posts/create">
          Đăng tin tuyển dụng
        </Link>
      </div>
      <CompanySummary />
      <QuietErrorBoundary>
        <Suspense fallback={null}>
          <RefreshOnApplication onApplication={retry} />
        </Suspense>
      </QuietErrorBoundary>
      {stats.status === 'loading' ? <Loading /> : null}
      {stats.status === 'error' ? <LoadError message={stats.message} onRetry={retry} /> : null}
      {stats.status === 'ready' ? (
        <>
          <EmployerConsole client={client} statistics={stats.data} onNavigate={(href) => void navigate(href)} />
          <MonthlyChart months={stats.data.monthly_stats} />
          <LatestPosts posts={stats.data.post_stats} />
        </>
      ) : null}
    </div>
  );
}

import { ERROR_MESSAGES, type EmployerStatistics } from '@jobhub/sdk';
import { useClient, useSession } from '../../app/client-context';
import { useDocumentTitle } from '../../components/use-document-title';
import { LatestPosts, MonthlyChart } from './dashboard';
import { LoadError, Loading, useResource } from './shared';

/** The figures of GET /api/statistics/, in the order of the dashboard. */
const FIGURES: { key: Exclude<keyof EmployerStatistics, 'monthly_stats' | 'post_stats'>; label: string }[] = [
  { key: 'total_posts', label: 'Tổng số tin đăng' },
  { key: 'active_posts', label: 'Tin đang hiển thị' },
  { key: 'expired_posts', label: 'Tin hết hạn' },
  { key: 'total_applicants', label: 'Tổng số hồ sơ' },
  { key: 'pending_applicants', label: 'Hồ sơ chờ duyệt' },
  { key: 'approved_applicants', label: 'Hồ sơ đã duyệt' },
  { key: 'rejected_applicants', label: 'Hồ sơ bị từ chối' },
  { key: 'total_interviews', label: 'Tổng số phỏng vấn' },
  { key: 'upcoming_interviews', label: 'Phỏng vấn sắp tới' },
  { key: 'completed_interviews', label: 'Phỏng vấn đã hoàn thành' },
];

function Figures({ statistics }: { statistics: EmployerStatistics }) {
  return (
    <ul className="stats-grid" aria-label="Số liệu tổng hợp">
      {FIGURES.map(({ key, label }) => (
        <li key={key} className="stat">
          <div className="stat-label">{label}</div>
          <div className="stat-value">{statistics[key].toLocaleString('vi-VN')}</div>
        </li>
      ))}
    </ul>
  );
}

/**
 * /enterprise/statistics (SPEC §2: employer or admin): the statistics of GET
 * /api/statistics/ with the dashboard's chart and latest posts. An employer sees their
 * company; an admin the whole platform (same figures).
 */
export function EnterpriseStatisticsPage() {
  const client = useClient();
  const session = useSession();
  const platform = session.status === 'authenticated' && session.user.role === 'admin';
  const title = platform ? 'Thống kê toàn hệ thống' : 'Thống kê doanh nghiệp';
  useDocumentTitle(title);
  const [stats, retry] = useResource('enterprise-statistics', () => client.statistics.employer(), ERROR_MESSAGES.enterpriseStatisticsFailed);
  return (
    <div className="stack">
      <h1>{title}</h1>
      {stats.status === 'loading' ? <Loading /> : null}
      {stats.status === 'error' ? <LoadError message={stats.message} onRetry={retry} /> : null}
      {stats.status === 'ready' ? (
        <>
          <Figures statistics={stats.data} />
          <MonthlyChart months={stats.data.monthly_stats} />
          <LatestPosts posts={stats.data.post_stats} platform={platform} />
        </>
      ) : null}
    </div>
  );
}

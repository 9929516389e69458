import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import type { Application } from '@jobhub/sdk';
import ProfilePage from '../account/profile';
import { useClient } from '../../app/client-context';
import { useDocumentTitle } from '../../components/use-document-title';
import { LoadError, Loading, useResource } from './shared';
import { ApplicationRow } from './application-row';

/**
 * /employer/profile — the site's profile screen (account details and change password) inside the
 * employer layout; the old `?tab=settings` link goes to /employer/settings ('Cài đặt').
 */
export function EmployerProfilePage() {
  const { search } = useLocation();
  if (new URLSearchParams(search).get('tab') === 'settings') return <Navigate to="/employer/settings" replace />;
  return <ProfilePage />;
}

const RECENT_FAILED = 'Không thể tải danh sách hồ sơ ứng tuyển';

/**
 * /employer/applications — the SPEC §9 click target of 'new application' and 'CV viewed'
 * notifications: with `?application_id=` it opens that CV, otherwise it lists the latest
 * applicants across the latest posts.
 */
export function EmployerApplicationsPage() {
  useDocumentTitle('Hồ sơ ứng tuyển');
  const [params] = useSearchParams();
  const target = Number(params.get('application_id'));
  if (Number.isInteger(target) && target > 0) return <Navigate to={`/employer/cv/${target}`} replace />;
  return <RecentApplicants />;
}

function RecentApplicants() {
  const client = useClient();
  const [state, retry] = useResource<Application[]>('recent-applicants', async () => {
    const stats = await client.statistics.employer();
    return client.applicants.recent(
      stats.post_stats.map((post) => post.id),
      20,
    );
  }, RECENT_FAILED);
  return (
    <div className="stack">
      <div className="page-head">
        <h1>Hồ sơ ứng tuyển</h1>
        <Link to="/employer/posts">Xem theo tin tuyển dụng</Link>
      </div>
      {state.status === 'loading' ? <Loading /> : null}
      {state.status === 'error' ? <LoadError message={state.message} onRetry={retry} /> : null}
      {state.status === 'ready' && state.data.length === 0 ? <p className="muted">Chưa có hồ sơ ứng tuyển nào.</p> : null}
      {state.status === 'ready' && state.data.length > 0 ? (
        <div className="table-wrap">
          <table className="data-table">
            <caption className="visually-hidden">Hồ sơ ứng tuyển mới nhất</caption>
            <thead>
              <tr>
                <th scope="col">Ứng viên</th>
                <th scope="col">Tin tuyển dụng</th>
                <th scope="col">Ngày nộp</th>
                <th scope="col">Trạng thái</th>
                <th scope="col">Đã xem</th>
              </tr>
            </thead>
            <tbody>
              {state.data.map((application) => (
                <ApplicationRow
                  key={application.id}
                  application={application}
                  detail={<Link to={`/employer/posts/${application.post}`}>{application.post_title}</Link>}
                />
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}

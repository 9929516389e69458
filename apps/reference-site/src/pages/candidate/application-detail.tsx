import { ApiError, formatDate } from '@jobhub/sdk';
import { Link, useSearchParams } from 'react-router';
import { useCandidateApis } from '../../app/candidate-kit';
import { DetailList } from '../../components/detail-list';
import { useDocumentTitle } from '../../components/use-document-title';
import { ErrorAlert, NotFoundState } from '../browse/states';
import { useResource } from '../browse/use-resource';
import { CvFileButton } from './cv-file-button';
import { StatusBadge } from './my-applications';
import './candidate.css';

const TITLE = 'Chi tiết hồ sơ ứng tuyển';
const LOAD_FAILED = 'Không thể tải hồ sơ ứng tuyển';

/**
 * /job-detail?cv_id= (candidates only, like /my-applications; opened from a 'CV viewed'
 * notification): the candidate's own application as the employer received it — the post, the
 * company, the status, the details sent and the CV file (the application's own copy). The API
 * answers 404 for an application that is not theirs, shown as not found.
 */
export function CvJobDetailPage() {
  useDocumentTitle(TITLE);
  const apis = useCandidateApis();
  const [params] = useSearchParams();
  const raw = params.get('cv_id');
  const id = raw && /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : null;
  const [state, retry] = useResource(id === null ? null : `application:${id}`, () => apis.applications.get(id!), LOAD_FAILED);
  const missing = id === null || (state.status === 'error' && state.error instanceof ApiError && state.error.status === 404);

  return (
    <div className="container page page-narrow">
      <div className="card stack">
        {missing ? (
          <NotFoundState heading={TITLE} reason="Không tìm thấy hồ sơ ứng tuyển" to="/my-applications" linkText="Xem việc đã ứng tuyển" />
        ) : state.status === 'error' ? (
          <>
            <h1>{TITLE}</h1>
            <ErrorAlert message={state.message} onRetry={retry} />
          </>
        ) : state.status !== 'ready' ? (
          <>
            <h1>{TITLE}</h1>
            <p role="status" className="muted">
              Đang tải...
            </p>
          </>
        ) : (
          <>
            <h1>{TITLE}</h1>
            <p>
              <Link to={`/job/${state.data.post}`}>
                <strong>{state.data.post_title}</strong>
              </Link>{' '}
              · {state.data.enterprise_name}
            </p>
            <p>
              <StatusBadge status={state.data.status} /> {state.data.is_viewed ? 'Nhà tuyển dụng đã xem CV của bạn.' : 'Nhà tuyển dụng chưa xem CV.'}
            </p>
            <DetailList
              rows={[
                ['Ngày nộp', formatDate(state.data.created_at) || '—'],
                ['Họ và tên', state.data.name],
                ['Email', state.data.email],
                ['Số điện thoại', state.data.phone_number],
                ['Thư giới thiệu', state.data.description || '—'],
              ]}
            />
            <p>
              CV đã gửi: <CvFileButton application={state.data} />
            </p>
          </>
        )}
        <div className="actions">
          <Link className="btn btn-primary" to={id === null ? '/my-applications' : `/my-applications?cv_id=${id}`}>
            Xem việc đã ứng tuyển
          </Link>
          <Link className="btn btn-outline" to="/job-search">
            Tìm việc khác
          </Link>
        </div>
      </div>
    </div>
  );
}

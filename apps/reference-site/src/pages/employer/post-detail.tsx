import { Link, useParams } from 'react-router';
import { formatDate, formatSalary, type ApplicationStatus, type EmployerPostDetail } from '@jobhub/sdk';
import { richTextToPlain } from '@jobhub/sdk/rich-text';
import { useClient } from '../../app/client-context';
import { useDocumentTitle } from '../../components/use-document-title';
import { ACTIVE_POST_NOTE } from './posts';
import { LoadError, Loading, Pager, STATUS_LABELS, useResource } from './shared';
import { DetailList } from '../../components/detail-list';
import { ApplicationRow } from './application-row';
import { useSearchParamsUpdate } from '../../components/use-search-params-update';

const POST_LOAD_FAILED = 'Không thể tải tin tuyển dụng';
const APPLICANTS_LOAD_FAILED = 'Không thể tải danh sách ứng viên';

function PostSummary({ post }: { post: EmployerPostDetail }) {
  const rows: [string, string][] = [
    ['Ngành nghề', post.field.name],
    ['Vị trí', post.position.name],
    ['Địa điểm', [post.detail_address, post.district, post.city].filter(Boolean).join(', ')],
    ['Kinh nghiệm', post.experience],
    ['Cấp bậc', post.level],
    ['Hình thức', post.type_working],
    ['Thời gian làm việc', post.time_working ?? '—'],
    ['Số lượng', String(post.quantity)],
    ['Mức lương', formatSalary(post.salary_min, post.salary_max, post.is_salary_negotiable)],
    ['Hạn nộp', formatDate(post.deadline)],
    ['Ngày đăng', formatDate(post.created_at)],
  ];
  return (
    <section className="card stack" aria-labelledby="post-info-heading">
      <h2 id="post-info-heading">Thông tin tin tuyển dụng</h2>
      <p>
        <span className={`status-pill ${post.is_removed ? 'bad' : post.is_active ? 'ok' : 'off'}`}>
          {post.is_removed ? 'Đã bị gỡ' : post.is_active ? 'Đang hiển thị' : 'Đã ẩn'}
        </span>
      </p>
      <DetailList rows={rows} />
      <details>
        <summary>Mô tả, yêu cầu và quyền lợi</summary>
        <h3>Mô tả công việc</h3>
        <p className="rich-plain">{richTextToPlain(post.description_html)}</p>
        <h3>Yêu cầu ứng viên</h3>
        <p className="rich-plain">{richTextToPlain(post.required_html)}</p>
        <h3>Quyền lợi</h3>
        <p className="rich-plain">{richTextToPlain(post.interest_html)}</p>
      </details>
    </section>
  );
}

const STATUS_OPTIONS: (ApplicationStatus | '')[] = ['', 'pending', 'approved', 'rejected'];

function Applicants({ postId }: { postId: number }) {
  const client = useClient();
  const [params, update] = useSearchParamsUpdate();
  const status = (params.get('status') ?? '') as ApplicationStatus | '';
  const viewed = params.get('viewed') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [list, retry] = useResource(`applicants:${postId}:${status}:${viewed}:${page}`, () =>
    client.applicants.listForPost(postId, {
      page,
      page_size: 10,
      ...(status ? { status } : {}),
      ...(viewed ? { is_viewed: viewed === 'true' } : {}),
    }),
    APPLICANTS_LOAD_FAILED,
  );
  const counts = list.status === 'ready' ? list.data.counts : null;
  const countOf = (value: ApplicationStatus | '') => (counts ? (value ? counts[value] : counts.total) : null);

  return (
    <section className="stack" aria-labelledby="applicants-heading">
      <h2 id="applicants-heading">Ứng viên{counts ? ` (${counts.total})` : ''}</h2>
      <div className="toolbar">
        <div className="field">
          <label htmlFor="applicants-status">Trạng thái hồ sơ</label>
          <select id="applicants-status" className="select" value={status} onChange={(event) => update({ status: event.target.value, page: '' })}>
            {STATUS_OPTIONS.map((value) => {
              const count = countOf(value);
              return (
                <option key={value} value={value}>
                  {value ? STATUS_LABELS[value] : 'Tất cả'}
                  {count === null ? '' : ` (${count})`}
                </option>
              );
            })}
          </select>
        </div>
        <div className="field">
          <label htmlFor="applicants-viewed">Đã xem</label>
          <select id="applicants-viewed" className="select" value={viewed} onChange={(event) => update({ viewed: event.target.value, page: '' })}>
            <option value="">Tất cả</option>
            <option value="false">Chưa xem</option>
            <option value="true">Đã xem</option>
          </select>
        </div>
      </div>
      {counts ? (
        <p className="muted" aria-live="polite">
          Chờ duyệt: {counts.pending} · Đã duyệt: {counts.approved} · Đã từ chối: {counts.rejected}
        </p>
      ) : null}
      {list.status === 'loading' ? <Loading /> : null}
      {list.status === 'error' ? <LoadError message={list.message} onRetry={retry} /> : null}
      {list.status === 'ready' && list.data.results.length === 0 ? <p className="muted">Chưa có ứng viên phù hợp với bộ lọc.</p> : null}
      {list.status === 'ready' && list.data.results.length > 0 ? (
        <>
          <div className="table-wrap">
            <table className="data-table">
              <caption className="visually-hidden">Danh sách ứng viên</caption>
              <thead>
                <tr>
                  <th scope="col">Ứng viên</th>
                  <th scope="col">Liên hệ</th>
                  <th scope="col">Ngày nộp</th>
                  <th scope="col">Trạng thái</th>
                  <th scope="col">Đã xem</th>
                </tr>
              </thead>
              <tbody>
                {list.data.results.map((application) => (
                  <ApplicationRow
                    key={application.id}
                    application={application}
                    detail={
                      <>
                        {application.email}
                        <div className="muted">{application.phone_number}</div>
                      </>
                    }
                  />
                ))}
              </tbody>
            </table>
          </div>
          <Pager page={list.data.page} totalPages={list.data.total_pages} onPage={(next) => update({ page: String(next) })} label="Phân trang ứng viên" />
        </>
      ) : null}
    </section>
  );
}

/** /employer/posts/:id — the post and its applicants (status and viewed filters, counts). */
export function PostDetailPage() {
  const client = useClient();
  const id = Number(useParams().id);
  const [post, retry] = useResource(`post:${id}`, () => client.employerPosts.get(id), POST_LOAD_FAILED);
  useDocumentTitle(post.status === 'ready' ? post.data.title : 'Chi tiết tin tuyển dụng');
  return (
    <div className="stack">
      <div className="page-head">
        <h1>{post.status === 'ready' ? post.data.title : 'Chi tiết tin tuyển dụng'}</h1>
        <div className="actions">
          <Link to="/employer/posts">Quay lại danh sách</Link>
          {post.status === 'ready' && !post.data.is_active ? (
            <Link className="btn btn-outline" to={`/employer/posts/${id}/edit`}>
              Sửa tin
            </Link>
          ) : null}
        </div>
      </div>
      {post.status === 'ready' && post.data.is_active ? <p className="muted">{ACTIVE_POST_NOTE}</p> : null}
      {post.status === 'loading' ? <Loading /> : null}
      {post.status === 'error' ? <LoadError message={post.message} onRetry={retry} /> : null}
      {post.status === 'ready' ? (
        <>
          <PostSummary post={post.data} />
          <Applicants postId={id} />
        </>
      ) : null}
    </div>
  );
}

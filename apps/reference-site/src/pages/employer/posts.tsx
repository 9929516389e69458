import { useCallback, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { formatDate, postingLimit, type EmployerPostListParams, type EmployerPostRow, type PostingLimit } from '@jobhub/sdk';
import { useClient } from '../../app/client-context';
import { useDocumentTitle } from '../../components/use-document-title';
import { STALE_AFTER } from '../../app/stale-after';
import { useRowAction } from '../../components/use-row-action';
import { PostingLimitModal } from './posting-limit-modal';
import { LoadError, Loading, Modal, Pager, useResource } from './shared';
import { useSearchParamsUpdate } from '../../components/use-search-params-update';

const POSTS_LOAD_FAILED = 'Không thể tải danh sách tin tuyển dụng';
const TOGGLE_FAILED = 'Không thể thay đổi trạng thái tin';
const DELETE_FAILED = 'Không thể xóa tin tuyển dụng';
const CONFIRM_FAILED = 'Không thể xác nhận tin tuyển dụng';
/** The one-click confirmation of issue 30 (the reminder's link opens this list on the post). */
export const CONFIRM_POST_LABEL = 'Xác nhận tin còn tuyển';
/** Why edit and delete are disabled: the API refuses both while a post is shown. */
export const ACTIVE_POST_NOTE = 'Ẩn tin trước khi sửa hoặc xóa.';

const STATUS_FILTERS = [
  { value: '', label: 'Tất cả' },
  { value: 'active', label: 'Đang hiển thị' },
  { value: 'hidden', label: 'Đã ẩn' },
  { value: 'expired', label: 'Hết hạn' },
] as const;

function postState(post: EmployerPostRow): { label: string; tone: string } {
  if (post.is_removed) return { label: 'Đã bị gỡ', tone: 'bad' };
  if (post.is_paused) return { label: 'Tạm dừng — chưa xác nhận', tone: 'wait' };
  if (post.is_expired) return { label: 'Hết hạn', tone: 'wait' };
  return post.is_active ? { label: 'Đang hiển thị', tone: 'ok' } : { label: 'Đã ẩn', tone: 'off' };
}

interface PostRowProps {
  post: EmployerPostRow;
  /** The post the reminder's link points at (`?job_id=`). */
  highlight: number | null;
  /** The post whose action is under way. */
  busy: number | null;
  onConfirm: (post: EmployerPostRow) => void;
  onToggle: (post: EmployerPostRow) => void;
  onDelete: (post: EmployerPostRow) => void;
}

/** One post of the table with its actions (edit and delete only while hidden). */
function PostRow({ post, highlight, busy, onConfirm, onToggle, onDelete }: PostRowProps) {
  const state = postState(post);
  const noteId = `post-note-${post.id}`;
  return (
    <tr aria-current={highlight === post.id ? 'true' : undefined} className={highlight === post.id ? 'row-highlight' : undefined}>
      <td>
        <Link to={`/employer/posts/${post.id}`}>{post.title}</Link>
        <div className="muted">{post.city}</div>
      </td>
      <td data-label="Hồ sơ">
        {post.total_cvs}
        {post.new_cvs > 0 ? <span className="muted"> ({post.new_cvs} mới)</span> : null}
      </td>
      <td data-label="Trạng thái">
        <span className={`status-pill ${state.tone}`}>{state.label}</span>
      </td>
      <td data-label="Hạn nộp">{formatDate(post.deadline)}</td>
      <td className="cell-actions">
        <div className="row-actions">
          {post.is_active && !post.is_removed && !post.is_expired ? (
            <button
              type="button"
              className={`btn btn-sm ${post.is_paused ? 'btn-primary' : 'btn-outline'}`}
              disabled={busy === post.id}
              onClick={() => onConfirm(post)}
              aria-label={`${CONFIRM_POST_LABEL}: ${post.title}`}
            >
              {CONFIRM_POST_LABEL}
            </button>
          ) : null}
          <button
            type="button"
            className="btn btn-outline btn-sm"
            disabled={busy === post.id || post.is_removed}
            onClick={() => onToggle(post)}
            aria-label={`${post.is_active ? 'Ẩn tin' : 'Hiện tin'} ${post.title}`}
          >
            {post.is_active ? 'Ẩn tin' : 'Hiện tin'}
          </button>
          {post.is_active ? (
            <>
              <button type="button" className="btn btn-outline btn-sm" disabled aria-describedby={noteId} aria-label={`Sửa ${post.title}`}>
                Sửa
              </button>
              <button type="button" className="btn btn-danger btn-sm" disabled aria-describedby={noteId} aria-label={`Xóa ${post.title}`}>
                Xóa
              </button>
            </>
          ) : (
            <>
              <Link className="btn btn-outline btn-sm" to={`/employer/posts/${post.id}/edit`} aria-label={`Sửa ${post.title}`}>
                Sửa
              </Link>
              <button
                type="button"
                className="btn btn-danger btn-sm"
                disabled={busy === post.id}
                onClick={() => onDelete(post)}
                aria-label={`Xóa ${post.title}`}
              >
                Xóa
              </button>
            </>
          )}
        </div>
        {post.is_active ? (
          <p id={noteId} className="disabled-note">
            {ACTIVE_POST_NOTE}
          </p>
        ) : null}
      </td>
    </tr>
  );
}

/** The toolbar: status filter and title search (typed text kept until submitted). */
function PostsToolbar({ status, q, update }: { status: string; q: string; update: (patch: Record<string, string>) => void }) {
  const [search, setSearch] = useState(q);
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ q: search.trim(), page: '' });
  };
  return (
    <form className="toolbar" role="search" aria-label="Lọc tin tuyển dụng" onSubmit={onSearch}>
      <div className="field">
        <label htmlFor="posts-status">Trạng thái</label>
        <select id="posts-status" className="select" value={status} onChange={(event) => update({ status: event.target.value, page: '' })}>
          {STATUS_FILTERS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="posts-q">Tìm theo tiêu đề</label>
        <input id="posts-q" className="input" type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
      </div>
      <button type="submit" className="btn btn-outline">
        Tìm kiếm
      </button>
    </form>
  );
}

/** Asks before deleting a post (its applications go with it). */
function DeletePostDialog({ post, onDelete, onClose }: { post: EmployerPostRow; onDelete: () => void; onClose: () => void }) {
  return (
    <Modal title="Xóa tin tuyển dụng?" onClose={onClose}>
      <p>
        Tin <strong>{post.title}</strong> và các hồ sơ ứng tuyển của tin sẽ bị xóa. Thao tác này không thể hoàn tác.
      </p>
      <div className="actions">
        <button type="button" className="btn btn-danger" onClick={onDelete}>
          Xóa tin
        </button>
        <button type="button" className="btn btn-outline" onClick={onClose}>
          Hủy
        </button>
      </div>
    </Modal>
  );
}

/**
 * /employer/posts — own posts: status filter, search, hide/show, edit and delete (only while
 * hidden), and 'Xác nhận tin còn tuyển' on live posts (a paused one says 'Tạm dừng — chưa xác nhận').
 */
export function EmployerPostsPage() {
  useDocumentTitle('Tin tuyển dụng');
  const client = useClient();
  const [params, update] = useSearchParamsUpdate();
  const status = (params.get('status') ?? '') as NonNullable<EmployerPostListParams['status']> | '';
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const highlight = Number(params.get('job_id')) || null;
  const [list, reload] = useResource(`posts:${status}:${q}:${page}`, () =>
    client.employerPosts.list({ page, page_size: 10, ...(status ? { status } : {}), ...(q ? { q } : {}) }),
    POSTS_LOAD_FAILED,
  );
  const { busy, error: actionError, run } = useRowAction(STALE_AFTER.employer);
  const [confirming, setConfirming] = useState<EmployerPostRow | null>(null);
  const [limit, setLimit] = useState<PostingLimit | null>(null);
  const closeConfirm = useCallback(() => setConfirming(null), []);
  const closeLimit = useCallback(() => setLimit(null), []);

  const toggle = (post: EmployerPostRow) =>
    run(
      post.id,
      async () => (await client.employerPosts.toggleStatus(post.id)).message,
      post.is_active ? 'Đã ẩn tin tuyển dụng' : 'Đã hiển thị tin tuyển dụng',
      TOGGLE_FAILED,
      // Showing a post past the plan's limit opens the limit dialog instead of an error.
      (error) => {
        const refused = postingLimit(error);
        if (refused) setLimit(refused);
        return Boolean(refused);
      },
    );

  const confirmStillHiring = (post: EmployerPostRow) =>
    run(post.id, async () => (await client.employerPosts.confirm(post.id)).message, 'Đã xác nhận tin còn tuyển', CONFIRM_FAILED);

  const remove = (post: EmployerPostRow) => {
    setConfirming(null);
    return run(post.id, () => client.employerPosts.remove(post.id), 'Đã xóa tin tuyển dụng', DELETE_FAILED);
  };

  return (
    <div className="stack">
      <div className="page-head">
        <h1>Tin tuyển dụng</h1>
        <Link className="btn btn-primary" to="/employer/posts/create">
          Đăng tin mới
        </Link>
      </div>
      <PostsToolbar status={status} q={q} update={update} />
      {actionError ? <LoadError message={actionError} /> : null}
      {list.status === 'loading' ? <Loading /> : null}
      {list.status === 'error' ? <LoadError message={list.message} onRetry={reload} /> : null}
      {list.status === 'ready' && list.data.results.length === 0 ? (
        <div className="card center">
          <h2>Không có tin tuyển dụng nào</h2>
          <p className="muted">{q || status ? 'Không có tin phù hợp với bộ lọc.' : 'Bạn chưa đăng tin tuyển dụng nào.'}</p>
        </div>
      ) : null}
      {list.status === 'ready' && list.data.results.length > 0 ? (
        <>
          <p className="muted">{list.data.total} tin tuyển dụng</p>
          <div className="table-wrap table-cards">
            <table className="data-table">
              <caption className="visually-hidden">Danh sách tin tuyển dụng</caption>
              <thead>
                <tr>
                  <th scope="col">Tiêu đề</th>
                  <th scope="col">Hồ sơ</th>
                  <th scope="col">Trạng thái</th>
                  <th scope="col">Hạn nộp</th>
                  <th scope="col">Thao tác</th>
                </tr>
              </thead>
              <tbody>
                {list.data.results.map((post) => (
                  <PostRow
                    key={post.id}
                    post={post}
                    highlight={highlight}
                    busy={busy}
                    onConfirm={(target) => void confirmStillHiring(target)}
                    onToggle={(target) => void toggle(target)}
                    onDelete={setConfirming}
                  />
                ))}
              </tbody>
            </table>
          </div>
          <Pager page={list.data.page} totalPages={list.data.total_pages} onPage={(next) => update({ page: String(next) })} label="Phân trang tin tuyển dụng" />
        </>
      ) : null}
      {confirming ? <DeletePostDialog post={confirming} onDelete={() => void remove(confirming)} onClose={closeConfirm} /> : null}
      {limit ? <PostingLimitModal limit={limit} onClose={closeLimit} /> : null}
    </div>
  );
}
import { formatDate, type SavedPost } from '@jobhub/sdk';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useCandidateApis } from '../../app/candidate-kit';
import { notify } from '../../app/notify';
import { useQueryCache } from '../../app/query-cache';
import { STALE_AFTER } from '../../app/stale-after';
import { useDocumentTitle } from '../../components/use-document-title';
import { JobCard } from '../browse/job-card';
import { Pagination } from '../browse/pagination';
import { EmptyState, ErrorAlert, LoadingCards } from '../browse/states';
import { useResource } from '../browse/use-resource';
import { pageParam } from './format';
import { changeSaved, failureText } from './job-actions';
import { CANDIDATE_TEXTS } from './texts';
import '../browse/browse.css';
import './candidate.css';

const PAGE_SIZE = 10;

/** One saved post; unsaving goes through the saved-jobs store, so every other toggle of the post agrees. */
function SavedRow({ saved, now, onRemoved }: { saved: SavedPost; now: Date; onRemoved: () => void }) {
  const { savedJobs } = useCandidateApis();
  const known = useStore(savedJobs.$saved)[saved.post.id];
  // Unsaved and confirmed: the row stays busy until the list reloads without it.
  const pending = known ? known.pending || !known.saved : false;
  const cache = useQueryCache();
  async function unsave() {
    try {
      await cache.write(STALE_AFTER.savedJob, () => changeSaved(savedJobs, saved.post.id, false));
    } catch (error) {
      notify.error(failureText(error));
      return;
    }
    notify.success(CANDIDATE_TEXTS.unsaved);
    onRemoved();
  }
  return (
    <li className="cand-card-wrap">
      <JobCard job={saved.post} now={now} headingLevel={2} />
      <div className="cand-score">
        <span className="muted">
          Đã lưu ngày <time dateTime={saved.created_at}>{formatDate(saved.created_at)}</time>
        </span>
        <button type="button" className="btn btn-outline btn-sm" disabled={pending} onClick={() => void unsave()}>
          {pending ? 'Đang xử lý...' : 'Bỏ lưu'}
          <span className="visually-hidden"> {saved.post.title}</span>
        </button>
      </div>
    </li>
  );
}

/** Route /saved-jobs (candidates): saved posts, newest first, with unsave and pagination. */
export default function SavedJobsPage() {
  useDocumentTitle('Việc đã lưu');
  const { savedJobs } = useCandidateApis();
  const [params, setParams] = useSearchParams();
  const page = pageParam(params.get('page'));
  const [now] = useState(() => new Date());
  const [list, retry] = useResource(`saved:${page}`, () => savedJobs.list({ page, page_size: PAGE_SIZE }), CANDIDATE_TEXTS.savedError);

  // The unsave made the cached pages stale, this one loads again by itself; an emptied page
  // gives way to the one before.
  function onRemoved(lastOnPage: boolean) {
    if (lastOnPage && page > 1) setParams({ page: String(page - 1) });
  }

  return (
    <div className="container page cand-page jb-page">
      <h1>Việc đã lưu</h1>
      {list.status === 'loading' ? <LoadingCards count={4} label="Đang tải danh sách việc đã lưu..." /> : null}
      {list.status === 'error' ? <ErrorAlert message={list.message} onRetry={retry} /> : null}
      {list.status === 'ready' && list.data.results.length === 0 ? (
        <EmptyState title="Bạn chưa lưu việc làm nào">
          <p>Nhấn 'Lưu tin' trên trang chi tiết việc làm để xem lại sau.</p>
          <p>
            <Link to="/job-search">Tìm việc làm</Link>
          </p>
        </EmptyState>
      ) : null}
      {list.status === 'ready' && list.data.results.length > 0 ? (
        <>
          <p className="muted">{`${list.data.total} việc làm đã lưu`}</p>
          <ul className="jb-grid">
            {list.data.results.map((saved) => (
              <SavedRow key={saved.id} saved={saved} now={now} onRemoved={() => onRemoved(list.data.results.length === 1)} />
            ))}
          </ul>
          <Pagination page={list.data.page} totalPages={list.data.total_pages} hrefFor={(n) => `?page=${n}`} />
        </>
      ) : null}
    </div>
  );
}

import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useCandidateApis } from '../../app/candidate-kit';
import { useDocumentTitle } from '../../components/use-document-title';
import { JobCard } from '../browse/job-card';
import { SaveJobButton, rememberSaved } from './job-actions';
import { Pagination } from '../browse/pagination';
import { EmptyState, ErrorAlert, LoadingCards } from '../browse/states';
import { useResource } from '../browse/use-resource';
import { pageParam } from './format';
import { CANDIDATE_TEXTS } from './texts';
import '../browse/browse.css';
import './candidate.css';

/**
 * Route /job-recommendations (candidates): posts scored against the criteria, paged. Without
 * criteria (`has_criteria: false`) it links to /my-criteria; with criteria and no match it says so.
 */
export default function JobRecommendationsPage() {
  useDocumentTitle('Việc làm gợi ý');
  const { recommendations, savedJobs } = useCandidateApis();
  const [params] = useSearchParams();
  const page = pageParam(params.get('page'));
  const [now] = useState(() => new Date());
  const recommended = rememberSaved(savedJobs, { key: `recommended:${page}`, load: () => recommendations.list(page) }, (answer) => answer?.results ?? []);
  const [list, retry] = useResource(recommended.key, recommended.load, CANDIDATE_TEXTS.recommendationsError);

  return (
    <div className="container page cand-page jb-page">
      <div className="cand-head">
        <h1>Việc làm gợi ý</h1>
        <Link to="/my-criteria">Chỉnh tiêu chí tìm việc</Link>
      </div>
      {list.status === 'loading' ? <LoadingCards count={4} label="Đang tải việc làm gợi ý..." /> : null}
      {list.status === 'error' ? <ErrorAlert message={list.message} onRetry={retry} /> : null}
      {list.status === 'ready' && list.data === null ? (
        <EmptyState title="Bạn chưa có tiêu chí tìm việc">
          <p>Thiết lập tiêu chí (ngành nghề, địa điểm, mức lương...) để nhận gợi ý việc làm phù hợp.</p>
          <p>
            <Link className="jb-button" to="/my-criteria">
              Thiết lập tiêu chí
            </Link>
          </p>
        </EmptyState>
      ) : null}
      {list.status === 'ready' && list.data !== null && list.data.results.length === 0 ? (
        <EmptyState title="Chưa có việc làm phù hợp với tiêu chí của bạn">
          <p>
            Hãy thử <Link to="/my-criteria">mở rộng tiêu chí</Link> hoặc <Link to="/job-search">tìm việc làm</Link>.
          </p>
        </EmptyState>
      ) : null}
      {list.status === 'ready' && list.data !== null && list.data.results.length > 0 ? (
        <>
          <ul className="jb-grid">
            {list.data.results.map((job) => (
              <li key={job.id} className="cand-card-wrap">
                <JobCard job={job} now={now} headingLevel={2} />
                <div className="cand-score">
                  <span className="cand-badge cand-badge--score">{`Điểm phù hợp: ${Math.round(job.score)}`}</span>
                  <SaveJobButton postId={job.id} title={job.title} />
                </div>
              </li>
            ))}
          </ul>
          <Pagination page={list.data.page} totalPages={list.data.total_pages} hrefFor={(n) => `?page=${n}`} />
        </>
      ) : null}
    </div>
  );
}

import { searchParamsToQuery, serializeJobSearch, type JobSearchChange, type Jobs, type JobSearchQuery, type Page, type PostRow } from '@jobhub/sdk';
import { JobSearch } from '@jobhub/widgets';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useClient, useSession } from '../../app/client-context';
import { BOOKMARK_LABELS, BookmarkIcon, SaveJobBookmark } from '../candidate/job-actions';
import { useCandidateApis } from '../../app/candidate-kit';
import { useDocumentTitle } from '../../components/use-document-title';
import { useQueryCache } from '../../app/query-cache';
import { jobSearchResults } from './resources';
import './browse.css';

const jobHref = (id: number) => `/job/${id}`;

/** The bookmark shown to visitors: saving needs a candidate account, so it leads to sign-in (SPEC §6). */
function GuestBookmark({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" className="jh-bookmark" aria-label={BOOKMARK_LABELS.save} title={BOOKMARK_LABELS.save} onClick={onClick}>
      <BookmarkIcon />
    </button>
  );
}

/**
 * Route `/job-search`: the JobSearch widget with its query kept in the address bar, so a search
 * can be shared or bookmarked, and job links handled by the router.
 *
 * The address is the widget's controlled `query`: when it changes from outside (the header's 'Tìm
 * việc' link, the back button, a link from the home page) the mounted widget follows it in place;
 * the widget's own changes come back through the address too and it recognises them.
 *
 * Each result card carries a bookmark (the widget's `renderCardActions` slot): a candidate saves and
 * unsaves the job in place, through the saved-jobs store that every other save toggle (job
 * detail, saved jobs) reads too; a visitor is sent to sign in and brought back to this search;
 * other roles get none.
 */
export default function JobSearchPage() {
  useDocumentTitle('Tìm việc làm');
  const client = useClient();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.toString();
  const query = useMemo(() => searchParamsToQuery(search), [search]);
  // The results a server-rendered page came with (the widget starts from them); none otherwise.
  const cache = useQueryCache();
  const [initialResults] = useState(() => cache.cachedValue(cache.scopedKey(jobSearchResults(client, query).key)).data as Page<PostRow> | undefined);

  // Each page or filter is a history entry, so Back returns to the previous results (as on any job
  // site); the letters of a text being typed share one entry.
  const onQueryChange = useCallback(
    (next: JobSearchQuery, change: JobSearchChange) => setSearchParams(serializeJobSearch(next), { replace: change.replace }),
    [setSearchParams],
  );

  const onNavigate = useCallback((href: string) => navigate(href), [navigate]);

  const session = useSession();
  const role = session.status === 'anonymous' ? 'guest' : session.user.role;
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const hereRef = useRef(here);
  hereRef.current = here;
  // A candidate's searches go through the saved-jobs store, which the bookmarks read.
  const { savedJobs } = useCandidateApis();
  const widgetClient = useMemo(
    () =>
      role === 'candidate'
        ? { ...client, jobs: { search: ((input, options) => savedJobs.remember(() => client.jobs.search(input, options), (page) => page.results)) satisfies Jobs['search'] } }
        : client,
    [client, role, savedJobs],
  );
  const renderCardActions = useMemo(() => {
    if (role === 'candidate') return (job: PostRow) => <SaveJobBookmark postId={job.id} />;
    if (role === 'guest') {
      const toLogin = () => navigate(`/login?redirect=${encodeURIComponent(hereRef.current)}`);
      return () => <GuestBookmark onClick={toLogin} />;
    }
    return undefined;
  }, [role, navigate]);

  return (
    <div className="jb-page jb-job-search">
      <h1>Tìm việc làm</h1>
      <JobSearch
        client={widgetClient}
        query={query}
        initialResults={initialResults}
        onQueryChange={onQueryChange}
        jobHref={jobHref}
        onNavigate={onNavigate}
        renderCardActions={renderCardActions}
      />
    </div>
  );
}

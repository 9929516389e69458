import { queryToSearchParams, searchParamsToQuery, type PostRow, type PostSearchInput } from '@jobhub/sdk';
import { JobSearch } from '@jobhub/widgets';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useClient, useSession } from '../../app/client-context';
import { BOOKMARK_LABELS, BookmarkIcon, SaveJobBookmark } from '../candidate/job-actions';
import { useDocumentTitle } from '../../components/use-document-title';
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
 * The widget reads `initialQuery` once. When the address changes from outside (the header's
 * 'Tìm việc' link, the back button, a link from the home page) the widget is remounted with the
 * new query; changes the widget itself reported are not echoed back.
 *
 * Each result card carries a bookmark (the widget's `renderCardActions` slot): a candidate saves and
 * unsaves the job in place; a visitor is sent to sign in and brought back to this search; other
 * roles get none.
 */
export default function JobSearchPage() {
  useDocumentTitle('Tìm việc làm');
  const client = useClient();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const current = searchParams.toString();

  /** The search string this page last wrote (or first read), to tell our own updates apart. */
  const known = useRef(current);
  const [instance, setInstance] = useState(() => ({ key: 0, query: searchParamsToQuery(searchParams) }));

  useEffect(() => {
    if (current === known.current) return;
    known.current = current;
    setInstance((previous) => ({ key: previous.key + 1, query: searchParamsToQuery(new URLSearchParams(current)) }));
  }, [current]);

  const onQueryChange = useCallback(
    (query: PostSearchInput) => {
      const next = queryToSearchParams(query);
      known.current = next.toString();
      setSearchParams(next, { replace: true });
    },
    [setSearchParams],
  );

  const onNavigate = useCallback((href: string) => navigate(href), [navigate]);

  const session = useSession();
  const role = session.status === 'anonymous' ? 'guest' : session.user.role;
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const hereRef = useRef(here);
  hereRef.current = here;
  /**
   * Saves and unsaves made on this page, by post id. A card mounted again (another page and back,
   * or a remount on a new query) may get a row fetched before the toggle, so this wins over the
   * row's `is_saved`.
   */
  const savedChanges = useRef(new Map<number, boolean>());
  const renderCardActions = useMemo(() => {
    if (role === 'candidate') {
      return (job: PostRow) => (
        <SaveJobBookmark
          postId={job.id}
          initialSaved={savedChanges.current.get(job.id) ?? job.is_saved}
          onChange={(saved) => savedChanges.current.set(job.id, saved)}
        />
      );
    }
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
        key={instance.key}
        client={client}
        initialQuery={instance.query}
        onQueryChange={onQueryChange}
        jobHref={jobHref}
        onNavigate={onNavigate}
        renderCardActions={renderCardActions}
      />
    </div>
  );
}

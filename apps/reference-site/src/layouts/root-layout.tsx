import { Suspense, lazy, useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { ActivationBanner } from '../components/activation-banner';
import { PageErrorBoundary } from '../components/error-boundary';
import { PageLoading } from '../components/page-loading';
import { SiteFooter } from '../components/site-footer';
import { SiteHeader } from '../components/site-header';
import { useNavigationTokenCheck } from '../app/guards';
import { useToasterRequested } from '../app/notify';
import { onSessionExpired } from '../app/session-events';
import { LazyRealtimeRoot } from '../realtime/lazy-realtime';

const Toaster = lazy(() => import('../app/toaster'));

/** True for /employer and everything under it: those pages hide the candidate header and footer (SPEC §2). */
export function hidesCandidateChrome(pathname: string): boolean {
  return pathname.startsWith('/employer');
}

/** Mounts the toast container once the first toast is requested (react-toastify loads lazily). */
function LazyToaster() {
  const requested = useToasterRequested();
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

/** SPEC §4: after 'Phiên đăng nhập đã hết hạn...' the user goes to /login. */
function SessionExpiredRedirect() {
  const navigate = useNavigate();
  useEffect(() => onSessionExpired(() => void navigate('/login')), [navigate]);
  return null;
}

/** The routed page: waits for a pending token check, shows a loader while its chunk loads. */
function Page() {
  const ready = useNavigationTokenCheck();
  const { key } = useLocation();
  return (
    <PageErrorBoundary resetKey={key}>
      <Suspense fallback={<PageLoading />}>{ready ? <Outlet /> : <PageLoading />}</Suspense>
    </PageErrorBoundary>
  );
}

/** The candidate shell: banner, header, main content, footer; toasts and real time for the whole app. */
export function RootLayout() {
  const { pathname } = useLocation();
  // The shared parts stay at one place in the tree, so moving between the candidate pages and the
  // employer area never remounts them (the socket listener, toasts and chat windows persist).
  return (
    <>
      {hidesCandidateChrome(pathname) ? (
        <Page />
      ) : (
        <div className="app">
          <a className="skip-link" href="#main-content">
            Bỏ qua đến nội dung chính
          </a>
          <ActivationBanner />
          <SiteHeader />
          <main id="main-content" className="app-main" tabIndex={-1}>
            <Page />
          </main>
          <SiteFooter />
        </div>
      )}
      <SessionExpiredRedirect />
      <LazyRealtimeRoot />
      <LazyToaster />
    </>
  );
}

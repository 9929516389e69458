import { lazy, Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useSession } from './client-context';

const ActivationNotice = lazy(() => import('./activation-notice'));

/**
 * Pages whose data only an activated account may read (the API answers 403 before activation):
 * saved jobs, applications, messages, criteria, recommendations, notifications, statistics, and
 * the employer's dashboard, posts, CVs, applications, notifications and messages.
 */
const NEEDS_ACTIVATION = [
  /^\/(saved-jobs|my-applications|candidate\/messages|my-criteria|job-recommendations|enterprise\/statistics)\/?$/,
  /^\/notifications\/[^/]+\/?$/,
  /^\/employer\/?$/,
  /^\/employer\/(posts|cv|applications|notifications|messages)(\/.*)?$/,
];

/** True when `pathname` shows data the API gives only to an activated account. */
export function needsActivation(pathname: string): boolean {
  return NEEDS_ACTIVATION.some((pattern) => pattern.test(pathname));
}

/** True for a signed-in user whose account is not activated yet. */
export function useNotActivated(): boolean {
  const session = useSession();
  return session.status === 'authenticated' && !session.user.is_active;
}

/**
 * Renders the page, or for a not-yet-activated account on a page that needs activation a short
 * notice with the resend link, so the page makes no request that is sure to answer 403.
 */
export function ActivationGate({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const notActivated = useNotActivated();
  if (!notActivated || !needsActivation(pathname)) return children;
  return (
    <Suspense fallback={null}>
      <ActivationNotice />
    </Suspense>
  );
}

import { Suspense, lazy, type ReactNode } from 'react';
import type { MessageButtonProps } from './message-button';
import { useSession } from '../app/client-context';
import { QuietErrorBoundary } from '../components/error-boundary';

// Real-time code (SDK socket and stores, widgets) is fetched only once a user is signed in.
const RealtimeRootChunk = lazy(() => import('./realtime-root'));
const HeaderWidgetsChunk = lazy(() => import('./header-widgets'));
const EmployerTopbarWidgetsChunk = lazy(() => import('./employer-topbar-widgets'));
const MessageButtonChunk = lazy(() => import('./message-button'));

/** Renders `children` (lazily) for a signed-in, activated user. */
function SignedInOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  // Before activation the socket, notifications and messages answer 403: nothing to show.
  if (session.status !== 'authenticated' || !session.user.is_active) return null;
  return (
    <QuietErrorBoundary>
      <Suspense fallback={null}>{children}</Suspense>
    </QuietErrorBoundary>
  );
}

/** Socket listener, 'Tin nhắn mới' toasts, Premium check and the chat windows, for signed-in users. */
export function LazyRealtimeRoot() {
  return (
    <SignedInOnly>
      <RealtimeRootChunk />
    </SignedInOnly>
  );
}

/** The candidate header's bell and chat dropdown, for signed-in users. */
export function LazyHeaderWidgets() {
  return (
    <SignedInOnly>
      <HeaderWidgetsChunk />
    </SignedInOnly>
  );
}

/** The employer top bar's bell and message icon with its badge. */
export function LazyEmployerTopbarWidgets() {
  return (
    <SignedInOnly>
      <EmployerTopbarWidgetsChunk />
    </SignedInOnly>
  );
}

/** 'Nhắn tin' to a user (opens the chat window), for signed-in users. */
export function LazyMessageButton(props: MessageButtonProps) {
  return (
    <SignedInOnly>
      <MessageButtonChunk {...props} />
    </SignedInOnly>
  );
}

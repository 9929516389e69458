import type { ChatStore, NotificationsStore, Session } from '@jobhub/sdk';
import { createContext, useContext } from 'react';
import type { JobHubEngine } from './jobhub-engine';
import type { WidgetLocale } from '../i18n/widget-locale';

/** What `useJobHub()` gives: the provider's SDK pieces and the stores of the user signed in now. */
export interface JobHubContextValue extends Pick<JobHubEngine, 'client' | 'realtime' | 'account' | 'widgetClient' | 'employerConsole'> {
  /** The signed-in user, or anonymous. */
  readonly session: Session;
  /** The signed-in user's notifications store, e.g. for `<NotificationBell notifications={…}>`. */
  readonly notifications: NotificationsStore;
  /** The signed-in user's chat store, e.g. for `<ChatDock chat={…}>`. */
  readonly chat: ChatStore;
  /** The widgets' current language (it changes once its texts have loaded). */
  readonly locale: WidgetLocale;
}

export const JobHubContext = createContext<JobHubContextValue | null>(null);

/** Thrown by the hooks outside a provider: the usual mistake, said plainly. */
const MSG_NO_PROVIDER = 'Các hook JobHub cần nằm trong <JobHubProvider> (JobHub hooks must be used inside <JobHubProvider>)';

/**
 * The provider's SDK client, socket, account and the signed-in user's stores: what the ready
 * components take as props and what a custom hook builds on.
 *
 * @example
 * const { notifications, session } = useJobHub();
 * return session.status === 'authenticated' ? <NotificationBell notifications={notifications} role={session.user.role} /> : null;
 */
export function useJobHub(): JobHubContextValue {
  const value = useContext(JobHubContext);
  if (!value) throw new Error(MSG_NO_PROVIDER);
  return value;
}

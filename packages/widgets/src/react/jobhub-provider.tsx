import type { ClientOptions, RealtimeOptions, SessionClient } from '@jobhub/sdk';
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, type ReactNode } from 'react';
import { JobHubContext, type JobHubContextValue } from './jobhub-context';
import { createJobHubEngine } from './jobhub-engine';
import type { TokenProvider } from './token-provider';
import { DEFAULT_WIDGET_LOCALE, type WidgetLocale } from './widget-locale';

interface CommonProps {
  children?: ReactNode;
  /** Language of the widgets' texts (default 'vi'). */
  locale?: WidgetLocale | undefined;
  /** Socket options, e.g. a `WebSocket` class in tests; read when the client is made. */
  realtimeOptions?: RealtimeOptions | undefined;
}

/** Props of {@link JobHubProvider}: an API base (the provider makes the client) or a ready client. */
export type JobHubProviderProps = CommonProps &
  (
    | {
        /** API origin, e.g. 'https://api.jobhub.vn'; a new value makes a new client. */
        apiBase: string;
        /**
         * The user's JobHub access token from the partner's backend (`forceRefresh` after a 401);
         * without it, sign the user in with `useSession().signIn(tokens)`.
         */
        getToken?: TokenProvider | undefined;
        /** Further client options (fetch, storage, logger, `onSessionExpired`…); read when the client is made. */
        clientOptions?: Omit<ClientOptions, 'baseUrl'> | undefined;
        client?: never;
      }
    | {
        /** A client the app already has (`createClient` or `createSessionClient`); its token checks stay the app's. */
        client: SessionClient;
        apiBase?: never;
        getToken?: never;
        clientOptions?: never;
      }
  );

/**
 * Gives the hooks (`useSession`, `useUnreadCount`, `useNotifications`, `useChat`, `useJobSearch`,
 * `useJobHub`) one JobHub client for the tree below: one socket, one token refresh, one set of
 * stores per signed-in user, whichever components read them. Put it once near the root.
 *
 * @example
 * <JobHubProvider apiBase="https://api.jobhub.vn" getToken={getJobHubToken} locale="vi">
 *   <App />
 * </JobHubProvider>
 */
export function JobHubProvider(props: JobHubProviderProps) {
  const { children, locale = DEFAULT_WIDGET_LOCALE, apiBase, client } = props;
  // The engine follows the client's identity only: options objects written inline change on every
  // render, and a new engine would mean a new socket and a sign-out.
  const engine = useMemo(
    () =>
      createJobHubEngine(
        client ? { client } : { apiBase: apiBase ?? '', clientOptions: props.clientOptions ?? {}, ...(props.getToken ? { getToken: props.getToken } : {}) },
        props.realtimeOptions,
      ),
    [apiBase, client],
  );
  useEffect(() => engine.start(), [engine]);
  // TODO(#13) SEAM(widget-look): call `setWidgetLocale(locale)` here once the translations land.

  const session = useStore(engine.client.$session);
  const value = useMemo<JobHubContextValue>(
    () => ({
      client: engine.client,
      realtime: engine.realtime,
      account: engine.account,
      widgetClient: engine.widgetClient,
      session,
      notifications: engine.notifications(),
      chat: engine.chat(),
      locale,
    }),
    [engine, session, locale],
  );
  return <JobHubContext.Provider value={value}>{children}</JobHubContext.Provider>;
}

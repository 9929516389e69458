import type { ClientOptions, RealtimeOptions, SessionClient, TokenProvider } from '@jobhub/sdk';
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { $widgetLocale, setWidgetLocale, type WidgetLocale } from '../i18n/widget-locale';
import { AssetBaseContext } from '../mount/asset-base';
import { JobHubContext, type JobHubContextValue } from './jobhub-context';
import { createJobHubEngine } from './jobhub-engine';

interface CommonProps {
  children?: ReactNode;
  /**
   * Language of the widgets' texts, 'vi' or 'en' (`setWidgetLocale`, page-wide); without it the
   * widgets keep the language they have (Vietnamese by default).
   */
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
         * The user's JobHub access token, for partners whose backend or "Sign in with JobHub"
         * (`signInWithJobHub(...).getToken` of `@jobhub/sdk`) holds it: `forceRefresh` after a 401,
         * null when signed out. The latest function is always the one asked, so an inline arrow
         * is fine. Without it, sign the user in with `useSession().signIn(tokens)`.
         */
        getToken?: TokenProvider | undefined;
        /** Further client options (fetch, storage, logger, `onSessionExpired`…); read when the client is made. */
        clientOptions?: Omit<ClientOptions, 'baseUrl' | 'getToken'> | undefined;
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
 * const jobhub = await signInWithJobHub({ apiBase: 'https://jobhub.vn', clientId: 'partner-123' });
 * <JobHubProvider apiBase="https://api.jobhub.vn" getToken={jobhub.getToken} locale="en">
 *   <App />
 * </JobHubProvider>
 */
export function JobHubProvider(props: JobHubProviderProps) {
  const { children, locale, apiBase, client, getToken } = props;
  // The SDK asks a stable provider that calls the latest `getToken`: an inline function must not
  // make a new client (a new socket, a sign-out) on every render. Having one or not does change
  // the client's mode (tokens from the provider, no refresh of its own), so that makes a new one.
  const latestGetToken = useRef(getToken);
  latestGetToken.current = getToken;
  const tokenProvided = getToken !== undefined;
  // Options objects written inline change on every render: only the client's identity counts.
  const engine = useMemo(
    () =>
      createJobHubEngine(
        client
          ? { client }
          : {
              apiBase: apiBase ?? '',
              clientOptions: props.clientOptions ?? {},
              ...(tokenProvided ? { getToken: (options: { forceRefresh: boolean }) => latestGetToken.current?.(options) ?? Promise.resolve(null) } : {}),
            },
        props.realtimeOptions,
      ),
    [apiBase, client, tokenProvided],
  );
  useEffect(() => engine.start(), [engine]);
  // A (new) token provider says who is signed in: ask it now rather than at the first request.
  useEffect(() => {
    if (getToken) void engine.client.checkToken();
  }, [engine, getToken]);
  useEffect(() => {
    if (locale) setWidgetLocale(locale);
  }, [locale]);

  const session = useStore(engine.client.$session);
  const currentLocale = useStore($widgetLocale);
  const value = useMemo<JobHubContextValue>(
    () => ({
      client: engine.client,
      realtime: engine.realtime,
      account: engine.account,
      widgetClient: engine.widgetClient,
      employerConsole: engine.employerConsole,
      session,
      notifications: engine.notifications(),
      chat: engine.chat(),
      locale: currentLocale,
    }),
    [engine, session, currentLocale],
  );
  return (
    <JobHubContext.Provider value={value}>
      {/* Logos and avatars are paths of the API's host, not of the partner's page. */}
      <AssetBaseContext.Provider value={engine.client.baseUrl}>{children}</AssetBaseContext.Provider>
    </JobHubContext.Provider>
  );
}

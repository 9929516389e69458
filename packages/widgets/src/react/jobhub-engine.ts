import {
  createAccountStore,
  createChatStore,
  createMemoryStorage,
  createNotificationsStore,
  createRealtime,
  createSessionClient,
  type AccountStore,
  type ChatStore,
  type ClientOptions,
  type NotificationsStore,
  type Realtime,
  type RealtimeOptions,
  type SessionClient,
  type TokenProvider,
} from '@jobhub/sdk';
import { createEmployerConsoleClient, type EmployerConsoleClient } from '../components/employer-console/employer-console-panel';
import { createWidgetClient, type WidgetClient } from '../widget-client';

/**
 * What a `<JobHubProvider>` shares with its hooks: one SDK session client, its socket, the
 * account, and the notifications and chat stores of the signed-in user. Everything is an SDK
 * factory's product; the engine only composes them, like the script-tag bundles' shared session.
 */
export interface JobHubEngine {
  readonly client: SessionClient;
  readonly realtime: Realtime;
  /** Profile, Premium state and `$mayChat` of the signed-in user (the chat store's gate). */
  readonly account: AccountStore;
  /** The job search and catalogue over the same client (`useJobSearch`, `<JobSearch>`). */
  readonly widgetClient: WidgetClient;
  /** The employer console's statistics and applicants over the same client (`<EmployerConsole>`). */
  readonly employerConsole: EmployerConsoleClient;
  /** The notifications store of the user signed in now (a new user gets a new store). */
  notifications(): NotificationsStore;
  /** The chat store of the user signed in now (a new user gets a new store). */
  chat(): ChatStore;
  /**
   * Starts what runs while the provider is mounted: the account kept loaded (the socket's Premium
   * check reads it) and, for a client the engine made itself, the periodic token checks.
   * Returns the stop function.
   */
  start(): () => void;
}

/** How {@link createJobHubEngine} gets its client: an API base, or a client the app already has. */
export type EngineSource =
  | { apiBase: string; clientOptions?: Omit<ClientOptions, 'baseUrl'>; getToken?: TokenProvider }
  | { client: SessionClient };

/**
 * Composes the SDK's stores for one provider. With `apiBase` it makes a session client whose
 * tokens live in memory (the partner page's own storage is never read), unless `clientOptions`
 * gives a storage, or that asks `getToken` for them (the SDK's token provider mode); with `client`
 * it uses the app's client and leaves its token checks to the app.
 * Nothing connects or loads until a component subscribes (the SDK's stores are lazy).
 *
 * @example
 * const engine = createJobHubEngine({ apiBase: 'https://api.jobhub.vn' });
 * const stop = engine.start();
 */
export function createJobHubEngine(source: EngineSource, realtimeOptions: RealtimeOptions = {}): JobHubEngine {
  const owned = 'apiBase' in source;
  const client = owned ? createSessionClient(sessionOptions(source)) : source.client;
  const account = createAccountStore(client);
  const realtime = createRealtime(client, { isPremium: () => account.$premium.get() === 'active', ...realtimeOptions });
  const widgetClient = createWidgetClient(client);
  const employerConsole = createEmployerConsoleClient(client);

  // One set of stores per signed-in user, like the script-tag bundles: a new user never sees the
  // previous one's notifications or messages.
  let owner: string | undefined;
  let stores: { notifications?: NotificationsStore; chat?: ChatStore } = {};
  const current = () => {
    const session = client.$session.get();
    const user = session.status === 'authenticated' ? String(session.user.user_id) : '';
    if (user !== owner) {
      owner = user;
      stores = {};
    }
    return stores;
  };

  return {
    client,
    realtime,
    account,
    widgetClient,
    employerConsole,
    notifications() {
      const mine = current();
      return (mine.notifications ??= createNotificationsStore(client, realtime));
    },
    chat() {
      const mine = current();
      return (mine.chat ??= createChatStore(client, realtime, account));
    },
    start() {
      const stopAccount = account.$account.listen(() => undefined);
      const stopChecks = owned ? client.startTokenChecks() : undefined;
      return () => {
        stopAccount();
        stopChecks?.();
      };
    },
  };
}

function sessionOptions(source: Extract<EngineSource, { apiBase: string }>): ClientOptions {
  const { apiBase, clientOptions = {}, getToken } = source;
  return {
    storage: createMemoryStorage(),
    ...clientOptions,
    baseUrl: apiBase,
    ...(getToken ? { getToken } : {}),
  };
}

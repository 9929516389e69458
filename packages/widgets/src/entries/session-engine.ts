/**
 * The signed-in side of the CDN delivery, in its own shared chunk (`jobhub-session-[hash].js`,
 * rollup.config.ts): one SDK session client, account store and socket per API base, for the
 * elements that show the signed-in user's data (bell, chat dock, employer console). A page with
 * only the job search never loads it. The engines follow the runtime's credentials
 * (`setSession`, `clearSession`, `init({ getToken })`, `signIn`, `signOut`).
 */
import {
  createAccountStore,
  createMemoryStorage,
  createRealtime,
  createSessionClient,
  type AccountStore,
  type Realtime,
  type SessionClient,
} from '@jobhub/sdk';
import { authExpired } from './auth-expired';
import { currentCredentials, onCredentialsChange } from './runtime';

/** Everything the widgets of one API base share. */
export interface RealtimeEngine {
  readonly apiBase: string;
  /** The session core only: no route is guarded here, so no guards nor enterprise lookup ship. */
  readonly client: SessionClient;
  readonly realtime: Realtime;
  /** The signed-in user's profile, Premium state and chat rule, loaded after each sign-in. */
  readonly account: AccountStore;
  /** A store of the signed-in user, created once per user by the first element that asks. */
  store<T>(name: string, create: () => T): T;
}

const engines = new Map<string, RealtimeEngine>();

function createEngine(apiBase: string): RealtimeEngine {
  const { tokens, provider } = currentCredentials();
  const client = createSessionClient({
    baseUrl: apiBase,
    storage: createMemoryStorage(),
    onSessionExpired: () => authExpired(apiBase),
    ...(provider ? { getToken: provider } : {}),
  });
  if (tokens && !provider) client.http.tokens.setTokens(tokens);
  // A provider's first token signs the session in (its user is read from the token).
  if (provider) void client.checkToken();
  client.startTokenChecks();
  const account = createAccountStore(client);
  // Kept loaded for the engine's life: the socket's Premium connection check reads it (SPEC §4).
  account.$account.listen(() => undefined);
  const realtime = createRealtime(client, { isPremium: () => account.$premium.get() === 'active' });

  let owner = '';
  let stores = new Map<string, unknown>();
  client.$session.subscribe((session) => {
    const user = session.status === 'authenticated' ? String(session.user.user_id) : '';
    if (user === owner) return;
    owner = user;
    stores = new Map();
  });

  return {
    apiBase,
    client,
    realtime,
    account,
    store<T>(name: string, create: () => T): T {
      if (!stores.has(name)) stores.set(name, create());
      return stores.get(name) as T;
    },
  };
}

/** The shared engine of an API base, created on first use. */
export function engineFor(apiBase: string): RealtimeEngine {
  let engine = engines.get(apiBase);
  if (!engine) {
    engine = createEngine(apiBase);
    engines.set(apiBase, engine);
  }
  return engine;
}

onCredentialsChange((change) => {
  const { tokens } = currentCredentials();
  for (const engine of engines.values()) {
    if (change === 'tokens' && tokens) engine.client.http.tokens.setTokens(tokens);
    else engine.client.logout();
  }
  // Replaced: a client is signed in with tokens or a provider for life, so new ones are made.
  if (change === 'replaced') engines.clear();
});

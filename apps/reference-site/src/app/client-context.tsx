import { createContext, useContext, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import {
  createAdminApi,
  createApplicantsApi,
  createAuthApi,
  createCatalogueApi,
  createClient,
  createEmployerPostsApi,
  createEnterprisesApi,
  createJobsApi,
  createStatisticsApi,
  type ClientOptions,
  type WebSocketClass,
} from '@jobhub/sdk';
import type { RealtimeKit } from './realtime-kit';
import { oncePer } from './once-per';

/** Options of the site's client: the SDK's, plus what the real-time part needs injected (tests). */
export interface SiteClientOptions extends ClientOptions {
  /** WebSocket constructor for the real-time client (default: the global one). */
  WebSocket?: WebSocketClass;
}

/**
 * The site's SDK client: the session core of `createClient()` with every resource the site uses
 * composed onto it once, so pages call `client.auth`, `client.jobs`, ... and share one catalogue cache.
 * It also fits the widgets' client (`jobs`, `catalogue`, `timers`).
 */
export type Client = ReturnType<typeof createSiteClient>;

/**
 * Creates the site's client (one per app, in main.tsx or a test).
 *
 * @example
 * const client = createSiteClient({ baseUrl: '' });
 * await client.auth.login({ username, password });
 */
export function createSiteClient(options: SiteClientOptions = {}) {
  const { WebSocket, ...clientOptions } = options;
  const core = createClient(clientOptions);
  return {
    ...core,
    auth: createAuthApi(core),
    catalogue: createCatalogueApi(core),
    enterprises: createEnterprisesApi(core),
    jobs: createJobsApi(core),
    /** Employer area: own posts, applicants (CVs, interviews), dashboard figures; admin moderation. */
    employerPosts: createEmployerPostsApi(core),
    applicants: createApplicantsApi(core),
    statistics: createStatisticsApi(core),
    admin: createAdminApi(core),
    /** Injected pieces for the real-time kit (see `loadRealtimeKit`). */
    realtimeOptions: { WebSocket },
  };
}

/** The session value held by `client.$session`. */
export type Session = ReturnType<Client['$session']['get']>;

let realtimeModule: typeof import('./realtime-kit') | null = null;

/** The kit of `client` built from the loaded chunk (only called once the chunk is loaded), once per client. */
const readyKit = oncePer((client: Client): RealtimeKit => realtimeModule!.createRealtimeKit(client));

/**
 * The real-time kit of a client (socket, notifications store, chat store, Premium state), created
 * once per client on first use. Its code is a separate chunk, loaded only for signed-in users, so
 * a first visit never downloads it. The socket itself is lazy (SDK): it connects while someone
 * listens and the session is authenticated, and disconnects on logout.
 */
export const loadRealtimeKit: (client: Client) => Promise<RealtimeKit> = oncePer((client: Client) =>
  import('./realtime-kit').then((module) => {
    realtimeModule = module;
    return readyKit(client);
  }),
);

/**
 * The kit at once when its chunk is already loaded (built on the spot for a client created after
 * that), else null: only the very first reader has to wait for the chunk.
 */
export function readyRealtimeKit(client: Client): RealtimeKit | null {
  return realtimeModule ? readyKit(client) : null;
}

const ClientContext = createContext<Client | null>(null);

/** Provides the SDK client to the whole site (one client per app, created in main.tsx or a test). */
export function ClientProvider({ client, children }: { client: Client; children: ReactNode }) {
  return <ClientContext.Provider value={client}>{children}</ClientContext.Provider>;
}

/** The SDK client of the nearest `ClientProvider`. Throws when used outside one. */
export function useClient(): Client {
  const client = useContext(ClientContext);
  if (!client) throw new Error('useClient() must be used inside <ClientProvider>');
  return client;
}

/** The session a server-rendered page was rendered with: the server never knows the user. */
const SERVER_SESSION: Session = { status: 'anonymous' };
const serverSession = () => SERVER_SESSION;

/**
 * The current session (`{status:'anonymous'}` or `{status:'authenticated', user}`), re-rendering
 * on change. While a server-rendered page hydrates it is anonymous, as on the server, so the
 * first render matches the HTML; React renders the signed-in parts right after.
 */
export function useSession(): Session {
  return useStore(useClient().$session, { ssr: serverSession });
}

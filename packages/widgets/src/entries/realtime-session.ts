/**
 * The signed-in session shared by the script-tag bundles `bell.js` and `chat-dock.js` (each an
 * IIFE with its own copy of the SDK). Both find one registry on the `JobHub` global, under a
 * symbol named after the bundle version, and through it one SDK client and one socket per API
 * base: two bundles on a page never hold two copies of the single-use refresh token (rotating it
 * twice would revoke the whole token family) nor open two sockets.
 *
 * The tokens live in memory only (`createMemoryStorage`): the partner page's localStorage, which
 * may hold its own 'token', is never read or written.
 */
import {
  createAccountStore,
  createMemoryStorage,
  createRealtime,
  createSessionClient,
  type AccountStore,
  type Realtime,
  type SessionClient,
  type TokenPair,
} from '@jobhub/sdk';

export const VERSION: string = typeof __JOBHUB_VERSION__ === 'string' ? __JOBHUB_VERSION__ : '0.0.0-dev';

/** Everything the widgets of one API base share, whichever bundle created it. */
export interface RealtimeEngine {
  readonly apiBase: string;
  /** The session core only: no route is guarded here, so no guards nor enterprise lookup ship. */
  readonly client: SessionClient;
  readonly realtime: Realtime;
  /**
   * The signed-in user's profile, Premium state and chat rule (`$mayChat`), loaded after each
   * sign-in, with the SPEC §4 automatic cancel of an expired Premium.
   */
  readonly account: AccountStore;
  /**
   * A store of the signed-in user, created once per user by the first bundle that asks (the bell
   * creates the notifications store, the chat dock the chat store). A new user gets new stores.
   */
  store<T>(name: string, create: () => T): T;
}

interface Registry {
  /** The last tokens given to `setSession`, for engines created later. */
  tokens: TokenPair | null;
  readonly engines: Map<string, RealtimeEngine>;
}

/** A session for the widgets: the user's JobHub tokens (from the partner's own sign-in with JobHub). */
export interface EmbedSession {
  access: string;
  refresh: string;
}

/** Members the realtime bundles add to the `JobHub` global. */
export interface RealtimeGlobal {
  readonly version: string;
  /**
   * Signs the widgets in with the user's JobHub tokens, kept in memory only; the SDK refreshes and
   * rotates them from then on. Call it again after the partner's own sign-in changes.
   */
  setSession(session: EmbedSession): void;
  /** Signs the widgets out (socket closed, lists emptied). */
  clearSession(): void;
}

const REGISTRY_KEY = Symbol.for(`jobhub.realtime@${VERSION}`);

type GlobalWithRegistry = Record<string | symbol, unknown>;
const host = window as unknown as { JobHub?: object };

function registry(): Registry {
  const global = (host.JobHub ?? {}) as GlobalWithRegistry;
  let found = global[REGISTRY_KEY] as Registry | undefined;
  if (!found) {
    found = { tokens: null, engines: new Map() };
    extendGlobal({ [REGISTRY_KEY]: found });
  }
  return found;
}

/**
 * Adds members to the frozen `JobHub` global, keeping the ones other JobHub bundles put there
 * (the job search's `mount`, the realtime registry): loading order does not matter.
 */
export function extendGlobal(members: object): void {
  host.JobHub = Object.freeze({ ...host.JobHub, ...members });
}

/** The API base of an element: its `api-base`, or the page's origin. */
export function resolveApiBase(apiBase: string | null | undefined): string {
  return new URL(apiBase || '/', document.baseURI).href.replace(/\/+$/, '');
}

function createEngine(apiBase: string, tokens: TokenPair | null): RealtimeEngine {
  const storage = createMemoryStorage();
  const client = createSessionClient({
    baseUrl: apiBase,
    storage,
    onSessionExpired: () => document.dispatchEvent(new CustomEvent('jobhub:session-expired', { detail: { apiBase } })),
  });
  if (tokens) client.http.tokens.setTokens(tokens);
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
  const shared = registry();
  let engine = shared.engines.get(apiBase);
  if (!engine) {
    engine = createEngine(apiBase, shared.tokens);
    shared.engines.set(apiBase, engine);
  }
  return engine;
}

function setSession(session: EmbedSession): void {
  if (!session || typeof session.access !== 'string' || typeof session.refresh !== 'string') {
    throw new TypeError('JobHub.setSession({ access, refresh }) needs the two JobHub tokens as strings');
  }
  const shared = registry();
  shared.tokens = { access: session.access, refresh: session.refresh };
  for (const engine of shared.engines.values()) engine.client.http.tokens.setTokens(shared.tokens);
}

function clearSession(): void {
  const shared = registry();
  shared.tokens = null;
  for (const engine of shared.engines.values()) engine.client.logout();
}

/** Puts `version`, `setSession` and `clearSession` on the `JobHub` global. */
export function installSessionApi(extra: object = {}): void {
  registry();
  const members: RealtimeGlobal = { version: VERSION, setSession, clearSession };
  extendGlobal({ ...members, ...extra });
}

/**
 * Fires the cancelable `jobhub:navigate` event from an element and, unless a listener called
 * `preventDefault()`, goes to `href`.
 */
export function navigateFrom(element: HTMLElement, href: string): void {
  const event = new CustomEvent('jobhub:navigate', { detail: { href }, bubbles: true, composed: true, cancelable: true });
  if (element.dispatchEvent(event)) window.location.assign(href);
}

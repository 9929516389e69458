/**
 * The shared runtime of the CDN delivery (`jobhub-runtime-[hash].js`, rollup.config.ts): the one
 * copy of Preact, the SDK's HTTP client and zod/mini that every element module imports, and the page's JobHub
 * state that the four elements share:
 * - the options of `JobHub.init` (`$config`), read live by every element;
 * - how the widgets are signed in: `setSession` (tokens kept in memory only: the partner page's
 *   localStorage, which may hold its own 'token', is never read or written) or a token provider
 *   (`getToken`, `signIn`); the signed-in elements' SDK clients and socket live in the session
 *   chunk (session-engine.ts), which follows these credentials;
 * - the DOM events the elements fire (`jobhub:navigate`, `jobhub:auth-expired`, …).
 * The loader (jobhub.js) imports it through the first element module it loads and hands it the
 * queued `init` options and session commands.
 */
import { clearSession, type SignInOptions } from './page-state';

export {
  applyElementTheme,
  clearSession,
  config,
  configure,
  currentCredentials,
  emit,
  navigateFrom,
  onCredentialsChange,
  resolveApiBase,
  setSession,
} from './page-state';
export type { Credentials, CredentialsChange, EmbedSession, JobHubConfig, SignInOptions } from './page-state';

/** The partner sign-in's chunk (the SDK's OAuth client, the session of the last `signIn`), loaded by the first `signIn`. */
let partnerSignIn: Promise<typeof import('./partner-sign-in')> | null = null;

/**
 * "Sign in with JobHub" in a popup (OAuth 2.0 code flow with PKCE, @jobhub/sdk's
 * `signInWithJobHub`); the widgets then read their tokens from that session. Call it from a click:
 * browsers block popups opened later. In partner-sign-in.ts, loaded on the first call, so pages
 * that never call it do not load it.
 */
export async function signIn(options: SignInOptions): Promise<void> {
  // The options were checked by the loader's `JobHub.signIn`, before anything loads.
  await (await (partnerSignIn ??= import('./partner-sign-in'))).signIn(options);
}

/** Ends the session of `signIn` (its tokens revoked at JobHub), or of `setSession`. */
export async function signOut(): Promise<void> {
  // Without a loaded partner sign-in (no `signIn` yet, or its chunk did not load) there is no
  // partner session to end: the chunk is not loaded for it.
  const loaded = await partnerSignIn?.catch(() => null);
  if (loaded) await loaded.signOut();
  else clearSession();
}

/**
 * The page's JobHub state that the four elements share, in the runtime chunk (runtime.ts exports
 * it): the `JobHub.init` options, how the widgets are signed in (tokens or a token provider) and
 * the DOM events the elements fire. Apart from runtime.ts so that the partner sign-in's chunk,
 * which the runtime loads, can import it without a cycle.
 */
import type { TokenPair, TokenProvider } from '@jobhub/sdk';
import { atom, type ReadableAtom } from 'nanostores';
import { setWidgetLocale, type WidgetLocale } from '../i18n/widget-locale';
import { overrideWidgetTexts, type WidgetTextOverrides } from '../i18n/widget-texts';
import { applyTheme, themeFromAttribute, type JobHubThemeOption } from '../mount/theme';
import { absoluteApiBase } from './api-base';

/** Options of `JobHub.init` (docs/widgets-delivery.md, "init options"). */
export interface JobHubConfig {
  /** Base URL of the JobHub API for every element without an `api-base`. Default: the page's origin. */
  apiBase?: string;
  /** 'vi' (default) or 'en' (its dictionary is loaded on first use). */
  locale?: WidgetLocale;
  /** 'light', 'dark' or `--jh-*` overrides, for every element without a `theme` attribute. */
  theme?: JobHubThemeOption;
  /** Token provider of a partner whose backend holds the user's JobHub tokens. */
  getToken?: TokenProvider;
  /** Routes a link of a widget (after an uncancelled `jobhub:navigate`) instead of a page load. */
  onNavigate?: (href: string) => void;
  /** Texts in place of the widgets' own, by locale, widget and key (see `overrideWidgetTexts`). */
  texts?: WidgetTextOverrides;
}

/** A session for the widgets: the user's JobHub tokens. */
export interface EmbedSession {
  access: string;
  refresh: string;
}

/** Options of `JobHub.signIn`: the partner app registered with JobHub. */
export interface SignInOptions {
  clientId: string;
  scope?: string;
  redirectUri?: string;
}

const $config = atom<JobHubConfig>({});

/** The `JobHub.init` options, for elements that follow them live. */
export const config: ReadableAtom<JobHubConfig> = $config;

/**
 * Applies `JobHub.init` options (merged over the earlier ones); mounted elements follow them
 * live: the API base, theme and routing through `$config`, the locale and texts through the
 * widgets' i18n stores.
 */
export function configure(options: JobHubConfig): void {
  if (options === null || typeof options !== 'object') throw new TypeError('JobHub.init({ … }) needs an options object');
  // Before the elements re-render: they then pick up engines signed in through the new provider.
  if (options.getToken) useTokenProvider(options.getToken);
  $config.set({ ...$config.get(), ...options });
  if (options.locale) setWidgetLocale(options.locale);
  if (options.texts) overrideWidgetTexts(options.texts);
}

/** The API base of an element: its `api-base`, else `init({ apiBase })`, else the page's origin. */
export function resolveApiBase(attribute: string | null | undefined): string {
  return absoluteApiBase(attribute || $config.get().apiBase);
}

/**
 * Writes an element's theme onto its host as `--jh-*` properties: the `theme` attribute ('light'
 * or 'dark'), else `init({ theme })` (a preset or overrides). Returns it, to be passed back as
 * `previous` next time (properties it set that the new one leaves out are removed).
 */
export function applyElementTheme(host: HTMLElement, attribute: string | null, previous?: JobHubThemeOption): JobHubThemeOption | undefined {
  const theme = themeFromAttribute(attribute) ?? $config.get().theme;
  applyTheme(host, theme, previous);
  return theme;
}

/**
 * Fires the cancelable `jobhub:navigate` event (`detail.href`) from an element; unless a listener
 * called `preventDefault()`, `init({ onNavigate })` routes it, or the browser goes to `href`.
 */
export function navigateFrom(element: HTMLElement, href: string): void {
  const event = new CustomEvent('jobhub:navigate', { detail: { href }, bubbles: true, composed: true, cancelable: true });
  if (!element.dispatchEvent(event)) return;
  const route = $config.get().onNavigate;
  if (route) route(href);
  else window.location.assign(href);
}

/** Fires a bubbling, composed `jobhub:*` event from an element. */
export function emit(element: HTMLElement, name: 'query-change' | 'unread-change' | 'auth-expired', detail: object): void {
  element.dispatchEvent(new CustomEvent(`jobhub:${name}`, { detail, bubbles: true, composed: true }));
}

/**
 * How the widgets are signed in: the last tokens given to `setSession`, or a token provider
 * (`init({ getToken })` or `signIn`), from which the SDK clients read their bearer token instead
 * of keeping tokens themselves (a client is one or the other for life).
 */
export interface Credentials {
  readonly tokens: TokenPair | null;
  readonly provider: TokenProvider | null;
}

/**
 * A change of the credentials, for the signed-in engines (session-engine.ts):
 * - 'tokens': new tokens for the same kind of session, handed to the clients as they are;
 * - 'signed-out': the clients sign out (sockets closed, lists emptied);
 * - 'replaced': tokens and provider swapped, so every client signs out and is dropped; the
 *   elements then create new ones.
 */
export type CredentialsChange = 'tokens' | 'signed-out' | 'replaced';

let credentials: Credentials = { tokens: null, provider: null };
const credentialsListeners = new Set<(change: CredentialsChange) => void>();

/** The credentials now, for an engine created later. */
export function currentCredentials(): Credentials {
  return credentials;
}

/**
 * Calls `listener` on each change of the credentials. The session engines live in their own
 * chunk, loaded with the first signed-in element: a page with only the job search never loads
 * the SDK's session, socket and account code, yet `JobHub.setSession` works on it.
 */
export function onCredentialsChange(listener: (change: CredentialsChange) => void): void {
  credentialsListeners.add(listener);
}

function changeCredentials(next: Credentials, change: CredentialsChange): void {
  credentials = next;
  for (const listener of credentialsListeners) listener(change);
}

/** Swaps the kind of session and re-renders the elements, which then sign in anew. */
export function replaceCredentials(next: Credentials): void {
  changeCredentials(next, 'replaced');
  $config.set({ ...$config.get() });
}

function useTokenProvider(getToken: TokenProvider): void {
  if (typeof getToken !== 'function') throw new TypeError('JobHub.init({ getToken }) needs a function ({ forceRefresh }) => Promise<string | null>');
  // No re-render here: `configure` re-renders with the new options right after.
  changeCredentials({ tokens: null, provider: getToken }, 'replaced');
}

/**
 * Signs the widgets in with the user's JobHub tokens, kept in memory only; the SDK refreshes and
 * rotates them from then on. Replaces a token provider.
 */
export function setSession(session: EmbedSession): void {
  if (!session || typeof session.access !== 'string' || typeof session.refresh !== 'string') {
    throw new TypeError('JobHub.setSession({ access, refresh }) needs the two JobHub tokens as strings');
  }
  const tokens = { access: session.access, refresh: session.refresh };
  if (credentials.provider) replaceCredentials({ tokens, provider: null });
  else changeCredentials({ tokens, provider: null }, 'tokens');
}

/** Signs the widgets out (sockets closed, lists emptied). */
export function clearSession(): void {
  changeCredentials({ ...credentials, tokens: null }, 'signed-out');
}

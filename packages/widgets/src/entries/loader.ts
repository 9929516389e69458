/**
 * The loader partners paste, `jobhub.js` (a classic script, IIFE; rollup.config.ts injects the
 * manifest). It owns the page's one global, `JobHub`:
 *
 *   <script>window.JobHub = window.JobHub || []; JobHub.push(['init', { apiBase: '…' }]);</script>
 *   <script src="https://…/jobhub.js" async></script>
 *
 * Calls queued before it loads (`JobHub.push([name, ...args])`) run in order once it has; from then
 * on `JobHub.init(…)` and the others work directly, and `push` still does. It loads an element's
 * module on first use (a scan of the page, then a MutationObserver) with `import()`, after
 * `<link rel="modulepreload" integrity>` has fetched the module and the shared runtime with their
 * SRI hashes: Chromium checks them and the `import()` then takes the already verified modules
 * from the module map. The runtime is fetched once for all elements. A job search's first page is
 * requested at the same time (loader-prefetch.ts), so the cards do not wait for the modules first.
 */
import type * as Runtime from './runtime';
import { prefetchFirstSearch } from './loader-prefetch';
import { defineSignInElement } from './sign-in-element';

/** File names and SRI hashes, from dist/cdn/manifest.json (see `LoaderFiles` in rollup.config.ts). */
interface LoaderFiles {
  runtime: [file: string, integrity: string];
  elements: Record<string, [file: string, integrity: string][]>;
  /** The chunks loaded on demand (the English dictionary, the opened bell…): their SRI hashes. */
  chunks: Record<string, string>;
}

/** What an element module exports: its definition, the runtime, and (the chat dock) `openChat`. */
interface ElementModule {
  define(): void;
  openChat?: (userId: number, apiBase?: string) => void;
}

type RuntimeModule = typeof Runtime;
type Command = [name: string, ...args: unknown[]];

const FILES: LoaderFiles = __JOBHUB_CDN_FILES__;
const VERSION: string = typeof __JOBHUB_VERSION__ === 'string' ? __JOBHUB_VERSION__ : '0.0.0-dev';

declare const __JOBHUB_CDN_FILES__: LoaderFiles;

const script = document.currentScript as HTMLScriptElement | null;
const base = script?.src || document.baseURI;
const urlOf = (file: string) => new URL(file, base).href;

/** Every file of this release by name: its SRI hash. */
const INTEGRITY = new Map<string, string>([FILES.runtime, ...Object.values(FILES.elements).flat(), ...Object.entries(FILES.chunks)]);
const preloads = new Map<string, Promise<void>>();
/** Fetches a module with its SRI hash (once); resolves when it is verified and in the module map. */
const preload = ([file, integrity]: [string, string]) => {
  let done = preloads.get(file);
  if (!done) {
    done = new Promise<void>((resolve, reject) => {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = 'anonymous';
      link.integrity = integrity;
      link.href = urlOf(file);
      link.onload = () => resolve();
      link.onerror = () => reject(new Error(`JobHub: ${file} did not load (network or integrity)`));
      document.head.append(link);
    });
    preloads.set(file, done);
  }
  return done;
};

const importModule = async <T>(files: [string, string][]): Promise<T> => {
  await Promise.all(files.map(preload));
  return (await import(urlOf(files[files.length - 1]![0]))) as T;
};

let config: Runtime.JobHubConfig = {};
/** The last session command, replayed into the runtime when it loads. */
let session: ['setSession', Runtime.EmbedSession] | ['clearSession'] | null = null;
let runtime: Promise<RuntimeModule> | null = null;

/** The shared runtime, loaded once and given the options and session so far. */
const loadRuntime = () =>
  (runtime ??= importModule<RuntimeModule>([FILES.runtime]).then((loaded) => {
    loaded.configure(config);
    if (session?.[0] === 'setSession') loaded.setSession(session[1]);
    return loaded;
  }));

const elements = new Map<string, Promise<ElementModule>>();
/** An element's module, loaded and defined once. */
const loadElement = (tag: string) => {
  let loading = elements.get(tag);
  if (!loading) {
    loading = loadRuntime().then(() =>
      importModule<ElementModule>(FILES.elements[tag]!).then((loaded) => {
        loaded.define();
        return loaded;
      }),
    );
    elements.set(tag, loading);
    // reportError: the page's console and window 'error' listeners see it; other elements still load.
    loading.catch((error: unknown) => reportError(error));
  }
  return loading;
};

const TAGS = Object.keys(FILES.elements);
/**
 * Loads the modules of the elements now on the page; true once every element is loaded. The job
 * searches found with their module get their first search started at once (loader-prefetch.ts).
 */
const scan = () => {
  for (const tag of TAGS) {
    if (elements.has(tag) || !document.querySelector(tag)) continue;
    if (tag === 'jobhub-job-search') for (const element of document.querySelectorAll(tag)) prefetchFirstSearch(element, config.apiBase);
    void loadElement(tag);
  }
  return elements.size === TAGS.length;
};

const whenRuntime = (call: (loaded: RuntimeModule) => void) => {
  if (runtime) void runtime.then(call);
};

const api = {
  version: VERSION,
  /** Page-wide options (merged over earlier ones): apiBase, locale, theme, getToken, onNavigate, texts. */
  init(options: Runtime.JobHubConfig) {
    config = { ...config, ...options };
    whenRuntime((loaded) => loaded.configure(options));
  },
  /** Signs the widgets in with the user's JobHub tokens (memory only). */
  setSession(tokens: Runtime.EmbedSession) {
    if (!tokens || typeof tokens.access !== 'string' || typeof tokens.refresh !== 'string') {
      throw new TypeError('JobHub.setSession({ access, refresh }) needs the two JobHub tokens as strings');
    }
    session = ['setSession', tokens];
    whenRuntime((loaded) => loaded.setSession(tokens));
  },
  clearSession() {
    session = ['clearSession'];
    whenRuntime((loaded) => loaded.clearSession());
  },
  /** "Sign in with JobHub" in a popup; resolves once the widgets are signed in. */
  signIn: (options: Runtime.SignInOptions) =>
    options && typeof options.clientId === 'string'
      ? loadRuntime().then((loaded) => loaded.signIn(options))
      : Promise.reject(new TypeError('JobHub.signIn({ clientId, scope? }) needs the client id JobHub gave the app')),
  signOut: () => loadRuntime().then((loaded) => loaded.signOut()),
  /** Opens the chat window with a user (loads the chat dock's module if needed). */
  openChat: (userId: number, apiBase?: string) =>
    loadElement('jobhub-chat-dock').then((loaded) => loaded.openChat?.(userId, apiBase)),
  /**
   * The modules' `import()` of a chunk loaded on demand (rollup.config.ts rewrites them to call
   * this, with the chunk's path './jobhub-….js'): the chunk and the chunks it imports that are not
   * loaded yet (`imports`) are fetched with their SRI hashes first.
   */
  importChunk(path: string, imports: string[] = []) {
    const file = path.slice(path.lastIndexOf('/') + 1);
    return Promise.all(
      [...imports, file].map((each) => {
        const integrity = INTEGRITY.get(each);
        return integrity ? preload([each, integrity]) : Promise.reject(new Error(`JobHub: ${each} is not in this release`));
      }),
    ).then(() => import(urlOf(file)) as Promise<unknown>);
  },
  /** Runs a command (`[name, ...args]`): the queue's `push`, kept working after load. */
  push(command: Command) {
    const [name, ...args] = command;
    const method = (api as unknown as Record<string, ((...values: unknown[]) => unknown) | undefined>)[name];
    if (name === 'push' || typeof method !== 'function') throw new TypeError(`JobHub: unknown command '${String(name)}'`);
    return method(...args);
  },
};

/** Runs the calls queued before the loader arrived, in order. */
const runQueued = (queued: Command[]) => {
  for (const command of queued) {
    try {
      api.push(command);
    } catch (error) {
      reportError(error); // one bad queued call does not stop the others
    }
  }
};

/** Loads the elements on the page now, then those added later until every element is loaded. */
const watchPage = () => {
  if (!scan()) {
    const observer = new MutationObserver(() => {
      if (scan()) observer.disconnect();
    });
    observer.observe(document.documentElement, { childList: true, subtree: true });
  }
};

const queued = (window as { JobHub?: unknown }).JobHub;
// Loaded twice (two tags, or an old URL next to the loader): the first copy keeps the page.
if (!queued || Array.isArray(queued)) {
  (window as { JobHub?: unknown }).JobHub = Object.freeze(api);
  // Defined now, not with a module: a click before the runtime has arrived waits for it in signIn.
  defineSignInElement(api.signIn);
  runQueued(Array.isArray(queued) ? (queued as Command[]) : []);
  watchPage();
}

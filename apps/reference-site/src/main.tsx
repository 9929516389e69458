import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { ERROR_MESSAGES } from '@jobhub/sdk';
import { ClientProvider, createSiteClient } from './app/client-context';
import { notify } from './app/notify';
import { readPageData, RenderedAtProvider } from './app/page-data';
import { queryCache } from './app/query-cache';
import { AppRoutes, preloadRoute } from './app/routes';
import { emitSessionExpired } from './app/session-events';
import './styles/app.css';

// One SDK client for the app; the API is on the same origin (baseUrl ''). The session is read
// from storage synchronously here, so it is initialised before the app mounts (SPEC §4).
const client = createSiteClient({
  baseUrl: '',
  onSessionExpired: () => {
    notify.error(ERROR_MESSAGES.sessionExpired, { toastId: 'session-expired' });
    emitSessionExpired();
  },
});

// SPEC §4 Token check: at start, when the user becomes authenticated and every 15 minutes.
// "Before each navigation" is the shell's navigation check (useNavigationTokenCheck).
client.startTokenChecks();

const container = document.getElementById('root');
if (!container) throw new Error('#root element missing from index.html');

// The browser's router is the declarative one: the server's data APIs (static handler, loaders)
// stay on the server, where the data is loaded; here pages load their own (the query cache), and
// the data router's code would add ~18 KiB gzip to every first visit for nothing.
const pageData = readPageData();
const app = (
  <StrictMode>
    <ClientProvider client={client}>
      <RenderedAtProvider value={pageData ? new Date(pageData.renderedAt) : null}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </RenderedAtProvider>
    </ClientProvider>
  </StrictMode>
);

// A public page comes rendered by the server (src/entry-server.tsx) with the answers it was
// rendered with: the app hydrates that HTML from the same answers. The rest is the app shell.
if (pageData) {
  queryCache(client).seed(pageData.answers);
  // The page's chunk (preloaded by the head's modulepreload) first: hydration must not suspend.
  // A promise, not a top-level await: the page chunks import this entry's modules, and Rollup
  // splits those out of an entry that awaits at its top (deadlock avoidance) — 20 small chunks.
  void preloadRoute(window.location.pathname).then(() => hydrateRoot(container, app));
} else {
  createRoot(container).render(app);
}

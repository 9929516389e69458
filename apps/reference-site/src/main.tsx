import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { ERROR_MESSAGES } from '@jobhub/sdk';
import { ClientProvider, createSiteClient } from './app/client-context';
import { notify } from './app/notify';
import { AppRoutes } from './app/routes';
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

createRoot(container).render(
  <StrictMode>
    <ClientProvider client={client}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </ClientProvider>
  </StrictMode>,
);

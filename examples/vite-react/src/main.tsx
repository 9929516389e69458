import { createPublicClient } from '@jobhub/sdk';
import { createWidgetClient, JobSearch } from '@jobhub/widgets';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

/** The JobHub API: `?api=` (the e2e test's server), else VITE_JOBHUB_API at build time, else a local `npm start`. */
const API_BASE = new URLSearchParams(location.search).get('api') ?? import.meta.env.VITE_JOBHUB_API ?? 'http://127.0.0.1:8000';

// Once per app, not per render: the widget client caches the catalogue (fields, positions). Its
// baseUrl is also where the company logos load from (the API's '/media/…'), never this page's origin.
const client = createWidgetClient(createPublicClient({ baseUrl: API_BASE }));

function App() {
  return (
    <main style={{ maxWidth: 1100, margin: '0 auto', padding: 16, fontFamily: 'system-ui, sans-serif' }}>
      <h1>Việc làm từ JobHub</h1>
      <JobSearch client={client} jobHref={(id) => `${API_BASE}/job/${id}`} theme={{ primary: '#0f766e' }} />
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

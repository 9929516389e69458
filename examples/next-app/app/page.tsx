import { JobHubProvider, JobSearch } from '@jobhub/widgets';

/** The JobHub API: `?api=` (the e2e test's server), else JOBHUB_API, else a local `npm start`. */
const DEFAULT_API = process.env.JOBHUB_API ?? 'http://127.0.0.1:8000';

/**
 * A server component: no 'use client' here nor in a wrapper of ours. The package's entry is marked
 * "use client", so the provider and the widget render on the client with only serialisable props
 * (the API base) crossing the boundary; the provider makes the SDK client in the browser.
 */
export default async function Page({ searchParams }: { searchParams: Promise<{ api?: string }> }) {
  const apiBase = (await searchParams).api ?? DEFAULT_API;
  return (
    <main style={{ maxWidth: 1100, margin: '0 auto', padding: 16 }}>
      <h1>Việc làm từ JobHub</h1>
      <JobHubProvider apiBase={apiBase}>
        <JobSearch theme={{ primary: '#0f766e' }} />
      </JobHubProvider>
    </main>
  );
}

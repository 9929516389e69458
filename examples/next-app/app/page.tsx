import { createJobsApi, createPublicClient, searchJobs, searchParamsToQuery, type JobSearchQuery, type Page, type PostRow } from '@jobhub/sdk';
import { JobHubProvider, JobSearch } from '@jobhub/widgets';

/** The JobHub API: `?api=` (the e2e test's server), else JOBHUB_API, else a local `npm start`. */
const DEFAULT_API = process.env.JOBHUB_API ?? 'http://127.0.0.1:8000';
/** How long the server waits for the first page before sending the page without it. */
const FIRST_PAGE_TIMEOUT_MS = 3_000;

/**
 * The first page of the search, fetched here on the server so the HTML holds real job cards (for
 * people on slow phones and for crawlers). If the API is slow or down, the page goes out without
 * it and the widget searches from the browser, in the space it reserves.
 */
async function firstPage(apiBase: string, query: JobSearchQuery): Promise<Page<PostRow> | undefined> {
  try {
    const jobs = createJobsApi(createPublicClient({ baseUrl: apiBase }));
    return await searchJobs({ jobs }, query, { signal: AbortSignal.timeout(FIRST_PAGE_TIMEOUT_MS) });
  } catch {
    return undefined;
  }
}

/**
 * A server component: no 'use client' here nor in a wrapper of ours. The package's entry is marked
 * "use client", so the provider and the widget render on the client with only serialisable props
 * (the API base, the query and its first page) crossing the boundary; the provider makes the SDK
 * client in the browser, and the widget starts from the server's page without asking for it again.
 */
export default async function JobsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { api, ...params } = await searchParams;
  const apiBase = typeof api === 'string' ? api : DEFAULT_API;
  const search = new URLSearchParams(Object.entries(params).flatMap(([key, value]) => (typeof value === 'string' ? [[key, value]] : [])));
  const query = searchParamsToQuery(search.toString());
  const initialResults = await firstPage(apiBase, query);
  return (
    <main style={{ maxWidth: 1100, margin: '0 auto', padding: 16 }}>
      <h1>Việc làm từ JobHub</h1>
      <JobHubProvider apiBase={apiBase}>
        <JobSearch theme={{ primary: '#0f766e' }} initialQuery={query} initialResults={initialResults} />
      </JobHubProvider>
    </main>
  );
}

import { createCatalogueApi, createJobSearchApi, type Catalogue, type Jobs, type PublicClient, type Timers } from '@jobhub/sdk';

/**
 * What the widgets need from the SDK: the job search and the catalogue (fields, positions), plus
 * optionally the client's timers for the search debounce. Any object with these members works,
 * e.g. an app's client that already composes `createJobsApi` and `createCatalogueApi`; otherwise
 * make one with {@link createWidgetClient}. Keep it stable: a new object starts a new search.
 */
export interface WidgetClient {
  readonly jobs: Pick<Jobs, 'search'>;
  readonly catalogue: Pick<Catalogue, 'fields' | 'positions'>;
  readonly timers?: Timers;
  /** The API origin of the client: the pictures' paths (company logos) resolve there. */
  readonly baseUrl?: string | undefined;
}

/**
 * Composes the resources the widgets use from an SDK client: `createClient()` for a signed-in
 * app, or `createPublicClient()` where nobody signs in. Create it once per client, since the
 * catalogue it holds caches fields and positions.
 *
 * @param client - An SDK client (`createClient` or `createPublicClient` of `@jobhub/sdk`).
 * @example
 * const widgetClient = createWidgetClient(createPublicClient({ baseUrl: 'https://api.jobhub.vn' }));
 * <JobSearch client={widgetClient} />
 */
export function createWidgetClient(client: PublicClient & { readonly timers?: Timers }): WidgetClient {
  const composed = { jobs: createJobSearchApi(client), catalogue: createCatalogueApi(client), baseUrl: client.baseUrl };
  return client.timers ? { ...composed, timers: client.timers } : composed;
}

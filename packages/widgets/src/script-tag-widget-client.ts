/**
 * The widget client of the script-tag build, which rollup.config.ts puts in place of
 * widget-client.ts: the catalogue's calls (fields, positions), which only the filter panel makes,
 * come with the panel's chunk (script-tag-job-search-filters.tsx) rather than with the element's
 * module. The same client otherwise: one catalogue per client, and so one cache.
 */
import { createJobSearchApi, type Catalogue, type PublicClient, type Timers } from '@jobhub/sdk';
import { filtersModule } from './components/job-search/lazy-job-search-filters';
import type { WidgetClient } from './widget-client';

export type { WidgetClient };

/** {@link WidgetClient} of an SDK client, its catalogue made once the filter panel's chunk is there. */
export function createWidgetClient(client: PublicClient & { readonly timers?: Timers }): WidgetClient {
  let catalogue: Promise<Catalogue> | undefined;
  const panelCatalogue = () =>
    (catalogue ??= filtersModule.load().then(
      (panel) => panel.createCatalogueApi(client),
      (error: unknown) => {
        catalogue = undefined;
        throw error;
      },
    ));
  const composed: WidgetClient = {
    jobs: createJobSearchApi(client),
    catalogue: {
      fields: async () => (await panelCatalogue()).fields(),
      positions: async (fieldId) => (await panelCatalogue()).positions(fieldId),
    },
    baseUrl: client.baseUrl,
  };
  return client.timers ? { ...composed, timers: client.timers } : composed;
}

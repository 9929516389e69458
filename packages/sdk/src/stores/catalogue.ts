import { type Field, type Position } from '../contract/catalogue';
import { FieldListResponseSchema, PositionListResponseSchema } from '../contract/responses';
import type { PublicClient } from './public-client';

/** Job fields and positions (API.md, Catalogue), cached in memory per client. */
export interface Catalogue {
  /** GET /api/fields/ — every field (ngành nghề). */
  fields(): Promise<Field[]>;
  /** GET /api/positions/ or, with a field id, GET /api/positions/field/{id}/. */
  positions(fieldId?: number): Promise<Position[]>;
}

/**
 * Creates the catalogue resource (public reads). Results are cached for the resource's lifetime
 * (the catalogue changes rarely): create it once per client and share it. A failed load is not
 * cached, so the next call retries.
 *
 * @param client - A `createClient()` client, or a `createPublicClient()` one.
 * @example
 * const catalogue = createCatalogueApi(client);
 * const fields = await catalogue.fields();
 */
export function createCatalogueApi(client: PublicClient): Catalogue {
  const { http } = client;
  const cache = new Map<string, Promise<unknown>>();
  function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    let promise = cache.get(key) as Promise<T> | undefined;
    if (!promise) {
      promise = load();
      cache.set(key, promise);
      promise.catch(() => cache.delete(key));
    }
    return promise;
  }
  return {
    fields: () => cached('fields', async () => (await http.request('/api/fields/', FieldListResponseSchema)).data),
    positions: (fieldId) =>
      cached(`positions:${fieldId ?? ''}`, async () => {
        const path = fieldId === undefined ? '/api/positions/' : `/api/positions/field/${encodeURIComponent(fieldId)}/`;
        return (await http.request(path, PositionListResponseSchema)).data;
      }),
  };
}

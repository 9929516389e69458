import { type Field, type Position } from '../contract/catalogue';
import type { Page } from '../contract/envelope';
import { listFieldPositions, listFields, listPositions } from '../contract/endpoints/catalogue';
import { callEndpoint } from '../http/call-endpoint';
import type { RequestClient } from '../http/client';

/** Job fields and positions (API.md, Catalogue), cached in memory per client. */
export interface Catalogue {
  /** Every field (ngành nghề). */
  fields(): Promise<Field[]>;
  /** Every position or, with a field id, the positions of that field. */
  positions(fieldId?: number): Promise<Position[]>;
}

/** The list of an answer: this resource never asks for a page, so the server sends the whole list. */
const whole = <T>(data: T[] | Page<T>): T[] => (Array.isArray(data) ? data : data.results);

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
export function createCatalogueApi(client: { readonly http: RequestClient }): Catalogue {
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
    fields: () => cached('fields', async () => whole((await callEndpoint(http, listFields, {})).data)),
    positions: (fieldId) =>
      cached(`positions:${fieldId ?? ''}`, async () => {
        const answer =
          fieldId === undefined
            ? await callEndpoint(http, listPositions, {})
            : await callEndpoint(http, listFieldPositions, { params: { field_id: fieldId } });
        return whole(answer.data);
      }),
  };
}

import { createPublicClient } from '@jobhub/sdk';
import { describe, expect, it } from 'vitest';
import { createWidgetClient } from './script-tag-widget-client';
import { createFakeApi } from './test/fake-api';

// The script-tag build's widget client: the catalogue's calls come with the filter panel's chunk,
// and answer as widget-client.ts's do, cached per client.

describe('createWidgetClient of the script-tag build', () => {
  it('answers fields and positions through the panel chunk, one request per list', async () => {
    const api = createFakeApi();
    const client = createWidgetClient(createPublicClient({ baseUrl: 'http://api.test', fetch: api.fetch }));
    const fields = await client.catalogue.fields();
    expect(fields.length).toBeGreaterThan(0);
    expect(await client.catalogue.fields()).toBe(fields);
    const positions = await client.catalogue.positions(fields[0]!.id);
    expect(positions.every((position) => position.field === fields[0]!.id)).toBe(true);
    const paths = api.requests.map((url) => url.pathname);
    expect(paths.filter((path) => path.startsWith('/api/fields'))).toHaveLength(1);
    expect(paths.filter((path) => path.startsWith('/api/positions/field/'))).toHaveLength(1);
  });

  it('keeps the search and the API origin of the client', () => {
    const api = createFakeApi();
    const client = createWidgetClient(createPublicClient({ baseUrl: 'http://api.test', fetch: api.fetch }));
    expect(typeof client.jobs.search).toBe('function');
    expect(client.baseUrl).toBe('http://api.test');
  });
});

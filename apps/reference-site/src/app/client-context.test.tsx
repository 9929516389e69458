import { createMemoryStorage, silentLogger } from '@jobhub/sdk';
import { describe, expect, it } from 'vitest';
import { createFakeFetch, createFakeSockets } from '../test/site-harness';
import { createSiteClient, loadRealtimeKit, readyRealtimeKit } from './client-context';

const newClient = () =>
  createSiteClient({ baseUrl: '', fetch: createFakeFetch({}).fetch, storage: createMemoryStorage(), logger: silentLogger, WebSocket: createFakeSockets().WebSocket });

describe('real-time kit', () => {
  it('is built once per client, and synchronously for clients created after its chunk loaded', async () => {
    const first = newClient();
    const kit = await loadRealtimeKit(first);
    expect(readyRealtimeKit(first)).toBe(kit);
    expect(await loadRealtimeKit(first)).toBe(kit);

    // A later client (a new test, a re-created app) must not suspend again: a suspension under a
    // synchronous act() parks the render for good (the symptom behind the guard and layout tests).
    const second = newClient();
    const ready = readyRealtimeKit(second);
    expect(ready).not.toBeNull();
    expect(ready).not.toBe(kit);
    expect(readyRealtimeKit(second)).toBe(ready);
    expect(await loadRealtimeKit(second)).toBe(ready);
  });
});

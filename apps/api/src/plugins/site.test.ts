/**
 * The site's files: sent as the build compressed them by Accept-Encoding, hashed assets cached for
 * a year, the page itself (and the SPA fallback) revalidated on every visit.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { ApiErrorBodySchema } from '@jobhub/sdk/contract';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '../test/context';
import { SITE_FIXTURE } from '../test/site-fixture';
import { IMMUTABLE } from './cdn-files';

describe('site files', () => {
  const ctx = useTestContext('pglite', { withSite: true });
  const get = (url: string, headers: Record<string, string> = {}) => ctx().inject({ method: 'GET', url, headers });
  const asset = `/${SITE_FIXTURE.asset}`;

  it('sends a hashed asset as brotli, gzip or plain by Accept-Encoding, cached for a year', async () => {
    const plain = await get(asset);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(plain.body).toContain('site entry');

    const brotli = await get(asset, { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length);

    const gzip = await get(asset, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);

    const refused = await get(asset, { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain.body);

    for (const response of [plain, brotli, gzip, refused]) {
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
    }
  });

  it('sends the page at / and the SPA fallback compressed and no-cache', async () => {
    for (const url of ['/', '/index.html', '/job-search?q=ky+su']) {
      const response = await get(url, { accept: 'text/html', 'accept-encoding': 'br, gzip' });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers.vary, url).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toContain('<div id="root">');
    }
  });

  it('never sends a compressed copy as a file of its own', async () => {
    for (const url of [`${asset}.br`, `${asset}.gz`, '/index.html.br']) {
      const response = await get(url, { accept: '*/*' });
      expect(response.statusCode, url).toBe(404);
      expect(ApiErrorBodySchema.parse(response.json()).status).toBe(404);
    }
  });
});

/**
 * The widgets' CDN files at the site root: precompressed by Accept-Encoding, hashed files cached
 * for good, the loader briefly (with an ETag), cross-origin module loading allowed.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { ApiErrorBodySchema } from '@jobhub/sdk/contract';
import { describe, expect, it } from 'vitest';
import { CDN_FIXTURE } from '../test/cdn-fixture';
import { useTestContext } from '../test/context';
import { IMMUTABLE, SHORT_CACHE } from './cdn-files';

describe('widgets CDN files', () => {
  const ctx = useTestContext('pglite', { withSite: true });
  const get = (url: string, headers: Record<string, string> = {}) => ctx().inject({ method: 'GET', url, headers });

  it('serves a hashed module as brotli, gzip or plain by Accept-Encoding, cached for a year', async () => {
    const brotli = await get(`/${CDN_FIXTURE.runtime}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(brotli.headers.vary).toBe('Accept-Encoding');
    expect(brotli.headers['cache-control']).toBe(IMMUTABLE);
    const plainText = brotliDecompressSync(brotli.rawPayload).toString();
    expect(plainText).toContain('export const runtime');

    const gzip = await get(`/${CDN_FIXTURE.runtime}`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plainText);

    const plain = await get(`/${CDN_FIXTURE.runtime}`, { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(plainText);
    expect(Number(plain.headers['content-length'])).toBeGreaterThan(Number(brotli.headers['content-length']));
  });

  it('lets another origin import() the modules (CORS and CORP)', async () => {
    const response = await get(`/${CDN_FIXTURE.element}`, { origin: 'https://partner.example' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('keeps the loader and the old URLs short-cached, revalidated by their sha256 ETag', async () => {
    for (const file of [CDN_FIXTURE.loader, CDN_FIXTURE.legacy]) {
      const response = await get(`/${file}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe(SHORT_CACHE);
      expect(response.headers.etag).toMatch(/^"sha256-/);
      const again = await get(`/${file}`, { 'if-none-match': String(response.headers.etag) });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    }
    expect((await get(`/${CDN_FIXTURE.loader}`)).body).toContain('jobhub.js test loader');
  });

  it('serves only the files of the manifest: not the manifest, the compressed copies nor the old bundles it lacks', async () => {
    for (const url of ['/manifest.json', `/${CDN_FIXTURE.runtime}.br`, `/${CDN_FIXTURE.loader}.gz`, '/bell.js']) {
      const response = await get(url, { accept: '*/*' });
      expect(response.statusCode, url).toBe(404);
      expect(ApiErrorBodySchema.parse(response.json()).status).toBe(404);
    }
  });

  it('answers HEAD like GET, without a body', async () => {
    const response = await ctx().inject({ method: 'HEAD', url: `/${CDN_FIXTURE.runtime}`, headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.body).toBe('');
  });
});

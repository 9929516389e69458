/**
 * JSON answers from 1 KiB up are compressed on the fly by Accept-Encoding; smaller ones, and
 * clients that accept no compression, get plain JSON.
 */
import { PremiumPackagesDataSchema, envelope } from '@jobhub/sdk/contract';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '../test/context';
import { createUser } from '../test/helpers';
import { HealthSchema } from '../routes/health/health.routes';
import { COMPRESS_THRESHOLD_BYTES } from './compression';

const PackagesResponse = envelope(PremiumPackagesDataSchema);

describe('JSON compression', () => {
  const ctx = useTestContext('pglite');

  // The Premium packages (seeded by migration 0023) are a JSON answer over the threshold.
  const packages = async (acceptEncoding?: string) => {
    const candidate = await createUser(ctx());
    const headers = acceptEncoding === undefined ? candidate.headers : { ...candidate.headers, 'accept-encoding': acceptEncoding };
    return ctx().inject({ method: 'GET', url: '/api/premium/packages/', headers });
  };

  it('compresses a JSON answer over 1 KiB with brotli or gzip, as the client accepts', async () => {
    const plain = await packages();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    PackagesResponse.parse(plain.json());

    const brotli = await packages('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    PackagesResponse.parse(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString()));
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length);

    const gzip = await packages('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    PackagesResponse.parse(JSON.parse(gunzipSync(gzip.rawPayload).toString()));

    const identity = await packages('identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    PackagesResponse.parse(identity.json());
  });

  it('leaves a JSON answer under 1 KiB plain', async () => {
    const response = await ctx().inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(response.headers['content-encoding']).toBeUndefined();
    HealthSchema.parse(response.json());
  });
});

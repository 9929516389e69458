/**
 * Answers Fastify would otherwise write itself (header too large, shutting down) use the contract's
 * error shape in Vietnamese; error logs never carry SQL parameters.
 */
import { ApiErrorBodySchema } from '@jobhub/sdk/contract';
import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { serializeError, withoutSqlParams } from '../lib/log-redaction';
import { createTestContext } from '../test/context';

/** Resolves once the returned `resolve` is called. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('answers written before or after the routes', () => {
  it('answers headers over the size limit with 431 in the contract shape', async () => {
    const ctx = await createTestContext('pglite');
    try {
      const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      const response = await fetch(`${address}/api/health/`, { headers: { 'x-padding': 'a'.repeat(20_000) } });
      expect(response.status).toBe(431);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
      expect(ApiErrorBodySchema.parse(await response.json())).toEqual({ status: 431, message: 'Phần đầu (header) của yêu cầu quá lớn' });
    } finally {
      await ctx.close();
    }
  });

  it('answers requests that arrive while the server shuts down with 503 in the contract shape', async () => {
    const draining = deferred();
    const release = deferred();
    const ctx = await createTestContext('pglite', {
      // Holds the shutdown in its preClose step (the server still accepts connections then).
      configure: (app) => {
        app.addHook('preClose', async () => {
          draining.resolve();
          await release.promise;
        });
      },
    });
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const closed = ctx.app.close();
    try {
      await draining.promise;
      const response = await fetch(`${address}/api/health/`);
      expect(response.status).toBe(503);
      expect(response.headers.get('connection')).toBe('close');
      expect(ApiErrorBodySchema.parse(await response.json())).toEqual({ status: 503, message: 'Máy chủ đang khởi động lại, vui lòng thử lại sau giây lát.' });
    } finally {
      release.resolve();
      await closed;
      await ctx.close();
    }
  });
});

describe('error logs', () => {
  const failed = () =>
    new DrizzleQueryError('insert into users (email, password_hash) values ($1, $2)', ['an@example.vn', '$argon2id$secret'], Object.assign(new Error('duplicate key'), { code: '23505' }));

  it('keep the statement of a failed query but none of its parameters, in message, fields and stack', () => {
    const error = failed();
    const logged = JSON.stringify(serializeError(error));
    expect(logged).toContain('insert into users (email, password_hash) values ($1, $2)');
    expect(logged).toContain('[2 hidden]');
    expect(logged).toContain('duplicate key');
    expect(logged).not.toContain('an@example.vn');
    expect(logged).not.toContain('argon2id');
    expect(error.params).toEqual(['an@example.vn', '$argon2id$secret']);
  });

  it('hide parameters of a failed query wrapped as a cause, and leave other errors as they are', () => {
    const wrapper = new Error('apply failed', { cause: failed() });
    expect(JSON.stringify(serializeError(wrapper))).not.toContain('an@example.vn');
    const plain = new Error('plain');
    expect(withoutSqlParams(plain)).toBe(plain);
  });

  it('are what the app logger serializes errors with', async () => {
    const ctx = await createTestContext('pglite');
    try {
      const serializers = Object.getOwnPropertySymbols(ctx.app.log)
        .map((symbol) => (ctx.app.log as unknown as Record<symbol, unknown>)[symbol])
        .find((value): value is { err: unknown } => typeof value === 'object' && value !== null && 'err' in value);
      expect(serializers?.err).toBe(serializeError);
    } finally {
      await ctx.close();
    }
  });
});

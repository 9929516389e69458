/**
 * Request logs: one line per request, pretty in development and JSON otherwise, never a query
 * string, a header or a token from the path.
 */
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggingOptions, logRequest, requestLogPath } from './request-log';

describe('requestLogPath', () => {
  it('drops the query string and fragment', () => {
    expect(requestLogPath('/api/posts/12/?keyword=java&email=an@example.vn#top')).toBe('/api/posts/12/');
    expect(requestLogPath('/')).toBe('/');
  });

  it('masks activation and reset tokens and long opaque segments', () => {
    expect(requestLogPath('/api/activate/eyJhbGciOi.x/')).toBe('/api/activate/:token/');
    expect(requestLogPath('/reset-password/abc')).toBe('/reset-password/:token');
    expect(requestLogPath(`/uploads/logos/${'a'.repeat(40)}.png`)).toBe('/uploads/logos/…');
    expect(requestLogPath('/api/company/7/')).toBe('/api/company/7/');
  });
});

/** Logs of a small app using the API's logger and request hook, one entry per written line. */
async function logsOf(nodeEnv: 'development' | 'production', url: string): Promise<string[]> {
  let text = '';
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  const app = Fastify(loggingOptions({ NODE_ENV: nodeEnv, LOG_LEVEL: 'info' }, sink));
  app.addHook('onResponse', logRequest);
  app.get('/api/activate/:token/', async () => ({ ok: true }));
  await app.ready();
  await app.inject({ method: 'GET', url, headers: { authorization: 'Bearer secret-access-token', cookie: 'sid=secret-cookie' } });
  await app.close();
  return text.split('\n').filter((line) => line.trim() !== '');
}

describe('request log lines', () => {
  const url = '/api/activate/secret-activation-token/?email=an@example.vn';

  it('are one readable line per request in development', async () => {
    const lines = await logsOf('development', url);
    const requestLines = lines.filter((line) => line.includes('GET '));
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatch(/GET \/api\/activate\/:token\/ 200 \d+ ms/);
    expect(lines.join('\n')).not.toMatch(/^\s*\{/m);
    expect(lines.join('\n')).not.toMatch(/secret|an@example\.vn/);
  });

  it('are JSON in production', async () => {
    const lines = await logsOf('production', url);
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const request = entries.filter((entry) => entry.method === 'GET');
    expect(request).toHaveLength(1);
    expect(request[0]).toMatchObject({ path: '/api/activate/:token/', status: 200, msg: expect.stringMatching(/^GET \/api\/activate\/:token\/ 200/) });
    expect(lines.join('\n')).not.toMatch(/secret|an@example\.vn/);
  });
});

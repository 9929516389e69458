import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { transform } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { ENDPOINT_MODULE, stripRequestSchemas } from '../scripts/client-endpoints';

const ENDPOINTS = join(import.meta.dirname, 'contract', 'endpoints');
const modules = readdirSync(ENDPOINTS).map((file) => join(ENDPOINTS, file)).filter((file) => ENDPOINT_MODULE.test(file));

describe('stripRequestSchemas (script-tag build transform of the endpoint table)', () => {
  it('blanks params, query and body of each endpoint, keeping every position', () => {
    const source = [
      'export const a = /* @__PURE__ */ endpoint({',
      "  method: 'PUT',",
      "  path: '/api/x/:id/',",
      '  params: IdParamsSchema,',
      '  query: QuerySchema,',
      '  body: /* @__PURE__ */ z.object({ q: z.string() }),',
      '  responses: { 200: Answer },',
      '});',
      "export const b = endpoint({ method: 'GET', path: '/api/y/', query: Q, responses: { 200: A } });",
      'const other = { query: Q };',
    ].join('\n');
    const out = stripRequestSchemas(source, 'x.ts');
    expect(out.length).toBe(source.length);
    expect(out.split('\n').map((line) => line.trimEnd())).toEqual([
      'export const a = /* @__PURE__ */ endpoint({',
      "  method: 'PUT',",
      "  path: '/api/x/:id/',",
      '',
      '',
      '',
      '  responses: { 200: Answer },',
      '});',
      `export const b = endpoint({ method: 'GET', path: '/api/y/', ${' '.repeat('query: Q,'.length)} responses: { 200: A } });`,
      'const other = { query: Q };',
    ]);
  });

  it('applies to the endpoint modules only', () => {
    expect(ENDPOINT_MODULE.test('/r/packages/sdk/src/contract/endpoints/posts.ts')).toBe(true);
    expect(ENDPOINT_MODULE.test('/r/packages/sdk/src/contract/posts.ts')).toBe(false);
    expect(modules.length).toBeGreaterThan(0);
  });

  it.each(modules)('leaves %s valid TypeScript without request schemas', async (file) => {
    const out = stripRequestSchemas(readFileSync(file, 'utf8'), file);
    await expect(transform(out, { loader: 'ts' })).resolves.toBeDefined();
    expect(out).not.toMatch(/^\s*(?:params|query|body):/m);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { transform } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { ENDPOINT_MODULE, stripServerParts } from '../scripts/strip-server-parts';

const SRC = import.meta.dirname;
const modules = (readdirSync(SRC, { recursive: true }) as string[]).map((file) => join(SRC, file)).filter((file) => ENDPOINT_MODULE.test(file));

describe('stripServerParts (browser build transform of the endpoint table)', () => {
  it('drops aliases and request schemas, on their own lines or inline, and keeps the rest', () => {
    const source = [
      'export const a = /* @__PURE__ */ endpoint({',
      "  method: 'PUT',",
      "  path: '/api/a/:id/',",
      "  aliases: ['/a/:id/'],",
      '  params: IdParamsSchema,',
      '  query: z.object({ page: z.coerce.number() }),',
      '  body: BodySchema,',
      '  responses: { 200: AnswerSchema },',
      '});',
      "export const b = endpoint({ method: 'GET', path: '/api/b/', query: Q, responses: { 200: R } });",
      'const other = make({ body: KeptBecauseNotAnEndpoint });',
    ].join('\n');
    expect(stripServerParts(source, 'a.ts').split('\n')).toEqual([
      'export const a = /* @__PURE__ */ endpoint({',
      "  method: 'PUT',",
      "  path: '/api/a/:id/',",
      '  responses: { 200: AnswerSchema },',
      '});',
      "export const b = endpoint({ method: 'GET', path: '/api/b/', responses: { 200: R } });",
      'const other = make({ body: KeptBecauseNotAnEndpoint });',
    ]);
  });

  it('applies to the endpoint modules only', () => {
    expect(ENDPOINT_MODULE.test('/r/packages/sdk/src/contract/endpoints/accounts.ts')).toBe(true);
    expect(ENDPOINT_MODULE.test('/r/packages/sdk/src/contract/endpoint.ts')).toBe(false);
    expect(ENDPOINT_MODULE.test('/r/packages/sdk/src/contract/endpoints/accounts.test.ts')).toBe(false);
    expect(modules.length).toBeGreaterThan(1);
  });

  it.each(modules.map((file) => [relative(SRC, file), file]))('keeps %s valid TypeScript with only method, path and responses', async (_name, file) => {
    const out = stripServerParts(readFileSync(file, 'utf8'), file);
    await expect(transform(out, { loader: 'ts' })).resolves.toBeDefined();
    expect(out).not.toMatch(/^\s*(?:aliases|params|query|body):/m);
  });
});

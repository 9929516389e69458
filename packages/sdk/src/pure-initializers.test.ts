import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { transform } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { SDK_MODULE, wrapPureInitializers } from '../scripts/pure-initializers';

const SRC = import.meta.dirname;
const modules = (readdirSync(SRC, { recursive: true }) as string[]).map((file) => join(SRC, file)).filter((file) => SDK_MODULE.test(file));

describe('wrapPureInitializers (build transform of the SDK)', () => {
  it('wraps top-level constants that run code in pure IIFEs and leaves literals and functions alone', () => {
    const source = [
      "export const A = z.object({ id: z.number() }).check(z.trim());",
      "const B = `max ${MAX}`;",
      "export const C = { ...fields, x: 1 };",
      "export const D = ['a', 'b'] as const;",
      "export const E = (x: number) => x + 1;",
      "let F = make();",
      "function g() { const H = make(); return H; }",
    ].join('\n');
    expect(wrapPureInitializers(source, 'x.ts').split('\n')).toEqual([
      'export const A = /* @__PURE__ */ (() => (z.object({ id: z.number() }).check(z.trim())))();',
      'const B = /* @__PURE__ */ (() => (`max ${MAX}`))();',
      'export const C = /* @__PURE__ */ (() => ({ ...fields, x: 1 }))();',
      "export const D = ['a', 'b'] as const;",
      'export const E = (x: number) => x + 1;',
      'let F = make();',
      'function g() { const H = make(); return H; }',
    ]);
  });

  it('applies to the SDK sources but not to tests nor test helpers', () => {
    expect(SDK_MODULE.test('/r/packages/sdk/src/contract/auth.ts')).toBe(true);
    expect(SDK_MODULE.test('/r/packages/sdk/src/index.ts')).toBe(true);
    expect(SDK_MODULE.test('/r/packages/sdk/src/stores/client.test.ts')).toBe(false);
    expect(SDK_MODULE.test('/r/packages/sdk/src/testing/fake-fetch.ts')).toBe(false);
    expect(modules.length).toBeGreaterThan(50);
  });

  it.each(modules.map((file) => [relative(SRC, file), file]))('keeps %s valid TypeScript', async (_name, file) => {
    const out = wrapPureInitializers(readFileSync(file, 'utf8'), file);
    await expect(transform(out, { loader: 'ts' })).resolves.toBeDefined();
  });
});

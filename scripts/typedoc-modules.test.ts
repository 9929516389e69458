import { readFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const PACKAGES = ['packages/sdk', 'packages/widgets'];

const readJson = async (path: string) => JSON.parse(await readFile(join(ROOT, path), 'utf8')) as Record<string, unknown>;

/** Every public entry of the packages: its import name ('@jobhub/sdk/contract') and its source file. */
async function publicEntries(): Promise<{ name: string; source: string }[]> {
  const entries: { name: string; source: string }[] = [];
  for (const folder of PACKAGES) {
    const pkg = (await readJson(`${folder}/package.json`)) as { name: string; exports: Record<string, unknown> };
    for (const [subpath, target] of Object.entries(pkg.exports)) {
      const source = (target as { source?: string }).source;
      if (source) entries.push({ name: join(pkg.name, subpath), source: relative(ROOT, join(ROOT, folder, source)) });
    }
  }
  return entries;
}

describe('the API reference (npm run docs:reference)', () => {
  it('documents every public entry under the name it is imported by, not its source path', async () => {
    const { entryPoints } = (await readJson('typedoc.json')) as { entryPoints: string[] };
    const entries = await publicEntries();
    expect(entries.map((entry) => entry.name)).toEqual(['@jobhub/sdk', '@jobhub/sdk/contract', '@jobhub/sdk/rich-text', '@jobhub/widgets']);
    expect([...entryPoints].sort()).toEqual(entries.map((entry) => entry.source).sort());
    for (const { name, source } of entries) {
      // typedoc names a module by the `@module` tag of its file's first comment (with `@packageDocumentation`).
      const header = /^\/\*\*[\s\S]*?\*\//.exec(await readFile(join(ROOT, source), 'utf8'))?.[0] ?? '';
      expect(header, source).toContain('@packageDocumentation');
      expect(header, source).toMatch(new RegExp(`@module ${name.replace(/[/.]/g, '\\$&')}\\s`));
    }
  });
});

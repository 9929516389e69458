import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { listEndpoints } from '../contract/endpoint-table';

const SDK_SRC = fileURLToPath(new URL('..', import.meta.url));

/** Paths the SDK may spell: the WebSocket upgrade (not an HTTP endpoint) and a browser-route check. */
const ALLOWED = new Set(['/api/ws/notifications/', '/api/activate/']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'contract' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test(-d)?\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** String and template literals that start like an API path, comments left out. */
function apiPathLiterals(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
  return [...code.matchAll(/['"`](\/(?:api|auth)\/[^'"`]*)['"`]/g)].map((match) => match[1]!);
}

describe('the SDK calls the API only through the endpoint table', () => {
  it('spells no API path outside the contract', () => {
    const spelled = sourceFiles(SDK_SRC).flatMap((file) =>
      apiPathLiterals(readFileSync(file, 'utf8'))
        .filter((path) => !ALLOWED.has(path))
        .map((path) => `${relative(SDK_SRC, file)}: ${path}`),
    );
    expect(spelled).toEqual([]);
  });

  it('declares a params schema with exactly the :names of each path', () => {
    const mismatched = listEndpoints().filter(([, e]) => {
      const names = [...e.path.matchAll(/:(\w+)/g)].map((match) => match[1]!).sort();
      const shape = (e.params as { _zod?: { def?: { shape?: object } } } | undefined)?._zod?.def?.shape ?? {};
      return names.join() !== Object.keys(shape).sort().join();
    });
    expect(mismatched.map(([name]) => name)).toEqual([]);
  });

  it('writes every path and alias as API.md does: absolute, with a trailing slash', () => {
    const bad = listEndpoints().flatMap(([, e]) => [e.path, ...(e.aliases ?? [])]).filter((path) => !/^\/\S*\/$/.test(path));
    expect(bad).toEqual([]);
  });
});

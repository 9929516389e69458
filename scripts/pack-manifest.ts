/**
 * The package.json that `npm pack` and `npm publish` put in a tarball, without the `source`
 * export condition: inside the monorepo `source` points Vite, Vitest, tsc (`customConditions`),
 * Rollup, dependency-cruiser and `node --conditions=source` at `src/`, so the workspace runs
 * without a build; published, it would name files the tarball does not hold.
 *
 * Run by each published package's `prepack` (`strip`: keeps the manifest as it is in
 * `package.tmp.json`, then writes it without `source`) and `postpack` (`restore`: puts the kept
 * manifest back byte for byte). npm reads package.json for the tarball after `prepack`.
 *
 *   node --import tsx ../../scripts/pack-manifest.ts strip|restore   (from the package's folder)
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The export condition that only the monorepo uses. */
export const DEV_CONDITION = 'source';
/** Where `strip` keeps the manifest until `restore` (ignored by git through `*.tmp.*`, not in `files`). */
export const KEPT_MANIFEST = 'package.tmp.json';

type ExportsValue = string | null | ExportsValue[] | { [condition: string]: ExportsValue };

/**
 * An `exports` value without the {@link DEV_CONDITION} condition, at any depth; key order kept.
 *
 * @example withoutDevCondition({ '.': { source: './src/index.ts', import: './dist/index.js' } })
 * // { '.': { import: './dist/index.js' } }
 */
export function withoutDevCondition(value: ExportsValue): ExportsValue {
  if (Array.isArray(value)) return value.map(withoutDevCondition);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== DEV_CONDITION)
      .map(([key, inner]) => [key, withoutDevCondition(inner)]),
  );
}

function strip(folder: string): void {
  const file = resolve(folder, 'package.json');
  const kept = resolve(folder, KEPT_MANIFEST);
  // A pack that failed before its postpack left the real manifest here: never overwrite it.
  if (existsSync(kept)) throw new Error(`${kept} exists: an earlier pack did not finish; run 'restore' first`);
  const text = readFileSync(file, 'utf8');
  const manifest = JSON.parse(text) as { exports?: ExportsValue };
  writeFileSync(kept, text);
  if (manifest.exports !== undefined) manifest.exports = withoutDevCondition(manifest.exports);
  writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
}

function restore(folder: string): void {
  const kept = resolve(folder, KEPT_MANIFEST);
  if (existsSync(kept)) renameSync(kept, resolve(folder, 'package.json'));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const command = process.argv[2];
  if (command === 'strip') strip(process.cwd());
  else if (command === 'restore') restore(process.cwd());
  else throw new Error(`usage: pack-manifest.ts strip|restore (got ${String(command)})`);
}

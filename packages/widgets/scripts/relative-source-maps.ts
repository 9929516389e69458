import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';

/** A source loaded by an esbuild plugin: `namespace:path?suffix` (e.g. `inline-css:src/a.css?inline`). */
const PLUGIN_SOURCE = /^([a-z][\w-]*):(?!\/\/)(.+)$/i;

/**
 * The source a map entry names, as a path relative to the map's folder. esbuild names a module a
 * plugin loaded in its own namespace as `namespace:path?suffix`, which source-map readers take for
 * a URL of an unknown scheme; the widgets' inlined CSS arrives that way, its path relative to the
 * package. Ordinary entries (`../src/x.ts`) are left as they are.
 *
 * @param mapFolder - Folder of the map (its entries are relative to it).
 * @param source - One entry of `sources`.
 * @param packageFolder - What plugin paths are relative to.
 * @example sourceRelativeTo('/p/dist', 'inline-css:src/a.css?inline', '/p') // '../src/a.css'
 */
export function sourceRelativeTo(mapFolder: string, source: string, packageFolder: string): string {
  const plugin = PLUGIN_SOURCE.exec(source);
  if (!plugin) return source;
  const path = plugin[2]!.replace(/\?.*$/, '');
  return relative(mapFolder, resolve(packageFolder, path)).split('\\').join('/');
}

/**
 * Rewrites the `sources` of each map so that none is a plugin URL or an absolute path: the
 * published maps must point at files by relative paths only. Missing maps are skipped.
 *
 * @param maps - Paths of source maps, e.g. `dist/index.js.map`.
 * @param packageFolder - The package's folder (plugin paths are relative to it).
 */
export function relativeSourceMaps(maps: readonly string[], packageFolder: string): void {
  for (const file of maps) {
    if (!existsSync(file)) continue;
    const map = JSON.parse(readFileSync(file, 'utf8')) as { sources: string[]; sourceRoot?: string };
    map.sources = map.sources.map((source) => sourceRelativeTo(dirname(file), source, packageFolder));
    delete map.sourceRoot;
    writeFileSync(file, JSON.stringify(map));
  }
}

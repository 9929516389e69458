import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** A plugin namespace esbuild writes before a source's path (`inline-css:/abs/file.css?inline`). */
const NAMESPACE = /^[a-z][\w-]*:(?=\/)/i;

/**
 * The source a map entry names, as a path relative to the map's folder: the CSS that the
 * `inline-css` loader turns into strings reaches esbuild in a plugin namespace, and esbuild writes
 * such sources as `namespace:/absolute/path?suffix`, i.e. with the build machine's folders in the
 * published map. Relative entries (`../src/x.ts`) are left as they are.
 *
 * @example sourceRelativeTo('/p/dist', 'inline-css:/p/src/a.css?inline') // '../src/a.css'
 */
export function sourceRelativeTo(mapFolder: string, source: string): string {
  const path = source.replace(NAMESPACE, '').replace(/\?.*$/, '');
  return isAbsolute(path) ? relative(mapFolder, path).split('\\').join('/') : source;
}

/**
 * Rewrites the `sources` of each named map so that none holds an absolute path (the published
 * maps must not carry the build machine's folders); missing files are skipped.
 *
 * @param maps - Files of source maps, e.g. `new URL('dist/index.js.map', import.meta.url)`.
 */
export function relativeSourceMaps(maps: readonly URL[]): void {
  for (const url of maps) {
    const file = fileURLToPath(url);
    if (!existsSync(file)) continue;
    const map = JSON.parse(readFileSync(file, 'utf8')) as { sources: string[]; sourceRoot?: string };
    map.sources = map.sources.map((source) => sourceRelativeTo(dirname(file), source));
    delete map.sourceRoot;
    writeFileSync(file, JSON.stringify(map));
  }
}

/**
 * Build-time compression shared by every build the API serves: the widgets' CDN files
 * (rollup.config.ts through packages/widgets/scripts/cdn-files.ts) and the site
 * (apps/reference-site/vite.config.ts). Each file gets a `.gz` and a `.br` copy next to it, which
 * the API sends by Accept-Encoding (apps/api/src/plugins/cdn-files.ts, plugins/site.ts), so no
 * request pays for compression and the copies use the slowest, smallest settings.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Compressed sizes in bytes of one file's copies. */
export interface CompressedSizes {
  gzip: number;
  brotli: number;
}

/**
 * Text formats worth compressing. Images, fonts (woff2 is brotli inside) and archives are
 * compressed already: a copy would only add bytes.
 */
const COMPRESSIBLE = /\.(?:m?js|css|html|svg|json|webmanifest|txt|xml|map)$/;

/**
 * Writes `path.gz` and `path.br` (best compression: built once, served many times).
 *
 * @param path - the file the copies belong to
 * @param bytes - its content
 * @example writeCompressedCopies('dist/assets/index-3f2a9c1b.js', code); // { gzip: 41230, brotli: 36011 }
 */
export function writeCompressedCopies(path: string, bytes: Uint8Array): CompressedSizes {
  const gzip = gzipSync(bytes, { level: 9 });
  const brotli = brotliCompressSync(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  });
  writeFileSync(`${path}.gz`, gzip);
  writeFileSync(`${path}.br`, brotli);
  return { gzip: gzip.length, brotli: brotli.length };
}

/**
 * Writes the compressed copies of every text file under `dir`, dot folders (Vite's `.vite/`
 * manifest, never served) left out.
 *
 * @returns the number of files compressed
 * @example precompressDir('apps/reference-site/dist'); // 58
 */
export function precompressDir(dir: string): number {
  let count = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) count += precompressDir(path);
    else if (COMPRESSIBLE.test(entry.name)) {
      writeCompressedCopies(path, readFileSync(path));
      count += 1;
    }
  }
  return count;
}

/**
 * Build-time helpers of the CDN delivery (rollup.config.ts): the manifest of the hashed files with
 * their SRI hashes, and the precompressed copies the API serves (apps/api/src/plugins/cdn-files.ts).
 */
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { writeCompressedCopies } from '../../../scripts/precompress';

/** One file of the CDN directory as the manifest lists it. */
export interface CdnFile {
  /** File name in the CDN directory, e.g. 'jobhub-runtime-3f2a9c1b.js'. */
  file: string;
  /** Subresource Integrity of the file's bytes, e.g. 'sha256-…'. */
  integrity: string;
  /** Sizes in bytes: as is, gzip and brotli (the precompressed copies written next to it). */
  bytes: number;
  gzip: number;
  brotli: number;
}

/** What each custom element needs: its module and the chunks that module imports. */
export interface CdnElement {
  /** The element's module (exports `define`). */
  module: string;
  /** Files the module imports (the runtime), for `<link rel="modulepreload" integrity>`. */
  imports: string[];
}

/** dist/cdn/manifest.json. */
export interface CdnManifest {
  version: string;
  /** The shared runtime (Preact + compat, SDK, zod/mini), imported by every element module. */
  runtime: string;
  elements: Record<string, CdnElement>;
  /** Every served file by name, the loader and the old script-tag URLs included. */
  files: Record<string, CdnFile>;
}

/**
 * Subresource Integrity (sha256) of some bytes: as safe as sha384 against forgery (browsers accept
 * either), and a third shorter, which matters for the loader's 3 KiB: it carries one per chunk.
 *
 * @example
 * sriOf(Buffer.from('alert(1)')); // 'sha256-…'
 */
export function sriOf(bytes: Uint8Array): string {
  return `sha256-${createHash('sha256').update(bytes).digest('base64')}`;
}

/**
 * Writes `file.gz` and `file.br` next to `file` (best compression: built once, served many times)
 * and returns the manifest entry of the file.
 *
 * @param dir - the CDN directory
 * @param file - a file name in it
 * @param bytes - the file's content
 */
export function writeCompressed(dir: string, file: string, bytes: Uint8Array): CdnFile {
  const { gzip, brotli } = writeCompressedCopies(join(dir, file), bytes);
  return { file, integrity: sriOf(bytes), bytes: bytes.length, gzip, brotli };
}

import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileStorage } from '../storage/file-storage';

/**
 * Uploaded files: streamed to disk under a random name (never buffered whole in memory), typed by
 * their first bytes rather than by name or declared type.
 *
 * Keys are paths relative to the upload root. Public keys (logos, backgrounds) live under
 * `public/` and are served as `/uploads/<key without public/>`; private keys (business
 * certificates) live under `private/` and are only streamed by an authorised route.
 */

/** Largest accepted upload (5 MB). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** URL prefix of public files. */
export const PUBLIC_UPLOADS_PREFIX = '/uploads/';
const PUBLIC_DIR = 'public';
const PRIVATE_DIR = 'private';

export type FileKind = 'png' | 'jpg' | 'webp' | 'gif' | 'pdf';
export const IMAGE_KINDS: readonly FileKind[] = ['png', 'jpg', 'webp', 'gif'];
export const DOCUMENT_KINDS: readonly FileKind[] = ['pdf', ...IMAGE_KINDS];

/** Content types of stored kinds (for serving private files). */
export const CONTENT_TYPES: Record<FileKind, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  pdf: 'application/pdf',
};

/** Bytes needed to recognise every kind (WebP needs 12). */
const SNIFF_BYTES = 16;

/**
 * Kind of a file from its first bytes, or undefined.
 *
 * @example sniffKind(Buffer.from('%PDF-1.7')) // 'pdf'
 */
export function sniffKind(head: Uint8Array): FileKind | undefined {
  const bytes = Buffer.from(head.buffer, head.byteOffset, head.byteLength);
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  const ascii = bytes.subarray(0, 12).toString('latin1');
  if (ascii.startsWith('GIF87a') || ascii.startsWith('GIF89a')) return 'gif';
  if (ascii.startsWith('RIFF') && ascii.slice(8, 12) === 'WEBP') return 'webp';
  if (ascii.startsWith('%PDF-')) return 'pdf';
  return undefined;
}

/** Public URL of a stored public key, or null. */
export function publicFileUrl(key: string | null | undefined): string | null {
  if (!key) return null;
  return key.startsWith(`${PUBLIC_DIR}/`) ? `${PUBLIC_UPLOADS_PREFIX}${key.slice(PUBLIC_DIR.length + 1)}` : null;
}

/** Absolute path of a stored key, refusing anything that would leave the upload root. */
export function storedFilePath(uploadDir: string, key: string): string {
  const root = path.resolve(uploadDir);
  const full = path.resolve(root, key);
  if (!full.startsWith(`${root}${path.sep}`)) throw new Error(`Stored file key escapes the upload root: ${key}`);
  return full;
}

/** A stream written by {@link streamToTempFile}, still under its temporary name. */
export interface TempFile {
  /** The random name (32 hex digits) to keep for the final key. */
  name: string;
  /** `<dir>/<name>.part`. */
  tempPath: string;
  /** The first bytes, at most the `headBytes` asked for. */
  head: Buffer;
  /** Bytes received (counted in full, even past `maxBytes`). */
  bytes: number;
  /** Whether the stream passed `maxBytes`: the file then holds only what came before. */
  tooLarge: boolean;
}

/**
 * Streams `source` to a new `<dir>/<random>.part` (creating `dir`), keeping its first `headBytes`
 * for type checks. Past `maxBytes` the rest is drained but not written. On a stream error the
 * temporary file is removed and the error rethrown.
 *
 * @example const received = await streamToTempFile(dir, part.file, SNIFF_BYTES, MAX_UPLOAD_BYTES);
 */
export async function streamToTempFile(dir: string, source: Readable, headBytes: number, maxBytes: number): Promise<TempFile> {
  await mkdir(dir, { recursive: true });
  const name = randomBytes(16).toString('hex');
  const tempPath = path.join(dir, `${name}.part`);
  let head = Buffer.alloc(0);
  let bytes = 0;
  let tooLarge = false;
  const inspect = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      if (head.length < headBytes) head = Buffer.concat([head, chunk.subarray(0, headBytes - head.length)]);
      if (bytes > maxBytes) {
        tooLarge = true;
        callback(); // keep draining the request, store nothing more
        return;
      }
      callback(null, chunk);
    },
  });
  const sink = createWriteStream(tempPath, { flags: 'wx' });
  try {
    await pipeline(source, inspect, sink);
  } catch (error) {
    // A request cut off early can fail the pipeline while the file is still being opened: the
    // destroyed stream then creates it and closes it later, so remove it only after that close.
    if (!sink.closed) await once(sink, 'close').catch(() => undefined);
    await unlink(tempPath).catch(() => undefined);
    throw error;
  }
  return { name, tempPath, head, bytes, tooLarge };
}

export type SaveFileResult =
  | { ok: true; key: string; kind: FileKind; bytes: number }
  | { ok: false; reason: 'type' | 'size' | 'empty' };

/**
 * Streams `source` to a new random staging file under `<stagingDir>/<public|private>/<folder>/`,
 * then stores it (key `<public|private>/<folder>/<random>.<kind>`) only if its first bytes are one
 * of `kinds` and it fits MAX_UPLOAD_BYTES; otherwise deletes it. `isTruncated` reports a size cut
 * by the multipart parser's own limit.
 */
export async function saveUpload(options: {
  storage: FileStorage;
  visibility: 'public' | 'private';
  folder: string;
  source: Readable;
  kinds: readonly FileKind[];
  isTruncated?: () => boolean;
}): Promise<SaveFileResult> {
  const relDir = path.posix.join(options.visibility === 'public' ? PUBLIC_DIR : PRIVATE_DIR, options.folder);
  const dir = storedFilePath(options.storage.stagingDir, relDir);
  const { name, tempPath, head, bytes, tooLarge } = await streamToTempFile(dir, options.source, SNIFF_BYTES, MAX_UPLOAD_BYTES);
  const kind = sniffKind(head);
  const failure: SaveFileResult | undefined =
    bytes === 0
      ? { ok: false, reason: 'empty' }
      : tooLarge || options.isTruncated?.()
        ? { ok: false, reason: 'size' }
        : !kind || !options.kinds.includes(kind)
          ? { ok: false, reason: 'type' }
          : undefined;
  if (failure || !kind) {
    await unlink(tempPath).catch(() => undefined);
    return failure ?? { ok: false, reason: 'type' };
  }
  const key = path.posix.join(relDir, `${name}.${kind}`);
  try {
    await options.storage.adopt(tempPath, key);
  } finally {
    await unlink(tempPath).catch(() => undefined);
  }
  return { ok: true, key, kind, bytes };
}

/** Deletes stored files, ignoring ones already gone. */
export async function deleteStoredFiles(storage: FileStorage, keys: Iterable<string>): Promise<void> {
  await storage.delete(keys);
}

/**
 * A `.part` file not written to for this long belongs to no upload in progress (an upload writes
 * its part file as the bytes arrive, 5 MB at most): it was left by a crash or a killed process.
 */
export const STALE_UPLOAD_PART_MS = 15 * 60_000;

/**
 * Deletes the temporary `.part` files under `uploadDir` last written before `olderThan` (uploads
 * cut off by a crash); returns how many. Newer ones are kept: with several API processes sharing
 * UPLOAD_DIR they may be another process's uploads in progress.
 *
 * @example await removeStaleUploadParts(env.UPLOAD_DIR, new Date(Date.now() - STALE_UPLOAD_PART_MS));
 */
export async function removeStaleUploadParts(uploadDir: string, olderThan: Date): Promise<number> {
  const entries = await readdir(uploadDir, { recursive: true, withFileTypes: true }).catch(() => []);
  let removed = 0;
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith('.part')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const info = await stat(file).catch(() => undefined);
    if (!info || info.mtimeMs >= olderThan.getTime()) continue;
    if (await unlink(file).then(() => true, () => false)) removed += 1;
  }
  return removed;
}

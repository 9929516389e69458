/**
 * One interface for every place that reads or writes an upload (logos, covers, certificates, CVs,
 * saved CVs, seed images), so the same code runs on local disk (disk-storage.ts) or an
 * S3-compatible bucket (s3-storage.ts); create-file-storage.ts picks one from the settings.
 *
 * Keys are `public/…` or `private/…` relative paths (repositories/files.ts). An upload is first
 * streamed to a local staging file under UPLOAD_DIR, where its content is checked (type by first
 * bytes, a DOCX's central directory), and only a checked file is handed to `adopt`: staging is
 * per process, never shared, and a bucket only ever holds checked files.
 */
import type { Readable } from 'node:stream';

/** A stored file opened for sending. */
export interface OpenedFile {
  body: Readable;
  /** Bytes (sent as Content-Length). */
  size: number;
}

/** A stored file met while listing. */
export interface ListedFile {
  key: string;
  size: number;
}

export interface FileStorage {
  readonly kind: 'disk' | 's3';
  /** Local directory of staged uploads (UPLOAD_DIR): `.part` files while they are received and checked. */
  readonly stagingDir: string;
  /**
   * Checks at start that files can be kept: the disk's root exists, the bucket answers with these
   * credentials. Rejects with a message naming what to fix.
   */
  ready(): Promise<void>;
  /** Moves a checked staged file (a local path) to `key`; the staged file is gone afterwards. */
  adopt(stagedPath: string, key: string): Promise<void>;
  /** Stores a copy of a local file under `key`, streamed (the copy command); the local file stays. */
  putFile(localPath: string, key: string): Promise<void>;
  /** Writes a small file made in memory (the seed's drawn logos and covers). */
  write(key: string, data: string | Buffer): Promise<void>;
  /** Opens `key` for streaming, or undefined when there is no such file. */
  open(key: string): Promise<OpenedFile | undefined>;
  /** The whole of a small file (a logo for an OG card), or undefined when there is none. */
  read(key: string): Promise<Buffer | undefined>;
  /** Copies `from` to `to`. Throws an error whose `code` is 'ENOENT' when `from` is gone. */
  copy(from: string, to: string): Promise<void>;
  /** Deletes files, ignoring ones already gone. */
  delete(keys: Iterable<string>): Promise<void>;
  /** Size of `key`, or undefined when there is none (the copy command skips what is already there). */
  sizeOf(key: string): Promise<number | undefined>;
  /** Every stored file (staged `.part` files excluded). */
  list(): AsyncIterable<ListedFile>;
}

/**
 * The error `copy` throws for a missing source: the same `code` as Node's file errors, so callers
 * check one thing whatever the storage.
 */
export function missingFileError(key: string): Error & { code: 'ENOENT' } {
  return Object.assign(new Error(`Stored file not found: ${key}`), { code: 'ENOENT' as const });
}

/** Whether an error says a file is missing (Node's ENOENT or {@link missingFileError}). */
export function isMissingFileError(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'ENOENT';
}

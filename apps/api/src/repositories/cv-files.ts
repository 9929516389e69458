/**
 * Private CV storage: a CV is streamed to a staging file under `UPLOAD_DIR/private/cv/`, never
 * held whole in memory, and recognised by content: a PDF starts with `%PDF-`; a DOCX is a ZIP
 * whose central directory lists `[Content_Types].xml` and `word/…` entries (only the last KBs of
 * the file are read, it is never unzipped). The caller keeps the row and the file in step:
 * `commitCv` (hand the staged file to the storage under its final random key) inside its
 * transaction, `discardCv` on any failure.
 */
import { randomBytes } from 'node:crypto';
import { open, unlink } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { CV_MAX_BYTES } from '@jobhub/sdk/contract';
import type { CvKind } from '../db/schema/applications';
import type { FileStorage } from '../storage/file-storage';
import { storedFilePath, streamToTempFile } from './files';


/** Content types and download names of CVs. */
export const CV_CONTENT_TYPES: Record<CvKind, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const CV_FOLDER = 'private/cv';
const HEAD_BYTES = 8;
/** EOCD record (22 bytes) plus the longest ZIP comment (65,535): where the EOCD can start. */
const EOCD_SEARCH_BYTES = 22 + 0xffff;
/** A DOCX central directory is a few KB; refuse to read more than this (a crafted file). */
const MAX_CENTRAL_DIRECTORY_BYTES = 1024 * 1024;

/** A received CV, still under its temporary name. */
export interface ReceivedCv {
  /** The local staging file; null for a copy, already stored under `key`. */
  tempPath: string | null;
  /** Final storage key (`private/cv/<random>.<kind>`), valid after commitCv. */
  key: string;
  kind: CvKind;
  bytes: number;
}

export type ReceiveCvResult = { ok: true; file: ReceivedCv } | { ok: false; reason: 'type' | 'size' | 'empty' };

/**
 * Streams `source` to a temporary file and checks it. On `ok: false` nothing is left on disk;
 * on a stream error the temporary file is removed and the error rethrown.
 *
 * @example const received = await receiveCv(app.storage, part.file, () => part.file.truncated);
 */
export async function receiveCv(storage: FileStorage, source: Readable, isTruncated?: () => boolean): Promise<ReceiveCvResult> {
  const dir = storedFilePath(storage.stagingDir, CV_FOLDER);
  const { name, tempPath, head, bytes, tooLarge } = await streamToTempFile(dir, source, HEAD_BYTES, CV_MAX_BYTES);
  let failure: 'type' | 'size' | 'empty' | undefined;
  let kind: CvKind | undefined;
  if (bytes === 0) failure = 'empty';
  else if (tooLarge || isTruncated?.()) failure = 'size';
  else {
    kind = await detectCvKind(tempPath, head).catch(() => undefined);
    if (!kind) failure = 'type';
  }
  if (failure || !kind) {
    await unlink(tempPath).catch(() => undefined);
    return { ok: false, reason: failure ?? 'type' };
  }
  return { ok: true, file: { tempPath, key: `${CV_FOLDER}/${name}.${kind}`, kind, bytes } };
}

/** Stores a received CV under its final key (a copy already is). */
export async function commitCv(storage: FileStorage, file: ReceivedCv): Promise<void> {
  if (file.tempPath) await storage.adopt(file.tempPath, file.key);
}

/** Removes a received CV wherever it is (staging file or final key). */
export async function discardCv(storage: FileStorage, file: ReceivedCv): Promise<void> {
  await Promise.all([file.tempPath ? unlink(file.tempPath).catch(() => undefined) : undefined, storage.delete([file.key])]);
}

/**
 * A copy of a stored CV under a new final key (the application's own copy of a saved CV, or the
 * library's copy of an application's upload). Handled like a received CV: `commitCv` has nothing
 * left to do, `discardCv` removes it. Throws an ENOENT-coded error when the source is gone.
 *
 * @example const copy = await copyStoredCv(app.storage, saved.cv_path, 'pdf', saved.size);
 */
export async function copyStoredCv(storage: FileStorage, sourceKey: string, kind: CvKind, bytes: number): Promise<ReceivedCv> {
  const key = `${CV_FOLDER}/${randomBytes(16).toString('hex')}.${kind}`;
  await storage.copy(sourceKey, key);
  return { tempPath: null, key, kind, bytes };
}

/** Keeps an uploaded file's name readable but bounded (and free of path separators / controls). */
export function cleanFileName(name: string | undefined, kind: CvKind): string {
  const base = (name ?? '').replace(/[\u0000-\u001f\u007f/\\]/g, '').trim().slice(-200);
  return base || `cv.${kind}`;
}

/**
 * 'pdf', 'docx' or undefined for the file at `filePath` whose first bytes are `head`.
 *
 * @example await detectCvKind('/tmp/x.part', Buffer.from('%PDF-1.7')) // 'pdf'
 */
export async function detectCvKind(filePath: string, head: Buffer): Promise<CvKind | undefined> {
  if (head.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (!(head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04)) return undefined;
  const names = await zipEntryNames(filePath);
  if (!names) return undefined;
  const hasTypes = names.includes('[Content_Types].xml');
  const hasWord = names.some((entry) => entry.startsWith('word/'));
  return hasTypes && hasWord ? 'docx' : undefined;
}

/** Entry names from a ZIP's central directory (reads only the file's tail), or undefined. */
async function zipEntryNames(filePath: string): Promise<string[] | undefined> {
  const handle = await open(filePath, 'r');
  try {
    const { size } = await handle.stat();
    const tailLength = Math.min(size, EOCD_SEARCH_BYTES);
    const tail = Buffer.alloc(tailLength);
    await handle.read(tail, 0, tailLength, size - tailLength);
    let eocd = -1;
    for (let i = tailLength - 22; i >= 0; i--) {
      if (tail.readUInt32LE(i) === 0x06054b50) {
        eocd = i;
        break;
      }
    }
    if (eocd < 0) return undefined;
    const entries = tail.readUInt16LE(eocd + 10);
    const cdSize = tail.readUInt32LE(eocd + 12);
    const cdOffset = tail.readUInt32LE(eocd + 16);
    if (cdSize > MAX_CENTRAL_DIRECTORY_BYTES || cdOffset + cdSize > size) return undefined;
    const directory = Buffer.alloc(cdSize);
    await handle.read(directory, 0, cdSize, cdOffset);
    const names: string[] = [];
    let at = 0;
    for (let n = 0; n < entries && at + 46 <= cdSize; n++) {
      if (directory.readUInt32LE(at) !== 0x02014b50) return undefined;
      const nameLength = directory.readUInt16LE(at + 28);
      const extraLength = directory.readUInt16LE(at + 30);
      const commentLength = directory.readUInt16LE(at + 32);
      names.push(directory.subarray(at + 46, at + 46 + nameLength).toString('utf8'));
      at += 46 + nameLength + extraLength + commentLength;
    }
    return names;
  } finally {
    await handle.close();
  }
}

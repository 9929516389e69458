import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../env';
import { startS3Peer, type S3Peer } from '../test/s3-peer';
import { createDiskStorage } from './disk-storage';
import type { FileStorage } from './file-storage';
import { createS3Client, createS3Storage } from './s3-storage';
import type { S3Settings } from './storage-settings';

/** Bigger than the SDK's 64 KiB stream chunks and Node's file-read chunks, so streaming shows. */
const BIG_FILE_BYTES = 3 * 1024 * 1024 + 17;

let peer: S3Peer;
let root: string;

beforeAll(async () => {
  peer = await startS3Peer();
  root = await mkdtemp(join(tmpdir(), 'jobhub-storage-'));
});
afterAll(async () => {
  await peer.close();
  await rm(root, { recursive: true, force: true });
});

function s3Settings(extra: Record<string, string> = {}): S3Settings {
  const { STORAGE } = parseEnv({ DATA_DIR: root, ...peer.env, ...extra });
  if (STORAGE.kind !== 's3') throw new Error('expected S3 settings');
  return STORAGE;
}

/** A staged upload: a local file under the staging dir, as streamToTempFile leaves it. */
async function stage(storage: FileStorage, bytes: Buffer): Promise<string> {
  const dir = join(storage.stagingDir, 'private', 'cv');
  await mkdir(dir, { recursive: true });
  const file = join(dir, `${randomBytes(8).toString('hex')}.part`);
  await writeFile(file, bytes);
  return file;
}

async function drain(storage: FileStorage, key: string): Promise<Buffer | undefined> {
  const opened = await storage.open(key);
  if (!opened) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of opened.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const STORAGES: [string, () => Promise<FileStorage>][] = [
  ['disk', async () => createDiskStorage(await mkdtemp(join(root, 'disk-')))],
  ['s3', async () => createS3Storage(s3Settings(), await mkdtemp(join(root, 'staging-')))],
];

describe.each(STORAGES)('file storage on %s', (_name, make) => {
  let storage: FileStorage;
  beforeAll(async () => {
    storage = await make();
  });

  it('stores a staged upload byte for byte, streams it back with its size and removes the staged file', async () => {
    const original = randomBytes(BIG_FILE_BYTES);
    const staged = await stage(storage, original);
    const key = `private/cv/${randomBytes(16).toString('hex')}.pdf`;
    await storage.adopt(staged, key);
    expect(existsSync(staged)).toBe(false);
    const opened = await storage.open(key);
    expect(opened?.size).toBe(BIG_FILE_BYTES);
    opened?.body.destroy();
    expect((await drain(storage, key))?.equals(original)).toBe(true);
    expect((await storage.read(key))?.equals(original)).toBe(true);
    expect(await storage.sizeOf(key)).toBe(BIG_FILE_BYTES);
  });

  it('answers undefined for a missing file instead of failing mid-stream', async () => {
    expect(await storage.open('private/cv/missing.pdf')).toBeUndefined();
    expect(await storage.read('public/seed/missing.svg')).toBeUndefined();
    expect(await storage.sizeOf('private/cv/missing.pdf')).toBeUndefined();
  });

  it('copies a file under a new key, and reports a missing source with the ENOENT code', async () => {
    await storage.write('private/cv/source.pdf', '%PDF-1.7 copy me');
    await storage.copy('private/cv/source.pdf', 'private/cv/copy.pdf');
    expect((await storage.read('private/cv/copy.pdf'))?.toString()).toBe('%PDF-1.7 copy me');
    await expect(storage.copy('private/cv/gone.pdf', 'private/cv/other.pdf')).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('deletes files, ignoring ones already gone', async () => {
    await storage.write('public/enterprise/a.png', 'a');
    await storage.delete(['public/enterprise/a.png', 'public/enterprise/never.png']);
    expect(await storage.open('public/enterprise/a.png')).toBeUndefined();
  });

  it('lists stored files with their sizes, never the staged .part files', async () => {
    await storage.write('public/seed/logo-1.svg', '<svg/>');
    await stage(storage, Buffer.from('half an upload'));
    const listed = [];
    for await (const file of storage.list()) listed.push(file);
    expect(listed).toContainEqual({ key: 'public/seed/logo-1.svg', size: 6 });
    expect(listed.every((file) => !file.key.endsWith('.part'))).toBe(true);
  });

  it('is ready when its files can be kept', async () => {
    await expect(storage.ready()).resolves.toBeUndefined();
  });

  it('refuses a key that would name a file outside the uploads', async () => {
    await expect(storage.open('../etc/passwd')).rejects.toThrow();
    await expect(storage.write('public/../../x.svg', 'x')).rejects.toThrow();
  });
});

describe('S3 storage on a protocol-true peer (s3rver)', () => {
  it('says at start which bucket cannot be used and which settings to check', async () => {
    const storage = createS3Storage(s3Settings({ S3_BUCKET: 'no-such-bucket' }), root);
    await expect(storage.ready()).rejects.toThrow(/The bucket "no-such-bucket" at http:\/\/127\.0\.0\.1:\d+ cannot be used: .*\(HTTP 404\)\. Check S3_BUCKET/);
  });

  it('leaves the exact bytes on the server: plain bodies, not aws-chunked, by default', async () => {
    const settings = s3Settings();
    expect(settings.requestChecksumCalculation).toBe('WHEN_REQUIRED');
    const storage = createS3Storage(settings, await mkdtemp(join(root, 'staging-')));
    const original = randomBytes(BIG_FILE_BYTES);
    const key = 'private/cv/exact.pdf';
    await storage.adopt(await stage(storage, original), key);
    expect((await peer.storedBytes(key)).equals(original)).toBe(true);
    const answer = await createS3Client(settings).send(new GetObjectCommand({ Bucket: settings.bucket, Key: key }));
    expect(Buffer.from(await answer.Body!.transformToByteArray()).equals(original)).toBe(true);
  });

  it('shows why the checksum mode is a setting: with when_supported s3rver keeps the aws-chunked framing', async () => {
    const settings = s3Settings({ S3_REQUEST_CHECKSUM_CALCULATION: 'when_supported', S3_RESPONSE_CHECKSUM_VALIDATION: 'when_supported' });
    expect(settings.requestChecksumCalculation).toBe('WHEN_SUPPORTED');
    const storage = createS3Storage(settings, await mkdtemp(join(root, 'staging-')));
    const original = Buffer.from('%PDF-1.7 chunked');
    const key = 'private/cv/chunked.pdf';
    await storage.adopt(await stage(storage, original), key);
    const stored = await peer.storedBytes(key);
    expect(stored.equals(original)).toBe(false);
    expect(stored.toString('latin1')).toContain('x-amz-checksum-');
  });
});

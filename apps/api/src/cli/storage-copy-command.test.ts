import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Peer, type S3Peer } from '../test/s3-peer';
import { runStorageCopy } from './storage-copy-command';

function captured() {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = '';
  let err = '';
  stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  return { io: { stdout, stderr }, out: () => out, err: () => err };
}

describe('npm run storage:copy', () => {
  let peer: S3Peer;
  let dataDir: string;
  const uploadDir = () => join(dataDir, 'uploads');
  const put = async (key: string, data: string | Buffer) => {
    await mkdir(join(uploadDir(), key, '..'), { recursive: true });
    await writeFile(join(uploadDir(), key), data);
  };
  const env = (extra: Record<string, string> = {}) => ({ DATA_DIR: dataDir, ...peer.env, ...extra });

  beforeAll(async () => {
    peer = await startS3Peer();
    dataDir = await mkdtemp(join(tmpdir(), 'jobhub-copy-'));
  });
  afterAll(async () => {
    await peer.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('copies every stored file into the bucket byte for byte, leaves staged parts behind, and skips what is there on the next run', async () => {
    const logo = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200_000, 7)]);
    await put('public/enterprises/aa11.png', logo);
    await put('private/cv/bb22.pdf', '%PDF-1.4 hồ sơ');
    await put('private/cv/cc33.part', 'half an upload');

    const first = captured();
    expect(await runStorageCopy([], first.io, env())).toBe(0);
    expect(first.out()).toContain('Copied 2 files');
    expect(first.out()).toContain('0 already there; 0 failed');
    expect((await peer.storedBytes('public/enterprises/aa11.png')).equals(logo)).toBe(true);
    expect((await peer.storedBytes('private/cv/bb22.pdf')).toString()).toBe('%PDF-1.4 hồ sơ');
    await expect(peer.storedBytes('private/cv/cc33.part')).rejects.toMatchObject({ code: 'ENOENT' });

    await put('private/cv/bb22.pdf', '%PDF-1.4 hồ sơ, bản mới hơn');
    const second = captured();
    expect(await runStorageCopy([], second.io, env())).toBe(0);
    expect(second.out()).toContain('Copied 1 files');
    expect(second.out()).toContain('1 already there; 0 failed');
    expect((await peer.storedBytes('private/cv/bb22.pdf')).toString()).toBe('%PDF-1.4 hồ sơ, bản mới hơn');
  });

  it('copies from another directory with --from', async () => {
    const other = join(dataDir, 'old-server');
    await mkdir(join(other, 'public', 'seed'), { recursive: true });
    await writeFile(join(other, 'public', 'seed', 'logo-dd44.svg'), '<svg/>');
    const run = captured();
    expect(await runStorageCopy(['--from', other], run.io, env())).toBe(0);
    expect(run.out()).toContain('Copied 1 files');
    expect((await peer.storedBytes('public/seed/logo-dd44.svg')).toString()).toBe('<svg/>');
  });

  it('refuses to run without a bucket configured', async () => {
    const disk = captured();
    expect(await runStorageCopy([], disk.io, { DATA_DIR: dataDir })).toBe(2);
    expect(disk.err()).toContain('STORAGE is not s3');
    const noBucket = captured();
    expect(await runStorageCopy([], noBucket.io, env({ S3_BUCKET: '' }))).toBe(1);
    expect(noBucket.err()).toContain('S3_BUCKET');
  });

  it('counts a file the bucket refuses as failed and exits 1', async () => {
    await put('public/enterprises/ee55.png', 'x');
    const run = captured();
    expect(await runStorageCopy([], run.io, env({ S3_BUCKET: 'no-such-bucket' }))).toBe(1);
    expect(run.err()).toContain('Could not copy');
    expect(run.out()).toMatch(/Copied 0 files .*; 0 already there; \d+ failed\./);
  });
});

/**
 * `npm run storage:copy -w @jobhub/api`: copies the uploads kept on disk (UPLOAD_DIR, or --from
 * <dir>) into the bucket of STORAGE=s3, once, before switching a site to the bucket. Files
 * already there with the same size are skipped, so it can run again after an interruption or to
 * catch up with uploads made meanwhile. Nothing on disk is changed or deleted.
 */
import path from 'node:path';
import type { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { commandEnv } from './command-env';
import { createDiskStorage } from '../storage/disk-storage';
import { createS3Client, createS3Storage } from '../storage/s3-storage';
import { storedFilePath } from '../repositories/files';
import { isStorageKey } from '../storage/storage-key';

export interface CopyIo {
  stdout: Writable;
  stderr: Writable;
}

const USAGE = 'Usage: npm run storage:copy -w @jobhub/api [-- --from <upload dir>]\n' +
  'Copies UPLOAD_DIR (or --from) into the bucket named by STORAGE=s3 and the S3_* variables.\n';

/** What a run did. */
export interface CopySummary {
  copied: number;
  skipped: number;
  failed: number;
}

/**
 * Runs the command; resolves to the process exit code (0: every file is in the bucket).
 * @param source - The environment (default: the process's, read by env.ts).
 * @example process.exitCode = await runStorageCopy(process.argv.slice(2), process);
 */
export async function runStorageCopy(argv: string[], io: CopyIo, source?: Record<string, string | undefined>): Promise<number> {
  let args;
  try {
    args = parseArgs({ args: argv, options: { from: { type: 'string' } } }).values;
  } catch (error) {
    io.stderr.write(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const env = commandEnv(source, io.stderr);
  if (!env) return 1;
  if (env.STORAGE.kind !== 's3') {
    io.stderr.write(`STORAGE is not s3: set STORAGE=s3 and the S3_* variables of the target bucket.\n${USAGE}`);
    return 2;
  }
  const fromDir = args.from ? path.resolve(args.from) : env.UPLOAD_DIR;
  const disk = createDiskStorage(fromDir);
  const quiet = () => undefined;
  const warn = (...content: unknown[]) => io.stderr.write(`${content.map(String).join(' ')}\n`);
  const bucket = createS3Storage(env.STORAGE, env.UPLOAD_DIR, createS3Client(env.STORAGE, { trace: quiet, debug: quiet, info: quiet, warn, error: warn }));
  const summary: CopySummary = { copied: 0, skipped: 0, failed: 0 };
  for await (const file of disk.list()) {
    if (!isStorageKey(file.key)) {
      io.stderr.write(`Skipped ${JSON.stringify(file.key)}: not a name the API ever stores.\n`);
      summary.failed += 1;
      continue;
    }
    try {
      if ((await bucket.sizeOf(file.key)) === file.size) {
        summary.skipped += 1;
        continue;
      }
      await bucket.putFile(storedFilePath(fromDir, file.key), file.key);
      summary.copied += 1;
    } catch (error) {
      io.stderr.write(`Could not copy ${file.key}: ${(error as Error).message}\n`);
      summary.failed += 1;
    }
  }
  io.stdout.write(
    `Copied ${summary.copied} files from ${fromDir} to the bucket ${env.STORAGE.bucket}; ${summary.skipped} already there; ${summary.failed} failed.\n`,
  );
  return summary.failed === 0 ? 0 : 1;
}

import { createDiskStorage } from './disk-storage';
import type { FileStorage } from './file-storage';
import type { StorageSettings } from './storage-settings';
import { createS3Client, createS3Storage, type S3Logger } from './s3-storage';

/**
 * The storage the environment asks for: STORAGE=s3 → the bucket, else (or without STORAGE, as in
 * benches that seed a bare directory) the disk under UPLOAD_DIR.
 * @param logger - Where a bucket's SDK client logs its warnings (the app's logger).
 * @example app.decorate('storage', createFileStorage(env, app.log));
 */
export function createFileStorage(env: { UPLOAD_DIR: string; STORAGE?: StorageSettings }, logger?: S3Logger): FileStorage {
  return env.STORAGE?.kind === 's3' ? createS3Storage(env.STORAGE, env.UPLOAD_DIR, createS3Client(env.STORAGE, logger)) : createDiskStorage(env.UPLOAD_DIR);
}

import type { Env } from '../env';
import { createDiskStorage } from './disk-storage';
import type { FileStorage } from './file-storage';
import { createS3Storage } from './s3-storage';

/**
 * The storage the environment asks for: STORAGE=s3 → the bucket, else the disk under UPLOAD_DIR.
 * @example app.decorate('storage', createFileStorage(env));
 */
export function createFileStorage(env: Pick<Env, 'STORAGE' | 'UPLOAD_DIR'>): FileStorage {
  return env.STORAGE.kind === 's3' ? createS3Storage(env.STORAGE, env.UPLOAD_DIR) : createDiskStorage(env.UPLOAD_DIR);
}

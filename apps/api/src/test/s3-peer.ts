/**
 * A protocol-true S3 server for tests: s3rver on a random port, storing in a temp dir, with one
 * bucket. Tests point STORAGE=s3 at it (`s3Env`) and can read what it stored on its own disk
 * (`storedBytes`) to check the bytes, not just the status of a PutObject.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

export const TEST_BUCKET = 'jobhub-test';

export interface S3Peer {
  endpoint: string;
  /** STORAGE=s3 variables for parseEnv / createTestContext's `env` (credentials s3rver accepts). */
  env: Record<string, string>;
  /** The bytes s3rver keeps on its disk for `key` (its own layout: `<bucket>/<key>._S3rver_object`). */
  storedBytes(key: string): Promise<Buffer>;
  close(): Promise<void>;
}

/**
 * @example const peer = await startS3Peer(); … await peer.close();
 */
export async function startS3Peer(): Promise<S3Peer> {
  const directory = await mkdtemp(join(tmpdir(), 'jobhub-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: TEST_BUCKET }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: TEST_BUCKET,
      S3_REGION: 'us-east-1',
      // s3rver's fixed account (its README): it checks signatures against these.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    storedBytes: (key) => readFile(join(directory, TEST_BUCKET, `${key}._S3rver_object`)),
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

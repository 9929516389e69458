/**
 * Uploads in an S3-compatible bucket, so every API process serves every file with no shared disk.
 * The bucket stays private (no public-read ACL, nothing listable by visitors): public files are
 * sent by the API's /uploads/ route with long caching, private ones only by their authorised
 * routes. Files go up streamed from the checked staging file, with their length known, and come
 * down streamed: none is held whole in memory (except `read`, for the small OG logos).
 */
import { createReadStream } from 'node:fs';
import { stat, unlink } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';

/** The SDK's logger shape (the app's pino logger fits it). */
export type S3Logger = NonNullable<S3ClientConfig['logger']>;
import type { S3Settings } from './storage-settings';
import { missingFileError, type FileStorage, type ListedFile, type OpenedFile } from './file-storage';
import { contentTypeOfKey } from './content-type';
import { assertStorageKey } from './storage-key';

/** DeleteObjects takes at most 1000 keys per request (S3 API reference). */
const DELETE_BATCH = 1000;

const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

/**
 * The SDK client for `settings` (also used by tests to look at what the bucket holds).
 * @param logger - Where the SDK's own warnings go (the app's logger); without one it writes to the console.
 */
export function createS3Client(settings: S3Settings, logger?: S3Logger): S3Client {
  return new S3Client({
    ...(logger ? { logger } : {}),
    region: settings.region,
    endpoint: settings.endpoint,
    credentials: settings.credentials,
    forcePathStyle: settings.forcePathStyle,
    requestChecksumCalculation: settings.requestChecksumCalculation,
    responseChecksumValidation: settings.responseChecksumValidation,
  });
}

/**
 * @param stagingDir - Local directory where uploads are received and checked (UPLOAD_DIR).
 * @example const storage = createS3Storage(env.STORAGE, env.UPLOAD_DIR);
 */
export function createS3Storage(settings: S3Settings, stagingDir: string, client: S3Client = createS3Client(settings)): FileStorage {
  const Bucket = settings.bucket;
  const head = async (key: string) =>
    client.send(new HeadObjectCommand({ Bucket, Key: assertStorageKey(key) })).catch((error: unknown) => {
      if (isNotFound(error)) return undefined;
      throw error;
    });
  return {
    kind: 's3',
    stagingDir,
    async ready() {
      await client.send(new HeadBucketCommand({ Bucket })).catch((error: unknown) => {
        const reason = error instanceof S3ServiceException ? `${error.name} (HTTP ${error.$metadata.httpStatusCode ?? '?'})` : (error as Error).message;
        throw new Error(
          `The bucket ${JSON.stringify(Bucket)} at ${settings.endpoint ?? `AWS ${settings.region}`} cannot be used: ${reason}. ` +
            'Check S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY and S3_FORCE_PATH_STYLE.',
          { cause: error },
        );
      });
    },
    async adopt(stagedPath, key) {
      await this.putFile(stagedPath, key);
      await unlink(stagedPath);
    },
    async putFile(localPath, key) {
      // With its length known the SDK streams the file as one plain PUT body (checksum mode: see S3Settings).
      const { size } = await stat(localPath);
      await client.send(
        new PutObjectCommand({ Bucket, Key: assertStorageKey(key), Body: createReadStream(localPath), ContentLength: size, ContentType: contentTypeOfKey(key) }),
      );
    },
    async write(key, data) {
      await client.send(new PutObjectCommand({ Bucket, Key: assertStorageKey(key), Body: data, ContentType: contentTypeOfKey(key) }));
    },
    async open(key): Promise<OpenedFile | undefined> {
      const answer = await client.send(new GetObjectCommand({ Bucket, Key: assertStorageKey(key) })).catch((error: unknown) => {
        if (isNotFound(error)) return undefined;
        throw error;
      });
      if (!answer?.Body) return undefined;
      return { body: answer.Body as Readable, size: answer.ContentLength ?? 0 };
    },
    async read(key) {
      const opened = await this.open(key);
      if (!opened) return undefined;
      const chunks: Buffer[] = [];
      for await (const chunk of opened.body) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    async copy(from, to) {
      await client
        .send(new CopyObjectCommand({ Bucket, Key: assertStorageKey(to), CopySource: `${Bucket}/${encodeURIComponent(assertStorageKey(from)).replace(/%2F/g, '/')}` }))
        .catch((error: unknown) => {
          throw isNotFound(error) ? missingFileError(from) : error;
        });
    },
    async delete(keys) {
      const all = [...keys].map((key) => ({ Key: assertStorageKey(key) }));
      for (let at = 0; at < all.length; at += DELETE_BATCH) {
        await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: all.slice(at, at + DELETE_BATCH), Quiet: true } }));
      }
    },
    async sizeOf(key) {
      return (await head(key))?.ContentLength;
    },
    async *list(): AsyncIterable<ListedFile> {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const item of page.Contents ?? []) if (item.Key) yield { key: item.Key, size: item.Size ?? 0 };
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}

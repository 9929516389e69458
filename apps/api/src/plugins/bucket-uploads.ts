/**
 * Public uploads (logos, covers) when they live in a bucket (STORAGE=s3): served by the API at the
 * same `/uploads/<key>` URLs as from disk, so stored URLs and pages do not change with the storage.
 * The bucket itself stays private and unlistable. Keys are random or named from their content and
 * a file is never rewritten under its key, so browsers and CDNs may keep them for a year.
 */
import type { FastifyInstance } from 'fastify';
import { MSG_NOT_FOUND } from '../lib/http-error';
import { contentTypeOfKey } from '../storage/content-type';
import { isStorageKey } from '../storage/storage-key';
import { IMMUTABLE } from './cdn-files';
import { sendError } from './errors';

/**
 * Adds `GET /uploads/*` (and HEAD), answering from `app.storage`'s `public/` keys.
 * @example if (app.storage.kind === 's3') serveBucketUploads(app);
 */
export function serveBucketUploads(app: FastifyInstance): void {
  app.get<{ Params: { '*': string } }>('/uploads/*', async (request, reply) => {
    const key = `public/${request.params['*']}`;
    const file = isStorageKey(key) ? await app.storage.open(key) : undefined;
    if (!file) return sendError(reply, 404, { message: MSG_NOT_FOUND });
    return reply
      .type(contentTypeOfKey(key))
      .header('content-length', String(file.size))
      .header('cache-control', IMMUTABLE)
      .header('x-content-type-options', 'nosniff')
      .send(file.body);
  });
}

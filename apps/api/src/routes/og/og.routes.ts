import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { httpError, MSG_NOT_FOUND } from '../../lib/http-error';
import { createOgCards, type OgImage } from './og-cards';

/**
 * Link-preview pictures (issue #22), 1200 × 630 PNG for `og:image`: GET /og/job/{id}.png for a
 * public job post (404 otherwise, as its page), GET /og/default.png for every other page.
 * Cached a day by browsers and proxies, revalidated by ETag.
 */

/** `{id}.png` with a positive 32-bit id (the posts table's serial). */
const JOB_FILE = /^([1-9][0-9]{0,9})\.png$/;
const MAX_ID = 2_147_483_647;
const CACHE_CONTROL = 'public, max-age=86400';

function sendImage(request: FastifyRequest, reply: FastifyReply, image: OgImage): FastifyReply {
  void reply.header('cache-control', CACHE_CONTROL).header('etag', image.etag);
  if (request.headers['if-none-match'] === image.etag) return reply.code(304).send();
  return reply.type('image/png').send(image.png);
}

export async function ogRoutes(app: FastifyInstance) {
  const cards = createOgCards({ db: app.db, storage: app.storage, clock: app.clock });

  app.get('/og/default.png', async (request, reply) => sendImage(request, reply, await cards.site()));

  app.get<{ Params: { file: string } }>('/og/job/:file', async (request, reply) => {
    const id = Number(JOB_FILE.exec(request.params.file)?.[1] ?? 0);
    const image = id > 0 && id <= MAX_ID ? await cards.job(id) : undefined;
    if (!image) throw httpError(404, MSG_NOT_FOUND);
    return sendImage(request, reply, image);
  });
}

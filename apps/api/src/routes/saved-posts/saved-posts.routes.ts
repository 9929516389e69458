/** Saved-jobs routes (API.md: Saved jobs), candidates only. Rules: saved-posts.handlers.ts. */
import { checkSavedPost, deleteSavedPost, listSavedPosts, savePost, unsavePost } from '@jobhub/sdk/contract';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../serve-endpoint';
import { MSG_SAVED, MSG_UNSAVED, createSavedPostsHandlers } from './saved-posts.handlers';
import { callerId } from '../caller';

export async function savedPostsRoutes(app: FastifyInstance) {
  const handlers = createSavedPostsHandlers(app);
  const candidate = { onRequest: app.requireRole('candidate') };

  serveEndpoint(app, savePost, candidate, async (request) => {
    const id = await handlers.save(callerId(request), request.body.post_id);
    return { status: 201, message: MSG_SAVED, data: { is_saved: true, saved_id: id } };
  });

  serveEndpoint(app, listSavedPosts, candidate, async (request) => ({ status: 200, data: await handlers.list(callerId(request), request.query) }));

  serveEndpoint(app, deleteSavedPost, candidate, async (request) => {
    await handlers.remove(callerId(request), request.params.id);
    return { status: 200, message: MSG_UNSAVED };
  });

  serveEndpoint(app, unsavePost, candidate, async (request) => {
    await handlers.removeByPost(callerId(request), request.params.post_id);
    return { status: 200, message: MSG_UNSAVED };
  });

  serveEndpoint(app, checkSavedPost, candidate, async (request) => ({
    status: 200,
    data: await handlers.check(callerId(request), request.params.post_id),
  }));
}

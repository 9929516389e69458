import { httpError, MSG_UNAUTHENTICATED } from '../lib/http-error';
import type { AuthUser } from '../types';

/**
 * The signed-in user of a route whose onRequest hook admits only signed-in users
 * (`app.requireAuth`, `app.requireRole(…)`): typed as present, so no route writes `callerOf(request)`.
 * A route registered without such a hook answers 401 here rather than reading a missing user.
 *
 * @example serveEndpoint(app, listMine, { onRequest: app.requireRole('candidate') }, async (request) => handlers.list(callerId(request)));
 */
export function callerOf(request: { user: AuthUser | null }): AuthUser {
  if (!request.user) throw httpError(401, MSG_UNAUTHENTICATED);
  return request.user;
}

/** The id of {@link callerOf}'s user. */
export function callerId(request: { user: AuthUser | null }): number {
  return callerOf(request).user_id;
}

/**
 * Register answers every field error at once: when the body fails the contract (a short password,
 * say) and its e-mail or username is also taken, the one 400 says both, instead of the taken
 * e-mail showing only after the password is fixed. A body that only fails the contract answers as
 * any other (Fastify's validation); a valid one goes on to the handler, which checks taken
 * identities itself (accounts.handlers.ts).
 */
import { RegisterBodySchema, type FieldErrors } from '@jobhub/sdk/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { fieldError, MSG_INVALID } from '../../lib/http-error';
import { findTakenIdentity } from '../../repositories/users';
import { MSG } from './accounts.messages';

function text(body: unknown, key: string): string {
  const value = (body as Record<string, unknown> | null | undefined)?.[key];
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * The `preValidation` hook of POST /api/register/.
 * @example serveEndpoint(app, registerAccount, { preValidation: registerErrorsAtOnce(app) }, handler)
 */
export function registerErrorsAtOnce(app: FastifyInstance) {
  return async (request: FastifyRequest): Promise<void> => {
    const parsed = z.safeParse(RegisterBodySchema, request.body);
    if (parsed.success) return;
    const email = text(request.body, 'email');
    const username = text(request.body, 'username');
    if (!email && !username) return;
    const taken = await findTakenIdentity(app.db, email, username);
    if (!(email && taken.email) && !(username && taken.username)) return;
    const errors: FieldErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path.map(String).join('.') || 'body';
      const list = (errors[field] ??= []);
      if (!list.includes(issue.message)) list.push(issue.message);
    }
    if (email && taken.email) errors.email = [MSG.emailTaken];
    if (username && taken.username) errors.username = [MSG.usernameTaken];
    throw fieldError(errors, MSG_INVALID);
  };
}

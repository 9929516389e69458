/** Accounts routes (API.md, Accounts). Trailing slashes are optional app-wide (ignoreTrailingSlash). */
import {
  ApiErrorBodySchema,
  ChangePasswordBodySchema,
  EmailBodySchema,
  IdParamsSchema,
  LoginBodySchema,
  LoginResponseSchema,
  LogoutBodySchema,
  MessageEnvelopeSchema,
  ProfileResponseSchema,
  ProfileUpdateBodySchema,
  RegisterBodySchema,
  ResetPasswordBodySchema,
  SetRoleBodySchema,
  TokenPairSchema,
  TokenRefreshBodySchema,
  TokenRefreshResponseSchema,
  UserInfoSchema,
  envelope,
} from '@jobhub/sdk/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { authRateLimit } from '../../plugins/security';
import { acceptsHtml, sendSiteIndex } from '../../plugins/site';
import { createAccountsHandlers } from './accounts.handlers';

const TokenParamsSchema = z.object({
  token: z.string().check(z.minLength(1, 'Mã không hợp lệ'), z.maxLength(512, 'Mã không hợp lệ')),
});
const TokenMessageSchema = z.object({ status: z.number(), message: z.string(), data: TokenPairSchema });
const ProfileUpdateResponseSchema = z.object({ status: z.number(), message: z.optional(z.string()), data: ProfileResponseSchema.shape.data });
const errors = { 400: ApiErrorBodySchema, 401: ApiErrorBodySchema, 403: ApiErrorBodySchema, 404: ApiErrorBodySchema };

export async function accountsRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const handlers = createAccountsHandlers(instance);
  const limited = { config: authRateLimit(instance) };
  const userId = (request: { user: { user_id: number } | null }) => request.user!.user_id;

  app.post('/api/register/', { ...limited, schema: { body: RegisterBodySchema, response: { 201: MessageEnvelopeSchema, ...errors } } }, async (request, reply) => {
    return reply.status(201).send(await handlers.register(request.body));
  });

  app.post('/api/login/', { ...limited, schema: { body: LoginBodySchema, response: { 200: LoginResponseSchema, ...errors } } }, async (request) =>
    handlers.login(request.body),
  );

  app.post('/api/token-refresh/', { schema: { body: TokenRefreshBodySchema, response: { 200: TokenRefreshResponseSchema, ...errors } } }, async (request) =>
    handlers.refresh(request.body.refresh),
  );

  app.get('/api/activate/:token/', { schema: { params: TokenParamsSchema, response: { 200: MessageEnvelopeSchema, ...errors } } }, async (request, reply) => {
    // The mailed link is opened by a browser: send it to the site's activate screen, which calls
    // this endpoint as JSON. The token is not consumed by the redirect.
    if (acceptsHtml(request)) {
      return reply.redirect(`/activate?token=${encodeURIComponent(request.params.token)}`, 302);
    }
    return handlers.activate(request.params.token);
  });

  for (const path of ['/api/resend-it/', '/api/resend-activation/']) {
    app.post(path, { ...limited, schema: { body: EmailBodySchema, response: { 200: MessageEnvelopeSchema, ...errors } } }, async (request) =>
      handlers.resendActivation(request.body),
    );
  }

  app.post('/api/forgot-password/', { ...limited, schema: { body: EmailBodySchema, response: { 200: MessageEnvelopeSchema, ...errors } } }, async (request) =>
    handlers.forgotPassword(request.body),
  );

  app.post('/api/reset-password/', { ...limited, schema: { body: ResetPasswordBodySchema, response: { 200: MessageEnvelopeSchema, ...errors } } }, async (request) =>
    handlers.resetPassword(request.body.token, request.body),
  );
  app.post(
    '/api/reset-password/:token/',
    { ...limited, schema: { params: TokenParamsSchema, body: ResetPasswordBodySchema, response: { 200: MessageEnvelopeSchema, ...errors } } },
    async (request) => handlers.resetPassword(request.params.token, request.body),
  );

  app.post(
    '/api/change-password/',
    { ...limited, onRequest: instance.authenticate, schema: { body: ChangePasswordBodySchema, response: { 200: TokenMessageSchema, ...errors } } },
    async (request) => handlers.changePassword(userId(request), request.body),
  );

  app.post(
    '/api/set-role/',
    { onRequest: instance.authenticate, schema: { body: SetRoleBodySchema, response: { 200: TokenMessageSchema, ...errors } } },
    async (request) => handlers.setRole(userId(request), request.body),
  );

  for (const prefix of ['/api', '']) {
    // /profile is also a site screen: a browser navigation (reload, deep link) gets the site.
    const siteScreen = async (request: FastifyRequest, reply: FastifyReply) => {
      if (prefix === '' && acceptsHtml(request) && sendSiteIndex(instance, reply)) return reply;
      return instance.authenticate(request, reply);
    };
    app.get(`${prefix}/profile/`, { onRequest: siteScreen, schema: { response: { 200: ProfileResponseSchema, ...errors } } }, async (request) =>
      handlers.profile(userId(request)),
    );
    // PUT on the profile itself is accepted too (REST clients expect it next to GET).
    for (const path of [`${prefix}/profile/update/`, `${prefix}/profile/`]) {
      app.put(
        path,
        { onRequest: instance.authenticate, schema: { body: ProfileUpdateBodySchema, response: { 200: ProfileUpdateResponseSchema, ...errors } } },
        async (request) => handlers.updateProfile(userId(request), request.body),
      );
    }
  }

  // Logout needs no access token (it may have expired): the refresh token names the session.
  app.post('/api/logout/', { schema: { body: LogoutBodySchema, response: { 200: MessageEnvelopeSchema, ...errors } } }, async (request) =>
    handlers.logout(request.body.refresh),
  );

  app.get(
    '/api/users/:id/info/',
    { onRequest: instance.authenticate, schema: { params: IdParamsSchema, response: { 200: envelope(UserInfoSchema), ...errors } } },
    async (request) => handlers.userInfo(request.params.id),
  );
}

/** Accounts routes (API.md, Accounts), registered from the contract's endpoint table. Rules: accounts.handlers.ts. */
import {
  activateAccount,
  changePassword,
  getMailPreferences,
  getProfile,
  getUserInfo,
  logout,
  loginWithPassword,
  refreshTokens,
  registerAccount,
  requestPasswordReset,
  resendActivation,
  resetPassword,
  resetPasswordWithBodyToken,
  setPassword,
  setRole,
  updateMailPreferences,
  updateProfile,
} from '@jobhub/sdk/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authRateLimit } from '../../plugins/security';
import { acceptsHtml, sendSiteIndex } from '../../plugins/site';
import { serveEndpoint } from '../serve-endpoint';
import { createAccountsHandlers } from './accounts.handlers';
import { registerErrorsAtOnce } from './register-errors';
import { callerId, callerOf } from '../caller';

export async function accountsRoutes(app: FastifyInstance) {
  const handlers = createAccountsHandlers(app);
  const limited = { config: authRateLimit(app) };
  const signedIn = { onRequest: app.authenticate };

  serveEndpoint(app, registerAccount, { ...limited, preValidation: registerErrorsAtOnce(app) }, async (request) => handlers.register(request.body));

  serveEndpoint(app, loginWithPassword, limited, async (request) => handlers.login(request.body, request.ip));

  serveEndpoint(app, refreshTokens, {}, async (request) => handlers.refresh(request.body.refresh, request.body.rotate));

  serveEndpoint(app, activateAccount, {}, async (request, reply) => {
    // The mailed link is opened by a browser: send it to the site's activate screen, which calls
    // this endpoint as JSON. The token is not consumed by the redirect.
    if (acceptsHtml(request)) {
      return reply.redirect(`/activate?token=${encodeURIComponent(request.params.token)}`, 302);
    }
    return handlers.activate(request.params.token);
  });

  serveEndpoint(app, resendActivation, limited, async (request) => handlers.resendActivation(request.body));

  serveEndpoint(app, requestPasswordReset, limited, async (request) => handlers.forgotPassword(request.body));

  serveEndpoint(app, resetPasswordWithBodyToken, limited, async (request) => handlers.resetPassword(request.body.token, request.body, request.ip));
  serveEndpoint(app, resetPassword, limited, async (request) => handlers.resetPassword(request.params.token, request.body, request.ip));

  serveEndpoint(app, changePassword, { ...limited, ...signedIn }, async (request) => handlers.changePassword(callerId(request), request.body, request.ip));

  serveEndpoint(app, setPassword, { ...limited, ...signedIn }, async (request) => handlers.setPassword(callerId(request), request.body));

  serveEndpoint(app, setRole, signedIn, async (request) => handlers.setRole(callerId(request), request.body));

    // /profile is also a site screen: a browser navigation (reload, deep link) gets the site.
  const profileOrSiteScreen = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.routeOptions.url?.startsWith('/api/') && acceptsHtml(request) && sendSiteIndex(app, reply)) return reply;
    return app.authenticate(request, reply);
    };
  serveEndpoint(app, getProfile, { onRequest: profileOrSiteScreen }, async (request) => handlers.profile(callerId(request)));

  serveEndpoint(app, updateProfile, signedIn, async (request) => handlers.updateProfile(callerId(request), request.body));

  serveEndpoint(app, getUserInfo, signedIn, async (request) => handlers.userInfo(callerOf(request), request.params.id));

  serveEndpoint(app, getMailPreferences, signedIn, async (request) => handlers.mailPreferences(callerId(request)));

  serveEndpoint(app, updateMailPreferences, signedIn, async (request) => handlers.updateMailPreferences(callerId(request), request.body));

  // Logout needs no access token (it may have expired): the refresh token names the session.
  serveEndpoint(app, logout, {}, async (request) => handlers.logout(request.body.refresh));
}

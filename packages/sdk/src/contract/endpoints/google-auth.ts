/**
 * Google sign-in (API.md, Accounts): an OpenID Connect authorization-code flow with PKCE, state and
 * nonce. The login and callback endpoints are browser navigations answered with redirects (no JSON
 * body); the link endpoints let a signed-in user add or remove Google on /profile.
 */
import * as z from 'zod/mini';
import { endpoint } from '../endpoint';
import { envelope, MessageEnvelopeSchema } from '../envelope';

/** Whether the signed-in account has Google linked, and whether it can still sign in without it. */
export const GoogleLinkStatusSchema = /* @__PURE__ */ z.object({
  linked: z.boolean(),
  /** The Google account's e-mail when linked. */
  email: z.nullable(z.string()),
  /** False for an account made through Google that never set a password: unlinking is refused. */
  has_password: z.boolean(),
});
export type GoogleLinkStatus = z.infer<typeof GoogleLinkStatusSchema>;

/** Where the browser goes next to link Google: the provider's authorization URL. */
export const GoogleLinkStartSchema = /* @__PURE__ */ z.object({ url: z.string() });

/**
 * Starts signing in with Google: the browser navigates here (SPEC §6) and is redirected to the
 * provider. The callback then redirects to the site's `/auth/google/callback?access_token&refresh_token&role&is_active&is_banned`
 * or `?error=…`. New Google users get role `none`.
 */
export const googleLogin = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/api/auth/google/login/',
  responses: {},
});

/** The provider sends the browser back here (`code`, `state`, `iss` or `error`); always answered with a redirect to the site. */
export const googleCallback = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/api/auth/google/callback/',
  responses: {},
});

export const getGoogleLink = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/api/auth/google/link/',
  responses: { 200: /* @__PURE__ */ envelope(GoogleLinkStatusSchema) },
});

/**
 * Starts linking Google to the signed-in account: answers the URL to navigate to and sets a cookie
 * that binds the flow to this browser (so call it from the site's own origin). The callback then
 * redirects to `/profile?google=linked` or `/profile?google_error=…` (an employer: to
 * `/employer/settings`).
 */
export const startGoogleLink = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/api/auth/google/link/',
  responses: { 200: /* @__PURE__ */ envelope(GoogleLinkStartSchema) },
});

/** Removes Google from the account; refused (400) when the account has no password to sign in with. */
export const unlinkGoogle = /* @__PURE__ */ endpoint({
  method: 'DELETE',
  path: '/api/auth/google/link/',
  responses: { 200: MessageEnvelopeSchema },
});

/** The Google sign-in endpoints, for ENDPOINT_TABLE. */
export const GOOGLE_AUTH_ENDPOINTS = { googleLogin, googleCallback, getGoogleLink, startGoogleLink, unlinkGoogle };

/**
 * "Sign in with JobHub" (docs/partner-sign-in.md): the admin's partner-app registry, the consent
 * screen's two calls (same origin, bound to the browser by the provider's interaction cookie) and
 * the user's connected apps on /profile.
 */
import { endpoint } from '../endpoint';
import { envelope, MessageEnvelopeSchema } from '../envelope';
import {
  ConnectedAppSchema,
  ConsentDecisionBodySchema,
  ConsentDecisionSchema,
  ConsentDetailsSchema,
  ConsentUidParamsSchema,
  PartnerAppBodySchema,
  PartnerAppSchema,
  PartnerClientIdParamsSchema,
} from '../partner-apps';
import * as z from 'zod/mini';

const PartnerAppEnvelopeSchema = /* @__PURE__ */ envelope(PartnerAppSchema);

export const listPartnerApps = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/api/admin/partner-apps/',
  responses: { 200: /* @__PURE__ */ envelope(/* @__PURE__ */ z.array(PartnerAppSchema)) },
});

export const createPartnerApp = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/api/admin/partner-apps/',
  body: PartnerAppBodySchema,
  responses: { 201: PartnerAppEnvelopeSchema },
});

export const updatePartnerApp = /* @__PURE__ */ endpoint({
  method: 'PUT',
  path: '/api/admin/partner-apps/:client_id/',
  params: PartnerClientIdParamsSchema,
  body: PartnerAppBodySchema,
  responses: { 200: PartnerAppEnvelopeSchema },
});

/** Stops new sign-ins and ends every grant and token of the app. */
export const disablePartnerApp = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/api/admin/partner-apps/:client_id/disable/',
  params: PartnerClientIdParamsSchema,
  responses: { 200: PartnerAppEnvelopeSchema },
});

/** The consent screen: which app asks for what (the interaction `uid` from the page's URL). */
export const getConsentDetails = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/oauth/consent/:uid/details/',
  params: ConsentUidParamsSchema,
  responses: { 200: /* @__PURE__ */ envelope(ConsentDetailsSchema) },
});

/** 'Cho phép' or 'Từ chối': finishes the interaction; the browser then goes to `redirect_to`. */
export const decideConsent = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/oauth/consent/:uid/decision/',
  params: ConsentUidParamsSchema,
  body: ConsentDecisionBodySchema,
  responses: { 200: /* @__PURE__ */ envelope(ConsentDecisionSchema) },
});

export const listConnectedApps = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/api/profile/connected-apps/',
  responses: { 200: /* @__PURE__ */ envelope(/* @__PURE__ */ z.array(ConnectedAppSchema)) },
});

/** 'Thu hồi': ends the user's grant to the app and every token of it. */
export const revokeConnectedApp = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/api/profile/connected-apps/:client_id/revoke/',
  params: PartnerClientIdParamsSchema,
  responses: { 200: MessageEnvelopeSchema },
});

/** The partner-app endpoints, for ENDPOINT_TABLE (see endpoint-table.ts: why not a namespace import). */
export const PARTNER_APPS_ENDPOINTS = {
  listPartnerApps,
  createPartnerApp,
  updatePartnerApp,
  disablePartnerApp,
  getConsentDetails,
  decideConsent,
  listConnectedApps,
  revokeConnectedApp,
};

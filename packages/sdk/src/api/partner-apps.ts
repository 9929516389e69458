import type { ConnectedApp, ConsentDetails, PartnerApp, PartnerAppBody } from '../contract/partner-apps';
import {
  createPartnerApp,
  decideConsent,
  disablePartnerApp,
  getConsentDetails,
  listConnectedApps,
  listPartnerApps,
  revokeConnectedApp,
  updatePartnerApp,
} from '../contract/endpoints/partner-apps';
import { callEndpoint } from '../http/call-endpoint';
import type { RequestClient } from '../http/client';

/** "Sign in with JobHub" on JobHub's own site: the consent screen and the user's connected apps. */
export interface PartnerConsentApi {
  /** The app asking and the scopes it asks for (interaction `uid` from the page's address). */
  consentDetails(uid: string): Promise<ConsentDetails>;
  /** 'Cho phép' (`allow`) or 'Từ chối': resolves with the URL the browser goes to next. */
  decide(uid: string, allow: boolean): Promise<string>;
  /** The apps the user connected (/profile, 'Ứng dụng đã kết nối'). */
  connectedApps(): Promise<ConnectedApp[]>;
  /** 'Thu hồi': ends the app's access; resolves with the message. */
  revoke(clientId: string): Promise<string>;
}

/** The admin's partner-app registry. */
export interface PartnerAppsAdminApi {
  list(): Promise<PartnerApp[]>;
  create(body: PartnerAppBody): Promise<PartnerApp>;
  update(clientId: string, body: PartnerAppBody): Promise<PartnerApp>;
  disable(clientId: string): Promise<PartnerApp>;
}

/**
 * @param client - A `createClient()` client of JobHub's own site (same origin as the API: the
 *   consent calls need the provider's interaction cookie).
 * @example const target = await createPartnerConsentApi(client).decide(uid, true); location.assign(target);
 */
export function createPartnerConsentApi(client: { http: RequestClient }): PartnerConsentApi {
  const { http } = client;
  return {
    consentDetails: async (uid) => (await callEndpoint(http, getConsentDetails, { params: { uid } })).data,
    decide: async (uid, allow) => (await callEndpoint(http, decideConsent, { params: { uid }, body: { allow } })).data.redirect_to,
    connectedApps: async () => (await callEndpoint(http, listConnectedApps, {})).data,
    revoke: async (clientId) => (await callEndpoint(http, revokeConnectedApp, { params: { client_id: clientId } })).message,
  };
}

/** @example const apps = await createPartnerAppsAdminApi(client).list(); */
export function createPartnerAppsAdminApi(client: { http: RequestClient }): PartnerAppsAdminApi {
  const { http } = client;
  return {
    list: async () => (await callEndpoint(http, listPartnerApps, {})).data,
    create: async (body) => (await callEndpoint(http, createPartnerApp, { body })).data,
    update: async (clientId, body) => (await callEndpoint(http, updatePartnerApp, { params: { client_id: clientId }, body })).data,
    disable: async (clientId) => (await callEndpoint(http, disablePartnerApp, { params: { client_id: clientId } })).data,
  };
}

/**
 * Partner access tokens ("Sign in with JobHub", routes/partner-oauth): RS256 JWTs the partner
 * provider signs for `${PUBLIC_URL}/api`. Verified here with the provider's public key (no call to
 * the provider), then the grant they came from must still live (`oidc_records`): a revocation on
 * /profile, an admin disabling the app, or the user's sessions ending (plugins/auth.ts) ends them
 * at once. The token-version check of JobHub's own tokens applies to them too (plugins/auth.ts).
 *
 * A partner token opens only the endpoints of its scopes ({@link partnerMayCall}); any other
 * endpoint answers 403 {@link MSG_PARTNER_SCOPE}.
 */
import { ENDPOINT_TABLE, type EndpointDefinition, type PartnerScope } from '@jobhub/sdk/contract';
import { PARTNER_SCOPES } from '@jobhub/sdk/contract';
import { decodeProtectedHeader, importJWK, jwtVerify, type JWTPayload } from 'jose';
import type { Db } from '../db/client';
import type { Env } from '../env';
import type { Clock } from '../lib/clock';
import { grantIsLive } from '../repositories/oidc-records';
import { partnerApiResource, partnerIssuer, partnerSigningKey } from '../routes/partner-oauth/partner-oidc-settings';
import type { AuthUser } from '../types';
import { REQUIRED_TIME_CLAIMS, userFromClaims } from './token-claims';

export const MSG_PARTNER_SCOPE = 'Ứng dụng đối tác không được phép dùng chức năng này của JobHub';

/** What a partner token adds to the signed-in user: the app and its granted scopes. */
export interface PartnerAccess {
  client_id: string;
  scopes: PartnerScope[];
}

const routesOf = (...endpoints: EndpointDefinition[]) => endpoints.flatMap((endpoint) => [`${endpoint.method} ${endpoint.path}`, ...(endpoint.aliases ?? []).map((alias) => `${endpoint.method} ${alias}`)]);

const { notifications, chat, accounts } = ENDPOINT_TABLE;

/** The routes (`METHOD path`) each scope opens; every partner token may read the user's profile. */
const SCOPE_ROUTES: Record<PartnerScope | 'identity', ReadonlySet<string>> = {
  identity: new Set(routesOf(accounts.getProfile)),
  notifications: new Set(
    routesOf(notifications.listNotifications, notifications.countUnreadNotifications, notifications.markAllNotificationsRead, notifications.getNotification, notifications.markNotificationRead),
  ),
  chat: new Set([...routesOf(...Object.values(chat)), ...routesOf(accounts.getUserInfo)]),
};

/** True when a token with `scopes` may call the route `method url` (Fastify's route pattern). */
export function partnerMayCall(scopes: readonly PartnerScope[], method: string, url: string | undefined): boolean {
  if (!url) return false;
  const route = `${method === 'HEAD' ? 'GET' : method} ${url}`;
  return SCOPE_ROUTES.identity.has(route) || scopes.some((scope) => SCOPE_ROUTES[scope].has(route));
}

/**
 * The "session" a partner token belongs to (plugins/auth.ts `Revocation`): one per app, so
 * revoking the app (/profile, or an admin disabling it) closes exactly its sockets.
 */
export function partnerSessionId(clientId: string): string {
  return `partner:${clientId}`;
}

/** True when a bearer token is a partner token (RS256), not one of JobHub's own (HS256). */
export function isPartnerToken(token: string): boolean {
  try {
    return decodeProtectedHeader(token).alg === 'RS256';
  } catch {
    return false;
  }
}

export type PartnerUser = AuthUser & { partner: PartnerAccess };

export interface PartnerTokenVerifier {
  /** The user a partner token speaks for (claims as signed; the caller checks the live state), or null. */
  verify(token: string): Promise<PartnerUser | null>;
}

export function createPartnerTokenVerifier(env: Pick<Env, 'PUBLIC_URL' | 'DATA_DIR' | 'PARTNER_OIDC_SIGNING_KEY'>, db: Db, clock: Clock): PartnerTokenVerifier {
  // Read (or made) on the first partner token only: most test apps never see one.
  let key: ReturnType<typeof importJWK> | undefined;
  const publicKey = () => {
    if (!key) {
      const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...publicJwk } = partnerSigningKey(env);
      key = importJWK(publicJwk, 'RS256');
    }
    return key;
  };
  const issuer = partnerIssuer(env);
  const audience = partnerApiResource(env);

  const toUser = (payload: JWTPayload): PartnerUser | null => {
    if (typeof payload.client_id !== 'string' || typeof payload.grant_id !== 'string') return null;
    const user = userFromClaims(payload, partnerSessionId(payload.client_id));
    if (!user) return null;
    const granted = typeof payload.scope === 'string' ? payload.scope.split(' ') : [];
    return { ...user, partner: { client_id: payload.client_id, scopes: PARTNER_SCOPES.filter((scope) => granted.includes(scope)) } };
  };

  return {
    async verify(token) {
      try {
        const now = clock.now();
        const { payload } = await jwtVerify(token, await publicKey(), { algorithms: ['RS256'], issuer, audience, typ: 'at+jwt', requiredClaims: REQUIRED_TIME_CLAIMS, currentDate: now });
        const user = toUser(payload);
        if (!user || !(await grantIsLive(db, payload.grant_id as string, now))) return null;
        return user;
      } catch {
        return null;
      }
    },
  };
}

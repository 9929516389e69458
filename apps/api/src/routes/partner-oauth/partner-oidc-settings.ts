/**
 * "Sign in with JobHub"'s provider settings: where it is mounted, its issuer and the API resource
 * its access tokens are for, and its RS256 signing key: PARTNER_OIDC_SIGNING_KEY (a private JWK,
 * JSON) when set, else generated at first start into `${DATA_DIR}/partner-oidc-key.json` (mode
 * 600), as the built-in Google stand-in's key is (dev-oidc-settings.ts). Several API processes must
 * share one key: set the variable in production. Cookie keys derive from JWT_SECRET.
 */
import { createHmac } from 'node:crypto';
import type { Env } from '../../env';
import { dataDirJson, isSigningKey, newSigningKey, type SigningKey } from '../../lib/data-dir-json';


/** Where the provider is mounted; its issuer is PUBLIC_URL + this. */
export const PARTNER_OIDC_PATH = '/oauth';
/** The consent page of the site (the provider's interaction URL), followed by the interaction uid. */
export const CONSENT_PAGE_PATH = `${PARTNER_OIDC_PATH}/consent`;
/** Access tokens live 10 minutes; the SDK refreshes them before. */
export const PARTNER_ACCESS_TTL_S = 10 * 60;
/** A refresh token (rotated at each use) and the grant live 30 days without use. */
export const PARTNER_REFRESH_TTL_S = 30 * 24 * 60 * 60;

export function partnerIssuer(env: Pick<Env, 'PUBLIC_URL'>): string {
  return `${env.PUBLIC_URL}${PARTNER_OIDC_PATH}`;
}

/** The `aud` of partner access tokens: JobHub's API. */
export function partnerApiResource(env: Pick<Env, 'PUBLIC_URL'>): string {
  return `${env.PUBLIC_URL}/api`;
}

/** The provider's private signing key: from the variable, or read (or made once) in the data dir. */
export function partnerSigningKey(env: Pick<Env, 'DATA_DIR' | 'PARTNER_OIDC_SIGNING_KEY'>): SigningKey {
  if (env.PARTNER_OIDC_SIGNING_KEY) {
    const parsed: unknown = JSON.parse(env.PARTNER_OIDC_SIGNING_KEY);
    if (!isSigningKey(parsed)) throw new Error('PARTNER_OIDC_SIGNING_KEY must be a private RSA JWK with a kid');
    return { ...parsed, alg: 'RS256', use: 'sig' };
  }
  return dataDirJson(env.DATA_DIR, 'partner-oidc-key.json', isSigningKey, newSigningKey);
}

/** The provider's cookie-signing keys, derived from JWT_SECRET (one secret less to keep). */
export function partnerCookieKeys(env: Pick<Env, 'JWT_SECRET'>): string[] {
  return [createHmac('sha256', env.JWT_SECRET).update('partner-oidc-cookies').digest('base64url')];
}

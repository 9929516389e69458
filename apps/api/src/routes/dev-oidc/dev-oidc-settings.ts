/**
 * The built-in OpenID provider's secrets (routes/dev-oidc): its RSA signing key, cookie keys and the
 * JobHub client's secret. Generated at first start into `${DATA_DIR}/dev-oidc.json` (mode 600,
 * ignored by git like the rest of the data dir), as the dev JWT secret is (env.ts).
 */
import { randomBytes } from 'node:crypto';
import type { Env } from '../../env';
import { dataDirJson, isSigningKey, newSigningKey, type SigningKey } from '../../lib/data-dir-json';

/** Where the built-in provider is mounted; its issuer is PUBLIC_URL + this. */
export const DEV_OIDC_PATH = '/dev/oidc';
/** The client id JobHub has at the built-in provider. */
export const DEV_OIDC_CLIENT_ID = 'jobhub-dev';

export interface DevOidcSecrets {
  clientSecret: string;
  cookieKeys: string[];
  /** Private RS256 signing key (JWK with `kid`, `alg`, `use`). */
  signingKey: SigningKey;
}

/** The built-in provider is served outside production when no Google client is configured. */
export function devOidcServed(env: Pick<Env, 'NODE_ENV' | 'GOOGLE_CLIENT_ID'>): boolean {
  return env.NODE_ENV !== 'production' && !env.GOOGLE_CLIENT_ID;
}

export function devOidcIssuer(env: Pick<Env, 'PUBLIC_URL'>): string {
  return `${env.PUBLIC_URL}${DEV_OIDC_PATH}`;
}

function isSecrets(value: unknown): value is DevOidcSecrets {
  const secrets = value as Partial<DevOidcSecrets> | null;
  return (
    typeof secrets?.clientSecret === 'string' &&
    Array.isArray(secrets.cookieKeys) &&
    secrets.cookieKeys.length > 0 &&
    isSigningKey(secrets.signingKey)
  );
}

/** Reads (or creates once) the built-in provider's secrets in the data dir. */
export function devOidcSecrets(dataDir: string): DevOidcSecrets {
  return dataDirJson(dataDir, 'dev-oidc.json', isSecrets, () => ({
    clientSecret: randomBytes(32).toString('base64url'),
    cookieKeys: [randomBytes(32).toString('base64url')],
    signingKey: newSigningKey(),
  }));
}

/**
 * The built-in OpenID provider's secrets (routes/dev-oidc): its RSA signing key, cookie keys and the
 * JobHub client's secret. Generated at first start into `${DATA_DIR}/dev-oidc.json` (mode 600,
 * ignored by git like the rest of the data dir), as the dev JWT secret is (env.ts).
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { JsonWebKey } from 'node:crypto';
import type { Env } from '../../env';

/** Where the built-in provider is mounted; its issuer is PUBLIC_URL + this. */
export const DEV_OIDC_PATH = '/dev/oidc';
/** The client id JobHub has at the built-in provider. */
export const DEV_OIDC_CLIENT_ID = 'jobhub-dev';

export interface DevOidcSecrets {
  clientSecret: string;
  cookieKeys: string[];
  /** Private RS256 signing key (JWK with `kid`, `alg`, `use`). */
  signingKey: JsonWebKey & { kid: string; alg: 'RS256'; use: 'sig' };
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
    typeof secrets.signingKey?.kid === 'string' &&
    typeof secrets.signingKey.d === 'string'
  );
}

const cache = new Map<string, DevOidcSecrets>();

/** Reads (or creates once) the built-in provider's secrets in the data dir. */
export function devOidcSecrets(dataDir: string): DevOidcSecrets {
  const file = join(dataDir, 'dev-oidc.json');
  const cached = cache.get(file);
  if (cached) return cached;
  if (existsSync(file)) {
    try {
      const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
      if (isSecrets(parsed)) {
        cache.set(file, parsed);
        return parsed;
      }
    } catch {
      // unreadable: made again below
    }
  }
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const secrets: DevOidcSecrets = {
    clientSecret: randomBytes(32).toString('base64url'),
    cookieKeys: [randomBytes(32).toString('base64url')],
    signingKey: { ...privateKey.export({ format: 'jwk' }), kid: randomBytes(8).toString('hex'), alg: 'RS256', use: 'sig' },
  };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${JSON.stringify(secrets)}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  cache.set(file, secrets);
  return secrets;
}

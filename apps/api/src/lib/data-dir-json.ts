/**
 * Keys and secrets the server makes for itself at first start (dev secrets, OpenID signing keys):
 * kept as JSON in the data dir, mode 600, read once per process.
 */
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { generateKeyPairSync, randomBytes, type JsonWebKey } from 'node:crypto';
import { join } from 'node:path';

/** A private RS256 signing key as a JWK, with its `kid`. */
export type SigningKey = JsonWebKey & { kid: string; alg: 'RS256'; use: 'sig' };

const cache = new Map<string, unknown>();

/**
 * The JSON value in `${dataDir}/${name}`; when the file is missing, unreadable or not `isValid`,
 * `make()`'s value, written there (mode 600) first.
 *
 * @example const secrets = dataDirJson(env.DATA_DIR, 'dev-oidc.json', isSecrets, makeSecrets);
 */
export function dataDirJson<T>(dataDir: string, name: string, isValid: (value: unknown) => value is T, make: () => T): T {
  const file = join(dataDir, name);
  const cached = cache.get(file);
  if (cached !== undefined && isValid(cached)) return cached;
  if (existsSync(file)) {
    try {
      const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
      if (isValid(parsed)) {
        cache.set(file, parsed);
        return parsed;
      }
    } catch {
      // unreadable: made again below
    }
  }
  const value = make();
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${JSON.stringify(value)}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  cache.set(file, value);
  return value;
}

/** A new RSA 2048 signing key for RS256 with a random `kid`. */
export function newSigningKey(): SigningKey {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), kid: randomBytes(8).toString('hex'), alg: 'RS256', use: 'sig' };
}

/** Whether `value` is a private RSA JWK with a `kid`. */
export function isSigningKey(value: unknown): value is SigningKey {
  const key = value as Partial<SigningKey> | null;
  return typeof key?.kid === 'string' && typeof key.d === 'string' && key.kty === 'RSA';
}

import { createHash, randomBytes } from 'node:crypto';

/** An opaque URL-safe random token (32 bytes → 43 chars). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Hex sha256 of a token; tokens are stored hashed so a database leak does not leak live tokens. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

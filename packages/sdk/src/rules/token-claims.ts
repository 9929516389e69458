import * as z from 'zod/mini';
import { TokenClaimsSchema, type TokenClaims } from '../contract/auth';
import { decodeBase64Url } from '../lib/base64url';

/**
 * Reads the claims of a JWT access token without verifying it (the server verifies; the client
 * only needs the role, the activation flag and the expiry for routing).
 *
 * @param token - A compact JWT (`header.payload.signature`).
 * @returns The claims parsed with the contract's `TokenClaimsSchema`, or `null` when the token is
 *   malformed or the claims do not match the contract.
 * @example
 * decodeTokenClaims(localStorage.getItem('token') ?? '')?.role; // 'candidate'
 */
export function decodeTokenClaims(token: string | null | undefined): TokenClaims | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  const text = decodeBase64Url(payload);
  if (text === null) return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = z.safeParse(TokenClaimsSchema, json);
  return parsed.success ? parsed.data : null;
}

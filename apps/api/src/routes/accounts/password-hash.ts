import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (19 MiB, t=2, p=1: OWASP's minimum recommendation). */
export function hashPassword(password: string): Promise<string> {
  // 2 = Algorithm.Argon2id (a const enum, not importable under verbatimModuleSyntax).
  return hash(password, { algorithm: 2 });
}

/** Whether `password` matches the stored hash; false without one or for a malformed hash. */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) return false;
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** Hash verified when the login is unknown, so both branches cost the same. */
let decoyHash: Promise<string> | undefined;

/** Spends the time of a password check on a login that has no account. */
export async function verifyDecoyPassword(password: string): Promise<void> {
  decoyHash ??= hashPassword('decoy-password-for-timing');
  await verifyPassword(await decoyHash, password);
}

/**
 * The site's admins made outside the web (the first one has nobody to approve it):
 * `npm run admin:create` (cli/admin-create-command.ts). Same rules and hash as registration.
 */
import { RegisterBodySchema } from '@jobhub/sdk/contract';
import type { Db } from '../db/client';
import { findUserByEmail, insertUser, updateUser } from '../repositories/users';
import { hashPassword } from '../routes/accounts/password-hash';

/** The name an admin made without --name shows (the demo admin's too). */
export const DEFAULT_ADMIN_FULLNAME = 'Quản trị viên';

export interface EnsureAdminInput {
  email: string;
  password: string;
  fullname?: string;
  /** Give an existing admin this password (and end its sessions); otherwise an existing admin is left as it is. */
  resetPassword?: boolean;
}

export type EnsureAdminResult =
  | { outcome: 'created' | 'exists' | 'password-reset'; userId: number }
  | { outcome: 'invalid'; field: 'email' | 'password'; message: string }
  | { outcome: 'other-role'; role: string };

/**
 * Makes `email` an active admin once: creates it, or finds the admin already there (and only with
 * `resetPassword` sets the new password and calls `endSessions`). Refuses an e-mail or password
 * registration would refuse, and an e-mail that belongs to a non-admin account (never promoted silently).
 * @example await ensureAdmin(db, { email: 'admin@jobhub.vn', password }, (id) => auth.revokeUser(id))
 */
export async function ensureAdmin(db: Db, input: EnsureAdminInput, endSessions: (userId: number) => Promise<unknown>): Promise<EnsureAdminResult> {
  const email = RegisterBodySchema.shape.email.safeParse(input.email);
  if (!email.success) return { outcome: 'invalid', field: 'email', message: email.error.issues[0]!.message };
  const password = RegisterBodySchema.shape.password.safeParse(input.password);
  if (!password.success) return { outcome: 'invalid', field: 'password', message: password.error.issues[0]!.message };

  const existing = await findUserByEmail(db, email.data);
  if (existing && existing.role !== 'admin') return { outcome: 'other-role', role: existing.role };
  if (existing && !input.resetPassword) return { outcome: 'exists', userId: existing.id };
  if (existing) {
    await updateUser(db, existing.id, { password_hash: await hashPassword(password.data), is_active: true });
    await endSessions(existing.id);
    return { outcome: 'password-reset', userId: existing.id };
  }
  const user = await insertUser(db, {
    // The e-mail is a valid, unique username (registration's username rule allows @ . + - _).
    username: email.data,
    email: email.data,
    password_hash: await hashPassword(password.data),
    fullname: input.fullname?.trim() || DEFAULT_ADMIN_FULLNAME,
    gender: 'other',
    role: 'admin',
    is_active: true,
  });
  return { outcome: 'created', userId: user.id };
}

/**
 * The stored side of sessions (plugins/auth.ts): refresh-token families revoked, every session of
 * a user ended, and a refresh token spent or kept under a row lock.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { refreshTokens, users, type UserRow } from '../db/schema/accounts';
import { oidcRecords } from '../db/schema/partner-apps';
import { sha256Hex } from '../lib/crypto';
import { bumpTokenVersion } from '../repositories/users';
import type { RefreshClaims, RefreshTokens } from './auth-tokens';

/** Revokes the refresh tokens of one login (its family). */
export const revokeFamily = (tx: Db | Tx, familyId: string, now: Date) =>
  tx
    .update(refreshTokens)
    .set({ revoked_at: now })
    .where(and(eq(refreshTokens.family_id, familyId), isNull(refreshTokens.revoked_at)));

/**
 * Bumps the version and revokes every refresh token, and every grant the user gave partner apps
 * (with their codes and refresh tokens), inside the caller's transaction.
 */
export async function endAllSessions(tx: Db | Tx, userId: number, now: Date): Promise<number | undefined> {
  const version = await bumpTokenVersion(tx, userId);
  await tx
    .update(refreshTokens)
    .set({ revoked_at: now })
    .where(and(eq(refreshTokens.user_id, userId), isNull(refreshTokens.revoked_at)));
  await tx.delete(oidcRecords).where(eq(oidcRecords.account_id, userId));
  return version;
}

/** What a refresh found: a live token (and the refresh token to hand back), or why not. */
export type RefreshOutcome =
  | { kind: 'ok'; user: UserRow; refresh: string; familyId: string }
  | { kind: 'expired' }
  | { kind: 'reused'; userId: number }
  | { kind: 'banned'; userId: number };

/**
 * Checks a refresh token's row in one transaction with the row locked: a concurrent rotation of
 * the same token waits, then sees it spent and revokes the family, including the successor issued
 * here. With `rotate` a live token is spent for a successor.
 */
export function spendRefreshToken(
  db: Db,
  tokens: Pick<RefreshTokens, 'issue'>,
  { claims, token, rotate, now }: { claims: RefreshClaims; token: string; rotate: boolean; now: Date },
): Promise<RefreshOutcome> {
  return db.transaction(async (tx): Promise<RefreshOutcome> => {
    const [row] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.token_hash, sha256Hex(claims.jti)))
      .limit(1)
      .for('update');
    if (!row || row.revoked_at || row.user_id !== claims.userId) return { kind: 'expired' };
    if (row.used_at) {
      // A spent token used again: it or its successor was stolen. The family ends, and so does
      // every access token of the user, since the thief may hold one of this family (the
      // user's other logins get new ones with their refresh tokens).
      await revokeFamily(tx, row.family_id, now);
      await bumpTokenVersion(tx, row.user_id);
      return { kind: 'reused', userId: row.user_id };
    }
    if (row.expires_at.getTime() <= now.getTime()) return { kind: 'expired' };
    const [user] = await tx.select().from(users).where(eq(users.id, row.user_id)).limit(1);
    if (!user) return { kind: 'expired' };
    if (user.is_banned) {
      await endAllSessions(tx, user.id, now);
      return { kind: 'banned', userId: user.id };
    }
    if (!rotate) return { kind: 'ok', user, refresh: token, familyId: row.family_id };
    await tx.update(refreshTokens).set({ used_at: now }).where(eq(refreshTokens.id, row.id));
    const next = await tokens.issue(tx, user.id, row.family_id);
    return { kind: 'ok', user, refresh: next, familyId: row.family_id };
  });
}

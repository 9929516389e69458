/** Single-use tokens mailed to users (activation: 3 days, reset: 1 hour), stored as sha256. */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { oneTimeTokens } from '../db/schema/accounts';
import { DAY_MS, HOUR_MS } from '../lib/clock';
import { randomToken, sha256Hex } from '../lib/crypto';

export type OneTimeKind = 'activation' | 'reset';

export const ONE_TIME_TTL_MS: Record<OneTimeKind, number> = { activation: 3 * DAY_MS, reset: HOUR_MS };

/** Invalidates earlier unused tokens of that kind and returns a new raw token. */
export async function issueOneTimeToken(db: Db, userId: number, kind: OneTimeKind, now: Date): Promise<string> {
  await db
    .update(oneTimeTokens)
    .set({ used_at: now })
    .where(and(eq(oneTimeTokens.user_id, userId), eq(oneTimeTokens.kind, kind), isNull(oneTimeTokens.used_at)));
  const token = randomToken();
  await db.insert(oneTimeTokens).values({
    kind,
    user_id: userId,
    token_hash: sha256Hex(token),
    expires_at: new Date(now.getTime() + ONE_TIME_TTL_MS[kind]),
  });
  return token;
}

export type ConsumeResult = { ok: true; userId: number } | { ok: false; reason: 'invalid' | 'expired' };

/** The stored token of `kind` while it can still be spent, or why it cannot. */
async function findSpendableToken(
  db: Db,
  token: string,
  kind: OneTimeKind,
  now: Date,
): Promise<{ ok: true; id: number; userId: number } | { ok: false; reason: 'invalid' | 'expired' }> {
  const [row] = await db
    .select()
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.token_hash, sha256Hex(token)), eq(oneTimeTokens.kind, kind)))
    .limit(1);
  if (!row || row.used_at) return { ok: false, reason: 'invalid' };
  if (row.expires_at.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, id: row.id, userId: row.user_id };
}

/**
 * Spends a token: 'invalid' when unknown, of another kind or already used; 'expired' past its
 * expiry (an expired token is left unspent — it can never succeed anyway).
 */
export async function consumeOneTimeToken(db: Db, token: string, kind: OneTimeKind, now: Date): Promise<ConsumeResult> {
  const found = await findSpendableToken(db, token, kind, now);
  if (!found.ok) return found;
  const spent = await db
    .update(oneTimeTokens)
    .set({ used_at: now })
    .where(and(eq(oneTimeTokens.id, found.id), isNull(oneTimeTokens.used_at)))
    .returning({ id: oneTimeTokens.id });
  if (spent.length === 0) return { ok: false, reason: 'invalid' };
  return { ok: true, userId: found.userId };
}

/** Premium writes (API.md, Premium and payments): the users' Premium columns and premium_history. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema/accounts';
import { premiumHistory } from '../db/schema/premium';

/**
 * Cancels a user's Premium at `now`: clears `is_premium` and `premium_expiry` and closes the open
 * period in premium_history, or records the cancelled period when none was open (Premium granted
 * outside a recorded purchase). A user without Premium is left as is.
 *
 * @returns Whether a Premium was cancelled.
 * @example if (await cancelPremium(app.db, userId, app.clock.now())) app.log.info('Premium cancelled');
 */
export async function cancelPremium(db: Db, userId: number, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ is_premium: users.is_premium, premium_expiry: users.premium_expiry })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user?.is_premium) return false;
    await tx.update(users).set({ is_premium: false, premium_expiry: null }).where(eq(users.id, userId));
    const closed = await tx
      .update(premiumHistory)
      .set({ is_active: false, cancelled_at: now })
      .where(and(eq(premiumHistory.user_id, userId), eq(premiumHistory.is_active, true)))
      .returning({ id: premiumHistory.id });
    if (closed.length === 0) {
      await tx.insert(premiumHistory).values({ user_id: userId, end_date: user.premium_expiry, is_active: false, cancelled_at: now });
    }
    return true;
  });
}

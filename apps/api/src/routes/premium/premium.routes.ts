/** Premium routes (API.md, Premium and payments), registered from the contract's endpoint table. */
import { cancelPremium } from '@jobhub/sdk/contract';
import type { FastifyInstance } from 'fastify';
import { cancelPremium as cancelPremiumOf } from '../../repositories/premium';
import { serveEndpoint } from '../serve-endpoint';

/** Answer of a cancel, also when there was no Premium to cancel (the user ends up without one either way). */
export const MSG_PREMIUM_CANCELLED = 'Đã hủy gói Premium';

export async function premiumRoutes(app: FastifyInstance) {
  // Signed-in users of any role: the site cancels an expired Premium automatically (SPEC §4).
  serveEndpoint(app, cancelPremium, { onRequest: app.authenticate }, async (request) => {
    const cancelled = await cancelPremiumOf(app.db, request.user!.user_id, app.clock.now());
    if (cancelled) request.log.info({ userId: request.user!.user_id }, 'premium cancelled');
    return { status: 200, message: MSG_PREMIUM_CANCELLED };
  });
}

/**
 * The site's real-time kit, one per SDK client (see `loadRealtimeKit` in client-context): the
 * account store (profile, Premium, who may chat), the socket (`createRealtime`), and the
 * notifications and chat stores. This module is a lazy chunk: it is only fetched for signed-in users.
 */
import {
  createAccountStore,
  createChatStore,
  createNotificationsApi,
  createNotificationsStore,
  createPremiumStore,
  createRealtime,
  MSG_PREMIUM_EXPIRED,
} from '@jobhub/sdk';
import type { Client } from './client-context';
import { notify } from './notify';

/** Builds the kit for one client. */
export function createRealtimeKit(client: Client) {
  // SPEC §4 Premium: the store cancels an expired Premium (at start, after login, in the header); the site says so.
  const account = createAccountStore(client, {
    onPremiumExpired: () => notify.warning(MSG_PREMIUM_EXPIRED, { toastId: 'premium-expired' }),
  });
  // The Premium pages' packages, history and purchases (reloaded when the account's Premium changes).
  const premium = createPremiumStore(client, account);
  const realtime = createRealtime(client, {
    ...(client.realtimeOptions.WebSocket ? { WebSocket: client.realtimeOptions.WebSocket } : {}),
    isPremium: () => account.$premium.get() === 'active',
  });
  const notifications = createNotificationsStore(client, realtime);
  const chat = createChatStore(client, realtime, account);
  const notificationsApi = createNotificationsApi(client);
  // Conversations on screen in a messages page (user ids): no 'Tin nhắn mới' toast for those.
  const viewing = new Set<number>();
  const viewConversation = (otherUserId: number) => {
    viewing.add(otherUserId);
    return () => {
      viewing.delete(otherUserId);
    };
  };
  return { client, account, premium, realtime, notifications, chat, notificationsApi, viewing: viewing as ReadonlySet<number>, viewConversation };
}

export type RealtimeKit = ReturnType<typeof createRealtimeKit>;

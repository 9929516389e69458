/**
 * The site's real-time kit, one per SDK client (see `loadRealtimeKit` in client-context): the
 * socket (`createRealtime`), the notifications and chat stores, and the account's Premium state.
 * This module is a lazy chunk: it is only fetched for signed-in users.
 */
import {
  createChatStore,
  createNotificationsApi,
  createNotificationsStore,
  createPremiumApi,
  createRealtime,
  ERROR_MESSAGES,
  errorMessage,
  premiumState,
  type AsyncState,
  type Profile,
} from '@jobhub/sdk';
import type { Client } from './client-context';
import { notify } from './notify';

/** SPEC §4 Premium: the toast after an automatic cancel. */
export const PREMIUM_EXPIRED_MESSAGE = 'Gói Premium của bạn đã hết hạn và đã được hủy tự động.';

/** The signed-in user's profile and Premium state, with the SPEC §4 expiry check. */
export interface Account {
  /** The profile's load; a reload keeps the previous profile in `data`. */
  get(): AsyncState<Profile>;
  subscribe(listener: () => void): () => void;
  /**
   * Fetches the profile; when Premium has expired, cancels it (`createPremiumApi(client).cancel()`),
   * toasts PREMIUM_EXPIRED_MESSAGE and reloads the profile. Concurrent calls share one run.
   */
  check(): Promise<void>;
  /** Forgets the profile (logout). */
  reset(): void;
}

function createAccount(client: Client): Account {
  const premium = createPremiumApi(client);
  let state: AsyncState<Profile> = { status: 'idle' };
  const listeners = new Set<() => void>();
  const set = (next: AsyncState<Profile>) => {
    state = next;
    for (const listener of listeners) listener();
  };
  let running: Promise<void> | null = null;

  async function run(): Promise<void> {
    set({ status: 'loading', data: state.data });
    try {
      let profile = await client.auth.fetchProfile();
      if (premiumState(profile, client.now()) === 'expired') {
        await premium.cancel();
        notify.warning(PREMIUM_EXPIRED_MESSAGE, { toastId: 'premium-expired' });
        profile = await client.auth.fetchProfile();
      }
      if (client.$session.get().status === 'authenticated') set({ status: 'ready', data: profile });
    } catch (error) {
      client.logger.warn('profile / Premium check failed', error);
      set({ status: 'error', error, message: errorMessage(error, ERROR_MESSAGES.premiumInfoFailed), data: state.data });
    }
  }

  return {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    check() {
      running ??= run().finally(() => {
        running = null;
      });
      return running;
    },
    reset: () => set({ status: 'idle' }),
  };
}

/** Builds the kit for one client. */
export function createRealtimeKit(client: Client) {
  const account = createAccount(client);
  const realtime = createRealtime(client, {
    ...(client.realtimeOptions.WebSocket ? { WebSocket: client.realtimeOptions.WebSocket } : {}),
    isPremium: () => account.get().data?.is_premium === true,
  });
  const notifications = createNotificationsStore(client, realtime);
  const chat = createChatStore(client, realtime);
  const notificationsApi = createNotificationsApi(client);
  // Conversations on screen in a messages page (user ids): no 'Tin nhắn mới' toast for those.
  const viewing = new Set<number>();
  const viewConversation = (otherUserId: number) => {
    viewing.add(otherUserId);
    return () => {
      viewing.delete(otherUserId);
    };
  };
  // SPEC §4 Premium "after login": a new sign-in checks again; logout forgets the profile. A token
  // refresh that keeps the same user does not refetch.
  const initial = client.$session.get();
  let userId: number | null = initial.status === 'authenticated' ? initial.user.user_id : null;
  client.$session.listen((session) => {
    const next = session.status === 'authenticated' ? session.user.user_id : null;
    if (next === userId) return;
    userId = next;
    if (next === null) account.reset();
    else void account.check();
  });
  return { client, account, realtime, notifications, chat, notificationsApi, viewing: viewing as ReadonlySet<number>, viewConversation };
}

export type RealtimeKit = ReturnType<typeof createRealtimeKit>;

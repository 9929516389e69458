import { atom, computed, type ReadableAtom } from 'nanostores';
import { readProfile } from '../api/profile';
import { cancelPremium } from '../contract/endpoints/premium';
import { callEndpoint } from '../http/call-endpoint';
import type { Profile } from '../contract/auth';
import { MSG_PREMIUM_CANCEL_FAILED, MSG_PREMIUM_INFO_FAILED } from '../rules/error-catalogue';
import { errorMessage } from '../rules/error-message';
import { mayChat } from '../rules/may-chat';
import { premiumState, type PremiumState } from '../rules/premium';
import type { AsyncState } from './async-state';
import { loadForOwner } from './owned-load';
import type { SessionClient } from './session-client';

/** Options of {@link createAccountStore}. */
export interface AccountStoreOptions {
  /**
   * Called after an expired Premium was cancelled automatically (SPEC §4), e.g. to show
   * `MSG_PREMIUM_EXPIRED` ('Gói Premium của bạn đã hết hạn và đã được hủy tự động.').
   */
  onPremiumExpired?: () => void;
}

/** The signed-in user's account: profile, Premium state and whether they may chat. */
export interface AccountStore {
  /**
   * The profile (GET /api/profile/). Loaded for the first subscriber and again after each
   * sign-in while subscribed; `idle` while signed out. A reload keeps the previous profile in
   * `data`; a failure carries 'Đã xảy ra lỗi khi lấy thông tin gói Premium' (or the server's text).
   */
  readonly $account: ReadableAtom<AsyncState<Profile>>;
  /**
   * `premiumState` of the profile at the client's clock: 'active', 'expired' or 'none' (also when
   * the profile could not be loaded: Premium that cannot be confirmed counts as none); null
   * while the profile is not known yet.
   */
  readonly $premium: ReadableAtom<PremiumState | null>;
  /** `mayChat` of the session's role and `$premium`: true, false, or null while not known yet. */
  readonly $mayChat: ReadableAtom<boolean | null>;
  /**
   * Loads the profile now and runs the SPEC §4 expiry check: an expired Premium is cancelled
   * (POST /auth/delete-premium/), `onPremiumExpired` is called and the profile is read again.
   * Concurrent calls share one run; does nothing while signed out.
   */
  refresh(): Promise<void>;
}

/** What {@link createAccountStore} needs from the client. */
export type AccountClient = Pick<SessionClient, 'http' | '$session' | 'now' | 'logger'>;

/**
 * Creates the account store of a client: the profile, the Premium state and the chat rule,
 * computed over `rules/` (`premiumState`, `mayChat`), for the site and every widget alike.
 * Lazy (STYLE §4): nothing is requested before the first subscriber. Signing out empties it, a
 * new sign-in loads the new user's profile while subscribed, and an answer for a previous user
 * is dropped.
 *
 * @param client - A `createClient()` or `createSessionClient()` client.
 * @param options - The hook for the automatic cancel of an expired Premium.
 * @example
 * const account = createAccountStore(client, { onPremiumExpired: () => toast.warning(MSG_PREMIUM_EXPIRED) });
 * account.$mayChat.subscribe((may) => (composer.hidden = may !== true));
 */
export function createAccountStore(client: AccountClient, options: AccountStoreOptions = {}): AccountStore {
  // The cancel call alone (not createPremiumApi): the packages and purchase schemas stay out of
  // bundles that only need the account (bell, chat dock); they live in stores/premium.ts.
  const cancel = () => callEndpoint(client.http, cancelPremium, {});
  const { logger } = client;
  const $account = atom<AsyncState<Profile>>({ status: 'idle' });

  async function load(current: () => boolean): Promise<void> {
    $account.set({ status: 'loading', data: $account.get().data });
    let profile: Profile | undefined;
    /** The text of a failure without a server message: it depends on the step that failed. */
    let failedText = MSG_PREMIUM_INFO_FAILED;
    try {
      profile = await readProfile(client);
      if (current() && premiumState(profile, client.now()) === 'expired') {
        failedText = MSG_PREMIUM_CANCEL_FAILED;
        await cancel();
        if (current()) notifyExpired();
        failedText = MSG_PREMIUM_INFO_FAILED;
        profile = await readProfile(client);
      }
      if (current()) $account.set({ status: 'ready', data: profile });
    } catch (error) {
      if (!current()) return;
      logger.warn('profile / Premium check failed', error);
      $account.set({ status: 'error', error, message: errorMessage(error, failedText), data: profile ?? $account.get().data });
    }
  }

  function notifyExpired(): void {
    try {
      options.onPremiumExpired?.();
    } catch (error) {
      logger.error('onPremiumExpired hook failed', error);
    }
  }

  const refresh = loadForOwner(client, $account, load);

  const $premium = computed($account, (state): PremiumState | null => {
    if (state.data) return premiumState(state.data, client.now());
    return state.status === 'error' ? 'none' : null;
  });
  const $mayChat = computed([client.$session, $premium], (session, premium) =>
    mayChat(session.status === 'authenticated' ? session.user.role : null, premium),
  );

  return { $account, $premium, $mayChat, refresh };
}

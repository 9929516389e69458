import { atom, type ReadableAtom } from 'nanostores';
import { createPremiumApi } from '../api/premium';
import type { PremiumPackagesData, PremiumPurchaseData } from '../contract/premium';
import { MSG_PAYMENT_URL_FAILED, MSG_PREMIUM_INFO_FAILED } from '../rules/error-catalogue';
import { errorMessage } from '../rules/error-message';
import type { AccountStore } from './account';
import type { AsyncState } from './async-state';
import { loadForOwner } from './owned-load';
import type { SessionClient } from './session-client';

/** The Premium page's state: packages of the user's role, history, and purchases. */
export interface PremiumStore {
  /**
   * GET /api/premium/packages/: the packages of the user's role, their history, state and expiry.
   * Loaded for the first subscriber, again after each sign-in while subscribed and whenever the
   * account's Premium changes (after an automatic cancel, SPEC §4: "the profile and the package
   * list are reloaded"); `idle` while signed out. A failure carries 'Đã xảy ra lỗi khi lấy thông
   * tin gói Premium' (or the server's text).
   */
  readonly $packages: ReadableAtom<AsyncState<PremiumPackagesData>>;
  /** Loads the packages again (concurrent calls share one run). */
  refresh(): Promise<void>;
  /**
   * Starts buying a package: the payment URL to send the browser to, or the text to show ('Đã xảy
   * ra lỗi khi tạo URL thanh toán', or the server's, e.g. already Premium).
   */
  purchase(packageId: number): Promise<{ ok: true; data: PremiumPurchaseData } | { ok: false; message: string; error: unknown }>;
}

/** What {@link createPremiumStore} needs from the client. */
export type PremiumClient = Pick<SessionClient, 'http' | '$session' | 'logger'>;

/**
 * Creates the Premium store over a client and its account store (kept apart from the account
 * store so bundles that only need the account, like the bell and the chat dock, do not carry the
 * package and payment schemas). Lazy: nothing is requested before the first subscriber.
 *
 * @example
 * const premium = createPremiumStore(client, account);
 * const result = await premium.purchase(pkg.id);
 * if (result.ok) window.location.assign(result.data.payment_url);
 */
export function createPremiumStore(client: PremiumClient, account: Pick<AccountStore, '$account'>): PremiumStore {
  const api = createPremiumApi(client);
  const { logger } = client;
  const $packages = atom<AsyncState<PremiumPackagesData>>({ status: 'idle' });

  async function load(isCurrent: () => boolean): Promise<void> {
    $packages.set({ status: 'loading', data: $packages.get().data });
    try {
      const data = await api.packages();
      if (isCurrent()) $packages.set({ status: 'ready', data });
    } catch (error) {
      if (!isCurrent()) return;
      logger.warn('Premium packages failed', error);
      $packages.set({ status: 'error', error, message: errorMessage(error, MSG_PREMIUM_INFO_FAILED), data: $packages.get().data });
    }
  }

  // While the packages are watched, they follow the account's Premium (a cancel, a purchase seen
  // on reload); listening to the account only then keeps both stores lazy.
  let premiumKey: string | undefined;
  const followAccount = () =>
    account.$account.listen((state) => {
      if (state.status !== 'ready') return;
      const key = `${state.data.is_premium}:${state.data.premium_expiry ?? ''}`;
      const changed = premiumKey !== undefined && premiumKey !== key;
      premiumKey = key;
      const shown = $packages.get().data;
      const disagrees = shown !== undefined && shown.user_is_premium !== state.data.is_premium;
      if (changed || disagrees) void refresh();
    });

  const refresh = loadForOwner(client, $packages, load, followAccount);

  async function purchase(packageId: number) {
    try {
      return { ok: true as const, data: await api.purchase(packageId) };
    } catch (error) {
      logger.warn('Premium purchase failed', error);
      return { ok: false as const, message: errorMessage(error, MSG_PAYMENT_URL_FAILED), error };
    }
  }

  return { $packages, refresh, purchase };
}

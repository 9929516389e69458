import { useEffect, useSyncExternalStore } from 'react';
import { premiumState, type AsyncState, type Profile } from '@jobhub/sdk';
import { useSession } from '../app/client-context';
import type { RealtimeKit } from '../app/realtime-kit';

/** The account state (profile + Premium), re-rendering on change; runs the Premium check once on mount. */
export function useAccount(kit: RealtimeKit): AsyncState<Profile> {
  const state = useSyncExternalStore(kit.account.subscribe, kit.account.get, kit.account.get);
  useEffect(() => {
    if (kit.account.get().status === 'idle') void kit.account.check();
  }, [kit]);
  return state;
}

/**
 * SPEC §6: messaging needs Premium for candidates; employers may always reply (API.md).
 * `null` while the profile is loading.
 */
export function useCanSendMessages(kit: RealtimeKit): boolean | null {
  const session = useSession();
  const account = useAccount(kit);
  if (session.status !== 'authenticated') return false;
  if (session.user.role !== 'candidate') return true;
  if (!account.data) return account.status === 'error' ? false : null;
  return premiumState(account.data, kit.client.now()) === 'active';
}

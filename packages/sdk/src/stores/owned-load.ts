import { onMount, type WritableAtom } from 'nanostores';
import type { Session } from '../rules/session';
import type { AsyncState } from './async-state';
import type { SessionClient } from './session-client';

/** Who a loaded value belongs to: the user in a role ('' when signed out). A role change reloads it. */
function ownerOf(session: Session): string {
  return session.status === 'authenticated' ? `${session.user.user_id}:${session.user.role}` : '';
}

/**
 * Loads the signed-in user's value into `$state` the way the account and Premium stores do: lazily
 * (for the first subscriber), again after each sign-in while subscribed, back to `idle` on sign-out
 * or a change of user; `load` is told whether its owner is still the current one, so a result that
 * arrives for an earlier user is dropped.
 *
 * @param load - Reads the value and sets `$state`; `isCurrent()` turns false once the owner changed.
 * @param onWatched - Runs while `$state` has subscribers (e.g. following another store); returns its stop.
 * @returns `refresh`: loads now (concurrent calls share one run); nothing while signed out.
 * @example const refresh = loadForOwner(client, $account, async (isCurrent) => { const p = await readProfile(client); if (isCurrent()) $account.set({ status: 'ready', data: p }); });
 */
export function loadForOwner<T>(
  client: Pick<SessionClient, '$session'>,
  $state: WritableAtom<AsyncState<T>>,
  load: (isCurrent: () => boolean) => Promise<void>,
  onWatched?: () => () => void,
): () => Promise<void> {
  let owner = ownerOf(client.$session.get());
  let running: Promise<void> | null = null;

  /** Catches up with the session: another owner drops the value and the run of the one before. */
  function followSession(): boolean {
    const next = ownerOf(client.$session.get());
    if (next === owner) return false;
    owner = next;
    running = null;
    $state.set({ status: 'idle' });
    return true;
  }

  function refresh(): Promise<void> {
    followSession();
    if (!owner) return Promise.resolve();
    if (!running) {
      const forOwner = owner;
      const run: Promise<void> = load(() => {
        followSession();
        return owner === forOwner;
      }).finally(() => {
        if (running === run) running = null;
      });
      running = run;
    }
    return running;
  }

  // The session is followed only while `$state` has subscribers (reading it mounts it for a moment).
  onMount($state, () => {
    followSession();
    if ($state.get().status === 'idle') void refresh();
    const stopFollowing = client.$session.listen(() => {
      if (followSession()) void refresh();
    });
    const stopWatching = onWatched?.();
    return () => {
      stopFollowing();
      stopWatching?.();
    };
  });

  return refresh;
}

/**
 * The part of the Web Locks API the election uses; the browser's `navigator.locks` fits. The
 * callback's lock is `null` when `ifAvailable` is set and another holder has the lock; the lock is
 * held until the promise the callback returns settles.
 */
export interface LockManagerLike {
  request(
    name: string,
    options: { ifAvailable?: boolean; signal?: AbortSignal },
    callback: (lock: unknown) => unknown,
  ): Promise<unknown>;
}

/** What {@link electLeader} tells the tab about its role. */
export interface LeaderCallbacks {
  /**
   * This tab holds the lock until it resigns (or closes). `takeover` is true when another tab was
   * leader before, so what happened while no socket was open must be fetched again.
   */
  onLeader(takeover: boolean): void;
  /** Another tab holds the lock; this one waits in the queue to take over. */
  onFollower(): void;
}

/** A tab's place in an election; `resign` releases the lock or leaves the queue. */
export interface LeaderElection {
  resign(): void;
}

/**
 * Takes part in the election of `name` with the Web Locks API: the first tab to ask holds the lock
 * for as long as it takes part (the browser releases it when the tab closes); every other tab asks
 * once without waiting (so it knows it is a follower), then queues for the lock and becomes the
 * leader when the holder leaves.
 *
 * @param locks - `navigator.locks`, or an in-memory double in tests.
 * @param name - The lock name; one election per name.
 * @param callbacks - Told the role once it is known, and again on a takeover.
 * @example
 * const election = electLeader(navigator.locks, 'jobhub-realtime|wss://api.jobhub.vn|7', {
 *   onLeader: () => machine.start(),
 *   onFollower: () => channel.postMessage({ t: 'hello' }),
 * });
 * election.resign(); // sign-out: another tab takes over
 */
export function electLeader(locks: LockManagerLike, name: string, callbacks: LeaderCallbacks): LeaderElection {
  let resigned = false;
  let release = () => {};
  // Resolved by resign: the lock callback's promise, so the lock is held until then.
  const held = new Promise<void>((resolve) => (release = resolve));
  const queue = new AbortController();
  const ignore = () => {}; // an aborted queue place rejects; nothing to report

  const lead = (takeover: boolean) => {
    if (resigned) return undefined;
    callbacks.onLeader(takeover);
    return held;
  };

  locks
    .request(name, { ifAvailable: true }, (lock) => {
      if (lock) return lead(false);
      if (resigned) return undefined;
      callbacks.onFollower();
      locks.request(name, { signal: queue.signal }, () => lead(true)).catch(ignore);
      return undefined;
    })
    .catch(ignore);

  return {
    resign() {
      if (resigned) return;
      resigned = true;
      queue.abort();
      release();
    },
  };
}

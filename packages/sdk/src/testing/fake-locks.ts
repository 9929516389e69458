import type { LockManagerLike } from '../realtime/tab-leader';

const abortError = () => new DOMException('The request was aborted.', 'AbortError');

/**
 * Test helper: an in-memory Web Locks API (exclusive locks only) shared by the "tabs" of one fake
 * browser, as `navigator.locks` is shared by a browser's tabs. Node 20 has no Web Locks; shipping
 * code never uses this. Like the browser, it grants a lock asynchronously, queues waiters in
 * order, answers `ifAvailable` with `null` when the lock is taken, and drops an aborted waiter.
 *
 * @example
 * const locks = createFakeLocks();
 * void locks.request('a', {}, () => held); // granted
 * void locks.request('a', { ifAvailable: true }, (lock) => lock); // null
 */
export function createFakeLocks(): LockManagerLike & { isHeld(name: string): boolean } {
  const held = new Set<string>();
  const queues = new Map<string, Array<() => void>>();

  const grantNext = (name: string) => {
    const next = queues.get(name)?.shift();
    if (next) next();
    else held.delete(name);
  };

  async function run(name: string, callback: (lock: unknown) => unknown): Promise<unknown> {
    await null; // granted in a later task, never inside request()
    try {
      return await callback({ name, mode: 'exclusive' });
    } finally {
      grantNext(name);
    }
  }

  return {
    isHeld: (name) => held.has(name),
    request(name, options, callback) {
      if (!held.has(name)) {
        held.add(name);
        return run(name, callback);
      }
      if (options.ifAvailable) return Promise.resolve().then(() => callback(null));
      const { signal } = options;
      if (signal?.aborted) return Promise.reject(abortError());
      return new Promise((resolve, reject) => {
        const queue = queues.get(name) ?? [];
        queues.set(name, queue);
        const onAbort = () => {
          queue.splice(queue.indexOf(grant), 1);
          reject(abortError());
        };
        const grant = () => {
          signal?.removeEventListener('abort', onAbort);
          run(name, callback).then(resolve, reject);
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        queue.push(grant);
      });
    },
  };
}

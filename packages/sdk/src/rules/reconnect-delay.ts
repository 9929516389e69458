/** The first reconnect waits up to this long (Liveblocks' first backoff step). */
export const RECONNECT_BASE_MS = 250;
/** The fast tier doubles up to this cap: 250 ms, 0.5, 1, 2, 4, 8, 10, 10 s. */
export const RECONNECT_MAX_MS = 10_000;
/** Failed attempts in a row on the fast tier; later ones, and any attempt the server refused, take the slow tier. */
export const FAST_RECONNECT_ATTEMPTS = 8;
/** The slow tier starts at this cap and doubles: 30 s, 1, 2, 4 min... */
export const SLOW_RECONNECT_BASE_MS = 30_000;
/** ...up to 5 minutes: a server down for long sees each client about once per 2.5–5 min. */
export const SLOW_RECONNECT_MAX_MS = 300_000;

/**
 * The wait before the reconnect that follows `failures` failed attempts in a row (1 for the first
 * retry). Fast tier: exponential from {@link RECONNECT_BASE_MS} to {@link RECONNECT_MAX_MS} with
 * full jitter (a uniform wait between 0 and the cap: after a server restart the clients come
 * back spread over the window instead of in the same second). Past {@link FAST_RECONNECT_ATTEMPTS}:
 * the slow tier, from {@link SLOW_RECONNECT_BASE_MS} to {@link SLOW_RECONNECT_MAX_MS}, jittered over
 * the upper half of the cap so a refusing server is never hammered.
 *
 * @param random - A number in [0, 1), e.g. `Math.random`.
 * @example
 * reconnectDelay(1, () => 0.5); // 125
 * reconnectDelay(9, () => 0.5); // 22500
 */
export function reconnectDelay(failures: number, random: () => number): number {
  if (failures <= FAST_RECONNECT_ATTEMPTS) {
    const cap = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** Math.max(0, failures - 1));
    return Math.floor(random() * cap);
  }
  const cap = Math.min(SLOW_RECONNECT_MAX_MS, SLOW_RECONNECT_BASE_MS * 2 ** (failures - FAST_RECONNECT_ATTEMPTS - 1));
  return Math.floor(cap / 2 + (random() * cap) / 2);
}

/** Opaque timer handle (a number in browsers, an object in Node). */
export type TimerHandle = unknown;

/** The timer functions the SDK uses, injectable so timing rules run under fake timers. */
export interface Timers {
  setTimeout(callback: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
  setInterval(callback: () => void, ms: number): TimerHandle;
  clearInterval(handle: TimerHandle): void;
}

/**
 * Timers backed by the globals, looked up at call time so that test fakes installed later
 * (e.g. `vi.useFakeTimers()`) still apply.
 */
export const globalTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as Parameters<typeof clearTimeout>[0]),
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as Parameters<typeof clearInterval>[0]),
};

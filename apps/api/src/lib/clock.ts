/** Source of the current time, injected so expiry rules are testable without sleeps. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until moved; for tests. */
export interface FixedClock extends Clock {
  set(date: Date | string | number): void;
  advance(ms: number): void;
}

/**
 * @example const clock = createFixedClock('2025-01-01T00:00:00Z'); clock.advance(3 * DAY_MS);
 */
export function createFixedClock(start: Date | string | number = Date.now()): FixedClock {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    set: (date) => {
      current = new Date(date).getTime();
    },
    advance: (ms) => {
      current += ms;
    },
  };
}

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

import { describe, expect, it } from 'vitest';
import { FAST_RECONNECT_ATTEMPTS, reconnectDelay, RECONNECT_MAX_MS, SLOW_RECONNECT_MAX_MS } from './reconnect-delay';

const LOW = () => 0;
const HIGH = () => 0.999_999;

describe('reconnectDelay', () => {
  it.each([
    // failures, lowest wait, highest wait (ms)
    [1, 0, 249],
    [2, 0, 499],
    [3, 0, 999],
    [4, 0, 1_999],
    [5, 0, 3_999],
    [6, 0, 7_999],
    [7, 0, 9_999],
    [8, 0, 9_999],
    [9, 15_000, 29_999],
    [10, 30_000, 59_999],
    [11, 60_000, 119_999],
    [12, 120_000, 239_999],
    [13, 150_000, 299_999],
    [50, 150_000, 299_999],
  ])('after %i failures waits between %i and %i ms', (failures, low, high) => {
    expect(reconnectDelay(failures, LOW)).toBe(low);
    expect(reconnectDelay(failures, HIGH)).toBe(high);
  });

  it('spreads clients over the whole window (full jitter), never past the caps', () => {
    let seed = 1;
    const random = () => ((seed = (seed * 16_807) % 2_147_483_647) - 1) / 2_147_483_646;
    for (let failures = 1; failures <= 40; failures++) {
      const waits = Array.from({ length: 200 }, () => reconnectDelay(failures, random));
      const cap = failures <= FAST_RECONNECT_ATTEMPTS ? Math.min(RECONNECT_MAX_MS, 250 * 2 ** (failures - 1)) : SLOW_RECONNECT_MAX_MS;
      expect(Math.max(...waits)).toBeLessThan(cap);
      expect(Math.min(...waits)).toBeGreaterThanOrEqual(0);
      if (failures <= FAST_RECONNECT_ATTEMPTS) {
        // Uniform over [0, cap): some in each quarter.
        for (let quarter = 0; quarter < 4; quarter++) {
          expect(waits.some((wait) => wait >= (cap * quarter) / 4 && wait < (cap * (quarter + 1)) / 4)).toBe(true);
        }
      }
    }
  });
});

import { describe, expect, it } from 'vitest';
import { createExpiringLru } from './expiring-lru';

describe('createExpiringLru', () => {
  it('answers a value until its expiry, and nothing from then on', () => {
    const cache = createExpiringLru<string>(10);
    cache.set('a', 'x', 1_000);
    expect(cache.get('a', 999)).toBe('x');
    expect(cache.get('a', 1_000)).toBeUndefined();
    expect(cache.size()).toBe(0);
  });

  it('drops the least recently used entry when full', () => {
    const cache = createExpiringLru<number>(2);
    cache.set('a', 1, 100);
    cache.set('b', 2, 100);
    expect(cache.get('a', 0)).toBe(1); // b is now the least recently used
    cache.set('c', 3, 100);
    expect([cache.get('a', 0), cache.get('b', 0), cache.get('c', 0)]).toEqual([1, undefined, 3]);
  });

  it('replaces a value set again and forgets a deleted one', () => {
    const cache = createExpiringLru<number>(2);
    cache.set('a', 1, 100);
    cache.set('a', 2, 200);
    expect(cache.get('a', 150)).toBe(2);
    cache.delete('a');
    expect(cache.get('a', 0)).toBeUndefined();
  });
});

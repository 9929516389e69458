import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounce } from './debounce';

describe('debounce', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('calls once with the last arguments after the quiet period', () => {
    const fn = vi.fn();
    const debounced = debounce(fn, 300);
    debounced('k');
    vi.advanceTimersByTime(200);
    debounced('ky');
    vi.advanceTimersByTime(299);
    expect(fn).not.toHaveBeenCalled();
    expect(debounced.pending()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledExactlyOnceWith('ky');
    expect(debounced.pending()).toBe(false);
  });

  it('cancel drops the pending call and flush runs it now', () => {
    const fn = vi.fn();
    const debounced = debounce(fn, 300);
    debounced(1);
    debounced.cancel();
    vi.advanceTimersByTime(1000);
    expect(fn).not.toHaveBeenCalled();
    debounced(2);
    debounced.flush();
    expect(fn).toHaveBeenCalledExactlyOnceWith(2);
    debounced.flush();
    debounced.cancel();
    expect(fn).toHaveBeenCalledTimes(1);
  });
});

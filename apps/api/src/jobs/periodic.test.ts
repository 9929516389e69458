import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startPeriodicJob } from './periodic';

describe('startPeriodicJob', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs now and every interval, never two runs at once, until stopped', async () => {
    let finish: () => void = () => {};
    const work = vi.fn(() => new Promise<void>((done) => (finish = done)));
    const stop = startPeriodicJob('demo', work, 1_000, { error: vi.fn() });
    expect(work).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3_000); // the first run is still going: no second one
    expect(work).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(work).toHaveBeenCalledTimes(2);
    stop();
    finish();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(work).toHaveBeenCalledTimes(2);
  });

  it('logs a failed run with the job name and tries again next time', async () => {
    const log = { error: vi.fn() };
    const work = vi.fn().mockRejectedValueOnce(new Error('db down')).mockResolvedValue(undefined);
    const stop = startPeriodicJob('search_flags', work, 1_000, log);
    await vi.advanceTimersByTimeAsync(0);
    expect(log.error).toHaveBeenCalledWith({ err: expect.objectContaining({ message: 'db down' }) }, 'search_flags job failed');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(work).toHaveBeenCalledTimes(2);
    stop();
  });
});

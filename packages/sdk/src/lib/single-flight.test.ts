import { describe, expect, it, vi } from 'vitest';
import { deferred } from '../testing/fake-fetch';
import { createSingleFlight } from './single-flight';

describe('createSingleFlight', () => {
  it('shares one in-flight run between concurrent callers', async () => {
    const gate = deferred<string>();
    const task = vi.fn(() => gate.promise);
    const run = createSingleFlight(task);
    const both = Promise.all([run(), run()]);
    gate.resolve('token');
    expect(await both).toEqual(['token', 'token']);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('starts a fresh run after the previous one settled, and does not cache failures', async () => {
    let calls = 0;
    const run = createSingleFlight(async () => {
      calls++;
      if (calls === 1) throw new Error('first fails');
      return calls;
    });
    await expect(run()).rejects.toThrow('first fails');
    await expect(run()).resolves.toBe(2);
  });
});

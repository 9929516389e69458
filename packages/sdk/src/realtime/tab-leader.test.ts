import { describe, expect, it } from 'vitest';
import { flush } from '../testing/fake-fetch';
import { createFakeLocks } from '../testing/fake-locks';
import { electLeader } from './tab-leader';

/** One tab's election, recording the roles it is told. */
function tab(locks: ReturnType<typeof createFakeLocks>, name = 'group') {
  const roles: string[] = [];
  const election = electLeader(locks, name, {
    onLeader: (takeover) => roles.push(takeover ? 'leader (takeover)' : 'leader'),
    onFollower: () => roles.push('follower'),
  });
  return { roles, election };
}

describe('electLeader', () => {
  it('makes the first tab the leader and the others followers, for as long as the leader takes part', async () => {
    const locks = createFakeLocks();
    const first = tab(locks);
    await flush();
    const second = tab(locks);
    const third = tab(locks);
    await flush();
    expect([first.roles, second.roles, third.roles]).toEqual([['leader'], ['follower'], ['follower']]);
    expect(locks.isHeld('group')).toBe(true);
  });

  it('hands the lock to the next tab in the queue when the leader resigns, as a takeover', async () => {
    const locks = createFakeLocks();
    const first = tab(locks);
    await flush();
    const second = tab(locks);
    const third = tab(locks);
    await flush();
    first.election.resign();
    await flush();
    expect([second.roles, third.roles]).toEqual([['follower', 'leader (takeover)'], ['follower']]);
    second.election.resign();
    await flush();
    expect(third.roles).toEqual(['follower', 'leader (takeover)']);
    third.election.resign();
    await flush();
    expect(locks.isHeld('group')).toBe(false);
  });

  it('takes a follower that resigns out of the queue: it never leads', async () => {
    const locks = createFakeLocks();
    const first = tab(locks);
    await flush();
    const second = tab(locks);
    const third = tab(locks);
    await flush();
    second.election.resign();
    first.election.resign();
    await flush();
    expect([second.roles, third.roles]).toEqual([['follower'], ['follower', 'leader (takeover)']]);
  });

  it('elects one leader per name: another user is another election', async () => {
    const locks = createFakeLocks();
    const user7 = tab(locks, 'jobhub-realtime|wss://api.test|7');
    const user8 = tab(locks, 'jobhub-realtime|wss://api.test|8');
    await flush();
    expect([user7.roles, user8.roles]).toEqual([['leader'], ['leader']]);
  });

  it('never leads after resigning before the lock was granted', async () => {
    const locks = createFakeLocks();
    const early = tab(locks);
    early.election.resign();
    await flush();
    expect(early.roles).toEqual([]);
    expect(locks.isHeld('group')).toBe(false);
  });
});

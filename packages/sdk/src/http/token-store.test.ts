import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../lib/memory-storage';
import { accessToken } from '../testing/fake-jwt';
import { createTokenStore, defaultStorage, STORAGE_KEYS } from './token-store';

describe('createTokenStore', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('uses the SPEC §3 storage keys exactly', () => {
    expect(STORAGE_KEYS).toEqual({ token: 'token', refreshToken: 'refreshToken', username: 'username', role: 'user_role' });
  });

  it('stores a rotated pair, the username and the role from the claims, notifying once', () => {
    const storage = createMemoryStorage();
    const tokens = createTokenStore(storage);
    const listener = vi.fn();
    tokens.subscribe(listener);
    const access = accessToken({ role: 'employer' });
    tokens.setTokens({ access, refresh: 'r1' }, 'an@example.com');
    expect([storage.getItem('token'), storage.getItem('refreshToken'), storage.getItem('username'), storage.getItem('user_role')]).toEqual([
      access,
      'r1',
      'an@example.com',
      'employer',
    ]);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(tokens.getClaims()).toMatchObject({ role: 'employer', user_id: 7 });
    expect([tokens.getUsername(), tokens.getRole()]).toEqual(['an@example.com', 'employer']);
    tokens.setUsername('an');
    expect(tokens.getUsername()).toBe('an');
  });

  it('clears the four keys and nothing else', () => {
    const storage = createMemoryStorage({ token: 't', refreshToken: 'r', username: 'u', user_role: 'candidate', notification: '{}' });
    const tokens = createTokenStore(storage);
    const unsubscribe = tokens.subscribe(() => {});
    unsubscribe();
    tokens.clear();
    expect(['token', 'refreshToken', 'username', 'user_role'].map((key) => storage.getItem(key))).toEqual([null, null, null, null]);
    expect(storage.getItem('notification')).toBe('{}');
  });

  it('keeps working when the storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const tokens = createTokenStore(broken);
    expect(() => tokens.setTokens({ access: 'a', refresh: 'b' })).not.toThrow();
    expect(tokens.getAccess()).toBeNull();
  });

  it('defaults to localStorage when usable, else memory', () => {
    const local = createMemoryStorage();
    vi.stubGlobal('localStorage', local);
    expect(defaultStorage()).toBe(local);
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('SecurityError');
      },
    });
    expect(defaultStorage()).not.toBe(local);
    vi.stubGlobal('localStorage', undefined);
    const memory = defaultStorage();
    memory.setItem('token', 'x');
    expect(memory.getItem('token')).toBe('x');
  });
});

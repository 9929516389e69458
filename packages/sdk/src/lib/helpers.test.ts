import { describe, expect, it, vi } from 'vitest';
import { decodeBase64Url } from './base64url';
import { compactEntries } from './compact-entries';
import { createLogger, silentLogger } from './logger';
import { createMemoryStorage } from './memory-storage';
import { globalTimers } from './timers';

describe('decodeBase64Url', () => {
  it.each([
    ['eyJhIjoxfQ', '{"a":1}'],
    ['eyJhIjoxfQ==', '{"a":1}'],
    [Buffer.from('{"n":"Nguyễn Văn An"}').toString('base64url'), '{"n":"Nguyễn Văn An"}'],
    ['', ''],
    ['a', null],
    ['not base64!', null],
    [Buffer.from([0xff, 0xfe]).toString('base64url'), null],
  ])('decodes %j to %j', (input, expected) => {
    expect(decodeBase64Url(input)).toBe(expected);
  });
});

describe('compactEntries', () => {
  it('drops undefined, null and blank strings and trims the rest', () => {
    expect(compactEntries({ a: ' x ', b: '', c: null, d: undefined, e: '   ', f: 0 })).toEqual([
      ['a', 'x'],
      ['f', 0],
    ]);
  });
});

describe('createLogger', () => {
  it('prefixes every line and skips levels the sink lacks', () => {
    const sink = { warn: vi.fn(), error: vi.fn() };
    const log = createLogger('jobhub', sink);
    log.warn('token check failed', 1);
    log.info('dropped');
    expect(sink.warn).toHaveBeenCalledWith('[jobhub]', 'token check failed', 1);
    silentLogger.error('nothing');
  });
});

describe('createMemoryStorage', () => {
  it('stores strings and removes them', () => {
    const storage = createMemoryStorage({ a: '1' });
    storage.setItem('b', '2');
    storage.removeItem('a');
    expect([storage.getItem('a'), storage.getItem('b')]).toEqual([null, '2']);
  });
});

describe('globalTimers', () => {
  it('delegates to the current global timers (fake timers apply)', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const timeout = globalTimers.setTimeout(fn, 10);
    const interval = globalTimers.setInterval(fn, 5);
    vi.advanceTimersByTime(10);
    expect(fn).toHaveBeenCalledTimes(3);
    globalTimers.clearTimeout(timeout);
    globalTimers.clearInterval(interval);
    vi.advanceTimersByTime(100);
    expect(fn).toHaveBeenCalledTimes(3);
    vi.useRealTimers();
  });
});

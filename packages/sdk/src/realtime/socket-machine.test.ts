import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { globalTimers } from '../lib/timers';
import { flush } from '../testing/fake-fetch';
import { FakeSocket } from '../testing/fake-socket';
import { FAST_RECONNECT_ATTEMPTS, reconnectDelay } from '../rules/reconnect-delay';
import {
  CLIENT_PING_INTERVAL_MS,
  CONNECT_TIMEOUT_MS,
  CONNECTION_CHECK_INTERVAL_MS,
  createSocketMachine,
  PONG_TIMEOUT_MS,
  SOCKET_TRANSITIONS,
  START_CHECK_DELAY_MS,
  type SocketMachineOptions,
} from './socket-machine';

/** The injected random source: a constant, so each wait is known (the rule's own test covers the spread). */
const RANDOM = 0.5;
/** The wait before the reconnect after `failures` failures in a row, with {@link RANDOM}. */
const waitAfter = (failures: number) => reconnectDelay(failures, () => RANDOM);

const URLS = ['wss://api.jobhub.vn/api/ws/notifications/', 'wss://api.jobhub.vn/ws/notifications/'];
const NOTIFICATION = { type: 'new_application', id: 1, title: 'Hồ sơ mới', message: 'An ứng tuyển', link: null, object_id: 3, is_read: false, created_at: '2026-03-05T10:00:00Z' };
const CHAT = { type: 'new_message', message_id: 9, sender_id: 8, recipient_id: 7, content: 'Chào', is_read: false, created_at: '2026-03-05T10:00:00Z', recipient_fullname: 'An' };

function setup(overrides: Partial<SocketMachineOptions> = {}) {
  const logger = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const onFrame = vi.fn();
  const onResync = vi.fn();
  const getToken = vi.fn(async () => 'token-1');
  const machine = createSocketMachine({
    urls: URLS, WebSocket: FakeSocket, getToken, timers: globalTimers, logger, onFrame, onResync, random: () => RANDOM, ...overrides,
  });
  return { machine, logger, onFrame, onResync, getToken };
}

async function connectOnce() {
  const socket = FakeSocket.last();
  socket.open();
  await flush();
  socket.receive({ type: 'auth_success' });
  return socket;
}

describe('createSocketMachine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.reset();
  });
  afterEach(() => vi.useRealTimers());

  it('authenticates with a fresh token after open and becomes connected', async () => {
    const { machine, getToken } = setup();
    machine.start();
    expect([machine.$state.get(), machine.$status.get()]).toEqual(['connecting', 'connecting']);
    const socket = FakeSocket.last();
    expect(socket.url).toBe(URLS[0]);
    socket.open();
    expect(machine.$state.get()).toBe('authenticating');
    await flush();
    expect(getToken).toHaveBeenCalledTimes(1);
    expect(socket.sent).toEqual([{ type: 'authenticate', token: 'token-1' }]);
    socket.receive({ type: 'auth_required' });
    await flush();
    expect(socket.sent).toHaveLength(2);
    socket.receive({ type: 'auth_success' });
    expect([machine.$state.get(), machine.$status.get()]).toEqual(['connected', 'connected']);
  });

  it('closes and never reconnects after auth_fail', async () => {
    const { machine } = setup();
    machine.start();
    const socket = FakeSocket.last();
    socket.open();
    await flush();
    socket.receive({ type: 'auth_fail' });
    expect(socket.closedWith).toBe(1000);
    expect(machine.$state.get()).toBe('stopped');
    vi.advanceTimersByTime(CONNECTION_CHECK_INTERVAL_MS * 3);
    machine.wake();
    expect(FakeSocket.instances).toHaveLength(1);
    machine.start();
    expect(FakeSocket.instances).toHaveLength(2);
  });

  it('reconnects after the first backoff wait after a close with a code other than 1000 and emits resync once connected again', async () => {
    const { machine, onResync } = setup();
    machine.start();
    const first = await connectOnce();
    vi.advanceTimersByTime(START_CHECK_DELAY_MS);
    expect(onResync).not.toHaveBeenCalled();
    first.serverClose(1006);
    expect(machine.$state.get()).toBe('waiting');
    expect(machine.$status.get()).toBe('disconnected');
    vi.advanceTimersByTime(waitAfter(1) - 1);
    expect(FakeSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.instances).toHaveLength(2);
    expect(FakeSocket.last().url).toBe(URLS[0]); // it had opened: stay on the primary path
    await connectOnce();
    expect(onResync).toHaveBeenCalledTimes(1);
  });

  it('does not reconnect at once after a normal close (1000), only on wake or the 30 s check', async () => {
    const { machine } = setup();
    machine.start();
    const socket = await connectOnce();
    vi.advanceTimersByTime(START_CHECK_DELAY_MS);
    socket.serverClose(1000);
    expect(machine.$state.get()).toBe('stopped');
    vi.advanceTimersByTime(CONNECTION_CHECK_INTERVAL_MS - START_CHECK_DELAY_MS - 1);
    expect(FakeSocket.instances).toHaveLength(1);
    machine.wake();
    expect(FakeSocket.instances).toHaveLength(2);
  });

  it('backs off exponentially, falls back to /ws/notifications/, and never gives up', async () => {
    const { machine, logger } = setup();
    machine.start();
    vi.advanceTimersByTime(START_CHECK_DELAY_MS - 1);
    FakeSocket.last().fail();
    const waits: number[] = [];
    for (let attempt = 2; attempt <= 30; attempt++) {
      const wait = waitAfter(attempt - 1);
      waits.push(wait);
      vi.advanceTimersByTime(wait - 1);
      expect(FakeSocket.instances).toHaveLength(attempt - 1);
      expect(machine.$state.get()).toBe('waiting');
      vi.advanceTimersByTime(1);
      expect(FakeSocket.instances).toHaveLength(attempt);
      FakeSocket.last().fail();
    }
    expect(waits.slice(0, 9)).toEqual([125, 250, 500, 1000, 2000, 4000, 5000, 5000, 22_500]);
    expect(Math.max(...waits)).toBe(225_000);
    expect(FakeSocket.instances.slice(0, 4).map((socket) => socket.url)).toEqual([URLS[0], URLS[1], URLS[0], URLS[1]]);
    expect(machine.$state.get()).toBe('waiting');
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining(`attempt ${FAST_RECONNECT_ATTEMPTS + 1}`));
  });

  it('spreads reconnects with the injected random source (full jitter)', () => {
    for (const [random, wait] of [[0, 0], [0.99, 247]] as const) {
      FakeSocket.reset();
      const { machine } = setup({ random: () => random });
      machine.start();
      FakeSocket.last().fail();
      vi.advanceTimersByTime(wait);
      expect(FakeSocket.instances).toHaveLength(2);
      machine.stop();
    }
  });

  it('retries at once on wake (online, page visible) while a slow-tier wait runs, with a fresh count', async () => {
    const { machine } = setup();
    machine.start();
    for (let failures = 1; failures <= FAST_RECONNECT_ATTEMPTS + 2; failures++) {
      FakeSocket.last().fail();
      if (failures <= FAST_RECONNECT_ATTEMPTS + 1) vi.advanceTimersByTime(waitAfter(failures));
    }
    const count = FakeSocket.instances.length;
    expect(machine.$state.get()).toBe('waiting');
    machine.wake();
    expect(FakeSocket.instances).toHaveLength(count + 1);
    FakeSocket.last().fail();
    vi.advanceTimersByTime(waitAfter(1));
    expect(FakeSocket.instances).toHaveLength(count + 2); // back on the fast tier
  });

  it('takes the slow tier at once when the server refuses (1008, 1013)', async () => {
    for (const code of [1008, 1013]) {
      FakeSocket.reset();
      const { machine } = setup();
      machine.start();
      await connectOnce();
      FakeSocket.last().serverClose(code);
      vi.advanceTimersByTime(waitAfter(FAST_RECONNECT_ATTEMPTS + 1) - 1);
      expect(FakeSocket.instances).toHaveLength(1);
      vi.advanceTimersByTime(1);
      expect(FakeSocket.instances).toHaveLength(2);
      machine.stop();
    }
  });

  it('fails an attempt that is not authenticated within the connect timeout, open or not', async () => {
    const { machine } = setup();
    machine.start();
    await connectOnce();
    vi.advanceTimersByTime(START_CHECK_DELAY_MS);
    FakeSocket.last().serverClose(1006);
    vi.advanceTimersByTime(waitAfter(1));
    const silent = FakeSocket.last(); // never opens
    vi.advanceTimersByTime(CONNECT_TIMEOUT_MS - 1);
    expect(machine.$state.get()).toBe('connecting');
    vi.advanceTimersByTime(1);
    expect(silent.closedWith).toBe(1000);
    expect(machine.$state.get()).toBe('waiting');
    vi.advanceTimersByTime(waitAfter(2));
    const mute = FakeSocket.last(); // opens, but the server never answers the authenticate frame
    mute.open();
    await flush();
    vi.advanceTimersByTime(CONNECT_TIMEOUT_MS - 1);
    expect(machine.$state.get()).toBe('authenticating');
    vi.advanceTimersByTime(1);
    expect(mute.closedWith).toBe(1000);
    expect(machine.$state.get()).toBe('waiting');
    vi.advanceTimersByTime(waitAfter(3));
    await connectOnce();
    vi.advanceTimersByTime(CONNECT_TIMEOUT_MS); // no timeout once connected
    expect(machine.$state.get()).toBe('connected');
  });

  it('reconnects when not connected 2 s after start', async () => {
    const { machine } = setup();
    machine.start();
    const stuck = FakeSocket.last();
    vi.advanceTimersByTime(START_CHECK_DELAY_MS);
    expect(stuck.closedWith).toBe(1000);
    expect(FakeSocket.instances).toHaveLength(2);
    await connectOnce();
    vi.advanceTimersByTime(START_CHECK_DELAY_MS * 5);
    expect(FakeSocket.instances).toHaveLength(2);
  });

  it('checks every 30 s for every user, reopening a connection the server closed', async () => {
    const { machine } = setup();
    machine.start();
    await connectOnce();
    vi.advanceTimersByTime(START_CHECK_DELAY_MS);
    FakeSocket.last().serverClose(1000);
    vi.advanceTimersByTime(CONNECTION_CHECK_INTERVAL_MS - START_CHECK_DELAY_MS);
    expect(FakeSocket.instances).toHaveLength(2);
    await connectOnce();
    vi.advanceTimersByTime(CONNECTION_CHECK_INTERVAL_MS);
    expect(FakeSocket.instances).toHaveLength(2);
  });

  it('routes chat frames and notifications, and drops malformed frames with a debug log', async () => {
    const { machine, onFrame, logger } = setup();
    machine.start();
    const socket = await connectOnce();
    socket.receive(NOTIFICATION);
    socket.receive(CHAT);
    socket.receive({ ...CHAT, type: 'chat_message' });
    socket.receive('not json');
    socket.receive({ type: 'new_message', content: 'no ids' });
    socket.receive({ type: 'system' });
    socket.receive({ no: 'type' });
    socket.onmessage?.({ data: new ArrayBuffer(2) });
    expect(onFrame.mock.calls.map(([frame]) => frame.kind)).toEqual(['notification', 'chat', 'chat']);
    expect(onFrame.mock.calls[0]?.[0].frame).toEqual(NOTIFICATION);
    expect(logger.debug).toHaveBeenCalledTimes(5);
  });

  it('stops when signed out, and retries when the token cannot be fetched', async () => {
    const getToken = vi.fn<() => Promise<string | null>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(null);
    const { machine } = setup({ getToken });
    machine.start();
    FakeSocket.last().open();
    await flush();
    expect(machine.$state.get()).toBe('waiting');
    vi.advanceTimersByTime(waitAfter(1));
    FakeSocket.last().open();
    await flush();
    expect(machine.$state.get()).toBe('idle');
    expect(FakeSocket.last().sent).toEqual([]);
  });

  it('stop closes with 1000 and ignores late events of the old socket', async () => {
    const { machine, onFrame } = setup();
    machine.start();
    machine.start(); // already connecting: no second socket
    expect(FakeSocket.instances).toHaveLength(1);
    const socket = await connectOnce();
    machine.stop();
    expect(socket.closedWith).toBe(1000);
    expect(machine.$status.get()).toBe('disconnected');
    socket.receive(NOTIFICATION);
    expect(onFrame).not.toHaveBeenCalled();
    machine.wake(); // not wanted
    vi.advanceTimersByTime(CONNECTION_CHECK_INTERVAL_MS);
    expect(FakeSocket.instances).toHaveLength(1);
  });

  it('counts a throwing constructor as a failed attempt and stops without URLs', () => {
    const Broken = vi.fn(() => {
      throw new Error('blocked');
    }) as unknown as typeof FakeSocket;
    const { machine } = setup({ WebSocket: Broken });
    machine.start();
    expect(machine.$state.get()).toBe('waiting');
    const none = setup({ urls: [] });
    none.machine.start();
    expect(none.machine.$state.get()).toBe('stopped');
    expect(none.logger.warn).toHaveBeenCalled();
  });

  it('pings every 30 s while connected and keeps the connection while pongs come back', async () => {
    const { machine } = setup();
    machine.start();
    const socket = await connectOnce();
    vi.advanceTimersByTime(CLIENT_PING_INTERVAL_MS);
    expect(socket.sent.at(-1)).toEqual({ type: 'ping' });
    socket.receive({ type: 'pong' });
    vi.advanceTimersByTime(PONG_TIMEOUT_MS);
    expect(machine.$state.get()).toBe('connected');
    vi.advanceTimersByTime(CLIENT_PING_INTERVAL_MS - PONG_TIMEOUT_MS);
    expect(socket.sent.filter((frame) => (frame as { type: string }).type === 'ping')).toHaveLength(2);
    expect(FakeSocket.instances).toHaveLength(1);
  });

  it('reconnects at once when a ping gets no pong within 10 s, and resyncs after', async () => {
    const { machine, onResync } = setup();
    machine.start();
    const socket = await connectOnce();
    vi.advanceTimersByTime(CLIENT_PING_INTERVAL_MS + PONG_TIMEOUT_MS - 1);
    expect(FakeSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(socket.closedWith).toBe(1000);
    expect(FakeSocket.instances).toHaveLength(2);
    expect(FakeSocket.last().url).toBe(URLS[0]);
    expect(machine.$state.get()).toBe('connecting');
    await connectOnce();
    expect(onResync).toHaveBeenCalledTimes(1);
  });

  it('sends no ping unless connected', async () => {
    const { machine } = setup();
    machine.start();
    FakeSocket.last().open();
    vi.advanceTimersByTime(CLIENT_PING_INTERVAL_MS);
    expect(FakeSocket.instances.flatMap((socket) => socket.sent).filter((frame) => (frame as { type: string }).type === 'ping')).toEqual([]);
  });

  it('moves only along its declared transitions', async () => {
    const seen: string[] = [];
    const { machine, logger } = setup();
    machine.$state.listen((state) => seen.push(state));
    machine.start();
    await connectOnce();
    FakeSocket.last().serverClose(1006);
    vi.advanceTimersByTime(waitAfter(1));
    await connectOnce();
    FakeSocket.last().serverClose(1000);
    machine.wake();
    FakeSocket.last().open();
    await flush();
    FakeSocket.last().receive({ type: 'auth_fail' });
    machine.stop();
    const pairs = seen.map((state, index) => [index === 0 ? 'idle' : seen[index - 1], state] as const);
    for (const [from, to] of pairs) expect(SOCKET_TRANSITIONS[from as keyof typeof SOCKET_TRANSITIONS]).toContain(to);
    expect(seen).toEqual([
      'connecting', 'authenticating', 'connected', 'waiting', 'connecting', 'authenticating', 'connected',
      'stopped', 'connecting', 'authenticating', 'stopped', 'idle',
    ]);
    expect(logger.error).not.toHaveBeenCalled();
  });
});

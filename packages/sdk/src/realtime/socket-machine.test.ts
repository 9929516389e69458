import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { globalTimers } from '../lib/timers';
import { flush } from '../testing/fake-fetch';
import { FakeSocket } from '../testing/fake-socket';
import {
  CLIENT_PING_INTERVAL_MS,
  createSocketMachine,
  MAX_CONNECT_ATTEMPTS,
  PONG_TIMEOUT_MS,
  SOCKET_TRANSITIONS,
  PREMIUM_CHECK_INTERVAL_MS,
  RECONNECT_DELAY_MS,
  START_CHECK_DELAY_MS,
  type SocketMachineOptions,
} from './socket-machine';

const URLS = ['wss://api.jobhub.vn/api/ws/notifications/', 'wss://api.jobhub.vn/ws/notifications/'];
const NOTIFICATION = { type: 'new_application', id: 1, title: 'Hồ sơ mới', message: 'An ứng tuyển', link: null, object_id: 3, is_read: false, created_at: '2026-03-05T10:00:00Z' };
const CHAT = { type: 'new_message', message_id: 9, sender_id: 8, recipient_id: 7, content: 'Chào', is_read: false, created_at: '2026-03-05T10:00:00Z', recipient_fullname: 'An' };

function setup(overrides: Partial<SocketMachineOptions> = {}) {
  const logger = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const onFrame = vi.fn();
  const onResync = vi.fn();
  const getToken = vi.fn(async () => 'token-1');
  const machine = createSocketMachine({ urls: URLS, WebSocket: FakeSocket, getToken, timers: globalTimers, logger, onFrame, onResync, ...overrides });
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
    vi.advanceTimersByTime(PREMIUM_CHECK_INTERVAL_MS * 3);
    machine.wake();
    expect(FakeSocket.instances).toHaveLength(1);
    machine.start();
    expect(FakeSocket.instances).toHaveLength(2);
  });

  it('reconnects 3 s after a close with a code other than 1000 and emits resync once connected again', async () => {
    const { machine, onResync } = setup();
    machine.start();
    const first = await connectOnce();
    vi.advanceTimersByTime(START_CHECK_DELAY_MS);
    expect(onResync).not.toHaveBeenCalled();
    first.serverClose(1006);
    expect(machine.$state.get()).toBe('waiting');
    expect(machine.$status.get()).toBe('disconnected');
    vi.advanceTimersByTime(RECONNECT_DELAY_MS - 1);
    expect(FakeSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.instances).toHaveLength(2);
    expect(FakeSocket.last().url).toBe(URLS[0]); // it had opened: stay on the primary path
    await connectOnce();
    expect(onResync).toHaveBeenCalledTimes(1);
  });

  it('does not reconnect after a normal close (1000)', async () => {
    const { machine } = setup();
    machine.start();
    const socket = await connectOnce();
    vi.advanceTimersByTime(START_CHECK_DELAY_MS);
    socket.serverClose(1000);
    expect(machine.$state.get()).toBe('stopped');
    vi.advanceTimersByTime(RECONNECT_DELAY_MS * 10);
    expect(FakeSocket.instances).toHaveLength(1);
    machine.wake();
    expect(FakeSocket.instances).toHaveLength(2);
  });

  it('retries errors every 3 s, falls back to /ws/notifications/, and stops after 5 attempts until woken', async () => {
    const { machine, logger } = setup();
    machine.start();
    vi.advanceTimersByTime(START_CHECK_DELAY_MS - 1);
    FakeSocket.last().fail();
    for (let attempt = 2; attempt <= MAX_CONNECT_ATTEMPTS; attempt++) {
      vi.advanceTimersByTime(RECONNECT_DELAY_MS);
      expect(FakeSocket.instances).toHaveLength(attempt);
      FakeSocket.last().fail();
    }
    expect(FakeSocket.instances.map((socket) => socket.url)).toEqual([URLS[0], URLS[1], URLS[0], URLS[1], URLS[0]]);
    expect(machine.$state.get()).toBe('stopped');
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining('giving up after 5 attempts'));
    vi.advanceTimersByTime(RECONNECT_DELAY_MS * 10);
    expect(FakeSocket.instances).toHaveLength(MAX_CONNECT_ATTEMPTS);
    machine.wake();
    expect(FakeSocket.instances).toHaveLength(MAX_CONNECT_ATTEMPTS + 1);
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

  it('checks every 30 s only while the user is Premium', async () => {
    let premium = false;
    const { machine } = setup({ isPremium: () => premium });
    machine.start();
    await connectOnce();
    vi.advanceTimersByTime(START_CHECK_DELAY_MS);
    FakeSocket.last().serverClose(1000);
    vi.advanceTimersByTime(PREMIUM_CHECK_INTERVAL_MS - START_CHECK_DELAY_MS);
    expect(FakeSocket.instances).toHaveLength(1);
    premium = true;
    vi.advanceTimersByTime(PREMIUM_CHECK_INTERVAL_MS);
    expect(FakeSocket.instances).toHaveLength(2);
    await connectOnce();
    FakeSocket.last().serverClose(1000);
    vi.advanceTimersByTime(PREMIUM_CHECK_INTERVAL_MS);
    expect(FakeSocket.instances).toHaveLength(3);
    await connectOnce();
    vi.advanceTimersByTime(PREMIUM_CHECK_INTERVAL_MS);
    expect(FakeSocket.instances).toHaveLength(3);
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
    vi.advanceTimersByTime(RECONNECT_DELAY_MS);
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
    vi.advanceTimersByTime(PREMIUM_CHECK_INTERVAL_MS);
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
    vi.advanceTimersByTime(RECONNECT_DELAY_MS);
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

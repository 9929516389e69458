import { atom, type ReadableAtom } from 'nanostores';
import { NORMAL_CLOSE_CODE, type AuthenticateFrame } from '../contract/realtime';
import type { Logger } from '../lib/logger';
import type { TimerHandle, Timers } from '../lib/timers';
import { decodeFrame, type IncomingFrame } from './decode-frame';

/** Delay before a reconnect after a failure or an abnormal close (SPEC §9: 3 s). */
export const RECONNECT_DELAY_MS = 3000;
/** Failed connection attempts in a row before the machine stops (SPEC §9: 5). */
export const MAX_CONNECT_ATTEMPTS = 5;
/** The machine checks this long after a start that it is connected, else reconnects (SPEC §9: 2 s). */
export const START_CHECK_DELAY_MS = 2000;
/** While a Premium user is signed in, the connection is checked this often (SPEC §9: 30 s). */
export const PREMIUM_CHECK_INTERVAL_MS = 30_000;

/**
 * Internal states: `idle` (not started or stopped by the caller), `connecting` (socket opening),
 * `authenticating` (open, waiting for auth_success), `connected`, `waiting` (a reconnect is
 * scheduled), `stopped` (gave up after 5 failed attempts, or auth_fail: fatal).
 */
export type SocketState = 'idle' | 'connecting' | 'authenticating' | 'connected' | 'waiting' | 'stopped';

/** The public connection status (SPEC §4 Real-time states). */
export type RealtimeStatus = 'connecting' | 'connected' | 'disconnected';

/** The part of a WebSocket the machine uses; the browser's WebSocket fits. */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number; reason?: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

/** A WebSocket constructor (the global `WebSocket`, or a fake in tests). */
export type WebSocketClass = new (url: string) => SocketLike;

/** Dependencies of {@link createSocketMachine}. */
export interface SocketMachineOptions {
  /** URLs to try, primary first; the next one is used after a socket that never opened. */
  urls: readonly string[];
  WebSocket: WebSocketClass;
  /**
   * A fresh access token for the authenticate frame, `null` when signed out (the machine stops).
   * A rejection counts as a failed attempt.
   */
  getToken: () => Promise<string | null>;
  timers: Timers;
  logger: Logger;
  /** Enables the 30 s connection check (default: never). */
  isPremium?: () => boolean;
  /** A decoded chat or notification frame. */
  onFrame: (frame: Exclude<IncomingFrame, { kind: 'control' }>) => void;
  /** Called after every successful reconnect (not the first connection). */
  onResync: () => void;
}

/** The socket state machine. */
export interface SocketMachine {
  readonly $state: ReadableAtom<SocketState>;
  readonly $status: ReadableAtom<RealtimeStatus>;
  /** Connects (or keeps the live connection), clearing a fatal stop and the attempt count. */
  start(): void;
  /** Closes with code 1000 and stays idle until `start`. */
  stop(): void;
  /** Online/focus: reconnects now unless connected, connecting, idle or stopped by auth_fail. */
  wake(): void;
}

const OPEN = 1;
const ACTIVE: readonly SocketState[] = ['connecting', 'authenticating', 'connected'];

function toStatus(state: SocketState): RealtimeStatus {
  if (state === 'connected') return 'connected';
  return state === 'connecting' || state === 'authenticating' ? 'connecting' : 'disconnected';
}

/**
 * Creates the WebSocket state machine of SPEC §4 Real-time.
 *
 * - open → `authenticating`: sends `{type:'authenticate', token}` (token from `getToken`);
 *   auth_required re-sends it; auth_success → `connected`; auth_fail closes and stops (fatal).
 * - A close with a code other than 1000, or an error, schedules a reconnect after 3 s; after 5
 *   failed attempts in a row it stops until `start`, `wake` or the Premium check. A socket that
 *   never opened moves on to the next URL (the fallback path).
 * - 2 s after `start` it reconnects unless connected; while `isPremium()` it checks every 30 s.
 * - Malformed frames are logged at debug level and dropped.
 *
 * @example
 * const machine = createSocketMachine({ urls, WebSocket, getToken, timers, logger, onFrame, onResync });
 * machine.start();
 * machine.$status.subscribe(render);
 */
export function createSocketMachine(options: SocketMachineOptions): SocketMachine {
  const { timers, logger } = options;
  const $state = atom<SocketState>('idle');
  const $status = atom<RealtimeStatus>('disconnected');
  let socket: SocketLike | undefined;
  let generation = 0;
  let opened = false;
  let attempts = 0;
  let urlIndex = 0;
  let fatal = false;
  let wanted = false;
  let everConnected = false;
  let reconnectTimer: TimerHandle | undefined;
  let startCheckTimer: TimerHandle | undefined;
  let premiumInterval: TimerHandle | undefined;

  const setState = (state: SocketState) => {
    $state.set(state);
    $status.set(toStatus(state));
  };
  const isActive = () => ACTIVE.includes($state.get());

  function clearTimers(all: boolean): void {
    if (reconnectTimer !== undefined) timers.clearTimeout(reconnectTimer);
    reconnectTimer = undefined;
    if (!all) return;
    if (startCheckTimer !== undefined) timers.clearTimeout(startCheckTimer);
    if (premiumInterval !== undefined) timers.clearInterval(premiumInterval);
    startCheckTimer = premiumInterval = undefined;
  }

  /** Detaches the current socket (its late events are ignored) and closes it normally. */
  function drop(): void {
    generation++;
    const current = socket;
    socket = undefined;
    if (!current) return;
    current.onopen = current.onmessage = current.onclose = current.onerror = null;
    try {
      current.close(NORMAL_CLOSE_CODE);
    } catch (error) {
      logger.debug('socket close failed', error);
    }
  }

  function failure(reason: string): void {
    drop();
    attempts++;
    if (!opened) urlIndex = (urlIndex + 1) % Math.max(options.urls.length, 1);
    if (attempts >= MAX_CONNECT_ATTEMPTS) {
      logger.warn(`realtime: ${reason}; giving up after ${attempts} attempts`);
      clearTimers(false);
      setState('stopped');
      return;
    }
    logger.debug(`realtime: ${reason}; reconnecting in ${RECONNECT_DELAY_MS} ms`);
    setState('waiting');
    clearTimers(false);
    reconnectTimer = timers.setTimeout(open, RECONNECT_DELAY_MS);
  }

  function halt(state: 'idle' | 'stopped'): void {
    clearTimers(true);
    drop();
    setState(state);
  }

  async function authenticate(gen: number): Promise<void> {
    let token: string | null;
    try {
      token = await options.getToken();
    } catch (error) {
      if (gen !== generation) return;
      logger.debug('realtime: no token for the socket', error);
      failure('token unavailable');
      return;
    }
    if (gen !== generation) return;
    if (!token) {
      halt('idle');
      return;
    }
    if (socket?.readyState !== OPEN) return;
    const frame: AuthenticateFrame = { type: 'authenticate', token };
    socket.send(JSON.stringify(frame));
  }

  function onMessage(gen: number, data: unknown): void {
    const decoded = decodeFrame(data);
    if (!decoded.frame) {
      logger.debug(`realtime: dropped a frame (${decoded.reason})`);
      return;
    }
    const { frame } = decoded;
    if (frame.kind !== 'control') {
      options.onFrame(frame);
      return;
    }
    if (frame.type === 'auth_required') void authenticate(gen);
    else if (frame.type === 'auth_success') {
      attempts = 0;
      setState('connected');
      if (everConnected) options.onResync();
      everConnected = true;
    } else {
      logger.warn('realtime: authentication refused; not reconnecting');
      fatal = true;
      halt('stopped');
    }
  }

  function open(): void {
    clearTimers(false);
    drop();
    const url = options.urls[urlIndex];
    if (url === undefined) {
      logger.warn('realtime: no socket URL (set baseUrl)');
      halt('stopped');
      return;
    }
    const gen = generation;
    opened = false;
    setState('connecting');
    let ws: SocketLike;
    try {
      ws = new options.WebSocket(url);
    } catch (error) {
      logger.debug('realtime: socket constructor failed', error);
      failure('cannot open the socket');
      return;
    }
    socket = ws;
    ws.onopen = () => {
      if (gen !== generation) return;
      opened = true;
      setState('authenticating');
      void authenticate(gen);
    };
    ws.onmessage = (event) => {
      if (gen === generation) onMessage(gen, event.data);
    };
    ws.onerror = () => {
      if (gen === generation) failure('socket error');
    };
    ws.onclose = (event) => {
      if (gen !== generation) return;
      if (event.code !== NORMAL_CLOSE_CODE) failure(`closed with code ${event.code}`);
      else {
        // A normal close from the server: no automatic reconnect (SPEC §4).
        socket = undefined;
        generation++;
        setState('stopped');
      }
    };
  }

  /** The 2 s start check and the Premium check: reconnect unless connected or a retry is already scheduled. */
  function check(): void {
    const state = $state.get();
    if (!wanted || fatal || state === 'connected' || state === 'waiting') return;
    attempts = 0;
    open();
  }

  return {
    $state,
    $status,
    start() {
      wanted = true;
      fatal = false;
      attempts = 0;
      if (isActive()) return;
      clearTimers(true);
      open();
      startCheckTimer = timers.setTimeout(() => {
        startCheckTimer = undefined;
        check();
      }, START_CHECK_DELAY_MS);
      premiumInterval = timers.setInterval(() => {
        if (options.isPremium?.()) check();
      }, PREMIUM_CHECK_INTERVAL_MS);
    },
    stop() {
      wanted = false;
      halt('idle');
    },
    wake() {
      if (!wanted || fatal || isActive()) return;
      attempts = 0;
      open();
    },
  };
}

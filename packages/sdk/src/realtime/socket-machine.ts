import { atom, type ReadableAtom } from 'nanostores';
import { NORMAL_CLOSE_CODE, type AuthenticateFrame, type PingFrame } from '../contract/realtime';
import type { Logger } from '../lib/logger';
import type { TimerHandle, Timers } from '../lib/timers';
import { FAST_RECONNECT_ATTEMPTS, reconnectDelay } from '../rules/reconnect-delay';
import { decodeFrame, type IncomingFrame } from './decode-frame';

/** The machine checks this long after a start that it is connected, else reconnects (SPEC §9: 2 s). */
export const START_CHECK_DELAY_MS = 2000;
/**
 * For every user alike, the connection is checked this often and reopened when the server had
 * closed it normally (SPEC §9's 30 s check, once only for Premium users).
 */
export const CONNECTION_CHECK_INTERVAL_MS = 30_000;
/**
 * An attempt that is not authenticated this long after the socket was created (connect plus the
 * auth handshake) fails and is retried: a half-open connection never leaves the client waiting.
 * The server closes unauthenticated sockets after 10 s too (SOCKET_AUTH_TIMEOUT_MS).
 */
export const CONNECT_TIMEOUT_MS = 10_000;
/**
 * Close codes by which the server refuses the client for now (1008 policy: too many sockets or
 * frames; 1013 try again later: too many pending sockets from the address): the next attempt
 * takes the slow reconnect tier at once.
 */
const REFUSED_CLOSE_CODES = [1008, 1013];
/**
 * A connected socket sends `{type:'ping'}` this often. Browsers cannot send WebSocket ping frames,
 * and a connection a proxy or a sleeping laptop dropped silently is only noticed by writing to it.
 */
export const CLIENT_PING_INTERVAL_MS = 30_000;
/** A ping not answered by `{type:'pong'}` within this long means the connection is dead: reconnect. */
export const PONG_TIMEOUT_MS = 10_000;

/**
 * Internal states: `idle` (not started or stopped by the caller), `connecting` (socket opening),
 * `authenticating` (open, waiting for auth_success), `connected`, `waiting` (a reconnect is
 * scheduled), `stopped` (closed normally by the server, or auth_fail: fatal). The machine never
 * gives up on failures: it keeps retrying on the slow tier.
 */
export type SocketState = 'idle' | 'connecting' | 'authenticating' | 'connected' | 'waiting' | 'stopped';

/** Why the machine stopped: only `auth_fail` is fatal (no wake, no check reconnects it). */
export type StopReason = 'server_closed' | 'auth_fail' | 'no_url';

/** What survives from one connection to the next while the machine is wanted. */
interface Attempt {
  /** Failed attempts in a row, which pick the reconnect delay (reset by auth_success and by start/wake/check). */
  failures: number;
  /** Index of the URL to open next. */
  url: number;
  /** A connection succeeded since `start`: the next success is a reconnect (resync). */
  resync: boolean;
}

/**
 * The machine's whole state: the named state and the data only that state has. There are no
 * other flags; `$state` is this value's name.
 */
type Machine =
  | { name: 'idle' }
  | ({ name: 'connecting'; socket: SocketLike | null } & Attempt) // null: the constructor threw
  | ({ name: 'authenticating'; socket: SocketLike } & Attempt)
  | ({ name: 'connected'; socket: SocketLike; pongTimer: TimerHandle | undefined } & Attempt)
  | ({ name: 'waiting'; timer: TimerHandle } & Attempt)
  | ({ name: 'stopped'; reason: StopReason } & Attempt);

/** The declared transitions; any other is a bug, logged and refused. */
export const SOCKET_TRANSITIONS: Readonly<Record<SocketState, readonly SocketState[]>> = {
  idle: ['connecting', 'stopped'],
  connecting: ['authenticating', 'waiting', 'stopped', 'idle', 'connecting'],
  authenticating: ['connected', 'waiting', 'stopped', 'idle', 'connecting'],
  connected: ['waiting', 'stopped', 'idle', 'connecting'],
  waiting: ['connecting', 'stopped', 'idle'],
  stopped: ['connecting', 'idle'],
};

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
  /** A number in [0, 1) for the reconnect jitter (default `Math.random`). */
  random?: () => number;
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
  /** Online / page visible: reconnects now unless connected, connecting, idle or stopped by auth_fail. */
  wake(): void;
}

const OPEN = 1;

/**
 * The public status of a machine state.
 *
 * @example
 * socketStatus('authenticating'); // 'connecting'
 */
export function socketStatus(state: SocketState): RealtimeStatus {
  if (state === 'connected') return 'connected';
  return state === 'connecting' || state === 'authenticating' ? 'connecting' : 'disconnected';
}

const PING_FRAME: PingFrame = { type: 'ping' };
const PING = JSON.stringify(PING_FRAME);

/**
 * Creates the WebSocket state machine of SPEC §4 Real-time.
 *
 * - open → `authenticating`: sends `{type:'authenticate', token}` (token from `getToken`);
 *   auth_required re-sends it; auth_success → `connected`; auth_fail closes and stops (fatal).
 * - A close with a code other than 1000, an error, or no auth_success within 10 s of creating the
 *   socket schedules a reconnect after {@link reconnectDelay} (exponential backoff with full jitter,
 *   250 ms to 10 s, then a slow tier up to 5 min; a close by which the server refuses us, 1008 or
 *   1013, goes to the slow tier at once). It never gives up; `wake` (online, page visible) retries
 *   at once. A socket that never opened moves on to the next URL (the fallback path).
 * - While connected it pings every 30 s and reconnects when no pong comes within 10 s.
 * - 2 s after `start` it reconnects unless connected; every 30 s it reopens a connection the server
 *   closed normally. The same for every user.
 * - Malformed frames are logged at debug level and dropped.
 *
 * @example
 * const machine = createSocketMachine({ urls, WebSocket, getToken, timers, logger, onFrame, onResync });
 * machine.start();
 * machine.$status.subscribe(render);
 */
export function createSocketMachine(options: SocketMachineOptions): SocketMachine {
  const { timers, logger } = options;
  let machine: Machine = { name: 'idle' };
  const $state = atom<SocketState>('idle');
  const $status = atom<RealtimeStatus>('disconnected');
  // The watch timers run exactly while the machine is not idle (started by start, cleared by halt).
  let startCheck: TimerHandle | undefined;
  let intervals: TimerHandle[] = [];
  /** The connect timeout of the current attempt, running while `connecting` or `authenticating`. */
  let attemptTimer: TimerHandle | undefined;
  const random = options.random ?? Math.random;

  function enter(next: Machine): void {
    if (!SOCKET_TRANSITIONS[machine.name].includes(next.name)) {
      logger.error(`realtime: refused transition ${machine.name} → ${next.name}`);
      return;
    }
    leave(machine);
    if (attemptTimer !== undefined && next.name !== 'authenticating') {
      timers.clearTimeout(attemptTimer);
      attemptTimer = undefined;
    }
    machine = next;
    $state.set(next.name);
    $status.set(socketStatus(next.name));
  }

  /** Releases what the state being left owns: its timer and, unless carried over, its socket. */
  function leave(state: Machine): void {
    if (state.name === 'waiting') timers.clearTimeout(state.timer);
    if (state.name === 'connected' && state.pongTimer !== undefined) timers.clearTimeout(state.pongTimer);
  }

  const attemptOf = (state: Machine): Attempt =>
    state.name === 'idle' ? { failures: 0, url: 0, resync: false } : { failures: state.failures, url: state.url, resync: state.resync };

  /** Detaches a socket (its late events are ignored) and closes it normally. */
  function drop(socket: SocketLike | undefined): void {
    if (!socket) return;
    socket.onopen = socket.onmessage = socket.onclose = socket.onerror = null;
    try {
      socket.close(NORMAL_CLOSE_CODE);
    } catch (error) {
      logger.debug('socket close failed', error);
    }
  }

  const socketOf = (state: Machine) => ('socket' in state ? (state.socket ?? undefined) : undefined);
  /** Whether `socket` is still the machine's current socket (late events of old ones are ignored). */
  const current = (socket: SocketLike) => socketOf(machine) === socket;

  /**
   * A failed attempt: reconnect after the backoff delay (the slow tier at once when `refused`). A
   * socket that never opened moves on to the fallback path; one that opened stays on its path.
   */
  function failure(reason: string, refused = false): void {
    const attempt = attemptOf(machine);
    const opened = machine.name !== 'connecting';
    drop(socketOf(machine));
    const failures = (refused ? Math.max(attempt.failures, FAST_RECONNECT_ATTEMPTS) : attempt.failures) + 1;
    const url = opened ? attempt.url : (attempt.url + 1) % Math.max(options.urls.length, 1);
    const next = { failures, url, resync: attempt.resync };
    const delay = reconnectDelay(failures, random);
    const line = `realtime: ${reason}; attempt ${failures}, reconnecting in ${delay} ms`;
    if (failures > FAST_RECONNECT_ATTEMPTS) logger.warn(line);
    else logger.debug(line);
    enter({ name: 'waiting', timer: timers.setTimeout(() => open(next), delay), ...next });
  }

  function stopWith(reason: StopReason): void {
    drop(socketOf(machine));
    enter({ name: 'stopped', reason, ...attemptOf(machine) });
  }

  async function authenticate(socket: SocketLike): Promise<void> {
    let token: string | null;
    try {
      token = await options.getToken();
    } catch (error) {
      if (!current(socket)) return;
      logger.debug('realtime: no token for the socket', error);
      failure('token unavailable');
      return;
    }
    if (!current(socket)) return;
    if (!token) {
      halt();
      return;
    }
    if (socket.readyState !== OPEN) return;
    const frame: AuthenticateFrame = { type: 'authenticate', token };
    socket.send(JSON.stringify(frame));
  }

  function ping(): void {
    const state = machine;
    if (state.name !== 'connected' || state.pongTimer !== undefined) return;
    state.socket.send(PING);
    state.pongTimer = timers.setTimeout(() => {
      if (machine !== state) return;
      logger.debug(`realtime: no pong within ${PONG_TIMEOUT_MS} ms; reconnecting`);
      state.pongTimer = undefined;
      open(attemptOf(state));
    }, PONG_TIMEOUT_MS);
  }

  function onMessage(socket: SocketLike, data: unknown): void {
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
    const state = machine;
    if (frame.type === 'pong') {
      if (state.name === 'connected' && state.pongTimer !== undefined) {
        timers.clearTimeout(state.pongTimer);
        state.pongTimer = undefined;
      }
    } else if (frame.type === 'auth_required') void authenticate(socket);
    else if (frame.type === 'auth_success') {
      if (state.name !== 'authenticating') return;
      enter({ name: 'connected', socket, pongTimer: undefined, failures: 0, url: state.url, resync: true });
      if (state.resync) options.onResync();
    } else {
      logger.warn('realtime: authentication refused; not reconnecting');
      stopWith('auth_fail');
    }
  }

  function open(attempt: Attempt): void {
    drop(socketOf(machine));
    const url = options.urls[attempt.url];
    if (url === undefined) {
      logger.warn('realtime: no socket URL (set baseUrl)');
      enter({ name: 'stopped', reason: 'no_url', ...attempt });
      return;
    }
    let socket: SocketLike;
    try {
      socket = new options.WebSocket(url);
    } catch (error) {
      logger.debug('realtime: socket constructor failed', error);
      enter({ name: 'connecting', socket: null, ...attempt });
      failure('cannot open the socket');
      return;
    }
    enter({ name: 'connecting', socket, ...attempt });
    attemptTimer = timers.setTimeout(() => {
      attemptTimer = undefined;
      if (current(socket)) failure(`not connected within ${CONNECT_TIMEOUT_MS} ms`);
    }, CONNECT_TIMEOUT_MS);
    socket.onopen = () => {
      if (!current(socket) || machine.name !== 'connecting') return;
      enter({ name: 'authenticating', socket, ...attemptOf(machine) });
      void authenticate(socket);
    };
    socket.onmessage = (event) => {
      if (current(socket)) onMessage(socket, event.data);
    };
    socket.onerror = () => {
      if (current(socket)) failure('socket error');
    };
    socket.onclose = (event) => {
      if (!current(socket)) return;
      if (event.code !== NORMAL_CLOSE_CODE) failure(`closed with code ${event.code}`, REFUSED_CLOSE_CODES.includes(event.code));
      // A normal close from the server: no automatic reconnect (SPEC §4).
      else enter({ name: 'stopped', reason: 'server_closed', ...attemptOf(machine) });
    };
  }

  function halt(): void {
    if (startCheck !== undefined) timers.clearTimeout(startCheck);
    for (const interval of intervals) timers.clearInterval(interval);
    startCheck = undefined;
    intervals = [];
    drop(socketOf(machine));
    enter({ name: 'idle' });
  }

  const fatal = () => machine.name === 'stopped' && machine.reason === 'auth_fail';
  /** A fresh try after start, wake or a check: the failure count starts again. */
  const reopen = () => open({ ...attemptOf(machine), failures: 0 });

  /** The 2 s start check and the 30 s check: reconnect unless connected or a retry is already scheduled. */
  function check(): void {
    const name = machine.name;
    if (name === 'idle' || fatal() || name === 'connected' || name === 'waiting') return;
    reopen();
  }

  return {
    $state,
    $status,
    start() {
      if (machine.name === 'connecting' || machine.name === 'authenticating' || machine.name === 'connected') {
        machine.failures = 0; // same state, fresh count
        return;
      }
      const wasIdle = machine.name === 'idle';
      reopen();
      if (!wasIdle) return; // the watch timers already run
      startCheck = timers.setTimeout(() => {
        startCheck = undefined;
        check();
      }, START_CHECK_DELAY_MS);
      intervals = [
        timers.setInterval(check, CONNECTION_CHECK_INTERVAL_MS),
        timers.setInterval(ping, CLIENT_PING_INTERVAL_MS),
      ];
    },
    stop() {
      if (machine.name !== 'idle') halt();
    },
    wake() {
      const name = machine.name;
      if (name === 'idle' || fatal() || name === 'connecting' || name === 'authenticating' || name === 'connected') return;
      reopen();
    },
  };
}

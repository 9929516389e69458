import type { ReadableAtom } from 'nanostores';
import { NORMAL_CLOSE_CODE } from '../contract/realtime';
import type { Logger } from '../lib/logger';
import type { TimerHandle, Timers } from '../lib/timers';
import { FAST_RECONNECT_ATTEMPTS, reconnectDelay } from '../rules/reconnect-delay';
import type { IncomingFrame } from './decode-frame';
import { createSocketHandshake } from './socket-handshake';
import { createMachineCell, type Attempt, type MachineCell, type RealtimeStatus, type SocketLike, type SocketState, type StopReason } from './socket-state';

export { PONG_TIMEOUT_MS } from './socket-handshake';
export { SOCKET_TRANSITIONS, socketStatus } from './socket-state';
export type { RealtimeStatus, SocketLike, SocketState } from './socket-state';

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

/**
 * A failed attempt: reconnect after the backoff delay (the slow tier at once when `refused`). A
 * socket that never opened moves on to the fallback path; one that opened stays on its path.
 */
function scheduleRetry(
  cell: MachineCell,
  { urls, timers, logger }: Pick<SocketMachineOptions, 'urls' | 'timers' | 'logger'>,
  { reason, refused, random, open }: { reason: string; refused: boolean; random: () => number; open: (attempt: Attempt) => void },
): void {
  const attempt = cell.attemptOf(cell.get());
  const opened = cell.get().name !== 'connecting';
  cell.dropSocket();
  const failures = (refused ? Math.max(attempt.failures, FAST_RECONNECT_ATTEMPTS) : attempt.failures) + 1;
  const url = opened ? attempt.url : (attempt.url + 1) % Math.max(urls.length, 1);
  const next = { failures, url, resync: attempt.resync };
  const delay = reconnectDelay(failures, random);
  const line = `realtime: ${reason}; attempt ${failures}, reconnecting in ${delay} ms`;
  if (failures > FAST_RECONNECT_ATTEMPTS) logger.warn(line);
  else logger.debug(line);
  cell.enter({ name: 'waiting', timer: timers.setTimeout(() => open(next), delay), ...next });
}

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
  const cell = createMachineCell(timers, logger);
  // The watch timers run exactly while the machine is not idle (started by start, cleared by halt).
  let startCheck: TimerHandle | undefined;
  let intervals: TimerHandle[] = [];
  const random = options.random ?? Math.random;
  const handshake = createSocketHandshake(cell, options, { failure: (reason) => failure(reason), halt, stopWith, open });

  const failure = (reason: string, refused = false) => scheduleRetry(cell, options, { reason, refused, random, open });

  function stopWith(reason: StopReason): void {
    cell.dropSocket();
    cell.enter({ name: 'stopped', reason, ...cell.attemptOf(cell.get()) });
  }

  /** Sends the socket's events to the machine while it is the current one. */
  function wire(socket: SocketLike): void {
    socket.onopen = () => {
      if (!cell.isCurrent(socket) || cell.get().name !== 'connecting') return;
      cell.enter({ name: 'authenticating', socket, ...cell.attemptOf(cell.get()) });
      void handshake.authenticate(socket);
    };
    socket.onmessage = (event) => {
      if (cell.isCurrent(socket)) handshake.onMessage(socket, event.data);
    };
    socket.onerror = () => {
      if (cell.isCurrent(socket)) failure('socket error');
    };
    socket.onclose = (event) => {
      if (!cell.isCurrent(socket)) return;
      if (event.code !== NORMAL_CLOSE_CODE) failure(`closed with code ${event.code}`, REFUSED_CLOSE_CODES.includes(event.code));
      // A normal close from the server: no automatic reconnect (SPEC §4).
      else cell.enter({ name: 'stopped', reason: 'server_closed', ...cell.attemptOf(cell.get()) });
    };
  }

  function open(attempt: Attempt): void {
    cell.dropSocket();
    const url = options.urls[attempt.url];
    if (url === undefined) {
      logger.warn('realtime: no socket URL (set baseUrl)');
      cell.enter({ name: 'stopped', reason: 'no_url', ...attempt });
      return;
    }
    let socket: SocketLike;
    try {
      socket = new options.WebSocket(url);
    } catch (error) {
      logger.debug('realtime: socket constructor failed', error);
      cell.enter({ name: 'connecting', socket: null, ...attempt });
      failure('cannot open the socket');
      return;
    }
    cell.enter({ name: 'connecting', socket, ...attempt });
    cell.armAttemptTimer(CONNECT_TIMEOUT_MS, () => {
      if (cell.isCurrent(socket)) failure(`not connected within ${CONNECT_TIMEOUT_MS} ms`);
    });
    wire(socket);
  }

  function halt(): void {
    if (startCheck !== undefined) timers.clearTimeout(startCheck);
    for (const interval of intervals) timers.clearInterval(interval);
    startCheck = undefined;
    intervals = [];
    cell.dropSocket();
    cell.enter({ name: 'idle' });
  }

  const fatal = () => {
    const machine = cell.get();
    return machine.name === 'stopped' && machine.reason === 'auth_fail';
  };
  /** A fresh try after start, wake or a check: the failure count starts again. */
  const reopen = () => open({ ...cell.attemptOf(cell.get()), failures: 0 });

  /** The 2 s start check and the 30 s check: reconnect unless connected or a retry is already scheduled. */
  function check(): void {
    const name = cell.get().name;
    if (name === 'idle' || fatal() || name === 'connected' || name === 'waiting') return;
    reopen();
  }

  return {
    $state: cell.$state,
    $status: cell.$status,
    start() {
      const machine = cell.get();
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
        timers.setInterval(handshake.ping, CLIENT_PING_INTERVAL_MS),
      ];
    },
    stop() {
      if (cell.get().name !== 'idle') halt();
    },
    wake() {
      const name = cell.get().name;
      if (name === 'idle' || fatal() || name === 'connecting' || name === 'authenticating' || name === 'connected') return;
      reopen();
    },
  };
}

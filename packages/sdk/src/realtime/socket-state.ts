import { atom, type ReadableAtom } from 'nanostores';
import { NORMAL_CLOSE_CODE } from '../contract/realtime';
import type { Logger } from '../lib/logger';
import type { TimerHandle, Timers } from '../lib/timers';

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
export interface Attempt {
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
export type Machine =
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

/**
 * The socket machine's current state and its transitions: entering a state releases what the
 * state left owned (its timer, the attempt's connect timeout) and publishes `$state` / `$status`.
 */
export interface MachineCell {
  readonly $state: ReadableAtom<SocketState>;
  readonly $status: ReadableAtom<RealtimeStatus>;
  /** The current state (its data may be changed in place: `failures`, `pongTimer`). */
  get(): Machine;
  /** Moves to `next` if {@link SOCKET_TRANSITIONS} allows it; logs and refuses otherwise. */
  enter(next: Machine): void;
  /** The attempt data of a state (a fresh one for `idle`). */
  attemptOf(state: Machine): Attempt;
  /** Whether `socket` is still the current socket (late events of old ones are ignored). */
  isCurrent(socket: SocketLike): boolean;
  /** Detaches the current socket (its late events are ignored) and closes it normally. */
  dropSocket(): void;
  /** Starts the current attempt's connect timeout, cleared by any state but `authenticating`. */
  armAttemptTimer(ms: number, onTimeout: () => void): void;
}

export function createMachineCell(timers: Timers, logger: Logger): MachineCell {
  let machine: Machine = { name: 'idle' };
  const $state = atom<SocketState>('idle');
  const $status = atom<RealtimeStatus>('disconnected');
  /** The connect timeout of the current attempt, running while `connecting` or `authenticating`. */
  let attemptTimer: TimerHandle | undefined;

  /** Releases what the state being left owns: its timer and, unless carried over, its socket. */
  function leave(state: Machine): void {
    if (state.name === 'waiting') timers.clearTimeout(state.timer);
    if (state.name === 'connected' && state.pongTimer !== undefined) timers.clearTimeout(state.pongTimer);
  }

  const socketOf = (state: Machine) => ('socket' in state ? (state.socket ?? undefined) : undefined);

  return {
    $state,
    $status,
    get: () => machine,
    enter(next) {
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
    },
    attemptOf: (state) =>
      state.name === 'idle' ? { failures: 0, url: 0, resync: false } : { failures: state.failures, url: state.url, resync: state.resync },
    isCurrent: (socket) => socketOf(machine) === socket,
    dropSocket() {
      const socket = socketOf(machine);
      if (!socket) return;
      socket.onopen = socket.onmessage = socket.onclose = socket.onerror = null;
      try {
        socket.close(NORMAL_CLOSE_CODE);
      } catch (error) {
        logger.debug('socket close failed', error);
      }
    },
    armAttemptTimer(ms, onTimeout) {
      attemptTimer = timers.setTimeout(() => {
        attemptTimer = undefined;
        onTimeout();
      }, ms);
    },
  };
}

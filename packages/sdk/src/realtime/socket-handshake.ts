import type { AuthenticateFrame, PingFrame } from '../contract/realtime';
import { decodeFrame } from './decode-frame';
import type { SocketMachineOptions } from './socket-machine';
import type { Attempt, MachineCell, SocketLike, StopReason } from './socket-state';

/** A ping not answered by `{type:'pong'}` within this long means the connection is dead: reconnect. */
export const PONG_TIMEOUT_MS = 10_000;

const OPEN = 1;
const PING_FRAME: PingFrame = { type: 'ping' };
const PING = JSON.stringify(PING_FRAME);

/** What the handshake asks of the machine when a connection cannot go on. */
export interface HandshakeActions {
  /** A failed attempt: reconnect after the backoff delay. */
  failure(reason: string): void;
  /** Signed out: close and go idle. */
  halt(): void;
  stopWith(reason: StopReason): void;
  /** Opens a new socket for `attempt`. */
  open(attempt: Attempt): void;
}

/** The conversation over an open socket: authentication, control frames, and the ping keeping it alive. */
export interface SocketHandshake {
  /** Sends `{type:'authenticate', token}` with a fresh token, unless the socket was replaced meanwhile. */
  authenticate(socket: SocketLike): Promise<void>;
  /** A frame from the current socket: chat and notification frames go to `onFrame`, control frames drive the machine. */
  onMessage(socket: SocketLike, data: unknown): void;
  /** Sends a ping when connected and no pong is awaited; no pong in time reconnects. */
  ping(): void;
}

export function createSocketHandshake(
  cell: MachineCell,
  options: Pick<SocketMachineOptions, 'getToken' | 'timers' | 'logger' | 'onFrame' | 'onResync'>,
  actions: HandshakeActions,
): SocketHandshake {
  const { timers, logger } = options;

  async function authenticate(socket: SocketLike): Promise<void> {
    let token: string | null;
    try {
      token = await options.getToken();
    } catch (error) {
      if (!cell.isCurrent(socket)) return;
      logger.debug('realtime: no token for the socket', error);
      actions.failure('token unavailable');
      return;
    }
    if (!cell.isCurrent(socket)) return;
    if (!token) {
      actions.halt();
      return;
    }
    if (socket.readyState !== OPEN) return;
    const frame: AuthenticateFrame = { type: 'authenticate', token };
    socket.send(JSON.stringify(frame));
  }

  return {
    authenticate,
    onMessage(socket, data) {
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
      const state = cell.get();
      if (frame.type === 'pong') {
        if (state.name === 'connected' && state.pongTimer !== undefined) {
          timers.clearTimeout(state.pongTimer);
          state.pongTimer = undefined;
        }
      } else if (frame.type === 'auth_required') void authenticate(socket);
      else if (frame.type === 'auth_success') {
        if (state.name !== 'authenticating') return;
        cell.enter({ name: 'connected', socket, pongTimer: undefined, failures: 0, url: state.url, resync: true });
        if (state.resync) options.onResync();
      } else {
        logger.warn('realtime: authentication refused; not reconnecting');
        actions.stopWith('auth_fail');
      }
    },
    ping() {
      const state = cell.get();
      if (state.name !== 'connected' || state.pongTimer !== undefined) return;
      state.socket.send(PING);
      state.pongTimer = timers.setTimeout(() => {
        if (cell.get() !== state) return;
        logger.debug(`realtime: no pong within ${PONG_TIMEOUT_MS} ms; reconnecting`);
        state.pongTimer = undefined;
        actions.open(cell.attemptOf(state));
      }, PONG_TIMEOUT_MS);
    },
  };
}

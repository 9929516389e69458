/**
 * One client's WebSocket after the upgrade (plugins/realtime.ts describes the protocol): the
 * authentication handshake and its timeout, the per-socket frame throttle, the client's
 * keep-alive pings, and registering the socket in the hub under its user.
 */
import { AUTH_FAILED_CLOSE_CODE } from '@jobhub/sdk/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import type { AuthService } from '../plugins/auth';
import type { SocketHub } from './socket-hub';

/** Authenticated sockets one user may hold on one process (tabs and devices together). */
export const MAX_SOCKETS_PER_USER = 10;
/**
 * Frames a socket may send at once. The SDK sends one ping every 30 s plus one authenticate frame
 * per connection or token change, so a client within the protocol never comes near it.
 */
export const CLIENT_FRAME_BURST = 10;
/** One frame token comes back this often: at most 12 frames a minute sustained (the SDK sends 2). */
export const CLIENT_FRAME_REFILL_MS = 5_000;
/** Close code "policy violation" (RFC 6455 §7.4.1): one socket too many for the user, or frames over the rate. */
const POLICY_CLOSE_CODE = 1008;

const AUTH_REQUIRED = JSON.stringify({ type: 'auth_required' });
const AUTH_SUCCESS = JSON.stringify({ type: 'auth_success' });
const AUTH_FAIL = JSON.stringify({ type: 'auth_fail' });
const PONG = JSON.stringify({ type: 'pong' });

function parseFrame(data: RawData, isBinary: boolean): { type?: unknown; token?: unknown } | null {
  if (isBinary) return null;
  try {
    const text = Array.isArray(data) ? Buffer.concat(data).toString('utf8') : Buffer.from(data as ArrayBuffer).toString('utf8');
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as { type?: unknown; token?: unknown }) : null;
  } catch {
    return null;
  }
}

/**
 * A token bucket of CLIENT_FRAME_BURST frames refilled one per CLIENT_FRAME_REFILL_MS; `take()` is
 * false when the frame is over the rate.
 */
function createFrameBucket(now: () => number): { take(): boolean } {
  let tokens = CLIENT_FRAME_BURST;
  let last = now();
  return {
    take() {
      const at = now();
      const refilled = Math.floor((at - last) / CLIENT_FRAME_REFILL_MS);
      if (refilled > 0) {
        tokens = Math.min(CLIENT_FRAME_BURST, tokens + refilled);
        last = tokens === CLIENT_FRAME_BURST ? at : last + refilled * CLIENT_FRAME_REFILL_MS;
      }
      if (tokens === 0) return false;
      tokens -= 1;
      return true;
    },
  };
}

export interface ClientSocketDeps {
  auth: Pick<AuthService, 'verifyAccess'>;
  hub: SocketHub;
  log: FastifyBaseLogger;
  /** Clock of the frame throttle, in ms. */
  now: () => number;
  authTimeoutMs: number;
  /** Called once when the socket stops counting as unauthenticated (authenticated or closed). */
  settle: () => void;
  /** A ws pong came: the heartbeat keeps the socket. */
  onPong: () => void;
}

/** Serves one client socket: sends `auth_required` and handles its frames until it closes. */
export function serveClientSocket(socket: WebSocket, { auth, hub, log, now, authTimeoutMs, settle, onPong }: ClientSocketDeps): void {
  const bucket = createFrameBucket(now);
  let userId: number | null = null;
  let authTimer: NodeJS.Timeout | undefined = setTimeout(() => {
    authTimer = undefined;
    if (userId === null) socket.close(AUTH_FAILED_CLOSE_CODE, 'authentication timeout');
  }, authTimeoutMs);

  const fail = () => {
    if (socket.readyState !== socket.OPEN) return;
    socket.send(AUTH_FAIL);
    socket.close(AUTH_FAILED_CLOSE_CODE, 'authentication failed');
  };

  const authenticate = async (token: unknown) => {
    const user = typeof token === 'string' && token.length > 0 ? await auth.verifyAccess(token) : null;
    if (socket.readyState !== socket.OPEN) return;
    if (!user || user.is_banned || !user.is_active) return fail();
    // A partner app's token ("Sign in with JobHub") needs a scope the socket serves.
    if (user.partner && user.partner.scopes.length === 0) return fail();
    if (userId !== user.user_id && hub.socketsOf(user.user_id) >= MAX_SOCKETS_PER_USER) {
      socket.close(POLICY_CLOSE_CODE, 'too many connections');
      return;
    }
    if (userId !== null && userId !== user.user_id) hub.remove(userId, socket);
    userId = user.user_id;
    // A partner app's socket gets only the frames of its scopes.
    hub.add(userId, socket, user.session_id, user.partner?.scopes ?? null);
    settle();
    socket.send(AUTH_SUCCESS);
  };

  socket.on('pong', onPong);
  socket.on('message', (data, isBinary) => {
    if (socket.readyState !== socket.OPEN) return;
    if (!bucket.take()) {
      log.debug({ userId }, 'socket over the frame rate');
      socket.close(POLICY_CLOSE_CODE, 'too many frames');
      return;
    }
    const frame = parseFrame(data, isBinary);
    if (frame?.type === 'authenticate') {
      // The client answered in time: how long the token check takes (a busy database) is ours.
      if (authTimer) clearTimeout(authTimer);
      authTimer = undefined;
      authenticate(frame.token).catch((err: unknown) => {
        log.warn({ err }, 'socket authentication failed unexpectedly');
        fail();
      });
      return;
    }
    // Before authentication nothing else is expected: no reply (nothing to learn), just close.
    if (userId === null) socket.close(AUTH_FAILED_CLOSE_CODE, 'authentication required');
    // The client's keep-alive (browsers cannot send ping frames): answer so it knows the line is up.
    else if (frame?.type === 'ping') socket.send(PONG);
    else log.debug('ignored a frame after authentication');
  });
  socket.on('close', () => {
    settle();
    if (authTimer) clearTimeout(authTimer);
    if (userId !== null) hub.remove(userId, socket);
  });
  socket.send(AUTH_REQUIRED);
}

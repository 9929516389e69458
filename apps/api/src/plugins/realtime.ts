/**
 * Real time (API.md, WebSocket): `/api/ws/notifications/` and `/ws/notifications/`.
 *
 * Handshake: the server sends `{type:'auth_required'}`; the client sends
 * `{type:'authenticate', token}` (its access JWT); the server answers `auth_success` and registers
 * the socket under the user, or `auth_fail` and closes with 4001. Any other frame before that
 * (malformed, binary, another type) closes the socket with 4001 without a reply, and so does not
 * authenticating within SOCKET_AUTH_TIMEOUT_MS. After authentication, `{type:'ping'}` (the
 * client's keep-alive) gets `{type:'pong'}` and frames other than `authenticate` are ignored.
 * Frames above 4 KB close the socket (1009).
 *
 * Revocation: the token is checked once, so expiry alone does not end a socket; a revocation does.
 * When a user's sessions end (`app.auth.onRevoke`: ban, password change or reset, refresh-token
 * reuse) every socket of that user closes with 4001 on every process, and a logout closes the
 * sockets opened with that login's tokens. The client reconnects with a fresh token if it still has
 * a session. The event travels through the fan-out as a control frame that never reaches a client.
 *
 * Limit: at most MAX_SOCKETS_PER_USER authenticated sockets per user and process. One more is
 * refused (closed with 1008 after its authenticate frame); the open ones are kept, so tabs that
 * reconnect never push each other out in a loop.
 *
 * Throttles: every client frame takes a token from the socket's bucket (CLIENT_FRAME_BURST, refilled
 * one per CLIENT_FRAME_REFILL_MS); a socket that sends with an empty bucket (a ping flood) is closed
 * with 1008. An address (`request.ip`: the TCP peer unless TRUST_PROXY names the proxies, so a
 * forged X-Forwarded-For counts for nothing) holds at most MAX_UNAUTHENTICATED_SOCKETS_PER_ADDRESS
 * sockets that have not authenticated yet; one more is closed at once with 1013 (try again later).
 *
 * Keep-alive: a ws ping every 30 s; a socket that missed the previous pong is terminated.
 *
 * Decorates `app.realtime.publish(userId, frame)`: hands the frame to the fan-out (in-process, or
 * Redis pub/sub when REDIS_URL is set) so it reaches the user's sockets on every API process.
 */
import websocket from '@fastify/websocket';
import { AUTH_FAILED_CLOSE_CODE, CHAT_FRAME_TYPES, SOCKET_AUTH_TIMEOUT_MS, type ServerFrame } from '@jobhub/sdk/contract';
import type { FastifyInstance } from 'fastify';
import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import fp from 'fastify-plugin';
import type { WebSocket } from 'ws';
import { serveClientSocket } from '../realtime/client-socket';
import { createFanout, type Fanout, type Frame, type UserIds } from '../realtime/fanout';
import { createSocketHub, type SocketHub } from '../realtime/socket-hub';
import type { AuthService, Revocation } from './auth';
import { sendError } from './errors';

/** Interval of ws pings; a socket that has not answered the previous one is dropped. */
export const HEARTBEAT_MS = 30_000;
/** Largest client frame accepted (the authenticate frame is ~0.5 KB). */
export const MAX_CLIENT_FRAME_BYTES = 4 * 1024;
/** On shutdown, sockets get this long to finish the close handshake before they are cut. */
export const SHUTDOWN_CLOSE_GRACE_MS = 1_000;
/** Close code "going away" (RFC 6455 §7.4.1): the client reconnects, possibly to another process. */
const GOING_AWAY_CLOSE_CODE = 1001;
/** Close code "try again later" (IANA WebSocket close code registry): too many pending sockets from the address. */
const TRY_AGAIN_LATER_CLOSE_CODE = 1013;
/**
 * Sockets one address may hold before they authenticate (each is held up to the 10 s auth
 * timeout). A browser authenticates within a round trip, so even an office behind one NAT address
 * reconnecting after a restart stays far below this; 200 held sockets (#24) do not.
 */
export const MAX_UNAUTHENTICATED_SOCKETS_PER_ADDRESS = 20;
/**
 * Type of the fan-out control frame that carries a revocation (`{type, session_id}`: null for all
 * of the user's sessions). Not a notification type, and never sent to a client.
 */
export const REVOCATION_FRAME_TYPE = 'jobhub:sessions-revoked';

export const WS_PATHS = ['/api/ws/notifications/', '/ws/notifications/'] as const;
const MSG_UPGRADE_REQUIRED = 'Đường dẫn này chỉ nhận kết nối WebSocket';

export interface RealtimeOptions {
  /** Close unauthenticated sockets after this (default SOCKET_AUTH_TIMEOUT_MS = 10 s; tests shorten it). */
  authTimeoutMs?: number;
  /** Ping interval (default HEARTBEAT_MS). */
  heartbeatMs?: number;
  /** Redis channel (default 'jobhub:user-events'; tests use a unique one). */
  channel?: string;
  /** A ready-made fan-out (default: createFanout(env)). */
  fanout?: Fanout;
  /** Clock of the frame throttle, in ms (default `Date.now`; tests inject one). */
  now?: () => number;
  /**
   * Unauthenticated sockets per address (default MAX_UNAUTHENTICATED_SOCKETS_PER_ADDRESS); the
   * real-time benchmark, thousands of clients on one loopback address, raises it.
   */
  maxPendingPerAddress?: number;
}

export interface Realtime {
  /**
   * Sends a frame to every socket of the user(s) on every process. Never rejects (failures are
   * logged). Frames are typed by the contract's frame schemas, which the clients decode them with.
   */
  publish(userIds: UserIds, frame: ServerFrame): Promise<void>;
  readonly hub: SocketHub;
  readonly fanout: Fanout;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

/** Chat frames (contract ChatFrameSchema); every other pushed frame is a notification. */
const CHAT_FRAME_TYPE_SET = new Set<string>(CHAT_FRAME_TYPES);

/**
 * What the fan-out does with a frame for a user on this process: a revocation closes the user's
 * sockets (of one session, or all); any other frame goes to the user's sockets.
 */
function createFrameDelivery(auth: Pick<AuthService, 'forgetUser'>, hub: SocketHub): (userId: number, frame: Frame) => void {
  // A frame sent to several users is serialised once: the fan-out hands the same object to each
  // user synchronously; the memo is dropped after that turn, so a reused, changed object is
  // serialised afresh.
  let lastFrame: Frame | null = null;
  let lastData = '';
  const endSessions = (userId: number, frame: Frame) => {
    const sessionId = typeof frame.session_id === 'string' ? frame.session_id : null;
    // The revoking process has already forgotten the user; the others do it here.
    if (sessionId === null) auth.forgetUser(userId);
    hub.close(userId, AUTH_FAILED_CLOSE_CODE, 'session revoked', sessionId);
  };
  return (userId, frame) => {
    if (frame.type === REVOCATION_FRAME_TYPE) return endSessions(userId, frame);
    if (frame !== lastFrame) {
      if (lastFrame === null) queueMicrotask(() => (lastFrame = null));
      lastFrame = frame;
      lastData = JSON.stringify(frame);
    }
    hub.deliver(userId, lastData, CHAT_FRAME_TYPE_SET.has(String(frame.type)) ? 'chat' : 'notifications');
  };
}

/**
 * Counts the sockets of each address that have not authenticated yet. `admit` refuses (null) one
 * more than `max`, else answers the socket's `settle`, which counts it out once.
 */
function createPendingSockets(max: number): { admit(address: string): (() => void) | null } {
  const pendingByAddress = new Map<string, number>();
  return {
    admit(address) {
      const pending = pendingByAddress.get(address) ?? 0;
      if (pending >= max) return null;
      pendingByAddress.set(address, pending + 1);
      let counted = true;
      return () => {
        if (!counted) return;
        counted = false;
        const left = (pendingByAddress.get(address) ?? 1) - 1;
        if (left > 0) pendingByAddress.set(address, left);
        else pendingByAddress.delete(address);
      };
    },
  };
}

/** Keep-alive over every socket (authenticated or not): a ws ping each interval, and a socket that missed the last pong is cut. */
function startHeartbeat(server: FastifyInstance['websocketServer'], intervalMs: number) {
  const awaitingPong = new WeakSet<WebSocket>();
  const timer = setInterval(() => {
    for (const socket of server.clients) {
      if (awaitingPong.has(socket)) {
        socket.terminate();
        continue;
      }
      awaitingPong.add(socket);
      socket.ping();
    }
  }, intervalMs);
  timer.unref();
  return { ponged: (socket: WebSocket) => awaitingPong.delete(socket), stop: () => clearInterval(timer) };
}

/** On shutdown: every socket is closed as going away, and cut after the grace period. */
async function closeSocketsGracefully(clients: WebSocket[]): Promise<void> {
  const closed = clients.map((socket) =>
    socket.readyState === socket.CLOSED ? Promise.resolve() : new Promise<void>((resolve) => socket.once('close', () => resolve())),
  );
  for (const socket of clients) socket.close(GOING_AWAY_CLOSE_CODE, 'server shutting down');
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([Promise.all(closed), new Promise<void>((resolve) => (timer = setTimeout(resolve, SHUTDOWN_CLOSE_GRACE_MS)))]);
  clearTimeout(timer);
  for (const socket of clients) if (socket.readyState !== socket.CLOSED) socket.terminate();
}

async function realtimePlugin(app: FastifyInstance, options: RealtimeOptions) {
  const now = options.now ?? Date.now;
  const authTimeoutMs = options.authTimeoutMs ?? SOCKET_AUTH_TIMEOUT_MS;
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  const log = app.log.child({ component: 'realtime' });
  const hub = createSocketHub();
  const fanout =
    options.fanout ??
    createFanout(app.env, {
      ...(options.channel ? { channel: options.channel } : {}),
      onError: (err) => log.warn({ err }, 'fan-out error'),
    });
  await fanout.start(createFrameDelivery(app.auth, hub));

  app.decorate('realtime', {
    hub,
    fanout,
    async publish(userIds, frame) {
      try {
        await fanout.publish(userIds, frame);
      } catch (err) {
        // The row is stored: the client still sees it on its next fetch / after_id catch-up.
        log.warn({ err, userIds }, 'could not publish a frame');
      }
    },
  } satisfies Realtime);

  const stopRevocations = app.auth.onRevoke((revocation: Revocation) => {
    // An internal frame (never sent to a client), so it goes to the fan-out, not app.realtime.publish.
    fanout
      .publish(revocation.userId, { type: REVOCATION_FRAME_TYPE, session_id: revocation.sessionId })
      .catch((err: unknown) => log.warn({ err }, 'could not publish a revocation'));
  });

  /** A socket's error: the client went away uncleanly, or sent what ws refuses. */
  function onSocketError(this: WebSocket, err: Error) {
    log.debug({ err }, 'socket error');
    this.terminate();
  }

  /**
   * Lets go of the upgrade's HTTP objects, which a held socket otherwise keeps for its whole life
   * (issue 29: ≤ 8 KiB per idle socket): @fastify/websocket's 'error' listener closes over the
   * Fastify request and reply (headers, a child logger), and the TCP socket keeps the unused
   * ServerResponse of the upgrade, which keeps the IncomingMessage. Errors are then handled by
   * one shared listener that holds nothing of the socket.
   */
  function releaseUpgrade(socket: WebSocket, tcp: Socket & { _httpMessage?: ServerResponse | null }) {
    socket.removeAllListeners('error');
    socket.on('error', onSocketError);
    tcp._httpMessage?.detachSocket(tcp);
  }

  await app.register(websocket, {
    options: { maxPayload: MAX_CLIENT_FRAME_BYTES, perMessageDeflate: false },
    errorHandler: (err, socket) => {
      log.debug({ err }, 'socket error');
      socket.terminate();
    },
    preClose: async function closeSockets(this: FastifyInstance) {
      await closeSocketsGracefully([...this.websocketServer.clients]);
    },
  });

  const heartbeat = startHeartbeat(app.websocketServer, heartbeatMs);
  const pending = createPendingSockets(options.maxPendingPerAddress ?? MAX_UNAUTHENTICATED_SOCKETS_PER_ADDRESS);
  const onSocket = (socket: WebSocket, address: string) => {
    const settle = pending.admit(address);
    if (!settle) {
      log.debug({ address }, 'too many unauthenticated sockets from one address');
      socket.close(TRY_AGAIN_LATER_CLOSE_CODE, 'too many unauthenticated connections');
      return;
    }
    serveClientSocket(socket, { auth: app.auth, hub, log, now, authTimeoutMs, settle, onPong: () => heartbeat.ponged(socket) });
  };

  for (const url of WS_PATHS) {
    app.route({
      method: 'GET',
      url,
      // A plain HTTP GET (no upgrade) gets a JSON 426 rather than an empty 404.
      handler: (_request, reply) => sendError(reply, 426, { message: MSG_UPGRADE_REQUIRED }),
      // request.ip: the TCP peer, or what the proxies TRUST_PROXY names say (app.ts); never a bare header.
      wsHandler: (socket, request) => {
        const address = request.ip;
        releaseUpgrade(socket, request.raw.socket);
        onSocket(socket, address);
      },
    });
  }

  app.addHook('onClose', async () => {
    stopRevocations();
    heartbeat.stop();
    await fanout.close();
  });
}

export default fp(realtimePlugin, { name: 'jobhub-realtime', dependencies: ['jobhub-auth', 'jobhub-errors'] });

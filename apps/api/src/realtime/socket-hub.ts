/** The authenticated sockets of this process, by user id, each with the login (refresh family) it was opened with. */
import type { WebSocket } from 'ws';

/** A socket whose unsent data exceeds this is a stalled client: it is dropped (it catches up with after_id). */
export const MAX_BUFFERED_BYTES = 1024 * 1024;

/** What a frame is about: a partner app's socket gets only the kinds of its scopes. */
export type FrameKind = 'notifications' | 'chat';

export interface SocketHub {
  /**
   * Registers the socket under the user; `sessionId` is the access token's refresh family (null:
   * none); `kinds` limits the frames it gets (a partner app's scopes; null: every frame).
   */
  add(userId: number, socket: WebSocket, sessionId?: string | null, kinds?: readonly FrameKind[] | null): void;
  remove(userId: number, socket: WebSocket): void;
  /** Sends the serialised frame to every open socket of the user that takes `kind`; returns how many got it. */
  deliver(userId: number, data: string, kind?: FrameKind): number;
  /** Number of authenticated sockets. */
  size(): number;
  /** Open sockets of one user. */
  socketsOf(userId: number): number;
  /**
   * Closes the user's sockets (only those of `sessionId` when given) with `code`; they leave the
   * hub when their close completes. Returns how many were closed.
   */
  close(userId: number, code: number, reason: string, sessionId?: string | null): number;
}

/**
 * @example const hub = createSocketHub(); hub.add(7, socket); hub.deliver(7, JSON.stringify(frame));
 */
export function createSocketHub(): SocketHub {
  const byUser = new Map<number, Map<WebSocket, { sessionId: string | null; kinds: readonly FrameKind[] | null }>>();
  let total = 0;
  return {
    add(userId, socket, sessionId = null, kinds = null) {
      let sockets = byUser.get(userId);
      if (!sockets) byUser.set(userId, (sockets = new Map()));
      if (!sockets.has(socket)) total += 1;
      sockets.set(socket, { sessionId, kinds });
    },
    remove(userId, socket) {
      const sockets = byUser.get(userId);
      if (!sockets?.delete(socket)) return;
      total -= 1;
      if (sockets.size === 0) byUser.delete(userId);
    },
    deliver(userId, data, kind) {
      const sockets = byUser.get(userId);
      if (!sockets) return 0;
      let sent = 0;
      for (const [socket, { kinds }] of sockets) {
        if (socket.readyState !== socket.OPEN) continue;
        if (kinds && (!kind || !kinds.includes(kind))) continue;
        if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
          socket.terminate();
          continue;
        }
        socket.send(data);
        sent += 1;
      }
      return sent;
    },
    size: () => total,
    socketsOf: (userId) => byUser.get(userId)?.size ?? 0,
    close(userId, code, reason, sessionId) {
      let closed = 0;
      for (const [socket, { sessionId: socketSession }] of byUser.get(userId) ?? []) {
        if (sessionId != null && socketSession !== sessionId) continue;
        if (socket.readyState === socket.CLOSING || socket.readyState === socket.CLOSED) continue;
        socket.close(code, reason);
        closed += 1;
      }
      return closed;
    },
  };
}

/** The authenticated sockets of this process, by user id. */
import type { WebSocket } from 'ws';

/** A socket whose unsent data exceeds this is a stalled client: it is dropped (it catches up with after_id). */
export const MAX_BUFFERED_BYTES = 1024 * 1024;

export interface SocketHub {
  add(userId: number, socket: WebSocket): void;
  remove(userId: number, socket: WebSocket): void;
  /** Sends the serialised frame to every open socket of the user; returns how many got it. */
  deliver(userId: number, data: string): number;
  /** Number of authenticated sockets. */
  size(): number;
  /** Open sockets of one user. */
  socketsOf(userId: number): number;
}

/**
 * @example const hub = createSocketHub(); hub.add(7, socket); hub.deliver(7, JSON.stringify(frame));
 */
export function createSocketHub(): SocketHub {
  const byUser = new Map<number, Set<WebSocket>>();
  let total = 0;
  return {
    add(userId, socket) {
      let set = byUser.get(userId);
      if (!set) byUser.set(userId, (set = new Set()));
      if (!set.has(socket)) {
        set.add(socket);
        total += 1;
      }
    },
    remove(userId, socket) {
      const set = byUser.get(userId);
      if (!set?.delete(socket)) return;
      total -= 1;
      if (set.size === 0) byUser.delete(userId);
    },
    deliver(userId, data) {
      const set = byUser.get(userId);
      if (!set) return 0;
      let sent = 0;
      for (const socket of set) {
        if (socket.readyState !== socket.OPEN) continue;
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
  };
}

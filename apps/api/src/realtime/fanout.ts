/**
 * Fan-out of per-user events between API processes. One process: an in-memory loop. Several
 * processes (REDIS_URL set): Redis pub/sub on one channel carrying `{userIds, frame}` (one event
 * for every user a frame goes to, e.g. both sides of a chat message), so a frame published by any
 * process reaches those users' sockets on every process. Receivers also accept the older
 * `{userId, frame}` payload, so processes of two versions can run side by side during a deploy.
 */
import { Redis } from 'ioredis';
import type { Env } from '../env';

/** A server → client frame (one JSON object). */
export type Frame = Record<string, unknown>;

/** Called for every user of every published event, in every process (including the publishing one). */
export type DeliverFn = (userId: number, frame: Frame) => void;

/** One user id, or several that get the same frame. */
export type UserIds = number | readonly number[];

export interface Fanout {
  readonly kind: 'memory' | 'redis';
  /** Starts receiving events; resolves once subscribed (Redis) so nothing published after it is missed. */
  start(deliver: DeliverFn): Promise<void>;
  /** Publishes one frame for one or more users as one event. Rejects only when the event could not be handed to the transport. */
  publish(userIds: UserIds, frame: Frame): Promise<void>;
  /** Stops receiving and closes connections (bounded: see REDIS_QUIT_TIMEOUT_MS). */
  close(): Promise<void>;
}

/** The Redis channel of user events (one for all users: N processes × 1 subscription). */
export const USER_EVENTS_CHANNEL = 'jobhub:user-events';
/** How long start() waits for Redis before failing start-up. */
export const REDIS_CONNECT_TIMEOUT_MS = 5_000;
/** How long close() waits for QUIT before dropping the connections (graceful shutdown is 10 s overall). */
export const REDIS_QUIT_TIMEOUT_MS = 2_000;

export interface FanoutOptions {
  /** Channel name (tests use a unique one so parallel runs on one Redis do not mix). */
  channel?: string;
  /** Logs transport errors (Redis reconnects on its own; published events are not replayed). */
  onError?: (error: unknown) => void;
}

/**
 * In-process fan-out: publish() delivers synchronously to this process's sockets.
 * @example const fanout = createMemoryFanout(); await fanout.start((id, frame) => hub.deliver(id, frame));
 */
export function createMemoryFanout(): Fanout {
  let deliver: DeliverFn | null = null;
  return {
    kind: 'memory',
    async start(fn) {
      deliver = fn;
    },
    async publish(userIds, frame) {
      if (!deliver) return;
      if (typeof userIds === 'number') deliver(userIds, frame);
      else for (const userId of userIds) deliver(userId, frame);
    },
    async close() {
      deliver = null;
    },
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Redis pub/sub fan-out: two connections (a subscriber cannot publish). Every process, the
 * publishing one included, delivers from its subscription, so each socket gets each frame once.
 * @example const fanout = createRedisFanout('redis://127.0.0.1:6379');
 */
export function createRedisFanout(url: string, options: FanoutOptions = {}): Fanout {
  const channel = options.channel ?? USER_EVENTS_CHANNEL;
  const onError = options.onError ?? (() => {});
  const common = { lazyConnect: true, connectTimeout: REDIS_CONNECT_TIMEOUT_MS, maxRetriesPerRequest: 3 } as const;
  const publisher = new Redis(url, { ...common, connectionName: 'jobhub-pub' });
  const subscriber = new Redis(url, { ...common, connectionName: 'jobhub-sub' });
  publisher.on('error', onError);
  subscriber.on('error', onError);

  return {
    kind: 'redis',
    async start(deliver) {
      subscriber.on('message', (from: string, payload: string) => {
        if (from !== channel) return;
        try {
          const event = JSON.parse(payload) as { userId?: unknown; userIds?: unknown; frame?: unknown };
          if (!event.frame || typeof event.frame !== 'object') return;
          const frame = event.frame as Frame;
          if (Array.isArray(event.userIds)) {
            for (const userId of event.userIds) if (typeof userId === 'number') deliver(userId, frame);
          } else if (typeof event.userId === 'number') deliver(event.userId, frame);
        } catch (error) {
          onError(error);
        }
      });
      await withTimeout(
        Promise.all([publisher.connect(), subscriber.connect().then(() => subscriber.subscribe(channel))]),
        REDIS_CONNECT_TIMEOUT_MS,
        `Redis (REDIS_URL) unreachable after ${REDIS_CONNECT_TIMEOUT_MS} ms`,
      ).catch((error: unknown) => {
        publisher.disconnect();
        subscriber.disconnect();
        throw error;
      });
    },
    async publish(userIds, frame) {
      const event = typeof userIds === 'number' ? { userId: userIds, frame } : { userIds, frame };
      await publisher.publish(channel, JSON.stringify(event));
    },
    async close() {
      const quit = async (client: Redis) => {
        if (client.status === 'end') return;
        try {
          await withTimeout(client.quit(), REDIS_QUIT_TIMEOUT_MS, 'quit timeout');
        } catch {
          client.disconnect();
        }
      };
      await Promise.all([quit(subscriber), quit(publisher)]);
    },
  };
}

/**
 * The fan-out the environment asks for: Redis when REDIS_URL is set, else in-process.
 * @example const fanout = createFanout(app.env, { onError: (err) => app.log.warn({ err }) });
 */
export function createFanout(env: Pick<Env, 'REDIS_URL'>, options: FanoutOptions = {}): Fanout {
  return env.REDIS_URL ? createRedisFanout(env.REDIS_URL, options) : createMemoryFanout();
}

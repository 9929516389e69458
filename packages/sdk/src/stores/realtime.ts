import { computed, onMount, type ReadableAtom } from 'nanostores';
import type { ChatFrame, NotificationFrame } from '../contract/realtime';
import { createEmitter } from '../lib/emitter';
import { createRefCount } from '../lib/ref-count';
import {
  browserTabTransport,
  createOwnSocketLink,
  createSharedSocketLink,
  type PushedFrame,
  type ReadChange,
  type SocketLink,
  type TabTransport,
} from '../realtime/shared-socket';
import {
  createSocketMachine,
  socketStatus,
  type RealtimeStatus,
  type SocketState,
  type WebSocketClass,
} from '../realtime/socket-machine';
import { socketUrls } from '../rules/socket-url';
import type { JobHubClient } from './client';

/**
 * Subscribes `wake` to the events after which the socket should reconnect at once; returns the
 * unsubscribe function.
 */
export type WakeEvents = (wake: () => void) => () => void;

/** Options of {@link createRealtime}. */
export interface RealtimeOptions {
  /** WebSocket constructor (default: the global `WebSocket`). */
  WebSocket?: WebSocketClass;
  /** Reconnect triggers (default {@link browserWakeEvents}: window 'online', document 'visibilitychange' to visible). */
  events?: WakeEvents;
  /** @deprecated Ignored: every user gets the same reconnect policy and 30 s connection check. */
  isPremium?: () => boolean;
  /** A number in [0, 1) for the reconnect jitter (default `Math.random`; tests inject one). */
  random?: () => number;
  /** Socket URLs, primary first (default: from the client's baseUrl, /api/ws/notifications/ then /ws/notifications/). */
  urls?: readonly string[];
  /**
   * One socket per browser (docs/multi-tab.md): the tabs of one API and user elect a leader with
   * Web Locks, which alone opens the socket and relays it over BroadcastChannel. Default: the
   * browser's (`navigator.locks`, `BroadcastChannel`) where both exist, else one socket per tab;
   * `false` keeps one socket per tab; tests pass their own transport.
   */
  tabs?: TabTransport | false;
}

export type { ReadChange } from '../realtime/shared-socket';

/** The real-time connection of one client. */
export interface Realtime {
  /** 'connecting' | 'connected' | 'disconnected'. Subscribing to it connects (lazy). */
  readonly $status: ReadableAtom<RealtimeStatus>;
  /** The detailed machine state (idle, connecting, authenticating, connected, waiting, stopped). */
  readonly $state: ReadableAtom<SocketState>;
  /** Connects now when signed in (also after a fatal stop, or at once while a reconnect waits). */
  connect(): void;
  /** Closes the socket (code 1000); it stays closed until `connect` or a new subscriber. */
  disconnect(): void;
  /** A pushed notification (any type other than the handshake and chat). Returns unsubscribe. */
  onNotification(listener: (frame: NotificationFrame) => void): () => void;
  /** A pushed chat message (new_message or chat_message). Returns unsubscribe. */
  onChatMessage(listener: (frame: ChatFrame) => void): () => void;
  /** After each reconnect: fetch what was missed. Returns unsubscribe. */
  onResync(listener: () => void): () => void;
  /** A read state change another tab of this user made (shared socket only). Returns unsubscribe. */
  onReadChange(listener: (change: ReadChange) => void): () => void;
  /** Tells this user's other tabs about a read state change the server accepted (no-op without a shared socket). */
  shareReadChange(change: ReadChange): void;
}

/** What {@link createRealtime} needs from the client. */
export type RealtimeClient = Pick<JobHubClient, 'http' | '$session' | 'checkToken' | 'timers' | 'logger' | 'baseUrl'>;

/**
 * The default wake events: the window's 'online' and the document turning visible. Does nothing
 * where these globals do not exist (Node, SSR).
 *
 * @example
 * createRealtime(client, { events: browserWakeEvents });
 */
export const browserWakeEvents: WakeEvents = (wake) => {
  const target = globalThis as Partial<Pick<EventTarget, 'addEventListener' | 'removeEventListener'>> & {
    document?: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
  };
  const doc = target.document;
  const onOnline = () => wake();
  const onVisibility = () => {
    if (doc?.visibilityState === 'visible') wake();
  };
  target.addEventListener?.('online', onOnline);
  doc?.addEventListener('visibilitychange', onVisibility);
  return () => {
    target.removeEventListener?.('online', onOnline);
    doc?.removeEventListener('visibilitychange', onVisibility);
  };
};

/**
 * Creates the real-time connection of a client (SPEC §4 Real-time) over the socket state machine.
 * Lazy (STYLE §4): the first subscriber (`$status` or an `on*` listener) connects, the last one
 * disconnects. It connects only while signed in, disconnects on logout and reconnects for a
 * different user. The authenticate frame carries a token checked first with `client.checkToken()`,
 * which refreshes through the HTTP client's shared single-flight refresh.
 *
 * @param client - A `createClient()` client.
 * @param options - Injectable WebSocket, wake events, random source, URLs.
 * @example
 * const realtime = createRealtime(client);
 * const off = realtime.onNotification((frame) => toast(frame.title));
 */
export function createRealtime(client: RealtimeClient, options: RealtimeOptions = {}): Realtime {
  const { logger, $session } = client;
  const notifications = createEmitter<NotificationFrame>((error) => logger.error('notification listener failed', error));
  const chat = createEmitter<ChatFrame>((error) => logger.error('chat listener failed', error));
  const resync = createEmitter<void>((error) => logger.error('resync listener failed', error));
  const readChanges = createEmitter<ReadChange>((error) => logger.error('read change listener failed', error));
  const urls = options.urls ?? socketUrls(client.baseUrl, (globalThis as { location?: { origin?: string } }).location?.origin);

  const machine = createSocketMachine({
    urls,
    WebSocket: options.WebSocket ?? (globalThis as unknown as { WebSocket: WebSocketClass }).WebSocket,
    timers: client.timers,
    logger,
    ...(options.random ? { random: options.random } : {}),
    async getToken() {
      const result = await client.checkToken();
      if (result === 'anonymous' || result === 'logged_out') return null;
      if (result === 'unavailable') throw new Error('token refresh unavailable');
      return client.http.tokens.getAccess();
    },
    onFrame: (frame) => link.frame(frame),
    onResync: () => link.resynced(),
  });

  const local = {
    deliver(frame: PushedFrame) {
      if (frame.kind === 'chat') chat.emit(frame.frame);
      else notifications.emit(frame.frame);
    },
    resync: () => resync.emit(),
    readChange: (change: ReadChange) => readChanges.emit(change),
  };
  const transport = options.tabs === undefined ? browserTabTransport() : options.tabs;
  const link: SocketLink = transport
    ? createSharedSocketLink({ machine, transport, scope: urls[0] ?? client.baseUrl, local })
    : createOwnSocketLink(machine, local);
  // A follower's status is the leader's, so it is derived from the link, not the machine.
  const $status = computed(link.$state, socketStatus);

  const userKey = () => {
    const session = $session.get();
    // Not activated yet: the server refuses the socket (auth_fail), so none is opened.
    return session.status === 'authenticated' && session.user.is_active ? String(session.user.user_id) : '';
  };

  const acquire = createRefCount(() => {
    let current = '';
    const unsubscribe = $session.subscribe(() => {
      const next = userKey();
      if (next === current) return;
      if (current) link.disconnect();
      current = next;
      if (next) link.connect(next);
    });
    const unwake = (options.events ?? browserWakeEvents)(() => link.wake());
    return () => {
      unsubscribe();
      unwake();
      link.disconnect();
    };
  });

  onMount($status, () => acquire());

  const hold = <T>(listen: (listener: (value: T) => void) => () => void) => (listener: (value: T) => void) => {
    const off = listen(listener);
    const release = acquire();
    return () => {
      off();
      release();
    };
  };

  return {
    $status,
    $state: link.$state,
    connect() {
      const user = userKey();
      if (user) link.connect(user);
    },
    disconnect: () => link.disconnect(),
    onNotification: hold(notifications.on),
    onChatMessage: hold(chat.on),
    onResync: hold<void>(resync.on),
    onReadChange: hold(readChanges.on),
    shareReadChange: (change) => link.shareReadChange(change),
  };
}

import { atom, type ReadableAtom } from 'nanostores';
import type { IncomingFrame } from './decode-frame';
import type { SocketMachine, SocketState } from './socket-machine';
import { electLeader, type LeaderElection, type LockManagerLike } from './tab-leader';

/** A chat or notification frame, as the socket machine hands it over. */
export type PushedFrame = Exclude<IncomingFrame, { kind: 'control' }>;

/**
 * A read state change one tab made and the server accepted, told to the user's other tabs (the
 * server pushes no frame for it): one notification, all notifications, or one chat message.
 */
export type ReadChange =
  | { kind: 'notification'; id: number }
  | { kind: 'all-notifications' }
  | { kind: 'message'; id: number; otherUserId: number };

/** The part of a `BroadcastChannel` the tabs use. */
export interface ChannelLike {
  postMessage(message: unknown): void;
  onmessage: ((event: { data: unknown }) => void) | null;
  close(): void;
}

/** How tabs of one browser find each other: Web Locks for the election, channels for the relay. */
export interface TabTransport {
  locks: LockManagerLike;
  openChannel(name: string): ChannelLike;
}

/**
 * The browser's tab transport (`navigator.locks` and `BroadcastChannel`), or `null` where either
 * is missing (Node, old browsers, pages outside a secure context): then each tab keeps its own socket.
 *
 * @example
 * const transport = browserTabTransport(); // null in Node 20
 */
export function browserTabTransport(): TabTransport | null {
  const scope = globalThis as {
    navigator?: { locks?: LockManagerLike };
    BroadcastChannel?: new (name: string) => ChannelLike;
  };
  const locks = scope.navigator?.locks;
  const Channel = scope.BroadcastChannel;
  if (!locks || !Channel) return null;
  return { locks, openChannel: (name) => new Channel(name) };
}

/** What a tab does with what reaches it, whichever tab's socket it came through. */
export interface LocalDelivery {
  deliver(frame: PushedFrame): void;
  resync(): void;
  readChange(change: ReadChange): void;
}

/**
 * How a tab reaches the socket: its own (one per tab) or the one its browser shares. The socket
 * machine's callbacks go to `frame` and `resynced`, which deliver here and, from a leader tab, to
 * the other tabs.
 */
export interface SocketLink {
  /** This tab's view of the socket state (a follower shows the leader's). */
  readonly $state: ReadableAtom<SocketState>;
  /** Signed in as `user`: joins that user's socket (leaving another user's) and makes sure it connects. */
  connect(user: string): void;
  /** This tab stops receiving; a shared socket is handed to another tab. */
  disconnect(): void;
  /** Online or visible again: the socket reconnects now if it is down. */
  wake(): void;
  /** A frame from this tab's own socket. */
  frame(frame: PushedFrame): void;
  /** This tab's own socket reconnected. */
  resynced(): void;
  /** Tells the user's other tabs about a read state change (nothing without a shared socket). */
  shareReadChange(change: ReadChange): void;
}

/**
 * The link of a tab with its own socket: today's behaviour, and the fallback without Web Locks or
 * BroadcastChannel.
 *
 * @example
 * const link = createOwnSocketLink(machine, { deliver, resync, readChange });
 */
export function createOwnSocketLink(machine: SocketMachine, local: LocalDelivery): SocketLink {
  return {
    $state: machine.$state,
    connect: () => machine.start(),
    disconnect: () => machine.stop(),
    wake: () => machine.wake(),
    frame: (frame) => local.deliver(frame),
    resynced: () => local.resync(),
    shareReadChange() {},
  };
}

/** Messages between the tabs of one group (one API, one user). */
type TabMessage =
  | { t: 'frame'; frame: PushedFrame } // leader → followers
  | { t: 'resync' } // leader → followers: fetch what was missed
  | { t: 'status'; state: SocketState } // leader → followers
  | { t: 'hello' } // a new follower → leader: send your status
  | { t: 'start' } // follower → leader: connect() in a follower
  | { t: 'wake' } // follower → leader: online / visible again
  | { t: 'read'; change: ReadChange }; // any tab → the others

const isTabMessage = (data: unknown): data is TabMessage =>
  typeof data === 'object' && data !== null && typeof (data as { t?: unknown }).t === 'string';

/** Prefix of the lock and channel names; the API's socket URL and the user id follow. */
export const TAB_GROUP_PREFIX = 'jobhub-realtime';

interface Group {
  user: string;
  channel: ChannelLike;
  election: LeaderElection | undefined;
  role: 'pending' | 'leader' | 'follower';
  /** A takeover: once connected, every tab fetches what was missed while no socket was open. */
  takeover: boolean;
  unmirror: (() => void) | undefined;
}

/** Options of {@link createSharedSocketLink}. */
export interface SharedSocketLinkOptions {
  /** This tab's socket machine; it runs only while this tab is the leader. */
  machine: SocketMachine;
  transport: TabTransport;
  /** Names the group together with the user: the API's socket URL, so two APIs never share a socket. */
  scope: string;
  local: LocalDelivery;
}

/**
 * The link of a tab that shares one socket per browser, API and user: the tabs elect a leader with
 * a Web Lock; the leader runs the socket and relays its frames, reconnects and status over a
 * BroadcastChannel; followers forward `connect` and wake events to it. When the leader leaves
 * (closes, signs out, stops listening), a follower takes the lock, opens the socket and, once
 * connected, has every tab fetch what was missed (the reconnect's resync). Another user, or
 * another API, is another group: users never share a socket or a channel.
 *
 * @example
 * const link = createSharedSocketLink({ machine, transport, scope: urls[0], local });
 * link.connect('7');
 */
export function createSharedSocketLink({ machine, transport, scope, local }: SharedSocketLinkOptions): SocketLink {
  const $state = atom<SocketState>('idle');
  let group: Group | null = null;

  const post = (message: TabMessage) => group?.channel.postMessage(message);

  function lead(joined: Group, takeover: boolean): void {
    if (group !== joined) return;
    joined.role = 'leader';
    joined.takeover = takeover;
    machine.start(); // first, so the followers' first status is 'connecting', not 'idle'
    joined.unmirror = machine.$state.subscribe((state) => {
      if (group !== joined) return; // left already
      $state.set(state);
      joined.channel.postMessage({ t: 'status', state } satisfies TabMessage);
      if (state !== 'connected' || !joined.takeover) return;
      joined.takeover = false;
      local.resync();
      joined.channel.postMessage({ t: 'resync' } satisfies TabMessage);
    });
  }

  function follow(joined: Group): void {
    if (group !== joined) return;
    joined.role = 'follower';
    joined.channel.postMessage({ t: 'hello' } satisfies TabMessage);
  }

  function receive(joined: Group, message: TabMessage): void {
    if (message.t === 'read') {
      local.readChange(message.change);
      return;
    }
    if (joined.role === 'leader') {
      if (message.t === 'hello') post({ t: 'status', state: machine.$state.get() });
      else if (message.t === 'start') machine.start();
      else if (message.t === 'wake') machine.wake();
      return;
    }
    // Still electing or following: what a leader sends is for this tab.
    if (message.t === 'frame') local.deliver(message.frame);
    else if (message.t === 'resync') local.resync();
    else if (message.t === 'status') $state.set(message.state);
  }

  function join(user: string): void {
    const name = `${TAB_GROUP_PREFIX}|${scope}|${user}`;
    const joined: Group = { user, channel: transport.openChannel(name), election: undefined, role: 'pending', takeover: false, unmirror: undefined };
    group = joined;
    $state.set('connecting');
    joined.channel.onmessage = (event) => {
      if (group === joined && isTabMessage(event.data)) receive(joined, event.data);
    };
    joined.election = electLeader(transport.locks, name, {
      onLeader: (takeover) => lead(joined, takeover),
      onFollower: () => follow(joined),
    });
  }

  function leave(): void {
    const left = group;
    if (!left) return;
    group = null;
    left.unmirror?.();
    if (left.role === 'leader') machine.stop();
    left.election?.resign();
    left.channel.close();
    $state.set('idle');
  }

  return {
    $state,
    connect(user) {
      if (group && group.user !== user) leave();
      if (!group) join(user);
      else if (group.role === 'leader') machine.start();
      else post({ t: 'start' });
    },
    disconnect: leave,
    wake() {
      if (group?.role === 'leader') machine.wake();
      else post({ t: 'wake' });
    },
    frame(frame) {
      local.deliver(frame);
      post({ t: 'frame', frame });
    },
    resynced() {
      local.resync();
      post({ t: 'resync' });
    },
    shareReadChange: (change) => post({ t: 'read', change }),
  };
}

/** A real WebSocket client (the `ws` package) for tests against an app listening on port 0. */
import type { FastifyInstance } from 'fastify';
import { WebSocket, type ClientOptions } from 'ws';

export type TestFrame = Record<string, unknown> & { type: string };

/** Guard against a hung test (not a timing assertion): a frame that never comes fails with a clear message. */
const WAIT_GUARD_MS = 10_000;

export interface TestSocket {
  raw: WebSocket;
  /** Every frame received so far, in order. */
  frames: TestFrame[];
  /** The next frame (after those already consumed) matching `predicate`. */
  next(predicate?: (frame: TestFrame) => boolean, what?: string): Promise<TestFrame>;
  send(value: unknown): void;
  /** Resolves with the close code and reason once the socket is closed. */
  closed: Promise<{ code: number; reason: string }>;
  close(): Promise<void>;
}

/** ws://127.0.0.1:<port> of a listening app (listens on port 0 first if needed). */
export async function socketBaseUrl(app: FastifyInstance): Promise<string> {
  let address = app.server.address();
  if (!address) {
    await app.listen({ port: 0, host: '127.0.0.1' });
    address = app.server.address();
  }
  if (!address || typeof address === 'string') throw new Error('app is not listening on TCP');
  return `ws://127.0.0.1:${address.port}`;
}

export function openSocket(url: string, options: ClientOptions = {}): Promise<TestSocket> {
  const raw = new WebSocket(url, options);
  const frames: TestFrame[] = [];
  let cursor = 0;
  const waiters = new Set<() => void>();
  raw.on('message', (data) => {
    frames.push(JSON.parse(String(data)) as TestFrame);
    for (const wake of [...waiters]) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    raw.on('close', (code, reason) => {
      resolve({ code, reason: reason.toString() });
      for (const wake of [...waiters]) wake();
    });
  });
  const socket: TestSocket = {
    raw,
    frames,
    closed,
    next(predicate = () => true, what = 'a frame') {
      return new Promise((resolve, reject) => {
        const check = () => {
          while (cursor < frames.length) {
            const frame = frames[cursor]!;
            cursor += 1;
            if (predicate(frame)) {
              cleanup();
              resolve(frame);
              return;
            }
          }
          if (raw.readyState === raw.CLOSED) {
            cleanup();
            reject(new Error(`socket closed while waiting for ${what}; got ${JSON.stringify(frames)}`));
          }
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`no ${what} within ${WAIT_GUARD_MS} ms; got ${JSON.stringify(frames)}`));
        }, WAIT_GUARD_MS);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    send(value) {
      raw.send(typeof value === 'string' ? value : JSON.stringify(value));
    },
    async close() {
      if (raw.readyState !== raw.CLOSED) raw.close(1000);
      await closed;
    },
  };
  return new Promise((resolve, reject) => {
    raw.once('open', () => resolve(socket));
    raw.once('error', reject);
  });
}

/** Opens a socket and completes the handshake (auth_required → authenticate → auth_success). */
export async function openAuthenticatedSocket(url: string, token: string): Promise<TestSocket> {
  const socket = await openSocket(url);
  await socket.next((frame) => frame.type === 'auth_required', 'auth_required');
  socket.send({ type: 'authenticate', token });
  await socket.next((frame) => frame.type === 'auth_success', 'auth_success');
  return socket;
}

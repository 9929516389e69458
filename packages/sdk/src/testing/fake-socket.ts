import type { SocketLike } from '../realtime/socket-machine';

/** Test helper: a WebSocket double; every instance is recorded in `FakeSocket.instances`. */
export class FakeSocket implements SocketLike {
  static instances: FakeSocket[] = [];
  static reset(): void {
    FakeSocket.instances = [];
  }
  static last(): FakeSocket {
    const socket = FakeSocket.instances.at(-1);
    if (!socket) throw new Error('no socket was opened');
    return socket;
  }

  readyState = 0;
  sent: unknown[] = [];
  closedWith: number | undefined;
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number; reason?: string }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;

  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }
  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }
  close(code = 1000): void {
    this.closedWith = code;
    this.readyState = 3;
  }
  /** Server side: the connection opened. */
  open(): void {
    this.readyState = 1;
    this.onopen?.({});
  }
  /** Server side: sends a frame (objects are JSON-encoded). */
  receive(frame: unknown): void {
    this.onmessage?.({ data: typeof frame === 'string' ? frame : JSON.stringify(frame) });
  }
  /** Server side: closes the connection. */
  serverClose(code: number): void {
    this.readyState = 3;
    this.onclose?.({ code });
  }
  fail(): void {
    this.onerror?.({});
    this.readyState = 3;
    this.onclose?.({ code: 1006 });
  }
}

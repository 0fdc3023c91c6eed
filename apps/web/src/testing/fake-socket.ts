import type { SocketLike } from '@/lib/realtime';

/** A WebSocket stand-in: records how it was opened and lets a test push messages and closes. */
export class FakeSocket implements SocketLike {
  static instances: FakeSocket[] = [];

  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  /** What the page sent, as text (the market socket's quotes asks). */
  sent: string[] = [];

  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {
    FakeSocket.instances.push(this);
  }

  static reset(): void {
    FakeSocket.instances = [];
  }

  static last(): FakeSocket {
    const socket = FakeSocket.instances.at(-1);
    if (!socket) throw new Error('no socket was opened');
    return socket;
  }

  close(): void {
    this.closed = true;
  }

  send(data: string): void {
    this.sent.push(data);
  }

  /** The connection is established. */
  open(): void {
    this.onopen?.(new Event('open'));
  }

  /** The messages the page sent, parsed. */
  sentMessages(): unknown[] {
    return this.sent.map((text) => JSON.parse(text) as unknown);
  }

  /** The server sends a message. */
  receive(message: unknown): void {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(message) }));
  }

  /** The connection drops (the server closed it or the network failed). */
  drop(): void {
    this.closed = true;
    this.onclose?.(new CloseEvent('close', { code: 1006 }));
  }

  fail(): void {
    this.onerror?.(new Event('error'));
  }
}

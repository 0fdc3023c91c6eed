import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { ServerMessage } from '@copytrade/contracts/realtime';

/** One realtime message on its way to the sockets of a user (`userId`) or of a whole site (no `userId`). */
export type RealtimeEnvelope = { siteId: number; userId?: number; message: ServerMessage };

/**
 * Carries realtime messages between the processes of one deployment (DESIGN.md, Scale-out): what one node
 * publishes, every other node hands to its own sockets. The node that publishes delivers to its sockets
 * itself, at once; the bus only carries the message to the others.
 */
export type RealtimeBus = {
  send(envelope: RealtimeEnvelope): void;
  /** Hears what the other nodes sent; one listener. */
  onMessage(listener: (envelope: RealtimeEnvelope) => void): void;
  /** Whether the message engine is reachable now (the readiness check). */
  healthy(): boolean;
  close(): Promise<void>;
};

type Wire = RealtimeEnvelope & { node: string };

/**
 * The bus on Redis pub/sub: one channel per deployment (`<prefix>:realtime`), a publishing and a
 * subscribed connection per node. Pub/sub is fire-and-forget on purpose: a realtime message is a hint to
 * read again (its rows are committed before it is sent), so a node that was away loses nothing the page
 * cannot read; what must not be lost goes through the after-commit outbox first.
 */
export function createRedisBus(options: { url: string; prefix: string; log: Logger }): RealtimeBus {
  const node = randomUUID();
  const channel = `${options.prefix}:realtime`;
  const connect = (name: string) => {
    const client = new Redis(options.url, {
      connectionName: `copytrade-${name}`,
      // Commands wait for a reconnect rather than fail; the node is reported not ready meanwhile.
      maxRetriesPerRequest: null,
      lazyConnect: false,
    });
    client.on('error', (err: Error) =>
      options.log.warn({ err: err.message }, `realtime bus: ${name} connection`),
    );
    return client;
  };
  const publisher = connect('publisher');
  const subscriber = connect('subscriber');
  let listener: (envelope: RealtimeEnvelope) => void = () => {};
  void subscriber.subscribe(channel).catch((err: unknown) => {
    options.log.error({ err }, 'realtime bus: subscribe failed');
  });
  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    let wire: Wire;
    try {
      wire = JSON.parse(text) as Wire;
    } catch {
      return;
    }
    if (wire.node === node) return;
    listener({
      siteId: wire.siteId,
      ...(wire.userId === undefined ? {} : { userId: wire.userId }),
      message: wire.message,
    });
  });
  return {
    send(envelope) {
      const wire: Wire = { node, ...envelope };
      publisher.publish(channel, JSON.stringify(wire)).catch((err: unknown) => {
        options.log.warn({ err }, 'realtime bus: publish failed');
      });
    },
    onMessage(next) {
      listener = next;
    },
    healthy: () => publisher.status === 'ready' && subscriber.status === 'ready',
    async close() {
      // A connection that is up sends what it has first; one that is not (waiting to reconnect) is dropped.
      await Promise.allSettled(
        [subscriber, publisher].map((client) =>
          client.status === 'ready' ? client.quit() : Promise.resolve(client.disconnect()),
        ),
      );
    },
  };
}

import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { testRedisUrl } from '../src/config/env';
import { subscribeWhenReady } from '../src/trading/cluster/wire';

const REDIS = testRedisUrl();

/**
 * A node may subscribe at any moment of its connection's start. Between the socket's `connect` and
 * ioredis's `ready` (its INFO ready check), a SUBSCRIBE sent at once turns the connection into subscriber
 * mode, the ready check fails and the subscription is lost: a node would never hear its commands.
 */
describe.skipIf(!REDIS)('subscribing while the connection starts', () => {
  it('hears its channel whenever the subscription was asked for, even between connect and ready', async () => {
    const channel = `subscribe-test-${process.pid}-${Date.now().toString(36)}`;
    const subscribers = Array.from({ length: 10 }, () => new Redis(REDIS!, { maxRetriesPerRequest: null }));
    const heard = new Set<number>();
    const errors: string[] = [];
    subscribers.forEach((client, i) => {
      client.on('error', (err: Error) => errors.push(err.message));
      client.on('message', () => heard.add(i));
      // Half right away (still connecting), half in the window between connect and ready.
      if (i % 2 === 0) void subscribeWhenReady(client, channel);
      else client.once('connect', () => void subscribeWhenReady(client, channel));
    });
    const publisher = new Redis(REDIS!);
    try {
      await Promise.all(
        subscribers.map((client) =>
          client.status === 'ready'
            ? Promise.resolve()
            : new Promise((resolve) => client.once('ready', resolve)),
        ),
      );
      // Every subscription is on the server before the message goes out.
      for (let i = 0; i < 100; i += 1) {
        const [, count] = (await publisher.pubsub('NUMSUB', channel)) as [string, number];
        if (Number(count) === subscribers.length) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await publisher.publish(channel, 'hello');
      for (let i = 0; i < 100 && heard.size < subscribers.length; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(errors).toEqual([]);
      expect(heard.size).toBe(subscribers.length);
    } finally {
      publisher.disconnect();
      for (const client of subscribers) client.disconnect();
    }
  });
});

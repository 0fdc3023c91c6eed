import type { FastifyInstance } from 'fastify';
import type { SimWorld } from '@copytrade/mt4-sim';
import { createFakeEa, type FakeEa } from '../../trading/bridge/fake-ea';

/**
 * Development only: simulated MT4 terminals running the bridge EA (the fake EA of the tests, which speaks
 * the protocol's bytes) against this very server, so the bind dialog's "through the EA" can be tried and
 * the journeys can bind bridge accounts. They poll until the app closes.
 */
export function createBridgeTerminals(app: FastifyInstance) {
  const running: FakeEa[] = [];
  app.addHook('onClose', async () => {
    await Promise.all(running.map((ea) => ea.stop()));
  });

  /** The server's own loopback address (the terminal calls it as an EA calls the site). */
  function baseUrl(): string {
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('the server is not listening');
    const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
    return `http://${host === '0.0.0.0' || host === '[::]' ? '127.0.0.1' : host}:${address.port}`;
  }

  return {
    start(key: string, account: { world: SimWorld; server: string; login: number }) {
      const ea = createFakeEa({
        baseUrl: baseUrl(),
        key,
        account,
        onError: (err) => app.log.warn({ err }, 'simulated bridge terminal: an exchange failed'),
      });
      ea.start();
      running.push(ea);
    },
  };
}

export type BridgeTerminals = ReturnType<typeof createBridgeTerminals>;

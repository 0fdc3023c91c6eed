import type { FastifyInstance } from 'fastify';
import type { SimWorld } from '@copytrade/mt4-sim';
import { AppError } from '../../platform/app-error';
import { createFakeEa, type FakeEa } from './fake-ea';

/** At most this many simulated terminals run at once in one process (each polls the server 4 times a second). */
const MAX_RUNNING = 50;
/** How often terminals whose key the server now refuses (revoked, unbound) are stopped. */
const SWEEP_MS = 10_000;

/** A running terminal, or a place reserved for one whose simulator account is being opened (`ea` null). */
type Running = { ea: FakeEa | null; owner: string | null };

/**
 * Simulated MT4 terminals running the bridge EA (the fake EA of the tests, which speaks the protocol's bytes)
 * against this very server: the demo's "try it with a simulated terminal" in the bind dialog, the `dev/`
 * route and the journeys. An owner has one at a time (a new one stops the earlier); a terminal whose key the
 * server refuses is stopped by the sweep; all stop when the app closes.
 */
export function createSimulatedTerminals(app: FastifyInstance) {
  const running = new Set<Running>();

  async function stop(entry: Running) {
    running.delete(entry);
    await entry.ea?.stop();
  }

  const sweep = setInterval(() => {
    for (const entry of running) if (entry.ea?.status().lastStatus === 401) void stop(entry);
  }, SWEEP_MS);
  sweep.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    await Promise.all([...running].map(stop));
  });

  /** The server's own loopback address (the terminal calls it as an EA calls the site). */
  function baseUrl(): string {
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('the server is not listening');
    const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
    return `http://${host === '0.0.0.0' || host === '[::]' ? '127.0.0.1' : host}:${address.port}`;
  }

  function launch(entry: Running, key: string, account: { world: SimWorld; server: string; login: number }) {
    entry.ea = createFakeEa({
      baseUrl: baseUrl(),
      key,
      account,
      onError: (err) => app.log.warn({ err }, 'simulated bridge terminal: an exchange failed'),
    });
    entry.ea.start();
  }

  return {
    /**
     * Reserves a place for `owner`'s terminal at once (no await between the count and the reservation, so
     * concurrent requests cannot pass the limit together): `owner`'s earlier terminal stops. Null when the
     * process runs as many as it may.
     */
    reserve(owner: string) {
      const previous = [...running].filter((entry) => entry.owner === owner);
      if (running.size - previous.length >= MAX_RUNNING) return null;
      for (const entry of previous) void stop(entry);
      const entry: Running = { ea: null, owner };
      running.add(entry);
      return {
        start: (key: string, account: { world: SimWorld; server: string; login: number }) =>
          running.has(entry) ? launch(entry, key, account) : undefined,
        release: () => void stop(entry),
      };
    },

    /** Starts a terminal outside the owners' places (the `dev/` route, the journeys). */
    start(key: string, account: { world: SimWorld; server: string; login: number }): void {
      const entry: Running = { ea: null, owner: null };
      running.add(entry);
      launch(entry, key, account);
    },
  };
}

export type SimulatedTerminals = ReturnType<typeof createSimulatedTerminals>;

/** The simulator a demo terminal's account is opened in. */
type DemoSimulator = {
  world(): SimWorld;
  createDemoAccount(
    server: string,
    options: { name: string; leverage: number; deposit: string },
  ): Promise<{ login: string }>;
};

/**
 * The demo's "try it with a simulated terminal": a place for the owner's terminal, a new account on the
 * simulator's demo server (10,000.00 at 1:100), and the terminal logged in to it with the key.
 */
export function createDemoTerminalLauncher(options: {
  terminals: SimulatedTerminals;
  simulator: DemoSimulator;
  server: string;
}) {
  return {
    async start(owner: string, key: string): Promise<{ server: string; login: string }> {
      const place = options.terminals.reserve(owner);
      if (!place) throw new AppError('DEMO_TERMINALS_FULL');
      try {
        const { login } = await options.simulator.createDemoAccount(options.server, {
          name: 'Demo terminal',
          leverage: 100,
          deposit: '10000.00',
        });
        place.start(key, { world: options.simulator.world(), server: options.server, login: Number(login) });
        return { server: options.server, login };
      } catch (error) {
        place.release();
        throw error;
      }
    },
  };
}

export type DemoTerminalLauncher = ReturnType<typeof createDemoTerminalLauncher>;

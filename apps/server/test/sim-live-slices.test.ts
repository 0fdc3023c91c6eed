import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase, type Database } from '../src/db/client';
import type { Clock } from '../src/platform/ports';
import { deriveKeys } from '../src/platform/secrets';
import type { SessionEvent } from '../src/trading/gateway';
import { createSimGateway } from '../src/trading/sim/sim-gateway';
import { WEDNESDAY } from './copy-support';
import { predictableCatalog } from './harness';

/**
 * The live drive runs the simulator in slices (sim-gateway.ts, LIVE_SLICE): a burst of orders, as one
 * signal's copies to many followers, is answered as it executes, over several turns of the event loop,
 * instead of in one long turn at the end; and nothing is lost or answered twice on the way.
 */
const SERVER = 'MeridianMarkets-Live';
const ACCOUNTS = 800;
const FIRST_LOGIN = 7_100_000;

describe('the simulator live drive in slices', () => {
  let database: Database;
  let gateway: Awaited<ReturnType<typeof createSimGateway>>;

  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite-memory' });
    await migrateDatabase(database);
    const wallStart = Date.now();
    const clock: Clock = { now: () => new Date(WEDNESDAY.getTime() + (Date.now() - wallStart)) };
    gateway = await createSimGateway({
      db: database.db,
      log: pino({ level: 'silent' }),
      clock,
      seed: 3,
      passwordKey: deriveKeys(Buffer.alloc(32, 4)).simPassword,
      drive: 'live',
      tickMs: 1000,
      feed: 'manual',
      persist: false,
      // Every order executes the moment it arrives: a burst is due all at once.
      catalog: predictableCatalog({ [SERVER]: { executionDelayMs: 0 } }),
    });
    for (let i = 0; i < ACCOUNTS; i += 1) {
      gateway.world().createAccount(SERVER, {
        login: FIRST_LOGIN + i,
        name: `F${i}`,
        password: 'Follow123',
        investorPassword: 'Read1234',
        leverage: 100,
        currency: 'USD',
        balance: '5000.00',
      });
    }
    await gateway.advance();
  }, 60_000);

  afterAll(async () => {
    await gateway?.stop();
    await database?.close();
  });

  it('answers a burst of orders over several turns, each order once', async () => {
    // A turn counter: an immediate that counts the event loop's turns until the burst is answered.
    let turn = 0;
    let spinning = true;
    const spin = () => {
      turn += 1;
      if (spinning) setImmediate(spin);
    };
    const eventTurns: number[] = [];
    const sessions = await Promise.all(
      Array.from({ length: ACCOUNTS }, (_, i) =>
        gateway.openSession(
          { server: SERVER, login: String(FIRST_LOGIN + i), password: 'Follow123' },
          (event: SessionEvent) => {
            if (event.type === 'order' && event.kind === 'opened') eventTurns.push(turn);
          },
        ),
      ),
    );
    spin();
    const answers = await Promise.all(
      sessions.map((session) => session.send({ symbol: 'EURUSD', type: 0, lots: 1 })),
    );
    spinning = false;

    expect(answers.every((a) => a.ok)).toBe(true);
    const tickets = answers.map((a) => (a.ok ? a.order.ticket : 0));
    expect(new Set(tickets).size).toBe(ACCOUNTS);
    expect(eventTurns).toHaveLength(ACCOUNTS);
    // In one turn, every order would be heard in the same turn; in slices of 256, in at least four.
    expect(new Set(eventTurns).size).toBeGreaterThanOrEqual(Math.ceil(ACCOUNTS / 256));
    for (let i = 0; i < ACCOUNTS; i += 1) {
      expect(gateway.world().openOrders(SERVER, FIRST_LOGIN + i)).toHaveLength(1);
    }
    for (const session of sessions) session.end();
  }, 60_000);
});

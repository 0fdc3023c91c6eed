import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import type { TradeResult } from '@copytrade/mt4-sim';
import { testRedisUrl } from '../src/config/env';
import { copyLinks } from '../src/db/schema/copy';
import { createLeaseKeeper, type LeaseKeeper } from '../src/trading/leases/lease-keeper';
import { bindAccount, fixedLot, person, subscribeOk } from './copy-support';
import { advanceUntil, clusterContext, waitFor, type ClusterContext } from './cluster-support';
import { predictableCatalog } from './harness';
import { masterSim, simAccount } from './sim-support';

/**
 * A copy worker with leases (issue 20) hears through Redis that a master's subscriptions changed and runs its
 * lease round at once: the first subscription to a new master is copied from the next trade on, not after
 * the worker's next round (a third of a lease: 40 s here, longer than the test waits).
 */
const REDIS = testRedisUrl();
const MASTER = masterSim(7310001);
const FOLLOWER = simAccount('ApexCapital-Real01', 7310011);
const LEASE_MS = 120_000;

describe.skipIf(!REDIS)('a copy worker and a master that becomes one', () => {
  let t: ClusterContext;
  let keeper: LeaseKeeper | undefined;

  beforeAll(async () => {
    t = await clusterContext(REDIS!, [MASTER, FOLLOWER], {
      catalog: predictableCatalog(),
      workerApp: (db) => ({
        copyLeases: (handlers) =>
          (keeper = createLeaseKeeper({
            ...handlers,
            db,
            nodeId: 'worker-new-master',
            leaseMs: LEASE_MS,
            log: pino({ level: 'silent' }),
          })),
      }),
      worker: {
        holds: (id) => keeper?.holds(id) ?? false,
        mastersChanged: () => void keeper?.round(),
      },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('takes the new master at once and copies its next open', async () => {
    const trader = await person(t, 'nova@cluster.test', 3);
    const follower = await person(t, 'kai@cluster.test');
    const masterId = await bindAccount(t, trader, 1, MASTER);
    const followId = await bindAccount(t, follower, 2, FOLLOWER);
    await advanceUntil(t, () => true, 'the sessions');
    // The worker's first round found no master with live subscriptions.
    expect(keeper?.held()).toEqual([]);

    const subscriptionId = await subscribeOk(t, follower, fixedLot(masterId, followId));
    await waitFor(() => keeper?.holds(masterId) ?? false, 'the worker to take the new master');

    let result: TradeResult | null = null;
    void t.gateway
      .world()
      .sendOrder(MASTER.server, MASTER.login, { symbol: 'EURUSD', type: 0, lots: 100 })
      .then((r) => (result = r));
    await advanceUntil(
      t,
      async () =>
        result !== null &&
        (await t.db.select().from(copyLinks).where(eq(copyLinks.subscriptionId, subscriptionId))).length ===
          1,
      'the copy',
    );
    expect(result).toMatchObject({ ok: true });
  });
});

import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { subscriptions } from '../src/db/schema/copy';
import type { TestContext } from './harness';
import { bindAccount, person, subscribeOk } from './copy-support';
import { masterSim, simAccount, tradingContext } from './sim-support';

/*
 * A subscription's state is one of the lifecycle's values (packages/engine/src/subscriptions): besides the
 * subscriptions module being the only writer, the database refuses any other value (CHECK
 * subscriptions_state, migration 0014), on PGlite and PostgreSQL alike.
 */

const MASTER = masterSim(7100001);
const FOLLOWER = simAccount('ApexCapital-Real01', 7100011);

let t: TestContext;
let subscriptionId: number;

/** The SQLSTATE of a database error, whether thrown by pg or PGlite or wrapped by Drizzle as the cause. */
function sqlState(error: unknown): unknown {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    if ('code' in current && typeof current.code === 'string') return current.code;
    current = 'cause' in current ? current.cause : undefined;
  }
  return undefined;
}

async function stateOf(id: number) {
  const [row] = await t.db
    .select({ state: subscriptions.state })
    .from(subscriptions)
    .where(eq(subscriptions.id, id));
  return row?.state;
}

beforeAll(async () => {
  t = await tradingContext([MASTER, FOLLOWER]);
  const trader = await person(t, 'vega@example.com', 3);
  const follower = await person(t, 'noor@example.com');
  const masterAccountId = await bindAccount(t, trader, 1, MASTER);
  const followAccountId = await bindAccount(t, follower, 2, FOLLOWER);
  subscriptionId = await subscribeOk(t, follower, {
    masterAccountId,
    followAccountId,
    copyType: 1,
    copyValue: '0.10',
    direction: 1,
  });
});

afterAll(async () => {
  await t.close();
});

it('the database refuses a state outside the lifecycle (check_violation) and keeps the row as it was', async () => {
  expect(await stateOf(subscriptionId)).toBe('subscribing');
  const write = t.db.execute(sql`update subscriptions set state = 'paused' where id = ${subscriptionId}`);
  await expect(write).rejects.toSatisfy((error) => sqlState(error) === '23514');
  expect(await stateOf(subscriptionId)).toBe('subscribing');
});

it('a state of the lifecycle is taken (the constraint lists every one)', async () => {
  for (const state of ['closing', 'history', 'cancelled', 'unpaid', 'subscribing'])
    await t.db.execute(sql`update subscriptions set state = ${state} where id = ${subscriptionId}`);
  expect(await stateOf(subscriptionId)).toBe('subscribing');
});

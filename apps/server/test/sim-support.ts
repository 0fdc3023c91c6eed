import { brokerTrade, createSimAccounts, settle, WEDNESDAY, type SimAccount } from './copy-support';
import { createTestContext, predictableCatalog, type TestContext, type TestContextOptions } from './harness';

/** The simulator's side of a test that trades: accounts opened at the brokers, and the app to trade on. */

/** An account in the simulator as most tests open it (a follower's: 5000.00 at 1:100) unless `values` say. */
export const simAccount = (server: string, login: number, values: Partial<SimAccount> = {}): SimAccount => ({
  server,
  login,
  password: 'Follow123',
  balance: '5000.00',
  leverage: 100,
  ...values,
});

/** A trader's account in the simulator: 50000.00 at 1:100 on MeridianMarkets-Live unless `values` say. */
export const masterSim = (login: number, values: Partial<SimAccount> = {}): SimAccount =>
  simAccount('MeridianMarkets-Live', login, { password: 'Master123', balance: '50000.00', ...values });

/**
 * The app of a test that trades: a Wednesday (markets open), the predictable brokers, and `accounts`
 * opened in the simulator and settled.
 */
export async function tradingContext(
  accounts: SimAccount[],
  options: TestContextOptions = {},
): Promise<TestContext> {
  const t = await createTestContext({ start: WEDNESDAY, catalog: predictableCatalog(), ...options });
  createSimAccounts(t, accounts);
  await settle(t);
  return t;
}

type OrderRequest = Parameters<ReturnType<TestContext['gateway']['world']>['sendOrder']>[2];

/** An order the account's owner places in his own terminal (not through the site), settled. */
export function brokerOrder(t: TestContext, account: SimAccount, order: OrderRequest) {
  return brokerTrade(t, t.gateway.world().sendOrder(account.server, account.login, order));
}

/**
 * The copy bench's brokers and accounts (bench/copy.ts), shared with its broker process
 * (bench/broker-child.ts): one master on a broker without delays, followers spread over three brokers.
 */
import { DEFAULT_CATALOG, patchServer, type Catalog, type SimWorld } from '@copytrade/mt4-sim';

export const MASTER = { server: 'MeridianMarkets-Live', login: 9000001 };
export const FOLLOWER_SERVERS = ['ApexCapital-Real01', 'ApexCapital-Real02', 'OrionFX-Pro'];
export const BENCH_PASSWORD = 'Bench1234';
/** The bench's clock starts on a Wednesday morning (markets open). */
export const BENCH_START = Date.parse('2026-11-18T09:00:00Z');

export function benchCatalog(delay: [number, number] | 0): Catalog {
  let catalog = patchServer(DEFAULT_CATALOG, MASTER.server, {
    executionDelayMs: 0,
    requoteProbability: 0,
    timeoutProbability: 0,
  });
  FOLLOWER_SERVERS.forEach((server, i) => {
    // The simulator jitters each delay by x0.6..x1.6 around its mean: means chosen so orders take 50-200 ms.
    const mean = delay === 0 ? 0 : Math.round((delay[0] + (delay[1] - delay[0]) * (i / 2)) / 1.1);
    catalog = patchServer(catalog, server, {
      executionDelayMs: mean,
      requoteProbability: 0,
      timeoutProbability: 0,
    });
  });
  return catalog;
}

export const followerOf = (i: number) => ({
  server: FOLLOWER_SERVERS[i % FOLLOWER_SERVERS.length]!,
  login: 9100000 + i,
});

/** The master (1,000,000.00) and `followers` accounts (10,000.00 each), all at 1:100. */
export function createBenchAccounts(world: SimWorld, followers: number) {
  world.createAccount(MASTER.server, {
    login: MASTER.login,
    name: 'Master',
    password: BENCH_PASSWORD,
    investorPassword: 'Read1234',
    leverage: 100,
    currency: 'USD',
    balance: '1000000.00',
  });
  for (let i = 0; i < followers; i += 1) {
    const f = followerOf(i);
    world.createAccount(f.server, {
      login: f.login,
      name: `F${i}`,
      password: BENCH_PASSWORD,
      investorPassword: 'Read1234',
      leverage: 100,
      currency: 'USD',
      balance: '10000.00',
    });
  }
}

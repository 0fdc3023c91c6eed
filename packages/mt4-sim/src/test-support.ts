/**
 * Shared setup of the simulator's own tests (not part of the public surface): a manual-price world on a
 * catalog whose execution is predictable (no requotes, no timeouts, a fixed 100 ms delay) and with round
 * spreads, so that every expected number can be worked out by hand.
 */
import { DEFAULT_CATALOG, patchServer, type Catalog } from './catalog';
import type { TradeResult } from './types';
import { SimWorld, type SimWorldOptions } from './world';

/** Tuesday 2024-03-05 10:00 UTC: London session, mid-week, far from a rollover. */
export const TUESDAY_10H = Date.UTC(2024, 2, 5, 10);

/** A deterministic password hash for tests (the world only compares hashes). */
export const testHash = (text: string): string => `test-hash:${text}`;

/**
 * The default catalog with Meridian Markets Demo, Apex Capital Demo and Orion FX Demo made predictable:
 * 100 ms execution, no requotes, no timeouts. Spreads (points): EURUSD 10, GBPUSD 10, USDJPY 20, EURGBP 10,
 * XAUUSD 20 on Meridian; 2 on Apex EURUSD.m. Stop levels as in the catalog (Meridian 10 FX / 50 metals,
 * Apex 0, Orion 20).
 */
export function testCatalog(): Catalog {
  const predictable = { executionDelayMs: 100, requoteProbability: 0, timeoutProbability: 0 };
  let catalog = patchServer(DEFAULT_CATALOG, 'MeridianMarkets-Demo', predictable, {
    EURUSD: { typicalSpread: 10 },
    GBPUSD: { typicalSpread: 10 },
    USDJPY: { typicalSpread: 20 },
    EURGBP: { typicalSpread: 10 },
    XAUUSD: { typicalSpread: 20 },
  });
  catalog = patchServer(catalog, 'ApexCapital-Demo', predictable, { EURUSD: { typicalSpread: 2 } });
  catalog = patchServer(catalog, 'OrionFX-Demo', predictable);
  return catalog;
}

/** A world whose prices move only by `setMid`, on the test catalog. */
export function manualWorld(options: Partial<SimWorldOptions> = {}): SimWorld {
  return new SimWorld({
    seed: 7,
    start: TUESDAY_10H,
    catalog: testCatalog(),
    hash: testHash,
    feed: 'manual',
    ...options,
  });
}

/** Sets several mids at once. */
export function setMids(world: SimWorld, mids: Record<string, string>): void {
  for (const [symbol, mid] of Object.entries(mids)) world.setMid(symbol, mid);
}

/** Advances one second (past any execution delay) and returns the request's answer. */
export async function settle(world: SimWorld, pending: Promise<TradeResult>): Promise<TradeResult> {
  world.advanceTo(world.now() + 1000);
  return pending;
}

/** Like settle, but fails the test unless the request succeeded; returns the order (and remainder). */
export async function ok(
  world: SimWorld,
  pending: Promise<TradeResult>,
): Promise<Extract<TradeResult, { ok: true }>> {
  const result = await settle(world, pending);
  if (!result.ok) throw new Error(`expected success, got ${result.code} ${result.message}`);
  return result;
}

/** An account with `balance` USD at 1:`leverage` on `server`. */
export function openAccount(world: SimWorld, server: string, balance: string, leverage = 100): number {
  return world.createAccount(server, {
    name: 'Test Trader',
    password: 'trade-pass1',
    investorPassword: 'investor-pass1',
    leverage,
    currency: 'USD',
    balance,
  }).login;
}

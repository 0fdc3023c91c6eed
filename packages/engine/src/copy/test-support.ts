/**
 * Builders for the copy-rule tests: a plain EURUSD world (5 digits, 0.01 to 100.00 lots, step 0.01) with
 * one master and one follower, every limit off. A test overrides only what its scenario is about.
 */
import type { OpenInput, OpenSubscriber } from './decide-open';
import type { PreviewSettings } from './preview';
import { indexSymbols } from './symbol-index';
import type { SymbolIndex } from './symbol-index';
import type { AccountView, CopyLink, CopySettings, MasterOrder, SymbolView } from './types';

/** 2024-03-04 10:00:00 UTC, the tests' "now". */
export const NOW = Date.UTC(2024, 2, 4, 10, 0, 0);

/** A symbol row with EURUSD's usual terms. */
export function symbolRow(overrides: Partial<SymbolView> = {}): SymbolView {
  return {
    symbol: 'EURUSD',
    standardSymbol: 'EURUSD',
    minLot: 1,
    maxLot: 10000,
    lotStep: 1,
    digits: 5,
    status: 11,
    ...overrides,
  };
}

/** The master's table: EURUSD.m and XAUUSD.m bound, BTCUSD.m unbound. */
export const MASTER_SYMBOLS: SymbolIndex = indexSymbols([
  symbolRow({ symbol: 'EURUSD.m' }),
  symbolRow({ symbol: 'XAUUSD.m', standardSymbol: 'XAUUSD', digits: 2 }),
  symbolRow({ symbol: 'BTCUSD.m', standardSymbol: '', status: 24 }),
]);

/** The follower's table: EURUSDpro and GOLD bound. */
export const FOLLOWER_SYMBOLS: SymbolIndex = indexSymbols([
  symbolRow({ symbol: 'EURUSDpro' }),
  symbolRow({ symbol: 'GOLD', standardSymbol: 'XAUUSD', digits: 2 }),
]);

/** A master buy of 2.00 EURUSD.m at 1.10000, SL 1.09500, TP 1.11000. */
export function masterOrder(overrides: Partial<MasterOrder> = {}): MasterOrder {
  return {
    ticket: 5001,
    type: 0,
    symbol: 'EURUSD.m',
    lots: 200,
    openPrice: '1.10000',
    sl: '1.09500',
    tp: '1.11000',
    openTime: NOW - 1000,
    ...overrides,
  };
}

/** Fixed ratio 1, forward, no limits, as the subscribe dialog sends them (the preview's settings). */
export const RATIO_ONE: PreviewSettings = {
  copyType: 2,
  copyValue: '1',
  direction: 1,
  maxOpenPositions: null,
  maxTotalLots: null,
  maxRatio: null,
  partialClose: 'takeSmall',
};

/** Fixed ratio 1, forward, no limits. */
export function settings(overrides: Partial<CopySettings> = {}): CopySettings {
  return { subscriptionId: 42, ...RATIO_ONE, closeMode: 'followTrader', cancelled: false, ...overrides };
}

/** A connected follower with 5,000.00 and no positions at 1:100. */
export function account(overrides: Partial<AccountView> = {}): AccountView {
  return {
    balance: '5000.00',
    equity: '5000.00',
    freeMargin: '5000.00',
    leverage: 100,
    connected: true,
    paused: false,
    ...overrides,
  };
}

/** One subscriber with no open copies and an unknown margin (no margin check). */
export function subscriber(overrides: Partial<OpenSubscriber> = {}): OpenSubscriber {
  return {
    settings: settings(),
    follower: account(),
    followerSymbols: FOLLOWER_SYMBOLS,
    exposure: { openPositions: 0, totalLots: 0 },
    marginPerLot: () => null,
    ...overrides,
  };
}

/** A whole decideOpen input: the master order seen 1 s ago, master 50,000.00 at 1:200. */
export function openInput(overrides: Partial<OpenInput> = {}): OpenInput {
  return {
    now: NOW,
    signalTime: NOW - 1000,
    master: masterOrder(),
    masterAccount: { equity: '50000.00', leverage: 200 },
    masterSymbols: MASTER_SYMBOLS,
    reverseAllowed: true,
    traderFollowerBalanceMin: null,
    ...subscriber(),
    ...overrides,
  };
}

/** A forward link of master 5001 to a follower buy of 0.50 EURUSDpro (ticket 9001). */
export function link(
  overrides: Partial<CopyLink> = {},
  follower: Partial<CopyLink['follower']> = {},
): CopyLink {
  return {
    subscriptionId: 42,
    masterTicket: 5001,
    direction: 1,
    ...overrides,
    follower: {
      ticket: 9001,
      type: 0,
      symbol: 'EURUSDpro',
      lots: 50,
      openPrice: '1.10002',
      sl: '1.09500',
      tp: '1.11000',
      ...follower,
    },
  };
}

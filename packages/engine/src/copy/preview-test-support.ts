/**
 * Builders for the copy-preview scenarios: a master on `EURUSD.m` / `XAUUSD.m` (BTCUSD.m unbound) at 1:100,
 * a USD follower on `EURUSD` / `GOLD` at 1:100 with 10,000.00, fixed ratio 1 forward and no limits. Trades
 * follow each other an hour apart unless a scenario says otherwise.
 */
import { formatHundredths, parseCents } from '../stats/money';
import type { PreviewInput, PreviewPosition, PreviewSymbol } from './preview';
import { RATIO_ONE, symbolRow } from './test-support';

/** 2024-03-04 00:00:00 UTC: the window's start. */
export const FROM = Date.UTC(2024, 2, 4);
export const HOUR = 3_600_000;
/** The window's end: 30 days later. */
export const TO = FROM + 30 * 24 * HOUR;

export const MASTER_TABLE = [
  symbolRow({ symbol: 'EURUSD.m' }),
  symbolRow({ symbol: 'XAUUSD.m', standardSymbol: 'XAUUSD', digits: 2 }),
  symbolRow({ symbol: 'BTCUSD.m', standardSymbol: '', status: 24 }),
];

export const FOLLOWER_TABLE: PreviewSymbol[] = [
  { ...symbolRow({ symbol: 'EURUSD' }), contractSize: '100000' },
  { ...symbolRow({ symbol: 'GOLD', standardSymbol: 'XAUUSD', digits: 2 }), contractSize: '100' },
];

let nextTicket = 1000;

/**
 * A closed EURUSD.m buy of `lots` hundredths at 1.10000 with net result `profit` (no swap, no commission),
 * opened at `FROM + hour h` and closed half an hour later.
 */
export function position(
  hour: number,
  lots: number,
  profit: string,
  overrides: Partial<PreviewPosition> = {},
) {
  nextTicket += 1;
  return {
    ticket: nextTicket,
    type: 0,
    symbol: 'EURUSD.m',
    lots,
    openTime: FROM + hour * HOUR,
    openPrice: '1.10000',
    closeTime: FROM + hour * HOUR + HOUR / 2,
    profit,
    swap: '0.00',
    commission: '0.00',
    fromTicket: null,
    ...overrides,
  } satisfies PreviewPosition;
}

/** The sum of the positions' closed net results, as the master's balance grew by it. */
export function closedNet(positions: readonly PreviewPosition[]): number {
  return positions
    .filter((p) => p.closeTime !== null)
    .reduce(
      (sum, p) =>
        sum +
        parseCents(p.profit, 'profit') +
        parseCents(p.swap, 'swap') +
        parseCents(p.commission, 'commission'),
      0,
    );
}

/**
 * A replay input: `positions`, the master starting the window with `masterStart` (his balance now is
 * derived by adding what the positions closed), everything else the defaults.
 */
export function previewInput(
  positions: readonly PreviewPosition[],
  overrides: Partial<PreviewInput> = {},
  masterStart = '20000.00',
): PreviewInput {
  const nowCents = parseCents(masterStart, 'masterStart') + closedNet(positions);
  return {
    from: FROM,
    to: TO,
    positions,
    masterEvents: [],
    masterBalanceNow: formatHundredths(nowCents),
    masterLeverage: 100,
    masterSymbols: MASTER_TABLE,
    follower: { equity: '10000.00', leverage: 100, currency: 'USD', symbols: FOLLOWER_TABLE },
    settings: { ...RATIO_ONE },
    reverseAllowed: true,
    traderFollowerBalanceMin: null,
    ...overrides,
  };
}

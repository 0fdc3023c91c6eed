import { describe, expect, it } from 'vitest';
import { decideOpen } from './decide-open';
import type { OpenInput } from './decide-open';
import { indexSymbols } from './symbol-index';
import { NOW, account, openInput, settings, symbolRow } from './test-support';

type Bite = [reason: string, bite: (input: OpenInput) => OpenInput];

// Each rule made to bite on its own; applied together, the earliest must win.
const BITES: Bite[] = [
  ['SUBSCRIPTION_CLOSING', (i) => ({ ...i, settings: { ...i.settings, cancelled: true } })],
  ['ACCOUNT_DISCONNECTED', (i) => ({ ...i, follower: { ...i.follower, connected: false } })],
  ['ACCOUNT_PAUSED', (i) => ({ ...i, follower: { ...i.follower, paused: true } })],
  ['SIGNAL_TOO_OLD', (i) => ({ ...i, signalTime: NOW - 61_000 })],
  [
    'REVERSE_NOT_ALLOWED',
    (i) => ({ ...i, settings: { ...i.settings, direction: 2 }, reverseAllowed: false }),
  ],
  [
    'SYMBOL_UNBOUND',
    (i) => ({ ...i, followerSymbols: indexSymbols([symbolRow({ standardSymbol: 'GBPUSD' })]) }),
  ],
  // 0.001 x 2.00 = 0.002 lots.
  ['BELOW_MIN_LOT', (i) => ({ ...i, settings: { ...i.settings, copyValue: '0.001' } })],
  ['MAX_POSITIONS', (i) => ({ ...i, settings: { ...i.settings, maxOpenPositions: 3 } })],
  ['MAX_TOTAL_LOTS', (i) => ({ ...i, settings: { ...i.settings, maxTotalLots: 100 } })],
  ['FOLLOWER_BALANCE_BELOW_MIN', (i) => ({ ...i, traderFollowerBalanceMin: '10000.00' })],
  // Equity 5,000.00 with 4,000.00 of margin used: level 125% already, below 150%.
  ['INSUFFICIENT_MARGIN', (i) => ({ ...i, follower: { ...i.follower, freeMargin: '1000.00' } })],
];

// Three copies holding 1.00 lot: the limits above bite only where they are set.
const base = () =>
  openInput({ exposure: { openPositions: 3, totalLots: 100 }, marginPerLot: () => '1100.00' });

describe('limits on an open, in the DOMAIN.md order', () => {
  it.each(BITES.map(([reason], k) => [reason, k] as const))('%s wins over every later one', (reason, k) => {
    const input = BITES.slice(k).reduce((acc, [, bite]) => bite(acc), base());
    expect(decideOpen(input)).toMatchObject({ kind: 'skip', reason });
  });

  it('with none biting the copy opens', () => {
    expect(decideOpen(base())).toMatchObject({ kind: 'open', lots: 200 });
  });

  it('maximum open positions: 2 of 3 held opens the third, 3 of 3 skips', () => {
    const limited = settings({ maxOpenPositions: 3 });
    const two = openInput({ settings: limited, exposure: { openPositions: 2, totalLots: 0 } });
    expect(decideOpen(two)).toMatchObject({ kind: 'open' });
    const three = openInput({ settings: limited, exposure: { openPositions: 3, totalLots: 0 } });
    expect(decideOpen(three)).toEqual({
      kind: 'skip',
      reason: 'MAX_POSITIONS',
      detail: { openPositions: 3, maxOpenPositions: 3 },
    });
  });

  it('total held lots: 0.70 held of 1.00 reduces a 0.50 copy to 0.30', () => {
    const input = openInput({
      settings: settings({ copyValue: '0.25', maxTotalLots: 100 }),
      exposure: { openPositions: 1, totalLots: 70 },
    });
    expect(decideOpen(input)).toMatchObject({
      kind: 'open',
      lots: 30,
      adjustments: [{ reason: 'MAX_TOTAL_LOTS', from: 50, to: 30 }],
    });
  });

  it('total held lots: what is left is rounded down to the step; under the minimum it skips', () => {
    const followerSymbols = indexSymbols([symbolRow({ symbol: 'EURUSDpro', minLot: 10, lotStep: 10 })]);
    const limited = settings({ maxTotalLots: 100 });
    const left35 = openInput({
      settings: limited,
      followerSymbols,
      exposure: { openPositions: 1, totalLots: 65 },
    });
    expect(decideOpen(left35)).toMatchObject({ kind: 'open', lots: 30 });
    const left5 = openInput({
      settings: limited,
      followerSymbols,
      exposure: { openPositions: 1, totalLots: 95 },
    });
    expect(decideOpen(left5)).toEqual({
      kind: 'skip',
      reason: 'MAX_TOTAL_LOTS',
      detail: { totalLots: '0.95', maxTotalLots: '1.00', minLot: '0.10' },
    });
  });

  it("trader's follower-balance minimum: 5,000.00 passes a 5,000.00 minimum, 4,999.99 does not", () => {
    const input = openInput({ traderFollowerBalanceMin: '5000' });
    expect(decideOpen(input)).toMatchObject({ kind: 'open' });
    expect(decideOpen({ ...input, follower: account({ balance: '4999.99' }) })).toEqual({
      kind: 'skip',
      reason: 'FOLLOWER_BALANCE_BELOW_MIN',
      detail: { balance: '4999.99', minimum: '5000' },
    });
  });

  it('a pause holds new opens only (closes are decided elsewhere and ignore it)', () => {
    expect(decideOpen(openInput({ follower: account({ paused: true }) }))).toEqual({
      kind: 'skip',
      reason: 'ACCOUNT_PAUSED',
    });
  });
});

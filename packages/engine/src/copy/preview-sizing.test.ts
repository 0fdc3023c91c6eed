import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatHundredths } from '../stats/money';
import { decideOpen } from './decide-open';
import { estimateMarginPerLot, replayCopy } from './preview';
import type { PreviewSettings } from './preview';
import { indexSymbols } from './symbol-index';
import { FOLLOWER_TABLE, MASTER_TABLE, position, previewInput } from './preview-test-support';
import { NO_VALUE } from './types';

const fixedLot = (value: string): Partial<PreviewSettings> => ({ copyType: 1, copyValue: value });
const fixedRatio = (value: string): Partial<PreviewSettings> => ({ copyType: 2, copyValue: value });
const smart = (maxRatio: string | null = null): Partial<PreviewSettings> => ({
  copyType: 3,
  copyValue: NO_VALUE,
  maxRatio,
});

function lotsOf(settings: Partial<PreviewSettings>, masterLots = 200, equity = '10000.00') {
  const base = previewInput([position(1, masterLots, '0.00')]);
  const result = replayCopy({
    ...base,
    settings: { ...base.settings, ...settings },
    follower: { ...base.follower, equity },
  });
  const outcome = result.trades[0]!.outcome;
  return outcome.kind === 'copied' ? outcome.lots : outcome.reason;
}

describe('the preview sizes each trade as copying does (DOMAIN.md, Sizing)', () => {
  it('fixed lot 0.10 copies 2.00 lots with 0.10', () => {
    expect(lotsOf(fixedLot('0.10'))).toBe(10);
  });

  it('fixed ratio 0.5 copies 2.00 lots with 1.00', () => {
    expect(lotsOf(fixedRatio('0.5'))).toBe(100);
  });

  it("smart ratio: 10,000.00 against the master's 20,000.00 at the same leverage is 0.5 -> 1.00", () => {
    expect(lotsOf(smart())).toBe(100);
    expect(lotsOf(smart('0.25'))).toBe(50);
  });

  it("smart ratio with a visitor's 500.00 sizes 2.00 lots to 0.05", () => {
    expect(lotsOf(smart(), 200, '500.00')).toBe(5);
  });

  it('matches decideOpen for the same inputs, whatever the mode, value, amounts and leverage', () => {
    const settings = fc.oneof(
      fc.integer({ min: 1, max: 500 }).map((h) => fixedLot(formatHundredths(h))),
      fc.integer({ min: 1, max: 300 }).map((h) => fixedRatio(formatHundredths(h))),
      fc.option(fc.integer({ min: 1, max: 200 }).map((h) => formatHundredths(h))).map((cap) => smart(cap)),
    );
    fc.assert(
      fc.property(
        settings,
        fc.integer({ min: 1, max: 5000 }),
        fc.integer({ min: 1000, max: 10_000_000 }),
        fc.integer({ min: 10_000, max: 100_000_000 }),
        fc.constantFrom(1, 50, 100, 200, 500, 1000),
        fc.constantFrom(50, 100, 400),
        (chosen, masterLots, followerCents, masterCents, followerLeverage, masterLeverage) => {
          const equity = formatHundredths(followerCents);
          const masterStart = formatHundredths(masterCents);
          const base = previewInput([position(1, masterLots, '0.00')], {}, masterStart);
          const input = {
            ...base,
            masterLeverage,
            settings: { ...base.settings, ...chosen },
            follower: { ...base.follower, equity, leverage: followerLeverage },
          };
          const got = replayCopy(input).trades[0]!.outcome;
          const master = input.positions[0]!;
          const expected = decideOpen({
            now: master.openTime,
            signalTime: master.openTime,
            master: { ...master, sl: '0', tp: '0' },
            masterAccount: { equity: masterStart, leverage: masterLeverage },
            masterSymbols: indexSymbols(MASTER_TABLE),
            reverseAllowed: true,
            traderFollowerBalanceMin: null,
            settings: { ...input.settings, subscriptionId: 1, closeMode: 'followTrader', cancelled: false },
            follower: {
              balance: equity,
              equity,
              freeMargin: equity,
              leverage: followerLeverage,
              connected: true,
              paused: false,
            },
            followerSymbols: indexSymbols(FOLLOWER_TABLE),
            exposure: { openPositions: 0, totalLots: 0 },
            marginPerLot: () =>
              estimateMarginPerLot('EURUSD', '100000', master.openPrice, followerLeverage, 'USD'),
          });
          if (expected.kind === 'open') {
            expect(got).toMatchObject({ kind: 'copied', lots: expected.lots, symbol: 'EURUSD' });
          } else {
            expect(got).toMatchObject({ kind: 'skipped', reason: expected.reason });
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('the margin estimate (contract size x price / leverage, in the account currency)', () => {
  it('gives the worked examples', () => {
    expect(estimateMarginPerLot('EURUSD', '100000', '1.10000', 100, 'USD')).toBe('1100.00');
    expect(estimateMarginPerLot('USDJPY', '100000', '150.000', 100, 'USD')).toBe('1000.00');
    expect(estimateMarginPerLot('XAUUSD', '100', '2000.00', 100, 'USD')).toBe('2000.00');
    expect(estimateMarginPerLot('US30', '1', '39000.0', 50, 'USD')).toBe('780.00');
  });

  it('leaves the margin unknown where the conversion is not known from the symbol', () => {
    expect(estimateMarginPerLot('EURJPY', '100000', '160.000', 100, 'USD')).toBeNull();
    expect(estimateMarginPerLot('GER40', '1', '18000.0', 100, 'USD')).toBeNull();
    expect(estimateMarginPerLot('EURUSD', '100000', '1.10000', 0, 'USD')).toBeNull();
  });

  it('reduces a copy to what keeps a 150 % margin level: 1.00 lot on 1,000.00 becomes 0.60', () => {
    // 1,000.00 / 1.5 = 666.66 of margin at 1,100.00 a lot: 0.60 lot.
    const base = previewInput([position(1, 100, '100.00')]);
    const result = replayCopy({ ...base, follower: { ...base.follower, equity: '1000.00' } });
    expect(result.trades[0]!.outcome).toMatchObject({
      kind: 'copied',
      lots: 60,
      adjustments: ['FREE_MARGIN'],
    });
    expect(result.adjustments).toEqual([{ reason: 'FREE_MARGIN', count: 1 }]);
    // The master's 100.00 on 1.00 lot is 60.00 on 0.60.
    expect(result.result.money).toBe('60.00');
  });
});

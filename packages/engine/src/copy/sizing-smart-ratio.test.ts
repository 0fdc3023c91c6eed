import { describe, expect, it } from 'vitest';
import { decideOpen } from './decide-open';
import { smartRatio } from './sizing';
import { account, masterOrder, openInput, settings } from './test-support';

// Follower 5,000.00 at 1:100 against master 50,000.00 at 1:200:
// ratio = (5,000 / 50,000) x min(1, 100 / 200) = 0.1 x 0.5 = 0.05.
const smart = (overrides: Parameters<typeof settings>[0] = {}) =>
  settings({ copyType: 3, copyValue: '999999999.99', ...overrides });

describe('smart ratio sizing (equity and leverage)', () => {
  it('ratio 0.05 copies a 2.00-lot master order with 0.10 lots', () => {
    expect(smartRatio(account(), { equity: '50000.00', leverage: 200 }, null)).toBe('0.050000');
    expect(decideOpen(openInput({ settings: smart() }))).toMatchObject({ kind: 'open', lots: 10 });
  });

  it('a follower with more leverage than the master gets no extra: min(1, 500 / 200) = 1 -> 0.20', () => {
    const decision = decideOpen(openInput({ settings: smart(), follower: account({ leverage: 500 }) }));
    expect(decision).toMatchObject({ kind: 'open', lots: 20 });
  });

  it('the maximum ratio caps it: 0.05 capped at 0.03 -> 2.00 x 0.03 = 0.06', () => {
    expect(smartRatio(account(), { equity: '50000.00', leverage: 200 }, '0.03')).toBe('0.030000');
    const decision = decideOpen(openInput({ settings: smart({ maxRatio: '0.03' }) }));
    expect(decision).toMatchObject({ kind: 'open', lots: 6 });
  });

  it('a maximum ratio above the smart ratio, or the no-value sentinel, changes nothing', () => {
    expect(decideOpen(openInput({ settings: smart({ maxRatio: '0.5' }) }))).toMatchObject({ lots: 10 });
    expect(decideOpen(openInput({ settings: smart({ maxRatio: '999999999.99' }) }))).toMatchObject({
      lots: 10,
    });
  });

  it('is exact where a divided-out ratio is not: 1,000 / 3,000 of 3.00 lots is 1.00, not 0.99', () => {
    const decision = decideOpen(
      openInput({
        settings: smart(),
        master: masterOrder({ lots: 300 }),
        masterAccount: { equity: '3000.00', leverage: 100 },
        follower: account({ equity: '1000.00' }),
      }),
    );
    expect(decision).toMatchObject({ kind: 'open', lots: 100 });
  });

  it('uses equity, not balance: a follower with 5,000.00 balance but 2,500.00 equity gets 0.05', () => {
    const decision = decideOpen(openInput({ settings: smart(), follower: account({ equity: '2500.00' }) }));
    expect(decision).toMatchObject({ kind: 'open', lots: 5 });
  });

  it('a master without equity makes the ratio undefined: SIZING_UNAVAILABLE', () => {
    const decision = decideOpen(
      openInput({ settings: smart(), masterAccount: { equity: '0.00', leverage: 200 } }),
    );
    expect(decision).toMatchObject({ kind: 'skip', reason: 'SIZING_UNAVAILABLE' });
    expect(smartRatio(account(), { equity: '0.00', leverage: 200 }, null)).toBeNull();
  });

  it('a follower without equity sizes to nothing: BELOW_MIN_LOT', () => {
    const decision = decideOpen(openInput({ settings: smart(), follower: account({ equity: '-10.00' }) }));
    expect(decision).toMatchObject({ kind: 'skip', reason: 'BELOW_MIN_LOT', detail: { lots: '0.00' } });
  });

  it('a malformed maximum ratio is a data fault', () => {
    const decision = decideOpen(openInput({ settings: smart({ maxRatio: '0' }) }));
    expect(decision).toMatchObject({
      kind: 'skip',
      reason: 'INVALID_INPUT',
      detail: { field: 'settings.maxRatio' },
    });
  });
});

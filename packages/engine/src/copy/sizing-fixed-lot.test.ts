import { describe, expect, it } from 'vitest';
import { decideOpen } from './decide-open';
import { masterOrder, openInput, settings } from './test-support';

const fixedLot = (copyValue: string) => settings({ copyType: 1, copyValue });

describe('fixed lot sizing', () => {
  it('copies 0.10 lots whatever the master trades', () => {
    for (const lots of [1, 200, 5000]) {
      const decision = decideOpen(openInput({ settings: fixedLot('0.10'), master: masterOrder({ lots }) }));
      expect(decision).toMatchObject({ kind: 'open', lots: 10 });
    }
  });

  it('copies 2.50 lots as 250 hundredths', () => {
    expect(decideOpen(openInput({ settings: fixedLot('2.5') }))).toMatchObject({ kind: 'open', lots: 250 });
  });

  it.each(['0', '0.00', '-1', 'abc', '', '1e2', '999999999.99'])(
    'copyValue %j is a data fault',
    (copyValue) => {
      expect(decideOpen(openInput({ settings: fixedLot(copyValue) }))).toMatchObject({
        kind: 'skip',
        reason: 'INVALID_INPUT',
        detail: { field: 'settings.copyValue' },
      });
    },
  );
});

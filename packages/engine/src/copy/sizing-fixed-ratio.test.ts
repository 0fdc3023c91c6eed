import { describe, expect, it } from 'vitest';
import { decideOpen } from './decide-open';
import { masterOrder, openInput, settings } from './test-support';

const ratio = (copyValue: string) => settings({ copyType: 2, copyValue });

describe('fixed ratio sizing', () => {
  it('ratio 0.5 on 2.00 lots copies 1.00', () => {
    expect(decideOpen(openInput({ settings: ratio('0.5') }))).toMatchObject({ kind: 'open', lots: 100 });
  });

  it('ratio 3 on 0.25 lots copies 0.75', () => {
    const decision = decideOpen(openInput({ settings: ratio('3'), master: masterOrder({ lots: 25 }) }));
    expect(decision).toMatchObject({ kind: 'open', lots: 75 });
  });

  it('ratio 1.5 on 0.33 lots is 0.495, rounded down to 0.49', () => {
    const decision = decideOpen(openInput({ settings: ratio('1.5'), master: masterOrder({ lots: 33 }) }));
    expect(decision).toMatchObject({ kind: 'open', lots: 49 });
  });

  it('the maximum ratio belongs to smart ratio and does not cap a fixed ratio', () => {
    const decision = decideOpen(openInput({ settings: settings({ copyValue: '2', maxRatio: '0.5' }) }));
    expect(decision).toMatchObject({ kind: 'open', lots: 400 });
  });

  it('ratio 0 is a data fault', () => {
    expect(decideOpen(openInput({ settings: ratio('0') }))).toMatchObject({
      kind: 'skip',
      reason: 'INVALID_INPUT',
    });
  });
});

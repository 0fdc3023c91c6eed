import { describe, expect, it } from 'vitest';
import { replayCopy } from './preview';
import { FROM, HOUR, position, previewInput } from './preview-test-support';

// MT4 closes part of a position on the old ticket and leaves the rest on a new one (`from #<old>`, same open
// time). The master's 1.00 lot closes 0.33 (+66.00), then the 0.67 left (+201.00). Fixed ratio 0.5: the
// follower holds 0.50; its share of the first close is 0.50 x 0.33 / 1.00 = 0.165 -> 0.16 (take small) or
// 0.17 (take big), the rest closes with the master's last part.
function chain() {
  const first = position(1, 33, '66.00', { closeTime: FROM + 2 * HOUR });
  const rest = position(1, 67, '201.00', { fromTicket: first.ticket, closeTime: FROM + 3 * HOUR });
  return [first, rest];
}

describe('a partial close of the master closes the same share of the copy', () => {
  it('is one trade of the first ticket with all its lots', () => {
    const positions = chain();
    const result = replayCopy(previewInput(positions));
    expect(result.trades).toHaveLength(1);
    expect(result.trades[0]).toMatchObject({
      ticket: positions[0]!.ticket,
      masterLots: 100,
      masterProfit: '267.00',
      closeTime: FROM + 3 * HOUR,
    });
  });

  it('take small: 0.16 closes with 66.00 x 16 / 33 = 32.00, the 0.34 left with 201.00 x 34 / 67 = 102.00', () => {
    const base = previewInput(chain());
    const result = replayCopy({ ...base, settings: { ...base.settings, copyValue: '0.5' } });
    expect(result.trades[0]!.outcome).toMatchObject({ kind: 'copied', lots: 50, profit: '134.00' });
    expect(result.curve.map((p) => p.equity)).toEqual(['10000.00', '10032.00', '10134.00', '10134.00']);
  });

  it('take big: 0.17 closes with 66.00 x 17 / 33 = 34.00, the 0.33 left with 201.00 x 33 / 67 = 99.00', () => {
    const base = previewInput(chain());
    const result = replayCopy({
      ...base,
      settings: { ...base.settings, copyValue: '0.5', partialClose: 'takeBig' },
    });
    expect(result.trades[0]!.outcome).toMatchObject({ profit: '133.00' });
  });

  it('a remainder still open leaves the copy open with what is left', () => {
    const [first, rest] = chain();
    const result = replayCopy(previewInput([first!, { ...rest!, closeTime: null }]));
    expect(result.trades[0]).toMatchObject({ closeTime: null, masterProfit: '66.00' });
    expect(result.counts.openCopies).toBe(1);
    expect(result.result.money).toBe('66.00');
  });
});

import { describe, expect, it } from 'vitest';
import { awaitFillOnRefusal, deletedBeforeFill } from './await-fill';
import { decideOpen } from './decide-open';
import type { OpenDecision } from './decisions';
import { NOW, masterOrder, openInput, settings } from './test-support';

/**
 * The numbers: the market at 1.10007 / 1.10017, the master's buy limit at 1.10000 (17 points under
 * the ask). Reversed it is a sell stop at 1.10000, 7 points under the bid: a broker with a 10-point stop
 * level refuses it with 130.
 */
const buyLimit = masterOrder({
  type: 2,
  openPrice: '1.10000',
  sl: '1.09800',
  tp: '1.10400',
  openTime: NOW - 3_600_000,
});
const reverse = settings({ direction: 2 });

function opened(decision: ReturnType<typeof decideOpen>): OpenDecision {
  if (decision.kind !== 'open') throw new Error(`expected an open, got ${decision.reason}`);
  return decision;
}

describe('a pending copy refused for its distance waits for the fill', () => {
  it('reverse: the buy limit at 1.10000 is sent as a sell stop at 1.10000; its 130 means waiting', () => {
    const copy = opened(decideOpen(openInput({ settings: reverse, master: buyLimit, signalTime: NOW })));
    expect(copy).toMatchObject({ type: 5, price: '1.10000', sl: '1.10400', tp: '1.09800' });
    expect(awaitFillOnRefusal(copy, 130)).toEqual({
      kind: 'skip',
      reason: 'AWAITING_FILL',
      detail: { orderType: 5, price: '1.10000' },
    });
  });

  it('forward: the same buy limit refused by a broker with a larger stop level waits too', () => {
    const copy = opened(decideOpen(openInput({ master: buyLimit, signalTime: NOW })));
    expect(copy).toMatchObject({ type: 2, price: '1.10000' });
    expect(awaitFillOnRefusal(copy, 130)).toMatchObject({ reason: 'AWAITING_FILL' });
  });

  it('other refusals of a pending copy stay refusals: no money, bad volume, requote, timeout', () => {
    const copy = opened(decideOpen(openInput({ settings: reverse, master: buyLimit, signalTime: NOW })));
    for (const code of [129, 131, 134, 138, 128, 133]) expect(awaitFillOnRefusal(copy, code)).toBeNull();
  });

  it('a market copy refused with 130 (its stops too close) is a plain refusal: there is no fill to wait for', () => {
    const copy = opened(decideOpen(openInput({ settings: reverse })));
    expect(copy).toMatchObject({ type: 1, price: null });
    expect(awaitFillOnRefusal(copy, 130)).toBeNull();
  });

  it('a deletion before the fill opens nothing and says so', () => {
    expect(deletedBeforeFill()).toEqual({ kind: 'skip', reason: 'DELETED_BEFORE_FILL' });
  });
});

describe('at the fill, the filled order is decided as a market open', () => {
  // Filled at the ask 1.09995 (the market fell to 1.09985 / 1.09995), 2 s ago; placed an hour ago.
  const filled = masterOrder({ ...buyLimit, type: 0, openPrice: '1.09995', openTime: NOW - 2000 });

  it('reverse: a sell at the market with the stops swapped, the age counted from the fill', () => {
    const decision = decideOpen(
      openInput({ settings: reverse, master: filled, signalTime: filled.openTime }),
    );
    expect(decision).toMatchObject({
      kind: 'open',
      type: 1,
      price: null,
      lots: 200,
      sl: '1.10400',
      tp: '1.09800',
    });
    // The same copy tag as the refused pending copy (the ticket does not change at a fill): exactly once.
    const refused = opened(decideOpen(openInput({ settings: reverse, master: buyLimit, signalTime: NOW })));
    expect(opened(decision).comment).toBe(refused.comment);
  });

  it('a fill seen 61 s late is not copied, however fresh the placement was', () => {
    const late = masterOrder({ ...filled, openTime: NOW - 61_000 });
    expect(decideOpen(openInput({ settings: reverse, master: late, signalTime: late.openTime }))).toEqual({
      kind: 'skip',
      reason: 'SIGNAL_TOO_OLD',
      detail: { ageMs: 61_000 },
    });
  });

  it('the limits apply at the fill: a subscription full by then skips it', () => {
    const decision = decideOpen(
      openInput({
        settings: settings({ direction: 2, maxOpenPositions: 2 }),
        exposure: { openPositions: 2, totalLots: 100 },
        master: filled,
        signalTime: filled.openTime,
      }),
    );
    expect(decision).toMatchObject({ kind: 'skip', reason: 'MAX_POSITIONS' });
  });
});

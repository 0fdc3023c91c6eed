import { describe, expect, it } from 'vitest';
import { decideModify } from './decide-modify';
import { link, masterOrder, symbolRow } from './test-support';

const EURUSD = symbolRow();

describe('master modifies stops: the copy follows, swapped when reversed', () => {
  it('forward: SL 1.09500 -> 1.09800 moves the follower SL', () => {
    const decision = decideModify({
      link: link(),
      master: masterOrder({ sl: '1.09800' }),
      followerSymbol: EURUSD,
    });
    expect(decision).toEqual({
      kind: 'modify',
      followerTicket: 9001,
      sl: '1.09800',
      tp: '1.11000',
      price: null,
    });
  });

  it('reverse: the master SL 1.0980 / TP 1.1100 is the sell copy TP 1.0980 / SL 1.1100', () => {
    const reversed = link({ direction: 2 }, { type: 1, sl: '1.11000', tp: '1.09500' });
    const master = masterOrder({ sl: '1.0980', tp: '1.1100' });
    expect(decideModify({ link: reversed, master, followerSymbol: EURUSD })).toMatchObject({
      kind: 'modify',
      sl: '1.11000',
      tp: '1.09800',
    });
  });

  it('removing a stop removes it on the copy', () => {
    const decision = decideModify({ link: link(), master: masterOrder({ tp: '0' }), followerSymbol: EURUSD });
    expect(decision).toMatchObject({ kind: 'modify', sl: '1.09500', tp: '0.00000' });
  });

  it('stops the copy already has: nothing to do (compared as numbers)', () => {
    const master = masterOrder({ sl: '1.095', tp: '1.11' });
    expect(decideModify({ link: link(), master, followerSymbol: EURUSD })).toEqual({ kind: 'none' });
  });

  it('a pending copy also moves its price; a reversed one keeps the master price', () => {
    const pending = link({ direction: 2 }, { type: 5, openPrice: '1.09000', sl: '1.10000', tp: '1.08500' });
    const master = masterOrder({ type: 2, openPrice: '1.09100', sl: '1.08500', tp: '1.10000' });
    expect(decideModify({ link: pending, master, followerSymbol: EURUSD })).toEqual({
      kind: 'modify',
      followerTicket: 9001,
      sl: '1.10000',
      tp: '1.08500',
      price: '1.09100',
    });
  });

  it('no link: NOT_COPIED', () => {
    expect(decideModify({ link: null, master: masterOrder(), followerSymbol: EURUSD })).toEqual({
      kind: 'skip',
      reason: 'NOT_COPIED',
    });
  });
});

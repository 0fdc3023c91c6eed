import { describe, expect, it } from 'vitest';
import { decideOpen } from './decide-open';
import { indexSymbols } from './symbol-index';
import { masterOrder, openInput, symbolRow } from './test-support';

describe('symbol mapping through standard symbols', () => {
  it('EURUSD.m -> EURUSD -> EURUSDpro', () => {
    expect(decideOpen(openInput())).toMatchObject({ kind: 'open', symbol: 'EURUSDpro' });
  });

  it('XAUUSD.m -> XAUUSD -> GOLD, prices with the follower symbol digits', () => {
    const master = masterOrder({
      symbol: 'XAUUSD.m',
      type: 2,
      openPrice: '2010.5',
      sl: '2000',
      tp: '2030.25',
    });
    expect(decideOpen(openInput({ master }))).toMatchObject({
      kind: 'open',
      symbol: 'GOLD',
      price: '2010.50',
      sl: '2000.00',
      tp: '2030.25',
    });
  });

  it('rounds prices half up to fewer follower digits: 1.123456 at 4 digits -> 1.1235', () => {
    const followerSymbols = indexSymbols([symbolRow({ symbol: 'EURUSD', digits: 4 })]);
    const decision = decideOpen(
      openInput({ followerSymbols, master: masterOrder({ sl: '1.123456', tp: '0' }) }),
    );
    expect(decision).toMatchObject({ kind: 'open', sl: '1.1235', tp: '0.0000' });
  });

  it('a master symbol without a standard symbol is skipped as unbound', () => {
    expect(decideOpen(openInput({ master: masterOrder({ symbol: 'BTCUSD.m' }) }))).toEqual({
      kind: 'skip',
      reason: 'SYMBOL_UNBOUND',
      detail: { symbol: 'BTCUSD.m' },
    });
    expect(decideOpen(openInput({ master: masterOrder({ symbol: 'NOTINTABLE' }) }))).toMatchObject({
      reason: 'SYMBOL_UNBOUND',
    });
  });

  it('a follower without the standard symbol is skipped as unbound', () => {
    const followerSymbols = indexSymbols([symbolRow({ symbol: 'GBPUSD', standardSymbol: 'GBPUSD' })]);
    expect(decideOpen(openInput({ followerSymbols }))).toEqual({
      kind: 'skip',
      reason: 'SYMBOL_UNBOUND',
      detail: { symbol: 'EURUSD.m', standardSymbol: 'EURUSD' },
    });
  });

  it('a follower row marked unbound (24) does not map even with a stale standard symbol', () => {
    const followerSymbols = indexSymbols([symbolRow({ symbol: 'EURUSDx', status: 24 })]);
    expect(decideOpen(openInput({ followerSymbols }))).toMatchObject({ reason: 'SYMBOL_UNBOUND' });
  });

  it('a follower symbol the server no longer offers (22) is skipped as invalid', () => {
    const followerSymbols = indexSymbols([symbolRow({ symbol: 'EURUSDpro', status: 22 })]);
    expect(decideOpen(openInput({ followerSymbols }))).toEqual({
      kind: 'skip',
      reason: 'SYMBOL_INVALID',
      detail: { symbol: 'EURUSDpro', standardSymbol: 'EURUSD' },
    });
  });

  it('a normal row wins over an invalid one; the master name wins among normal ones; else the first by name', () => {
    const rows = [
      symbolRow({ symbol: 'EURUSD.a', status: 22 }),
      symbolRow({ symbol: 'EURUSDz' }),
      symbolRow({ symbol: 'EURUSD.m' }),
      symbolRow({ symbol: 'EURUSDb' }),
    ];
    expect(decideOpen(openInput({ followerSymbols: indexSymbols(rows) }))).toMatchObject({
      symbol: 'EURUSD.m',
    });
    const others = indexSymbols(rows.filter((r) => r.symbol !== 'EURUSD.m'));
    expect(decideOpen(openInput({ followerSymbols: others }))).toMatchObject({ symbol: 'EURUSDb' });
  });

  it('a master row marked invalid still maps: the master has just traded it', () => {
    const masterSymbols = indexSymbols([symbolRow({ symbol: 'EURUSD.m', status: 22 })]);
    expect(decideOpen(openInput({ masterSymbols }))).toMatchObject({ kind: 'open', symbol: 'EURUSDpro' });
  });
});

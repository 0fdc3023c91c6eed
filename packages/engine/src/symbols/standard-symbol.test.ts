import { describe, expect, it } from 'vitest';
import { matchStandardSymbol } from './standard-symbol';

const STANDARDS = ['EURUSD', 'GBPUSD', 'USDJPY', 'EURJPY', 'XAUUSD', 'XAGUSD', 'US30', 'USOIL', 'EURGBP'];

describe('matching broker symbols to standard symbols', () => {
  it.each([
    ['EURUSD', 'EURUSD'],
    ['eurusd', 'EURUSD'],
    ['EURUSD.m', 'EURUSD'],
    ['EURUSDpro', 'EURUSD'],
    ['EURUSD-ECN', 'EURUSD'],
    ['#EURUSD', 'EURUSD'],
    ['mEURUSD', 'EURUSD'],
    ['XAUUSD.m', 'XAUUSD'],
    ['GOLD', 'XAUUSD'],
    ['GOLD.m', 'XAUUSD'],
    ['SILVERpro', 'XAGUSD'],
    ['US30.cash', 'US30'],
    ['EURJPYpro', 'EURJPY'],
  ])('%s -> %s', (symbol, standard) => {
    expect(matchStandardSymbol(symbol, STANDARDS)).toBe(standard);
  });

  it.each(['BTCUSD', 'EUR', 'EURUSDVERYLONGSUFFIX', '', '...', 'AUDUSD.m'])('%s stays unbound', (symbol) => {
    expect(matchStandardSymbol(symbol, STANDARDS)).toBe('');
  });

  it('prefers the longest standard symbol', () => {
    expect(matchStandardSymbol('EURUSD.m', ['EUR', 'EURUSD'])).toBe('EURUSD');
  });

  it('an alias maps only when its target is a known standard symbol', () => {
    expect(matchStandardSymbol('GOLD', ['EURUSD'])).toBe('');
  });
});

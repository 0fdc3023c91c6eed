import { describe, expect, it } from 'vitest';
import type { BridgeOrder } from '@copytrade/contracts/bridge';
import {
  closeCommand,
  figuresFromWire,
  modifyCommand,
  removeCommand,
  lotsFromWire,
  lotsToWire,
  measureOffsetMs,
  orderFromWire,
  orderState,
  orderToWire,
  sendCommand,
  symbolFromWire,
  symbolTypeOf,
  timeFromWire,
  timeToWire,
} from './wire';

const HOUR = 3600_000;

describe('bridge wire', () => {
  it('reads and writes lots as 2-place text and integer hundredths', () => {
    expect(lotsFromWire('0.10')).toBe(10);
    expect(lotsFromWire('12.05')).toBe(1205);
    expect(lotsToWire(10)).toBe('0.10');
    expect(lotsToWire(0)).toBe('0.00');
    expect(() => lotsFromWire('0.105')).toThrow(RangeError);
  });

  it('measures the broker offset to the quarter hour and converts server seconds to UTC ms', () => {
    const gmt = Date.UTC(2024, 2, 5, 12) / 1000;
    // TimeCurrent is the last quote's time: 7 s behind the server's clock in a quiet market.
    expect(measureOffsetMs(gmt + 3 * 3600 - 7, gmt)).toBe(3 * HOUR);
    expect(measureOffsetMs(gmt + 5 * 3600 + 45 * 60 + 20, gmt)).toBe(5.75 * HOUR);
    expect(measureOffsetMs(gmt - 4 * 3600, gmt)).toBe(-4 * HOUR);
    expect(measureOffsetMs(gmt - 7, gmt)).toBe(0);
    // 12:00 server time at UTC+2 is 10:00 UTC.
    const serverNoon = Date.UTC(2024, 2, 5, 12) / 1000;
    expect(timeFromWire(serverNoon, 2 * HOUR)).toBe(Date.UTC(2024, 2, 5, 10));
    expect(timeToWire(Date.UTC(2024, 2, 5, 10) + 999, 2 * HOUR)).toBe(serverNoon);
  });

  it('gives each order its state from its type and close time', () => {
    expect(orderState(0, 0)).toBe('open');
    expect(orderState(3, 0)).toBe('pending');
    expect(orderState(1, 1_700_000_000)).toBe('closed');
    expect(orderState(4, 1_700_000_000)).toBe('deleted');
    expect(orderState(6, 1_700_000_000)).toBe('closed');
  });

  it('converts an order both ways', () => {
    const wire: BridgeOrder = {
      ticket: 9000002,
      type: 0,
      symbol: 'EURUSD.m',
      lots: '1.25',
      openTime: Date.UTC(2024, 2, 5, 13) / 1000,
      openPrice: '1.10001',
      sl: '0.00000',
      tp: '1.11000',
      closeTime: 0,
      closePrice: '1.10100',
      commission: '-8.75',
      swap: '0.00',
      profit: '123.75',
      comment: 'c1.abc',
      magic: 7,
    };
    const order = orderFromWire(wire, 3 * HOUR);
    expect(order).toMatchObject({
      lots: 125,
      openTime: Date.UTC(2024, 2, 5, 10),
      closeTime: null,
      state: 'open',
    });
    expect(orderToWire(order, 3 * HOUR)).toEqual(wire);
  });

  it('finds the symbol type MQL4 does not report', () => {
    expect(symbolTypeOf('EURUSD.m')).toBe(1);
    expect(symbolTypeOf('XAUUSDpro')).toBe(2);
    expect(symbolTypeOf('US30')).toBe(3);
    expect(symbolTypeOf('UKOIL')).toBe(4);
    expect(symbolTypeOf('BTCUSD')).toBe(5);
    expect(symbolTypeOf('#USDSEK')).toBe(1);
    expect(symbolTypeOf('XTIUSD')).toBe(4);
    expect(symbolTypeOf('AAPL')).toBe(3);
    expect(
      symbolFromWire({
        symbol: 'GBPJPY.m',
        description: 'Great Britain Pound vs Japanese Yen',
        digits: 3,
        contractSize: '100000',
        minLot: '0.01',
        maxLot: '100.00',
        lotStep: '0.01',
        marginPerLot: '1270.00',
        tickSize: '0.001',
        tickValue: '0.66666667',
        point: '0.001',
        spread: 25,
        bid: '190.500',
        ask: '190.525',
      }),
    ).toEqual({
      symbol: 'GBPJPY.m',
      description: 'Great Britain Pound vs Japanese Yen',
      symbolType: 1,
      digits: 3,
      contractSize: '100000',
      minLot: 1,
      maxLot: 10000,
      lotStep: 1,
    });
  });

  it('fills a send with MT4 defaults and writes a partial close in lots', () => {
    expect(sendCommand({ symbol: 'EURUSD.m', type: 0, lots: 10 })).toEqual({
      op: 'send',
      symbol: 'EURUSD.m',
      type: 0,
      lots: '0.10',
      price: '0',
      slippage: 0,
      sl: '0',
      tp: '0',
      comment: '',
      magic: 0,
    });
    expect(closeCommand(42, { lots: 30 })).toEqual({ op: 'close', ticket: 42, lots: '0.30', slippage: 0 });
    expect(closeCommand(42)).toEqual({ op: 'close', ticket: 42, slippage: 0 });
    expect(modifyCommand(42, { sl: '1.09000' })).toEqual({ op: 'modify', ticket: 42, sl: '1.09000' });
    expect(removeCommand(42)).toEqual({ op: 'remove', ticket: 42 });
  });

  it('takes the money from figures and the account from the hello', () => {
    const hello = {
      seq: 1,
      type: 'hello' as const,
      ea: '1.0.0',
      build: 1420,
      company: 'Apex Capital',
      server: 'ApexCapital-Real01',
      login: '8000123',
      name: 'Li Wei',
      currency: 'USD',
      leverage: 200,
      tradeAllowed: true,
    };
    const figures = {
      seq: 2,
      type: 'figures' as const,
      balance: '10000.00',
      credit: '0.00',
      equity: '10050.25',
      margin: '220.00',
      freeMargin: '9830.25',
      marginLevel: '4568.30',
      profit: '50.25',
    };
    expect(figuresFromWire(figures, hello)).toEqual({
      name: 'Li Wei',
      currency: 'USD',
      leverage: 200,
      balance: '10000.00',
      credit: '0.00',
      equity: '10050.25',
      margin: '220.00',
      freeMargin: '9830.25',
      marginLevel: '4568.30',
      profit: '50.25',
    });
  });
});

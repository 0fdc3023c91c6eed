import { describe, expect, it } from 'vitest';
import {
  bridgeExchangeRequestSchema,
  bridgeExchangeResponseSchema,
  bridgeKeyPrefix,
  bridgeKeySchema,
  bridgeUpMessageSchema,
} from './bridge';

const order = {
  ticket: 9000002,
  type: 1,
  symbol: 'EURUSD.m',
  lots: '0.10',
  openTime: 1_709_640_000,
  openPrice: '1.09999',
  sl: '0',
  tp: '1.08000',
  closeTime: 0,
  closePrice: '1.10001',
  commission: '-0.70',
  swap: '0.00',
  profit: '-0.20',
  comment: 'c1.x',
  magic: 0,
};

describe('bridge protocol v1 schemas', () => {
  it('reads both kinds of result under one message type', () => {
    expect(
      bridgeUpMessageSchema.parse({ seq: 3, type: 'result', requestId: 'r1', ok: true, order }),
    ).toMatchObject({
      ok: true,
    });
    const failed = {
      seq: 4,
      type: 'result',
      requestId: 'r2',
      ok: false,
      code: 128,
      message: 'trade timeout',
    };
    expect(bridgeUpMessageSchema.parse(failed)).toEqual(failed);
    // A success without its order, or a failure with one, is not the protocol.
    expect(bridgeUpMessageSchema.safeParse({ ...failed, ok: true }).success).toBe(false);
    expect(bridgeUpMessageSchema.safeParse({ ...failed, order }).success).toBe(false);
  });

  it('takes MT4 numbers only in their wire form', () => {
    const event = (o: object) =>
      bridgeUpMessageSchema.safeParse({ seq: 1, type: 'event', kind: 'opened', order: o });
    expect(event(order).success).toBe(true);
    expect(event({ ...order, lots: 0.1 }).success).toBe(false);
    expect(event({ ...order, lots: '0.1' }).success).toBe(false);
    expect(event({ ...order, profit: '-0.2' }).success).toBe(false);
    expect(event({ ...order, openTime: 1_709_640_000_000 }).success).toBe(false);
    expect(event({ ...order, state: 'open' }).success).toBe(false);
  });

  it('bounds an exchange and its answer', () => {
    const exchange = { v: 1, boot: '0123456789abcdef', ack: 0, time: 1_709_640_000, gmt: 1_709_632_800 };
    expect(bridgeExchangeRequestSchema.safeParse({ ...exchange, messages: [] }).success).toBe(true);
    const many = Array.from({ length: 501 }, (_, i) => ({
      seq: i + 1,
      type: 'event',
      kind: 'opened',
      order,
    }));
    expect(bridgeExchangeRequestSchema.safeParse({ ...exchange, messages: many }).success).toBe(false);
    expect(bridgeExchangeRequestSchema.safeParse({ ...exchange, boot: 'short', messages: [] }).success).toBe(
      false,
    );
    const send = {
      seq: 1,
      requestId: 'r1',
      op: 'send',
      symbol: 'EURUSD.m',
      type: 0,
      lots: '0.10',
      price: '0',
      slippage: 3,
      sl: '0',
      tp: '0',
      comment: 'c1.x',
      magic: 0,
    };
    expect(
      bridgeExchangeResponseSchema.parse({ v: 1, ack: 0, commands: [send], pollMs: 250 }).commands,
    ).toHaveLength(1);
    expect(
      bridgeExchangeResponseSchema.safeParse({ v: 1, ack: 0, commands: [{ ...send, type: 6 }], pollMs: 250 })
        .success,
    ).toBe(false);
  });

  it('knows a key by its shape and logs only its prefix', () => {
    const key = `bk_${'abcdef0123'.repeat(4)}`;
    expect(bridgeKeySchema.safeParse(key).success).toBe(true);
    expect(bridgeKeySchema.safeParse(`bk_${'ABCDEF0123'.repeat(4)}`).success).toBe(false);
    expect(bridgeKeyPrefix(key)).toBe('bk_abcd…');
    expect(bridgeKeyPrefix('secret-password')).toBe('(malformed)');
  });
});

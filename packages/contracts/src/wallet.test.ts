import { describe, expect, it } from 'vitest';
import { localizeIssues } from './issues';
import {
  mentionMoneyBodySchema,
  txHashSchema,
  walletAmountInputSchema,
  walletReviewBodySchema,
} from './wallet';

const errorsOf = (
  schema: { safeParse(v: unknown): { success: boolean; error?: unknown } },
  value: unknown,
) => {
  const result = schema.safeParse(value);
  return result.success ? [] : localizeIssues(result.error as never, 'en_US').map((e) => e.message);
};

describe('wallet amounts', () => {
  it('accepts 0.01 to 1000000 with at most 2 decimals, as a 2-decimal string', () => {
    expect(walletAmountInputSchema.parse('0.01')).toBe('0.01');
    expect(walletAmountInputSchema.parse('30.5')).toBe('30.50');
    expect(walletAmountInputSchema.parse(100)).toBe('100.00');
    expect(walletAmountInputSchema.parse('1000000')).toBe('1000000.00');
  });

  it("refuses '0', '-1', '1.001', '1e5', 'abc', ' ' and 1000000.01 with one message each", () => {
    expect(errorsOf(walletAmountInputSchema, '0')).toEqual(['The amount must be greater than 0']);
    expect(errorsOf(walletAmountInputSchema, '-1')).toEqual(['The amount must be greater than 0']);
    for (const bad of ['1.001', '1e5', 'abc']) {
      expect(errorsOf(walletAmountInputSchema, bad)).toEqual([
        'Please enter a valid amount with at most 2 decimal places',
      ]);
    }
    expect(errorsOf(walletAmountInputSchema, ' ')).toEqual(['This field is required']);
    expect(errorsOf(walletAmountInputSchema, '1000000.01')).toEqual(['The amount cannot exceed 1000000']);
  });
});

describe('hashes, addresses and reviews', () => {
  it('reads a 64-hex hash in lower case and refuses others', () => {
    expect(txHashSchema.parse('AB'.repeat(32))).toBe('ab'.repeat(32));
    expect(errorsOf(txHashSchema, 'ab')).toEqual([
      'Please enter a valid TRC20 transaction hash (64 hexadecimal characters)',
    ]);
  });

  it('checks the address format (the checksum is the server’s)', () => {
    expect(
      mentionMoneyBodySchema.safeParse({ amount: '1', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' })
        .success,
    ).toBe(true);
    expect(errorsOf(mentionMoneyBodySchema, { amount: '1', address: '0x1234' })).toEqual([
      'Please enter a valid TRC20 USDT address',
    ]);
  });

  it('needs a reason to reject', () => {
    expect(errorsOf(walletReviewBodySchema, { id: 1, approve: false })).toEqual([
      'Please give a reason for the rejection',
    ]);
    expect(walletReviewBodySchema.safeParse({ id: 1, approve: true }).success).toBe(true);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyPosting, formatCents, parseCents, postingSum, transfer, type LedgerEntry } from './ledger';

type Acc = 'wallet' | 'frozen' | 'external';
const guarded = (account: Acc) => account !== 'external';

describe('ledger postings in integer cents', () => {
  it('parses and formats money: 100.5 -> 10050 -> 100.50, refuses 1.001 and 1e5', () => {
    expect(parseCents('100.5')).toBe(10050n);
    expect(parseCents('-0.05')).toBe(-5n);
    expect(formatCents(10050n)).toBe('100.50');
    expect(formatCents(-5n)).toBe('-0.05');
    expect(formatCents(0n)).toBe('0.00');
    for (const bad of ['1.001', '1e5', 'abc', '', ' 1', '.5']) expect(parseCents(bad)).toBeNull();
  });

  it('worked numbers: recharge 100.00, withdraw 30.50, pay it out -> wallet 69.50, external -69.50', () => {
    let balances = new Map<Acc, bigint>();
    const steps: LedgerEntry<Acc>[][] = [
      transfer<Acc>('external', 'wallet', 10000n),
      transfer<Acc>('wallet', 'frozen', 3050n),
      transfer<Acc>('frozen', 'external', 3050n),
    ];
    for (const entries of steps) {
      const result = applyPosting(balances, entries, guarded);
      if (!result.ok) throw new Error(result.reason);
      balances = result.balances;
    }
    expect(balances.get('wallet')).toBe(6950n);
    expect(balances.get('frozen')).toBe(0n);
    expect(balances.get('external')).toBe(-6950n);
  });

  it('refuses an overdraw, an unbalanced posting, a zero entry and an empty one', () => {
    const balances = new Map<Acc, bigint>([['wallet', 100n]]);
    expect(applyPosting(balances, transfer<Acc>('wallet', 'frozen', 101n), guarded)).toEqual({
      ok: false,
      reason: 'overdraw',
      account: 'wallet',
    });
    expect(applyPosting(balances, [{ account: 'wallet', cents: 1n }], guarded)).toMatchObject({
      reason: 'unbalanced',
    });
    expect(
      applyPosting(
        balances,
        [
          { account: 'wallet', cents: 0n },
          { account: 'frozen', cents: 0n },
        ],
        guarded,
      ),
    ).toMatchObject({ reason: 'zeroEntry' });
    expect(applyPosting(balances, [], guarded)).toMatchObject({ reason: 'empty' });
    expect(() => transfer<Acc>('wallet', 'frozen', 0n)).toThrow(RangeError);
    expect(() => transfer<Acc>('wallet', 'frozen', -1n)).toThrow(RangeError);
  });

  it('property: any sequence of operations keeps every posting at zero and no guarded account below zero', () => {
    const op = fc.record({
      kind: fc.constantFrom('recharge', 'withdraw', 'pay', 'reject'),
      cents: fc.bigInt({ min: 1n, max: 100_000_000n }),
    });
    fc.assert(
      fc.property(fc.array(op, { maxLength: 60 }), (ops) => {
        let balances = new Map<Acc, bigint>();
        for (const { kind, cents } of ops) {
          const entries =
            kind === 'recharge'
              ? transfer<Acc>('external', 'wallet', cents)
              : kind === 'withdraw'
                ? transfer<Acc>('wallet', 'frozen', cents)
                : kind === 'pay'
                  ? transfer<Acc>('frozen', 'external', cents)
                  : transfer<Acc>('frozen', 'wallet', cents);
          expect(postingSum(entries)).toBe(0n);
          const result = applyPosting(balances, entries, guarded);
          if (result.ok) balances = result.balances;
          else expect(result.reason).toBe('overdraw');
          expect(balances.get('wallet') ?? 0n).toBeGreaterThanOrEqual(0n);
          expect(balances.get('frozen') ?? 0n).toBeGreaterThanOrEqual(0n);
          const total = [...balances.values()].reduce((a, b) => a + b, 0n);
          expect(total).toBe(0n);
        }
      }),
      { numRuns: 300 },
    );
  });
});

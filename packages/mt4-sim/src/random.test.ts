import { describe, expect, it } from 'vitest';
import { Rng } from './random';

function draws(rng: Rng, n: number): number[] {
  return Array.from({ length: n }, () => rng.next());
}

describe('seeded random streams', () => {
  it('are reproducible, and stable across versions (saved states must keep their meaning)', () => {
    expect(draws(Rng.fromSeed(1), 3)).toEqual([583002469, 1131526697, 3417282375]);
    expect(Rng.fromSeed(1).fork('market:EURUSD').next()).toBe(2945017618);
    expect(draws(Rng.fromSeed(42), 100)).toEqual(draws(Rng.fromSeed('42'), 100));
    expect(draws(Rng.fromSeed(42), 100)).not.toEqual(draws(Rng.fromSeed(43), 100));
  });

  it('forks by label alone: a fork does not depend on the parent position or on other forks', () => {
    const a = Rng.fromSeed(7);
    const lone = draws(a.fork('bot:1'), 20);
    const b = Rng.fromSeed(7);
    draws(b, 1000);
    b.fork('bot:0');
    expect(draws(b.fork('bot:1'), 20)).toEqual(lone);
    expect(draws(a.fork('bot:2'), 20)).not.toEqual(lone);
    expect(a.fork('x').fork('y').key).toBe('seed:7/x/y');
  });

  it('restores exactly where its JSON state left it', () => {
    const rng = Rng.fromSeed('restore');
    draws(rng, 17);
    const saved = JSON.parse(JSON.stringify(rng.state())) as ReturnType<Rng['state']>;
    expect(draws(Rng.restore(saved), 50)).toEqual(draws(rng, 50));
  });

  it('has the distributions it claims', () => {
    const rng = Rng.fromSeed('stats');
    const n = 20000;
    const mean = (f: () => number) => {
      let s = 0;
      for (let i = 0; i < n; i += 1) s += f();
      return s / n;
    };
    expect(mean(() => rng.uniform())).toBeCloseTo(0.5, 1);
    expect(mean(() => rng.uniform(10, 20))).toBeCloseTo(15, 0);
    expect(mean(() => rng.normal())).toBeCloseTo(0, 1);
    expect(mean(() => rng.normal() ** 2)).toBeCloseTo(1, 1);
    expect(mean(() => rng.exponential(3))).toBeCloseTo(3, 0);
    expect(mean(() => (rng.chance(0.3) ? 1 : 0))).toBeCloseTo(0.3, 1);
    const ints = new Set(Array.from({ length: 1000 }, () => rng.int(1, 6)));
    expect([...ints].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(() => rng.pick([])).toThrow(RangeError);
  });
});

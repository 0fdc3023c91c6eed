/**
 * Seeded randomness for the simulator: xoshiro128** seeded through a string hash (cyrb128) and splitmix32.
 *
 * Every consumer (a market, a trade server's execution desk, a bot) owns its own stream, derived with
 * `fork(label)` from the root key and the label alone, never from the parent's current position. So adding a
 * bot, a market or a server never shifts the numbers any other stream draws, and a stream's whole state is
 * four 32-bit words that survive JSON (export/restore).
 */

/** The serializable state of one stream: its derivation key and its four xoshiro words. */
export type RngState = { key: string; s: [number, number, number, number] };

const TWO_POW_32 = 4294967296;

/** cyrb128: a fast, well-mixed 128-bit string hash (public domain); only used to seed. */
function cyrb128(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i += 1) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/** splitmix32 step: spreads the hash words so that similar keys give unrelated xoshiro states. */
function splitmix32(seed: number): number {
  let z = (seed + 0x9e3779b9) | 0;
  z ^= z >>> 16;
  z = Math.imul(z, 0x21f0aaad);
  z ^= z >>> 15;
  z = Math.imul(z, 0x735a2d97);
  z ^= z >>> 15;
  return z >>> 0;
}

function rotl(x: number, k: number): number {
  return (x << k) | (x >>> (32 - k));
}

/** A seeded pseudo-random stream (xoshiro128**). Not for secrets: for a reproducible market. */
export class Rng {
  private readonly s: Uint32Array;

  private constructor(
    readonly key: string,
    words: readonly number[],
  ) {
    this.s = Uint32Array.from(words);
    if (this.s[0] === 0 && this.s[1] === 0 && this.s[2] === 0 && this.s[3] === 0) this.s[0] = 1;
  }

  /** The root stream of a seed; `fromSeed(42)` and `fromSeed('42')` are the same stream. */
  static fromSeed(seed: string | number): Rng {
    return Rng.fromKey(`seed:${String(seed)}`);
  }

  /** Restores a stream exactly where `state()` left it. */
  static restore(state: RngState): Rng {
    return new Rng(state.key, state.s);
  }

  private static fromKey(key: string): Rng {
    const h = cyrb128(key);
    return new Rng(
      key,
      h.map((w, i) => splitmix32(w ^ Math.imul(i + 1, 0x85ebca6b))),
    );
  }

  /** An independent stream named `label` under this one; the same key and label always give the same stream. */
  fork(label: string): Rng {
    return Rng.fromKey(`${this.key}/${label}`);
  }

  /** Next raw 32-bit unsigned integer. */
  next(): number {
    const s = this.s;
    const s0 = s[0]!;
    const s1 = s[1]!;
    const result = Math.imul(rotl(Math.imul(s1, 5), 7), 9) >>> 0;
    const t = s1 << 9;
    const s2 = s[2]! ^ s0;
    const s3 = s[3]! ^ s1;
    s[1] = s1 ^ s2;
    s[0] = s0 ^ s3;
    s[2] = s2 ^ t;
    s[3] = rotl(s3, 11);
    return result;
  }

  /** Uniform in [min, max). */
  uniform(min = 0, max = 1): number {
    return min + (this.next() / TWO_POW_32) * (max - min);
  }

  /** Uniform integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor((this.next() / TWO_POW_32) * (max - min + 1));
  }

  /** Normal by Box-Muller; always consumes exactly two draws (no cached spare, so the state is four words). */
  normal(mean = 0, sd = 1): number {
    const u1 = 1 - this.next() / TWO_POW_32;
    const u2 = this.next() / TWO_POW_32;
    return mean + sd * Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
  }

  /** Exponential with the given mean (not rate). */
  exponential(mean: number): number {
    return -Math.log(1 - this.next() / TWO_POW_32) * mean;
  }

  /** True with probability p. */
  chance(p: number): boolean {
    return this.next() / TWO_POW_32 < p;
  }

  /** One element of a non-empty array. */
  pick<T>(items: readonly T[]): T {
    const item = items[this.int(0, items.length - 1)];
    if (item === undefined) throw new RangeError('pick from an empty array');
    return item;
  }

  /** The serializable state. */
  state(): RngState {
    return { key: this.key, s: [this.s[0]!, this.s[1]!, this.s[2]!, this.s[3]!] };
  }
}

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { copyTag, parseCopyTag } from './copy-tag';

describe('the exactly-once copy tag', () => {
  it('is c<subscription base36>.<master ticket base36>', () => {
    expect(copyTag(42, 5001)).toBe('c16.3ux');
    expect(copyTag(1, 87654321)).toBe('c1.1g6qi9');
  });

  it('reads back, with broker suffixes and case changes', () => {
    for (const comment of ['c16.3ux', 'c16.3ux[sl]', 'c16.3ux [tp]', 'C16.3UX', '  c16.3ux', 'c16.3ux|x']) {
      expect(parseCopyTag(comment)).toEqual({ subscriptionId: 42, masterTicket: 5001 });
    }
  });

  it('is not found in other comments', () => {
    for (const comment of [
      '',
      'my trade',
      'from #123',
      'so: 45.2%',
      'c16',
      'c16.',
      'c.3v9',
      'c016.3v9',
      'c16.03ux',
      'xc16.3ux',
    ]) {
      expect(parseCopyTag(comment)).toBeNull();
    }
  });

  it('refuses ids that are not positive safe integers', () => {
    expect(() => copyTag(0, 1)).toThrow(RangeError);
    expect(() => copyTag(1, 1.5)).toThrow(RangeError);
    expect(parseCopyTag(`c${(2 ** 60).toString(36)}.1`)).toBeNull();
  });

  it('property: parseCopyTag(copyTag(a, b)) = {a, b}, also after a suffix and truncation to 31 characters', () => {
    const id = fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER });
    const suffix = fc.constantFrom(
      '',
      '[sl]',
      '[tp]',
      ' [sl]',
      '[so: 45.2%/1000.0/2000.0]',
      ' copy of EURUSD and more text',
    );
    fc.assert(
      fc.property(id, id, suffix, (a, b, s) => {
        const tag = copyTag(a, b);
        expect(tag.length).toBeLessThanOrEqual(24);
        expect(parseCopyTag(tag)).toEqual({ subscriptionId: a, masterTicket: b });
        expect(parseCopyTag(`${tag}${s}`.slice(0, 31))).toEqual({ subscriptionId: a, masterTicket: b });
      }),
    );
  });
});

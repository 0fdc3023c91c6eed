import { describe, expect, it } from 'vitest';
import { durationParts } from './display';

describe('holding times on the profile', () => {
  it('give holding times in their two largest units', () => {
    expect(durationParts(2 * 86_400_000 + 3 * 3_600_000 + 59_000)).toEqual({
      unit: 'dayHour',
      days: 2,
      hours: 3,
    });
    expect(durationParts(3 * 3_600_000 + 12 * 60_000)).toEqual({ unit: 'hourMinute', hours: 3, minutes: 12 });
    expect(durationParts(45 * 60_000 + 30_000)).toEqual({ unit: 'minute', minutes: 45 });
    expect(durationParts(59_999)).toEqual({ unit: 'underMinute' });
  });
});

import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PERFORMANCE_TIER } from './constants';
import { formatDate, hexToRgba, timeAgo, toMillis, unreadBadge, usagePercent } from './format';
import { formatHundredths, formatMoney, formatNumberSuffix, formatPercent } from './number-format';
import { formatMessages, formatText } from './messages/format';

const HEX = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

describe('hexToRgba', () => {
  it('converts 6- and 3-digit hex', () => {
    expect(hexToRgba('#e74b3a', 0.5)).toBe('rgba(231, 75, 58, 0.5)');
    expect(hexToRgba('#4764D4', 1)).toBe('rgba(71, 100, 212, 1)');
    expect(hexToRgba('#fff', 0.2)).toBe('rgba(255, 255, 255, 0.2)');
    expect(hexToRgba('#0A0', 0)).toBe('rgba(0, 170, 0, 0)');
  });

  it('returns anything else unchanged', () => {
    for (const other of ['e74b3a', '#ffff', '#e74b3a80', '#ggg', 'red', 'rgb(1, 2, 3)', '', ' #fff']) {
      expect(hexToRgba(other, 0.5)).toBe(other);
    }
  });

  it('never throws and leaves every non-hex string as it was', () => {
    fc.assert(fc.property(fc.string(), fc.double(), (s, alpha) => HEX.test(s) || hexToRgba(s, alpha) === s));
  });

  it('gives back the channels of any 6-digit hex', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), (rgb) => {
        const hex = `#${rgb.toString(16).padStart(6, '0')}`;
        const expected = `rgba(${rgb >> 16}, ${(rgb >> 8) & 0xff}, ${rgb & 0xff}, 1)`;
        return hexToRgba(hex, 1) === expected && hexToRgba(hex.toUpperCase(), 1) === expected;
      }),
    );
  });
});

describe('toMillis', () => {
  it('multiplies 10-digit timestamps by 1000', () => {
    expect(toMillis(1700000000)).toBe(1700000000000);
    expect(toMillis('1700000000')).toBe(1700000000000);
    expect(toMillis(' 1700000000 ')).toBe(1700000000000);
    expect(toMillis(9999999999)).toBe(9999999999000);
  });

  it('keeps 13-digit and other lengths as milliseconds', () => {
    expect(toMillis(1700000000000)).toBe(1700000000000);
    expect(toMillis('1700000000123')).toBe(1700000000123);
    expect(toMillis(999999999)).toBe(999999999);
    expect(toMillis(10000000000)).toBe(10000000000);
  });

  it('gives null for anything that is not a plain number', () => {
    for (const bad of [null, undefined, '', '  ', 'abc', '1e9', NaN, Infinity])
      expect(toMillis(bad)).toBeNull();
  });
});

describe('formatNumberSuffix', () => {
  it('shortens with k M G T P E', () => {
    expect(formatNumberSuffix(1234)).toBe('1.23k');
    expect(formatNumberSuffix(1000)).toBe('1k');
    expect(formatNumberSuffix(1500)).toBe('1.5k');
    expect(formatNumberSuffix(1234567)).toBe('1.23M');
    expect(formatNumberSuffix(1e9)).toBe('1G');
    expect(formatNumberSuffix(2.5e12)).toBe('2.5T');
    expect(formatNumberSuffix(1e15)).toBe('1P');
    expect(formatNumberSuffix(1e18)).toBe('1E');
    expect(formatNumberSuffix(1e21)).toBe('1000E');
    expect(formatNumberSuffix('1234')).toBe('1.23k');
  });

  it('leaves values below 1000 as they are', () => {
    expect(formatNumberSuffix(999)).toBe('999');
    expect(formatNumberSuffix(999.99)).toBe('999.99');
    expect(formatNumberSuffix(0)).toBe('0');
    expect(formatNumberSuffix(-999)).toBe('-999');
  });

  it('handles negatives and rounds half away from zero in decimals', () => {
    expect(formatNumberSuffix(-1234)).toBe('-1.23k');
    expect(formatNumberSuffix(1005)).toBe('1.01k');
    expect(formatNumberSuffix(-1005)).toBe('-1.01k');
    expect(formatNumberSuffix(1250, 1)).toBe('1.3k');
    expect(formatNumberSuffix(1499, 0)).toBe('1k');
  });

  it('moves to the next suffix when rounding reaches 1000', () => {
    expect(formatNumberSuffix(999_999)).toBe('1M');
    expect(formatNumberSuffix(999_994)).toBe('999.99k');
  });

  it('is monotone', () => {
    const multiplier = { k: 1e3, M: 1e6, G: 1e9, T: 1e12, P: 1e15, E: 1e18 } as Record<string, number>;
    const valueOf = (text: string) => {
      const suffix = text.slice(-1);
      return suffix in multiplier
        ? new Decimal(text.slice(0, -1)).times(multiplier[suffix] ?? 1)
        : new Decimal(text);
    };
    const finite = fc.double({ min: -1e22, max: 1e22, noNaN: true });
    fc.assert(
      fc.property(finite, finite, (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        return valueOf(formatNumberSuffix(lo)).lessThanOrEqualTo(valueOf(formatNumberSuffix(hi)));
      }),
    );
  });
});

describe('formatDate', () => {
  const ms = Date.UTC(2024, 0, 2, 3, 4, 5);

  it('formats seconds and milliseconds alike in the given offset', () => {
    expect(formatDate(ms, undefined, 0)).toBe('2024-01-02 03:04:05');
    expect(formatDate(ms / 1000, undefined, 0)).toBe('2024-01-02 03:04:05');
    expect(formatDate(String(ms / 1000), undefined, 480)).toBe('2024-01-02 11:04:05');
    expect(formatDate(ms, 'YYYY/MM/DD HH:mm', -300)).toBe('2024/01/01 22:04');
    expect(formatDate(ms, 'HH:mm', 330)).toBe('08:34');
  });

  it('reads small offsets as minutes, not hours', () => {
    expect(formatDate(ms, 'HH:mm', 15)).toBe('03:19');
  });

  it('uses the host time zone when no offset is given', () => {
    expect(formatDate(ms)).toBe(formatDate(ms, undefined, -new Date(ms).getTimezoneOffset()));
  });

  it('gives an empty string for nothing or an invalid timestamp', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('abc')).toBe('');
    expect(formatDate(8.64e15 + 1, undefined, 0)).toBe('');
  });
});

describe('timeAgo', () => {
  const now = Date.UTC(2024, 5, 15, 12, 0, 0);
  const minute = 60_000;
  const hour = 60 * minute;
  const day = 24 * hour;

  it('says just now under a minute, also for a future time', () => {
    expect(timeAgo(now - 59_999, now, 'en_US', 0)).toBe('just now');
    expect(timeAgo(now - 30_000, now, 'zh_CN', 0)).toBe('刚刚');
    expect(timeAgo(now - 1, now, 'zh_Hant', 0)).toBe('剛剛');
    expect(timeAgo(now + hour, now, 'en_US', 0)).toBe('just now');
  });

  it('counts minutes under an hour, singular for one', () => {
    expect(timeAgo(now - minute, now, 'en_US', 0)).toBe('1 minute ago');
    expect(timeAgo(now - 5 * minute, now, 'en_US', 0)).toBe('5 minutes ago');
    expect(timeAgo(now - 5 * minute, now, 'zh_CN', 0)).toBe('5分钟前');
    expect(timeAgo(now - 59 * minute - 59_999, now, 'zh_Hant', 0)).toBe('59分鐘前');
  });

  it('counts hours on the same calendar day', () => {
    expect(timeAgo(now - hour, now, 'en_US', 0)).toBe('1 hour ago');
    expect(timeAgo(now - 12 * hour, now, 'en_US', 0)).toBe('12 hours ago');
    expect(timeAgo(now - 12 * hour, now, 'zh_CN', 0)).toBe('12小时前');
  });

  it('counts calendar days once the day changed, up to 31', () => {
    const justAfterMidnight = Date.UTC(2024, 5, 15, 0, 30);
    expect(timeAgo(Date.UTC(2024, 5, 14, 23, 50), justAfterMidnight, 'en_US', 0)).toBe('40 minutes ago');
    expect(timeAgo(Date.UTC(2024, 5, 14, 23, 0), justAfterMidnight, 'en_US', 0)).toBe('1 day ago');
    expect(timeAgo(now - 2 * day, now, 'zh_CN', 0)).toBe('2天前');
    expect(timeAgo(now - 31 * day, now, 'zh_Hant', 0)).toBe('31天前');
  });

  it('shows the date after 31 days', () => {
    expect(timeAgo(now - 32 * day, now, 'en_US', 0)).toBe('2024-05-14');
    expect(timeAgo((now - 400 * day) / 1000, now, 'zh_CN', 0)).toBe('2023-05-12');
  });

  it('takes the calendar day of the given offset', () => {
    const ts = Date.UTC(2024, 5, 14, 20, 0); // 15 June 04:00 at UTC+8
    const later = Date.UTC(2024, 5, 15, 1, 0); // 15 June 09:00 at UTC+8
    expect(timeAgo(ts, later, 'en_US', 480)).toBe('5 hours ago');
    expect(timeAgo(ts, later, 'en_US', 0)).toBe('1 day ago');
  });

  it('reads seconds and gives nothing for an invalid timestamp', () => {
    expect(timeAgo((now - 3 * minute) / 1000, now, 'en_US', 0)).toBe('3 minutes ago');
    expect(timeAgo('x', now, 'en_US', 0)).toBe('');
  });
});

describe('formatMoney and formatPercent', () => {
  it('groups thousands and rounds half away from zero in decimals', () => {
    expect(formatMoney('1234567.005')).toBe('1,234,567.01');
    expect(formatMoney(0.1 + 0.2)).toBe('0.30');
    expect(formatMoney(1.005)).toBe('1.01');
    expect(formatMoney('-1234.5')).toBe('-1,234.50');
    expect(formatMoney('999.995')).toBe('1,000.00');
    expect(formatMoney(0)).toBe('0.00');
    expect(formatMoney('-0.001')).toBe('0.00');
    expect(formatMoney('1234.5', 0)).toBe('1,235');
    expect(formatMoney('12.3456', 4)).toBe('12.3456');
  });

  it('keeps digits beyond float precision', () => {
    expect(formatMoney('12345678901234567890.12')).toBe('12,345,678,901,234,567,890.12');
  });

  it('gives an empty string for non-numbers', () => {
    for (const bad of ['abc', '', '1,000', NaN, Infinity]) expect(formatMoney(bad)).toBe('');
  });

  it('formats a share as percent', () => {
    expect(formatPercent(DEFAULT_PERFORMANCE_TIER.divided)).toBe('60.00%');
    expect(formatPercent(DEFAULT_PERFORMANCE_TIER.divided, 0)).toBe('60%');
    expect(formatPercent('0.125', 1)).toBe('12.5%');
    expect(formatPercent(-0.05)).toBe('-5.00%');
    expect(formatPercent(123.456)).toBe('12,345.60%');
    expect(formatPercent('x')).toBe('');
  });
});

describe('small display helpers', () => {
  it('formats hundredths with 2 decimals', () => {
    expect(formatHundredths(1)).toBe('0.01');
    expect(formatHundredths(150)).toBe('1.50');
    expect(formatHundredths(0)).toBe('0.00');
    expect(formatHundredths(99_999_999_999)).toBe('999999999.99');
  });

  it('fills the usage meter, nothing for unlimited', () => {
    expect(usagePercent(3, 10)).toBe(30);
    expect(usagePercent(1, 3)).toBe(33);
    expect(usagePercent(10, 10)).toBe(100);
    expect(usagePercent(12, 10)).toBe(100);
    expect(usagePercent(0, 0)).toBe(100);
    expect(usagePercent(5, -1)).toBeNull();
  });

  it('shows the unread badge above 0 and ··· above 99', () => {
    expect(unreadBadge(0)).toBeNull();
    expect(unreadBadge(1)).toBe('1');
    expect(unreadBadge(99)).toBe('99');
    expect(unreadBadge(100)).toBe('···');
  });

  it('has every format text in three languages', () => {
    for (const texts of Object.values(formatMessages)) {
      expect([texts.zh_CN, texts.en_US, texts.zh_Hant].every((t) => t.length > 0)).toBe(true);
    }
    expect(formatText('zh_CN', 'format.unlimited')).toBe('不限制');
    expect(formatText('en_US', 'format.timeAgo.days', { count: 3 })).toBe('3 days ago');
    expect(formatText('zh_Hant', 'format.timeAgo.hours', { count: 2 })).toBe('2小時前');
  });
});

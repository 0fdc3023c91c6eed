import { theme } from 'antd';
import { TickMarkType, type Time } from 'lightweight-charts';
import { describe, expect, it, vi } from 'vitest';
import { monthBarsSpec } from './month-bars';
import { tickLabel, timeLabel } from './axis-labels';
import { axisRows } from './time-chart';

// The setup stands the chart in for page tests; here the real module's rules are under test.
vi.unmock('@/components/charts/time-chart');

const localSeconds = (ms: number) => Math.floor(ms / 1000) - new Date(ms).getTimezoneOffset() * 60;

describe('the chart axis', () => {
  it('draws moments in the reader’s time zone, one position per second, the last row of a second winning', () => {
    const t0 = Date.UTC(2026, 10, 2, 8, 30, 0);
    const rows = axisRows([t0, t0 + 400, t0 + 60_000, t0 + 30_000, t0 + 120_000]);
    expect(rows).toEqual([
      { time: localSeconds(t0), key: localSeconds(t0), index: 1 },
      { time: localSeconds(t0 + 60_000), key: localSeconds(t0 + 60_000), index: 2 },
      // The row back in time (index 3) is not drawn: the axis only goes forward.
      { time: localSeconds(t0 + 120_000), key: localSeconds(t0 + 120_000), index: 4 },
    ]);
  });

  it('draws days as calendar days and months on their first day', () => {
    expect(axisRows(['2026-09', '2026-10', '2026-10']).map((row) => [row.time, row.index])).toEqual([
      ['2026-09-01', 0],
      ['2026-10-01', 2],
    ]);
    expect(axisRows(['2026-11-01', '2026-11-02']).map((row) => row.time)).toEqual([
      '2026-11-01',
      '2026-11-02',
    ]);
  });

  it('labels the crosshair with the minute, the day or the month', () => {
    expect(timeLabel((Date.UTC(2026, 0, 5, 7, 3) / 1000) as Time, false)).toBe('2026-01-05 07:03');
    expect(timeLabel('2026-03-01', true)).toBe('2026-03');
    expect(timeLabel({ year: 2026, month: 3, day: 9 }, false)).toBe('2026-03-09');
  });

  it('labels the axis with the year, the month and the day in the page language, and the time', () => {
    const zh = {
      monthNames: Array.from({ length: 12 }, (_, index) => `${index + 1}月`),
      dayOfMonth: (day: number) => `${day}日`,
    };
    const en = {
      monthNames: 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' '),
      dayOfMonth: String,
    };
    const moment = (Date.UTC(2026, 9, 4, 9, 5, 7) / 1000) as Time;
    expect(tickLabel(moment, TickMarkType.Year, en)).toBe('2026');
    expect(tickLabel(moment, TickMarkType.Month, en)).toBe('Oct');
    expect(tickLabel(moment, TickMarkType.Month, zh)).toBe('10月');
    expect(tickLabel(moment, TickMarkType.DayOfMonth, zh)).toBe('4日');
    expect(tickLabel(moment, TickMarkType.Time, en)).toBe('09:05');
    expect(tickLabel(moment, TickMarkType.TimeWithSeconds, en)).toBe('09:05:07');
    expect(tickLabel('2026-12-01', TickMarkType.Month, en)).toBe('Dec');
    expect(tickLabel({ year: 2027, month: 1, day: 31 }, TickMarkType.DayOfMonth, en)).toBe('31');
  });
});

describe('month bars', () => {
  const token = theme.getDesignToken();
  const months = [
    { month: '2026-09', r: '2.92' },
    { month: '2026-10', r: '-1.50' },
    { month: '2026-11', r: null },
  ];
  const spec = monthBarsSpec({
    months,
    value: (month) => month.r,
    describe: (month) => [`r ${month.r ?? '-'}`],
    name: 'Return',
    gainColor: '#00aa00',
    token,
  });

  it('colours losses in the error colour and gains in their own, a month without a value at zero', () => {
    expect(spec.times).toEqual(['2026-09', '2026-10', '2026-11']);
    const bars = spec.series[0];
    expect(bars?.kind).toBe('bars');
    expect(bars?.values).toEqual([2.92, -1.5, 0]);
    expect(bars?.kind === 'bars' ? bars.colors : undefined).toEqual(['#00aa00', token.colorError, '#00aa00']);
  });

  it('describes the month under the pointer', () => {
    expect(spec.describe(1)).toEqual(['2026-10', 'r -1.50']);
    expect(spec.describe(7)).toEqual([]);
  });
});

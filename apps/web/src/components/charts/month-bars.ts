import type { GlobalToken } from 'antd';
import { plotValue, signOf } from '@/lib/figures';
import type { ChartSpec } from './chart-spec';

/**
 * A bar per month (monthly returns, copy profit): losses in the error colour, gains in `gainColor`; the
 * tooltip lines come from `describe` for the month under the pointer.
 */
export function monthBarsSpec<M extends { month: string }>(options: {
  months: M[];
  value: (month: M) => string | null;
  describe: (month: M) => string[];
  name: string;
  gainColor: string;
  token: GlobalToken;
  valueText?: (value: number) => string;
}): ChartSpec {
  const { months, value, describe, name, gainColor, token } = options;
  return {
    times: months.map((month) => month.month),
    describe: (row) => {
      const month = months[row];
      return month ? [month.month, ...describe(month)] : [];
    },
    ...(options.valueText ? { valueText: options.valueText } : {}),
    series: [
      {
        kind: 'bars',
        name,
        color: gainColor,
        values: months.map((month) => plotValue(value(month)) ?? 0),
        colors: months.map((month) => (signOf(value(month)) === 'loss' ? token.colorError : gainColor)),
      },
    ],
  };
}

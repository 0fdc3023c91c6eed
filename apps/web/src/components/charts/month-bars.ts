import { chartRows, lossColumns, type ChartSpec } from './chart-spec';
import type { ChartTokens } from './chart-tokens';

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
  token: ChartTokens;
  valueText?: (value: number) => string;
}): ChartSpec {
  const { months, value, describe, name, gainColor, token } = options;
  return {
    ...chartRows(
      months,
      (month) => month.month,
      (month) => [month.month, ...describe(month)],
    ),
    ...(options.valueText ? { valueText: options.valueText } : {}),
    series: [lossColumns(name, months.map(value), { gain: gainColor, loss: token.colorError })],
  };
}

import type { GlobalToken } from 'antd';
import { plotValue, signOf } from '@/lib/figures';
import type { ChartOption } from './lazy-chart';

/**
 * A bar per month (monthly returns, copy profit): losses in the error colour, gains in `gainColor`; the
 * tooltip lines come from `describe` for the month under the pointer.
 */
export function monthBarsOption<M extends { month: string }>(options: {
  months: M[];
  value: (month: M) => string | null;
  describe: (month: M) => string[];
  name: string;
  gainColor: string;
  token: GlobalToken;
  axisFormatter?: string;
}): ChartOption {
  const { months, value, describe, name, gainColor, token } = options;
  const tooltip = (params: { dataIndex: number } | { dataIndex: number }[]) => {
    const first = Array.isArray(params) ? params[0] : params;
    const month = first ? months[first.dataIndex] : undefined;
    return month ? [month.month, ...describe(month)].join('<br/>') : '';
  };
  return {
    animation: false,
    grid: { left: 8, right: 16, top: 24, bottom: 8, containLabel: true },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, formatter: tooltip as never },
    xAxis: {
      type: 'category',
      data: months.map((month) => month.month),
      axisLine: { lineStyle: { color: token.colorBorderSecondary } },
      axisLabel: { color: token.colorTextTertiary, hideOverlap: true },
    },
    yAxis: {
      type: 'value',
      axisLabel: {
        color: token.colorTextTertiary,
        ...(options.axisFormatter ? { formatter: options.axisFormatter } : {}),
      },
      splitLine: { lineStyle: { color: token.colorBorderSecondary } },
    },
    series: [
      {
        type: 'bar',
        name,
        barMaxWidth: 28,
        data: months.map((month) => ({
          value: plotValue(value(month)) ?? 0,
          itemStyle: {
            color: signOf(value(month)) === 'loss' ? token.colorError : gainColor,
            borderRadius: [3, 3, 0, 0],
          },
        })),
      },
    ],
  };
}

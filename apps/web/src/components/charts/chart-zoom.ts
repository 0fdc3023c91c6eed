import type { GlobalToken } from 'antd';
import type { ChartOption } from './echart';

/**
 * The time axis zoom of the profile's curves: the wheel, and a slider under the chart in the site's
 * colours. `selected` colours the part of the curve the slider holds (the drawdown's is the error colour).
 */
export function timeZoom(
  token: GlobalToken,
  selected: { line: string; area: string },
): ChartOption['dataZoom'] {
  return [
    { type: 'inside' },
    {
      type: 'slider',
      height: 18,
      bottom: 8,
      borderColor: token.colorBorderSecondary,
      fillerColor: token.colorPrimaryBg,
      handleStyle: { color: token.colorBgContainer, borderColor: token.colorPrimary },
      moveHandleStyle: { color: token.colorPrimaryBorder },
      dataBackground: {
        lineStyle: { color: token.colorBorder },
        areaStyle: { color: token.colorFillSecondary },
      },
      selectedDataBackground: {
        lineStyle: { color: selected.line },
        areaStyle: { color: selected.area },
      },
      textStyle: { color: token.colorTextTertiary },
    },
  ];
}

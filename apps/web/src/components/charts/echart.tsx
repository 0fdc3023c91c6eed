import { BarChart, LineChart, type BarSeriesOption, type LineSeriesOption } from 'echarts/charts';
import {
  DataZoomComponent,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  type DataZoomComponentOption,
  type GridComponentOption,
  type LegendComponentOption,
  type TooltipComponentOption,
} from 'echarts/components';
import { init, use as registerCharts, type ComposeOption, type ECharts } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import styles from './charts.module.css';

// Only what the pages draw (lines, bars, a legend), so the chunk stays small (DESIGN.md, Bundle). SVG: crisp at any zoom and
// cheap for the few hundred points a curve has at most.
registerCharts([
  LineChart,
  BarChart,
  GridComponent,
  TooltipComponent,
  DataZoomComponent,
  LegendComponent,
  SVGRenderer,
]);

export type ChartOption = ComposeOption<
  | LineSeriesOption
  | BarSeriesOption
  | GridComponentOption
  | TooltipComponentOption
  | DataZoomComponentOption
  | LegendComponentOption
>;

/**
 * An ECharts chart that follows its box's size; `label` describes it to screen readers. The chart starts
 * once its box has a width (a chart started in a hidden tab would draw at 0 px).
 */
export function EChart({
  option,
  label,
  height = 320,
}: {
  option: ChartOption;
  label: string;
  height?: number;
}) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ECharts | null>(null);
  const latest = useRef(option);

  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const fit = () => {
      if (element.clientWidth === 0) return;
      if (chart.current) {
        chart.current.resize();
        return;
      }
      chart.current = init(element, undefined, { renderer: 'svg' });
      chart.current.setOption(latest.current, { notMerge: true });
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    latest.current = option;
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  return <div ref={box} role="img" aria-label={label} className={styles.chart} style={{ height }} />;
}

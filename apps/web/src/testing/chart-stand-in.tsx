import type { ComponentProps } from 'react';
import type { TimeChart as RealTimeChart } from '@/components/charts/time-chart';

/**
 * The charts in jsdom (no canvas): the chart's box with its label, its series and the tooltip of its last
 * row as text, so page tests read what the chart was given. The drawing itself is checked in Chromium by
 * the journeys, and the chart's own rules by time-chart.test.ts.
 */
export function TimeChart({ spec, label, height = 320 }: ComponentProps<typeof RealTimeChart>) {
  const last = spec.times.length - 1;
  return (
    <div role="img" aria-label={label} style={{ height }}>
      <span>
        {spec.series
          .map((series) => `${series.name}: ${series.values.filter((value) => value !== null).length}`)
          .join(' / ')}
      </span>
      {last >= 0 ? <span>{spec.describe(last).join(' / ')}</span> : null}
    </div>
  );
}

import {
  customSeriesDefaultOptions,
  type CustomData,
  type CustomSeriesOptions,
  type CustomSeriesWhitespaceData,
  type ICustomSeriesPaneRenderer,
  type ICustomSeriesPaneView,
  type PaneRendererCustomData,
  type PriceToCoordinateConverter,
  type Time,
} from 'lightweight-charts';

/*
 * Columns from zero, no wider than MAX_WIDTH css pixels and with a gap between them: the library's
 * histogram fills each slot, so three months drew as three slabs across the whole chart. A custom series
 * of lightweight-charts (its documented plugin interface): the library places the slots, this draws them.
 */

/** A column's value and, where it has one, its own colour. */
export type ColumnData = CustomData & { value: number };

const MAX_WIDTH = 28;
/** The share of its slot a column takes when the slots are narrow. */
const FILL = 0.7;

type Target = Parameters<ICustomSeriesPaneRenderer['draw']>[0];

export class ColumnSeries implements ICustomSeriesPaneView<Time, ColumnData, CustomSeriesOptions> {
  private data: PaneRendererCustomData<Time, ColumnData> | null = null;
  private options: CustomSeriesOptions = customSeriesDefaultOptions;

  renderer(): ICustomSeriesPaneRenderer {
    return { draw: (target, toY) => this.draw(target, toY) };
  }

  update(data: PaneRendererCustomData<Time, ColumnData>, options: CustomSeriesOptions): void {
    this.data = data;
    this.options = options;
  }

  /** Zero and the value: the value axis always shows the base the columns stand on. */
  priceValueBuilder(row: ColumnData): number[] {
    return [0, row.value];
  }

  isWhitespace(row: ColumnData | CustomSeriesWhitespaceData<Time>): row is CustomSeriesWhitespaceData<Time> {
    return (row as Partial<ColumnData>).value === undefined;
  }

  defaultOptions(): CustomSeriesOptions {
    return customSeriesDefaultOptions;
  }

  private draw(target: Target, toY: PriceToCoordinateConverter): void {
    const data = this.data;
    const range = data?.visibleRange;
    if (!data || !range) return;
    const zero = toY(0);
    if (zero === null) return;
    target.useBitmapCoordinateSpace(({ context, horizontalPixelRatio, verticalPixelRatio }) => {
      const width = Math.max(1, Math.min(data.barSpacing * FILL, MAX_WIDTH)) * horizontalPixelRatio;
      for (let index = range.from; index < range.to; index += 1) {
        const bar = data.bars[index];
        const value = bar?.originalData.value;
        if (!bar || value === undefined) continue;
        const y = toY(value);
        if (y === null) continue;
        const top = Math.round(Math.min(y, zero) * verticalPixelRatio);
        const bottom = Math.round(Math.max(y, zero) * verticalPixelRatio);
        context.fillStyle = bar.barColor || this.options.color;
        context.fillRect(
          Math.round(bar.x * horizontalPixelRatio - width / 2),
          top,
          Math.round(width),
          Math.max(bottom - top, 1),
        );
      }
    });
  }
}

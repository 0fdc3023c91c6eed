import type { FilterDefinition, RankingRangeKey } from '@copytrade/contracts/community';
import { DownOutlined } from '@ant-design/icons';
import { Suspense, useState, type ButtonHTMLAttributes, type ReactNode, type Ref } from 'react';
import { lazyScoped } from '@/components/antd-scope/load-scope';
import { useTranslation } from 'react-i18next';
import { boundText } from '../utils/figures';
import type { RangeValue } from '../utils/square-query';
import { FigureLabel } from './figure-help';
import styles from './square-filters.module.css';

export type RangeDefinition = Extract<FilterDefinition, { kind: 'range' }>;

/** A range as text in the filter's unit: '≥ 10%', '≤ 20%', '5% – 20%', '≥ 4 weeks'. */
export function useRangeText() {
  const { t } = useTranslation();
  const bound = (key: RankingRangeKey, value: number) =>
    key === 'weeks' ? t('square.unit.weeks', { value: boundText(key, value) }) : boundText(key, value);
  return (key: RankingRangeKey, range: RangeValue): string => {
    if (range.min !== undefined && range.max !== undefined) {
      return t('square.range.between', { min: bound(key, range.min), max: bound(key, range.max) });
    }
    if (range.min !== undefined) return t('square.range.atLeast', { value: bound(key, range.min) });
    if (range.max !== undefined) return t('square.range.atMost', { value: bound(key, range.max) });
    return t('square.any');
  };
}

const CustomRangePopover = lazyScoped(async () => (await import('./range-popover')).CustomRangePopover);

const samePreset = (a: RangeValue | undefined, b: { min?: number; max?: number }) =>
  a !== undefined && a.min === b.min && a.max === b.max;

/** A chip: a toggle button, pressed when it is the current choice (also a popover's trigger). */
export function Chip({
  pressed,
  children,
  className,
  ref,
  ...rest
}: {
  pressed: boolean;
  children: ReactNode;
  className?: string;
  ref?: Ref<HTMLButtonElement>;
} & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'aria-pressed'>) {
  return (
    <button
      {...rest}
      ref={ref}
      type="button"
      aria-pressed={pressed}
      className={`${styles.chip} ${pressed ? styles.chipOn : ''} ${className ?? ''}`}
    >
      {children}
    </button>
  );
}

/**
 * One range filter: "any", the preset chips from the filter list, and "custom" opening a min–max popover.
 * A value that is not a preset (from a shared link or the popover) shows on the custom chip. The popover
 * (antd) is loaded when the custom chip is first clicked; until then the chip is plain.
 */
export function RangeFilter({
  definition,
  value,
  onChange,
}: {
  definition: RangeDefinition;
  value: RangeValue | undefined;
  onChange: (value: RangeValue | undefined) => void;
}) {
  const { t } = useTranslation();
  const rangeText = useRangeText();
  const [open, setOpen] = useState(false);
  const [reached, setReached] = useState(false);
  const key = definition.key;
  const isPreset = definition.presets.some((preset) => samePreset(value, preset));
  const custom = value !== undefined && !isPreset;
  const customChip = (
    <Chip
      pressed={custom}
      className={styles.customChip}
      // Once the popover is there, it opens and closes on the chip's clicks itself.
      onClick={
        reached
          ? undefined
          : () => {
              setReached(true);
              setOpen(true);
            }
      }
      onPointerEnter={reached ? undefined : CustomRangePopover.preload}
      onFocus={reached ? undefined : CustomRangePopover.preload}
    >
      {custom ? rangeText(key, value) : t('square.custom')} <DownOutlined className={styles.chipCaret} />
    </Chip>
  );
  return (
    <div className={styles.row} role="group" aria-label={t(`square.figures.${key}`)}>
      <div className={styles.rowName}>
        <FigureLabel figure={key} />
      </div>
      <div className={styles.chips}>
        <Chip pressed={value === undefined} onClick={() => onChange(undefined)}>
          {t('square.any')}
        </Chip>
        {definition.presets.map((preset) => (
          <Chip
            key={`${preset.min ?? ''}-${preset.max ?? ''}`}
            pressed={samePreset(value, preset)}
            onClick={() => onChange(samePreset(value, preset) ? undefined : { ...preset })}
          >
            {rangeText(key, preset)}
          </Chip>
        ))}
        {reached ? (
          <Suspense fallback={customChip}>
            <CustomRangePopover
              definition={definition}
              value={value}
              open={open}
              onOpenChange={setOpen}
              onChange={onChange}
            >
              {customChip}
            </CustomRangePopover>
          </Suspense>
        ) : (
          customChip
        )}
      </div>
    </div>
  );
}

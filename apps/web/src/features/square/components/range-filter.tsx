import type { FilterDefinition, RankingRangeKey } from '@copytrade/contracts/community';
import { DownOutlined } from '@ant-design/icons';
import { Button, InputNumber, Popover } from 'antd';
import { useState, type ButtonHTMLAttributes, type ReactNode, type Ref } from 'react';
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
 * A value that is not a preset (from a shared link or the popover) shows on the custom chip.
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
  const key = definition.key;
  const isPreset = definition.presets.some((preset) => samePreset(value, preset));
  const custom = value !== undefined && !isPreset;
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
        <Popover
          trigger="click"
          open={open}
          onOpenChange={setOpen}
          placement="bottomLeft"
          destroyOnHidden
          content={
            <CustomRange
              definition={definition}
              value={value}
              onApply={(next) => {
                onChange(next);
                setOpen(false);
              }}
            />
          }
        >
          <Chip pressed={custom} className={styles.customChip}>
            {custom ? rangeText(key, value) : t('square.custom')}{' '}
            <DownOutlined className={styles.chipCaret} />
          </Chip>
        </Popover>
      </div>
    </div>
  );
}

/** The min–max form of a range filter, within the filter's limits; min must not exceed max. */
function CustomRange({
  definition,
  value,
  onApply,
}: {
  definition: RangeDefinition;
  value: RangeValue | undefined;
  onApply: (value: RangeValue | undefined) => void;
}) {
  const { t } = useTranslation();
  const [min, setMin] = useState<number | null>(value?.min ?? null);
  const [max, setMax] = useState<number | null>(value?.max ?? null);
  const name = t(`square.figures.${definition.key}`);
  const suffix = definition.unit === 'percent' ? '%' : undefined;
  const precision = definition.step === 1 ? 0 : 2;
  const reversed = min !== null && max !== null && min > max;
  const apply = () => {
    if (reversed) return;
    const next: RangeValue = {
      ...(min === null ? {} : { min }),
      ...(max === null ? {} : { max }),
    };
    onApply(next.min === undefined && next.max === undefined ? undefined : next);
  };
  return (
    <div className={styles.custom}>
      <div className={styles.customTitle}>{t('square.customTitle', { name })}</div>
      <div className={styles.customInputs}>
        <InputNumber
          aria-label={t('square.customMin', { name })}
          placeholder={t('square.min')}
          min={definition.min}
          max={definition.max}
          step={definition.step}
          precision={precision}
          suffix={suffix}
          value={min}
          onChange={(next) => setMin(next)}
          onPressEnter={apply}
          className={styles.customInput}
        />
        <span className={styles.customDash}>–</span>
        <InputNumber
          aria-label={t('square.customMax', { name })}
          placeholder={t('square.max')}
          min={definition.min}
          max={definition.max}
          step={definition.step}
          precision={precision}
          suffix={suffix}
          value={max}
          onChange={(next) => setMax(next)}
          onPressEnter={apply}
          className={styles.customInput}
        />
      </div>
      <div className={styles.customHint} role={reversed ? 'alert' : undefined}>
        {reversed
          ? t('square.customReversed')
          : t('square.customLimits', {
              min: boundText(definition.key, definition.min),
              max: boundText(definition.key, definition.max),
            })}
      </div>
      <div className={styles.customActions}>
        <Button
          size="small"
          onClick={() => {
            setMin(null);
            setMax(null);
            onApply(undefined);
          }}
        >
          {t('square.clear')}
        </Button>
        <Button size="small" type="primary" disabled={reversed} onClick={apply}>
          {t('square.apply')}
        </Button>
      </div>
    </div>
  );
}

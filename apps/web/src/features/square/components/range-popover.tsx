import { Button, InputNumber, Popover } from 'antd';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { boundText } from '../utils/figures';
import type { RangeValue } from '../utils/square-query';
import type { RangeDefinition } from './range-filter';
import styles from './square-filters.module.css';

/**
 * The custom chip's popover (antd), loaded when the reader first opens it: the min–max form around the
 * chip it is given.
 */
export function CustomRangePopover({
  definition,
  value,
  open,
  onOpenChange,
  onChange,
  children,
}: {
  definition: RangeDefinition;
  value: RangeValue | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onChange: (value: RangeValue | undefined) => void;
  children: ReactElement;
}) {
  return (
    <Popover
      trigger="click"
      open={open}
      onOpenChange={onOpenChange}
      placement="bottomLeft"
      destroyOnHidden
      content={
        <CustomRange
          definition={definition}
          value={value}
          onApply={(next) => {
            onChange(next);
            onOpenChange(false);
          }}
        />
      }
    >
      {children}
    </Popover>
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
          autoFocus
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

import { PLATFORM_LIMIT_MAX } from '@copytrade/contracts/operator';
import { Checkbox, InputNumber, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './limit-input.module.css';

/**
 * A platform limit in a form: a whole number from 0, or "Unlimited" (-1) with its tick. Used inside a
 * Form.Item, which gives `value` and `onChange`.
 */
export function LimitInput({
  value,
  onChange,
  id,
  unit,
}: {
  value?: number;
  onChange?: (value: number) => void;
  id?: string;
  unit?: string;
}) {
  const { t } = useTranslation();
  const unlimited = value === -1;
  return (
    <Space.Compact className={styles.limit}>
      <InputNumber
        id={id}
        className={styles.number}
        min={0}
        max={PLATFORM_LIMIT_MAX}
        precision={0}
        disabled={unlimited}
        value={unlimited ? null : value}
        placeholder={unlimited ? t('operator.limits.unlimited') : undefined}
        onChange={(next) => onChange?.(typeof next === 'number' ? next : 0)}
        suffix={unit}
      />
      <span className={styles.tick}>
        <Checkbox checked={unlimited} onChange={(event) => onChange?.(event.target.checked ? -1 : 10)}>
          {t('operator.limits.unlimited')}
        </Checkbox>
      </span>
    </Space.Compact>
  );
}

import { COPY_TYPE } from '@copytrade/contracts/constants';
import { Descriptions } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { copyModeKey, directionKey } from '@/components/copy-trading/utils/display-codes';
import { copyValueOf, lotText, type SettingsValues } from '@/components/copy-trading/utils/settings';
import { copyValueText } from '@/components/copy-trading/utils/labels';
import styles from '@/components/copy-trading/subscribe.module.css';

export type SettingsSummaryProps = {
  values: SettingsValues;
  /** Rows before the settings (trader, follow account) and after them (validity, fee). */
  before?: { key: string; label: string; value: ReactNode }[];
  after?: { key: string; label: string; value: ReactNode }[];
};

/** The confirmation summary of follow settings, each limit shown as "No limit" when left empty. */
export function SettingsSummary({ values, before = [], after = [] }: SettingsSummaryProps) {
  const { t } = useTranslation();
  const noLimit = t('copy.noLimit');
  const value = copyValueOf(values);
  const mode = t(`copy.mode.${copyModeKey(values.copyType)}`);
  const reverse = directionKey(values.direction) === 'reverse';
  const rows = [
    ...before,
    {
      key: 'mode',
      label: t('subscribe.summary.mode'),
      value: value ? `${mode} · ${copyValueText(t, values.copyType, value)}` : mode,
    },
    {
      key: 'direction',
      label: t('subscribe.summary.direction'),
      value: (
        <span className={reverse ? styles.reverse : undefined}>
          {t(`copy.direction.${directionKey(values.direction)}`)}
          {reverse ? ` · ${t('copy.directionDesc.reverse')}` : ''}
        </span>
      ),
    },
    {
      key: 'maxOpenPositions',
      label: t('subscribe.field.maxOpenPositions'),
      value: values.maxOpenPositions.trim() || noLimit,
    },
    {
      key: 'maxTotalLots',
      label: t('subscribe.field.maxTotalLots'),
      value: lotText(values.maxTotalLots)
        ? t('copy.unit.lot', { value: lotText(values.maxTotalLots) })
        : noLimit,
    },
    ...(values.copyType === COPY_TYPE.SMART_RATIO
      ? [
          {
            key: 'maxRatio',
            label: t('subscribe.field.maxRatio'),
            value: lotText(values.maxRatio) ?? noLimit,
          },
        ]
      : []),
    {
      key: 'partialClose',
      label: t('subscribe.section.partialClose'),
      value: t(`copy.partialClose.${values.partialClose}`),
    },
    ...after,
  ];
  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      className={styles.summary}
      items={rows.map((row) => ({ key: row.key, label: row.label, children: row.value }))}
    />
  );
}

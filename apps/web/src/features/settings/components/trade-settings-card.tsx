import { COPY_DIRECTION, COPY_TYPE, type CopyDirection, type CopyType } from '@copytrade/contracts/constants';
import type { TradeSettings, UpdateTradeSettingsBody } from '@copytrade/contracts/profile';
import { STATUS } from '@copytrade/contracts/status-codes';
import type { CloseMode } from '@copytrade/contracts/subscriptions';
import { positiveIntegerSchema } from '@copytrade/contracts/validators';
import { Alert, Button, Card, Form, Input, Skeleton } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceCard, ChoiceGroup } from '@/components/choice-cards';
import { CopyModeChoices, CopyValueField, DirectionChoices } from '@/components/copy-settings-fields';
import { QueryView } from '@/components/query-view';
import { currentLocale } from '@/i18n/locale';
import { isApiError } from '@/lib/api-client';
import { useFeedback } from '@/lib/feedback';
import { applyFieldErrors, zodOptionalRule } from '@/lib/zod-rule';
import { useTradeSettings, useUpdateTradeSettings } from '../api/trade-settings';
import styles from './settings.module.css';

type Values = {
  copyType: CopyType;
  /** Lots of fixed-lot mode, as typed. */
  lots: string;
  /** Ratio of fixed-ratio mode, as typed. */
  ratio: string;
  direction: CopyDirection;
  /** Empty = unlimited. */
  maxOpenPositions: string;
  cancelMode: CloseMode;
};

function valuesOf(settings: TradeSettings): Values {
  const copyType = ([COPY_TYPE.FIXED_RATIO, COPY_TYPE.SMART_RATIO] as number[]).includes(settings.copyType)
    ? (settings.copyType as CopyType)
    : COPY_TYPE.FIXED_LOT;
  return {
    copyType,
    lots: copyType === COPY_TYPE.FIXED_LOT ? settings.copyValue : '',
    ratio: copyType === COPY_TYPE.FIXED_RATIO ? settings.copyValue : '',
    direction:
      settings.direction === COPY_DIRECTION.REVERSE && settings.reverseAllowed
        ? COPY_DIRECTION.REVERSE
        : COPY_DIRECTION.FORWARD,
    maxOpenPositions: settings.maxOpenPositions === null ? '' : String(settings.maxOpenPositions),
    cancelMode: settings.cancelMode,
  };
}

function bodyOf(values: Values): UpdateTradeSettingsBody {
  const value =
    values.copyType === COPY_TYPE.FIXED_LOT
      ? values.lots.trim()
      : values.copyType === COPY_TYPE.FIXED_RATIO
        ? values.ratio.trim()
        : '';
  const limit = values.maxOpenPositions.trim();
  return {
    copyType: values.copyType,
    ...(value === '' ? {} : { copyValue: value }),
    direction: values.direction,
    maxOpenPositions: limit === '' ? null : limit,
    cancelMode: values.cancelMode,
  };
}

function SettingsForm({ settings }: { settings: TradeSettings }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const locale = currentLocale();
  const [form] = Form.useForm<Values>();
  const save = useUpdateTradeSettings();
  const [formError, setFormError] = useState<string | null>(null);
  const initial = useMemo(() => valuesOf(settings), [settings]);
  const copyType = Form.useWatch('copyType', form) ?? initial.copyType;
  const reverseAllowed = settings.reverseAllowed;

  const onFinish = (values: Values) => {
    setFormError(null);
    save.mutate(bodyOf(values), {
      onSuccess: () => void message.success(t('settings.trade.saved')),
      onError: (error) => {
        if (isApiError(error) && error.status === STATUS.REVERSE_NOT_ALLOWED) {
          form.setFields([{ name: 'direction', errors: [error.message] }]);
          return;
        }
        if (isApiError(error)) {
          const fields = error.fieldErrors.map((item) => ({
            name:
              item.field === 'copyValue'
                ? values.copyType === COPY_TYPE.FIXED_RATIO
                  ? 'ratio'
                  : 'lots'
                : item.field,
            errors: [item.message],
          }));
          const known = fields.filter((field) => field.name in values);
          if (known.length > 0) {
            form.setFields(known as Parameters<typeof form.setFields>[0]);
            return;
          }
          if (applyFieldErrors(form, error)) return;
        }
        setFormError(error.message);
      },
    });
  };

  return (
    <Form<Values>
      form={form}
      name="trade-settings"
      layout="vertical"
      requiredMark={false}
      initialValues={initial}
      onFinish={onFinish}
      aria-label={t('settings.trade.title')}
    >
      {!settings.saved ? (
        <Alert type="info" showIcon className={styles.notSaved} title={t('settings.trade.notSaved')} />
      ) : null}
      {formError ? <Alert type="error" showIcon className={styles.formError} title={formError} /> : null}
      <Form.Item name="copyType" label={t('settings.trade.copyType')}>
        <CopyModeChoices
          stackBelow={768}
          choice={(mode) => ({
            title: t(`settings.trade.modes.${mode}`),
            desc: t(`settings.trade.modeDescs.${mode}`),
          })}
        />
      </Form.Item>
      <CopyValueField
        copyType={copyType}
        label={(name) => t(`settings.trade.${name}`)}
        className={styles.valueItem}
      />
      {copyType === COPY_TYPE.SMART_RATIO ? (
        <p className={styles.cardHint}>{t('settings.trade.smartNoValue')}</p>
      ) : null}
      <Form.Item
        name="direction"
        label={t('settings.trade.direction')}
        extra={reverseAllowed ? null : t('settings.trade.reverseNotAllowed')}
      >
        <DirectionChoices
          stackBelow={768}
          reverseAllowed={reverseAllowed}
          notAllowed={t('settings.trade.reverseNotAllowed')}
          choice={(direction) => ({
            title: t(`settings.trade.directions.${direction}`),
            desc: t(`settings.trade.directionDescs.${direction}`),
          })}
        />
      </Form.Item>
      <Form.Item
        name="maxOpenPositions"
        label={t('settings.trade.maxOpenPositions')}
        extra={t('settings.trade.maxOpenPositionsHint')}
        className={styles.valueItem}
        rules={[zodOptionalRule(positiveIntegerSchema, locale)]}
      >
        <Input inputMode="numeric" placeholder={t('settings.trade.unlimited')} maxLength={9} />
      </Form.Item>
      <Form.Item name="cancelMode" label={t('settings.trade.cancelMode')}>
        <ChoiceGroup columns={2} stackBelow={768}>
          {(['followTrader', 'manual'] as const).map((mode) => (
            <ChoiceCard
              key={mode}
              value={mode}
              title={t(`settings.trade.cancelModes.${mode}`)}
              desc={t(`settings.trade.cancelModeDescs.${mode}`)}
            />
          ))}
        </ChoiceGroup>
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t('settings.trade.save')}
      </Button>
    </Form>
  );
}

/**
 * Trade settings (dealV): the follow mode with its lots or ratio, direction (reverse only where the site
 * allows it), the open-position limit and the cancel mode the subscribe dialog starts from. Checked by the
 * same validators as createSubscription. Exported for the dealV page that app/ composes.
 */
export function TradeSettingsCard() {
  const { t } = useTranslation();
  const settings = useTradeSettings();
  return (
    <Card title={t('settings.trade.title')} className={styles.card}>
      <p className={styles.cardHint}>{t('settings.trade.subtitle')}</p>
      <QueryView query={settings} loading={<Skeleton active paragraph={{ rows: 6 }} />}>
        {(data) => <SettingsForm settings={data} />}
      </QueryView>
    </Card>
  );
}

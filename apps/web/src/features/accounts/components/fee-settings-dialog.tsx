import { DIALOG_WIDTHS, FEE_TYPE } from '@copytrade/contracts/constants';
import {
  DEFAULT_FEE_TIER,
  FEE_DAYS,
  FEE_PROFIT_OPTIONS,
  feeDaysSchema,
  feePriceSchema,
  feeShareSchema,
} from '@copytrade/contracts/fees';
import { formatMoney } from '@copytrade/contracts/number-format';
import { roundDecimal } from '@copytrade/units/money';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, InputNumber, Modal, Radio, Select, Skeleton, Tooltip } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FeeExplanation } from '@/components/fee-model';
import { currentLocale } from '@/i18n/locale';
import { isApiError } from '@/lib/api-client';
import { useFeedback } from '@/lib/feedback';
import { useSubscriptionFee, type SubscriptionFee } from '@/lib/subscription-fee';
import { applyFieldErrors, zodRule } from '@/lib/zod-rule';
import { useFeeRequirements } from '../api/fee-requirements';
import { useSitePrice, useUpdateAccountPrice } from '../api/fee-settings';
import { FeeRequirementsPanel, missingFor } from './fee-requirements';
import styles from './fee-settings.module.css';

type Tier = { profit: number; share: number };
export type FeeFormValues = { feeType: number; price: string; validityDays: number; tiers: Tier[] };

const MAX_TIERS = 5;

/** Decimal text as a whole count of 10^-places, exactly (no float): ('0.60', 2) -> 60. */
const wholeOf = (text: string, places: number) => Number(roundDecimal(text, places) ?? 0n);

/** A price above zero, compared as money (cents), not as a float. */
const isPositive = (price: string) => (roundDecimal(price, 2) ?? 0n) > 0n;

/** The form's starting values from the account's current terms (the spec's example tier when none). */
export function initialValues(fee: SubscriptionFee | undefined): FeeFormValues {
  const tiers = (fee?.performanceList ?? []).map((tier) => ({
    profit: wholeOf(tier.profit, 0),
    // The share is answered as a fraction and edited as a whole percent.
    share: wholeOf(tier.divided, 2),
  }));
  return {
    feeType: fee?.feeType ?? FEE_TYPE.FREE,
    price: fee && isPositive(fee.price) ? fee.price : '',
    validityDays: fee?.validityDays ?? FEE_DAYS.DEFAULT,
    tiers: tiers.length > 0 ? tiers : [{ ...DEFAULT_FEE_TIER }],
  };
}

/** The request body for a form's values: only the chosen model's fields are sent. */
export function bodyOf(mtAccId: number, values: FeeFormValues) {
  if (values.feeType === FEE_TYPE.SUBSCRIPTION)
    return {
      mtAccId,
      feeType: FEE_TYPE.SUBSCRIPTION,
      price: values.price.trim(),
      validityDays: values.validityDays,
    };
  if (values.feeType === FEE_TYPE.PERFORMANCE)
    return { mtAccId, feeType: FEE_TYPE.PERFORMANCE, performanceList: values.tiers };
  return { mtAccId, feeType: FEE_TYPE.FREE };
}

export type FeeSettingsDialogProps = { mtAccId: number; open: boolean; onClose: () => void };

/**
 * A trader's fee for one trade account (updateAccountPrice): free, a subscription fee (price and the days
 * it buys) or performance tiers (thresholds 50 / 100 / 500 / 1000 / 2000, share 1-100 %). Performance fees
 * are offered only where the site settles them; a price below the site's least price is refused by the
 * server with the minimum in the text. The change applies to new subscribers only.
 */
export function FeeSettingsDialog({ mtAccId, open, onClose }: FeeSettingsDialogProps) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const locale = currentLocale();
  const [form] = Form.useForm<FeeFormValues>();
  const fee = useSubscriptionFee(open ? mtAccId : undefined);
  const rules = useSitePrice(open);
  const requirements = useFeeRequirements(open);
  const update = useUpdateAccountPrice();
  const feeType = Form.useWatch('feeType', form);
  const initial = useMemo(() => initialValues(fee.data), [fee.data]);
  const performanceAllowed = rules.data?.performanceFeeAllowed ?? false;
  const leastPrice = rules.data && isPositive(rules.data.siteSubPrice) ? rules.data.siteSubPrice : null;

  const onFinish = (values: FeeFormValues) => {
    update.mutate(bodyOf(mtAccId, values), {
      onSuccess: (saved) => {
        void message.success(
          saved.subscribersOnOldTerms > 0
            ? t('fees.savedKeep', { count: saved.subscribersOnOldTerms })
            : t('fees.saved'),
        );
        onClose();
      },
      onError: (error) => {
        if (isApiError(error)) applyFieldErrors(form, error);
      },
    });
  };

  const ready = fee.data !== undefined && rules.data !== undefined;
  // The chosen paid model lacks a requirement: Save waits, and the note under the models says why.
  const missing = missingFor(feeType ?? initial.feeType, requirements.data);

  return (
    <Modal
      open={open}
      title={t('fees.title')}
      width={DIALOG_WIDTHS.MEDIUM}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: !ready || missing !== null }}
      confirmLoading={update.isPending}
      destroyOnHidden
      centered
    >
      {!ready ? (
        <Skeleton active paragraph={{ rows: 5 }} />
      ) : (
        <>
          {requirements.data ? <FeeRequirementsPanel requirements={requirements.data} /> : null}
          <Form<FeeFormValues>
            form={form}
            layout="vertical"
            requiredMark={false}
            initialValues={initial}
            onFinish={onFinish}
            preserve={false}
            className={styles.form}
          >
            <Form.Item name="feeType" label={t('fees.model')}>
              <Radio.Group optionType="button" buttonStyle="solid" className={styles.models}>
                <Radio.Button value={FEE_TYPE.FREE}>{t('fees.free')}</Radio.Button>
                <Radio.Button value={FEE_TYPE.SUBSCRIPTION}>{t('fees.subscription')}</Radio.Button>
                <Tooltip title={performanceAllowed ? undefined : t('fees.performanceClosed')}>
                  <Radio.Button value={FEE_TYPE.PERFORMANCE} disabled={!performanceAllowed}>
                    {t('fees.performance')}
                  </Radio.Button>
                </Tooltip>
              </Radio.Group>
            </Form.Item>

            {missing !== null ? (
              <Alert
                type="warning"
                showIcon
                className={styles.blocked}
                title={t(`frictions.feeRequirements.blocked.${missing}`)}
              />
            ) : null}

            {feeType === FEE_TYPE.SUBSCRIPTION ? (
              <div className={styles.row}>
                <Form.Item
                  name="price"
                  label={t('fees.price')}
                  rules={[zodRule(feePriceSchema, locale)]}
                  extra={leastPrice ? t('fees.leastPrice', { price: formatMoney(leastPrice) }) : undefined}
                  className={styles.grow}
                >
                  <Input
                    inputMode="decimal"
                    suffix="USDT"
                    maxLength={12}
                    placeholder={t('frictions.feeRequirements.pricePlaceholder')}
                  />
                </Form.Item>
                <Form.Item
                  name="validityDays"
                  label={t('fees.days')}
                  rules={[zodRule(feeDaysSchema, locale)]}
                  className={styles.days}
                >
                  <InputNumber
                    min={FEE_DAYS.MIN}
                    max={FEE_DAYS.MAX}
                    precision={0}
                    suffix={t('fees.daysUnit')}
                  />
                </Form.Item>
              </div>
            ) : null}

            {feeType === FEE_TYPE.PERFORMANCE ? (
              <Form.List name="tiers">
                {(fields, { add, remove }) => (
                  <div className={styles.tiers}>
                    <div className={styles.tiersHead}>
                      <span>{t('fees.tiers')}</span>
                      <span className={styles.hint}>{t('fees.tiersHint')}</span>
                    </div>
                    {fields.map((field, index) => (
                      <div key={field.key} className={styles.tier} data-testid="fee-tier">
                        <span className={styles.tierLabel}>{t('fees.profitAtLeast')}</span>
                        <Form.Item name={[field.name, 'profit']} noStyle>
                          <Select
                            aria-label={t('fees.profitLabel', { index: index + 1 })}
                            className={styles.profit}
                            options={FEE_PROFIT_OPTIONS.map((value) => ({
                              value,
                              label: formatMoney(String(value), 0),
                            }))}
                          />
                        </Form.Item>
                        <span className={styles.tierLabel}>{t('fees.shareOf')}</span>
                        <Form.Item
                          name={[field.name, 'share']}
                          rules={[zodRule(feeShareSchema, locale)]}
                          className={styles.shareItem}
                        >
                          <InputNumber
                            aria-label={t('fees.shareLabel', { index: index + 1 })}
                            min={1}
                            max={100}
                            precision={0}
                            suffix="%"
                            className={styles.share}
                          />
                        </Form.Item>
                        <Button
                          type="text"
                          icon={<DeleteOutlined />}
                          disabled={fields.length === 1}
                          onClick={() => remove(field.name)}
                          aria-label={t('fees.removeTier')}
                        />
                      </div>
                    ))}
                    <Button
                      type="dashed"
                      icon={<PlusOutlined />}
                      disabled={fields.length >= MAX_TIERS}
                      onClick={() =>
                        add({ profit: nextProfit(form.getFieldValue('tiers') as Tier[]), share: 10 })
                      }
                      block
                    >
                      {t('fees.addTier')}
                    </Button>
                  </div>
                )}
              </Form.List>
            ) : null}

            <Alert type="info" showIcon className={styles.note} title={t('fees.newOnly')} />
            <div className={styles.explain}>
              <FeeExplanation />
            </div>
          </Form>
        </>
      )}
    </Modal>
  );
}

/** The lowest threshold not used yet (a new tier never repeats one). */
function nextProfit(tiers: Tier[] | undefined): number {
  const used = new Set((tiers ?? []).map((tier) => tier.profit));
  return FEE_PROFIT_OPTIONS.find((value) => !used.has(value)) ?? FEE_PROFIT_OPTIONS[0];
}

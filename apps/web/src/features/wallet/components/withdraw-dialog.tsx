import { DIALOG_WIDTHS } from '@copytrade/contracts/constants';
import { formatMoney } from '@copytrade/contracts/number-format';
import { usdtAddressSchema } from '@copytrade/contracts/validators';
import { walletAmountInputSchema, type WithdrawRecord } from '@copytrade/contracts/wallet';
import { ExclamationCircleOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/i18n/locale';
import { useFeedback } from '@/lib/feedback';
import { zodRule } from '@/lib/zod-rule';
import { useMentionMoney } from '../api/mention-money';
import { placeServerError, withdrawAmountSchema } from '../utils/wallet-rules';
import { ChainTextInput, trimmed, WalletFormError } from './wallet-form';
import styles from './wallet.module.css';

type WithdrawValues = { amount: string; address: string };

export type WithdrawDialogProps = {
  open: boolean;
  /** The wallet's available balance (decimal string): the most that can be withdrawn. */
  available: string;
  onClose: () => void;
  onDone: (record: WithdrawRecord) => void;
};

/**
 * Withdraw (mentionMoney) in two steps: the amount ("Max" fills the available balance) and the TRC20
 * address, both checked as they are typed with the shared rules; then a summary to confirm. The amount is
 * frozen once sent. A refusal goes back to the form under its field, or shows on top.
 */
export function WithdrawDialog({ open, available, onClose, onDone }: WithdrawDialogProps) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const locale = currentLocale();
  const [form] = Form.useForm<WithdrawValues>();
  const withdraw = useMentionMoney();
  const [confirming, setConfirming] = useState<WithdrawValues | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const reset = () => {
    setConfirming(null);
    setFormError(null);
  };

  const next = async () => {
    setFormError(null);
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setConfirming({
      amount: walletAmountInputSchema.parse(values.amount),
      address: usdtAddressSchema.parse(values.address),
    });
  };

  const submit = () => {
    if (!confirming) return;
    setFormError(null);
    withdraw.mutate(confirming, {
      onSuccess: (record) => {
        void message.success(t('wallet.withdraw.success'));
        onDone(record);
        onClose();
      },
      onError: (error) => {
        const text = placeServerError(form, error);
        setFormError(text);
        // A field's error is shown under the field: back to the form.
        if (text === null) setConfirming(null);
      },
    });
  };

  const footer = confirming ? (
    <div className={styles.dialogFooter}>
      <Button onClick={() => setConfirming(null)} disabled={withdraw.isPending}>
        {t('wallet.withdraw.back')}
      </Button>
      <Button type="primary" loading={withdraw.isPending} onClick={submit}>
        {t('wallet.withdraw.submit')}
      </Button>
    </div>
  ) : (
    <div className={styles.dialogFooter}>
      <Button onClick={onClose}>{t('common.cancel')}</Button>
      <Button type="primary" onClick={() => void next()}>
        {t('wallet.withdraw.next')}
      </Button>
    </div>
  );

  return (
    <Modal
      open={open}
      title={confirming ? t('wallet.withdraw.confirmTitle') : t('wallet.withdraw.title')}
      width={DIALOG_WIDTHS.SMALL}
      onCancel={onClose}
      afterClose={reset}
      footer={footer}
      destroyOnHidden
      centered
      mask={{ closable: false }}
    >
      <WalletFormError text={formError} />
      {confirming ? (
        <>
          <dl className={styles.confirmList}>
            <dt>{t('wallet.withdraw.confirmAmount')}</dt>
            <dd className={styles.confirmAmount}>
              {formatMoney(confirming.amount)} {t('wallet.unit')}
            </dd>
            <dt>{t('wallet.withdraw.confirmAddress')}</dt>
            <dd className={styles.confirmAddress}>{confirming.address}</dd>
          </dl>
          <Alert
            type="warning"
            showIcon
            icon={<ExclamationCircleOutlined />}
            title={t('wallet.withdraw.confirmNote')}
          />
        </>
      ) : null}
      {/* Kept mounted under the summary, so a refusal can still be put under its field. */}
      <div hidden={confirming !== null}>
        <div className={styles.availableLine}>
          <span>{t('wallet.withdraw.available', { amount: formatMoney(available) })}</span>
        </div>
        <Form<WithdrawValues>
          form={form}
          layout="vertical"
          requiredMark={false}
          initialValues={{ amount: '', address: '' }}
          onFinish={() => void next()}
        >
          <Form.Item
            name="amount"
            label={t('wallet.withdraw.amount')}
            rules={[zodRule(withdrawAmountSchema(available), locale)]}
            normalize={trimmed}
          >
            <Input
              inputMode="decimal"
              autoComplete="off"
              placeholder={t('wallet.withdraw.amountPlaceholder')}
              suffix={
                <Button
                  type="link"
                  size="small"
                  className={styles.maxButton}
                  aria-label={t('wallet.withdraw.maxAria')}
                  onClick={() => {
                    form.setFieldValue('amount', available);
                    void form.validateFields(['amount']).catch(() => undefined);
                  }}
                >
                  {t('wallet.withdraw.max')}
                </Button>
              }
            />
          </Form.Item>
          <Form.Item
            name="address"
            label={t('wallet.withdraw.address')}
            rules={[zodRule(usdtAddressSchema, locale)]}
            normalize={trimmed}
            extra={t('wallet.withdraw.addressHelp')}
            hasFeedback
          >
            <ChainTextInput placeholder={t('wallet.withdraw.addressPlaceholder')} />
          </Form.Item>
        </Form>
      </div>
    </Modal>
  );
}

import { DIALOG_WIDTHS } from '@copytrade/contracts/constants';
import { txHashSchema, walletAmountInputSchema, type RechargeRecord } from '@copytrade/contracts/wallet';
import { WarningOutlined } from '@ant-design/icons';
import { Alert, Form, Input, Modal, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Trc20Address } from '@/components/trc20-address';
import { currentLocale } from '@/i18n/locale';
import { useCurrentUser } from '@/lib/auth';
import { useFeedback } from '@/lib/feedback';
import { useSiteMoney } from '@/lib/site-money';
import { zodRule } from '@/lib/zod-rule';
import records from '@/components/records.module.css';
import { useWalletPrepaid } from '../api/wallet-prepaid';
import { placeServerError } from '../utils/wallet-rules';
import { ChainTextInput, trimmed, WalletFormError } from './wallet-form';
import styles from './wallet.module.css';

type RechargeValues = { amount: string; txHash: string };

export type RechargeDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The declared recharge, pending review. */
  onDone: (record: RechargeRecord) => void;
};

/** Step 1: where to send the USDT: the site's TRC20 address with its QR code, or why there is none yet. */
function DepositAddress() {
  const { t } = useTranslation();
  const money = useSiteMoney();
  const admin = useCurrentUser()?.isAdmin === true;
  if (money.isLoading) return <Skeleton active paragraph={{ rows: 3 }} />;
  const address = money.data?.usdtTrc20Address ?? '';
  if (!address) {
    return (
      <Alert
        type="warning"
        showIcon
        icon={<WarningOutlined />}
        className={records.note}
        title={t('frictions.recharge.noAddress')}
        description={t(admin ? 'frictions.recharge.noAddressAdmin' : 'frictions.recharge.noAddressHint')}
      />
    );
  }
  return <Trc20Address address={address} />;
}

/**
 * Recharge (walletPrepaid): the user sends USDT over TRC20 to the site's address (set by the site admin,
 * shown with its QR code and a copy button), then declares the amount and the transaction hash here; the
 * site admin checks the transfer and credits it. A refusal shows in the dialog: under its field (a used
 * hash, a field error) or on top.
 */
export function RechargeDialog({ open, onClose, onDone }: RechargeDialogProps) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const locale = currentLocale();
  const [form] = Form.useForm<RechargeValues>();
  const prepaid = useWalletPrepaid();
  const [formError, setFormError] = useState<string | null>(null);

  const onFinish = (values: RechargeValues) => {
    setFormError(null);
    prepaid.mutate(
      {
        amount: walletAmountInputSchema.parse(values.amount),
        txHash: txHashSchema.parse(values.txHash),
      },
      {
        onSuccess: (record) => {
          void message.success(t('wallet.recharge.success'));
          onDone(record);
          onClose();
        },
        onError: (error) => setFormError(placeServerError(form, error)),
      },
    );
  };

  return (
    <Modal
      open={open}
      title={t('wallet.recharge.title')}
      width={DIALOG_WIDTHS.MEDIUM}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('wallet.recharge.submit')}
      cancelText={t('common.cancel')}
      confirmLoading={prepaid.isPending}
      afterClose={() => setFormError(null)}
      destroyOnHidden
      centered
    >
      <h3 className={styles.stepTitle}>{t('frictions.recharge.step1')}</h3>
      <DepositAddress />
      <h3 className={styles.stepTitle}>{t('frictions.recharge.step2')}</h3>
      <p className={styles.stepNote}>{t('frictions.recharge.step2Note')}</p>
      <WalletFormError text={formError} />
      <Form<RechargeValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        initialValues={{ amount: '', txHash: '' }}
        preserve={false}
      >
        <Form.Item
          name="amount"
          label={t('wallet.recharge.amount')}
          rules={[zodRule(walletAmountInputSchema, locale)]}
          normalize={trimmed}
        >
          <Input
            inputMode="decimal"
            autoComplete="off"
            suffix={t('wallet.unit')}
            placeholder={t('wallet.recharge.amountPlaceholder')}
          />
        </Form.Item>
        <Form.Item
          name="txHash"
          label={t('wallet.recharge.txHash')}
          rules={[zodRule(txHashSchema, locale)]}
          normalize={trimmed}
          extra={t('wallet.recharge.txHashHelp')}
        >
          <ChainTextInput placeholder={t('wallet.recharge.txHashPlaceholder')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

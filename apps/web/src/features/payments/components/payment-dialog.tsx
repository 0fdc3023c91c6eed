import { DIALOG_WIDTHS } from '@copytrade/contracts/constants';
import { formatMoney } from '@copytrade/contracts/number-format';
import type { CouponCheck, PaymentDetail, PaymentMethod } from '@copytrade/contracts/payments';
import { cnyAmount } from '@copytrade/contracts/site-payment';
import { STATUS } from '@copytrade/contracts/status-codes';
import { translate } from '@copytrade/contracts/messages';
import { AlipayCircleOutlined, WalletOutlined, WechatOutlined } from '@ant-design/icons';
import { Alert, Button, Input, Modal, Radio, Result, Skeleton } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryView } from '@/components/query-view';
import { currentLocale } from '@/i18n/locale';
import { isApiError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth';
import { useCenterPath } from '@/lib/use-center-path';
import { useSiteMoney } from '@/lib/site-money';
import records from '@/components/records.module.css';
import { useCheckCoupon, usePayByToken, usePayByVoucher } from '../api/pay';
import { usePaymentDetail } from '../api/payments-list';
import { StatusTag } from './cells';
import { ImagePicker } from './image-picker';
import { UploadImage } from './upload-image';
import styles from './payments.module.css';

export type PaymentDialogProps = {
  /** The payment to pay; null closes the dialog. */
  paymentId: number | null;
  onClose: () => void;
};

const METHOD_ICONS: Record<Exclude<PaymentMethod, 'coupon'>, ReactNode> = {
  alipay: <AlipayCircleOutlined aria-hidden />,
  wechat: <WechatOutlined aria-hidden />,
  token: <WalletOutlined aria-hidden />,
};

/**
 * Paying a subscription fee (spec: payment, voucher): the trader, the account, the price, the validity and
 * the state; then how to pay: the trader's Alipay or WeChat code (scan, pay outside the site, upload up to
 * 3 vouchers: the trader confirms), or token from the USDT wallet (confirmed at once). A coupon code may
 * lower the price first. After a voucher the dialog says the trader's confirmation is awaited.
 */
export function PaymentDialog({ paymentId, onClose }: PaymentDialogProps) {
  const { t } = useTranslation();
  const detail = usePaymentDetail(paymentId);
  return (
    <Modal
      open={paymentId !== null}
      title={t('payments.pay.title')}
      width={DIALOG_WIDTHS.MEDIUM}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      centered
      mask={{ closable: false }}
    >
      <QueryView query={detail} loading={<Skeleton active paragraph={{ rows: 6 }} />}>
        {(data) => <PaymentBody key={data.payment.id} detail={data} onClose={onClose} />}
      </QueryView>
    </Modal>
  );
}

function PaymentBody({ detail, onClose }: { detail: PaymentDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const user = useCurrentUser();
  const center = useCenterPath();
  const rate = useSiteMoney().data?.usdtCnyRate ?? null;
  const { payment, codes } = detail;
  const methods: Exclude<PaymentMethod, 'coupon'>[] = [
    ...codes.map((code) => code.method),
    ...(detail.tokenAvailable ? (['token'] as const) : []),
  ];
  const [method, setMethod] = useState<Exclude<PaymentMethod, 'coupon'> | undefined>(() => {
    const chosen = payment.method;
    return chosen && chosen !== 'coupon' && methods.includes(chosen) ? chosen : methods[0];
  });
  const [coupon, setCoupon] = useState('');
  const [checked, setChecked] = useState<CouponCheck | null>(null);
  const [couponError, setCouponError] = useState<string | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [refusal, setRefusal] = useState<{ text: string; lowBalance: boolean } | null>(null);
  const check = useCheckCoupon();
  const byToken = usePayByToken();
  const byVoucher = usePayByVoucher();
  const busy = byToken.isPending || byVoucher.isPending;

  const couponCode = checked?.valid ? coupon.trim() : undefined;
  const due = checked?.valid ? checked.amount : payment.amount;
  const free = checked?.valid === true && !/[1-9]/.test(checked.amount);
  const code = codes.find((item) => item.method === method);
  // Alipay and WeChat are paid in CNY: the amount at the site admin's rate, when he set one.
  const cny = method === 'alipay' || method === 'wechat' ? cnyAmount(due, rate) : null;

  const onError = (error: unknown) => {
    if (!isApiError(error)) {
      setRefusal({ text: error instanceof Error ? error.message : String(error), lowBalance: false });
      return;
    }
    const details = error.fieldErrors.map((item) => item.message);
    setRefusal({
      text: [error.message, ...details].filter(Boolean).join(' '),
      lowBalance: error.status === STATUS.INSUFFICIENT_BALANCE,
    });
  };

  const checkCoupon = () => {
    const text = coupon.trim();
    setChecked(null);
    if (!text) {
      setCouponError(translate(locale, 'validation.required'));
      return;
    }
    setCouponError(null);
    check.mutate(
      { code: text, mtAccId: payment.masterAccountId },
      {
        onSuccess: (result) =>
          result.valid ? setChecked(result) : setCouponError(translate(locale, 'status.COUPON_INVALID')),
        onError: (error) => setCouponError(error.message),
      },
    );
  };

  const pay = () => {
    setRefusal(null);
    if (free || method === 'token') {
      byToken.mutate(
        { paymentId: payment.id, method: free ? 'coupon' : 'token', ...(couponCode ? { couponCode } : {}) },
        { onError },
      );
      return;
    }
    if (!method) return;
    if (files.length === 0) {
      setRefusal({ text: translate(locale, 'validation.voucher.required'), lowBalance: false });
      return;
    }
    byVoucher.mutate({ payment, method, ...(couponCode ? { couponCode } : {}), files }, { onError });
  };

  const summary = (
    <dl className={styles.summaryCard}>
      <div>
        <dt>{t('payments.field.trader')}</dt>
        <dd>{payment.masterName}</dd>
      </div>
      <div>
        <dt>{t('payments.field.account')}</dt>
        <dd>#{payment.masterLogin}</dd>
      </div>
      <div>
        <dt>{t('payments.field.validity')}</dt>
        <dd>{t('payments.days', { count: payment.validityDays })}</dd>
      </div>
      <div>
        <dt>{t('payments.field.status')}</dt>
        <dd>
          <StatusTag status={payment.status} />
        </dd>
      </div>
      <div>
        <dt>{t('payments.field.amount')}</dt>
        <dd className={styles.amount}>
          {due !== payment.price ? <span className={styles.strike}>{formatMoney(payment.price)}</span> : null}
          {t('copy.fee.price', { price: formatMoney(due), count: payment.validityDays })}
          {cny !== null && rate !== null ? (
            <span className={styles.cny}>
              {t('frictions.cny.amount', { amount: formatMoney(cny), rate })}
            </span>
          ) : null}
        </dd>
      </div>
    </dl>
  );

  const latest = byVoucher.data ?? byToken.data ?? payment;
  if (latest.status !== 'toBePaid') {
    return (
      <>
        {summary}
        <DoneState status={latest.status} onClose={onClose} />
      </>
    );
  }

  if (methods.length === 0) {
    return (
      <>
        {summary}
        <Alert type="warning" showIcon title={translate(locale, 'status.PAYMENT_INFO_MISSING')} />
      </>
    );
  }

  return (
    <>
      {summary}
      <h3 className={styles.sectionTitle}>{t('payments.pay.coupon')}</h3>
      <div className={styles.couponRow}>
        <Input
          value={coupon}
          onChange={(event) => {
            setCoupon(event.target.value);
            setChecked(null);
            setCouponError(null);
          }}
          maxLength={20}
          allowClear
          aria-label={t('payments.pay.couponLabel')}
          placeholder={t('payments.pay.couponPlaceholder')}
          status={couponError ? 'error' : undefined}
        />
        <Button onClick={checkCoupon} loading={check.isPending}>
          {t('payments.pay.check')}
        </Button>
      </div>
      {couponError ? (
        <div role="alert" className={styles.uploadError}>
          {couponError}
        </div>
      ) : null}
      {checked?.valid ? (
        <div className={styles.couponResult}>
          {t('payments.pay.couponApplied', {
            percent: checked.percentOff,
            amount: formatMoney(checked.amount),
          })}
        </div>
      ) : null}

      {free ? (
        <Alert type="success" showIcon className={records.note} title={t('payments.pay.freeWithCoupon')} />
      ) : (
        <>
          <h3 className={styles.sectionTitle}>{t('payments.pay.method')}</h3>
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            className={styles.methods}
            value={method}
            onChange={(event) => {
              setMethod(event.target.value as Exclude<PaymentMethod, 'coupon'>);
              setRefusal(null);
            }}
            options={methods.map((item) => ({
              value: item,
              label: (
                <span>
                  {METHOD_ICONS[item]} {t(`payments.method.${item}`)}
                </span>
              ),
            }))}
            aria-label={t('payments.pay.method')}
          />
          {method === 'token' ? (
            <div className={styles.availableLine}>
              <span>{t('payments.pay.walletAvailable')}</span>
              <strong>
                {formatMoney(detail.walletAvailable ?? '0.00')} {t('payments.unit')}
              </strong>
            </div>
          ) : null}
          {code ? (
            <>
              <div className={styles.qrBox}>
                <UploadImage
                  uploadId={code.uploadId}
                  alt={t('payments.pay.qrAlt', { method: t(`payments.method.${code.method}`) })}
                  size={168}
                />
                <div className={styles.qrHint}>
                  <strong>{t('payments.pay.scan', { method: t(`payments.method.${code.method}`) })}</strong>
                  {code.accountName ? (
                    <span>{t('payments.pay.payee', { name: code.accountName })}</span>
                  ) : null}
                  <span>
                    {cny !== null && rate !== null
                      ? t('frictions.cny.scanHint', { cny: formatMoney(cny), amount: formatMoney(due), rate })
                      : t('payments.pay.scanHint', { amount: formatMoney(due) })}
                  </span>
                </div>
              </div>
              <h3 className={styles.sectionTitle}>{t('payments.pay.voucher')}</h3>
              <ImagePicker value={files} onChange={setFiles} label={t('payments.pay.voucherPick')} />
            </>
          ) : null}
        </>
      )}

      {refusal ? (
        <Alert
          type="error"
          showIcon
          className={records.formError}
          title={refusal.text}
          action={
            refusal.lowBalance && user ? (
              <Link to={center('rechargeRecord')} onClick={onClose}>
                {t('payments.pay.toWallet')}
              </Link>
            ) : undefined
          }
        />
      ) : null}
      <div className={styles.dialogFooter}>
        <Button onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button type="primary" loading={busy} onClick={pay}>
          {free
            ? t('payments.pay.useCoupon')
            : method === 'token'
              ? t('payments.pay.payNow')
              : t('payments.pay.submitVoucher')}
        </Button>
      </div>
    </>
  );
}

function DoneState({ status, onClose }: { status: PaymentDetail['payment']['status']; onClose: () => void }) {
  const { t } = useTranslation();
  const close = (
    <Button key="close" type="primary" onClick={onClose}>
      {t('common.close')}
    </Button>
  );
  if (status === 'confirmed') {
    return (
      <Result
        status="success"
        title={t('payments.done.confirmed')}
        subTitle={t('payments.done.confirmedHint')}
        extra={close}
      />
    );
  }
  if (status === 'toBeConfirmed') {
    return (
      <Result
        status="info"
        title={t('payments.done.waiting')}
        subTitle={t('payments.done.waitingHint')}
        extra={close}
      />
    );
  }
  return (
    <Result
      status="warning"
      title={t(`payments.status.${status}`)}
      subTitle={t('payments.done.elsewhere')}
      extra={close}
    />
  );
}

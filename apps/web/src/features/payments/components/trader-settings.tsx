import { ACC_TYPE } from '@copytrade/contracts/constants';
import { OFFSITE_METHODS, type Coupon } from '@copytrade/contracts/payments';
import {
  AlipayCircleOutlined,
  PlusOutlined,
  SettingOutlined,
  StopOutlined,
  WechatOutlined,
} from '@ant-design/icons';
import { Button, DatePicker, Form, Input, InputNumber, Modal, Select, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button-link';
import { DateCell } from '@/components/cells';
import { DataList, type DataColumn } from '@/components/data-list';
import { EmptyState, ListSkeleton } from '@/components/page-states';
import { QueryView } from '@/components/query-view';
import { accountName, useTradeAccounts } from '@/lib/account-session';
import { useFeedback } from '@/lib/feedback';
import { useCenterPath } from '@/lib/use-center-path';
import records from '@/components/records.module.css';
import { useCoupons, useCreateCoupon, useDisableCoupon, usePaymentCodes } from '../api/trader-settings';
import { UploadImage } from './upload-image';
import styles from './payments.module.css';

const ICONS = { alipay: <AlipayCircleOutlined aria-hidden />, wechat: <WechatOutlined aria-hidden /> };

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

const STATE_COLORS = { pending: 'gold', rejected: 'red', passed: 'green' } as const;

/**
 * The trader's Alipay and WeChat codes as payers will see them: each method's review state, and a link to
 * the payment-information settings where they are added, replaced and reviewed.
 */
function PaymentCodes() {
  const { t } = useTranslation();
  const center = useCenterPath();
  const codes = usePaymentCodes();

  return (
    <QueryView query={codes} loading={<ListSkeleton rows={2} />}>
      {(data) => (
        <div className={styles.codeCards}>
          {OFFSITE_METHODS.map((method) => {
            const code = data.find((item) => item.method === method);
            const title = t(`verification.method.${method}`);
            return (
              <section key={method} className={styles.codeCard} aria-label={title}>
                <div className={styles.codeCardHead}>
                  <span>
                    {ICONS[method]} {title}
                  </span>
                  <Tag color={code ? STATE_COLORS[code.state] : 'default'} variant="filled">
                    {t(`verification.state.${code?.state ?? 'none'}`)}
                  </Tag>
                </div>
                {code?.uploadId ? <UploadImage uploadId={code.uploadId} alt={title} size={120} /> : null}
                <span className={styles.subText}>
                  {code?.state === 'passed'
                    ? t('verification.paymentsTab.visible')
                    : code?.state === 'rejected'
                      ? t('verification.payment.reason', { reason: code.reason })
                      : code
                        ? t('verification.paymentsTab.waiting')
                        : t('verification.paymentsTab.missing')}
                </span>
              </section>
            );
          })}
          <div className={styles.codeCard}>
            <span className={styles.subText}>{t('verification.paymentsTab.manageHint')}</span>
            <ButtonLink type="primary" icon={<SettingOutlined aria-hidden />} to={center('payV')}>
              {t('verification.paymentsTab.manage')}
            </ButtonLink>
          </div>
        </div>
      )}
    </QueryView>
  );
}

type CouponValues = {
  mtAccId?: number;
  code: string;
  percentOff: number | null;
  maxUses: number | null;
  validUntil?: Dayjs | null;
};

function NewCouponDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<CouponValues>();
  const { accounts } = useTradeAccounts();
  const create = useCreateCoupon();
  const [error, setError] = useState<string | null>(null);
  const trade = accounts.filter((account) => account.accType === ACC_TYPE.TRADE);
  const onFinish = (values: CouponValues) => {
    if (values.mtAccId === undefined || values.percentOff === null || values.maxUses === null) return;
    setError(null);
    create.mutate(
      {
        mtAccId: values.mtAccId,
        percentOff: values.percentOff,
        maxUses: values.maxUses,
        ...(values.code.trim() ? { code: values.code.trim() } : {}),
        ...(values.validUntil ? { validUntil: values.validUntil.endOf('day').valueOf() } : {}),
      },
      {
        onSuccess: () => {
          void message.success(t('payments.coupons.created'));
          onClose();
        },
        onError: (failure) => setError(errorText(failure)),
      },
    );
  };
  return (
    <Modal
      open={open}
      title={t('payments.coupons.new')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('payments.coupons.create')}
      cancelText={t('common.cancel')}
      confirmLoading={create.isPending}
      destroyOnHidden
      centered
    >
      {error ? (
        <p role="alert" className={styles.uploadError}>
          {error}
        </p>
      ) : null}
      <Form<CouponValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        preserve={false}
        initialValues={{ code: '', percentOff: 10, maxUses: 10, mtAccId: trade[0]?.mtAccId }}
      >
        <Form.Item
          name="mtAccId"
          label={t('payments.coupons.account')}
          rules={[{ required: true, message: t('payments.coupons.accountRequired') }]}
        >
          <Select
            options={trade.map((account) => ({ value: account.mtAccId, label: accountName(account) }))}
          />
        </Form.Item>
        <Form.Item
          name="code"
          label={t('payments.coupons.code')}
          extra={t('payments.coupons.codeHint')}
          rules={[{ pattern: /^([A-Za-z0-9]{4,20})?$/, message: t('payments.coupons.codeInvalid') }]}
        >
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item
          name="percentOff"
          label={t('payments.coupons.percentOff')}
          rules={[{ required: true, message: t('payments.coupons.required') }]}
        >
          <InputNumber<number> min={1} max={100} precision={0} suffix="%" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="maxUses"
          label={t('payments.coupons.maxUses')}
          rules={[{ required: true, message: t('payments.coupons.required') }]}
        >
          <InputNumber<number> min={1} max={10000} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="validUntil" label={t('payments.coupons.validUntil')}>
          <DatePicker style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function CouponList() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const coupons = useCoupons();
  const disable = useDisableCoupon();

  const action = (row: Coupon) =>
    row.disabled ? null : (
      <Button
        size="small"
        icon={<StopOutlined aria-hidden />}
        loading={disable.isPending && disable.variables === row.id}
        onClick={() => disable.mutate(row.id, { onError: (error) => void message.error(errorText(error)) })}
      >
        {t('payments.coupons.disable')}
      </Button>
    );
  const columns: DataColumn<Coupon>[] = [
    {
      key: 'code',
      title: t('payments.coupons.code'),
      render: (row) => <span className={records.code}>{row.code}</span>,
    },
    { key: 'account', title: t('payments.coupons.account'), render: (row) => `#${row.login}` },
    {
      key: 'off',
      title: t('payments.coupons.percentOff'),
      align: 'right',
      render: (row) => `${row.percentOff}%`,
    },
    {
      key: 'uses',
      title: t('payments.coupons.uses'),
      align: 'right',
      render: (row) => `${row.usedCount} / ${row.maxUses}`,
    },
    {
      key: 'until',
      title: t('payments.coupons.validUntil'),
      render: (row) => <DateCell value={row.validUntil} />,
    },
    {
      key: 'state',
      title: t('payments.field.status'),
      render: (row) => (
        <Tag color={row.disabled ? 'default' : 'green'} bordered={false}>
          {t(row.disabled ? 'payments.coupons.disabled' : 'payments.coupons.active')}
        </Tag>
      ),
    },
    { key: 'actions', title: t('payments.list.actions'), desktopOnly: true, render: action },
  ];
  return (
    <QueryView
      query={coupons}
      loading={<ListSkeleton rows={3} />}
      isEmpty={(data) => data.length === 0}
      empty={
        <EmptyState
          icon={<PlusOutlined aria-hidden />}
          title={t('payments.coupons.empty')}
          hint={t('payments.coupons.emptyHint')}
        />
      }
    >
      {(data) => (
        <DataList
          label={t('payments.coupons.title')}
          rows={data}
          columns={columns}
          rowKey={(row) => row.id}
          footer={action}
        />
      )}
    </QueryView>
  );
}

/** The trader's payment codes as payers see them (managed under settings / payV), and his coupons. */
export function TraderSettings() {
  const { t } = useTranslation();
  const [creating, setCreating] = useState(false);
  return (
    <>
      <div className={styles.blockHead}>
        <h3>{t('payments.codes.title')}</h3>
        <span className={styles.subText}>{t('payments.codes.hint')}</span>
      </div>
      <PaymentCodes />
      <div className={styles.blockHead}>
        <h3>{t('payments.coupons.title')}</h3>
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setCreating(true)}>
          {t('payments.coupons.new')}
        </Button>
      </div>
      <CouponList />
      <NewCouponDialog open={creating} onClose={() => setCreating(false)} />
    </>
  );
}

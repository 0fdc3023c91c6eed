import { ACC_TYPE } from '@copytrade/contracts/constants';
import { OFFSITE_METHODS, type Coupon, type OffsiteMethod } from '@copytrade/contracts/payments';
import {
  AlipayCircleOutlined,
  DeleteOutlined,
  PlusOutlined,
  StopOutlined,
  WechatOutlined,
} from '@ant-design/icons';
import { App, Button, DatePicker, Form, Input, InputNumber, Modal, Select, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { accountName, useTradeAccounts } from '@/lib/account-session';
import {
  useCoupons,
  useCreateCoupon,
  useDeletePaymentCode,
  useDisableCoupon,
  usePaymentCodes,
  useSavePaymentCode,
} from '../api/trader-settings';
import { DateCell } from './cells';
import { DataList, type DataColumn } from '@/components/data-list';
import { ImagePicker } from './image-picker';
import { EmptyState, ListSkeleton } from '@/components/page-states';
import { UploadImage } from './upload-image';
import styles from './payments.module.css';

const ICONS = { alipay: <AlipayCircleOutlined aria-hidden />, wechat: <WechatOutlined aria-hidden /> };

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** One payment code: its image, or a picker to add one. */
function CodeCard({ method }: { method: OffsiteMethod }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const codes = usePaymentCodes();
  const save = useSavePaymentCode();
  const remove = useDeletePaymentCode();
  const [files, setFiles] = useState<File[]>([]);
  const [name, setName] = useState('');
  const code = codes.data?.find((item) => item.method === method);
  const title = t(`payments.method.${method}`);

  const submit = () => {
    const [file] = files;
    if (!file) return;
    save.mutate(
      { method, file, accountName: name.trim() },
      {
        onSuccess: () => {
          setFiles([]);
          void message.success(t('payments.codes.saved'));
        },
        onError: (error) => void message.error(errorText(error)),
      },
    );
  };

  return (
    <section className={styles.codeCard} aria-label={title}>
      <div className={styles.codeCardHead}>
        <span>
          {ICONS[method]} {title}
        </span>
        {code ? (
          <Tag color="green" bordered={false}>
            {t('payments.codes.bound')}
          </Tag>
        ) : (
          <Tag bordered={false}>{t('payments.codes.none')}</Tag>
        )}
      </div>
      {code ? (
        <>
          <UploadImage uploadId={code.uploadId} alt={title} size={160} />
          {code.accountName ? (
            <span className={styles.subText}>{t('payments.pay.payee', { name: code.accountName })}</span>
          ) : null}
          <Button
            danger
            size="small"
            icon={<DeleteOutlined aria-hidden />}
            onClick={() =>
              void modal.confirm({
                title: t('payments.codes.deleteTitle', { method: title }),
                okText: t('payments.codes.delete'),
                okButtonProps: { danger: true },
                cancelText: t('common.cancel'),
                centered: true,
                onOk: () =>
                  remove.mutateAsync(method).catch((error: unknown) => void message.error(errorText(error))),
              })
            }
          >
            {t('payments.codes.delete')}
          </Button>
        </>
      ) : (
        <>
          <ImagePicker
            value={files}
            onChange={setFiles}
            max={1}
            label={t('payments.codes.pick', { method: title })}
          />
          <Input
            value={name}
            maxLength={40}
            onChange={(event) => setName(event.target.value)}
            placeholder={t('payments.codes.accountName')}
            aria-label={t('payments.codes.accountName')}
          />
          <Button type="primary" disabled={files.length === 0} loading={save.isPending} onClick={submit}>
            {t('payments.codes.save')}
          </Button>
        </>
      )}
    </section>
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
  const { message } = App.useApp();
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
  const { message } = App.useApp();
  const coupons = useCoupons();
  const disable = useDisableCoupon();
  if (coupons.isError && !coupons.data)
    return <LoadError message={coupons.error?.message} onRetry={() => void coupons.refetch()} />;
  if (!coupons.data) return <ListSkeleton rows={3} />;
  if (coupons.data.length === 0) {
    return (
      <EmptyState
        icon={<PlusOutlined aria-hidden />}
        title={t('payments.coupons.empty')}
        hint={t('payments.coupons.emptyHint')}
      />
    );
  }
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
      render: (row) => <span className={styles.code}>{row.code}</span>,
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
    <DataList
      label={t('payments.coupons.title')}
      rows={coupons.data}
      columns={columns}
      rowKey={(row) => row.id}
      footer={action}
    />
  );
}

/** The trader's payment information: the Alipay and WeChat payment codes, and his coupons. */
export function TraderSettings() {
  const { t } = useTranslation();
  const [creating, setCreating] = useState(false);
  return (
    <>
      <div className={styles.blockHead}>
        <h3>{t('payments.codes.title')}</h3>
        <span className={styles.subText}>{t('payments.codes.hint')}</span>
      </div>
      <div className={styles.codeCards}>
        {OFFSITE_METHODS.map((method) => (
          <CodeCard key={method} method={method} />
        ))}
      </div>
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

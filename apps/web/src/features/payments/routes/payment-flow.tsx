import { USER_TYPE } from '@copytrade/contracts/constants';
import type { PaymentRow } from '@copytrade/contracts/payments';
import {
  CheckOutlined,
  CloseOutlined,
  ExclamationCircleOutlined,
  PayCircleOutlined,
  RollbackOutlined,
  TransactionOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { Button, Popover, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DateCell } from '@/components/cells';
import type { DataColumn } from '@/components/data-list';
import { PageHeading } from '@/components/page-heading';
import { EmptyState } from '@/components/page-states';
import { PagedList } from '@/components/paged-list';
import { useCurrentUser } from '@/lib/auth';
import { useFeedback } from '@/lib/feedback';
import { useListParams, usePagedQuery } from '@/lib/use-paged-query';
import records from '@/components/records.module.css';
import { useConfirmPayment, useWithdrawComplaint } from '../api/decisions';
import { paymentsQueryOptions, usePayments } from '../api/payments-list';
import { MethodText, PriceCell, StatusTag } from '../components/cells';
import { ComplaintDialog, RefuseDialog, ReuploadDialog } from '../components/decision-dialogs';
import { PaymentDialog } from '../components/payment-dialog';
import { TraderSettings } from '../components/trader-settings';
import { UploadImages } from '../components/upload-image';
import type { PaymentRole } from '../utils/query-keys';
import styles from '../components/payments.module.css';

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The vouchers and the complaint of a payment, in a popover. */
function Attachments({ row }: { row: PaymentRow }) {
  const { t } = useTranslation();
  if (row.voucherIds.length === 0 && row.complaintIds.length === 0 && !row.complaintReason) return null;
  return (
    <Popover
      trigger="click"
      title={t('payments.list.attachments')}
      content={
        <div className={styles.attachments}>
          {row.voucherIds.length > 0 ? (
            <>
              <h4>{t('payments.list.vouchers')}</h4>
              <UploadImages ids={row.voucherIds} label={t('payments.list.vouchers')} size={80} />
            </>
          ) : null}
          {row.complaintReason ? (
            <>
              <h4>{t('payments.list.complaint')}</h4>
              <p>{row.complaintReason}</p>
              <UploadImages ids={row.complaintIds} label={t('payments.list.evidence')} size={80} />
            </>
          ) : null}
        </div>
      }
    >
      <Button size="small" type="link" aria-label={`${t('payments.list.viewVouchers')} #${row.id}`}>
        {t('payments.list.viewVouchers')}
      </Button>
    </Popover>
  );
}

/** The refusal or the complaint under the status tag. */
function StatusCell({ row }: { row: PaymentRow }) {
  const { t } = useTranslation();
  return (
    <span className={records.stateCell}>
      <StatusTag status={row.status} />
      {row.refuseReason ? (
        <span className={records.reason}>
          {t('payments.list.refused', { reason: t(`payments.refuseReason.${row.refuseReason}`) })}
          {row.refuseNote ? ` · ${row.refuseNote}` : ''}
        </span>
      ) : null}
    </span>
  );
}

function PaymentList({ role, onPay }: { role: PaymentRole; onPay: (id: number) => void }) {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
  const [list, paging] = usePagedQuery((page) => paymentsQueryOptions({ role, ...page }));
  const confirm = useConfirmPayment();
  const withdraw = useWithdrawComplaint();
  const [complaining, setComplaining] = useState<PaymentRow | null>(null);
  const [reuploading, setReuploading] = useState<PaymentRow | null>(null);
  const [refusing, setRefusing] = useState<PaymentRow | null>(null);

  const confirmPayment = (row: PaymentRow) => {
    void modal.confirm({
      title: t('payments.confirm.title'),
      content: t('payments.confirm.content', { name: row.payerNickname, amount: row.amount }),
      okText: t('payments.confirm.ok'),
      cancelText: t('common.cancel'),
      centered: true,
      onOk: () =>
        confirm
          .mutateAsync(row.id)
          .then(() => void message.success(t('payments.confirm.done')))
          .catch((error: unknown) => void message.error(errorText(error))),
    });
  };

  const withdrawComplaint = (row: PaymentRow) => {
    void modal.confirm({
      title: t('payments.withdraw.title'),
      content: t('payments.withdraw.content'),
      okText: t('payments.withdraw.ok'),
      cancelText: t('common.cancel'),
      centered: true,
      onOk: () =>
        withdraw
          .mutateAsync(row.id)
          .then(() => void message.success(t('payments.withdraw.done')))
          .catch((error: unknown) => void message.error(errorText(error))),
    });
  };

  const actions = (row: PaymentRow) => {
    const label = (text: string) => `${text} #${row.id}`;
    const buttons = [];
    if (role === 'payer') {
      if (row.status === 'toBePaid') {
        buttons.push(
          <Button
            key="pay"
            size="small"
            type="primary"
            icon={<PayCircleOutlined aria-hidden />}
            aria-label={label(t('payments.action.pay'))}
            onClick={() => onPay(row.id)}
          >
            {t('payments.action.pay')}
          </Button>,
        );
      }
      if (row.status === 'rejected') {
        buttons.push(
          <Button
            key="reupload"
            size="small"
            type="primary"
            ghost
            icon={<UploadOutlined aria-hidden />}
            aria-label={label(t('payments.action.reupload'))}
            onClick={() => setReuploading(row)}
          >
            {t('payments.action.reupload')}
          </Button>,
        );
      }
      if (row.status === 'toBeConfirmed' || row.status === 'rejected') {
        buttons.push(
          <Button
            key="complain"
            size="small"
            danger
            icon={<ExclamationCircleOutlined aria-hidden />}
            aria-label={label(t('payments.action.complain'))}
            onClick={() => setComplaining(row)}
          >
            {t('payments.action.complain')}
          </Button>,
        );
      }
      if (row.status === 'complained') {
        buttons.push(
          <Button
            key="withdraw"
            size="small"
            icon={<RollbackOutlined aria-hidden />}
            aria-label={label(t('payments.action.withdraw'))}
            onClick={() => withdrawComplaint(row)}
          >
            {t('payments.action.withdraw')}
          </Button>,
        );
      }
    } else if (row.status === 'toBeConfirmed' || row.status === 'complained') {
      buttons.push(
        <Button
          key="confirm"
          size="small"
          type="primary"
          icon={<CheckOutlined aria-hidden />}
          aria-label={label(t('payments.action.confirm'))}
          onClick={() => confirmPayment(row)}
        >
          {t('payments.action.confirm')}
        </Button>,
      );
      if (row.status === 'toBeConfirmed') {
        buttons.push(
          <Button
            key="refuse"
            size="small"
            danger
            icon={<CloseOutlined aria-hidden />}
            aria-label={label(t('payments.action.refuse'))}
            onClick={() => setRefusing(row)}
          >
            {t('payments.action.refuse')}
          </Button>,
        );
      }
    }
    return (
      <span className={styles.rowActions}>
        {buttons}
        <Attachments row={row} />
      </span>
    );
  };

  const columns: DataColumn<PaymentRow>[] = [
    { key: 'time', title: t('payments.list.time'), render: (row) => <DateCell value={row.createdAt} /> },
    {
      key: 'party',
      title: role === 'payer' ? t('payments.field.trader') : t('payments.list.payer'),
      render: (row) => (
        <span className={records.person}>
          <span>{role === 'payer' ? row.masterName : row.payerNickname}</span>
          <span className={records.personId}>
            #{row.masterLogin} · {t('payments.list.serial', { serialNo: row.serialNo })}
          </span>
        </span>
      ),
    },
    {
      key: 'amount',
      title: t('payments.field.amount'),
      align: 'right',
      render: (row) => <PriceCell amount={row.amount} days={row.validityDays} />,
    },
    { key: 'method', title: t('payments.list.method'), render: (row) => <MethodText method={row.method} /> },
    { key: 'status', title: t('payments.field.status'), render: (row) => <StatusCell row={row} /> },
    {
      key: 'confirmedAt',
      title: t('payments.list.confirmedAt'),
      render: (row) => <DateCell value={row.confirmedAt} />,
    },
    { key: 'actions', title: t('payments.list.actions'), desktopOnly: true, render: actions },
  ];

  return (
    <>
      <PagedList
        list={list}
        paging={paging}
        label={t(role === 'payer' ? 'payments.tabs.paid' : 'payments.tabs.received')}
        columns={columns}
        rowKey={(row) => row.id}
        footer={actions}
        empty={
          <EmptyState
            icon={<TransactionOutlined aria-hidden />}
            title={t(role === 'payer' ? 'payments.list.emptyPayer' : 'payments.list.emptyTrader')}
            hint={t(role === 'payer' ? 'payments.list.emptyPayerHint' : 'payments.list.emptyTraderHint')}
          />
        }
      />
      <ComplaintDialog payment={complaining} onClose={() => setComplaining(null)} />
      <ReuploadDialog payment={reuploading} onClose={() => setReuploading(null)} />
      <RefuseDialog payment={refusing} onClose={() => setRefusing(null)} />
    </>
  );
}

/**
 * personalCenter/:id/paymentFlow: the subscription fees I pay (pay, complain, withdraw a complaint, a new
 * voucher after a refusal) and, for traders, the fees I am paid (confirm, refuse) and my payment codes and
 * coupons. `?paymentId=` (or `?subscriptionId=` of an unpaid subscription) opens the payment dialog: the
 * subscribe flow and the subscription cards send the follower here to pay.
 */
export function PaymentFlowRoute() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const [, setParam] = useListParams();
  const trader = user?.userType === USER_TYPE.TRADER;
  const [paying, setPaying] = useState<number | null>(null);
  const wanted = Number(params.get('paymentId') ?? '');
  const wantedSubscription = Number(params.get('subscriptionId') ?? '');
  const open = usePayments(
    { role: 'payer', status: 'toBePaid', page: 1, pageSize: 100 },
    wantedSubscription > 0,
  );

  // The payment the address asks for: by id, or the open payment of an unpaid subscription.
  const fromAddress =
    Number.isInteger(wanted) && wanted > 0
      ? wanted
      : wantedSubscription > 0
        ? (open.data?.items.find((row) => row.subscriptionId === wantedSubscription)?.id ?? null)
        : null;
  const shown = paying ?? fromAddress;
  const close = () => {
    setPaying(null);
    if (fromAddress === null && !params.has('paymentId') && !params.has('subscriptionId')) return;
    setParams(
      (current) => {
        current.delete('paymentId');
        current.delete('subscriptionId');
        return current;
      },
      { replace: true },
    );
  };

  const items = [
    { key: 'paid', label: t('payments.tabs.paid'), children: <PaymentList role="payer" onPay={setPaying} /> },
    ...(trader
      ? [
          {
            key: 'received',
            label: t('payments.tabs.received'),
            children: <PaymentList role="trader" onPay={setPaying} />,
          },
          { key: 'settings', label: t('payments.tabs.settings'), children: <TraderSettings /> },
        ]
      : []),
  ];

  return (
    <>
      <PageHeading title={t('payments.title')} meta={t('payments.subtitle')} />
      <Tabs
        activeKey={items.find((item) => item.key === params.get('tab'))?.key ?? 'paid'}
        onChange={(key) => setParam('tab', key === 'paid' ? undefined : key)}
        destroyOnHidden
        items={items}
      />
      <PaymentDialog paymentId={shown} onClose={close} />
    </>
  );
}

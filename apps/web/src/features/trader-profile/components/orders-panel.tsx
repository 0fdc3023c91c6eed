import type { PublicOrder } from '@copytrade/contracts/statistics';
import { LockOutlined } from '@ant-design/icons';
import { Alert, Segmented, Table, Tooltip, type TableColumnsType } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { Pager } from '@/components/pager';
import { SignedAmount } from '@/components/signed-amount';
import { useCurrentUser } from '@/lib/auth';
import { formatDate } from '@/lib/format';
import { isBuySide, orderTypeKey } from '@/lib/order-labels';
import { useProfileOrders, type ProfileOrderScope } from '../api/profile-orders';
import { DASH } from '../utils/display';
import styles from './profile.module.css';

/** A price of 0 means none was set (S/L, T/P). */
function priceText(value: string | null): string {
  return value !== null && /[1-9]/.test(value) ? value : DASH;
}

function HiddenPrice() {
  const { t } = useTranslation();
  return (
    <Tooltip title={t('profile.orders.hiddenHint')}>
      <span className={styles.locked} role="img" aria-label={t('profile.orders.hiddenCell')}>
        <LockOutlined />
      </span>
    </Tooltip>
  );
}

function useColumns(scope: ProfileOrderScope): TableColumnsType<PublicOrder> {
  const { t } = useTranslation();
  const open = scope === 'open';
  const entry = (value: string | null, order: PublicOrder, text: (v: string | null) => string) =>
    order.hidden ? <HiddenPrice /> : text(value);
  return [
    { title: t('orders.ticket'), dataIndex: 'ticket', key: 'ticket' },
    {
      title: t('orders.openTime'),
      dataIndex: 'openTime',
      key: 'openTime',
      render: (value: number) => formatDate(value),
    },
    ...(open
      ? []
      : [
          {
            title: t('orders.closeTime'),
            dataIndex: 'closeTime',
            key: 'closeTime',
            render: (value: number | null) => (value ? formatDate(value) : DASH),
          },
        ]),
    {
      title: t('orders.type'),
      key: 'type',
      render: (_value, order) => (
        <span className={isBuySide(order) ? styles.buy : styles.sell}>
          {t(`orders.types.${orderTypeKey(order)}`)}
        </span>
      ),
    },
    { title: t('orders.symbol'), dataIndex: 'symbol', key: 'symbol' },
    { title: t('orders.lots'), dataIndex: 'lots', key: 'lots', align: 'right' },
    {
      title: t('orders.openPrice'),
      dataIndex: 'openPrice',
      key: 'openPrice',
      align: 'right',
      render: (value: string | null, order) => entry(value, order, priceText),
    },
    ...(open
      ? [
          {
            title: t('orders.sl'),
            dataIndex: 'sl',
            key: 'sl',
            align: 'right' as const,
            render: (value: string | null, order: PublicOrder) => entry(value, order, priceText),
          },
          {
            title: t('orders.tp'),
            dataIndex: 'tp',
            key: 'tp',
            align: 'right' as const,
            render: (value: string | null, order: PublicOrder) => entry(value, order, priceText),
          },
        ]
      : []),
    {
      title: open ? t('orders.currentPrice') : t('orders.closePrice'),
      dataIndex: 'closePrice',
      key: 'closePrice',
      align: 'right',
      render: (value: string) => priceText(value),
    },
    {
      title: open ? t('profile.orders.floating') : t('profile.orders.result'),
      dataIndex: 'profit',
      key: 'profit',
      align: 'right',
      fixed: 'right',
      render: (value: string) => <SignedAmount value={value} />,
    },
  ];
}

function OrdersTable({ mtId, scope, action }: { mtId: number; scope: ProfileOrderScope; action: ReactNode }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const orders = useProfileOrders({ mtId, scope, page, pageSize }, user?.id ?? 0);
  const columns = useColumns(scope);
  const items = orders.data?.items ?? [];

  if (orders.isError) return <LoadError onRetry={() => void orders.refetch()} />;
  return (
    <>
      {items.some((order) => order.hidden) ? (
        <Alert
          type="info"
          showIcon
          icon={<LockOutlined />}
          className={styles.lockHint}
          title={t('profile.orders.hiddenTitle')}
          description={t('profile.orders.hiddenHint')}
          action={action}
        />
      ) : null}
      <Table<PublicOrder>
        rowKey="ticket"
        size="small"
        columns={columns}
        dataSource={items}
        loading={orders.isLoading}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: open(scope) ? t('profile.orders.noOpen') : t('profile.orders.noClosed') }}
      />
      <Pager
        total={orders.data?.total ?? 0}
        page={page}
        pageSize={pageSize}
        onChange={(nextPage, nextSize) => {
          setPage(nextSize === pageSize ? nextPage : 1);
          setPageSize(nextSize);
        }}
      />
    </>
  );
}

const open = (scope: ProfileOrderScope) => scope === 'open';

/** Open and closed positions, a page at a time; a visitor sees open positions without entry details. */
export function OrdersPanel({ mtId, action }: { mtId: number; action: ReactNode }) {
  const { t } = useTranslation();
  const [scope, setScope] = useState<ProfileOrderScope>('open');
  return (
    <section className={styles.panel} aria-labelledby="orders-title">
      <div className={styles.panelHead}>
        <h2 id="orders-title" className={styles.panelTitle}>
          {t('profile.orders.title')}
        </h2>
        <Segmented<ProfileOrderScope>
          value={scope}
          onChange={setScope}
          options={[
            { value: 'open', label: t('profile.orders.open') },
            { value: 'closed', label: t('profile.orders.closed') },
          ]}
        />
      </div>
      <OrdersTable key={scope} mtId={mtId} scope={scope} action={action} />
    </section>
  );
}

import type { PublicOrder } from '@copytrade/contracts/statistics';
import { LockOutlined } from '@ant-design/icons';
import { Alert, Segmented, Tooltip, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { priceText, useOrderColumns } from '@/components/order-columns';
import { PagedTable } from '@/components/paged-table';
import { useCurrentUser } from '@/lib/auth';
import { useListParams, usePagedQuery } from '@/lib/use-paged-query';
import { profileOrdersQueryOptions, type ProfileOrderScope } from '../api/profile-orders';
import styles from './profile.module.css';

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

/** The profile's own colours of the sides: no heavier weight, beside the figures of the panel. */
const SIDE_CLASSES = { buy: styles.buy, sell: styles.sell };

function useColumns(scope: ProfileOrderScope): TableColumnsType<PublicOrder> {
  const { t } = useTranslation();
  const column = useOrderColumns();
  const open = scope === 'open';
  const entry = (value: string | null, order: PublicOrder) =>
    order.hidden ? <HiddenPrice /> : priceText(value);
  return [
    column.ticket(),
    column.openTime(),
    ...(open ? [] : [column.closeTime<PublicOrder>()]),
    column.type({ classes: SIDE_CLASSES }),
    column.symbol(),
    column.lots(),
    column.openPrice({ render: entry }),
    ...(open ? [column.sl<PublicOrder>({ render: entry }), column.tp<PublicOrder>({ render: entry })] : []),
    column.closePrice(!open),
    column.profit({
      title: open ? t('profile.orders.floating') : t('profile.orders.result'),
      fixed: 'right',
    }),
  ];
}

function OrdersTable({ mtId, scope, action }: { mtId: number; scope: ProfileOrderScope; action: ReactNode }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [orders, paging] = usePagedQuery(
    (page) => profileOrdersQueryOptions({ mtId, scope, ...page }, user?.id ?? 0),
    { name: 'orders' },
  );
  const columns = useColumns(scope);
  const items = orders.data?.items ?? [];

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
      <PagedTable<PublicOrder>
        list={orders}
        paging={paging}
        rowKey="ticket"
        columns={columns}
        empty={scope === 'open' ? t('profile.orders.noOpen') : t('profile.orders.noClosed')}
      />
    </>
  );
}

/**
 * Open and closed positions, a page at a time (`?orders=closed&ordersPage=2`); a visitor sees open
 * positions without entry details.
 */
export function OrdersPanel({ mtId, action }: { mtId: number; action: ReactNode }) {
  const { t } = useTranslation();
  const [params, setParam] = useListParams('orders');
  const scope: ProfileOrderScope = params.get('orders') === 'closed' ? 'closed' : 'open';
  return (
    <section className={styles.panel} aria-labelledby="orders-title">
      <div className={styles.panelHead}>
        <h2 id="orders-title" className={styles.panelTitle}>
          {t('profile.orders.title')}
        </h2>
        <Segmented<ProfileOrderScope>
          value={scope}
          onChange={(next) => setParam('orders', next === 'closed' ? next : undefined)}
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

import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useTradeAccounts } from '@/lib/account-session';
import { useListParams } from '@/lib/use-paged-query';
import type { OrderScope } from '../api/query-mt-account-orders';
import { OrdersTable } from '../components/orders-table';

/**
 * personalCenter/:id/account/transactionOrder: the current account's open positions and pending orders
 * (kept live by the realtime `order` messages) and its history (`?tab=history`).
 */
export function TransactionOrderRoute() {
  const { t } = useTranslation();
  const { current } = useTradeAccounts();
  const [params, setParam] = useListParams();
  const scope: OrderScope = params.get('tab') === 'history' ? 'history' : 'open';
  if (!current) return null;
  return (
    <Tabs
      activeKey={scope}
      onChange={(key) => setParam('tab', key === 'history' ? key : undefined)}
      destroyOnHidden
      items={[
        {
          key: 'open',
          label: t('orders.open'),
          children: <OrdersTable key={`open-${current.mtAccId}`} mtAccId={current.mtAccId} scope="open" />,
        },
        {
          key: 'history',
          label: t('orders.history'),
          children: (
            <OrdersTable key={`history-${current.mtAccId}`} mtAccId={current.mtAccId} scope="history" />
          ),
        },
      ]}
    />
  );
}

import type { Subscription } from '@copytrade/contracts/subscriptions';
import { Tag, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrderColumns } from '@/components/order-columns';
import { PagedTable } from '@/components/paged-table';
import { PersonAvatar } from '@/components/person-avatar';
import { accountName } from '@/lib/account-session';
import { formatDate } from '@/lib/format';
import { usePagedQuery } from '@/lib/use-paged-query';
import { masterSubscriptionsQueryOptions } from './api/query-master-subscriptions';
import { masterSubscriptionsHistoryQueryOptions } from './api/query-master-subscriptions-history';
import type { SubscriptionScope } from './api/personal-sub-serial';
import { directionKey, STATE_COLORS } from './utils/display-codes';
import { modeText } from './utils/labels';
import styles from './copy-tables.module.css';

const DATE = 'YYYY-MM-DD';

/**
 * A trader's subscribers on one trade account, or on all of them when `mtAccId` is undefined
 * (queryMasterSubscriptions / ...History): who copies, into which follow account, how, since when, and the
 * copies open now. `master` adds a column of the trade account copied; `actions` a column of what the
 * reader may do with a row.
 */
export function MasterSubscriptionsTable({
  mtAccId,
  scope,
  master = false,
  actions,
}: {
  mtAccId: number | undefined;
  scope: SubscriptionScope;
  master?: boolean;
  actions?: { title: string; render: (subscription: Subscription) => ReactNode };
}) {
  const { t } = useTranslation();
  const column = useOrderColumns();
  const history = scope === 'history';
  const [list, paging] = usePagedQuery((page) => ({
    ...(history ? masterSubscriptionsHistoryQueryOptions : masterSubscriptionsQueryOptions)({
      mtAccId,
      ...page,
    }),
    enabled: mtAccId === undefined || mtAccId > 0,
  }));

  const columns: TableColumnsType<Subscription> = [
    {
      title: t('masterSide.follower'),
      key: 'follower',
      render: (_value, s) => (
        <span className={styles.type}>
          <PersonAvatar name={s.follower.followerName} image="" size={28} />
          <span>{s.follower.followerName}</span>
        </span>
      ),
    },
    ...(master
      ? [
          {
            title: t('masterSide.tradeAccount'),
            key: 'master',
            render: (_value: unknown, s: Subscription) => accountName(s.master),
          },
        ]
      : []),
    {
      title: t('subscriptions.followAccount'),
      key: 'followAccount',
      render: (_value, s) => `${accountName(s.follower)} · ${s.follower.platformName}`,
    },
    {
      title: t('subscriptions.mode'),
      key: 'mode',
      render: (_value, s) => modeText(t, s.copyType, s.copyValue),
    },
    {
      title: t('subscriptions.direction'),
      key: 'direction',
      render: (_value, s) =>
        directionKey(s.direction) === 'reverse' ? (
          <Tag color="warning" className={styles.stateTag}>
            {t('copy.direction.reverse')}
          </Tag>
        ) : (
          t('copy.direction.forward')
        ),
    },
    {
      title: t('masterSide.since'),
      dataIndex: 'startTime',
      key: 'startTime',
      render: (value: number) => formatDate(value, DATE),
    },
    ...(history
      ? [
          {
            title: t('masterSide.until'),
            key: 'endTime',
            render: (_value: unknown, s: Subscription) => {
              const end = s.cancelTime ?? s.endTime;
              return end ? formatDate(end, DATE) : '—';
            },
          },
        ]
      : []),
    { title: t('subscriptions.openCopies'), dataIndex: 'openCopies', key: 'openCopies', align: 'right' },
    column.profit<Subscription>({
      title: t('subscriptions.copyProfit'),
      dataIndex: 'copyProfit',
      key: 'copyProfit',
    }),
    {
      title: t('copyOrders.state'),
      dataIndex: 'state',
      key: 'state',
      render: (value: Subscription['state']) => (
        <Tag color={STATE_COLORS[value]} className={styles.stateTag}>
          {t(`copy.state.${value}`)}
        </Tag>
      ),
    },
    ...(actions
      ? [
          {
            title: actions.title,
            key: 'actions',
            render: (_value: unknown, s: Subscription) => actions.render(s),
          },
        ]
      : []),
  ];

  return (
    <PagedTable<Subscription>
      list={list}
      paging={paging}
      rowKey="subscriptionId"
      columns={columns}
      empty={history ? t('masterSide.noPastSubscribers') : t('masterSide.noSubscribers')}
      className={styles.table}
    />
  );
}

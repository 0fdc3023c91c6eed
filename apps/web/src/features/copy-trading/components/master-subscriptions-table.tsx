import type { Subscription } from '@copytrade/contracts/subscriptions';
import { Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { Pager } from '@/components/pager';
import { PersonAvatar } from '@/components/person-avatar';
import { SignedAmount } from '@/components/signed-amount';
import { accountName } from '@/lib/account-session';
import { formatDate } from '@/lib/format';
import { useMasterSubscriptions } from '../api/query-master-subscriptions';
import { useMasterSubscriptionsHistory } from '../api/query-master-subscriptions-history';
import type { SubscriptionScope } from '../api/personal-sub-serial';
import { directionKey, STATE_COLORS } from '../utils/display-codes';
import { modeText } from '../utils/labels';
import styles from './copy-tables.module.css';

const DATE = 'YYYY-MM-DD';

/**
 * A trader's subscribers on one trade account (queryMasterSubscriptions / ...History): who copies, into
 * which follow account, how, since when, and the copies open now.
 */
export function MasterSubscriptionsTable({ mtAccId, scope }: { mtAccId: number; scope: SubscriptionScope }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const history = scope === 'history';
  const query = { mtAccId, page, pageSize };
  const current = useMasterSubscriptions(query, !history);
  const past = useMasterSubscriptionsHistory(query, history);
  const list = history ? past : current;

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
    {
      title: t('subscriptions.copyProfit'),
      dataIndex: 'copyProfit',
      key: 'copyProfit',
      align: 'right',
      render: (value: string) => <SignedAmount value={value} />,
    },
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
  ];

  if (list.isError) return <LoadError onRetry={() => void list.refetch()} />;

  return (
    <>
      <Table<Subscription>
        rowKey="subscriptionId"
        size="small"
        columns={columns}
        dataSource={list.data?.items ?? []}
        loading={list.isLoading}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: history ? t('masterSide.noPastSubscribers') : t('masterSide.noSubscribers') }}
        className={styles.table}
      />
      <Pager
        total={list.data?.total ?? 0}
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

import type { RecommendedToday } from '@copytrade/contracts/discovery';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Popconfirm, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryView } from '@/components/query-view';
import { useRecommendedList } from '../api/get-choose-today-star-list';
import { useDeleteRecommendedToday } from '../api/delete-recommended-today';
import { StarForm, utcToday, type StarFormTarget } from './star-form';
import { TraderIdentity } from './trader-identity';
import styles from './stars-admin.module.css';

const PAGE_SIZE = 10;
const STATE_COLORS = { upcoming: 'blue', live: 'green', ended: 'default' } as const;

/**
 * The site admin's recommendations: every pick with its days, order, reason and state, paged; add, edit
 * and delete (with a confirmation). Refusals of the server show inline.
 */
export function StarsAdminPanel() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useRecommendedList(page, PAGE_SIZE);
  const remove = useDeleteRecommendedToday();
  const [target, setTarget] = useState<StarFormTarget | null>(null);
  const [deleteFailure, setDeleteFailure] = useState<string | null>(null);

  const columns: TableColumnsType<RecommendedToday> = [
    {
      key: 'trader',
      title: t('stars.admin.trader'),
      render: (_, row) => <TraderIdentity trader={row} size={30} />,
    },
    {
      key: 'days',
      title: t('stars.admin.days'),
      render: (_, row) => (
        <span className={styles.days}>
          {row.startDay}
          <span className={styles.arrow}>→</span>
          {row.endDay ?? <span className={styles.muted}>{t('stars.admin.untilRemoved')}</span>}
        </span>
      ),
    },
    { key: 'sort', dataIndex: 'sort', title: t('stars.admin.sort'), align: 'right', width: 70 },
    {
      key: 'remark',
      dataIndex: 'remark',
      title: t('stars.admin.remark'),
      ellipsis: true,
      render: (remark: string) => remark || <span className={styles.muted}>—</span>,
    },
    {
      key: 'state',
      dataIndex: 'state',
      title: t('stars.admin.state'),
      width: 90,
      render: (state: RecommendedToday['state']) => (
        <Tag color={STATE_COLORS[state]} variant="filled">
          {t(`stars.admin.states.${state}`)}
        </Tag>
      ),
    },
    {
      key: 'actions',
      title: t('stars.admin.actions'),
      width: 120,
      render: (_, row) => (
        <span className={styles.rowActions}>
          <Button
            type="text"
            size="small"
            icon={<EditOutlined />}
            aria-label={t('stars.admin.editOf', { name: row.userName })}
            onClick={() => setTarget({ mode: 'edit', row })}
          />
          <Popconfirm
            title={t('stars.admin.deleteTitle')}
            description={t('stars.admin.deleteText', { name: row.userName })}
            okText={t('stars.admin.delete')}
            okButtonProps={{ danger: true }}
            cancelText={t('common.cancel')}
            onConfirm={() => {
              setDeleteFailure(null);
              remove.mutate(row.id, {
                onError: (error) => setDeleteFailure(error.message || t('common.loadFailed')),
              });
            }}
          >
            <Button
              type="text"
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('stars.admin.deleteOf', { name: row.userName })}
            />
          </Popconfirm>
        </span>
      ),
    },
  ];

  // The table shows its own loading state; a failed load puts the retry in its place.
  const table = (
    <Table<RecommendedToday>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={list.data?.rows ?? []}
      loading={list.isFetching}
      scroll={{ x: 720 }}
      locale={{ emptyText: t('stars.admin.empty') }}
      pagination={
        (list.data?.total ?? 0) > PAGE_SIZE
          ? { current: page, pageSize: PAGE_SIZE, total: list.data?.total ?? 0, onChange: setPage }
          : false
      }
    />
  );

  return (
    <div className={styles.panel}>
      <div className={styles.intro}>
        <p>{t('stars.admin.intro')}</p>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setTarget({ mode: 'add', today: utcToday(new Date()) })}
        >
          {t('stars.admin.add')}
        </Button>
      </div>
      {deleteFailure ? (
        <Alert
          type="error"
          showIcon
          closable={{ onClose: () => setDeleteFailure(null) }}
          title={deleteFailure}
        />
      ) : null}
      <QueryView query={list} loading={table}>
        {() => table}
      </QueryView>
      <StarForm target={target} onClose={() => setTarget(null)} />
    </div>
  );
}

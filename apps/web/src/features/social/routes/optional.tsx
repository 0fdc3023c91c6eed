import type { OptionalRow } from '@copytrade/contracts/social';
import { formatMoney } from '@copytrade/contracts/number-format';
import { DeleteOutlined, StarOutlined } from '@ant-design/icons';
import { App, Button, Grid, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/button-link';
import { LoadError } from '@/components/load-error';
import { PageHeading } from '@/components/page-heading';
import { Pager } from '@/components/pager';
import { PersonAvatar } from '@/components/person-avatar';
import { formatDate } from '@/lib/format';
import { useOptionals, useRemoveOptional } from '../api/query-optionals';
import { EmptyState, ListSkeleton } from '../components/page-states';
import { percentText, profilePath, toneOf } from '../utils/display';
import styles from '../components/pages.module.css';

/** The account as the ranking names it: avatar, trader, #order login, broker, demo tag; links to the profile. */
function TraderCell({ row }: { row: OptionalRow }) {
  const { t } = useTranslation();
  return (
    <Link to={profilePath(row.mtAccId)} className={styles.trader}>
      <PersonAvatar name={row.userName} image={row.image} size={36} />
      <span className={styles.traderText}>
        <span className={styles.traderName}>{row.userName}</span>
        <span className={styles.traderMeta}>
          #{row.loginOrder} {row.login} · {row.platformName}
          {row.isMock === 1 ? (
            <Tag bordered={false} className={styles.inlineTag}>
              {t('optional.demo')}
            </Tag>
          ) : null}
        </span>
      </span>
    </Link>
  );
}

function RemoveButton({ row, compact }: { row: OptionalRow; compact?: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const remove = useRemoveOptional();
  return (
    <Button
      size="small"
      danger
      icon={<DeleteOutlined aria-hidden />}
      aria-label={t('optional.removeAria', { name: row.userName, order: row.loginOrder })}
      onClick={() =>
        remove.mutate(row.mtAccId, { onSuccess: () => void message.success(t('social.optionalRemoved')) })
      }
    >
      {compact ? null : t('optional.remove')}
    </Button>
  );
}

/** On a phone each account is a card: the table would hide its actions off screen. */
function OptionalCards({ rows }: { rows: OptionalRow[] }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.optionalCards} aria-label={t('optional.tableLabel')}>
      {rows.map((row) => (
        <li key={row.mtAccId} className={styles.optionalCard}>
          <div className={styles.optionalCardHead}>
            <TraderCell row={row} />
            <RemoveButton row={row} compact />
          </div>
          <dl className={styles.optionalFigures}>
            <div>
              <dt>{t('optional.growth')}</dt>
              <dd className={styles[toneOf(row.growth)]}>{percentText(row.growth, true)}</dd>
            </div>
            <div>
              <dt>{t('optional.drawdown')}</dt>
              <dd className={styles.figure}>{percentText(row.drawdown)}</dd>
            </div>
            <div>
              <dt>{t('optional.copiers')}</dt>
              <dd className={styles.figure}>{formatMoney(row.followers, 0)}</dd>
            </div>
          </dl>
          <div className={styles.optionalCardFoot}>
            <span className={styles.date}>
              {t('optional.addedAt')} {formatDate(row.addedAt, 'YYYY-MM-DD')}
            </span>
            <ButtonLink size="small" type="link" to={profilePath(row.mtAccId)}>
              {t('optional.view')}
            </ButtonLink>
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * personalCenter/:id/optional (spec 2): the reader's watchlist of trade accounts as the ranking shows
 * them (growth, drawdown, copiers), with when each was added, a link to the profile and Remove (at once;
 * an error brings the row back).
 */
export function OptionalRoute() {
  const { t } = useTranslation();
  const phone = Grid.useBreakpoint().md === false;
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const list = useOptionals({ page, pageSize });

  const columns: TableColumnsType<OptionalRow> = [
    {
      title: t('optional.trader'),
      key: 'trader',
      render: (_value, row) => <TraderCell row={row} />,
    },
    {
      title: t('optional.growth'),
      dataIndex: 'growth',
      key: 'growth',
      align: 'right',
      render: (value: string) => <span className={styles[toneOf(value)]}>{percentText(value, true)}</span>,
    },
    {
      title: t('optional.drawdown'),
      dataIndex: 'drawdown',
      key: 'drawdown',
      align: 'right',
      render: (value: string) => <span className={styles.figure}>{percentText(value)}</span>,
    },
    {
      title: t('optional.copiers'),
      dataIndex: 'followers',
      key: 'followers',
      align: 'right',
      render: (value: number) => <span className={styles.figure}>{formatMoney(value, 0)}</span>,
    },
    {
      title: t('optional.addedAt'),
      dataIndex: 'addedAt',
      key: 'addedAt',
      render: (value: number) => <span className={styles.date}>{formatDate(value, 'YYYY-MM-DD')}</span>,
    },
    {
      title: t('optional.actions'),
      key: 'actions',
      align: 'right',
      render: (_value, row) => (
        <span className={styles.rowActions}>
          <ButtonLink size="small" to={profilePath(row.mtAccId)}>
            {t('optional.view')}
          </ButtonLink>
          <RemoveButton row={row} />
        </span>
      ),
    },
  ];

  const body = (() => {
    if (list.isError && !list.data)
      return <LoadError message={list.error?.message} onRetry={() => void list.refetch()} />;
    if (!list.data) return <ListSkeleton rows={5} />;
    if (list.data.items.length === 0 && page === 1) {
      return (
        <EmptyState
          icon={<StarOutlined aria-hidden />}
          title={t('optional.empty')}
          hint={t('optional.emptyHint')}
        />
      );
    }
    return (
      <>
        {phone ? (
          <OptionalCards rows={list.data.items} />
        ) : (
          <Table<OptionalRow>
            rowKey="mtAccId"
            columns={columns}
            dataSource={list.data.items}
            pagination={false}
            scroll={{ x: 'max-content' }}
            aria-label={t('optional.tableLabel')}
            className={styles.table}
          />
        )}
        <Pager
          total={list.data.total}
          page={page}
          pageSize={pageSize}
          onChange={(next, size) => {
            setPage(size === pageSize ? next : 1);
            setPageSize(size);
          }}
        />
      </>
    );
  })();

  return (
    <>
      <PageHeading title={t('optional.title')} meta={t('optional.subtitle')} />
      {body}
    </>
  );
}

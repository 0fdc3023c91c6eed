import type { OptionalRow } from '@copytrade/contracts/social';
import { formatMoney } from '@copytrade/contracts/number-format';
import { DeleteOutlined, StarOutlined } from '@ant-design/icons';
import { Button, Grid, Table, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/button-link';
import { PageHeading } from '@/components/page-heading';
import { ListSkeleton } from '@/components/page-states';
import { Pager } from '@/components/pager';
import { PersonAvatar } from '@/components/person-avatar';
import { QueryView } from '@/components/query-view';
import { useFeedback } from '@/lib/feedback';
import { percentText, signOf } from '@/lib/figures';
import { formatDate } from '@/lib/format';
import { traderPath } from '@/lib/paths';
import { usePagedQuery } from '@/lib/use-paged-query';
import { optionalsQueryOptions, useRemoveOptional } from '../api/query-optionals';
import { EmptyState } from '../components/page-states';
import styles from '../components/pages.module.css';

/** The account as the ranking names it: avatar, trader, #order login, broker, demo tag; links to the profile. */
function TraderCell({ row }: { row: OptionalRow }) {
  const { t } = useTranslation();
  return (
    <Link to={traderPath(row.mtAccId)} className={styles.trader}>
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
  const { message } = useFeedback();
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
              <dd className={styles[signOf(row.growth)]}>{percentText(row.growth, true)}</dd>
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
            <ButtonLink size="small" type="link" to={traderPath(row.mtAccId)}>
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
  const [list, paging] = usePagedQuery((page) => optionalsQueryOptions(page));

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
      render: (value: string) => <span className={styles[signOf(value)]}>{percentText(value, true)}</span>,
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
          <ButtonLink size="small" to={traderPath(row.mtAccId)}>
            {t('optional.view')}
          </ButtonLink>
          <RemoveButton row={row} />
        </span>
      ),
    },
  ];

  const body = (
    <QueryView
      query={list}
      loading={<ListSkeleton rows={5} people />}
      isEmpty={(data) => data.items.length === 0 && paging.page === 1}
      empty={
        <EmptyState
          icon={<StarOutlined aria-hidden />}
          title={t('optional.empty')}
          hint={t('optional.emptyHint')}
        />
      }
    >
      {(data) => (
        <>
          {phone ? (
            <OptionalCards rows={data.items} />
          ) : (
            <Table<OptionalRow>
              rowKey="mtAccId"
              columns={columns}
              dataSource={data.items}
              pagination={false}
              scroll={{ x: 'max-content' }}
              aria-label={t('optional.tableLabel')}
              className={styles.table}
            />
          )}
          <Pager total={data.total} paging={paging} />
        </>
      )}
    </QueryView>
  );

  return (
    <>
      <PageHeading title={t('optional.title')} meta={t('optional.subtitle')} />
      {body}
    </>
  );
}

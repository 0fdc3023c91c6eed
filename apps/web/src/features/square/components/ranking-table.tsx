import type { RankingRow, RankingSort, SortDirection } from '@copytrade/contracts/community';
import { UserOutlined } from '@ant-design/icons';
import { Grid, Table, type TableColumnsType, type TableProps } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button-link';
import { traderPath } from '@/lib/paths';
import { countText, moneyText, percentText, toneOf } from '../utils/figures';
import { naturalDirection } from '../utils/square-query';
import { FeeTag } from './fee-tag';
import { useProfitFactorText } from './ranking-card';
import { Sparkline } from './sparkline';
import { StarRating } from '@/components/star-rating/star-rating';
import { TraderIdentity } from './trader-identity';
import { rowLabel, type RankingViewProps } from './ranking-view';
import styles from './ranking-table.module.css';

const TONE_CLASS = { gain: styles.gain, loss: styles.loss, zero: '' } as const;

const ORDER: Record<SortDirection, SortOrder> = { asc: 'ascend', desc: 'descend' };

/**
 * The header sorts cycle between the two directions, starting with the key's natural one (antd would
 * otherwise add a third, unsorted state the ranking does not have).
 */
function directionsOf(sort: RankingSort): SortOrder[] {
  return naturalDirection(sort) === 'asc'
    ? ['ascend', 'descend', 'ascend']
    : ['descend', 'ascend', 'descend'];
}

type Column = TableColumnsType<RankingRow>[number] & { key: string };

/**
 * The ranking as a dense table (template 2's square): rank, trader, growth with its curve, the figures,
 * the fee model and the actions. Sortable headers sort the whole ranking (on the server) by that figure.
 */
export function RankingTable({
  rows,
  firstRank,
  renderAction,
  sort,
  direction,
  sorts,
  onSort,
  loading = false,
}: RankingViewProps & {
  sort: RankingSort;
  direction: SortDirection;
  /** The sort keys the site offers; only their columns sort. */
  sorts: readonly RankingSort[];
  onSort: (sort: RankingSort, direction: SortDirection) => void;
  loading?: boolean;
}) {
  const { t } = useTranslation();
  const profitFactorText = useProfitFactorText();
  const screens = Grid.useBreakpoint();
  const wide = screens.lg === true;
  // On a phone the figures scroll under the action, which stays in view; the profile is an icon there.
  const narrow = screens.md !== true;

  const sortable = (key: RankingSort): Partial<Column> =>
    sorts.includes(key)
      ? {
          sorter: true,
          sortOrder: sort === key ? ORDER[direction] : null,
          sortDirections: directionsOf(key),
          showSorterTooltip: false,
        }
      : {};

  const columns: Column[] = [
    {
      key: 'rank',
      title: '#',
      width: 48,
      align: 'center',
      fixed: wide ? 'start' : undefined,
      render: (_, _row, index) => (
        <span className={firstRank + index <= 3 ? `${styles.rank} ${styles.top}` : styles.rank}>
          {firstRank + index}
        </span>
      ),
    },
    {
      key: 'trader',
      title: t('square.table.trader'),
      width: 200,
      fixed: wide ? 'start' : undefined,
      render: (_, row) => (
        <TraderIdentity
          trader={row}
          size={32}
          extra={<StarRating stars={row.stars} rating={row.rating} size="small" />}
        />
      ),
    },
    {
      key: 'growth',
      title: t('square.figures.growth'),
      align: 'right',
      width: 96,
      ...sortable('growth'),
      render: (_, row) => (
        <span className={`${styles.strong} ${TONE_CLASS[toneOf(row.growth)]}`}>
          {percentText(row.growth, true)}
        </span>
      ),
    },
    {
      key: 'trend',
      title: t('square.table.trend'),
      width: 88,
      render: (_, row) => <Sparkline points={row.sparkline} width={80} height={26} />,
    },
    {
      key: 'drawdown',
      title: t('square.figures.drawdown'),
      align: 'right',
      width: 96,
      ...sortable('drawdown'),
      render: (_, row) => (
        <span className={toneOf(row.drawdown) === 'zero' ? undefined : styles.loss}>
          {percentText(row.drawdown)}
        </span>
      ),
    },
    {
      key: 'winRate',
      title: t('square.figures.winRate'),
      align: 'right',
      width: 88,
      ...sortable('winRate'),
      render: (_, row) => percentText(row.winRate),
    },
    {
      key: 'profitFactor',
      title: t('square.figures.profitFactor'),
      align: 'right',
      width: 96,
      ...sortable('profitFactor'),
      render: (_, row) => profitFactorText(row),
    },
    {
      key: 'followers',
      title: t('square.figures.followers'),
      align: 'right',
      width: 96,
      ...sortable('followers'),
      render: (_, row) => countText(row.followers),
    },
    {
      key: 'copyProfit',
      title: t('square.figures.copyProfit'),
      align: 'right',
      width: 104,
      ...sortable('copyProfit'),
      render: (_, row) => (
        <span className={TONE_CLASS[toneOf(row.copyProfit)]}>{moneyText(row.copyProfit, true)}</span>
      ),
    },
    {
      key: 'fee',
      title: t('square.filter.fee'),
      width: 160,
      render: (_, row) => <FeeTag feeType={row.feeType} price={row.feePrice} days={row.feeDays} />,
    },
    {
      key: 'actions',
      title: t('square.table.actions'),
      width: narrow ? 124 : 168,
      fixed: 'end',
      render: (_, row) => (
        <div className={styles.actions}>
          <ButtonLink
            to={traderPath(row.mtAccId)}
            size="small"
            type="text"
            icon={narrow ? <UserOutlined /> : undefined}
            aria-label={t('square.viewProfileOf', { name: row.userName })}
          >
            {narrow ? null : t('square.table.profile')}
          </ButtonLink>
          <span className={styles.action}>{renderAction(row)}</span>
        </div>
      ),
    },
  ];

  const onChange: TableProps<RankingRow>['onChange'] = (_pagination, _filters, sorter) => {
    const picked = Array.isArray(sorter) ? sorter[0] : sorter;
    if (!picked) return;
    const key = picked.columnKey as RankingSort | undefined;
    if (!key || !sorts.includes(key)) return;
    const next: SortDirection =
      picked.order === 'ascend' ? 'asc' : picked.order === 'descend' ? 'desc' : naturalDirection(key);
    if (key !== sort || next !== direction) onSort(key, next);
  };

  return (
    <Table<RankingRow>
      className={styles.table}
      rowKey="mtAccId"
      columns={columns}
      dataSource={rows}
      loading={loading}
      onChange={onChange}
      onRow={(row) => ({ 'aria-label': rowLabel(row) }) as HTMLAttributes<HTMLTableRowElement>}
      pagination={false}
      scroll={{ x: 1240 }}
      tableLayout="fixed"
      size="small"
    />
  );
}

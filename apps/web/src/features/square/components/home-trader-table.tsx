import type { HomeTradeRow, HomeTradeTotals } from '@copytrade/contracts/discovery';
import { RightOutlined } from '@ant-design/icons';
import { Grid, Skeleton, Table, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button-link';
import { QueryView } from '@/components/query-view';
import { SignedAmount } from '@/components/signed-amount';
import { traderPath } from '@/lib/paths';
import { usePagedQuery } from '@/lib/use-paged-query';
import { homeTradeQueryOptions } from '../api/query-home-community-trade';
import { countText, moneyText, percentText, toneOf } from '../utils/figures';
import { FigureLabel } from './figure-help';
import { Sparkline } from './sparkline';
import { StarRating } from './star-rating';
import { TraderIdentity } from './trader-identity';
import { TraderTimeline } from './trader-timeline';
import styles from './home-trader-table.module.css';

export const HOME_TABLE_PAGE_SIZE = 10;

const TONE_CLASS = { gain: styles.gain, loss: styles.loss, zero: '' } as const;

type ColumnKey =
  'trader' | 'growth' | 'trend' | 'drawdown' | 'balance' | 'equity' | 'profit' | 'followers' | 'copyProfit';

/** What the totals row shows under each column (nothing under the per-account ratios). */
function totalCell(key: ColumnKey, totals: HomeTradeTotals, label: string): ReactNode {
  switch (key) {
    case 'trader':
      return <strong>{label}</strong>;
    case 'balance':
      return moneyText(totals.balance);
    case 'equity':
      return moneyText(totals.equity);
    case 'profit':
      return <SignedAmount value={totals.profit} />;
    case 'followers':
      return countText(totals.followers);
    case 'copyProfit':
      return <SignedAmount value={totals.copyProfit} />;
    default:
      return null;
  }
}

/** An account's details beside its timeline in the expanded row. */
function ExpandedRow({ row }: { row: HomeTradeRow }) {
  const { t } = useTranslation();
  return (
    <div className={styles.expanded}>
      <div className={styles.activity}>
        <h4 className={styles.expandedTitle}>{t('homeTable.activity')}</h4>
        <TraderTimeline mtId={row.mtAccId} />
      </div>
      <aside className={styles.details}>
        <h4 className={styles.expandedTitle}>{t('homeTable.account')}</h4>
        <dl className={styles.detailList}>
          <div>
            <dt>{t('homeTable.server')}</dt>
            <dd>
              {row.platformName} · {row.serverName}
            </dd>
          </div>
          <div>
            <dt>{t('homeTable.leverage')}</dt>
            <dd>1:{row.leverage}</dd>
          </div>
          <div>
            <dt>{t('homeTable.currency')}</dt>
            <dd>{row.currency}</dd>
          </div>
          <div>
            <dt>{t('square.figures.trades')}</dt>
            <dd>{countText(row.trades)}</dd>
          </div>
          <div>
            <dt>{t('square.figures.winRate')}</dt>
            <dd>{percentText(row.winRate)}</dd>
          </div>
          <div>
            <dt>{t('square.figures.weeks')}</dt>
            <dd>{t('square.weeksValue', { count: row.tradingWeeks })}</dd>
          </div>
          <div>
            <dt>{t('square.figures.openCount')}</dt>
            <dd>{countText(row.openCount)}</dd>
          </div>
        </dl>
        <ButtonLink to={traderPath(row.mtAccId)} type="primary" ghost block>
          {t('square.viewProfile')} <RightOutlined />
        </ButtonLink>
      </aside>
    </div>
  );
}

/**
 * The home page's trader accounts: a page of the site's public trade accounts with their money and
 * figures; a row opens to the account's recent activity (read when opened); the footer sums every public
 * account of the site, not only the page.
 */
export function HomeTraderTable() {
  const { t } = useTranslation();
  const [trade, paging] = usePagedQuery(({ page }) => homeTradeQueryOptions(page, HOME_TABLE_PAGE_SIZE), {
    name: 'traders',
    defaultPageSize: HOME_TABLE_PAGE_SIZE,
  });
  // On a phone a fixed trader column would leave no room to scroll the figures.
  const wide = Grid.useBreakpoint().md === true;

  const money = (value: string, currency: string) => (
    <span className={styles.money}>
      {moneyText(value)}
      <span className={styles.currency}>{currency}</span>
    </span>
  );

  const columns: (TableColumnsType<HomeTradeRow>[number] & { key: ColumnKey })[] = [
    {
      key: 'trader',
      title: t('homeTable.trader'),
      fixed: wide ? 'start' : undefined,
      width: wide ? 210 : 190,
      render: (_, row) => (
        <TraderIdentity
          trader={row}
          size={34}
          extra={<StarRating stars={row.stars} rating={row.rating} size="small" />}
        />
      ),
    },
    {
      key: 'growth',
      title: <FigureLabel figure="growth" />,
      align: 'right',
      render: (_, row) => (
        <span className={`${styles.strong} ${TONE_CLASS[toneOf(row.growth)]}`}>
          {percentText(row.growth, true)}
        </span>
      ),
    },
    {
      key: 'trend',
      title: t('homeTable.trend'),
      width: 96,
      render: (_, row) => <Sparkline points={row.sparkline} width={76} height={28} />,
    },
    {
      key: 'drawdown',
      title: <FigureLabel figure="drawdown" />,
      align: 'right',
      width: 122,
      render: (_, row) => percentText(row.drawdown),
    },
    {
      key: 'balance',
      title: <FigureLabel figure="balance" />,
      align: 'right',
      render: (_, row) => money(row.balance, row.currency),
    },
    {
      key: 'equity',
      title: <FigureLabel figure="equity" />,
      align: 'right',
      render: (_, row) => money(row.equity, row.currency),
    },
    {
      key: 'profit',
      title: <FigureLabel figure="profit" />,
      align: 'right',
      render: (_, row) => <SignedAmount value={row.profit} />,
    },
    {
      key: 'followers',
      title: <FigureLabel figure="followers" />,
      align: 'right',
      width: 104,
      render: (_, row) => countText(row.followers),
    },
    {
      key: 'copyProfit',
      title: <FigureLabel figure="copyProfit" />,
      align: 'right',
      width: 116,
      render: (_, row) => <SignedAmount value={row.copyProfit} />,
    },
  ];

  return (
    <QueryView
      query={trade}
      message={false}
      loading={
        <div className={styles.skeleton} aria-hidden>
          <Skeleton active title={false} paragraph={{ rows: 8 }} />
        </div>
      }
    >
      {(data) => (
        <Table<HomeTradeRow>
          className={styles.table}
          rowKey="mtAccId"
          columns={columns}
          dataSource={data.rows}
          loading={trade.isPlaceholderData}
          scroll={{ x: 1140 }}
          tableLayout="fixed"
          size="middle"
          locale={{ emptyText: t('homeTable.empty') }}
          expandable={{
            expandedRowRender: (row) => <ExpandedRow row={row} />,
            // The expand buttons' column is named for screen readers (every data cell has a header).
            columnTitle: <span className={styles.srOnly}>{t('homeTable.activity')}</span>,
            columnWidth: 44,
          }}
          pagination={
            data.total > HOME_TABLE_PAGE_SIZE
              ? {
                  current: paging.page,
                  pageSize: HOME_TABLE_PAGE_SIZE,
                  total: data.total,
                  onChange: (page) => paging.onChange(page, HOME_TABLE_PAGE_SIZE),
                  showSizeChanger: false,
                  showTotal: (count) => t('common.totalItems', { count }),
                }
              : false
          }
          summary={() =>
            data.rows.length > 0 ? (
              <Table.Summary>
                <Table.Summary.Row className={styles.totals}>
                  <Table.Summary.Cell index={0} />
                  {columns.map((column, index) => (
                    <Table.Summary.Cell key={column.key} index={index + 1} align={column.align}>
                      {totalCell(
                        column.key,
                        data.totals,
                        t('homeTable.totals', { count: data.totals.accounts }),
                      )}
                    </Table.Summary.Cell>
                  ))}
                </Table.Summary.Row>
              </Table.Summary>
            ) : null
          }
        />
      )}
    </QueryView>
  );
}

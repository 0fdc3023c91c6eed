import type { HomeTradeRow, HomeTradeTotals } from '@copytrade/contracts/discovery';
import { MinusOutlined, PlusOutlined, RightOutlined } from '@ant-design/icons';
import { Fragment, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button-link';
import { PageNumbers } from '@/components/page-numbers';
import { QueryView } from '@/components/query-view';
import { SignedAmount } from '@/components/signed-amount';
import { traderPath } from '@/lib/paths';
import { usePagedQuery } from '@/lib/use-paged-query';
import { homeTradeQueryOptions } from '../api/query-home-community-trade';
import { countText, moneyText, percentText, toneOf } from '../utils/figures';
import { FigureLabel } from './figure-help';
import { Sparkline } from './sparkline';
import { StarRating } from '@/components/star-rating/star-rating';
import { TraderIdentity } from './trader-identity';
import { TraderTimeline } from './trader-timeline';
import styles from './home-trader-table.module.css';
import { Placeholder } from '@/components/placeholder/placeholder';

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

type Column = {
  key: ColumnKey;
  title: ReactNode;
  align?: 'right';
  width?: number;
  render: (row: HomeTradeRow) => ReactNode;
};

/**
 * The home page's trader accounts: a page of the site's public trade accounts with their money and
 * figures; a row opens to the account's recent activity (read when opened); the footer sums every public
 * account of the site, not only the page. Plain table markup (the first page a visitor opens stays light:
 * Ant Design's Table brought its pagination, select, checkbox and radio with it); on a wide screen the
 * trader column stays in place while the figures scroll.
 */
export function HomeTraderTable() {
  const { t } = useTranslation();
  const [trade, paging] = usePagedQuery(({ page }) => homeTradeQueryOptions(page, HOME_TABLE_PAGE_SIZE), {
    name: 'traders',
    defaultPageSize: HOME_TABLE_PAGE_SIZE,
  });
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const money = (value: string, currency: string) => (
    <span className={styles.money}>
      {moneyText(value)}
      <span className={styles.currency}>{currency}</span>
    </span>
  );

  const columns: Column[] = [
    {
      key: 'trader',
      title: t('homeTable.trader'),
      width: 210,
      render: (row) => (
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
      render: (row) => (
        <span className={`${styles.strong} ${TONE_CLASS[toneOf(row.growth)]}`}>
          {percentText(row.growth, true)}
        </span>
      ),
    },
    {
      key: 'trend',
      title: t('homeTable.trend'),
      width: 96,
      render: (row) => <Sparkline points={row.sparkline} width={76} height={28} />,
    },
    {
      key: 'drawdown',
      title: <FigureLabel figure="drawdown" />,
      align: 'right',
      width: 122,
      render: (row) => percentText(row.drawdown),
    },
    {
      key: 'balance',
      title: <FigureLabel figure="balance" />,
      align: 'right',
      render: (row) => money(row.balance, row.currency),
    },
    {
      key: 'equity',
      title: <FigureLabel figure="equity" />,
      align: 'right',
      render: (row) => money(row.equity, row.currency),
    },
    {
      key: 'profit',
      title: <FigureLabel figure="profit" />,
      align: 'right',
      render: (row) => <SignedAmount value={row.profit} />,
    },
    {
      key: 'followers',
      title: <FigureLabel figure="followers" />,
      align: 'right',
      width: 104,
      render: (row) => countText(row.followers),
    },
    {
      key: 'copyProfit',
      title: <FigureLabel figure="copyProfit" />,
      align: 'right',
      width: 116,
      render: (row) => <SignedAmount value={row.copyProfit} />,
    },
  ];
  const cellClass = (column: Column) =>
    [column.key === 'trader' ? styles.stickyTrader : '', column.align === 'right' ? styles.right : '']
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <QueryView
      query={trade}
      deferred
      message={false}
      loading={
        <div className={styles.skeleton} aria-hidden>
          <Placeholder title={false} paragraph={{ rows: 8 }} />
        </div>
      }
    >
      {(data) => (
        <div className={styles.frame}>
          <div className={styles.scroller}>
            <table
              className={trade.isPlaceholderData ? `${styles.table} ${styles.busy}` : styles.table}
              aria-busy={trade.isPlaceholderData || undefined}
            >
              <colgroup>
                <col style={{ width: 44 }} />
                {columns.map((column) => (
                  <col key={column.key} style={column.width ? { width: column.width } : undefined} />
                ))}
              </colgroup>
              <thead>
                <tr>
                  <th scope="col" className={styles.stickyToggle}>
                    <span className={styles.srOnly}>{t('homeTable.activity')}</span>
                  </th>
                  {columns.map((column) => (
                    <th key={column.key} scope="col" className={cellClass(column)}>
                      {column.title}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.rows.length === 0 ? (
                  <tr>
                    <td colSpan={columns.length + 1} className={styles.empty}>
                      {t('homeTable.empty')}
                    </td>
                  </tr>
                ) : null}
                {data.rows.map((row) => {
                  const isOpen = open.has(row.mtAccId);
                  return (
                    <Fragment key={row.mtAccId}>
                      <tr className={isOpen ? styles.openRow : undefined}>
                        <td className={styles.stickyToggle}>
                          <button
                            type="button"
                            className={styles.toggle}
                            aria-expanded={isOpen}
                            aria-label={t(isOpen ? 'homeTable.collapse' : 'homeTable.expand', {
                              name: row.userName,
                            })}
                            onClick={() => toggle(row.mtAccId)}
                          >
                            {isOpen ? <MinusOutlined /> : <PlusOutlined />}
                          </button>
                        </td>
                        {columns.map((column) => (
                          <td key={column.key} className={cellClass(column)}>
                            {column.render(row)}
                          </td>
                        ))}
                      </tr>
                      {isOpen ? (
                        <tr className={styles.expandedRow}>
                          <td colSpan={columns.length + 1}>
                            <ExpandedRow row={row} />
                          </td>
                        </tr>
                      ) : null}
                    </Fragment>
                  );
                })}
              </tbody>
              {data.rows.length > 0 ? (
                <tfoot>
                  <tr className={styles.totals}>
                    <td className={styles.stickyToggle} />
                    {columns.map((column) => (
                      <td key={column.key} className={cellClass(column)}>
                        {totalCell(
                          column.key,
                          data.totals,
                          t('homeTable.totals', { count: data.totals.accounts }),
                        )}
                      </td>
                    ))}
                  </tr>
                </tfoot>
              ) : null}
            </table>
          </div>
          <PageNumbers
            total={data.total}
            page={paging.page}
            pageSize={HOME_TABLE_PAGE_SIZE}
            onChange={(page) => paging.onChange(page, HOME_TABLE_PAGE_SIZE)}
          />
        </div>
      )}
    </QueryView>
  );
}

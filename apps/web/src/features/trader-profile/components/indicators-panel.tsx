import type { DataIndicators } from '@copytrade/contracts/statistics';
import { Progress, Table, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SignedAmount } from '@/components/signed-amount';
import { DASH, moneyText, percentText } from '@/lib/figures';
import { formatDate } from '@/lib/format';
import type { HelpKey } from '../utils/help-keys';
import { durationParts } from '../utils/display';
import { drawdownText, EquityDrawdownValue } from './equity-tracking';
import { useProfitFactorText } from './key-figures';
import { StatLabel } from './stat-help';
import styles from './profile.module.css';

type Row = { helpKey: HelpKey; label: string; value: ReactNode };
type SymbolRow = DataIndicators['symbols'][number];
type Tally = DataIndicators['longShort']['long'];

/** A titled list of statistics, each with its formula. */
function StatGroup({ id, title, rows }: { id: string; title: string; rows: Row[] }) {
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <h2 id={id} className={styles.panelTitle}>
        {title}
      </h2>
      <dl className={styles.statList}>
        {rows.map((row) => (
          <div key={row.label} className={styles.statRow}>
            <dt>
              <StatLabel helpKey={row.helpKey}>{row.label}</StatLabel>
            </dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function useDurationText() {
  const { t } = useTranslation();
  return (ms: number | null) => {
    if (ms === null) return DASH;
    const parts = durationParts(ms);
    switch (parts.unit) {
      case 'dayHour':
        return t('profile.duration.dayHour', { days: parts.days, hours: parts.hours });
      case 'hourMinute':
        return t('profile.duration.hourMinute', { hours: parts.hours, minutes: parts.minutes });
      case 'minute':
        return t('profile.duration.minute', { minutes: parts.minutes });
      default:
        return t('profile.duration.underMinute');
    }
  };
}

function SymbolsTable({ symbols }: { symbols: SymbolRow[] }) {
  const { t } = useTranslation();
  const columns: TableColumnsType<SymbolRow> = [
    { title: t('profile.symbols.symbol'), dataIndex: 'symbol', key: 'symbol' },
    { title: t('profile.symbols.trades'), dataIndex: 'trades', key: 'trades', align: 'right' },
    { title: t('profile.symbols.lots'), dataIndex: 'lots', key: 'lots', align: 'right' },
    {
      title: t('profile.symbols.profit'),
      dataIndex: 'profit',
      key: 'profit',
      align: 'right',
      render: (value: string) => <SignedAmount value={value} />,
    },
    {
      title: t('profile.symbols.winRate'),
      dataIndex: 'winRate',
      key: 'winRate',
      align: 'right',
      render: (value: string | null) => percentText(value),
    },
  ];
  return (
    <section className={styles.panel} aria-labelledby="symbols-title">
      <h2 id="symbols-title" className={styles.panelTitle}>
        <StatLabel helpKey="symbols">{t('profile.symbols.title')}</StatLabel>
      </h2>
      <Table<SymbolRow>
        rowKey="symbol"
        size="small"
        columns={columns}
        dataSource={symbols}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('profile.symbols.empty') }}
      />
    </section>
  );
}

function SideCard({ title, tally, tone }: { title: string; tally: Tally; tone: 'long' | 'short' }) {
  const { t } = useTranslation();
  return (
    <div className={`${styles.side} ${tone === 'long' ? styles.sideLong : styles.sideShort}`}>
      <div className={styles.sideTitle}>{title}</div>
      <dl className={styles.sideFigures}>
        <div>
          <dt>{t('profile.symbols.trades')}</dt>
          <dd>{tally.trades}</dd>
        </div>
        <div>
          <dt>{t('profile.symbols.lots')}</dt>
          <dd>{tally.lots}</dd>
        </div>
        <div>
          <dt>{t('profile.symbols.profit')}</dt>
          <dd>
            <SignedAmount value={tally.profit} />
          </dd>
        </div>
        <div>
          <dt>{t('profile.symbols.winRate')}</dt>
          <dd>{percentText(tally.winRate)}</dd>
        </div>
      </dl>
    </div>
  );
}

function LongShort({ longShort }: { longShort: DataIndicators['longShort'] }) {
  const { t } = useTranslation();
  const total = longShort.long.trades + longShort.short.trades;
  const longShare = total === 0 ? 0 : Math.round((longShort.long.trades / total) * 100);
  return (
    <section className={styles.panel} aria-labelledby="long-short-title">
      <h2 id="long-short-title" className={styles.panelTitle}>
        <StatLabel helpKey="longShort">{t('profile.longShort.title')}</StatLabel>
      </h2>
      {total > 0 ? (
        <div className={styles.sideShare}>
          <span>{t('profile.longShort.longShare', { percent: longShare })}</span>
          <Progress
            percent={longShare}
            showInfo={false}
            size="small"
            className={styles.shareBar}
            aria-label={t('profile.longShort.longShare', { percent: longShare })}
          />
          <span>{t('profile.longShort.shortShare', { percent: 100 - longShare })}</span>
        </div>
      ) : null}
      <div className={styles.sides}>
        <SideCard title={t('profile.longShort.long')} tally={longShort.long} tone="long" />
        <SideCard title={t('profile.longShort.short')} tally={longShort.short} tone="short" />
      </div>
    </section>
  );
}

/** Everything the headline tiles leave out: account, trading, risk, rating, symbols, long and short. */
export function IndicatorsPanel({ stats }: { stats: DataIndicators }) {
  const { t } = useTranslation();
  const durationText = useDurationText();
  const profitFactorText = useProfitFactorText();
  const money = (value: string | null) => (value === null ? DASH : <SignedAmount value={value} />);
  const rating = stats.rating;
  const low = stats.risk.marginLevelLow;

  return (
    <div className={styles.indicators}>
      <div className={styles.groups}>
        <StatGroup
          id="account-group"
          title={t('profile.groups.account')}
          rows={[
            { helpKey: 'balance', label: t('profile.stats.balance'), value: moneyText(stats.balance) },
            { helpKey: 'equity', label: t('profile.stats.equity'), value: moneyText(stats.equity) },
            { helpKey: 'deposits', label: t('profile.stats.deposits'), value: moneyText(stats.deposits) },
            {
              helpKey: 'withdrawals',
              label: t('profile.stats.withdrawals'),
              value: moneyText(stats.withdrawals),
            },
            { helpKey: 'growth', label: t('profile.figures.growth'), value: percentText(stats.growth, true) },
            {
              helpKey: 'totalProfit',
              label: t('profile.figures.totalProfit'),
              value: money(stats.totalProfit),
            },
          ]}
        />
        <StatGroup
          id="trading-group"
          title={t('profile.groups.trading')}
          rows={[
            { helpKey: 'trades', label: t('profile.stats.trades'), value: stats.trades },
            { helpKey: 'tradesPerWeek', label: t('profile.stats.tradesPerWeek'), value: stats.tradesPerWeek },
            {
              helpKey: 'averageHoldingMs',
              label: t('profile.stats.averageHolding'),
              value: durationText(stats.averageHoldingMs),
            },
            { helpKey: 'winRate', label: t('profile.figures.winRate'), value: percentText(stats.winRate) },
            {
              helpKey: 'profitFactor',
              label: t('profile.figures.profitFactor'),
              value: profitFactorText(stats),
            },
            {
              helpKey: 'grossProfit',
              label: t('profile.stats.grossProfit'),
              value: money(stats.grossProfit),
            },
            {
              helpKey: 'grossLoss',
              label: t('profile.stats.grossLoss'),
              // The engine gives the sum of losses without its sign; shown as the loss it is.
              value: money(/[1-9]/.test(stats.grossLoss) ? `-${stats.grossLoss}` : stats.grossLoss),
            },
            {
              helpKey: 'averageProfit14d',
              label: t('profile.stats.averageProfit14d'),
              value: money(stats.averageProfit14d),
            },
            { helpKey: 'trades14d', label: t('profile.stats.trades14d'), value: stats.trades14d },
          ]}
        />
        <StatGroup
          id="risk-group"
          title={t('profile.groups.risk')}
          rows={[
            {
              helpKey: 'balanceDrawdown',
              label: t('profile.stats.balanceDrawdown'),
              value: drawdownText(stats.balanceDrawdown),
            },
            {
              helpKey: 'equityDrawdown',
              label: t('profile.stats.equityDrawdown'),
              value: <EquityDrawdownValue stats={stats} />,
            },
            {
              helpKey: 'risk.maxLotsAtOnce',
              label: t('profile.stats.maxLots'),
              value: stats.risk.maxLotsAtOnce,
            },
            {
              helpKey: 'risk.maxPositionsAtOnce',
              label: t('profile.stats.maxPositions'),
              value: stats.risk.maxPositionsAtOnce,
            },
            {
              helpKey: 'risk.marginLevelLow',
              label: t('profile.stats.marginLevelLow'),
              value: low ? (
                <span>
                  {percentText(low.level)}
                  <span className={styles.valueNote}>{formatDate(low.time, 'YYYY-MM-DD HH:mm')}</span>
                </span>
              ) : (
                DASH
              ),
            },
          ]}
        />
        <StatGroup
          id="rating-group"
          title={t('profile.rating.title')}
          rows={[
            {
              helpKey: 'rating',
              label: t('profile.rating.scoreLabel'),
              value: rating
                ? t('profile.rating.score', { score: rating.score })
                : t('profile.rating.unrated'),
            },
            ...(rating
              ? [
                  {
                    helpKey: 'rating' as const,
                    label: t('profile.rating.growth'),
                    value: percentText(rating.growth, true),
                  },
                  {
                    helpKey: 'rating' as const,
                    label: t('profile.rating.drawdown'),
                    value: percentText(rating.drawdown),
                  },
                  {
                    helpKey: 'rating' as const,
                    label: t('profile.rating.winningWeeks'),
                    value: t('profile.rating.weeks', { count: rating.winningWeeks }),
                  },
                ]
              : []),
          ]}
        />
      </div>
      <SymbolsTable symbols={stats.symbols} />
      <LongShort longShort={stats.longShort} />
    </div>
  );
}

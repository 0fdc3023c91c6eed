import type { MamStatistics } from '@copytrade/contracts/mam-trading';
import type { RankingRow } from '@copytrade/contracts/community';
import type { Subscription } from '@copytrade/contracts/subscriptions';
import {
  AccountBookOutlined,
  BlockOutlined,
  DollarOutlined,
  LineChartOutlined,
  PlusOutlined,
  RiseOutlined,
  StopOutlined,
  TeamOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Skeleton, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/button-link';
import { Money } from '@/components/cells';
import { masterSubscriptionsQueryOptions } from '@/components/copy-trading/api/query-master-subscriptions';
import { PageHeading } from '@/components/page-heading';
import { EmptyState, ListSkeleton } from '@/components/page-states';
import { PersonAvatar } from '@/components/person-avatar';
import { QueryView } from '@/components/query-view';
import { SignedAmount } from '@/components/signed-amount';
import { accountName } from '@/lib/account-session';
import { fallText, moneyText, percentText } from '@/lib/figures';
import { formatDate } from '@/lib/format';
import { MAM_PATHS, mamDetailPath, PATHS } from '@/lib/paths';
import { useIndexTable, useMamStatistics, useProfitSeries, useSignalIndex } from '../api/mam-trading';
import { Panel } from '../components/detail-states';
import { FigureCards, type Figure } from '../components/figure-cards';
import { useMasterColumns } from '../components/master-columns';
import { PeriodSwitch } from '../components/period-switch';
import { ProfitChart } from '../components/profit-chart';
import { periodOf, withPeriod, type Period } from '../utils/period';
import styles from '../components/mam-trading.module.css';

const UNLIMITED = -1;

function useFigures(stats: MamStatistics): Figure[] {
  const { t } = useTranslation();
  const limit = (count: number, max: number) =>
    max === UNLIMITED ? t('mamTrading.figures.unlimited') : t('mamTrading.figures.ofLimit', { count, max });
  return [
    {
      key: 'tradeAccounts',
      label: t('mamTrading.figures.tradeAccounts'),
      icon: <AccountBookOutlined />,
      value: stats.tradeAccounts,
      sub: limit(stats.tradeAccounts, stats.masterMaxNumber),
    },
    {
      key: 'subscribers',
      label: t('mamTrading.figures.subscribers'),
      icon: <TeamOutlined />,
      value: stats.liveSubscribers,
      sub: t('mamTrading.figures.subscriberChanges', {
        gained: stats.newSubscribers,
        lost: stats.endedSubscribers,
      }),
    },
    {
      key: 'copies',
      label: t('mamTrading.figures.copies'),
      icon: <BlockOutlined />,
      value: stats.copies,
      sub: t('mamTrading.lots', { lots: stats.copiedLots }),
    },
    {
      key: 'income',
      label: t('mamTrading.figures.income'),
      icon: <WalletOutlined />,
      value: <Money value={stats.income} />,
      sub: t('mamTrading.figures.incomeSub'),
    },
    {
      key: 'followerProfit',
      label: t('mamTrading.figures.followerProfit'),
      icon: <RiseOutlined />,
      value: moneyText(stats.followerProfit, true),
      signed: stats.followerProfit,
      sub: t('mamTrading.figures.followerProfitSub'),
    },
    {
      key: 'tradingProfit',
      label: t('mamTrading.figures.tradingProfit'),
      icon: <LineChartOutlined />,
      value: moneyText(stats.tradingProfit, true),
      signed: stats.tradingProfit,
      sub: t('mamTrading.figures.tradingProfitSub'),
    },
    {
      key: 'notCopied',
      label: t('mamTrading.figures.notCopied'),
      icon: <StopOutlined />,
      value: stats.notCopied,
      sub: t('mamTrading.figures.notCopiedSub'),
    },
    {
      key: 'followAccounts',
      label: t('mamTrading.figures.followAccounts'),
      icon: <DollarOutlined />,
      value: stats.followAccounts,
      sub: limit(stats.followAccounts, stats.copyMaxNumber),
    },
  ];
}

function StatisticsCards({ period }: { period: Period }) {
  const { t } = useTranslation();
  const stats = useMamStatistics(period);
  return (
    <QueryView query={stats} loading={<Skeleton active paragraph={{ rows: 4 }} />}>
      {(data) => <Figures stats={data} label={t('mamTrading.figures.label')} />}
    </QueryView>
  );
}

function Figures({ stats, label }: { stats: MamStatistics; label: string }) {
  return <FigureCards figures={useFigures(stats)} label={label} />;
}

/** The trader's trade accounts with their figures (indexTable). */
function AccountsPanel() {
  const { t } = useTranslation();
  const table = useIndexTable();
  // No actions column (the trade accounts page has them): the account opens its page.
  const columns = useMasterColumns(undefined, (row) => mamDetailPath('tradeDetail', row.mtAccId));
  return (
    <Panel
      id="mam-accounts-title"
      title={t('mamTrading.home.accounts')}
      extra={
        <ButtonLink size="small" to={MAM_PATHS.trandeList}>
          {t('mamTrading.home.manageAccounts')}
        </ButtonLink>
      }
    >
      <QueryView
        query={table}
        isEmpty={(rows) => rows.length === 0}
        empty={
          <EmptyState
            icon={<AccountBookOutlined />}
            title={t('mamTrading.noTradeAccount')}
            hint={t('mamTrading.noTradeAccountHint')}
            action={
              <ButtonLink type="primary" icon={<PlusOutlined />} to={PATHS.addOrBind}>
                {t('mamTrading.addAccount')}
              </ButtonLink>
            }
          />
        }
      >
        {(rows) => (
          <Table
            size="small"
            rowKey="mtAccId"
            columns={columns}
            dataSource={rows}
            pagination={false}
            scroll={{ x: 'max-content' }}
          />
        )}
      </QueryView>
    </Panel>
  );
}

/** The newest subscribers of the trader's accounts (queryMasterSubscriptions). */
function SubscribersPanel() {
  const { t } = useTranslation();
  const list = useQuery(masterSubscriptionsQueryOptions({ mtAccId: undefined, page: 1, pageSize: 5 }));
  const row = (s: Subscription) => (
    <li key={s.subscriptionId} className={styles.person}>
      <PersonAvatar name={s.follower.followerName} image="" size={36} />
      <span className={styles.personText}>
        <span className={styles.personName}>{s.follower.followerName}</span>
        <span className={styles.personMeta}>
          {t('mamTrading.home.copiesInto', {
            master: accountName(s.master),
            follower: accountName(s.follower),
          })}
        </span>
      </span>
      <span className={styles.personFigure}>
        <SignedAmount value={s.copyProfit} />
        <small>{formatDate(s.startTime, 'YYYY-MM-DD')}</small>
      </span>
    </li>
  );
  return (
    <Panel
      id="mam-subscribers-title"
      title={t('mamTrading.home.recentSubscribers')}
      extra={
        <ButtonLink size="small" type="link" to={MAM_PATHS.subscriptionList}>
          {t('mamTrading.home.viewAll')}
        </ButtonLink>
      }
    >
      <QueryView
        query={list}
        loading={<ListSkeleton rows={4} people />}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <EmptyState
            icon={<TeamOutlined />}
            title={t('masterSide.noSubscribers')}
            hint={t('mamTrading.home.noSubscribersHint')}
          />
        }
      >
        {(data) => <ul className={styles.people}>{data.items.map(row)}</ul>}
      </QueryView>
    </Panel>
  );
}

/** The site's best signals (srSignalIndexList), for comparison. */
function SignalsPanel() {
  const { t } = useTranslation();
  const signals = useSignalIndex(5);
  const row = (s: RankingRow) => (
    <li key={s.mtAccId} className={styles.person}>
      <PersonAvatar name={s.userName} image={s.image} size={36} />
      <span className={styles.personText}>
        <span className={styles.personName}>{s.userName}</span>
        <span className={styles.personMeta}>
          {accountName(s)} · {s.serverName}
        </span>
      </span>
      <span className={styles.personFigure}>
        <span className={Number(s.growth) < 0 ? styles.loss : styles.gain}>
          {percentText(s.growth, true)}
        </span>
        <small>
          {t('mamTrading.home.signalLine', { followers: s.followers, drawdown: fallText(s.drawdown) })}
        </small>
      </span>
    </li>
  );
  return (
    <Panel
      id="mam-signals-title"
      title={t('mamTrading.home.signals')}
      extra={<span className={styles.panelNote}>{t('mamTrading.home.signalsNote')}</span>}
    >
      <QueryView
        query={signals}
        loading={<ListSkeleton rows={4} people />}
        isEmpty={(rows) => rows.length === 0}
        empty={
          <EmptyState
            icon={<LineChartOutlined />}
            title={t('mamTrading.home.noSignals')}
            hint={t('mamTrading.home.noSignalsHint')}
          />
        }
      >
        {(rows) => <ul className={styles.people}>{rows.map(row)}</ul>}
      </QueryView>
    </Panel>
  );
}

/**
 * /user/userCenter (spec 2, MAM back office): the trader's dashboard. The period (7, 30, 90 days or a
 * range, kept in the address) drives the figure cards and the daily chart; below them his trade accounts,
 * his newest subscribers and the site's best signals.
 */
export function UserCenterRoute() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const period = periodOf(params);
  const series = useProfitSeries(period);
  const choose = (next: Period) => setParams((current) => withPeriod(current, next), { replace: true });
  return (
    <div className={styles.stack}>
      <PageHeading
        title={t('mamTrading.home.title')}
        meta={t('mamTrading.home.subtitle')}
        extra={<PeriodSwitch period={period} onChange={choose} />}
      />
      <StatisticsCards period={period} />
      <Panel
        id="mam-chart-title"
        title={t('mamTrading.chart.title')}
        extra={<span className={styles.panelNote}>{t('mamTrading.chart.note')}</span>}
      >
        <ProfitChart series={series} />
      </Panel>
      <AccountsPanel />
      <div className={styles.columns}>
        <SubscribersPanel />
        <SignalsPanel />
      </div>
    </div>
  );
}

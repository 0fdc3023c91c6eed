import type { AccountDetail } from '@copytrade/contracts/accounts';
import type { MamMasterData } from '@copytrade/contracts/mam-trading';
import type { CurvePointView } from '@copytrade/contracts/statistics';
import { EditOutlined } from '@ant-design/icons';
import { Button, Empty, Segmented, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StrategyDialog, type EditedStrategy } from '@/components/account-strategy/strategy-dialog';
import { TrendChart, type TrendView } from '@/components/charts/trend-chart';
import { Money } from '@/components/cells';
import { MasterOrdersTable } from '@/components/copy-trading/master-orders-table';
import { MasterSubscriptionsTable } from '@/components/copy-trading/master-subscriptions-table';
import { QueryView } from '@/components/query-view';
import { moneyText, signOf } from '@/lib/figures';
import { MAM_PATHS } from '@/lib/paths';
import { useMasterData, useTrendCurve } from '../api/mam-trading';
import { AccountHeader } from '../components/account-header';
import { AccountPage, AddressTabs, Loaded } from '../components/account-page';
import { NoAccountChosen, Panel } from '../components/detail-states';
import { FigureCards, useStatisticsFigures, type Figure } from '../components/figure-cards';
import { useDetailId } from '../utils/detail-id';
import styles from '../components/mam-trading.module.css';

function useMasterFigures(data: MamMasterData): Figure[] {
  const { t } = useTranslation();
  const s = data.indicators;
  const stats = useStatisticsFigures(s);
  return [
    stats.growth,
    stats.drawdown,
    {
      key: 'profit',
      label: t('profile.figures.totalProfit'),
      value: moneyText(s.totalProfit, true),
      signed: s.totalProfit,
      sub: t('profile.figures.tradesNote', { count: s.trades }),
    },
    stats.winRate,
    {
      key: 'subscribers',
      label: t('mamTrading.figures.subscribers'),
      value: data.liveSubscribers,
      sub: t('mamTrading.ofTotal', { count: data.totalSubscribers }),
    },
    {
      key: 'copies',
      label: t('mamTrading.figures.copiesAll'),
      value: data.copies,
      sub: t('mamTrading.openCopiesLots', { open: data.openCopies, lots: data.copiedLots }),
    },
    {
      key: 'copyProfit',
      label: t('mamTrading.figures.followerProfit'),
      value: moneyText(s.copyProfit, true),
      signed: s.copyProfit,
      sub: t('profile.figures.copyProfitNote'),
    },
    {
      key: 'income',
      label: t('mamTrading.figures.incomeMonth'),
      value: <Money value={data.incomeMonth} />,
      sub: t('mamTrading.incomeTotal', { amount: moneyText(data.incomeTotal) }),
    },
  ];
}

function MasterFigures({ data }: { data: MamMasterData }) {
  const { t } = useTranslation();
  return <FigureCards figures={useMasterFigures(data)} label={t('profile.figures.title')} />;
}

/** The strategy text readers see on the account, with the owner's edit (StrategyDialog; locked: read only). */
function StrategySection({ account }: { account: AccountDetail }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<EditedStrategy | null>(null);
  return (
    <div className={styles.strategy}>
      <div className={styles.strategyHead}>
        <span>{t('profile.strategy')}</span>
        <Button
          size="small"
          icon={<EditOutlined />}
          onClick={() =>
            setEditing({
              mtAccId: account.mtAccId,
              strategy: account.strategy,
              strategyTranslations: account.strategyTranslations,
              strategyLocked: account.strategyLocked,
            })
          }
        >
          {t('accounts.card.editStrategy')}
        </Button>
      </div>
      <p className={account.strategy ? styles.strategyText : `${styles.strategyText} ${styles.muted}`}>
        {account.strategy || t('accounts.card.noStrategy')}
      </p>
      <StrategyDialog account={editing} onClose={() => setEditing(null)} />
    </div>
  );
}

/** The account's growth, or balance and equity, over its history (center/trendChart). */
function TrendPanel({ mtId }: { mtId: number }) {
  const { t } = useTranslation();
  const curve = useTrendCurve(mtId);
  const [view, setView] = useState<TrendView>('growth');
  const flat = (points: CurvePointView[]) =>
    points.length === 0 || (view === 'growth' && points.every((p) => signOf(p.growth) === 'zero'));
  return (
    <Panel
      id="mam-trend-title"
      title={t('profile.chart.trendTitle')}
      extra={
        <Segmented<TrendView>
          size="small"
          value={view}
          onChange={setView}
          options={[
            { value: 'growth', label: t('profile.chart.growth') },
            { value: 'balance', label: t('profile.chart.balanceEquity') },
          ]}
        />
      }
    >
      <QueryView
        query={curve}
        loading={<Skeleton active title={false} paragraph={{ rows: 7 }} />}
        isEmpty={flat}
        empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('profile.chart.noCurve')} />}
        message={false}
      >
        {(points) => <TrendChart points={points} view={view} />}
      </QueryView>
    </Panel>
  );
}

const TABS = ['open', 'history', 'subscribers', 'pastSubscribers'] as const;
type Tab = (typeof TABS)[number];

/** The account's positions with their copies, and its subscribers, in tabs kept in the address. */
function AccountTabs({ mtId }: { mtId: number }) {
  const { t } = useTranslation();
  const labels: Record<Tab, string> = {
    open: t('masterSide.openPositions'),
    history: t('mamTrading.closedPositions'),
    subscribers: t('masterSide.subscribersTitle'),
    pastSubscribers: t('mamTrading.pastSubscribers'),
  };
  const content = (key: Tab) => {
    if (key === 'open' || key === 'history') return <MasterOrdersTable mtId={mtId} scope={key} />;
    return <MasterSubscriptionsTable mtAccId={mtId} scope={key === 'subscribers' ? 'current' : 'history'} />;
  };
  return <AddressTabs tabs={TABS} labels={labels} content={content} />;
}

function TradeAccountPage({ mtId }: { mtId: number }) {
  const data = useMasterData(mtId);
  return (
    <AccountPage mtId={mtId} accType={1} listPath={MAM_PATHS.trandeList}>
      {(detail, back) => (
        <>
          <AccountHeader account={detail} extra={back}>
            <StrategySection account={detail} />
          </AccountHeader>
          <Loaded query={data}>{(figures) => <MasterFigures data={figures} />}</Loaded>
          <TrendPanel mtId={mtId} />
          <AccountTabs mtId={mtId} />
        </>
      )}
    </AccountPage>
  );
}

/**
 * /user/tradeDetail?id= (spec 2): one of the trader's trade accounts: its live figures and strategy (edited
 * here), its statistics with subscribers, copies and income, its curve, its positions with their copies and
 * its subscribers. Another user's account (or none) answers not found, shown in place.
 */
export function TradeDetailRoute() {
  const id = useDetailId();
  if (id === null) return <NoAccountChosen listPath={MAM_PATHS.trandeList} />;
  return <TradeAccountPage key={id} mtId={id} />;
}

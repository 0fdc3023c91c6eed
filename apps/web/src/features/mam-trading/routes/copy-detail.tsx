import type { MamCopyData, MamCopyInfo } from '@copytrade/contracts/mam-trading';
import { TeamOutlined } from '@ant-design/icons';
import { Segmented, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SubscriptionScope } from '@/components/copy-trading/api/personal-sub-serial';
import { CopyLinksTable } from '@/components/copy-trading/copy-links-table';
import { CopyRecordsTable } from '@/components/copy-trading/copy-records-table';
import { SubscriptionList } from '@/components/copy-trading/subscription-list';
import { STATE_COLORS } from '@/components/copy-trading/utils/display-codes';
import { EmptyState } from '@/components/page-states';
import { PersonAvatar } from '@/components/person-avatar';
import { accountName } from '@/lib/account-session';
import { moneyText } from '@/lib/figures';
import { MAM_PATHS, mamDetailPath } from '@/lib/paths';
import { useListParams } from '@/lib/use-paged-query';
import { useCopyData, useCopyInfo, useCopyProfitChart } from '../api/mam-trading';
import { AccountHeader } from '../components/account-header';
import { CopyProfitLine } from '../components/copy-profit-line';
import { AccountPage, AddressTabs, Loaded } from '../components/account-page';
import { NoAccountChosen, Panel } from '../components/detail-states';
import { FigureCards, useStatisticsFigures, type Figure } from '../components/figure-cards';
import type { FollowTraderProps } from '../components/trader-picker';
import { useDetailId } from '../utils/detail-id';
import styles from '../components/mam-trading.module.css';

type DetailPage = 'copyDetail' | 'notMasterCopyDetail';
const LIST_OF: Record<DetailPage, string> = {
  copyDetail: MAM_PATHS.copyList,
  notMasterCopyDetail: MAM_PATHS.notMasterCopyList,
};

function useCopyFigures(data: MamCopyData): Figure[] {
  const { t } = useTranslation();
  const stats = useStatisticsFigures(data.indicators);
  return [
    {
      key: 'copyProfit',
      label: t('subscriptions.copyProfit'),
      value: moneyText(data.copyProfit, true),
      signed: data.copyProfit,
      sub: t('mamTrading.copyProfit.closedNote'),
    },
    {
      key: 'floating',
      label: t('mamTrading.figures.floatingCopies'),
      value: moneyText(data.floatingProfit, true),
      signed: data.floatingProfit,
      sub: t('mamTrading.openCopies', { count: data.openCopies }),
    },
    stats.growth,
    stats.drawdown,
    stats.winRate,
    {
      key: 'copies',
      label: t('mamTrading.figures.copiesAll'),
      value: data.copies,
      sub: t('mamTrading.lots', { lots: data.copiedLots }),
    },
    {
      key: 'subscriptions',
      label: t('mamTrading.columns.subscriptions'),
      value: data.liveSubscriptions,
      sub: t('mamTrading.ofTotal', { count: data.totalSubscriptions }),
    },
    {
      key: 'notCopied',
      label: t('mamTrading.figures.notCopied'),
      value: data.notCopied,
      sub: t('mamTrading.figures.notCopiedFollowSub'),
    },
  ];
}

function Figures({ data, label }: { data: MamCopyData; label: string }) {
  return <FigureCards figures={useCopyFigures(data)} label={label} />;
}

/**
 * The trade accounts the follow account copies now (queryCopyLoginInfo), with "Follow a trader" for this
 * follow account (a button when it copies nobody, else beside the title).
 */
function MastersPanel({ info, followTrader }: FollowTraderProps & { info: MamCopyInfo }) {
  const { t } = useTranslation();
  const empty = info.masters.length === 0;
  return (
    <Panel
      id="mam-masters-title"
      title={t('mamTrading.copyDetail.masters')}
      extra={empty ? undefined : followTrader?.({ followAccountId: info.mtAccId, compact: true })}
    >
      {empty ? (
        <EmptyState
          icon={<TeamOutlined />}
          title={t('mamTrading.copyDetail.noMasters')}
          hint={t('mamTrading.copyDetail.noMastersHint')}
          action={followTrader?.({ followAccountId: info.mtAccId })}
        />
      ) : (
        <ul className={styles.people}>
          {info.masters.map((m) => (
            <li key={m.subscriptionId} className={styles.person}>
              <PersonAvatar name={m.traderName} image={m.image} size={36} />
              <span className={styles.personText}>
                <span className={styles.personName}>{m.traderName}</span>
                <span className={styles.personMeta}>
                  {accountName(m)} · {m.platformName} · {m.serverName}
                </span>
              </span>
              <Tag color={STATE_COLORS[m.state]}>{t(`copy.state.${m.state}`)}</Tag>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

function CopyProfitPanel({ mtId }: { mtId: number }) {
  const { t } = useTranslation();
  const chart = useCopyProfitChart(mtId);
  return (
    <Panel id="mam-copy-profit-title" title={t('mamTrading.copyProfit.title')}>
      <CopyProfitLine chart={chart} />
    </Panel>
  );
}

const TABS = ['subscriptions', 'open', 'history', 'notCopied'] as const;
type Tab = (typeof TABS)[number];

/** Its subscriptions (with edit, cancel, renew) and its copies, in tabs kept in the address. */
function CopyTabs({ mtId, page, currency }: { mtId: number; page: DetailPage; currency: string }) {
  const { t } = useTranslation();
  const [params, setParam] = useListParams();
  const scope: SubscriptionScope = params.get('scope') === 'history' ? 'history' : 'current';
  const copiesPath = () => `${mamDetailPath(page, mtId)}&tab=open`;
  const labels: Record<Tab, string> = {
    subscriptions: t('mamTrading.columns.subscriptions'),
    open: t('copyOrders.tabs.open'),
    history: t('copyOrders.tabs.history'),
    notCopied: t('mamTrading.notCopiedTab'),
  };
  const content = (key: Tab) => {
    if (key === 'open' || key === 'history') return <CopyLinksTable owner={{ mtAccId: mtId }} scope={key} />;
    if (key === 'notCopied')
      return <CopyRecordsTable owner={{ mtAccId: mtId }} showSerial currency={currency} />;
    return (
      <>
        <Segmented<SubscriptionScope>
          value={scope}
          onChange={(next) => setParam('scope', next === 'history' ? 'history' : undefined)}
          options={[
            { value: 'current', label: t('subscriptions.tabs.current') },
            { value: 'history', label: t('subscriptions.tabs.history') },
          ]}
        />
        <div className={styles.tabBody}>
          <SubscriptionList key={scope} scope={scope} mtAccId={mtId} copiesPath={copiesPath} />
        </div>
      </>
    );
  };
  return <AddressTabs tabs={TABS} labels={labels} content={content} />;
}

function FollowAccountPage({
  mtId,
  page,
  followTrader,
}: FollowTraderProps & { mtId: number; page: DetailPage }) {
  const { t } = useTranslation();
  const data = useCopyData(mtId);
  const info = useCopyInfo(mtId);
  return (
    <AccountPage mtId={mtId} accType={2} listPath={LIST_OF[page]}>
      {(detail, back) => (
        <>
          <AccountHeader account={detail} extra={back} />
          <Loaded query={data}>
            {(figures) => <Figures data={figures} label={t('profile.figures.title')} />}
          </Loaded>
          <div className={styles.columns}>
            <CopyProfitPanel mtId={mtId} />
            <Loaded query={info}>{(card) => <MastersPanel info={card} followTrader={followTrader} />}</Loaded>
          </div>
          <CopyTabs mtId={mtId} page={page} currency={detail.currency} />
        </>
      )}
    </AccountPage>
  );
}

function CopyDetail({ page, followTrader }: FollowTraderProps & { page: DetailPage }) {
  const id = useDetailId();
  if (id === null) return <NoAccountChosen listPath={LIST_OF[page]} />;
  return <FollowAccountPage key={id} mtId={id} page={page} followTrader={followTrader} />;
}

/**
 * /user/copyDetail?id= (spec 2): one of the trader's follow accounts: its live figures, its statistics and
 * what copying did, its copy profit day by day, the traders it copies, its subscriptions with their
 * settings (edit, cancel, renew) and its copies open, closed and not made.
 */
export function CopyDetailRoute({ followTrader }: FollowTraderProps) {
  return <CopyDetail page="copyDetail" followTrader={followTrader} />;
}

/** /user/notMasterCopyDetail?id= (spec 2): the same page for a user who is not a trader. */
export function NotMasterCopyDetailRoute({ followTrader }: FollowTraderProps) {
  return <CopyDetail page="notMasterCopyDetail" followTrader={followTrader} />;
}

import type { MtAccountInfo } from '@copytrade/contracts/accounts';
import type { DataIndicators } from '@copytrade/contracts/statistics';
import { ArrowLeftOutlined, InfoCircleOutlined } from '@ant-design/icons';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { lazyScoped } from '@/components/antd-scope/load-scope';
import { ButtonLink } from '@/components/button-link';
import { PlainTabs } from '@/components/plain-tabs/plain-tabs';
import { QueryView } from '@/components/query-view';
import { StatusPanel } from '@/components/status-panel';
import { withAllMessages } from '@/i18n/i18n';
import { isApiError } from '@/lib/api-client';
import { useDataIndicators } from '../api/data-indicators';
import { useMtAccountInfo } from '../api/query-mt-account-info';
import { KeyFigures, KeyFiguresSkeleton } from './key-figures';
import { MonthlyPanel } from './monthly-panel';
import { ProfileHeader, ProfileHeaderSkeleton } from './profile-header';
import { TrendPanel } from './trend-panel';
import styles from './profile.module.css';
import { Placeholder } from '@/components/placeholder/placeholder';

// The tabs after the overview load when first opened, with the rest of the messages (a profile starts with
// its own) and antd (the header, the figures, the overview's charts and the tabs are plain): their tables
// and gauges are half of the page's code, and most visits read the overview only.
const IndicatorsPanel = lazyScoped(
  async () => (await withAllMessages(import('./indicators-panel'))).IndicatorsPanel,
);
const RiskPanel = lazyScoped(async () => (await withAllMessages(import('./risk-panel'))).RiskPanel);
const CopyProfitPanel = lazyScoped(
  async () => (await withAllMessages(import('./copy-profit-panel'))).CopyProfitPanel,
);
const CopyQualityPanel = lazyScoped(
  async () => (await withAllMessages(import('./copy-quality-panel'))).CopyQualityPanel,
);
const OrdersPanel = lazyScoped(async () => (await withAllMessages(import('./orders-panel'))).OrdersPanel);

/** A lazily loaded tab's content, a skeleton until its code has arrived. */
export function TabContent({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<Placeholder paragraph={{ rows: 8 }} className={styles.tabSkeleton} />}>
      {children}
    </Suspense>
  );
}

const TABS = ['overview', 'indicators', 'risk', 'copyProfit', 'orders'] as const;

/** A tab another feature adds (comments), composed by the route. */
export type ProfileTab = { key: string; label: ReactNode; children: ReactNode };

/**
 * What other features add to the profile; the route composes them (features never import each other).
 * Each gets the loaded account.
 */
export type ProfileExtras = {
  /** Under the main action: follow the trader, watch the account. */
  social?: (account: MtAccountInfo) => ReactNode;
  /** Beside the strategy's title: favourite it. */
  strategyAction?: (account: MtAccountInfo) => ReactNode;
  /** The site administrator's menu. */
  adminMenu?: (account: MtAccountInfo) => ReactNode;
  /** Tabs after the built-in ones. */
  tabs?: (account: MtAccountInfo) => ProfileTab[];
};

export type TraderProfileProps = {
  /** The trade account; 0 or less for a path that names none. */
  mtId: number;
  /** What the profile offers on the account (Copy); the caller composes it. */
  renderAction: (account: MtAccountInfo) => ReactNode;
  /** Where "back" leads: the trader list. */
  backTo: string;
  extras?: ProfileExtras;
};

function NotFound({ backTo }: { backTo: string }) {
  const { t } = useTranslation();
  return (
    <StatusPanel
      tone="neutral"
      mark="404"
      title={t('profile.notFound')}
      text={t('profile.notFoundHint')}
      actions={
        <ButtonLink to={backTo} type="primary">
          {t('profile.backToList')}
        </ButtonLink>
      }
    />
  );
}

/** The indicators once loaded (shared by the tiles and the Indicators tab: one request). */
function Indicators({ mtId, children }: { mtId: number; children: (stats: DataIndicators) => ReactNode }) {
  const indicators = useDataIndicators(mtId);
  return (
    <QueryView query={indicators} loading={<KeyFiguresSkeleton />} message={false}>
      {children}
    </QueryView>
  );
}

/**
 * /community/trader/:mtId: a trade account's public profile. The header and the headline figures first,
 * then tabs (overview charts, all indicators, copy profit, positions, and the caller's: comments) that
 * load their data when opened.
 */
export function TraderProfile({ mtId, renderAction, backTo, extras }: TraderProfileProps) {
  const { t } = useTranslation();
  const valid = Number.isInteger(mtId) && mtId > 0;
  const info = useMtAccountInfo(valid ? mtId : 0);
  const indicators = useDataIndicators(valid ? mtId : 0);
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');

  const notFound = !valid || (info.isError && isApiError(info.error) && info.error.httpStatus === 404);
  const body = notFound ? (
    <NotFound backTo={backTo} />
  ) : (
    <QueryView
      query={info}
      message={false}
      loading={
        <>
          <ProfileHeaderSkeleton />
          <KeyFiguresSkeleton />
        </>
      }
    >
      {(account) => {
        const action = renderAction(account);
        const stats = indicators.data;
        const noTrades = stats !== undefined && stats.trades === 0;
        const extraTabs = extras?.tabs?.(account) ?? [];
        const known: string[] = [...TABS, ...extraTabs.map((item) => item.key)];
        const tab = tabParam !== null && known.includes(tabParam) ? tabParam : 'overview';
        return (
          <>
            <ProfileHeader
              account={account}
              rating={stats?.rating}
              ratingLoading={indicators.isLoading}
              action={action}
              social={extras?.social?.(account)}
              strategyAction={extras?.strategyAction?.(account)}
              adminMenu={extras?.adminMenu?.(account)}
            />
            <Indicators mtId={mtId}>{(loaded) => <KeyFigures stats={loaded} />}</Indicators>
            {noTrades ? (
              <div className={styles.notice} role="status">
                <InfoCircleOutlined className={styles.noticeIcon} />
                <div>
                  <div className={styles.noticeTitle}>{t('profile.noTrades')}</div>
                  <div className={styles.noticeText}>{t('profile.noTradesHint')}</div>
                </div>
              </div>
            ) : null}
            <PlainTabs
              className={styles.tabs}
              activeKey={tab}
              onChange={(key: string) =>
                setParams(
                  (current) => {
                    const next = new URLSearchParams(current);
                    if (key === 'overview') next.delete('tab');
                    else next.set('tab', key);
                    return next;
                  },
                  { replace: true },
                )
              }
              items={[
                {
                  key: 'overview',
                  label: t('profile.tabs.overview'),
                  children: (
                    <div className={styles.stack}>
                      <TrendPanel mtId={mtId} />
                      <MonthlyPanel mtId={mtId} />
                    </div>
                  ),
                },
                {
                  key: 'indicators',
                  label: t('profile.tabs.indicators'),
                  children: (
                    <TabContent>
                      <Indicators mtId={mtId}>{(loaded) => <IndicatorsPanel stats={loaded} />}</Indicators>
                    </TabContent>
                  ),
                },
                {
                  key: 'risk',
                  label: t('profileQuality.tab'),
                  children: (
                    <TabContent>
                      <Indicators mtId={mtId}>
                        {(loaded) => <RiskPanel mtId={mtId} stats={loaded} />}
                      </Indicators>
                    </TabContent>
                  ),
                },
                {
                  key: 'copyProfit',
                  label: t('profile.tabs.copyProfit'),
                  children: (
                    <TabContent>
                      <div className={styles.stack}>
                        <CopyProfitPanel mtId={mtId} />
                        <CopyQualityPanel mtId={mtId} />
                      </div>
                    </TabContent>
                  ),
                },
                {
                  key: 'orders',
                  label: t('profile.tabs.orders'),
                  children: (
                    <TabContent>
                      <OrdersPanel mtId={mtId} action={action} />
                    </TabContent>
                  ),
                },
                ...extraTabs,
              ]}
            />
          </>
        );
      }}
    </QueryView>
  );

  return (
    <div className={styles.page}>
      <div className={styles.inner}>
        <Link to={backTo} className={styles.back}>
          <ArrowLeftOutlined /> {t('profile.backToList')}
        </Link>
        {body}
      </div>
    </div>
  );
}

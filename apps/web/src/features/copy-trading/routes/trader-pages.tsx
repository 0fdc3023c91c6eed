import { ACC_TYPE, USER_TYPE } from '@copytrade/contracts/constants';
import { PlusOutlined } from '@ant-design/icons';
import { Empty, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button-link';
import { PageHeading } from '@/components/page-heading';
import { useTradeAccounts } from '@/lib/account-session';
import { useCurrentUser } from '@/lib/auth';
import { PATHS } from '@/lib/paths';
import { useListParams } from '@/lib/use-paged-query';
import { AccountFilter, accountsOfType } from '@/components/copy-trading/account-filter';
import { MasterOrdersTable } from '@/components/copy-trading/master-orders-table';
import { MasterSubscriptionsTable } from '@/components/copy-trading/master-subscriptions-table';
import { positiveParam } from '../utils/search-params';
import styles from '@/components/copy-trading/copy-pages.module.css';

type TraderPageProps<Tab extends string> = {
  title: string;
  subtitle: string;
  tabs: readonly { key: Tab; label: string }[];
  render: (mtAccId: number, tab: Tab) => ReactNode;
};

/** A trader's page about one of his trade accounts (?mtAccId, else the current or first), with tabs. */
function TraderPage<Tab extends string>({ title, subtitle, tabs, render }: TraderPageProps<Tab>) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { accounts, current } = useTradeAccounts();
  const [params, setParam] = useListParams();
  const tradeAccounts = accountsOfType(accounts, ACC_TYPE.TRADE);
  const asked = positiveParam(params, 'mtAccId');
  const fallback = current?.accType === ACC_TYPE.TRADE ? current.mtAccId : tradeAccounts[0]?.mtAccId;
  const mtAccId = tradeAccounts.some((a) => a.mtAccId === asked) ? asked : fallback;
  const first = tabs[0]?.key;
  const tab = tabs.find((item) => item.key === params.get('tab'))?.key ?? first;

  const heading = (
    <PageHeading
      title={title}
      meta={subtitle}
      extra={
        tradeAccounts.length > 0 ? (
          <AccountFilter
            label={t('masterSide.tradeAccount')}
            accounts={tradeAccounts}
            value={mtAccId}
            onChange={(next) => setParam('mtAccId', next === undefined ? undefined : String(next))}
          />
        ) : null
      }
    />
  );

  if (user?.userType !== USER_TYPE.TRADER || mtAccId === undefined || tab === undefined) {
    return (
      <>
        {heading}
        <Empty
          className={styles.empty}
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            <>
              <div className={styles.emptyTitle}>{t('masterSide.noTradeAccount')}</div>
              <div>{t('masterSide.noTradeAccountHint')}</div>
            </>
          }
        >
          {user?.userType === USER_TYPE.TRADER ? (
            <ButtonLink type="primary" icon={<PlusOutlined />} to={PATHS.addOrBind}>
              {t('accountSection.bindNow')}
            </ButtonLink>
          ) : null}
        </Empty>
      </>
    );
  }

  return (
    <>
      {heading}
      <Tabs
        activeKey={tab}
        onChange={(key) => setParam('tab', key === first ? undefined : key)}
        destroyOnHidden
        items={tabs.map((item) => ({
          key: item.key,
          label: item.label,
          children: <div key={`${mtAccId}-${item.key}`}>{render(mtAccId, item.key)}</div>,
        }))}
      />
    </>
  );
}

/** personalCenter/:id/account/subscribers: who copies the trader's account, now and before. */
export function SubscribersRoute() {
  const { t } = useTranslation();
  return (
    <TraderPage
      title={t('masterSide.subscribersTitle')}
      subtitle={t('masterSide.subscribersSubtitle')}
      tabs={[
        { key: 'current', label: t('subscriptions.tabs.current') },
        { key: 'history', label: t('subscriptions.tabs.history') },
      ]}
      render={(mtAccId, tab) => (
        <MasterSubscriptionsTable key={`${mtAccId}-${tab}`} mtAccId={mtAccId} scope={tab} />
      )}
    />
  );
}

/** personalCenter/:id/account/masterOrder: the trader's positions and how many followers copied each. */
export function MasterOrderRoute() {
  const { t } = useTranslation();
  return (
    <TraderPage
      title={t('masterSide.ordersTitle')}
      subtitle={t('masterSide.ordersSubtitle')}
      tabs={[
        { key: 'open', label: t('masterSide.openPositions') },
        { key: 'history', label: t('orders.history') },
      ]}
      render={(mtAccId, tab) => <MasterOrdersTable key={`${mtAccId}-${tab}`} mtId={mtAccId} scope={tab} />}
    />
  );
}

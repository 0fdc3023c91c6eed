import { ACC_TYPE } from '@copytrade/contracts/constants';
import { PlusOutlined } from '@ant-design/icons';
import { Empty, Tabs, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/button-link';
import { PageHeading } from '@/components/page-heading';
import { accountName, useTradeAccounts } from '@/lib/account-session';
import { PATHS } from '@/lib/paths';
import { useListParams } from '@/lib/use-paged-query';
import { useFollowAccounts } from '../api/get-copy-login-all';
import { useSubscriptionDetail } from '../api/query-subscription-detail';
import type { CopyOwner } from '@/components/copy-trading/api/query-copy-relation-tran';
import { AccountFilter, accountsOfType } from '@/components/copy-trading/account-filter';
import { CopyLinksTable } from '@/components/copy-trading/copy-links-table';
import { CopyRecordsTable } from '@/components/copy-trading/copy-records-table';
import { directionKey, STATE_COLORS } from '@/components/copy-trading/utils/display-codes';
import { modeText } from '@/components/copy-trading/utils/labels';
import { positiveParam } from '../utils/search-params';
import styles from '@/components/copy-trading/copy-pages.module.css';
import { TradeLimitGate } from '@/components/limit-dialogs/trade-limit-gate';

const TABS = ['open', 'history', 'skipped'] as const;
type Tab = (typeof TABS)[number];

/** The subscription the list belongs to, in one line, with the way to all copies of its follow account. */
function SubscriptionContext({ subscriptionId }: { subscriptionId: number }) {
  const { t } = useTranslation();
  const detail = useSubscriptionDetail(subscriptionId);
  const s = detail.data;
  if (!s) return null;
  return (
    <div className={styles.context}>
      <span>
        {t('copyPages.subscription')} <span className={styles.contextStrong}>{s.serialNo}</span>
      </span>
      <Tag color={STATE_COLORS[s.state]}>{t(`copy.state.${s.state}`)}</Tag>
      <span>
        <span className={styles.contextStrong}>{s.master.traderName}</span> {accountName(s.master)} →{' '}
        <span className={styles.contextStrong}>{accountName(s.follower)}</span>
      </span>
      <span>
        {modeText(t, s.copyType, s.copyValue)} · {t(`copy.direction.${directionKey(s.direction)}`)}
      </span>
      <Link to={`?mtAccId=${s.follower.mtAccId}`} className={styles.contextLink}>
        {t('copyPages.allCopiesOf', { account: accountName(s.follower) })}
      </Link>
    </div>
  );
}

/**
 * personalCenter/:id/account/copyOrder: copy orders of one subscription (?subscriptionId) or of one follow
 * account under all its subscriptions (?mtAccId, else the current follow account): open copies, closed
 * copies and skipped copies, each refreshed live by the realtime copy messages.
 */
export function CopyOrderRoute() {
  const { t } = useTranslation();
  const { accounts, current } = useTradeAccounts();
  const [params, setParam] = useListParams();
  const followAccounts = accountsOfType(accounts, ACC_TYPE.FOLLOW);
  const subscriptionId = positiveParam(params, 'subscriptionId');
  const tab: Tab = TABS.find((item) => item === params.get('tab')) ?? 'open';
  const asked = positiveParam(params, 'mtAccId');
  const fallback =
    current?.accType === ACC_TYPE.FOLLOW ? current.mtAccId : (followAccounts[0]?.mtAccId ?? undefined);
  const mtAccId = followAccounts.some((a) => a.mtAccId === asked) ? asked : fallback;

  const owner: CopyOwner | null =
    subscriptionId !== undefined ? { subscriptionId } : mtAccId !== undefined ? { mtAccId } : null;
  const ownerKey = owner ? JSON.stringify(owner) : 'none';
  // The follow account's currency, for the money in the skip reasons.
  const subscription = useSubscriptionDetail(subscriptionId ?? 0);
  const follow = useFollowAccounts();
  const followerId = subscriptionId !== undefined ? subscription.data?.follower.mtAccId : mtAccId;
  const currency = follow.data?.find((account) => account.mtAccId === followerId)?.currency;

  return (
    <>
      {/* Over the site's monthly limit of copied trades: the spec's dialog, once (issue 15). */}
      <TradeLimitGate />
      <PageHeading
        title={t('copyOrders.title')}
        meta={t('copyOrders.subtitle')}
        extra={
          subscriptionId === undefined && followAccounts.length > 0 ? (
            <AccountFilter
              label={t('subscriptions.followAccount')}
              accounts={followAccounts}
              value={mtAccId}
              onChange={(next) => setParam('mtAccId', next === undefined ? undefined : String(next))}
            />
          ) : null
        }
      />
      {subscriptionId !== undefined ? <SubscriptionContext subscriptionId={subscriptionId} /> : null}
      {owner === null ? (
        <Empty
          className={styles.empty}
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            <>
              <div className={styles.emptyTitle}>{t('copyPages.noFollowAccount')}</div>
              <div>{t('copyPages.noFollowAccountHint')}</div>
            </>
          }
        >
          <ButtonLink type="primary" icon={<PlusOutlined />} to={PATHS.addOrBind}>
            {t('subscribe.bindFollow')}
          </ButtonLink>
        </Empty>
      ) : (
        <Tabs
          activeKey={tab}
          onChange={(key) => setParam('tab', key === 'open' ? undefined : key)}
          destroyOnHidden
          items={TABS.map((key) => ({
            key,
            label: t(`copyOrders.tabs.${key}`),
            children:
              key === 'skipped' ? (
                <CopyRecordsTable
                  key={ownerKey}
                  owner={owner}
                  showSerial={subscriptionId === undefined}
                  currency={currency}
                />
              ) : (
                <CopyLinksTable key={`${ownerKey}-${key}`} owner={owner} scope={key} />
              ),
          }))}
        />
      )}
    </>
  );
}

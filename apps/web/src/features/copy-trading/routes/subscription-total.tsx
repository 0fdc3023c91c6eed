import { ACC_TYPE } from '@copytrade/contracts/constants';
import type { Subscription } from '@copytrade/contracts/subscriptions';
import { SearchOutlined } from '@ant-design/icons';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/button-link';
import type { SubscriptionScope } from '@/components/copy-trading/api/personal-sub-serial';
import { AccountFilter, accountsOfType } from '@/components/copy-trading/account-filter';
import { SubscriptionList } from '@/components/copy-trading/subscription-list';
import { TradeLimitGate } from '@/components/limit-dialogs/trade-limit-gate';
import { PageHeading } from '@/components/page-heading';
import { useTradeAccounts } from '@/lib/account-session';
import { useCurrentUser } from '@/lib/auth';
import { centerPath, PATHS } from '@/lib/paths';
import { positiveParam } from '../utils/search-params';

/**
 * personalCenter/:id/account/subscriptionTotal (spec 2; spec 4, Payment and subscription): the user's
 * subscriptions as a follower, current (copying, closing) and history (ended, cancelled), optionally of one
 * follow account, with edit, cancel, renew and the copies of each.
 */
export function SubscriptionTotalRoute() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { accounts } = useTradeAccounts();
  const [params, setParams] = useSearchParams();
  const scope: SubscriptionScope = params.get('scope') === 'history' ? 'history' : 'current';
  const mtAccId = positiveParam(params, 'mtAccId');
  const followAccounts = accountsOfType(accounts, ACC_TYPE.FOLLOW);
  if (!user) return null;

  const update = (next: { scope?: SubscriptionScope; mtAccId?: number | undefined }) => {
    const merged = { scope, mtAccId, ...next };
    const search = new URLSearchParams();
    if (merged.scope === 'history') search.set('scope', 'history');
    if (merged.mtAccId !== undefined) search.set('mtAccId', String(merged.mtAccId));
    setParams(search, { replace: true });
  };

  const copiesPath = (subscription: Subscription) =>
    centerPath(user.id, 'copyOrder', `subscriptionId=${subscription.subscriptionId}`);

  return (
    <>
      {/* Over the site's monthly limit of copied trades: the spec's dialog, once (issue 15). */}
      <TradeLimitGate />
      <PageHeading
        title={t('subscriptions.title')}
        meta={t('subscriptions.subtitle')}
        extra={
          <AccountFilter
            label={t('subscriptions.followAccount')}
            accounts={followAccounts}
            value={mtAccId}
            onChange={(next) => update({ mtAccId: next })}
            allLabel={t('copyPages.allFollowAccounts')}
          />
        }
      />
      <Tabs
        activeKey={scope}
        onChange={(key) => update({ scope: key === 'history' ? 'history' : 'current' })}
        destroyOnHidden
        items={(['current', 'history'] as const).map((key) => ({
          key,
          label: t(`subscriptions.tabs.${key}`),
          children: (
            <SubscriptionList
              key={`${key}-${mtAccId ?? 0}`}
              scope={key}
              mtAccId={mtAccId}
              copiesPath={copiesPath}
              findTrader={
                <ButtonLink type="primary" icon={<SearchOutlined />} to={PATHS.square}>
                  {t('subscriptions.findTrader')}
                </ButtonLink>
              }
            />
          ),
        }))}
      />
    </>
  );
}

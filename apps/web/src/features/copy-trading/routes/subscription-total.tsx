import { ACC_TYPE } from '@copytrade/contracts/constants';
import type { Subscription } from '@copytrade/contracts/subscriptions';
import { SearchOutlined } from '@ant-design/icons';
import { Empty, Skeleton, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/button-link';
import { PageHeading } from '@/components/page-heading';
import type { ListPage } from '@/components/paged-list';
import { Pager } from '@/components/pager';
import { QueryView } from '@/components/query-view';
import { useTradeAccounts } from '@/lib/account-session';
import { useCurrentUser } from '@/lib/auth';
import { centerPath, PATHS } from '@/lib/paths';
import { usePagedQuery } from '@/lib/use-paged-query';
import { subscriptionsQueryOptions, type SubscriptionScope } from '../api/personal-sub-serial';
import { AccountFilter, accountsOfType } from '../components/account-filter';
import { CancelSubscriptionDialog } from '../components/cancel-subscription-dialog';
import { ContinueSubscriptionDialog } from '../components/continue-subscription-dialog';
import { EditSubscriptionDialog } from '../components/edit-subscription-dialog';
import { SubscriptionCard } from '../components/subscription-card';
import { positiveParam } from '../utils/search-params';
import pageStyles from '../components/copy-pages.module.css';
import styles from '../components/subscriptions.module.css';

type Dialog = { kind: 'edit' | 'cancel' | 'renew'; subscription: Subscription } | null;

function SubscriptionList({
  scope,
  mtAccId,
  copiesPath,
}: {
  scope: SubscriptionScope;
  mtAccId: number | undefined;
  copiesPath: (subscription: Subscription) => string;
}) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [list, paging] = usePagedQuery((page) => subscriptionsQueryOptions({ scope, mtAccId, ...page }));
  const close = () => setDialog(null);

  const empty = (
    <Empty
      className={pageStyles.empty}
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        <>
          <div className={pageStyles.emptyTitle}>
            {scope === 'current' ? t('subscriptions.emptyCurrent') : t('subscriptions.emptyHistory')}
          </div>
          {scope === 'current' ? <div>{t('subscriptions.emptyHint')}</div> : null}
        </>
      }
    >
      {scope === 'current' ? (
        <ButtonLink type="primary" icon={<SearchOutlined />} to={PATHS.square}>
          {t('subscriptions.findTrader')}
        </ButtonLink>
      ) : null}
    </Empty>
  );
  const content = (data: ListPage<Subscription>) => (
    <>
      <div className={styles.list}>
        {data.items.map((subscription) => (
          <SubscriptionCard
            key={subscription.subscriptionId}
            subscription={subscription}
            copiesPath={copiesPath(subscription)}
            onEdit={() => setDialog({ kind: 'edit', subscription })}
            onCancel={() => setDialog({ kind: 'cancel', subscription })}
            onRenew={() => setDialog({ kind: 'renew', subscription })}
          />
        ))}
      </div>
      <Pager total={data.total} paging={paging} />
      <EditSubscriptionDialog
        subscription={dialog?.kind === 'edit' ? dialog.subscription : null}
        onClose={close}
      />
      <CancelSubscriptionDialog
        subscription={dialog?.kind === 'cancel' ? dialog.subscription : null}
        onClose={close}
      />
      <ContinueSubscriptionDialog
        subscription={dialog?.kind === 'renew' ? dialog.subscription : null}
        onClose={close}
      />
    </>
  );
  return (
    <QueryView
      query={list}
      loading={<Skeleton active paragraph={{ rows: 6 }} />}
      isEmpty={(data) => data.items.length === 0}
      empty={empty}
      message={false}
    >
      {content}
    </QueryView>
  );
}

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
            />
          ),
        }))}
      />
    </>
  );
}

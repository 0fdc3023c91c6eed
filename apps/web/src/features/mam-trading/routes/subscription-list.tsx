import { ACC_TYPE } from '@copytrade/contracts/constants';
import type { Subscription } from '@copytrade/contracts/subscriptions';
import { Button, Segmented, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountFilter, accountsOfType } from '@/components/copy-trading/account-filter';
import type { SubscriptionScope } from '@/components/copy-trading/api/personal-sub-serial';
import { CancelSubscriptionDialog } from '@/components/copy-trading/cancel-subscription-dialog';
import { EditSubscriptionDialog } from '@/components/copy-trading/edit-subscription-dialog';
import { MasterSubscriptionsTable } from '@/components/copy-trading/master-subscriptions-table';
import { SubscriptionList } from '@/components/copy-trading/subscription-list';
import { PageHeading } from '@/components/page-heading';
import { useTradeAccounts } from '@/lib/account-session';
import { mamDetailPath } from '@/lib/paths';
import { useListParams } from '@/lib/use-paged-query';
import { useMasterAccounts } from '../api/mam-trading';
import styles from '../components/mam-trading.module.css';

type Side = 'subscribers' | 'mine';
type Dialog = { kind: 'edit' | 'cancel'; subscription: Subscription } | null;

/** A positive whole number from the address, else undefined. */
function idParam(params: URLSearchParams, name: string): number | undefined {
  const value = Number(params.get(name));
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

/**
 * The subscribers of the trader's trade accounts (all, or one), current or history. A subscription whose
 * follow account is his own (a MAM manager copies into accounts he holds) can be edited and cancelled
 * here, as its follower; the others are his subscribers' to change.
 */
function SubscribersSide({ scope, mtAccId }: { scope: SubscriptionScope; mtAccId: number | undefined }) {
  const { t } = useTranslation();
  const { accounts } = useTradeAccounts();
  const [dialog, setDialog] = useState<Dialog>(null);
  const mine = new Set(accountsOfType(accounts, ACC_TYPE.FOLLOW).map((a) => a.mtAccId));
  const actions = {
    title: t('mamTrading.columns.actions'),
    render: (s: Subscription) =>
      mine.has(s.follower.mtAccId) && s.state === 'subscribing' ? (
        <span className={styles.actions}>
          <Button size="small" type="link" onClick={() => setDialog({ kind: 'edit', subscription: s })}>
            {t('subscriptions.edit.action')}
          </Button>
          <Button
            size="small"
            type="link"
            danger
            onClick={() => setDialog({ kind: 'cancel', subscription: s })}
          >
            {t('subscriptions.cancel.action')}
          </Button>
        </span>
      ) : (
        <span className={styles.muted}>{t('mamTrading.subscriptionList.notYours')}</span>
      ),
  };
  return (
    <>
      <MasterSubscriptionsTable
        mtAccId={mtAccId}
        scope={scope}
        master
        actions={scope === 'current' && mine.size > 0 ? actions : undefined}
      />
      <EditSubscriptionDialog
        subscription={dialog?.kind === 'edit' ? dialog.subscription : null}
        onClose={() => setDialog(null)}
      />
      <CancelSubscriptionDialog
        subscription={dialog?.kind === 'cancel' ? dialog.subscription : null}
        onClose={() => setDialog(null)}
      />
    </>
  );
}

/**
 * /user/subscriptionList (spec 2): subscriptions both ways, current and history. "Subscribers": who copies
 * the trader's trade accounts (queryMasterSubscriptions, ...History), filtered by trade account; "My
 * subscriptions": what his follow accounts copy (queryCopySubscriptions), with edit, cancel and renew.
 * Side, account and tab are kept in the address.
 */
export function SubscriptionListRoute() {
  const { t } = useTranslation();
  const [params, setParam] = useListParams();
  const side: Side = params.get('side') === 'mine' ? 'mine' : 'subscribers';
  const scope: SubscriptionScope = params.get('scope') === 'history' ? 'history' : 'current';
  const masters = useMasterAccounts();
  const { accounts } = useTradeAccounts();
  const follows = accountsOfType(accounts, ACC_TYPE.FOLLOW);
  const tradeAccount = idParam(params, 'trade');
  const followAccount = idParam(params, 'follow');

  const filter =
    side === 'subscribers' ? (
      <AccountFilter
        label={t('masterSide.tradeAccount')}
        accounts={masters.data ?? []}
        value={tradeAccount}
        onChange={(next) => setParam('trade', next === undefined ? undefined : String(next))}
        allLabel={t('mamTrading.allTradeAccounts')}
      />
    ) : (
      <AccountFilter
        label={t('subscriptions.followAccount')}
        accounts={follows}
        value={followAccount}
        onChange={(next) => setParam('follow', next === undefined ? undefined : String(next))}
        allLabel={t('copyPages.allFollowAccounts')}
      />
    );

  const list = (key: SubscriptionScope) =>
    side === 'subscribers' ? (
      <SubscribersSide key={`${key}-${tradeAccount ?? 0}`} scope={key} mtAccId={tradeAccount} />
    ) : (
      <SubscriptionList
        key={`${key}-${followAccount ?? 0}`}
        scope={key}
        mtAccId={followAccount}
        copiesPath={(s) => `${mamDetailPath('copyDetail', s.follower.mtAccId)}&tab=open`}
      />
    );

  return (
    <div className={styles.stack}>
      <PageHeading
        title={t('mamShell.menu.subscriptionList')}
        meta={t('mamTrading.subscriptionList.subtitle')}
        extra={
          <Segmented<Side>
            value={side}
            onChange={(next) => setParam('side', next === 'mine' ? 'mine' : undefined)}
            options={[
              { value: 'subscribers', label: t('masterSide.subscribersTitle') },
              { value: 'mine', label: t('subscriptions.title') },
            ]}
          />
        }
      />
      <section className={styles.panel}>
        <div className={styles.filters}>{filter}</div>
        <Tabs
          activeKey={scope}
          onChange={(key) => setParam('scope', key === 'history' ? 'history' : undefined)}
          destroyOnHidden
          items={(['current', 'history'] as const).map((key) => ({
            key,
            label: t(`subscriptions.tabs.${key}`),
            children: list(key),
          }))}
        />
      </section>
    </div>
  );
}

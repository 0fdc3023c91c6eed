import type { Subscription } from '@copytrade/contracts/subscriptions';
import { Empty, Skeleton } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListPage } from '@/components/paged-list';
import { Pager } from '@/components/pager';
import { QueryView } from '@/components/query-view';
import { usePagedQuery } from '@/lib/use-paged-query';
import { subscriptionsQueryOptions, type SubscriptionScope } from './api/personal-sub-serial';
import { CancelSubscriptionDialog } from './cancel-subscription-dialog';
import { ContinueSubscriptionDialog } from './continue-subscription-dialog';
import { EditSubscriptionDialog } from './edit-subscription-dialog';
import { SubscriptionCard } from './subscription-card';
import pageStyles from './copy-pages.module.css';
import styles from './subscriptions.module.css';

type Dialog = { kind: 'edit' | 'cancel' | 'renew'; subscription: Subscription } | null;

/**
 * The user's subscriptions as a follower (personalSubSerial), current or history, optionally of one follow
 * account: a card each with edit, cancel and renew in their dialogs and a link to the copies. `findTrader`
 * is the empty current list's next step (where the site lets him find a trader).
 */
export function SubscriptionList({
  scope,
  mtAccId,
  copiesPath,
  findTrader,
}: {
  scope: SubscriptionScope;
  mtAccId: number | undefined;
  copiesPath: (subscription: Subscription) => string;
  findTrader?: ReactNode;
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
      {scope === 'current' ? findTrader : null}
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

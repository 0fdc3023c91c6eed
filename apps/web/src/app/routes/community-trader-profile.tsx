import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { lazyScoped } from '@/components/antd-scope/load-scope';
import { CopyButton } from '@/features/copy-trading/components/copy-button';
import type { MasterSummary } from '@/components/copy-trading/master-summary';
import { CommentsTabLabel } from '@/features/social/components/comments-tab-label';
import { FavouriteStrategyToggle, ProfileSocialActions } from '@/features/social/components/profile-social';
import { mtAccountInfoQueryOptions } from '@/features/trader-profile/api/query-mt-account-info';
import { TabContent, TraderProfile } from '@/features/trader-profile/components/trader-profile';
import { withAllMessages } from '@/i18n/i18n';
import { useCurrentUser } from '@/lib/auth';
import { PATHS } from '@/lib/paths';
import { SUBSCRIBE_RETURN } from '@/lib/return-to';
import { useSubscriptionFee } from '@/lib/subscription-fee';
import styles from './community-trader-profile.module.css';
import { copyPreviewTab, SubscribeDialog } from './subscribe-with-preview';

// The profile's first screen draws no antd part (PLAIN_ROUTE): what does comes with its scope.
// The site administrator's menu (antd's Dropdown and its menu) loads for an administrator only.
const ProfileAdminMenu = lazyScoped(
  async () => (await import('@/features/social/components/admin-menu')).ProfileAdminMenu,
);

// Loaded when the tab is first opened, with the rest of the messages, as the profile's own tabs are.
const CommentsPanel = lazyScoped(
  async () => (await withAllMessages(import('@/features/social/components/comments-panel'))).CommentsPanel,
);

// The fee's terms (antd's Tag and Tooltip): for signed-in readers only.
const FeeModel = lazyScoped(async () => (await import('@/components/fee-model')).FeeModel);

/** The trader's fee for new subscribers beside Copy (signed-in readers: the terms need a token). */
function ProfileFee({ mtId }: { mtId: number }) {
  const signedIn = useCurrentUser() !== null;
  const fee = useSubscriptionFee(signedIn ? mtId : undefined);
  if (!signedIn) return null;
  return (
    <div className={styles.fee}>
      <Suspense fallback={null}>
        <FeeModel fee={fee.data} loading={fee.isLoading} />
      </Suspense>
    </div>
  );
}

/**
 * /community/trader/:mtId: a trader's public profile, with Copy opening the subscribe dialog, and the
 * community's side: follow, optional, favourite strategy, the admin's locks and the Comments tab.
 * `?subscribe=1&followAccountId=N` (the bind page sends the user back so after binding a follow account
 * from the dialog) opens the dialog with that account chosen; both parameters then leave the address.
 */
export function CommunityTraderProfileRoute() {
  const { mtId } = useParams();
  const [master, setMaster] = useState<MasterSummary | null>(null);
  const [wantedAccount, setWantedAccount] = useState<number | undefined>(undefined);
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const isAdmin = user?.isAdmin === true;
  const id = /^\d+$/.test(mtId ?? '') ? Number(mtId) : 0;
  const info = useQuery({ ...mtAccountInfoQueryOptions(id), enabled: id > 0 });
  const reopen = params.get(SUBSCRIBE_RETURN.OPEN) === '1';

  // Back from binding a follow account: open the dialog for this trader with the new account chosen. The
  // state is set while rendering (once per visit), and an effect then takes the parameters out of the
  // address, so a reload or the back button does not open the dialog again.
  const arrival = reopen && user && info.data ? (params.get(SUBSCRIBE_RETURN.ACCOUNT) ?? '') : null;
  const [handled, setHandled] = useState<string | null>(null);
  if (arrival !== handled) {
    setHandled(arrival);
    if (arrival !== null && info.data) {
      const wanted = Number(arrival);
      setWantedAccount(Number.isSafeInteger(wanted) && wanted > 0 ? wanted : undefined);
      setMaster(info.data);
    }
  }
  useEffect(() => {
    if (arrival === null) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(SUBSCRIBE_RETURN.OPEN);
        next.delete(SUBSCRIBE_RETURN.ACCOUNT);
        return next;
      },
      { replace: true },
    );
  }, [arrival, setParams]);

  const closeDialog = () => {
    setMaster(null);
    setWantedAccount(undefined);
  };

  return (
    <>
      <TraderProfile
        mtId={id}
        backTo={PATHS.square}
        renderAction={(account) => (
          <>
            <ProfileFee mtId={account.mtAccId} />
            <CopyButton master={account} onCopy={setMaster} size="large" block />
          </>
        )}
        extras={{
          social: (account) => <ProfileSocialActions mtId={account.mtAccId} />,
          strategyAction: (account) =>
            account.strategy && !account.strategyLocked ? (
              <FavouriteStrategyToggle mtId={account.mtAccId} />
            ) : null,
          adminMenu: (account) =>
            isAdmin ? (
              <Suspense fallback={null}>
                <ProfileAdminMenu
                  mtId={account.mtAccId}
                  strategyLocked={account.strategyLocked === true}
                  onStrategyChanged={() =>
                    void queryClient.invalidateQueries({
                      queryKey: mtAccountInfoQueryOptions(account.mtAccId).queryKey,
                    })
                  }
                />
              </Suspense>
            ) : null,
          tabs: (account) => [
            {
              key: 'comments',
              label: <CommentsTabLabel mtId={account.mtAccId} />,
              children: (
                <TabContent>
                  <CommentsPanel mtId={account.mtAccId} />
                </TabContent>
              ),
            },
            copyPreviewTab(account.mtAccId),
          ],
        }}
      />
      <SubscribeDialog master={master} onClose={closeDialog} followAccountId={wantedAccount} />
    </>
  );
}

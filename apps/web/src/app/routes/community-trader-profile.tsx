import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { CopyButton } from '@/features/copy-trading/components/copy-button';
import type { MasterSummary } from '@/features/copy-trading/components/master-summary';
import { SubscribeDialog } from '@/features/copy-trading/components/subscribe-dialog';
import { ProfileAdminMenu } from '@/features/social/components/admin-menu';
import { CommentsPanel, CommentsTabLabel } from '@/features/social/components/comments-panel';
import { FavouriteStrategyToggle, ProfileSocialActions } from '@/features/social/components/profile-social';
import { mtAccountInfoQueryOptions } from '@/features/trader-profile/api/query-mt-account-info';
import { TraderProfile } from '@/features/trader-profile/components/trader-profile';
import { useCurrentUser } from '@/lib/auth';

/**
 * /community/trader/:mtId: a trader's public profile, with Copy opening the subscribe dialog, and the
 * community's side: follow, optional, favourite strategy, the admin's locks and the Comments tab.
 */
export function CommunityTraderProfileRoute() {
  const { mtId } = useParams();
  const [master, setMaster] = useState<MasterSummary | null>(null);
  const queryClient = useQueryClient();
  const isAdmin = useCurrentUser()?.isAdmin === true;
  const id = /^\d+$/.test(mtId ?? '') ? Number(mtId) : 0;
  return (
    <>
      <TraderProfile
        mtId={id}
        backTo="/community/trader"
        renderAction={(account) => <CopyButton master={account} onCopy={setMaster} size="large" block />}
        extras={{
          social: (account) => <ProfileSocialActions mtId={account.mtAccId} />,
          strategyAction: (account) =>
            account.strategy && !account.strategyLocked ? (
              <FavouriteStrategyToggle mtId={account.mtAccId} />
            ) : null,
          adminMenu: (account) =>
            isAdmin ? (
              <ProfileAdminMenu
                mtId={account.mtAccId}
                strategyLocked={account.strategyLocked === true}
                onStrategyChanged={() =>
                  void queryClient.invalidateQueries({
                    queryKey: mtAccountInfoQueryOptions(account.mtAccId).queryKey,
                  })
                }
              />
            ) : null,
          tabs: (account) => [
            {
              key: 'comments',
              label: <CommentsTabLabel mtId={account.mtAccId} />,
              children: <CommentsPanel mtId={account.mtAccId} />,
            },
          ],
        }}
      />
      <SubscribeDialog master={master} onClose={() => setMaster(null)} />
    </>
  );
}

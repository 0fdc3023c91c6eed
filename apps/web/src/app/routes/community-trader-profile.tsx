import { useState } from 'react';
import { useParams } from 'react-router';
import { CopyButton } from '@/features/copy-trading/components/copy-button';
import type { MasterSummary } from '@/features/copy-trading/components/master-summary';
import { SubscribeDialog } from '@/features/copy-trading/components/subscribe-dialog';
import { TraderProfile } from '@/features/trader-profile/components/trader-profile';

/** /community/trader/:mtId: a trader's public profile, with Copy opening the subscribe dialog. */
export function CommunityTraderProfileRoute() {
  const { mtId } = useParams();
  const [master, setMaster] = useState<MasterSummary | null>(null);
  return (
    <>
      <TraderProfile
        mtId={/^\d+$/.test(mtId ?? '') ? Number(mtId) : 0}
        backTo="/community/trader"
        renderAction={(account) => <CopyButton master={account} onCopy={setMaster} size="large" block />}
      />
      <SubscribeDialog master={master} onClose={() => setMaster(null)} />
    </>
  );
}

import { useState } from 'react';
import { CopyButton } from '@/features/copy-trading/components/copy-button';
import type { MasterSummary } from '@/features/copy-trading/components/master-summary';
import { SubscribeDialog } from '@/features/copy-trading/components/subscribe-dialog';
import { TraderDirectory } from '@/features/traders/components/trader-directory';

/** /community/trader: the public list of trade accounts, each with Copy opening the subscribe dialog. */
export function CommunityTraderRoute() {
  const [master, setMaster] = useState<MasterSummary | null>(null);
  return (
    <>
      <TraderDirectory renderAction={(account) => <CopyButton master={account} onCopy={setMaster} block />} />
      <SubscribeDialog master={master} onClose={() => setMaster(null)} />
    </>
  );
}

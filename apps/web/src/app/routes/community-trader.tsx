import { useState } from 'react';
import { CopyButton } from '@/features/copy-trading/components/copy-button';
import type { MasterSummary } from '@/components/copy-trading/master-summary';
import { TraderSquare } from '@/features/square/components/trader-square';
import { SubscribeDialog } from './subscribe-with-preview';

/** /community/trader: the strategy square (filters and ranking), each card's Copy opening the subscribe dialog. */
export function CommunityTraderRoute() {
  const [master, setMaster] = useState<MasterSummary | null>(null);
  return (
    <>
      <TraderSquare renderAction={(row) => <CopyButton master={row} onCopy={setMaster} block />} />
      <SubscribeDialog master={master} onClose={() => setMaster(null)} />
    </>
  );
}

import { useState } from 'react';
import { CopyButton } from '@/features/copy-trading/components/copy-button';
import type { MasterSummary } from '@/components/copy-trading/master-summary';
import { RecommendPage } from '@/features/square/components/recommend-page';
import { SubscribeDialog } from './subscribe-with-preview';

/** /community/communityRecommend: today's stars (each with Copy), the preset rankings and the live feeds. */
export function CommunityRecommendRoute() {
  const [master, setMaster] = useState<MasterSummary | null>(null);
  return (
    <>
      <RecommendPage renderAction={(star) => <CopyButton master={star} onCopy={setMaster} block />} />
      <SubscribeDialog master={master} onClose={() => setMaster(null)} />
    </>
  );
}

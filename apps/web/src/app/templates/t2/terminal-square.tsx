import { useState } from 'react';
import type { MasterSummary } from '@/components/copy-trading/master-summary';
import { CopyButton } from '@/features/copy-trading/components/copy-button';
import { TraderSquare } from '@/features/square/components/trader-square';
import { SubscribeDialog } from '../../routes/subscribe-with-preview';

/** Template 2's /community/trader: the ranking as a dense sortable table, its filters remembered as "t2". */
export function TerminalSquareRoute() {
  const [master, setMaster] = useState<MasterSummary | null>(null);
  return (
    <>
      <TraderSquare
        variant="table"
        filtersKey="t2"
        renderAction={(row) => <CopyButton master={row} onCopy={setMaster} size="small" block />}
      />
      <SubscribeDialog master={master} onClose={() => setMaster(null)} />
    </>
  );
}

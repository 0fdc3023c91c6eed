import { useState } from 'react';
import type { MasterSummary } from '@/components/copy-trading/master-summary';
import { CopyButton } from '@/features/copy-trading/components/copy-button';
import { TraderSquare } from '@/features/square/components/trader-square';
import { SubscribeDialog } from '../../routes/subscribe-with-preview';
import styles from './portal-home.module.css';

/** /community/trader in template 4: the same compact ranking as the home, under the community tabs. */
export function PortalSquareRoute() {
  const [master, setMaster] = useState<MasterSummary | null>(null);
  return (
    <div className={styles.page}>
      <TraderSquare
        variant="compact"
        filtersKey="t4"
        renderAction={(row) => <CopyButton master={row} onCopy={setMaster} size="small" />}
      />
      <SubscribeDialog master={master} onClose={() => setMaster(null)} />
    </div>
  );
}

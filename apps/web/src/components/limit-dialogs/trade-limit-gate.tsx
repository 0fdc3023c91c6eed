import { useState } from 'react';
import { TradeLimitDialog } from './limit-dialogs';
import { overTradeLimit, useUsageLimits } from './use-usage-limits';

/**
 * Put on a copy page (issue 15): when the signed-in user has reached his site's monthly limit of copied
 * trades, the "trade count exceeded" dialog opens once as the page opens; nothing shows otherwise.
 */
export function TradeLimitGate() {
  const usage = useUsageLimits();
  const [dismissed, setDismissed] = useState(false);
  const data = usage.data;
  if (!data || dismissed || !overTradeLimit(data)) return null;
  return (
    <TradeLimitDialog
      open
      count={data.currentUserTradeCount}
      limit={data.userTradeLimit}
      onClose={() => setDismissed(true)}
    />
  );
}

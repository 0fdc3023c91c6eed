import type { FeeRequirements } from '@copytrade/contracts/fees';
import { useQuery } from '@tanstack/react-query';
import { firstOf, request } from '@/lib/api-client';
import { USER_SCOPE } from '@/lib/query-client';

/**
 * GET /community/api/queryFeeRequirements: what paid fee settings need of the signed-in trader (real-name
 * verification, payment information, the site's switches) with the state of each, shown before the fee
 * form. Read fresh each time the form opens: the trader may have just come back from the settings pages.
 */
export async function queryFeeRequirements(): Promise<FeeRequirements> {
  return firstOf(await request('queryFeeRequirements', { quiet: true }));
}

export function useFeeRequirements(enabled: boolean) {
  return useQuery({
    queryKey: [USER_SCOPE, 'fee-requirements'],
    queryFn: queryFeeRequirements,
    enabled,
    staleTime: 0,
  });
}

import type {
  OweState,
  ReimbursementResult,
  SettlementRole,
  SettlementRow,
  SettlementRunResult,
} from '@copytrade/contracts/settlement';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { firstOf, request } from '@/lib/api-client';
import type { PageQuery } from '@/lib/use-paged-query';
import { SETTLEMENT_KEYS, WALLET_SCOPE } from '../utils/query-keys';

/** GET /community/api/isOweUser: whether the signed-in user owes performance fees, and how much. */
export async function isOweUser(): Promise<OweState> {
  return firstOf(await request('isOweUser', { quiet: true }));
}

export function useOweState(enabled = true) {
  return useQuery({ queryKey: SETTLEMENT_KEYS.owe, queryFn: isOweUser, staleTime: 10_000, enabled });
}

export type SettlementPage = { items: SettlementRow[]; total: number };

/** GET /community/api/getSettlementList?role&page&pageSize: newest week first. */
export async function getSettlementList(query: {
  role: SettlementRole;
  page: number;
  pageSize: number;
}): Promise<SettlementPage> {
  const envelope = await request('getSettlementList', { query, quiet: true });
  return { items: envelope.content, total: envelope.total ?? envelope.content.length };
}

export const settlementListQueryOptions = (role: SettlementRole, { page, pageSize }: PageQuery) =>
  queryOptions({
    queryKey: SETTLEMENT_KEYS.list(role, page, pageSize),
    queryFn: () => getSettlementList({ role, page, pageSize }),
    placeholderData: keepPreviousData,
  });

/** POST /community/api/reimbursement: pays owed fees now from the wallet. */
export async function reimbursement(): Promise<ReimbursementResult> {
  return firstOf(await request('reimbursement'));
}

export function useReimbursement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reimbursement,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: SETTLEMENT_KEYS.all });
      await queryClient.invalidateQueries({ queryKey: WALLET_SCOPE });
    },
  });
}

/** POST /community/api/adminRunSettlement: the site admin settles the last ended week. */
export async function adminRunSettlement(): Promise<SettlementRunResult> {
  return firstOf(await request('adminRunSettlement', { body: {} }));
}

export function useAdminRunSettlement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminRunSettlement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SETTLEMENT_KEYS.all }),
  });
}

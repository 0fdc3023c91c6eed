import type {
  CommissionInfo,
  Customer,
  CustomerAccount,
  PartnerInfo,
  RebateRecord,
} from '@copytrade/contracts/partners';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { firstOf, isApiError, request } from '@/lib/api-client';
import { STATUS } from '@copytrade/contracts/status-codes';
import { PARTNER_KEYS, toListPage, type ListPage, type PageQuery } from '../utils/query-keys';

export type CustomerQuery = PageQuery & { keyword?: string };

/** GET /community/api/getUserCommissionInfo: rebates earned, this month, customers. */
export async function getUserCommissionInfo(): Promise<CommissionInfo> {
  return firstOf(await request('getUserCommissionInfo', { quiet: true }));
}

export function useCommissionInfo() {
  return useQuery({ queryKey: PARTNER_KEYS.commission, queryFn: getUserCommissionInfo });
}

/** GET /community/api/queryRebateRecords?page&pageSize: rebates paid to me, newest first. */
export async function queryRebateRecords(query: PageQuery): Promise<ListPage<RebateRecord>> {
  return toListPage(await request('queryRebateRecords', { query, quiet: true }));
}

export const rebateRecordsQueryOptions = (query: PageQuery) =>
  queryOptions({
    queryKey: [...PARTNER_KEYS.rebates, query.page, query.pageSize],
    queryFn: () => queryRebateRecords(query),
    placeholderData: keepPreviousData,
  });

/** GET /mam/main/infoOfPartner: my partner profile; null when I am not a partner (30005). */
export async function infoOfPartner(): Promise<PartnerInfo | null> {
  try {
    return firstOf(await request('infoOfPartner', { quiet: true }));
  } catch (error) {
    if (isApiError(error) && error.status === STATUS.NOT_A_PARTNER) return null;
    throw error;
  }
}

export function usePartnerInfo() {
  return useQuery({ queryKey: PARTNER_KEYS.profile, queryFn: infoOfPartner });
}

const customerParams = (query: CustomerQuery) => ({
  page: query.page,
  pageSize: query.pageSize,
  ...(query.keyword ? { keyword: query.keyword } : {}),
});

/** GET /mam/main/queryCustomerList?page&pageSize&keyword (partners): my customers. */
export async function queryCustomerList(query: CustomerQuery): Promise<ListPage<Customer>> {
  return toListPage(await request('queryCustomerList', { query: customerParams(query), quiet: true }));
}

export const customersQueryOptions = (query: CustomerQuery) =>
  queryOptions({
    queryKey: [...PARTNER_KEYS.customers, query.page, query.pageSize, query.keyword ?? ''],
    queryFn: () => queryCustomerList(query),
    placeholderData: keepPreviousData,
  });

/** GET /mam/main/queryCustomerAccounts?page&pageSize&keyword (partners): my customers' MT4 accounts. */
export async function queryCustomerAccounts(query: CustomerQuery): Promise<ListPage<CustomerAccount>> {
  return toListPage(await request('queryCustomerAccounts', { query: customerParams(query), quiet: true }));
}

export const customerAccountsQueryOptions = (query: CustomerQuery) =>
  queryOptions({
    queryKey: [...PARTNER_KEYS.accounts, query.page, query.pageSize, query.keyword ?? ''],
    queryFn: () => queryCustomerAccounts(query),
    placeholderData: keepPreviousData,
  });

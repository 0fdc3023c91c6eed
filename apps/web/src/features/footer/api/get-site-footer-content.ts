import type { SiteFooter } from '@copytrade/contracts/site';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';

/** POST /cms/front/getSiteFooterContent: footer groups, statement and contact (reader's language). */
export async function getSiteFooterContent(): Promise<SiteFooter | null> {
  return (await request('getSiteFooterContent', { quiet: true })).content[0] ?? null;
}

export const siteFooterQueryOptions = () =>
  queryOptions({ queryKey: ['site-footer'], queryFn: getSiteFooterContent, staleTime: 10 * 60_000 });

export function useSiteFooter() {
  return useQuery(siteFooterQueryOptions());
}

import type { SiteConfig } from '@copytrade/contracts/site';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { firstOf, request } from './api-client';
import { PATHS } from './paths';

/** POST /cms/front/getSiteConfig: the site's face. Fetched before anything renders (spec 2, Other UI). */
export async function getSiteConfig(): Promise<SiteConfig> {
  return firstOf(await request('getSiteConfig'));
}

export const siteConfigQueryOptions = () =>
  queryOptions({ queryKey: ['site-config'], queryFn: getSiteConfig, staleTime: Infinity, gcTime: Infinity });

/** The site config; boot has put it in the cache, so this never suspends in the app. */
export function useSiteConfig(): SiteConfig {
  return useSuspenseQuery(siteConfigQueryOptions()).data;
}

/**
 * An in-site path for links the operator configures (defaultBaseUrl): '/' and anything that is not a
 * same-site path (an absolute URL, '//host') become `fallback`, so a link can never leave the site or loop.
 */
export function normalizeInternalPath(url: string | null | undefined, fallback: string = PATHS.home): string {
  const value = (url ?? '').trim();
  if (!value.startsWith('/') || value.startsWith('//') || value === '/') return fallback;
  return value;
}

import type { SiteConfig } from '@copytrade/contracts/site';

/**
 * Every shell the product knows (spec 2, Other UI): the public community site in four templates, the
 * hash-mode site, and the two MAM back-office routers. Each key maps to a router in `shells.tsx`.
 */
export const SHELL_KEYS = [
  'community-template-1',
  'community-template-2',
  'community-template-3',
  'community-template-4',
  'hash-site',
  'mam-default',
  'mam-branded',
] as const;
export type ShellKey = (typeof SHELL_KEYS)[number];

const TEMPLATE_SHELLS: Record<number, ShellKey> = {
  1: 'community-template-1',
  2: 'community-template-2',
  3: 'community-template-3',
  4: 'community-template-4',
};

/**
 * The startup decision: siteType 2 picks its template (1-4), siteType 3 the hash-mode site, siteType 5 one
 * of two MAM routers by version (0 default, anything else custom-branded). Anything unknown gets the
 * community site's first template, so a misconfigured site still opens.
 */
export function pickShell(site: Pick<SiteConfig, 'siteType' | 'templateType' | 'version'>): ShellKey {
  switch (site.siteType) {
    case 3:
      return 'hash-site';
    case 5:
      return site.version === 0 ? 'mam-default' : 'mam-branded';
    case 2:
    default:
      return TEMPLATE_SHELLS[site.templateType] ?? 'community-template-1';
  }
}

import type { RouteObject } from 'react-router';
import { scopeRoutes } from '@/components/antd-scope/load-scope';
import { MESSAGE_PARTS, type MessagePart } from '@/i18n/core-sections';
import { withMessages } from '@/i18n/i18n';
import type { CallTwins } from '@/lib/api-client';
import { PATHS } from '@/lib/paths';
import type { ShellKey } from './pick-shell';

/** A shell's routes and call twins, loaded with the shell (each shell's route table is a chunk of its own). */
export type ShellRoutes = {
  routes: () => RouteObject[];
  /** Calls this shell makes through a twin of the same definition (the MAM's /mam/ paths). */
  twins?: CallTwins;
};

export type ShellDefinition = {
  /** What the shell is, for logs and the operator console. */
  label: string;
  /**
   * Loads the shell's route table. Only the shell a site shows is loaded: the others' tables (and the
   * contract modules their pages import) stay out of its first scripts.
   */
  load: () => Promise<ShellRoutes>;
  /** Browser history (paths), or hash history (`/#/path`: the hash-mode site, spec 2). */
  history?: 'browser' | 'hash';
  /** Where a 401 sends the reader: the login dialog, or the MAM login page (spec 8). */
  unauthorized: 'dialog' | 'login-page';
};

/** A shell ready to render: its definition and its loaded routes. */
export type LoadedShell = Omit<ShellDefinition, 'load'> & ShellRoutes;

const template = (kind: 2 | 3 | 4) => async (): Promise<ShellRoutes> => ({
  routes: (await import('../templates/templates')).templateRoutes(kind),
});

const mam = (version: 'default' | 'branded') => async (): Promise<ShellRoutes> => {
  const m = await import('../routes/mam-routes');
  return { routes: version === 'default' ? m.mamDefaultRoutes : m.mamBrandedRoutes, twins: m.MAM_CALL_TWINS };
};

/**
 * The shell table of spec 2 (Other UI): the public community site in its four templates, the hash-mode
 * site and the two MAM routers (siteType 5 by version). `pickShell` decides; this table is the single
 * place a shell plugs in.
 */
export const SHELLS: Record<ShellKey, ShellDefinition> = {
  'community-template-1': {
    label: 'Community site, template 1',
    load: async () => ({ routes: (await import('../routes/public-routes')).publicRoutes }),
    unauthorized: 'dialog',
  },
  'community-template-2': {
    label: 'Community site, template 2',
    load: template(2),
    unauthorized: 'dialog',
  },
  'community-template-3': {
    label: 'Community site, template 3',
    load: template(3),
    unauthorized: 'dialog',
  },
  'community-template-4': {
    label: 'Community site, template 4',
    load: template(4),
    unauthorized: 'dialog',
  },
  'hash-site': {
    label: 'Hash-mode site',
    load: async () => {
      const [{ hashRoutes }, { moveRealPathIntoHash }] = await Promise.all([
        import('../hash-site/hash-routes'),
        import('../hash-site/hash-paths'),
      ]);
      // A full load of a real path (/personalCenter/5/... from window.open) opens that page: it moves into
      // the hash before the hash router reads the address.
      moveRealPathIntoHash();
      return { routes: hashRoutes };
    },
    history: 'hash',
    unauthorized: 'dialog',
  },
  'mam-default': {
    label: 'MAM back office, version 0 (standalone: / goes to login)',
    load: mam('default'),
    unauthorized: 'login-page',
  },
  'mam-branded': {
    label: 'MAM back office, custom version (landing home and recommended traders)',
    load: mam('branded'),
    unauthorized: 'login-page',
  },
};

/**
 * The parts of the messages a route's page is drawn with beyond the core (`core-sections.ts`): none for
 * the home page, the square and their layout, the profile's own for a trader profile.
 */
const ROUTE_PARTS: ReadonlyMap<string, readonly MessagePart[]> = new Map([
  [PATHS.home, []],
  [PATHS.community, []],
  [PATHS.square, []],
  [PATHS.traderProfile, ['profile']],
]);

/**
 * Every other lazy route waits for all the messages with its code: a visitor who landed on a page that
 * starts with some of them (the home page, the square, a profile) and goes on never sees a page without
 * its texts.
 */
function routesWithMessages(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const next = { ...route };
    const lazy = route.lazy;
    const parts = (route.path !== undefined ? ROUTE_PARTS.get(route.path) : undefined) ?? MESSAGE_PARTS;
    if (typeof lazy === 'function' && parts.length > 0) next.lazy = () => withMessages(lazy(), parts);
    if (route.children) next.children = routesWithMessages(route.children);
    return next;
  });
}

/** The shell's definition with its route table loaded. */
export async function loadShell(key: ShellKey): Promise<LoadedShell> {
  const { load, ...definition } = SHELLS[key];
  const loaded = await load();
  return { ...definition, ...loaded, routes: () => scopeRoutes(routesWithMessages(loaded.routes())) };
}

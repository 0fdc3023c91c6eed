import type { RouteObject } from 'react-router';
import type { CallTwins } from '@/lib/api-client';
import { hashRoutes } from '../hash-site/hash-routes';
import { MAM_CALL_TWINS, mamBrandedRoutes, mamDefaultRoutes } from '../routes/mam-routes';
import { publicRoutes } from '../routes/public-routes';
import { templateRoutes } from '../templates/templates';
import type { ShellKey } from './pick-shell';

export type ShellDefinition = {
  /** What the shell is, for logs and the operator console. */
  label: string;
  routes: () => RouteObject[];
  /** Browser history (paths), or hash history (`/#/path`: the hash-mode site, spec 2). */
  history?: 'browser' | 'hash';
  /** Where a 401 sends the reader: the login dialog, or the MAM login page (spec 8). */
  unauthorized: 'dialog' | 'login-page';
  /** Calls this shell makes through a twin of the same definition (the MAM's /mam/ paths). */
  twins?: CallTwins;
};

/**
 * The shell table of spec 2 (Other UI): the public community site in its four templates, the hash-mode
 * site and the two MAM routers (siteType 5 by version). `pickShell` decides; this table is the single
 * place a shell plugs in.
 */
export const SHELLS: Record<ShellKey, ShellDefinition> = {
  'community-template-1': {
    label: 'Community site, template 1',
    routes: publicRoutes,
    unauthorized: 'dialog',
  },
  'community-template-2': {
    label: 'Community site, template 2',
    routes: templateRoutes(2),
    unauthorized: 'dialog',
  },
  'community-template-3': {
    label: 'Community site, template 3',
    routes: templateRoutes(3),
    unauthorized: 'dialog',
  },
  'community-template-4': {
    label: 'Community site, template 4',
    routes: templateRoutes(4),
    unauthorized: 'dialog',
  },
  'hash-site': {
    label: 'Hash-mode site',
    routes: hashRoutes,
    history: 'hash',
    unauthorized: 'dialog',
  },
  'mam-default': {
    label: 'MAM back office, version 0 (standalone: / goes to login)',
    routes: mamDefaultRoutes,
    unauthorized: 'login-page',
    twins: MAM_CALL_TWINS,
  },
  'mam-branded': {
    label: 'MAM back office, custom version (landing home and recommended traders)',
    routes: mamBrandedRoutes,
    unauthorized: 'login-page',
    twins: MAM_CALL_TWINS,
  },
};

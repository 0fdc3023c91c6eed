import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseLocale } from '@copytrade/contracts/locale';
import { AppError } from './app-error';
import type { Caller, OperatorCaller, SiteScope } from './context';
import { NON_CANONICAL_PATH, pathOf } from './paths';
import { accessOfPath, isApiPath, isSiteAccess } from './route';

export { isApiPath } from './route';

function bearer(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

type HookDeps = {
  resolveSite(domainHeader: string | undefined, hostHeader: string | undefined): Promise<SiteScope>;
  authenticate(site: SiteScope, token: string | undefined): Promise<Caller>;
  /** The operator behind a token of the console (never a site's token); throws UNAUTHENTICATED. */
  authenticateOperator(token: string | undefined): Promise<OperatorCaller>;
  /** Throws SITE_UNAVAILABLE when the site is suspended or outside its validity. */
  assertSiteOpen(site: SiteScope): void;
};

/**
 * Whether a request counts against the per-address API limit: every API route (from the route that
 * matched), and every request that reached no API route but was meant for the API or was not canonical
 * (it falls to the not-found handler, or first to the web app's wildcard file route), so a flood of
 * made-up or re-spelled paths is limited too. Pages and script chunks do not count. The path read here
 * is canonical (`rewriteUrl` ran), so its prefix is what it says.
 */
export function countsAsApiCall(req: FastifyRequest): boolean {
  if (req.routeOptions.config.access) return true;
  const path = pathOf(req.url);
  return path === NON_CANONICAL_PATH || isApiPath(path);
}

/**
 * Per request, in order: the reader's language (header `language`), the site (tenancy; a suspended or
 * expired site refuses every call but its config with 21001), and the caller behind the bearer token:
 * required on token routes (a failure answers 401 in the envelope), optional on public ones. The
 * operator's console resolves no site: its routes take an operator's token only. Which applies is read
 * from the route that matched (its `access` config), never from the URL: non-canonical paths never reach
 * a route (`rewriteUrl`), and an API route without the access config of its prefix is refused when it is
 * added.
 */
export function installRequestHooks(app: FastifyInstance, deps: HookDeps) {
  app.decorateRequest('locale', 'zh_CN');
  app.decorateRequest('site', null as unknown as SiteScope);
  app.decorateRequest('caller', null);
  app.decorateRequest('operator', null);

  app.addHook('onRoute', (route) => {
    const access = (route.config as { access?: unknown } | undefined)?.access;
    if (isApiPath(route.url) && access !== accessOfPath(route.url)) {
      throw new Error(
        `API route ${String(route.method)} ${route.url} lacks its access config (apiRouteConfig)`,
      );
    }
  });

  app.addHook('onRequest', async (req) => {
    req.locale = parseLocale(req.headers.language);
    const { access, servesClosedSite } = req.routeOptions.config;
    if (!access) return;
    const token = bearer(req.headers.authorization);
    // The operator's console is above the sites: no site is resolved, only an operator's token counts.
    if (access === 'operator') {
      req.operator = await deps.authenticateOperator(token);
      return;
    }
    if (!isSiteAccess(access)) return;
    req.site = await resolveSite(req);
    // A suspended or expired site answers nothing but its config (the page shows the site's message).
    if (!servesClosedSite) deps.assertSiteOpen(req.site);
    if (access === 'token') {
      req.caller = await deps.authenticate(req.site, token);
    } else if (token) {
      // A public call may still tell who reads (an owner sees his own follow account); a token that does
      // not hold here is ignored, never an error, so a stale token never breaks a public page.
      req.caller = await deps.authenticate(req.site, token).catch(() => null);
    }
  });

  function resolveSite(req: FastifyRequest): Promise<SiteScope> {
    const domain = req.headers.domainname;
    return deps.resolveSite(Array.isArray(domain) ? domain[0] : domain, req.headers.host);
  }

  /**
   * For the not-found handler: an unknown path under a token prefix asks for a token first, so it does
   * not reveal which routes exist (the path is canonical here, so its prefix is what it says).
   */
  async function assertTokenForUnknownPath(req: FastifyRequest): Promise<void> {
    const path = pathOf(req.url);
    const access = accessOfPath(path);
    if (access !== 'token' && access !== 'operator') return;
    const token = bearer(req.headers.authorization);
    if (!token) throw new AppError('UNAUTHENTICATED');
    if (access === 'operator') await deps.authenticateOperator(token);
    else await deps.authenticate(await resolveSite(req), token);
  }
  return { assertTokenForUnknownPath };
}

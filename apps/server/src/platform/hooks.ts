import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseLocale } from '@copytrade/contracts/locale';
import { AppError } from './app-error';
import type { Caller, SiteScope } from './context';
import { NON_CANONICAL_PATH, pathOf } from './paths';
import { isApiPath, isProtectedPath } from './route';

export { isApiPath } from './route';

function bearer(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

type HookDeps = {
  resolveSite(domainHeader: string | undefined, hostHeader: string | undefined): Promise<SiteScope>;
  authenticate(site: SiteScope, token: string | undefined): Promise<Caller>;
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
 * Per request, in order: the reader's language (header `language`), the site (tenancy), and the caller
 * behind the bearer token: required on token routes (a failure answers 401 in the envelope), optional on
 * public ones. Which applies is read from the route that matched (its `access` config), never from the
 * URL: non-canonical paths never reach a route (`rewriteUrl`), and an API route without an access config
 * is refused when it is added.
 */
export function installRequestHooks(app: FastifyInstance, deps: HookDeps) {
  app.decorateRequest('locale', 'zh_CN');
  app.decorateRequest('site', null as unknown as SiteScope);
  app.decorateRequest('caller', null);

  app.addHook('onRoute', (route) => {
    const access = (route.config as { access?: unknown } | undefined)?.access;
    if (isApiPath(route.url) && access !== (isProtectedPath(route.url) ? 'token' : 'public')) {
      throw new Error(
        `API route ${String(route.method)} ${route.url} lacks its access config (apiRouteConfig)`,
      );
    }
  });

  app.addHook('onRequest', async (req) => {
    req.locale = parseLocale(req.headers.language);
    const access = req.routeOptions.config.access;
    if (!access) return;
    req.site = await resolveSite(req);
    const token = bearer(req.headers.authorization);
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
    if (!isProtectedPath(path)) return;
    const token = bearer(req.headers.authorization);
    if (!token) throw new AppError('UNAUTHENTICATED');
    await deps.authenticate(await resolveSite(req), token);
  }
  return { assertTokenForUnknownPath };
}

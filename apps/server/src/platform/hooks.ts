import type { FastifyInstance } from 'fastify';
import { parseLocale } from '@copytrade/contracts/locale';
import { isProtectedPath } from './route';
import type { Caller, SiteScope } from './context';

/**
 * Paths that are API calls; everything else is the web app, its assets, uploads or the docs. Only the
 * seed's API halves count: `/community/...` and `/mam/...` are also page routes of the site (spec 2).
 */
const API_PREFIXES = ['/community/front/', '/community/api/', '/cms/front/', '/mam/visitor/', '/mam/main/'];
export function isApiPath(path: string): boolean {
  return API_PREFIXES.some((prefix) => path.startsWith(prefix));
}

function bearer(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

type HookDeps = {
  resolveSite(domainHeader: string | undefined, hostHeader: string | undefined): Promise<SiteScope>;
  authenticate(site: SiteScope, token: string | undefined): Promise<Caller>;
};

/**
 * Per request, in order: the reader's language (header `language`), the site (tenancy), and the caller
 * behind the bearer token: required on `/api/` paths (a failure answers 401 in the envelope), optional on
 * public ones.
 */
export function installRequestHooks(app: FastifyInstance, deps: HookDeps): void {
  app.decorateRequest('locale', 'zh_CN');
  app.decorateRequest('site', null as unknown as SiteScope);
  app.decorateRequest('caller', null);

  app.addHook('onRequest', async (req) => {
    req.locale = parseLocale(req.headers.language);
    const path = req.url.split('?')[0] ?? '';
    if (!isApiPath(path)) return;
    const domain = req.headers.domainname;
    req.site = await deps.resolveSite(Array.isArray(domain) ? domain[0] : domain, req.headers.host);
    const token = bearer(req.headers.authorization);
    if (isProtectedPath(path)) {
      req.caller = await deps.authenticate(req.site, token);
    } else if (token) {
      // A public call may still tell who reads (an owner sees his own follow account); a token that does
      // not hold here is ignored, never an error, so a stale token never breaks a public page.
      req.caller = await deps.authenticate(req.site, token).catch(() => null);
    }
  });
}

import type { DomainLook } from '@copytrade/contracts/site-settings';
import type { Locale } from '@copytrade/contracts/locale';

/** The site a request belongs to: resolved once per request, passed to every repository call. */
export type SiteScope = {
  id: number;
  code: string;
  brandName: string;
  siteType: number;
  version: number;
  verifyMethod: number;
  status: number;
  beginTime: Date | null;
  endTime: Date | null;
  /** What the request's domain shows of the site (a template or the hash-mode site); none: its own look. */
  look?: DomainLook | null;
};

/** Who is calling: set by the auth hook on `/api/` paths. */
export type Caller = {
  userId: number;
  sessionId: number;
  userType: number;
  /** The site's own administrator (users.role 'admin'); the caller is always of the request's site. */
  isAdmin: boolean;
};

/** A platform operator (issue 15): set by the auth hook on `/operator/api/` routes; no site is resolved there. */
export type OperatorCaller = {
  operatorId: number;
  sessionId: number;
  email: string;
  name: string;
};

declare module 'fastify' {
  // Declaration merging needs an interface here.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    site: SiteScope;
    locale: Locale;
    caller: Caller | null;
    operator: OperatorCaller | null;
  }
}

/** The operator on an `operator` route; the auth hook has already refused anyone else. */
export function operatorOf(req: { operator: OperatorCaller | null }): OperatorCaller {
  if (!req.operator) throw new Error('operatorOf used on a route without the operator hook');
  return req.operator;
}

/** The caller on a route that requires a token; the auth hook has already refused anonymous calls. */
export function callerOf(req: { caller: Caller | null }): Caller {
  if (!req.caller) throw new Error('callerOf used on a route without the auth hook');
  return req.caller;
}

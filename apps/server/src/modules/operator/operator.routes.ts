import type { FastifyPluginCallback, FastifyRequest } from 'fastify';
import { API } from '@copytrade/contracts/api-paths';
import { operatorOf } from '../../platform/context';
import { defineRoute } from '../../platform/route';
import type { InviteOrigin } from '../sites/site-platform.service';
import type { OperatorService } from './operator.service';

/** The protocol and port the console was reached on: a new admin's link uses them for his site's domain. */
function originOf(req: FastifyRequest): InviteOrigin {
  const protocol = req.protocol === 'https' ? 'https' : 'http';
  const port = req.port ? String(req.port) : undefined;
  const standard = (protocol === 'http' && port === '80') || (protocol === 'https' && port === '443');
  return { protocol, port: standard ? undefined : port };
}

/** The platform operator's console (issue 15): `/operator/front/login`, everything else `/operator/api/`. */
export function operatorRoutes(operators: OperatorService) {
  const routes: FastifyPluginCallback = (app, _options, done) => {
    defineRoute(app, API.operatorLogin, {
      handler: async (req) => [await operators.login(req.body, { ip: req.ip })],
    });
    defineRoute(app, API.operatorLogout, {
      handler: async (req) => {
        await operators.logout(operatorOf(req));
        return [{}];
      },
    });
    defineRoute(app, API.operatorMe, {
      handler: (req) => Promise.resolve([operators.me(operatorOf(req))]),
    });
    defineRoute(app, API.operatorQuerySites, {
      handler: (req) => operators.sites(req.query),
    });
    defineRoute(app, API.operatorQuerySiteDetail, {
      handler: async (req) => [await operators.site(req.query.siteId)],
    });
    defineRoute(app, API.operatorCreateSite, {
      handler: async (req) => [await operators.createSite(operatorOf(req), req.body, originOf(req))],
    });
    defineRoute(app, API.operatorSuspendSite, {
      handler: async (req) => [await operators.suspend(operatorOf(req), req.body.siteId, req.body.reason)],
    });
    defineRoute(app, API.operatorResumeSite, {
      handler: async (req) => [await operators.resume(operatorOf(req), req.body.siteId)],
    });
    defineRoute(app, API.operatorRenewSite, {
      handler: async (req) => [await operators.renew(operatorOf(req), req.body, req.locale)],
    });
    defineRoute(app, API.operatorUpdateSiteLimits, {
      handler: async (req) => {
        const { siteId, ...limits } = req.body;
        return [await operators.updateLimits(operatorOf(req), siteId, limits)];
      },
    });
    defineRoute(app, API.operatorUpdateSiteVersion, {
      handler: async (req) => [
        await operators.updateVersion(
          operatorOf(req),
          req.body.siteId,
          req.body.version,
          req.body.freeUpgradeFlag,
        ),
      ],
    });
    defineRoute(app, API.operatorQuerySiteAudit, {
      handler: (req) => operators.audit(req.query),
    });
    defineRoute(app, API.operatorAddSiteAdmin, {
      handler: async (req) => [await operators.addAdmin(operatorOf(req), req.body, originOf(req))],
    });
    defineRoute(app, API.operatorRemoveSiteAdmin, {
      handler: async (req) => {
        await operators.removeAdmin(operatorOf(req), req.body);
        return [{}];
      },
    });
    done();
  };
  return routes;
}

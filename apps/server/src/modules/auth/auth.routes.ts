import type { FastifyPluginCallback, FastifyRequest } from 'fastify';
import { API } from '@copytrade/contracts/api-paths';
import { callerOf } from '../../platform/context';
import { defineRoute } from '../../platform/route';
import type { AuthService } from './auth.service';

const meta = (req: FastifyRequest) => ({
  ip: req.ip || 'unknown',
  userAgent: req.headers['user-agent'] ?? '',
  locale: req.locale,
});

export function authRoutes(auth: AuthService) {
  const routes: FastifyPluginCallback = (app, _options, done) => {
    // The MAM back office's twins (/mam/visitor/) share each handler.
    for (const api of [API.sendvercode, API.mamSendVercode]) {
      defineRoute(app, api, {
        handler: async (req) => [await auth.sendCode(req.site, req.query.phone, req.query.type, meta(req))],
      });
    }
    defineRoute(app, API.sendmailvercode, {
      handler: async (req) => [await auth.sendCode(req.site, req.query.email, req.query.type, meta(req))],
    });
    for (const api of [API.sendVercodeOrMailcode, API.mamSendCode]) {
      defineRoute(app, api, {
        handler: async (req) => [
          await auth.sendCode(req.site, req.query.userName, req.query.type, meta(req)),
        ],
      });
    }
    defineRoute(app, API.checkusername, {
      handler: async (req) => [{ available: await auth.isUserNameAvailable(req.site, req.query.userName) }],
    });
    for (const api of [API.reg, API.mamReg]) {
      defineRoute(app, api, {
        handler: async (req) => [await auth.register(req.site, req.body)],
      });
    }
    for (const api of [API.login, API.mamLogin]) {
      defineRoute(app, api, {
        handler: async (req) => [await auth.login(req.site, req.body, meta(req))],
      });
    }
    for (const api of [API.forgetpassword, API.mamForgetPassword]) {
      defineRoute(app, api, {
        handler: async (req) => {
          await auth.resetPassword(req.site, req.body);
          return [];
        },
      });
    }
    defineRoute(app, API.logout, {
      handler: async (req) => {
        await auth.logout(req.site, callerOf(req));
        return [];
      },
    });
    done();
  };
  return routes;
}

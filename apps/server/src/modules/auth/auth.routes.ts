import type { FastifyPluginCallback, FastifyRequest } from 'fastify';
import { API } from '@copytrade/contracts/api-paths';
import {
  checkUsernameQuerySchema,
  checkUsernameSchema,
  codeSentSchema,
  forgetPasswordBodySchema,
  loginBodySchema,
  loginResultSchema,
  registerBodySchema,
  registeredSchema,
  sendCodeQuerySchema,
  sendMailCodeQuerySchema,
  sendPhoneCodeQuerySchema,
} from '@copytrade/contracts/auth';
import { emptySchema } from '@copytrade/contracts/envelope';
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
    defineRoute(app, {
      api: API.sendvercode,
      tags: ['auth'],
      summary: 'Send a verification code by text message (register or resetPassword)',
      querystring: sendPhoneCodeQuerySchema,
      response: codeSentSchema,
      handler: async (req) => [await auth.sendCode(req.site, req.query.phone, req.query.type, meta(req))],
    });
    defineRoute(app, {
      api: API.sendmailvercode,
      tags: ['auth'],
      summary: 'Send a verification code by email (register or resetPassword)',
      querystring: sendMailCodeQuerySchema,
      response: codeSentSchema,
      handler: async (req) => [await auth.sendCode(req.site, req.query.email, req.query.type, meta(req))],
    });
    defineRoute(app, {
      api: API.sendVercodeOrMailcode,
      tags: ['auth'],
      summary: 'Send a verification code to a phone number or an email address, whichever userName is',
      querystring: sendCodeQuerySchema,
      response: codeSentSchema,
      handler: async (req) => [await auth.sendCode(req.site, req.query.userName, req.query.type, meta(req))],
    });
    defineRoute(app, {
      api: API.checkusername,
      tags: ['auth'],
      summary: 'Whether a phone number or email is still free on this site',
      querystring: checkUsernameQuerySchema,
      response: checkUsernameSchema,
      handler: async (req) => [{ available: await auth.isUserNameAvailable(req.site, req.query.userName) }],
    });
    defineRoute(app, {
      api: API.reg,
      tags: ['auth'],
      summary: 'Register with a phone number or email and the code sent to it',
      body: registerBodySchema,
      response: registeredSchema,
      handler: async (req) => [await auth.register(req.site, req.body)],
    });
    defineRoute(app, {
      api: API.login,
      tags: ['auth'],
      summary: 'Sign in; tokenTime is the expiry of the token in epoch milliseconds',
      body: loginBodySchema,
      response: loginResultSchema,
      handler: async (req) => [await auth.login(req.site, req.body, meta(req))],
    });
    defineRoute(app, {
      api: API.forgetpassword,
      tags: ['auth'],
      summary: 'Set a new password with a code sent for resetPassword; signs out every session',
      body: forgetPasswordBodySchema,
      response: emptySchema,
      handler: async (req) => {
        await auth.resetPassword(req.site, req.body);
        return [];
      },
    });
    defineRoute(app, {
      api: API.logout,
      tags: ['auth'],
      summary: 'Sign out: the token stops working at once',
      response: emptySchema,
      handler: async (req) => {
        await auth.logout(req.site, callerOf(req));
        return [];
      },
    });
    done();
  };
  return routes;
}

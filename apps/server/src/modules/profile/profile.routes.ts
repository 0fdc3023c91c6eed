import type { FastifyPluginCallback, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '@copytrade/contracts/api-paths';
import { codeSentSchema } from '@copytrade/contracts/auth';
import {
  avatarResultSchema,
  completeUserInfoBodySchema,
  modifyEmailQuerySchema,
  passwordChangedSchema,
  queryAvatarQuerySchema,
  selfUserInfoSchema,
  sendEmailCodeQuerySchema,
  sendPhoneChangeCodeQuerySchema,
  sessionInfoSchema,
  tradeSettingsSchema,
  updatePasswordBodySchema,
  updatePhoneQuerySchema,
  updateTradeSettingsBodySchema,
  uploadAvatarBodySchema,
} from '@copytrade/contracts/profile';
import { callerOf } from '../../platform/context';
import { apiRouteConfig, defineRoute } from '../../platform/route';
import type { ProfileService } from './profile.service';

const TAGS = ['users'];

/** Room for 10 MB of image as base64 (about 13.4 MB) and the JSON around it. */
const AVATAR_BODY_LIMIT = 15 * 1024 * 1024;

const meta = (req: FastifyRequest) => ({
  ip: req.ip || 'unknown',
  userAgent: req.headers['user-agent'] ?? '',
  locale: req.locale,
});

/** Personal settings: basic information and avatar, account security, trade settings. */
export function profileRoutes(profile: ProfileService) {
  const routes: FastifyPluginCallback = (app, _options, done) => {
    defineRoute(app, {
      api: API.completeCommunityUserInfo,
      tags: TAGS,
      summary: 'Save the basic information (nickname, gender, birthday, country, region, remark)',
      description:
        'Nickname: 2-16 wide (a non-ASCII character counts 2), at least 2 characters, no control characters. Gender 0 undisclosed / 1 male / 2 female. Birthday YYYY-MM-DD, age 18-120. Country and region: dictionary values where the site has the dictionary, else text up to 40. Remark up to 200. Answers the updated user as selectCommunityUserInfo does.',
      body: completeUserInfoBodySchema,
      response: selfUserInfoSchema,
      handler: async (req) => [await profile.updateBasics(req.site, callerOf(req), req.locale, req.body)],
    });
    defineRoute(app, {
      api: API.uploadAvatar,
      tags: TAGS,
      summary: 'Upload a new avatar (data URL or base64): PNG, JPEG, WebP or GIF by content, at most 10 MB',
      description:
        'Stored re-encoded as a 256x256 WebP without metadata. 32004 locked by the operator, 32005 larger than 10 MB, 32006 not an accepted image, 32007 damaged image.',
      body: uploadAvatarBodySchema,
      bodyLimit: AVATAR_BODY_LIMIT,
      response: avatarResultSchema,
      handler: async (req) => [await profile.uploadAvatar(req.site, callerOf(req), req.body)],
    });
    // The image itself, not the envelope (errors still answer the envelope).
    app.withTypeProvider<ZodTypeProvider>().route({
      method: API.queryAvatar.method,
      url: API.queryAvatar.path,
      config: apiRouteConfig(API.queryAvatar.path),
      schema: {
        summary: "A person's avatar on this site (public, like the nickname)",
        description:
          'Answers our own re-encoded WebP with nosniff; cached for a year when `v` is the current version, 5 minutes otherwise. No avatar, or a user of another site: 404.',
        tags: TAGS,
        querystring: queryAvatarQuerySchema,
        response: { 200: z.string().describe('The image bytes (image/webp)') },
      },
      handler: async (req, reply) => {
        const file = await profile.avatar(req.site, req.query.userId, req.query.v);
        return (
          reply
            .header('Content-Type', file.mime)
            .header('X-Content-Type-Options', 'nosniff')
            .header('Content-Disposition', 'inline')
            // Public like the nickname: a web app served from another origin (VITE_API_BASE) may show it.
            .header('Cross-Origin-Resource-Policy', 'cross-origin')
            .header(
              'Cache-Control',
              file.fresh ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
            )
            .send(file.data as never)
        );
      },
    });
    defineRoute(app, {
      api: API.updatePassword,
      tags: TAGS,
      summary: 'Change the password (current one required); every other session of the user ends',
      body: updatePasswordBodySchema,
      response: passwordChangedSchema,
      handler: async (req) => [await profile.changePassword(req.site, callerOf(req), req.body)],
    });
    defineRoute(app, {
      api: API.sendEmailCode,
      tags: TAGS,
      summary: 'Send a code to a NEW email address (to bind it with modifyemail)',
      querystring: sendEmailCodeQuerySchema,
      response: codeSentSchema,
      handler: async (req) => [
        await profile.sendContactCode(
          req.site,
          callerOf(req),
          { kind: 'email', address: req.query.email },
          meta(req),
        ),
      ],
    });
    defineRoute(app, {
      api: API.sendPhoneCode,
      tags: TAGS,
      summary: 'Send a code to a NEW phone number (to bind it with updatephone)',
      querystring: sendPhoneChangeCodeQuerySchema,
      response: codeSentSchema,
      handler: async (req) => [
        await profile.sendContactCode(
          req.site,
          callerOf(req),
          { kind: 'phone', address: req.query.phone },
          meta(req),
        ),
      ],
    });
    defineRoute(app, {
      api: API.querySessions,
      tags: TAGS,
      summary: "The caller's signed-in sessions (not revoked, not expired), the current one flagged",
      response: sessionInfoSchema,
      handler: (req) => profile.sessions(req.site, callerOf(req)),
    });
    defineRoute(app, {
      api: API.queryTradeSettings,
      tags: TAGS,
      summary: 'The trade settings the subscribe dialog starts from (the defaults while none are saved)',
      response: tradeSettingsSchema,
      handler: async (req) => [await profile.tradeSettings(req.site, callerOf(req))],
    });
    defineRoute(app, {
      api: API.updateTradeSettings,
      tags: TAGS,
      summary: 'Save the trade settings (reverse only where the site allows reverse copying)',
      body: updateTradeSettingsBodySchema,
      response: tradeSettingsSchema,
      handler: async (req) => [await profile.updateTradeSettings(req.site, callerOf(req), req.body)],
    });
    // These two carry the current password in the query (the seed makes them GET): their request lines
    // are never logged.
    void app.register(secretQueryRoutes(profile), { logLevel: 'warn' });
    done();
  };
  return routes;
}

/** `modifyemail` and `updatephone`: GET with the new address, its code and the current password. */
function secretQueryRoutes(profile: ProfileService) {
  const routes: FastifyPluginCallback = (app, _options, done) => {
    defineRoute(app, {
      api: API.modifyemail,
      tags: TAGS,
      summary: 'Bind a new email: the code sent to it by sendEmailCode and the current password',
      description: 'The request line is not logged (it holds the password). Answers the updated user.',
      querystring: modifyEmailQuerySchema,
      response: selfUserInfoSchema,
      handler: async (req) => [
        await profile.changeContact(req.site, callerOf(req), {
          contact: { kind: 'email', address: req.query.email },
          code: req.query.code,
          password: req.query.password,
        }),
      ],
    });
    defineRoute(app, {
      api: API.updatephone,
      tags: TAGS,
      summary: 'Bind a new phone: the code sent to it by sendPhoneCode and the current password',
      description: 'The request line is not logged (it holds the password). Answers the updated user.',
      querystring: updatePhoneQuerySchema,
      response: selfUserInfoSchema,
      handler: async (req) => [
        await profile.changeContact(req.site, callerOf(req), {
          contact: { kind: 'phone', address: req.query.phone },
          code: req.query.code,
          password: req.query.password,
        }),
      ],
    });
    done();
  };
  return routes;
}

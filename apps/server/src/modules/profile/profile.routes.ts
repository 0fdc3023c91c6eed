import type { FastifyError, FastifyPluginCallback, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '@copytrade/contracts/api-paths';
import { codeSentSchema } from '@copytrade/contracts/auth';
import { UPLOAD_LIMITS } from '@copytrade/contracts/constants';
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
import { sendError } from '../../platform/error-handler';
import { largeBodies } from '../uploads/upload-quota';
import { apiRouteConfig, defineRoute } from '../../platform/route';
import type { ProfileService } from './profile.service';

const TAGS = ['users'];

/**
 * The spec's 10 MB of image as base64 (13,981,016 characters) and 1 kB for the data URL prefix and the JSON
 * around it: Fastify stops reading a body past this (at once when Content-Length says so), and the
 * answer is AVATAR_TOO_LARGE like a picture found too large after decoding.
 */
export const AVATAR_BODY_LIMIT = Math.ceil(UPLOAD_LIMITS.AVATAR_MAX_BYTES / 3) * 4 + 1024;

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
    void app.register(avatarUploadRoute(profile));
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

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const IMAGE_OPENING = Buffer.from('{"image":"');

/**
 * The avatar body as the web sends it, `{"image":"data:...;base64,..."}`, read straight from the bytes:
 * the picture is one string without quotes or escapes, so it is taken as it is (latin1, which is ASCII
 * here) without JSON.parse, UTF-8 decoding or the prototype-poisoning scans of a 13 MB text, each of which
 * held the event loop for 10-20 ms per upload. Any other JSON goes through JSON.parse; the route's strict
 * schema then refuses whatever is not `{image: string}` (a `__proto__` key included).
 */
export function parseAvatarBody(body: Buffer): unknown {
  let start = 0;
  let end = body.length;
  while (start < end && body[start]! <= 0x20) start += 1;
  while (end > start && body[end - 1]! <= 0x20) end -= 1;
  const valueStart = start + IMAGE_OPENING.length;
  const closing = body.indexOf(QUOTE, valueStart);
  const fastPath =
    body.subarray(start, valueStart).equals(IMAGE_OPENING) &&
    closing === end - 2 &&
    body[end - 1] === 0x7d &&
    body.indexOf(BACKSLASH, valueStart) === -1;
  if (fastPath) return { image: body.toString('latin1', valueStart, closing) };
  return JSON.parse(body.toString('utf8')) as unknown;
}

/**
 * `uploadAvatar`, in a context of its own: its JSON parser reads the big body cheaply (`parseAvatarBody`)
 * and its error handler names a body over the limit.
 */
function avatarUploadRoute(profile: ProfileService) {
  const routes: FastifyPluginCallback = (app, _options, done) => {
    // Bodies wait their turn before they are read, and hold it until the answer has gone (or the client).
    app.addHook('preParsing', async (_req, reply, payload) => {
      let closed = false;
      let release: (() => void) | null = null;
      reply.raw.once('close', () => {
        closed = true;
        release?.();
      });
      release = await largeBodies.acquire();
      if (closed) release();
      return payload;
    });
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: AVATAR_BODY_LIMIT },
      (_req, body: Buffer, parsed) => {
        try {
          parsed(null, parseAvatarBody(body));
        } catch {
          parsed(Object.assign(new Error('the body is not JSON'), { statusCode: 400 }), undefined);
        }
      },
    );
    app.setErrorHandler((error: FastifyError, req, reply) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return sendError(req, reply, 'AVATAR_TOO_LARGE');
      // Everything else goes to the app's error handler.
      throw error;
    });
    defineRoute(app, {
      api: API.uploadAvatar,
      tags: TAGS,
      summary: 'Upload a new avatar (data URL or base64): PNG, JPEG, WebP or GIF by content, at most 10 MB',
      description:
        'Stored re-encoded as a 256x256 WebP without metadata. 32004 locked by the operator, 32005 larger than 10 MB (a body over 10 MB of base64 is refused while it is read), 32006 not an accepted image, 32007 damaged image; 28013 the daily upload quota (50 images or 50 MB, base64Pic included), 28014 already 3 uploads in progress.',
      body: uploadAvatarBodySchema,
      bodyLimit: AVATAR_BODY_LIMIT,
      response: avatarResultSchema,
      handler: async (req) => [await profile.uploadAvatar(req.site, callerOf(req), req.body)],
    });
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

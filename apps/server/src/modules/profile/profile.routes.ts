import type { FastifyError, FastifyPluginCallback, FastifyRequest } from 'fastify';
import { API } from '@copytrade/contracts/api-paths';
import { UPLOAD_LIMITS } from '@copytrade/contracts/constants';
import { callerOf } from '../../platform/context';
import { sendError } from '../../platform/error-handler';
import { largeBodies } from '../uploads/upload-quota';
import { defineFileRoute, defineRoute } from '../../platform/route';
import type { ProfileService } from './profile.service';

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
    defineRoute(app, API.completeCommunityUserInfo, {
      handler: async (req) => [await profile.updateBasics(req.site, callerOf(req), req.locale, req.body)],
    });
    void app.register(avatarUploadRoute(profile));
    // The image itself, not the envelope (errors still answer the envelope).
    defineFileRoute(app, API.queryAvatar, async (req, reply) => {
      const file = await profile.avatar(req.site, req.query.userId, req.query.v, req.query.size);
      return (
        reply
          .header('Content-Type', file.mime)
          .header('X-Content-Type-Options', 'nosniff')
          .header('Content-Disposition', 'inline')
          // Public like the nickname: a web app served from another origin (VITE_API_BASE) may show it.
          .header('Cross-Origin-Resource-Policy', 'cross-origin')
          .header('Cache-Control', file.fresh ? 'public, max-age=31536000, immutable' : 'public, max-age=300')
          .send(file.data)
      );
    });
    for (const api of [API.updatePassword, API.mamUpdatePassword]) {
      defineRoute(app, api, {
        handler: async (req) => [await profile.changePassword(req.site, callerOf(req), req.body)],
      });
    }
    defineRoute(app, API.sendEmailCode, {
      handler: async (req) => [
        await profile.sendContactCode(
          req.site,
          callerOf(req),
          { kind: 'email', address: req.query.email },
          meta(req),
        ),
      ],
    });
    defineRoute(app, API.sendPhoneCode, {
      handler: async (req) => [
        await profile.sendContactCode(
          req.site,
          callerOf(req),
          { kind: 'phone', address: req.query.phone },
          meta(req),
        ),
      ],
    });
    defineRoute(app, API.querySessions, {
      handler: (req) => profile.sessions(req.site, callerOf(req)),
    });
    defineRoute(app, API.queryTradeSettings, {
      handler: async (req) => [await profile.tradeSettings(req.site, callerOf(req))],
    });
    defineRoute(app, API.updateTradeSettings, {
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
    defineRoute(app, API.uploadAvatar, {
      bodyLimit: AVATAR_BODY_LIMIT,
      handler: async (req) => [await profile.uploadAvatar(req.site, callerOf(req), req.body)],
    });
    done();
  };
  return routes;
}

/** `modifyemail` and `updatephone`: GET with the new address, its code and the current password. */
function secretQueryRoutes(profile: ProfileService) {
  const routes: FastifyPluginCallback = (app, _options, done) => {
    for (const api of [API.modifyemail, API.mamModifyemail]) {
      defineRoute(app, api, {
        handler: async (req) => [
          await profile.changeContact(req.site, callerOf(req), {
            contact: { kind: 'email', address: req.query.email },
            code: req.query.code,
            password: req.query.password,
          }),
        ],
      });
    }
    for (const api of [API.updatephone, API.mamUpdatePhone]) {
      defineRoute(app, api, {
        handler: async (req) => [
          await profile.changeContact(req.site, callerOf(req), {
            contact: { kind: 'phone', address: req.query.phone },
            code: req.query.code,
            password: req.query.password,
          }),
        ],
      });
    }
    done();
  };
  return routes;
}

import type { FastifyError, FastifyInstance } from 'fastify';
import { BRIDGE_EXCHANGE_PATH, BRIDGE_LIMITS, type BridgeError } from '@copytrade/contracts/bridge';
import type { BridgeHub } from './hub';

/** The key of `Authorization: Bearer <key>`, or '' (a 401 like any wrong key). */
function bearerOf(header: string | undefined): string {
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header ?? '');
  return match?.[1] ?? '';
}

/**
 * `POST /bridge/v1/exchange`, the EA bridge's one route. It sits outside the site's API: no site header,
 * no user token, and its own small error bodies (the protocol's, which the EA reads) instead of the
 * envelope. The body limit is the protocol's; what the body parser refuses answers in the same words.
 */
export function registerBridgeRoutes(app: FastifyInstance, hub: BridgeHub): void {
  app.post(BRIDGE_EXCHANGE_PATH, {
    bodyLimit: BRIDGE_LIMITS.BODY_BYTES,
    errorHandler(error: FastifyError, req, reply) {
      if (error.statusCode === 413) {
        void reply.status(413).send({ error: 'too_large' } satisfies BridgeError);
      } else if (error.statusCode !== undefined && error.statusCode < 500) {
        // Not JSON, or not sent as JSON. The parser's text may quote the body, so it is not echoed.
        req.log.info({ code: error.code }, 'bridge: body refused');
        void reply
          .status(400)
          .send({ error: 'bad_message', detail: 'the body is not JSON' } satisfies BridgeError);
      } else {
        req.log.error({ err: error }, 'bridge: exchange failed');
        void reply.status(500).send({ error: 'internal' });
      }
    },
    handler: async (req, reply) => {
      const answer = await hub.exchange(bearerOf(req.headers.authorization), req.body, req.ip);
      return reply.status(answer.status).send(answer.body);
    },
  });
}

import { readFile } from 'node:fs/promises';
import type { FastifyError, FastifyInstance } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BRIDGE_EXCHANGE_PATH,
  BRIDGE_LIMITS,
  bridgeErrorSchema,
  bridgeExchangeResponseSchema,
  type BridgeError,
} from '@copytrade/contracts/bridge';
import type { BridgeHub } from './hub';

/** The EA's source in the repository (bridge/ea), which the site offers for download. */
const EA_SOURCE = new URL('../../../../../bridge/ea/CopyTradeBridge.mq4', import.meta.url);
export const EA_DOWNLOAD_PATH = '/bridge/v1/ea/CopyTradeBridge.mq4';

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
  app.get(EA_DOWNLOAD_PATH, { schema: { hide: true } }, async (_req, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('content-disposition', 'attachment; filename="CopyTradeBridge.mq4"')
      .header('cache-control', 'no-cache')
      .send(await readFile(EA_SOURCE)),
  );
  // Its own scope: the answers are serialized by their zod schemas whatever the instance it is mounted on.
  void app.register((scope, _options, done) => {
    scope.setSerializerCompiler(serializerCompiler);
    scope.withTypeProvider<ZodTypeProvider>().post(BRIDGE_EXCHANGE_PATH, {
      bodyLimit: BRIDGE_LIMITS.BODY_BYTES,
      // Documented for the OpenAPI page; the hub validates the body itself (its errors are the protocol's).
      schema: {
        operationId: 'bridgeExchange',
        tags: ['bridge'],
        summary: "An EA's exchange: its messages up, its commands down (EA bridge protocol v1)",
        description:
          'Authorization: Bearer <bridge key>. The EA sends its boot, the last command seq it received and its messages in order; the answer acknowledges them and carries the commands to run. 400 bad_message, 401 bad_key, 409 account_mismatch, 413 too_large (256 KB), 429 too_fast. See docs/ea-bridge-protocol.md.',
        response: {
          200: bridgeExchangeResponseSchema,
          400: bridgeErrorSchema,
          401: bridgeErrorSchema,
          409: bridgeErrorSchema,
          413: bridgeErrorSchema,
          429: bridgeErrorSchema,
          500: z.strictObject({ error: z.literal('internal') }),
        },
      },
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
        void reply.code(answer.status);
        return answer.body;
      },
    });
    done();
  });
}

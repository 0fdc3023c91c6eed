import {
  devBridgeTerminalBodySchema,
  devBridgeTerminalSchema,
  devDisconnectQuerySchema,
  devTradeQuerySchema,
  devTradeResultSchema,
} from '../accounts';
import { outboxItemSchema } from '../auth';
import { endpoint, noQuery } from '../endpoint';
import { emptySchema } from '../envelope';

/**
 * The dev module's calls (server: apps/server/src/modules/dev). The server registers them only with
 * DEV_ROUTES=true, never in production; without it they answer the 404 envelope.
 */
export const devApi = {
  devOutbox: endpoint({
    method: 'GET',
    path: '/community/front/dev/outbox',
    tags: ['development'],
    summary: 'Development outbox: mail and text messages captured instead of sent',
    description: "Public, only with DEV_ROUTES=true. The site's 50 newest captured messages, newest first.",
    query: noQuery,
    response: outboxItemSchema,
  }),
  devSimDisconnect: endpoint({
    method: 'GET',
    path: '/community/front/dev/simDisconnect',
    tags: ['development'],
    summary: "Simulator: drop an account's server link for some seconds",
    description:
      'Public, only with DEV_ROUTES=true and the built-in MT4 simulator (404 without it). No account of the site with this mtId: 404.',
    query: devDisconnectQuerySchema,
    response: emptySchema,
  }),
  devSimTrade: endpoint({
    method: 'GET',
    path: '/community/front/dev/simTrade',
    tags: ['development'],
    summary: 'Simulator: make an account trade as if from its own terminal',
    description:
      'Public, only with DEV_ROUTES=true and the built-in MT4 simulator (404 without it). Opens, half-closes or closes a position; a requote, off quotes or busy context is retried up to 8 times, waiting 0.1 s more each time, any other refusal of the broker is 40900. No account of the site with this mtId: 404.',
    query: devTradeQuerySchema,
    response: devTradeResultSchema,
  }),
  devBridgeTerminal: endpoint({
    method: 'POST',
    path: '/community/front/dev/bridgeTerminal',
    tags: ['development'],
    summary: 'Simulator: a simulated MT4 terminal running the bridge EA with a key',
    description:
      "Public, only with DEV_ROUTES=true and the built-in MT4 simulator (404 without it). Opens a new demo account on the simulator's server and runs the fake EA (the protocol's bytes over this server's own address) with the key until the server stops; the bind dialog then sees it connect. A server the simulator does not have: 40900.",
    body: devBridgeTerminalBodySchema,
    response: devBridgeTerminalSchema,
  }),
};

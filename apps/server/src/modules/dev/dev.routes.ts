import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyPluginCallback } from 'fastify';
import { API } from '@copytrade/contracts/api-paths';
import { formatLots } from '@copytrade/units/lots';
import type { SimControl } from '../../app';
import { AppError } from '../../platform/app-error';
import { defineRoute } from '../../platform/route';
import type { AccountService } from '../accounts/account.service';
import type { OutboxService } from '../outbox/outbox.service';
import type { SimulatedTerminals } from '../../trading/bridge/simulated-terminals';

/** How often the simulator's trade control tries a refusal that executed nothing, and the first wait. */
const DEV_TRADE_TRIES = 8;
const DEV_TRADE_RETRY_MS = 100;

/** Development only (registered with DEV_ROUTES=true, never in production): the outbox, simulator controls. */
export function devRoutes(deps: {
  accounts: AccountService;
  outbox: OutboxService;
  simControl: SimControl | undefined;
  bridgeTerminals: SimulatedTerminals;
}) {
  const routes: FastifyPluginCallback = (app, _options, done) => {
    defineRoute(app, API.devOutbox, {
      handler: async (req) => {
        const rows = await deps.outbox.recent(req.site, 50);
        return rows.map((r) => ({
          id: r.id,
          channel: r.channel === 'sms' ? ('sms' as const) : ('email' as const),
          to: r.recipient,
          subject: r.subject,
          text: r.body,
          createTime: r.createdAt.getTime(),
        }));
      },
    });
    defineRoute(app, API.devSimDisconnect, {
      handler: async (req) => {
        if (!deps.simControl) throw new AppError('NOT_FOUND');
        const where = await deps.accounts.whereIs(req.site, req.query.mtId);
        deps.simControl.dropConnection(where.server, where.login, req.query.seconds * 1000);
        return [];
      },
    });
    defineRoute(app, API.devSimTrade, {
      handler: async (req) => {
        if (!deps.simControl) throw new AppError('NOT_FOUND');
        const where = await deps.accounts.whereIs(req.site, req.query.mtId);
        const control = deps.simControl;
        // A terminal's user tries again after a requote, off quotes or a busy trade context (136, 138,
        // 146: nothing was executed); the simulator draws them at random, so the journeys would flake. Off
        // quotes lasts until the next tick, which a busy machine may deliver late: each try waits longer.
        for (let attempt = 1; ; attempt += 1) {
          try {
            const done = await control.devTrade(where.server, where.login, req.query);
            return [{ ticket: done.ticket, lots: formatLots(done.lots) }];
          } catch (error) {
            const retryable = /broker refused: (136|138|146)\b/.test(String(error));
            if (!retryable || attempt >= DEV_TRADE_TRIES) {
              throw new AppError('CONFLICT', { detail: String(error) });
            }
            await sleep(DEV_TRADE_RETRY_MS * attempt);
          }
        }
      },
    });
    defineRoute(app, API.devBridgeTerminal, {
      handler: async (req) => {
        const control = deps.simControl;
        if (!control?.createDemoAccount) throw new AppError('NOT_FOUND');
        const { key, server, deposit } = req.body;
        let login: string;
        try {
          ({ login } = await control.createDemoAccount(server, {
            name: 'Bridge Demo',
            leverage: 100,
            deposit: `${deposit}.00`,
          }));
        } catch (error) {
          throw new AppError('CONFLICT', { detail: String(error) });
        }
        deps.bridgeTerminals.start(key, { world: control.world(), server, login: Number(login) });
        return [{ server, login }];
      },
    });
    done();
  };
  return routes;
}

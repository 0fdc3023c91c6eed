/**
 * The world as its bots see it (bots.ts, BotHost): quotes in points, their own orders, the account's
 * money, and trade requests that go through the same pipeline as a client's.
 */
import type { BotHost, BotOrderView } from './bots';
import { Dec, convert } from './money';
import { submit } from './requests';
import { findAccount, marketCheck, type OrderRt, type WorldCore } from './runtime';
import { conversion, figures, marginFor, quotePts, rates } from './valuation';

function view(o: OrderRt): BotOrderView {
  return {
    ticket: o.ticket,
    type: o.type,
    symbol: o.sym.spec.symbol,
    lots: o.lots,
    openTime: o.openTime,
    openPoints: o.openPts,
    pending: o.state === 'pending',
    comment: o.comment,
  };
}

export function botHost(core: WorldCore): BotHost {
  return {
    now: () => core.time,
    quote: (server, symbol) => {
      const sym = core.servers.get(server)?.symbols.get(symbol);
      return sym && marketCheck(core, sym) === 0 ? quotePts(sym) : null;
    },
    symbol: (server, symbol) => core.servers.get(server)?.symbols.get(symbol)?.spec,
    market: (standardSymbol) => core.marketSpecs.get(standardSymbol),
    outlook: (standardSymbol) => core.markets.get(standardSymbol)?.outlook ?? 1,
    orders: (server, login, magic) =>
      (findAccount(core, server, login)?.acc.orders ?? []).filter((o) => o.magic === magic).map(view),
    equity: (server, login) => {
      const found = findAccount(core, server, login);
      return found ? figures(found.acc).equity : new Dec(0);
    },
    freeMargin: (server, login) => {
      const found = findAccount(core, server, login);
      if (!found) return new Dec(0);
      const { equity, margin } = figures(found.acc);
      return equity.minus(margin);
    },
    valuePerPoint: (server, login, symbol) => {
      const found = findAccount(core, server, login);
      const sym = found?.srv.symbols.get(symbol);
      if (!found || !sym) return null;
      const path = conversion(found.srv, sym.spec.quoteCurrency, found.acc.currency);
      return path ? convert(new Dec(sym.spec.point).times(sym.spec.contractSize), rates(path)) : null;
    },
    marginPerLot: (server, login, symbol) => {
      const found = findAccount(core, server, login);
      const sym = found?.srv.symbols.get(symbol);
      return found && sym ? marginFor(found.acc, sym, 100) : null;
    },
    busy: (server, login) => (findAccount(core, server, login)?.acc.inFlight ?? 0) > 0,
    send: (server, login, request) => {
      submit(core, server, login, 'bot', { action: 'send', send: request });
    },
    close: (server, login, ticket, request) => {
      submit(core, server, login, 'bot', { action: 'close', ticket, close: request });
    },
    modify: (server, login, ticket, request) => {
      submit(core, server, login, 'bot', { action: 'modify', ticket, modify: request });
    },
    remove: (server, login, ticket) => {
      submit(core, server, login, 'bot', { action: 'delete', ticket });
    },
  };
}

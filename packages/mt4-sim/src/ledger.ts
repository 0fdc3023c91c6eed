/**
 * Accounts and their cash: opening an account, and the balance (6) and credit (7) operations (deposit,
 * withdrawal, credit given or taken back) that enter the history beside closed orders.
 */
import { MT4_ERROR, SimError } from './errors';
import { Dec, money } from './money';
import { emit, emitAccount } from './reports';
import type { AccountRt, ServerRt, WorldCore } from './runtime';
import type { AccountInfo, NewAccount, SimOrder } from './types';
import { accountInfo, conversion } from './valuation';

/** A money amount with at most 2 places; RangeError naming `what` otherwise. */
export function parseMoney(amount: string, what: string): Dec {
  if (!/^-?\d+(\.\d{1,2})?$/.test(amount.trim()))
    throw new RangeError(`${what}: not a money amount: ${amount}`);
  return new Dec(amount.trim());
}

/** The account; SimError 65 (invalid account) when the server or the login is unknown. */
export function accountOf(core: WorldCore, server: string, login: number): { srv: ServerRt; acc: AccountRt } {
  const srv = core.servers.get(server);
  const acc = srv?.accounts.get(login);
  if (!srv || !acc) throw new SimError(MT4_ERROR.INVALID_ACCOUNT, `no account ${login} on ${server}`);
  return { srv, acc };
}

/** See `SimWorld.createAccount`. */
export function openAccount(core: WorldCore, server: string, account: NewAccount): AccountInfo {
  const srv = core.servers.get(server);
  if (!srv) throw new RangeError(`unknown server ${server}`);
  let login = account.login;
  if (login === undefined) {
    while (srv.accounts.has(srv.nextLogin)) srv.nextLogin += 1;
    login = srv.nextLogin;
    srv.nextLogin += 1;
  }
  if (!Number.isInteger(login) || login <= 0 || login > 99999999) throw new RangeError(`bad login ${login}`);
  if (srv.accounts.has(login)) throw new RangeError(`login ${login} exists on ${server}`);
  if (!Number.isInteger(account.leverage) || account.leverage < 1) throw new RangeError('bad leverage');
  for (const sym of srv.symbols.values()) {
    if (!conversion(srv, sym.spec.quoteCurrency, account.currency)) {
      throw new RangeError(`${server} cannot convert ${sym.spec.quoteCurrency} to ${account.currency}`);
    }
  }
  const balance = parseMoney(account.balance, 'balance');
  const credit = parseMoney(account.credit ?? '0', 'credit');
  if (balance.isNegative() || credit.isNegative()) throw new RangeError('negative initial amount');
  const acc: AccountRt = {
    login,
    name: account.name,
    passwordHash: core.hash(account.password),
    investorHash: core.hash(account.investorPassword),
    leverage: account.leverage,
    currency: account.currency,
    balance: new Dec(0),
    credit: new Dec(0),
    cashF: 0,
    orders: [],
    openCount: 0,
    history: [],
    inFlight: 0,
  };
  srv.accounts.set(login, acc);
  emitAccount(core, srv, acc, 'created');
  if (balance.gt(0)) balanceOperation(core, srv, acc, 6, balance, 'Initial deposit');
  if (credit.gt(0)) balanceOperation(core, srv, acc, 7, credit, 'Credit');
  return accountInfo(srv, acc);
}

/** Enters a balance (6) or credit (7) operation of `amount` in the history, with its events. */
export function balanceOperation(
  core: WorldCore,
  srv: ServerRt,
  acc: AccountRt,
  type: 6 | 7,
  amount: Dec,
  comment: string,
): SimOrder {
  const ticket = srv.nextTicket;
  srv.nextTicket += 1;
  if (type === 6) acc.balance = acc.balance.plus(amount);
  else acc.credit = acc.credit.plus(amount);
  acc.cashF = acc.balance.plus(acc.credit).toNumber();
  const order: SimOrder = {
    ticket,
    login: acc.login,
    type,
    symbol: '',
    lots: 0,
    openTime: core.time,
    openPrice: '0',
    sl: '0',
    tp: '0',
    closeTime: core.time,
    closePrice: '0',
    commission: '0.00',
    swap: '0.00',
    profit: money(amount),
    comment,
    magic: 0,
    expiration: 0,
    state: 'closed',
  };
  acc.history.push(order);
  emit(core, {
    type: 'balance',
    time: core.time,
    server: srv.spec.name,
    login: acc.login,
    order: { ...order },
  });
  emitAccount(core, srv, acc, type === 6 ? 'balance' : 'credit');
  return { ...order };
}

/**
 * MetaApi's vocabulary against the gateway port's (gateway.ts): the SDK speaks numbers (lots 0.4, prices
 * 1.08345, money 12.3) and MT5-style names (POSITION_TYPE_BUY, DEAL_ENTRY_OUT, TRADE_RETCODE_REQUOTE); the
 * port speaks integer hundredths, decimal text and MT4 order types and error codes. Numbers are turned
 * into text here, once, at the edge.
 */
import { formatLots, parseLots } from '@copytrade/units/lots';
import { formatMoney, roundMoney } from '@copytrade/units/money';
import type { AccountFigures, GatewayOrder, GatewaySymbol, TradeResult } from '../gateway';
import { symbolTypeOf } from '../bridge/wire';
import type {
  MetaApiError,
  MetatraderAccountInformation,
  MetatraderDeal,
  MetatraderOrder,
  MetatraderPosition,
  MetatraderSymbolSpecification,
} from './sdk-types';

/** A ticket from a MetaApi id (a string of digits for MT4); NaN ids are refused by the caller. */
export function ticketOf(id: string | number): number {
  return typeof id === 'number' ? id : Number(id);
}

/**
 * The SDK's number as decimal text with `places` decimals: the one place a MetaApi float becomes text
 * (lots, prices and money are then parsed by @copytrade/units and never handled as floats again).
 */
export function decimalOf(value: number, places: number): string {
  // eslint-disable-next-line no-restricted-syntax -- the SDK speaks floats; this is the edge where they become text
  return value.toFixed(places);
}

/** Hundredths of a lot from the SDK's volume (0.4 -> 40). */
export function lotsFromVolume(volume: number): number {
  return parseLots(decimalOf(Math.abs(volume), 2)) ?? 0;
}

/** The SDK's volume from hundredths (40 -> 0.4). */
export function volumeOf(lots: number): number {
  return Number(formatLots(lots));
}

/** Money text with 2 places from the SDK's number, rounded half away from zero. */
export function moneyText(value: number | undefined): string {
  return formatMoney(roundMoney(decimalOf(value ?? 0, 6)));
}

/** Price text with the symbol's digits ('0' with them when there is no price, as MT4 writes it). */
export function priceText(value: number | undefined, digits: number): string {
  return decimalOf(value ?? 0, digits);
}

/** The SDK's price from the port's text (undefined for none: '0' or absent). */
export function priceOf(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text);
  return value === 0 || !Number.isFinite(value) ? undefined : value;
}

/** MT4 order types by MetaApi's names (positions, pending orders and deals). */
const ORDER_TYPES: Record<string, number> = {
  POSITION_TYPE_BUY: 0,
  POSITION_TYPE_SELL: 1,
  ORDER_TYPE_BUY: 0,
  ORDER_TYPE_SELL: 1,
  ORDER_TYPE_BUY_LIMIT: 2,
  ORDER_TYPE_SELL_LIMIT: 3,
  ORDER_TYPE_BUY_STOP: 4,
  ORDER_TYPE_SELL_STOP: 5,
  DEAL_TYPE_BUY: 0,
  DEAL_TYPE_SELL: 1,
  DEAL_TYPE_BALANCE: 6,
  DEAL_TYPE_CREDIT: 7,
};

export function orderTypeOf(name: string): number | null {
  return ORDER_TYPES[name] ?? null;
}

/** The decimals of a symbol, from what the session knows (5 when it knows nothing). */
export type DigitsOf = (symbol: string) => number;

/** The comment as MT4 holds it: the broker's (`from #12`, `[sl]`) when the SDK has it, else the client's. */
function commentOf(o: { comment?: string; brokerComment?: string }): string {
  return o.brokerComment ?? o.comment ?? '';
}

export function orderFromPosition(p: MetatraderPosition, digits: DigitsOf): GatewayOrder {
  const d = digits(p.symbol);
  return {
    ticket: ticketOf(p.id),
    type: orderTypeOf(p.type) ?? 0,
    symbol: p.symbol,
    lots: lotsFromVolume(p.volume),
    openTime: p.time.getTime(),
    openPrice: priceText(p.openPrice, d),
    sl: priceText(p.stopLoss, d),
    tp: priceText(p.takeProfit, d),
    closeTime: null,
    closePrice: priceText(p.currentPrice, d),
    commission: moneyText(p.commission),
    swap: moneyText(p.swap),
    profit: moneyText(p.unrealizedProfit ?? p.profit),
    comment: commentOf(p),
    magic: p.magic ?? 0,
    state: 'open',
  };
}

/** A pending order (open) or a history order (deleted when `doneTime` is set). */
export function orderFromPending(o: MetatraderOrder, digits: DigitsOf): GatewayOrder {
  const d = digits(o.symbol);
  return {
    ticket: ticketOf(o.id),
    type: orderTypeOf(o.type) ?? 2,
    symbol: o.symbol,
    lots: lotsFromVolume(o.volume),
    openTime: o.time.getTime(),
    openPrice: priceText(o.openPrice, d),
    sl: priceText(o.stopLoss, d),
    tp: priceText(o.takeProfit, d),
    closeTime: o.doneTime ? o.doneTime.getTime() : null,
    closePrice: priceText(o.currentPrice, d),
    commission: '0.00',
    swap: '0.00',
    profit: '0.00',
    comment: commentOf(o),
    magic: o.magic ?? 0,
    state: o.doneTime ? 'deleted' : 'pending',
  };
}

/** A balance or credit operation (MT4 order types 6 and 7) from its deal. */
export function orderFromBalanceDeal(deal: MetatraderDeal): GatewayOrder {
  const time = deal.time.getTime();
  return {
    ticket: ticketOf(deal.id),
    type: orderTypeOf(deal.type) ?? 6,
    symbol: '',
    lots: 0,
    openTime: time,
    openPrice: '0',
    sl: '0',
    tp: '0',
    closeTime: time,
    closePrice: '0',
    commission: '0.00',
    swap: '0.00',
    profit: moneyText(deal.profit),
    comment: commentOf(deal),
    magic: 0,
    state: 'closed',
  };
}

export function isBalanceDeal(deal: MetatraderDeal): boolean {
  return deal.type === 'DEAL_TYPE_BALANCE' || deal.type === 'DEAL_TYPE_CREDIT';
}

export function isClosingDeal(deal: MetatraderDeal): boolean {
  return deal.entryType === 'DEAL_ENTRY_OUT' || deal.entryType === 'DEAL_ENTRY_OUT_BY';
}

/**
 * A closed order (or the closed part of one) from what was known of it open and its closing deal: the
 * deal's volume, price, time, and its profit, swap and commission.
 */
export function closedFrom(open: GatewayOrder, deal: MetatraderDeal, digits: DigitsOf): GatewayOrder {
  const d = digits(open.symbol);
  return {
    ...open,
    lots: deal.volume === undefined ? open.lots : lotsFromVolume(deal.volume),
    closeTime: deal.time.getTime(),
    closePrice: priceText(deal.price, d),
    commission: moneyText(deal.commission),
    swap: moneyText(deal.swap),
    profit: moneyText(deal.profit),
    state: 'closed',
  };
}

/** The figures MT4 shows, from MetaApi's account information (profit = equity - balance - credit). */
export function figuresFrom(info: MetatraderAccountInformation): AccountFigures {
  const balance = roundMoney(decimalOf(info.balance, 6));
  const credit = roundMoney(decimalOf(info.credit ?? 0, 6));
  const equity = roundMoney(decimalOf(info.equity, 6));
  return {
    name: info.name,
    currency: info.currency,
    leverage: info.leverage,
    balance: formatMoney(balance),
    credit: formatMoney(credit),
    equity: formatMoney(equity),
    margin: moneyText(info.margin),
    freeMargin: moneyText(info.freeMargin),
    marginLevel: info.margin ? moneyText(info.marginLevel) : '0',
    profit: formatMoney(equity - balance - credit),
  };
}

export function symbolFrom(spec: MetatraderSymbolSpecification): GatewaySymbol {
  return {
    symbol: spec.symbol,
    description: spec.description,
    symbolType: symbolTypeOf(spec.symbol),
    digits: spec.digits,
    contractSize: String(spec.contractSize),
    minLot: lotsFromVolume(spec.minVolume),
    maxLot: lotsFromVolume(spec.maxVolume),
    lotStep: Math.max(1, lotsFromVolume(spec.volumeStep)),
  };
}

/**
 * Margin of 1.00 lot in the account's currency where the specification and the price tell it without a
 * conversion rate: forex and CFD-leverage symbols whose margin currency is the account's (contract size /
 * leverage) or whose profit currency is (contract size x ask / leverage). Null otherwise.
 */
export function marginFromSpec(
  spec: MetatraderSymbolSpecification,
  ask: number | undefined,
  account: { currency: string; leverage: number },
): string | null {
  const leveraged =
    spec.priceCalculationMode === 'SYMBOL_CALC_MODE_FOREX' ||
    spec.priceCalculationMode === 'SYMBOL_CALC_MODE_CFDLEVERAGE';
  if (!leveraged || account.leverage <= 0) return null;
  if (spec.priceCalculationMode === 'SYMBOL_CALC_MODE_FOREX' && spec.marginCurrency === account.currency)
    return moneyText(spec.contractSize / account.leverage);
  if (ask !== undefined && (spec.profitCurrency ?? '') === account.currency)
    return moneyText((spec.contractSize * ask) / account.leverage);
  return null;
}

/** MT4 128: no answer in time, the outcome is unknown (the copier looks before it sends again). */
export const UNKNOWN_OUTCOME = 128;

/**
 * MetaApi trade return codes (MT5's TRADE_RETCODE_* names, which MetaApi uses for MT4 accounts too) to
 * the MT4 error codes the port speaks. A code not listed that is already an MT4 code (1..150, 4108) is
 * passed on; any other refusal is 2 (common error).
 */
export const TRADE_CODES: Record<string, { mt4: number; meaning: string }> = {
  TRADE_RETCODE_REQUOTE: { mt4: 138, meaning: 'requote' },
  TRADE_RETCODE_REJECT: { mt4: 2, meaning: 'request rejected' },
  TRADE_RETCODE_CANCEL: { mt4: 2, meaning: 'request canceled by the trader' },
  TRADE_RETCODE_ERROR: { mt4: 2, meaning: 'request processing error' },
  TRADE_RETCODE_TIMEOUT: { mt4: UNKNOWN_OUTCOME, meaning: 'request canceled by timeout' },
  TRADE_RETCODE_INVALID: { mt4: 3, meaning: 'invalid request' },
  TRADE_RETCODE_INVALID_VOLUME: { mt4: 131, meaning: 'invalid volume' },
  TRADE_RETCODE_INVALID_PRICE: { mt4: 129, meaning: 'invalid price' },
  TRADE_RETCODE_INVALID_STOPS: { mt4: 130, meaning: 'invalid stops' },
  TRADE_RETCODE_TRADE_DISABLED: { mt4: 133, meaning: 'trade disabled' },
  TRADE_RETCODE_MARKET_CLOSED: { mt4: 132, meaning: 'market closed' },
  TRADE_RETCODE_NO_MONEY: { mt4: 134, meaning: 'not enough money' },
  TRADE_RETCODE_PRICE_CHANGED: { mt4: 135, meaning: 'price changed' },
  TRADE_RETCODE_PRICE_OFF: { mt4: 136, meaning: 'off quotes' },
  TRADE_RETCODE_INVALID_EXPIRATION: { mt4: 147, meaning: 'expiration denied' },
  TRADE_RETCODE_ORDER_CHANGED: { mt4: 2, meaning: 'order state changed' },
  TRADE_RETCODE_TOO_MANY_REQUESTS: { mt4: 141, meaning: 'too many requests' },
  TRADE_RETCODE_SERVER_DISABLES_AT: { mt4: 133, meaning: 'autotrading disabled by the server' },
  TRADE_RETCODE_CLIENT_DISABLES_AT: { mt4: 133, meaning: 'autotrading disabled by the terminal' },
  TRADE_RETCODE_LOCKED: { mt4: 139, meaning: 'order locked' },
  TRADE_RETCODE_FROZEN: { mt4: 145, meaning: 'order or position frozen' },
  TRADE_RETCODE_INVALID_FILL: { mt4: 3, meaning: 'invalid filling mode' },
  TRADE_RETCODE_CONNECTION: { mt4: 6, meaning: 'no connection with the trade server' },
  TRADE_RETCODE_ONLY_REAL: { mt4: 133, meaning: 'live accounts only' },
  TRADE_RETCODE_LIMIT_ORDERS: { mt4: 148, meaning: 'too many orders' },
  TRADE_RETCODE_LIMIT_VOLUME: { mt4: 131, meaning: 'volume limit reached' },
  TRADE_RETCODE_INVALID_ORDER: { mt4: 3, meaning: 'invalid order type' },
  TRADE_RETCODE_POSITION_CLOSED: { mt4: 4108, meaning: 'position already closed' },
  TRADE_RETCODE_INVALID_CLOSE_VOLUME: { mt4: 131, meaning: 'close volume exceeds the position' },
  TRADE_RETCODE_LIMIT_POSITIONS: { mt4: 148, meaning: 'too many positions' },
  TRADE_RETCODE_LONG_ONLY: { mt4: 133, meaning: 'long positions only' },
  TRADE_RETCODE_SHORT_ONLY: { mt4: 133, meaning: 'short positions only' },
  TRADE_RETCODE_CLOSE_ONLY: { mt4: 133, meaning: 'closing only' },
  TRADE_RETCODE_FIFO_CLOSE: { mt4: 150, meaning: 'FIFO rule' },
  ERR_TRADE_POSITION_NOT_FOUND: { mt4: 4108, meaning: 'no such position' },
  ERR_TRADE_ORDER_NOT_FOUND: { mt4: 4108, meaning: 'no such order' },
};

/** MT5 numeric retcodes to their names, for a TradeError that carries only the number. */
const RETCODE_NAMES: Record<number, string> = {
  10004: 'TRADE_RETCODE_REQUOTE',
  10006: 'TRADE_RETCODE_REJECT',
  10007: 'TRADE_RETCODE_CANCEL',
  10011: 'TRADE_RETCODE_ERROR',
  10012: 'TRADE_RETCODE_TIMEOUT',
  10013: 'TRADE_RETCODE_INVALID',
  10014: 'TRADE_RETCODE_INVALID_VOLUME',
  10015: 'TRADE_RETCODE_INVALID_PRICE',
  10016: 'TRADE_RETCODE_INVALID_STOPS',
  10017: 'TRADE_RETCODE_TRADE_DISABLED',
  10018: 'TRADE_RETCODE_MARKET_CLOSED',
  10019: 'TRADE_RETCODE_NO_MONEY',
  10020: 'TRADE_RETCODE_PRICE_CHANGED',
  10021: 'TRADE_RETCODE_PRICE_OFF',
  10022: 'TRADE_RETCODE_INVALID_EXPIRATION',
  10023: 'TRADE_RETCODE_ORDER_CHANGED',
  10024: 'TRADE_RETCODE_TOO_MANY_REQUESTS',
  10026: 'TRADE_RETCODE_SERVER_DISABLES_AT',
  10027: 'TRADE_RETCODE_CLIENT_DISABLES_AT',
  10028: 'TRADE_RETCODE_LOCKED',
  10029: 'TRADE_RETCODE_FROZEN',
  10030: 'TRADE_RETCODE_INVALID_FILL',
  10031: 'TRADE_RETCODE_CONNECTION',
  10032: 'TRADE_RETCODE_ONLY_REAL',
  10033: 'TRADE_RETCODE_LIMIT_ORDERS',
  10034: 'TRADE_RETCODE_LIMIT_VOLUME',
  10035: 'TRADE_RETCODE_INVALID_ORDER',
  10036: 'TRADE_RETCODE_POSITION_CLOSED',
  10038: 'TRADE_RETCODE_INVALID_CLOSE_VOLUME',
  10040: 'TRADE_RETCODE_LIMIT_POSITIONS',
  10042: 'TRADE_RETCODE_LONG_ONLY',
  10043: 'TRADE_RETCODE_SHORT_ONLY',
  10044: 'TRADE_RETCODE_CLOSE_ONLY',
  10045: 'TRADE_RETCODE_FIFO_CLOSE',
  4753: 'ERR_TRADE_POSITION_NOT_FOUND',
  4754: 'ERR_TRADE_ORDER_NOT_FOUND',
};

function isMt4Code(code: number | undefined): code is number {
  return code !== undefined && Number.isInteger(code) && ((code >= 1 && code <= 150) || code === 4108);
}

/**
 * A failed trade call as the port's answer. A TradeError is a refusal (the table above); a timeout or any
 * error the SDK does not name is an unknown outcome (128); errors saying the request never reached a
 * terminal are MT4 6 (no connection), 141 (too many requests) or 3 (invalid parameters).
 */
export function tradeFailure(err: unknown): Extract<TradeResult, { ok: false }> {
  const e = err as MetaApiError;
  const message = typeof e?.message === 'string' ? e.message : 'MetaApi trade failed';
  switch (e?.name) {
    case 'TradeError': {
      const name = e.stringCode ?? (e.numericCode === undefined ? undefined : RETCODE_NAMES[e.numericCode]);
      const known = name === undefined ? undefined : TRADE_CODES[name];
      if (known) return { ok: false, code: known.mt4, message };
      return { ok: false, code: isMt4Code(e.numericCode) ? e.numericCode : 2, message };
    }
    case 'NotConnectedError':
    case 'NotSynchronizedError':
      return { ok: false, code: 6, message };
    case 'TooManyRequestsError':
      return { ok: false, code: 141, message };
    case 'ValidationError':
      return { ok: false, code: 3, message };
    default:
      return { ok: false, code: UNKNOWN_OUTCOME, message };
  }
}

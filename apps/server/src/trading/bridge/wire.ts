/**
 * The bridge's wire (packages/contracts bridge.ts) against the gateway port's vocabulary (gateway.ts):
 * lots "0.10" <-> 10 hundredths, broker server time in seconds <-> UTC epoch milliseconds, a wire order
 * <-> GatewayOrder with its state, a wire symbol -> GatewaySymbol, trade requests -> commands.
 */
import type {
  BridgeFigures,
  BridgeHello,
  BridgeOrder,
  BridgeSymbol,
  BridgeTradeCommand,
} from '@copytrade/contracts/bridge';
import { formatLots, parseLots } from '@copytrade/units/lots';
import { isPendingType } from '@copytrade/units/mt4';
import { STANDARD_SYMBOLS } from '../../modules/accounts/standard-symbols';
import type { AccountFigures, GatewayOrder, GatewaySymbol, TradeRequest, TradeResult } from '../gateway';

/** A command as the adapter asks for it: the hub adds `seq` and `requestId`. */
export type TradeCommandInput = BridgeTradeCommand extends infer C
  ? C extends unknown
    ? Omit<C, 'seq' | 'requestId'>
    : never
  : never;

/** Hundredths of a lot from the wire's "0.10"; throws on anything else (the schema let only that in). */
export function lotsFromWire(text: string): number {
  const lots = parseLots(text);
  if (lots === null) throw new RangeError(`not lots: '${text}'`);
  return lots;
}

/** Hundredths to the wire's 2-place text: 10 -> "0.10". */
export function lotsToWire(hundredths: number): string {
  return formatLots(hundredths);
}

/** Broker server time offsets are whole quarters of an hour (UTC+2, UTC+3, UTC+5:45). */
const OFFSET_STEP_SECONDS = 15 * 60;

/**
 * The broker's offset from UTC in milliseconds, from one exchange's `time` (TimeCurrent) and `gmt`
 * (TimeGMT), rounded to the nearest quarter of an hour: TimeCurrent is the time of the last quote, which
 * lags the server's clock by seconds in a quiet market, and the terminal's own clock is off by a few.
 */
export function measureOffsetMs(time: number, gmt: number): number {
  const quarters = Math.round((time - gmt) / OFFSET_STEP_SECONDS);
  return quarters === 0 ? 0 : quarters * OFFSET_STEP_SECONDS * 1000; // never -0
}

/** Broker server seconds to UTC epoch ms (UTC = server time - offset). */
export function timeFromWire(seconds: number, offsetMs: number): number {
  return seconds * 1000 - offsetMs;
}

/** UTC epoch ms to broker server seconds (MQL4 datetime has no milliseconds). */
export function timeToWire(ms: number, offsetMs: number): number {
  return Math.floor((ms + offsetMs) / 1000);
}

/**
 * Where an order is, from what MQL4 tells: a close time of 0 is open (0, 1) or pending (2..5); with a close
 * time a trade is closed, a pending order deleted; balance and credit operations are history (closed).
 */
export function orderState(type: number, closeTime: number): GatewayOrder['state'] {
  if (type >= 6) return 'closed';
  if (closeTime === 0) return isPendingType(type) ? 'pending' : 'open';
  return isPendingType(type) ? 'deleted' : 'closed';
}

export function orderFromWire(order: BridgeOrder, offsetMs: number): GatewayOrder {
  return {
    ticket: order.ticket,
    type: order.type,
    symbol: order.symbol,
    lots: lotsFromWire(order.lots),
    openTime: timeFromWire(order.openTime, offsetMs),
    openPrice: order.openPrice,
    sl: order.sl,
    tp: order.tp,
    closeTime: order.closeTime === 0 ? null : timeFromWire(order.closeTime, offsetMs),
    closePrice: order.closePrice,
    commission: order.commission,
    swap: order.swap,
    profit: order.profit,
    comment: order.comment,
    magic: order.magic,
    state: orderState(order.type, order.closeTime),
  };
}

export function orderToWire(order: GatewayOrder, offsetMs: number): BridgeOrder {
  return {
    ticket: order.ticket,
    type: order.type,
    symbol: order.symbol,
    lots: lotsToWire(order.lots),
    openTime: timeToWire(order.openTime, offsetMs),
    openPrice: order.openPrice,
    sl: order.sl,
    tp: order.tp,
    closeTime: order.closeTime === null ? 0 : timeToWire(order.closeTime, offsetMs),
    closePrice: order.closePrice,
    commission: order.commission,
    swap: order.swap,
    profit: order.profit,
    comment: order.comment,
    magic: order.magic,
  };
}

/** The account's figures: money from a `figures` message, name, currency and leverage from the hello. */
export function figuresFromWire(
  figures: BridgeFigures,
  who: Pick<BridgeHello, 'name' | 'currency' | 'leverage'>,
): AccountFigures {
  return {
    name: who.name,
    currency: who.currency,
    leverage: who.leverage,
    balance: figures.balance,
    credit: figures.credit,
    equity: figures.equity,
    margin: figures.margin,
    freeMargin: figures.freeMargin,
    marginLevel: figures.marginLevel,
    profit: figures.profit,
  };
}

const CURRENCIES = new Set(
  'USD EUR GBP JPY CHF AUD NZD CAD CNH HKD SGD SEK NOK DKK PLN HUF CZK TRY ZAR MXN RUB ILS THB'.split(' '),
);

/**
 * The symbol type (1 forex, 2 metals, 3 indices, 4 energy, 5 crypto), which MQL4 does not report: the
 * standard symbol the name begins with ('EURUSD.m', 'XAUUSDpro'), else a guess from the name, else 3.
 */
export function symbolTypeOf(symbol: string): number {
  const name = symbol.toUpperCase().replace(/^[^A-Z0-9]+/, '');
  const standard = STANDARD_SYMBOLS.filter((s) => name.startsWith(s.symbol)).sort(
    (a, b) => b.symbol.length - a.symbol.length,
  )[0];
  if (standard) return standard.symbolType;
  if (/^(XAU|XAG|XPT|XPD|GOLD|SILVER)/.test(name)) return 2;
  if (/(OIL|BRENT|WTI|XTI|XBR|NGAS|NATGAS)/.test(name)) return 4;
  if (/^(BTC|ETH|LTC|XRP|BCH)/.test(name)) return 5;
  if (CURRENCIES.has(name.slice(0, 3)) && CURRENCIES.has(name.slice(3, 6))) return 1;
  return 3;
}

export function symbolFromWire(symbol: BridgeSymbol): GatewaySymbol {
  return {
    symbol: symbol.symbol,
    description: symbol.description,
    symbolType: symbolTypeOf(symbol.symbol),
    digits: symbol.digits,
    contractSize: symbol.contractSize,
    minLot: lotsFromWire(symbol.minLot),
    maxLot: lotsFromWire(symbol.maxLot),
    lotStep: lotsFromWire(symbol.lotStep),
  };
}

/**
 * OrderSend as a command. Without a price a market order is sent at the market ("0"); MT4's own defaults
 * fill the rest (no slippage allowance, no stops, no comment, magic 0).
 */
export function sendCommand(request: TradeRequest): TradeCommandInput {
  return {
    op: 'send',
    symbol: request.symbol,
    type: request.type,
    lots: lotsToWire(request.lots),
    price: request.price ?? '0',
    slippage: request.slippage ?? 0,
    sl: request.sl ?? '0',
    tp: request.tp ?? '0',
    comment: request.comment ?? '',
    magic: request.magic ?? 0,
  };
}

export function modifyCommand(ticket: number, change: { price?: string; sl?: string; tp?: string }) {
  return {
    op: 'modify',
    ticket,
    ...(change.price === undefined ? {} : { price: change.price }),
    ...(change.sl === undefined ? {} : { sl: change.sl }),
    ...(change.tp === undefined ? {} : { tp: change.tp }),
  } satisfies TradeCommandInput;
}

export function closeCommand(ticket: number, options?: { lots?: number; slippage?: number }) {
  return {
    op: 'close',
    ticket,
    ...(options?.lots === undefined ? {} : { lots: lotsToWire(options.lots) }),
    slippage: options?.slippage ?? 0,
  } satisfies TradeCommandInput;
}

export function removeCommand(ticket: number) {
  return { op: 'remove', ticket } satisfies TradeCommandInput;
}

/** A trade command's outcome as the hub resolves it: the EA's result with the offset of its exchange. */
export type TradeOutcome =
  | { ok: true; order: BridgeOrder; remainder?: BridgeOrder; offsetMs: number }
  | { ok: false; code: number; message: string };

export function tradeResultFromWire(outcome: TradeOutcome): TradeResult {
  if (!outcome.ok) return { ok: false, code: outcome.code, message: outcome.message };
  return {
    ok: true,
    order: orderFromWire(outcome.order, outcome.offsetMs),
    ...(outcome.remainder ? { remainder: orderFromWire(outcome.remainder, outcome.offsetMs) } : {}),
  };
}

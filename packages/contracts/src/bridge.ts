import { z } from 'zod';

/*
 * The EA bridge, protocol v1 (issue 16): an MQL4 expert advisor in each MT4 terminal polls the site with
 * `POST /bridge/v1/exchange` (WebRequest from its timer) and exchanges up-messages (EA -> server) for
 * commands (server -> EA). These schemas are the protocol's executable form, read by
 * the server's route and by the fake EA of the tests (docs/ea-bridge-protocol.md is the prose).
 *
 * Numbers on the wire are MT4's: lots are decimal text with 2 places ("0.10"), prices text with the
 * symbol's digits, money text with 2 places, times unix SECONDS in broker server time (the server converts
 * them with the offset it measures in each exchange). Every object is strict: an unknown field is a 400.
 */

/** The one path of the bridge, outside the site's API (no site header, no user token: the bridge key). */
export const BRIDGE_EXCHANGE_PATH = '/bridge/v1/exchange';

/** The protocol version every exchange carries. */
export const BRIDGE_VERSION = 1;

/** Limits of one exchange; an EA over them is refused without hurting other EAs. */
export const BRIDGE_LIMITS = {
  /** Request body bytes (413 too_large above). */
  BODY_BYTES: 256 * 1024,
  /** Up-messages in one exchange. */
  MESSAGES: 500,
  /** Commands in one answer. */
  COMMANDS: 100,
  /** Orders in each list of a snapshot (open, history). */
  ORDERS: 5000,
  /** Symbols in a `symbols` message. */
  SYMBOLS: 2000,
  /** Exchanges per second per key (429 too_fast above). */
  EXCHANGES_PER_SECOND: 20,
} as const;

/** A bridge key: `bk_` + 40 lowercase hex characters, issued per account; the server keeps only its hash. */
export const bridgeKeySchema = z.string().regex(/^bk_[0-9a-f]{40}$/);

/** What may be logged of a key: `bk_` and its first 4 hex characters (never the key). */
export function bridgeKeyPrefix(key: string): string {
  return /^bk_[0-9a-f]{4}/.test(key) ? `${key.slice(0, 7)}…` : '(malformed)';
}

/** The EA's run: 16 hex characters chosen at EA start; a new one is a restart (sequences begin again). */
const bootSchema = z.string().regex(/^[0-9a-fA-F]{16}$/);
/** A per-boot sequence number, from 1. */
const seqSchema = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
/** Unix seconds (MQL4 datetime). */
const secondsSchema = z.number().int().min(0).max(4_102_444_800);
/** A command's id, chosen by the server; the EA answers it exactly once. */
export const requestIdSchema = z.string().regex(/^[0-9A-Za-z_-]{1,64}$/);

/** Lots: decimal text with exactly 2 places, "0.10". */
const lotsSchema = z.string().regex(/^\d{1,7}\.\d{2}$/);
/** A price with the symbol's digits, "1.08345"; "0" (or "0.00000") for none, as MT4's sl/tp. */
const priceSchema = z.string().regex(/^\d{1,12}(\.\d{1,10})?$/);
/** Money with 2 places, may be negative, "-12.30". */
const moneySchema = z.string().regex(/^-?\d{1,15}\.\d{2}$/);
/** A plain non-negative decimal (contract size, tick size and value, point). */
const decimalSchema = z.string().regex(/^\d{1,15}(\.\d{1,10})?$/);
const textSchema = (max: number) => z.string().max(max);
/** MT4 order types: 0 buy, 1 sell, 2 buy limit, 3 sell limit, 4 buy stop, 5 sell stop, 6 balance, 7 credit. */
const orderTypeSchema = z.number().int().min(0).max(7);
/** The types a trade may send: market (0, 1) and pending (2..5). */
const tradeTypeSchema = z.number().int().min(0).max(5);
const ticketSchema = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
/** MQL4 int. */
const int32Schema = z.number().int().min(-2_147_483_648).max(2_147_483_647);

/**
 * An order as MQL4's Order*() functions give it. `closeTime` is 0 while the order is open or pending;
 * balance (6) and credit (7) operations carry the amount in `profit`, symbol "" and lots "0.00".
 */
export const bridgeOrderSchema = z.strictObject({
  ticket: ticketSchema,
  type: orderTypeSchema,
  symbol: textSchema(32),
  lots: lotsSchema,
  openTime: secondsSchema,
  openPrice: priceSchema,
  sl: priceSchema,
  tp: priceSchema,
  closeTime: secondsSchema,
  closePrice: priceSchema,
  commission: moneySchema,
  swap: moneySchema,
  profit: moneySchema,
  comment: textSchema(64),
  magic: int32Schema,
});
export type BridgeOrder = z.infer<typeof bridgeOrderSchema>;

/** One symbol of the terminal's Market Watch with its specification and current quote. */
export const bridgeSymbolSchema = z.strictObject({
  symbol: textSchema(32),
  description: textSchema(128),
  digits: z.number().int().min(0).max(10),
  /** MODE_LOTSIZE: units per 1.00 lot. */
  contractSize: decimalSchema,
  minLot: lotsSchema,
  maxLot: lotsSchema,
  lotStep: lotsSchema,
  /** MODE_MARGINREQUIRED: margin for 1.00 lot in the account's currency. */
  marginPerLot: moneySchema,
  tickSize: decimalSchema,
  /** Account currency per tick per 1.00 lot (may need more than 2 places). */
  tickValue: decimalSchema,
  point: decimalSchema,
  /** Points. */
  spread: z.number().int().min(0).max(1_000_000),
  /** "0" when there is no quote (market closed). */
  bid: priceSchema,
  ask: priceSchema,
});
export type BridgeSymbol = z.infer<typeof bridgeSymbolSchema>;

/** What an order event reports (found by the EA comparing its order pool between timer ticks). */
export const BRIDGE_EVENT_KINDS = [
  'opened',
  'modified',
  'closed',
  'partiallyClosed',
  'pendingPlaced',
  'pendingFilled',
  'pendingDeleted',
  'balance',
] as const;
export type BridgeEventKind = (typeof BRIDGE_EVENT_KINDS)[number];

// ------------------------------------------------------------------------------------------ up-messages

/** First message of every boot: who the terminal is logged in as. */
export const bridgeHelloSchema = z.strictObject({
  seq: seqSchema,
  type: z.literal('hello'),
  /** The EA's version, "1.0.0". */
  ea: textSchema(32),
  /** TerminalInfoInteger(TERMINAL_BUILD). */
  build: z.number().int().min(0).max(1_000_000),
  company: textSchema(128),
  server: z.string().min(1).max(64),
  login: z.string().regex(/^\d{1,20}$/),
  name: textSchema(128),
  currency: textSchema(8),
  leverage: z.number().int().min(0).max(100_000),
  /** IsTradeAllowed() and the account allows trading. */
  tradeAllowed: z.boolean(),
});
export type BridgeHello = z.infer<typeof bridgeHelloSchema>;

/** The account's figures (on change, at most once a second). */
export const bridgeFiguresSchema = z.strictObject({
  seq: seqSchema,
  type: z.literal('figures'),
  balance: moneySchema,
  credit: moneySchema,
  equity: moneySchema,
  margin: moneySchema,
  freeMargin: moneySchema,
  /** Percent with 2 places; "0.00" without margin. */
  marginLevel: moneySchema,
  profit: moneySchema,
});
export type BridgeFigures = z.infer<typeof bridgeFiguresSchema>;

/** The symbol table (after hello and on a `symbols` command). */
export const bridgeSymbolsSchema = z.strictObject({
  seq: seqSchema,
  type: z.literal('symbols'),
  symbols: z.array(bridgeSymbolSchema).max(BRIDGE_LIMITS.SYMBOLS),
});
export type BridgeSymbols = z.infer<typeof bridgeSymbolsSchema>;

/** Open and pending orders, and the history of the last days (after hello and on a `snapshot` command). */
export const bridgeSnapshotSchema = z.strictObject({
  seq: seqSchema,
  type: z.literal('snapshot'),
  open: z.array(bridgeOrderSchema).max(BRIDGE_LIMITS.ORDERS),
  history: z.array(bridgeOrderSchema).max(BRIDGE_LIMITS.ORDERS),
});
export type BridgeSnapshot = z.infer<typeof bridgeSnapshotSchema>;

/** An order event; a partial close carries the closed original in `order`, the new ticket in `remainder`. */
export const bridgeEventSchema = z.strictObject({
  seq: seqSchema,
  type: z.literal('event'),
  kind: z.enum(BRIDGE_EVENT_KINDS),
  order: bridgeOrderSchema,
  remainder: bridgeOrderSchema.optional(),
});
export type BridgeEvent = z.infer<typeof bridgeEventSchema>;

const resultOkSchema = z.strictObject({
  seq: seqSchema,
  type: z.literal('result'),
  requestId: requestIdSchema,
  ok: z.literal(true),
  order: bridgeOrderSchema,
  remainder: bridgeOrderSchema.optional(),
});
const resultFailSchema = z.strictObject({
  seq: seqSchema,
  type: z.literal('result'),
  requestId: requestIdSchema,
  ok: z.literal(false),
  /** GetLastError(); 128 (trade timeout) means the outcome is unknown. */
  code: z.number().int().min(0).max(1_000_000),
  message: textSchema(256),
});

/**
 * The answer to a trade command (send, modify, close, remove), exactly one per requestId. `snapshot` and
 * `symbols` commands are answered by a `snapshot` / `symbols` message, not by a result.
 */
export const bridgeResultSchema = z.discriminatedUnion('ok', [resultOkSchema, resultFailSchema]);
export type BridgeResult = z.infer<typeof bridgeResultSchema>;

export const bridgeUpMessageSchema = z.discriminatedUnion('type', [
  bridgeHelloSchema,
  bridgeFiguresSchema,
  bridgeSymbolsSchema,
  bridgeSnapshotSchema,
  bridgeEventSchema,
  bridgeResultSchema,
]);
export type BridgeUpMessage = z.infer<typeof bridgeUpMessageSchema>;

// ------------------------------------------------------------------------------------------- commands

const commandBase = { seq: seqSchema, requestId: requestIdSchema };

/** OrderSend. `price` "0" on a market order means the current market price; `slippage` is in points. */
export const bridgeSendSchema = z.strictObject({
  ...commandBase,
  op: z.literal('send'),
  symbol: z.string().min(1).max(32),
  type: tradeTypeSchema,
  lots: lotsSchema,
  price: priceSchema,
  slippage: z.number().int().min(0).max(100_000),
  sl: priceSchema,
  tp: priceSchema,
  comment: textSchema(31),
  magic: int32Schema,
});

/** OrderModify; a field left out keeps its value. */
export const bridgeModifySchema = z.strictObject({
  ...commandBase,
  op: z.literal('modify'),
  ticket: ticketSchema,
  price: priceSchema.optional(),
  sl: priceSchema.optional(),
  tp: priceSchema.optional(),
});

/** OrderClose, all or `lots` of it (a partial close). */
export const bridgeCloseSchema = z.strictObject({
  ...commandBase,
  op: z.literal('close'),
  ticket: ticketSchema,
  lots: lotsSchema.optional(),
  slippage: z.number().int().min(0).max(100_000),
});

/** OrderDelete of a pending order. */
export const bridgeRemoveSchema = z.strictObject({
  ...commandBase,
  op: z.literal('remove'),
  ticket: ticketSchema,
});

/** Send a `snapshot` message with `historyDays` of history. */
export const bridgeSnapshotCommandSchema = z.strictObject({
  ...commandBase,
  op: z.literal('snapshot'),
  historyDays: z.number().int().min(0).max(3650),
});

/** Send a `symbols` message. */
export const bridgeSymbolsCommandSchema = z.strictObject({ ...commandBase, op: z.literal('symbols') });

export const bridgeCommandSchema = z.discriminatedUnion('op', [
  bridgeSendSchema,
  bridgeModifySchema,
  bridgeCloseSchema,
  bridgeRemoveSchema,
  bridgeSnapshotCommandSchema,
  bridgeSymbolsCommandSchema,
]);
export type BridgeCommand = z.infer<typeof bridgeCommandSchema>;
export type BridgeTradeCommand = Extract<BridgeCommand, { op: 'send' | 'modify' | 'close' | 'remove' }>;

// ------------------------------------------------------------------------------------------- exchange

/** One exchange from the EA: its unacknowledged up-messages and the highest command seq it received. */
export const bridgeExchangeRequestSchema = z.strictObject({
  v: z.literal(BRIDGE_VERSION),
  boot: bootSchema,
  /** Highest command seq of this boot the EA has received (0: none). */
  ack: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  /** TimeCurrent(): broker server time. */
  time: secondsSchema,
  /** TimeGMT(). */
  gmt: secondsSchema,
  messages: z.array(bridgeUpMessageSchema).max(BRIDGE_LIMITS.MESSAGES),
});
export type BridgeExchangeRequest = z.infer<typeof bridgeExchangeRequestSchema>;

/** The server's answer: the highest up seq stored in order, the commands not acknowledged yet. */
export const bridgeExchangeResponseSchema = z.strictObject({
  v: z.literal(BRIDGE_VERSION),
  ack: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  commands: z.array(bridgeCommandSchema).max(BRIDGE_LIMITS.COMMANDS),
  /** When to exchange next. */
  pollMs: z.number().int().min(50).max(60_000),
});
export type BridgeExchangeResponse = z.infer<typeof bridgeExchangeResponseSchema>;

/** Error bodies: a wrong or revoked key, body over the limit, too many exchanges, bad schema, wrong account. */
export const BRIDGE_ERRORS = {
  bad_key: 401,
  bad_message: 400,
  too_large: 413,
  too_fast: 429,
  account_mismatch: 409,
} as const;
export type BridgeErrorCode = keyof typeof BRIDGE_ERRORS;

export const bridgeErrorSchema = z.union([
  z.strictObject({ error: z.literal('bad_message'), detail: textSchema(300) }),
  z.strictObject({ error: z.enum(['bad_key', 'too_large', 'too_fast', 'account_mismatch']) }),
]);
export type BridgeError = z.infer<typeof bridgeErrorSchema>;

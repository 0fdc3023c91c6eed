import { z } from 'zod';

/*
 * Market data for the tools (issue 18): the trade servers whose quotes the site shows, the quotes board,
 * candles, pivot points, and what the calculator needs of a symbol. Quotes and candles come from the
 * trading gateway (DESIGN.md, Trading gateway), per trade server; they are the broker's, shared by every
 * site. Prices are decimal strings at the symbol's digits; candle and sparkline prices are too, except the
 * sparkline, which is only a shape (integer points).
 */

/** Chart timeframes, M1 to D1, in the trade server's time (a D1 candle starts at its midnight). */
export const MARKET_TIMEFRAMES = ['M1', 'M5', 'M15', 'M30', 'H1', 'H4', 'D1'] as const;
export type MarketTimeframe = (typeof MARKET_TIMEFRAMES)[number];

/** The most symbols one page may ask live quotes for (a board shows fewer). */
export const MAX_QUOTE_SYMBOLS = 40;

/** A trade server's name as MT4 spells it (`MeridianMarkets-Live`). */
export const serverNameSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9][A-Za-z0-9 ._-]*$/, { error: 'validation.invalid' });
/** A symbol as its server spells it (`EURUSD`, `EURUSD.m`, `XAUUSDpro`). */
export const symbolNameSchema = z
  .string()
  .trim()
  .min(1)
  .max(24)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._#-]*$/, { error: 'validation.invalid' });

const price = z.string();

/** A trade server the tools can show: its platform, whether it is a demo server, its UTC offset. */
export const marketServerSchema = z.object({
  platform: z.string(),
  server: z.string(),
  isDemo: z.boolean(),
  /** The server's time is UTC plus this (its D1 candle starts at its midnight). */
  offsetMinutes: z.number().int(),
  /** The server the tools show first. */
  isDefault: z.boolean(),
});
export type MarketServer = z.infer<typeof marketServerSchema>;

/** Which server: absent, the site's default one. */
export const marketServerQuerySchema = z.strictObject({ server: serverNameSchema.optional() });

/** One row of the quotes board. */
export const marketQuoteSchema = z.object({
  server: z.string(),
  symbol: z.string(),
  /** The market it quotes (EURUSD for EURUSD.m). */
  standardSymbol: z.string(),
  description: z.string(),
  /** 1 forex, 2 metals, 3 indices, 4 energy, 5 crypto. */
  symbolType: z.number().int(),
  digits: z.number().int(),
  /** Null while the market is closed (the weekend) or not quoted yet. */
  bid: price.nullable(),
  ask: price.nullable(),
  /** Ask minus bid, in points. */
  spread: z.number().int().nullable(),
  /** The last quote's time (epoch ms). */
  time: z.number().nullable(),
  /** The day's candle (D1, server time): open, high, low; change is last bid minus the day's open. */
  dayOpen: price.nullable(),
  dayHigh: price.nullable(),
  dayLow: price.nullable(),
  change: price.nullable(),
  /** Percent, two decimals ('0.25', '-1.10'). */
  changePercent: z.string().nullable(),
  /** The last 24 hourly closes in points, oldest first (a shape for a sparkline). */
  spark: z.array(z.number().int()),
});
export type MarketQuote = z.infer<typeof marketQuoteSchema>;

export const candlesQuerySchema = z.strictObject({
  server: serverNameSchema.optional(),
  symbol: symbolNameSchema,
  timeframe: z.enum(MARKET_TIMEFRAMES, { error: 'validation.invalid' }).default('H1'),
  /** Candles before this time (epoch ms): older pages of the chart. */
  before: z.coerce.number().int().min(0).max(8_640_000_000_000_000).optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(300),
});

/** One candle, oldest first in a list; `time` is its start (epoch ms). */
export const candleSchema = z.object({
  time: z.number(),
  open: price,
  high: price,
  low: price,
  close: price,
  /** Ticks in the candle (MT4's tick volume). */
  ticks: z.number().int(),
});
export type CandleRow = z.infer<typeof candleSchema>;

export const PIVOT_METHOD_NAMES = ['classic', 'fibonacci', 'camarilla'] as const;
const levelsSchema = z.object({ pivot: price, resistance: z.array(price), support: z.array(price) });

/** Pivot points of one symbol from the previous day's candle (server time), by the three methods. */
export const pivotRowSchema = z.object({
  server: z.string(),
  symbol: z.string(),
  description: z.string(),
  digits: z.number().int(),
  /** The previous day's candle start (epoch ms) and its high, low and close. */
  day: z.number(),
  high: price,
  low: price,
  close: price,
  /** The current bid, to place it among the levels; null while the market is closed. */
  bid: price.nullable(),
  classic: levelsSchema,
  fibonacci: levelsSchema,
  camarilla: levelsSchema,
});
export type PivotRow = z.infer<typeof pivotRowSchema>;

export const symbolSpecQuerySchema = z.strictObject({
  server: serverNameSchema.optional(),
  symbol: symbolNameSchema,
});

/**
 * What the calculator needs of one symbol: the server's specification of it, its price now, and the
 * server's currency-pair quotes for converting into the account's currency.
 */
export const symbolSpecSchema = z.object({
  server: z.string(),
  symbol: z.string(),
  description: z.string(),
  digits: z.number().int(),
  point: z.string(),
  contractSize: z.number(),
  baseCurrency: z.string(),
  quoteCurrency: z.string(),
  swapLong: z.string(),
  swapShort: z.string(),
  minLot: z.string(),
  maxLot: z.string(),
  lotStep: z.string(),
  maxLeverage: z.number().int().nullable(),
  openWeekends: z.boolean(),
  bid: price.nullable(),
  ask: price.nullable(),
  /** Currency pairs of the same server (bid and ask now), for conversions. */
  fx: z.array(z.object({ base: z.string(), quote: z.string(), bid: price, ask: price })),
});
export type SymbolSpec = z.infer<typeof symbolSpecSchema>;

/**
 * Realtime (`/ws`): the page asks for live quotes of the symbols it shows on one server; a new ask
 * replaces the last (an empty list stops them). At most MAX_QUOTE_SYMBOLS; unknown ones are refused.
 */
export const quotesSubscribeSchema = z.strictObject({
  type: z.literal('quotes'),
  server: serverNameSchema,
  symbols: z.array(symbolNameSchema).max(MAX_QUOTE_SYMBOLS),
});
export type QuotesSubscribe = z.infer<typeof quotesSubscribeSchema>;

/** Live quotes: the symbols that moved since the last message (at most one message per interval). */
export const quotesMessageSchema = z.object({
  type: z.literal('quotes'),
  server: z.string(),
  quotes: z.array(z.object({ symbol: z.string(), bid: price, ask: price, time: z.number() })),
});
export type QuotesMessage = z.infer<typeof quotesMessageSchema>;

/** A quotes ask refused: too many symbols, an unknown server or symbols, or a malformed message. */
export const quotesRefusedMessageSchema = z.object({
  type: z.literal('quotesRefused'),
  reason: z.enum(['malformed', 'too_many', 'unknown_server', 'unknown_symbol']),
  symbols: z.array(z.string()),
});
export type QuotesRefusedMessage = z.infer<typeof quotesRefusedMessageSchema>;

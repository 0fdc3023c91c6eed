/**
 * The trading gateway port (DESIGN.md, Trading gateway): every MT4 connection goes through it. The
 * built-in simulator is one adapter (`sim/sim-gateway.ts`); an EA bridge or MetaApi would be others. The
 * account mirror and, next, the copy orchestrator know only this file.
 *
 * Conventions: logins are strings of digits; lots are integer hundredths; prices and money are decimal
 * strings; times are epoch milliseconds.
 */

import type { Mt4AccountFigures, Mt4OrderChange, Mt4OrderFields, Mt4SendFields } from '@copytrade/units/mt4';

export type AccountRef = { server: string; login: string };
/**
 * How an account is reached: with its password, or (`bridgeKeyId`) through the EA bridge key it was bound
 * with, which needs no password, or (`metaApiSiteId`) with its password through that site's MetaApi token.
 * The routed gateway picks the adapter by them.
 */
export type Credentials = AccountRef & {
  password: string;
  bridgeKeyId?: number | null;
  metaApiSiteId?: number | null;
};

/** What the trade server says about an account right now. */
export type AccountFigures = Mt4AccountFigures;

/** MT4 order types: 0 buy, 1 sell, 2 buy limit, 3 sell limit, 4 buy stop, 5 sell stop, 6 balance, 7 credit. */
export type GatewayOrder = Mt4OrderFields & {
  type: number;
  closeTime: number | null;
  state: 'open' | 'pending' | 'closed' | 'deleted';
};

export type GatewaySymbol = {
  symbol: string;
  description: string;
  /** 1 forex, 2 metals, 3 indices, 4 energy. */
  symbolType: number;
  digits: number;
  contractSize: string;
  minLot: number;
  maxLot: number;
  lotStep: number;
};

export type VerifyResult =
  | { ok: true; access: 'trade' | 'investor'; figures: AccountFigures }
  | { ok: false; reason: 'invalid_credentials' | 'unknown_server' | 'unreachable' };

export type OrderEventKind = Mt4OrderChange | 'balance';

/**
 * Events of one account session, in the order the trade server produced them. A partial close carries
 * the closed original in `order` and the new ticket for the rest in `remainder`.
 */
export type SessionEvent =
  | { type: 'order'; kind: OrderEventKind; order: GatewayOrder; remainder?: GatewayOrder }
  | { type: 'figures'; figures: AccountFigures }
  | { type: 'connection'; status: 'lost' | 'restored' };

/** The account as the trade server holds it: figures, open and pending orders, history since `since`. */
export type AccountSnapshot = {
  figures: AccountFigures;
  open: GatewayOrder[];
  history: GatewayOrder[];
};

export type TradeRequest = Mt4SendFields & { type: number };

/**
 * A trade answer: the order, or the MT4 error code (128 timeout means the outcome is unknown). A partial
 * close answers the closed original and the new ticket for the rest (`remainder`).
 */
export type TradeResult =
  { ok: true; order: GatewayOrder; remainder?: GatewayOrder } | { ok: false; code: number; message: string };

export type AccountSession = {
  /** The account now; `since` limits the history (closed orders and balance operations) by close time. */
  snapshot(since?: number): Promise<AccountSnapshot>;
  symbols(): Promise<GatewaySymbol[]>;
  /**
   * Margin for 1.00 lot of a symbol at the current price in the account's currency (MT4 MarketInfo
   * MODE_MARGINREQUIRED), from what the session already knows; null when unknown.
   */
  marginPerLot(symbol: string): string | null;
  send(request: TradeRequest): Promise<TradeResult>;
  modify(ticket: number, change: { price?: string; sl?: string; tp?: string }): Promise<TradeResult>;
  close(ticket: number, options?: { lots?: number; slippage?: number }): Promise<TradeResult>;
  remove(ticket: number): Promise<TradeResult>;
  /** Ends the session; no events arrive after it. */
  end(): void;
};

export type CatalogServer = { name: string; isDemo: boolean };

/** A symbol as the market data needs it: the session's symbol with its trading specification. */
export type MarketSymbol = GatewaySymbol & {
  /** The market it quotes (EURUSD for EURUSD.m). */
  standardSymbol: string;
  /** 10^-digits as a decimal string. */
  point: string;
  baseCurrency: string;
  quoteCurrency: string;
  /** Points per 1.00 lot per night, decimal strings (negative is a charge). */
  swapLong: string;
  swapShort: string;
  /** The most leverage the symbol allows (CFDs); null: the account's. */
  maxLeverage: number | null;
  /** A market that trades every day (crypto). */
  openWeekends: boolean;
};

/**
 * A price of one symbol of one trade server: bid and ask in integer points of the symbol (`digits`), time
 * in epoch ms. Points, not text, because a feed ticks millions of times through a first start's history.
 */
export type MarketTick = {
  server: string;
  symbol: string;
  digits: number;
  bid: number;
  ask: number;
  time: number;
};

/**
 * The price feed of a gateway (issue 18, the tools): the servers it quotes, their symbols, the price now
 * and every new price as it comes. The simulator's feed is its world's ticks; a real adapter's would be
 * its terminal's or its provider's.
 */
export type MarketFeed = {
  servers(): { platform: string; server: string; isDemo: boolean; offsetMinutes: number }[];
  symbols(server: string): MarketSymbol[];
  /** Null while the market is closed (the weekend, a halt) or not quoted yet. */
  quote(server: string, symbol: string): MarketTick | null;
  /** Every new price, synchronously as the feed has it (keep the listener cheap); returns the unsubscribe. */
  onTick(listener: (tick: MarketTick) => void): () => void;
};
export type CatalogPlatform = { name: string; servers: CatalogServer[] };

export type TradingGateway = {
  /** The platforms and servers this gateway reaches. */
  catalog(): CatalogPlatform[];
  verify(credentials: Credentials): Promise<VerifyResult>;
  /** Opens a session; `onEvent` receives the account's events until `end()`. */
  openSession(credentials: Credentials, onEvent: (event: SessionEvent) => void): Promise<AccountSession>;
  /** Its price feed (not every gateway has one). */
  market?: MarketFeed;
  /** Opens a new demo account on a demo server (not every gateway can). */
  createDemoAccount?(
    server: string,
    options: { name: string; leverage: number; deposit: string },
  ): Promise<{ login: string; password: string; investorPassword: string }>;
  /** Stops the gateway (timers, connections). */
  stop(): Promise<void>;
};

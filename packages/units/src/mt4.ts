/**
 * MT4's code tables, the same in the engine, the simulator, the server and the web: the order types of a
 * trade (OP_BUY ... OP_SELLSTOP) and the history-only balance and credit operations.
 */

/** MT4 order types: 0 buy, 1 sell, 2 buy limit, 3 sell limit, 4 buy stop, 5 sell stop, 6 balance, 7 credit. */
export const ORDER_TYPE = {
  BUY: 0,
  SELL: 1,
  BUY_LIMIT: 2,
  SELL_LIMIT: 3,
  BUY_STOP: 4,
  SELL_STOP: 5,
  BALANCE: 6,
  CREDIT: 7,
} as const;
/** One of ORDER_TYPE, balance and credit operations included (what a trade history holds). */
export type OrderType = (typeof ORDER_TYPE)[keyof typeof ORDER_TYPE];
/** The types of a trade: market (0, 1) and pending (2..5); what a client may send. */
export type TradeOrderType = 0 | 1 | 2 | 3 | 4 | 5;

/** True for the pending types 2..5 (buy/sell limit, buy/sell stop). */
export function isPendingType(type: number): boolean {
  return type >= ORDER_TYPE.BUY_LIMIT && type <= ORDER_TYPE.SELL_STOP;
}

/** True for the buy side of a trade: buy, buy limit, buy stop (0, 2, 4). */
export function isBuyType(type: number): boolean {
  return type === ORDER_TYPE.BUY || type === ORDER_TYPE.BUY_LIMIT || type === ORDER_TYPE.BUY_STOP;
}

/*
 * MT4's records as a trade server reports them, shared by the simulator and the server's trading gateway
 * port (and any adapter behind it). Lots are integer hundredths, prices and money decimal strings (money
 * with 2 places), times UTC epoch milliseconds. Each side adds the fields it keeps its own way.
 */

/** An account's figures as the terminal shows them. */
export type Mt4AccountFigures = {
  name: string;
  currency: string;
  leverage: number;
  balance: string;
  credit: string;
  /** balance + credit + profit. */
  equity: string;
  /** Sum of the open positions' margins. */
  margin: string;
  /** equity - margin. */
  freeMargin: string;
  /** equity / margin x 100 with 2 places; '0' when there is no margin. */
  marginLevel: string;
  /** Floating profit + swap + commission of the open positions. */
  profit: string;
};

/** What happened to an order. */
export type Mt4OrderChange =
  'opened' | 'modified' | 'closed' | 'partiallyClosed' | 'pendingPlaced' | 'pendingDeleted' | 'pendingFilled';

/** An order's fields besides its type, close time and state. */
export type Mt4OrderFields = {
  /** Per-server counter; a partial close's remainder gets the next one. */
  ticket: number;
  /** The server's symbol name ('EURUSD.m'); '' for a balance or credit operation. */
  symbol: string;
  lots: number;
  openTime: number;
  openPrice: string;
  /** '0' with the symbol's digits ('0.00000') when none, as in MT4. */
  sl: string;
  tp: string;
  /** Open orders: the price it would close at now; pending orders: the current market side. */
  closePrice: string;
  commission: string;
  swap: string;
  /** Open orders: the floating profit; balance and credit operations: the amount. */
  profit: string;
  /** Client comment; `from #<old>` / `to #<new>` after a partial close, `so: <level>%` after a stop-out. */
  comment: string;
  magic: number;
};

/** OrderSend's fields besides the order type. `price` is required for pending orders. */
export type Mt4SendFields = {
  symbol: string;
  lots: number;
  price?: string;
  /** Points the fill may differ from `price` (market orders); 0 when a price is given without it. */
  slippage?: number;
  sl?: string;
  tp?: string;
  comment?: string;
  magic?: number;
};

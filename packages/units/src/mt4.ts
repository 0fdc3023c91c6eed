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

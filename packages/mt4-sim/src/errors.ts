/**
 * The MT4 trade server return codes the simulator produces, with the meaning MT4 documents for each.
 * Codes below 4000 are trade server codes; 4106 and 4108 are the terminal's codes that MT4 clients meet for
 * an unknown symbol and a wrong ticket.
 */
export const MT4_ERROR = {
  /** The modification changed nothing (same price, SL and TP). */
  NO_RESULT: 1,
  /** Bad request: unknown order type, expiration in the past, missing field. */
  INVALID_TRADE_PARAMETERS: 3,
  /** No such account on this server. */
  INVALID_ACCOUNT: 65,
  /** The server did not answer in time; the request may or may not have been executed. */
  TRADE_TIMEOUT: 128,
  /** The price of a pending order is missing or not a valid price of the symbol. */
  INVALID_PRICE: 129,
  /** SL/TP or pending price on the wrong side of the market or closer than the stop level. */
  INVALID_STOPS: 130,
  /** Lots below the minimum, above the maximum or not a multiple of the lot step. */
  INVALID_TRADE_VOLUME: 131,
  /** The market is closed (weekend). */
  MARKET_CLOSED: 132,
  /** Trading is disabled (read-only / investor access). */
  TRADE_DISABLED: 133,
  /** Free margin would be negative after the order. */
  NOT_ENOUGH_MONEY: 134,
  /** No valid price for the symbol right now (halted, or no tick yet after the weekend). */
  OFF_QUOTES: 136,
  /** The price moved beyond the allowed slippage, or the dealer requoted. */
  REQUOTE: 138,
  /** Another request of this account is still being processed. */
  TRADE_CONTEXT_BUSY: 146,
  /** The server does not offer this symbol. */
  UNKNOWN_SYMBOL: 4106,
  /** No such open or pending order of this account, or the wrong kind for the operation. */
  INVALID_TICKET: 4108,
} as const;

/** One of MT4_ERROR. */
export type Mt4ErrorCode = (typeof MT4_ERROR)[keyof typeof MT4_ERROR];

/** The message MT4 shows for each code. */
export const MT4_ERROR_MESSAGE: Record<Mt4ErrorCode, string> = {
  1: 'no error, but the result is unknown',
  3: 'invalid trade parameters',
  65: 'invalid account',
  128: 'trade timeout',
  129: 'invalid price',
  130: 'invalid stops',
  131: 'invalid trade volume',
  132: 'market is closed',
  133: 'trade is disabled',
  134: 'not enough money',
  136: 'off quotes',
  138: 'requote',
  146: 'trade context is busy',
  4106: 'unknown symbol',
  4108: 'invalid ticket',
};

/** Thrown by the synchronous account operations (deposit, withdrawal, credit, account creation). */
export class SimError extends Error {
  constructor(
    readonly code: Mt4ErrorCode,
    message?: string,
  ) {
    super(message ?? MT4_ERROR_MESSAGE[code]);
    this.name = 'SimError';
  }
}

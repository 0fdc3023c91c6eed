/**
 * What the copy rules read (DOMAIN.md, Sizing, Direction, Symbols, Closing). The orchestrator builds these
 * from its rows and the gateway's snapshots; the engine never fetches anything. Conventions: lots are
 * integer hundredths (1.25 lots = 125), money and prices decimal strings, times UTC epoch milliseconds.
 */

import type { CopyType, Direction } from '@copytrade/units/copy';
import type { TradeOrderType } from '@copytrade/units/mt4';

/** The code tables live in @copytrade/units, re-exported for the engine's own files and callers. */
export { ORDER_TYPE } from '@copytrade/units/mt4';
export { COPY_TYPE, DIRECTION, type CopyType, type Direction } from '@copytrade/units/copy';

/** The order types the copy rules see: 0, 1 market; 2..5 pending (never balance or credit). */
export type OrderType = TradeOrderType;

/** Rounding of a partial close to the lot step: take small rounds down, take big rounds up. */
export const PARTIAL_CLOSE = { TAKE_SMALL: 'takeSmall', TAKE_BIG: 'takeBig' } as const;
/** One of PARTIAL_CLOSE. */
export type PartialCloseRounding = (typeof PARTIAL_CLOSE)[keyof typeof PARTIAL_CLOSE];

/**
 * What a cancelled subscription does with its open copies: keep following the trader's closes (no new
 * opens), or detach them for the follower to close himself.
 */
export const CLOSE_MODE = { FOLLOW_TRADER: 'followTrader', MANUAL: 'manual' } as const;
/** One of CLOSE_MODE. */
export type CloseMode = (typeof CLOSE_MODE)[keyof typeof CLOSE_MODE];

/** A row of an account's symbol table: 11 normal, 22 invalid (the server no longer offers it), 24 unbound. */
export const SYMBOL_STATUS = { NORMAL: 11, INVALID: 22, UNBOUND: 24 } as const;
/** One of SYMBOL_STATUS. */
export type SymbolStatus = (typeof SYMBOL_STATUS)[keyof typeof SYMBOL_STATUS];

/** copyValue of a smart-ratio subscription, and of a maximum ratio that is not set (spec: "unlimited"). */
export const NO_VALUE = '999999999.99';

/** An order as MT4 reports it (an opened position or a placed pending order), on its own server. */
type OrderFields = {
  ticket: number;
  type: OrderType;
  /** That server's symbol name ('EURUSD.m'). */
  symbol: string;
  /** Integer hundredths, > 0. */
  lots: number;
  /** Fill price of a position, order price of a pending order. */
  openPrice: string;
  /** '0' or '0.00000' (any zero) = none. */
  sl: string;
  tp: string;
};

/** The master's order as MT4 reports it. */
export type MasterOrder = OrderFields & { openTime: number };

/** One subscription's copy settings. */
export type CopySettings = {
  subscriptionId: number;
  copyType: CopyType;
  /**
   * Decimal string: lots for fixed lot ('0.10'), the ratio for fixed ratio ('0.5'); NO_VALUE for smart ratio
   * (ignored there).
   */
  copyValue: string;
  direction: Direction;
  /** Open copies allowed at once (positions and pending copies); null = unlimited. */
  maxOpenPositions: number | null;
  /** Lots held at once by this subscription's copies, in hundredths; null = unlimited. */
  maxTotalLots: number | null;
  /** Caps the smart ratio (decimal string); null or NO_VALUE = no cap. Ignored by fixed lot and ratio. */
  maxRatio: string | null;
  partialClose: PartialCloseRounding;
  /** What a cancel does with open copies (see `decideCancel`). */
  closeMode: CloseMode;
  /**
   * The follower cancelled and copies still follow the trader's closes (close mode followTrader):
   * no new opens (SUBSCRIPTION_CLOSING). A subscription cancelled with manual close is not asked at all.
   */
  cancelled: boolean;
};

/** An account's figures and state as last seen; money as decimal strings in the account's currency. */
export type AccountView = {
  balance: string;
  equity: string;
  freeMargin: string;
  /** 100 for 1:100. */
  leverage: number;
  /** The session is up, so an order can be sent now. */
  connected: boolean;
  /** New opens are held, e.g. for an unpaid performance fee (DOMAIN.md, Fees); closes go on. */
  paused: boolean;
};

/** What the smart ratio needs of the master account. */
export type MasterAccountView = Pick<AccountView, 'equity' | 'leverage'>;

/** A row of an account's symbol table with the trading terms the rules need. */
export type SymbolView = {
  /** The server's name ('EURUSDpro'). */
  symbol: string;
  /** '' = unbound. */
  standardSymbol: string;
  /** Integer hundredths. */
  minLot: number;
  maxLot: number;
  /** Integer hundredths, > 0; valid lots are multiples of it (as MT4 checks them). */
  lotStep: number;
  /** Price decimals; copied prices are rounded to them so the follower's server accepts them. */
  digits: number;
  status: SymbolStatus;
};

/** This subscription's open copies on the follower account: positions plus pending copies. */
export type CopyExposure = {
  openPositions: number;
  /** Integer hundredths. */
  totalLots: number;
};

/** The follower's copy order as last seen. */
export type FollowerOrderView = OrderFields;

/**
 * A copy link: one follower order that belongs to one master order under one subscription. `direction` is
 * the one the copy was opened with; closes and modifies follow it even if the setting changes later.
 */
export type CopyLink = {
  subscriptionId: number;
  masterTicket: number;
  direction: Direction;
  follower: FollowerOrderView;
};

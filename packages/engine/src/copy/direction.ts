/**
 * Forward and reverse copying (DOMAIN.md, Direction). Reverse takes the other side of the master's trade:
 * buy <-> sell, and the stop loss and take profit change places, since the master's loss level is the
 * reversed copy's profit level. A reversed pending order keeps its price and stays valid on its side of
 * the market: a buy limit (below the market) becomes a sell stop (below the market), a sell limit (above)
 * a buy stop (above). Reversing twice gives back the forward order.
 */
import { DIRECTION, ORDER_TYPE } from './types';
import type { Direction, OrderType } from './types';

const REVERSED: Readonly<Record<OrderType, OrderType>> = {
  [ORDER_TYPE.BUY]: ORDER_TYPE.SELL,
  [ORDER_TYPE.SELL]: ORDER_TYPE.BUY,
  [ORDER_TYPE.BUY_LIMIT]: ORDER_TYPE.SELL_STOP,
  [ORDER_TYPE.SELL_STOP]: ORDER_TYPE.BUY_LIMIT,
  [ORDER_TYPE.SELL_LIMIT]: ORDER_TYPE.BUY_STOP,
  [ORDER_TYPE.BUY_STOP]: ORDER_TYPE.SELL_LIMIT,
};

/** The order type on the other side: 0 <-> 1, 2 buy limit <-> 5 sell stop, 3 sell limit <-> 4 buy stop. */
export function reverseType(type: OrderType): OrderType {
  return REVERSED[type];
}

/** The follower's order type for a master order type. */
export function mapType(type: OrderType, direction: Direction): OrderType {
  return direction === DIRECTION.REVERSE ? REVERSED[type] : type;
}

/** True for the pending types 2..5. */
export function isPending(type: OrderType): boolean {
  return type >= ORDER_TYPE.BUY_LIMIT;
}

/** A stop loss and take profit pair (decimal strings, zero = none). */
export type Stops = { sl: string; tp: string };

/** The follower's stops for the master's: kept forward, swapped in reverse (a none stays a none). */
export function mapStops(stops: Stops, direction: Direction): Stops {
  return direction === DIRECTION.REVERSE ? { sl: stops.tp, tp: stops.sl } : { sl: stops.sl, tp: stops.tp };
}

/** An order's direction-dependent fields. */
export type OrderSide = Stops & { type: OrderType; price: string };

/** Type and stops mapped together; the price is kept in both directions. */
export function mapOrder(order: OrderSide, direction: Direction): OrderSide {
  return { type: mapType(order.type, direction), price: order.price, ...mapStops(order, direction) };
}

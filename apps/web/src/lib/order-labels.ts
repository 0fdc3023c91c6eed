import { ORDER_TYPE as ORDER_TYPES } from '@copytrade/units/mt4';
import type { MtOrder } from '@copytrade/contracts/accounts';

/** The locale key of an order's type; balance rows read Deposit or Withdrawal by the sign of the amount. */
export type OrderTypeKey =
  | 'buy'
  | 'sell'
  | 'buyLimit'
  | 'sellLimit'
  | 'buyStop'
  | 'sellStop'
  | 'deposit'
  | 'withdrawal'
  | 'credit'
  | 'unknown';

const TRADE_TYPES: Record<number, OrderTypeKey> = {
  [ORDER_TYPES.BUY]: 'buy',
  [ORDER_TYPES.SELL]: 'sell',
  [ORDER_TYPES.BUY_LIMIT]: 'buyLimit',
  [ORDER_TYPES.SELL_LIMIT]: 'sellLimit',
  [ORDER_TYPES.BUY_STOP]: 'buyStop',
  [ORDER_TYPES.SELL_STOP]: 'sellStop',
};

export function isNegative(amount: string): boolean {
  return amount.trim().startsWith('-') && /[1-9]/.test(amount);
}

export function orderTypeKey(order: Pick<MtOrder, 'type' | 'profit'>): OrderTypeKey {
  if (order.type === ORDER_TYPES.BALANCE) return isNegative(order.profit) ? 'withdrawal' : 'deposit';
  if (order.type === ORDER_TYPES.CREDIT) return 'credit';
  return TRADE_TYPES[order.type] ?? 'unknown';
}

/** Balance and credit rows carry only an amount: no symbol, lots or prices. */
export function isBalanceRow(order: Pick<MtOrder, 'type'>): boolean {
  return order.type === ORDER_TYPES.BALANCE || order.type === ORDER_TYPES.CREDIT;
}

/** Buy-side orders (buy, buy limit, buy stop) show in the rising colour, sell-side in the falling one. */
export function isBuySide(order: Pick<MtOrder, 'type'>): boolean {
  return (
    order.type === ORDER_TYPES.BUY ||
    order.type === ORDER_TYPES.BUY_LIMIT ||
    order.type === ORDER_TYPES.BUY_STOP
  );
}

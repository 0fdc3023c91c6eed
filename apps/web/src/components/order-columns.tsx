import { Tag, type TableColumnType } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { isBalanceRow, isBuySide, orderTypeKey } from '@/lib/order-labels';
import { SignedAmount } from './signed-amount';
import styles from './order-columns.module.css';

/** Shown where an order has no value (no close time yet, no S/L). */
export const DASH = '—';

/** The class of the order tables (figures in tabular digits, one line a cell). */
export const orderTableClass = styles.table;

/** A price or level of 0 means none was set (S/L, T/P) or not known yet. */
export function priceText(value: string | null): string {
  return value !== null && /[1-9]/.test(value) ? value : DASH;
}

type Column<T> = TableColumnType<T>;
/** What a table changes of a preset: its title, its cell, where it sticks. */
type Change<T> = Partial<Column<T>>;

/** The colours of the type cell: buy side rising, sell side falling. */
export type SideClasses = { buy?: string | undefined; sell?: string | undefined };

/** An order's type in words (Buy, Sell limit, ...), in its side's colour; a balance row as a tag. */
export function OrderType({
  order,
  classes = styles,
  balanceTag = false,
}: {
  order: { type: number; profit: string };
  classes?: SideClasses;
  /** Deposits, withdrawals and credit as a tag (account histories). */
  balanceTag?: boolean;
}) {
  const { t } = useTranslation();
  const label = t(`orders.types.${orderTypeKey(order)}`);
  if (balanceTag && isBalanceRow(order)) return <Tag>{label}</Tag>;
  return <span className={isBuySide(order) ? classes.buy : classes.sell}>{label}</span>;
}

/** A column that shows a dash on balance and credit rows, which carry only an amount. */
export function tradeOnly<T extends { type: number }>(column: Column<T>): Column<T> {
  const render = column.render;
  return {
    ...column,
    render: (value: unknown, order: T, index: number) =>
      isBalanceRow(order) ? DASH : render ? render(value, order, index) : (value as string),
  };
}

/**
 * The columns the order and record tables share (ticket, symbol, type, lots, open and close time and
 * price, S/L, T/P, commission, swap, profit), titled and rendered one way. A table composes the ones it
 * shows and changes what differs (`closePrice(true)` for a history, `profit({ fixed: 'right' })`).
 */
export function useOrderColumns() {
  const { t } = useTranslation();
  return useMemo(() => {
    const money = <T,>(key: string, title: string, change?: Change<T>): Column<T> => ({
      title,
      dataIndex: key,
      key,
      align: 'right',
      render: (value: string) => <SignedAmount value={value} />,
      ...change,
    });
    const price = <T,>(key: string, title: string, change?: Change<T>): Column<T> => ({
      title,
      dataIndex: key,
      key,
      align: 'right',
      render: (value: string | null) => priceText(value),
      ...change,
    });
    return {
      ticket: <T,>(change?: Change<T>): Column<T> => ({
        title: t('orders.ticket'),
        dataIndex: 'ticket',
        key: 'ticket',
        ...change,
      }),
      symbol: <T,>(change?: Change<T>): Column<T> => ({
        title: t('orders.symbol'),
        dataIndex: 'symbol',
        key: 'symbol',
        ...change,
      }),
      type: <T extends { type: number; profit: string }>(
        options: { classes?: SideClasses; balanceTag?: boolean } = {},
      ): Column<T> => ({
        title: t('orders.type'),
        key: 'type',
        render: (_value: unknown, order: T) => <OrderType order={order} {...options} />,
      }),
      lots: <T,>(change?: Change<T>): Column<T> => ({
        title: t('orders.lots'),
        dataIndex: 'lots',
        key: 'lots',
        align: 'right',
        ...change,
      }),
      openTime: <T,>(change?: Change<T>): Column<T> => ({
        title: t('orders.openTime'),
        dataIndex: 'openTime',
        key: 'openTime',
        render: (value: number) => formatDate(value),
        ...change,
      }),
      closeTime: <T,>(change?: Change<T>): Column<T> => ({
        title: t('orders.closeTime'),
        dataIndex: 'closeTime',
        key: 'closeTime',
        render: (value: number | null) => (value ? formatDate(value) : DASH),
        ...change,
      }),
      openPrice: <T,>(change?: Change<T>) => price<T>('openPrice', t('orders.openPrice'), change),
      /** The close price of a history, the current price of an open position. */
      closePrice: <T,>(history: boolean, change?: Change<T>) =>
        price<T>('closePrice', history ? t('orders.closePrice') : t('orders.currentPrice'), change),
      sl: <T,>(change?: Change<T>) => price<T>('sl', t('orders.sl'), change),
      tp: <T,>(change?: Change<T>) => price<T>('tp', t('orders.tp'), change),
      commission: <T,>(change?: Change<T>) => money<T>('commission', t('orders.commission'), change),
      swap: <T,>(change?: Change<T>) => money<T>('swap', t('orders.swap'), change),
      profit: <T,>(change?: Change<T>) => money<T>('profit', t('orders.profit'), change),
    };
  }, [t]);
}

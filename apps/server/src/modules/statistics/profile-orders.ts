import type { PublicOrder } from '@copytrade/contracts/statistics';
import { formatLots } from '@copytrade/units/lots';
import { formatMoney, roundMoney } from '@copytrade/units/money';
import type { Db } from '../../db/client';
import { profileOrderRows } from '../../read-models/profile-orders';
import { formatPrice } from '../accounts/account.service';

/** A page of an account's open or closed positions, newest first, entries hidden unless `full`. */
export async function profileOrders(
  db: Db,
  siteId: number,
  accountId: number,
  scope: 'open' | 'closed',
  page: { page: number; pageSize: number },
  full: boolean,
): Promise<{ content: PublicOrder[]; total: number }> {
  const { rows, total } = await profileOrderRows(db, siteId, accountId, scope, page);
  const hide = scope === 'open' && !full;
  return {
    total,
    content: rows.map((row) => ({
      ticket: row.ticket,
      type: row.type,
      symbol: row.symbol,
      lots: formatLots(row.lots),
      openTime: row.openTime.getTime(),
      openPrice: hide ? null : formatPrice(row.openPrice, row.digits),
      sl: hide ? null : formatPrice(row.sl, row.digits),
      tp: hide ? null : formatPrice(row.tp, row.digits),
      closeTime: row.closeTime?.getTime() ?? null,
      closePrice: formatPrice(row.closePrice, row.digits),
      profit: formatMoney(roundMoney(row.profit) + roundMoney(row.swap) + roundMoney(row.commission)),
      hidden: hide,
    })),
  };
}

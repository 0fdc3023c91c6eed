import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mtAccountSymbols, mtAccounts } from '../db/schema/accounts';
import { subscriptions } from '../db/schema/copy';
import { sites } from '../db/schema/sites';

/*
 * What the copy orchestrator reads of other modules: the live subscriptions of a master (subscriptions),
 * the master's site flag and minimum (accounts, sites), symbol tables (accounts), and the recovery scans
 * that join the mirrored orders with the copy tables. Read only; the copy tables are written in
 * trading/copy/copy.repository.ts. Hot path: each function is one statement, as it was there.
 */

export type LiveSubscriptionRow = {
  id: number;
  siteId: number;
  serialNo: string;
  followerUserId: number;
  followAccountId: number;
  masterAccountId: number;
  copyType: number;
  copyValue: string;
  direction: number;
  maxOpenPositions: number | null;
  maxTotalLots: number | null;
  maxRatio: string | null;
  partialClose: string;
  state: string;
  endAt: Date | null;
  cancelMode: string | null;
};

/** Subscriptions of a master account that copy (subscribing) or still follow closes (closing). */
export async function liveSubscriptionsOf(db: Db, masterAccountId: number): Promise<LiveSubscriptionRow[]> {
  return db
    .select({
      id: subscriptions.id,
      siteId: subscriptions.siteId,
      serialNo: subscriptions.serialNo,
      followerUserId: subscriptions.followerUserId,
      followAccountId: subscriptions.followAccountId,
      masterAccountId: subscriptions.masterAccountId,
      copyType: subscriptions.copyType,
      copyValue: subscriptions.copyValue,
      direction: subscriptions.direction,
      maxOpenPositions: subscriptions.maxOpenPositions,
      maxTotalLots: subscriptions.maxTotalLots,
      maxRatio: subscriptions.maxRatio,
      partialClose: subscriptions.partialClose,
      state: subscriptions.state,
      endAt: subscriptions.endAt,
      cancelMode: subscriptions.cancelMode,
    })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.masterAccountId, masterAccountId),
        inArray(subscriptions.state, ['subscribing', 'closing']),
      ),
    );
}

/** Master accounts that have a subscription copying or following closes. */
export async function mastersWithLiveSubscriptions(db: Db): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: subscriptions.masterAccountId })
    .from(subscriptions)
    .where(inArray(subscriptions.state, ['subscribing', 'closing']));
  return rows.map((r) => r.id);
}

/** What the fan-out needs of the master account: its site's reverse flag and the trader's minimum. */
export async function masterContext(db: Db, masterAccountId: number) {
  const [row] = await db
    .select({
      siteId: mtAccounts.siteId,
      followerBalanceMin: mtAccounts.followerBalanceMin,
      reverseCopyFlag: sites.reverseCopyFlag,
    })
    .from(mtAccounts)
    .innerJoin(sites, eq(sites.id, mtAccounts.siteId))
    .where(eq(mtAccounts.id, masterAccountId))
    .limit(1);
  return row;
}

export async function symbolRowsOf(db: Db, accountIds: number[]) {
  if (accountIds.length === 0) return [];
  return db
    .select({
      accountId: mtAccountSymbols.accountId,
      symbol: mtAccountSymbols.symbol,
      standardSymbol: mtAccountSymbols.standardSymbol,
      minLot: mtAccountSymbols.minLot,
      maxLot: mtAccountSymbols.maxLot,
      lotStep: mtAccountSymbols.lotStep,
      digits: mtAccountSymbols.digits,
      status: mtAccountSymbols.status,
    })
    .from(mtAccountSymbols)
    .where(inArray(mtAccountSymbols.accountId, accountIds));
}

/**
 * Open or pending master positions younger than `since` (ms) on accounts with live subscriptions, whose
 * open was never fanned out: an event the orchestrator did not get (it stopped between the mirror storing
 * the order and writing the signal).
 */
export async function unsignalledOpens(db: Db, since: Date) {
  const result = await db.execute(sql`
    select o.account_id, o.ticket
    from mt_orders o
    where o.state in ('open', 'pending') and o.type between 0 and 5 and o.open_time >= ${since.toISOString()}::timestamptz
      and exists (select 1 from subscriptions s where s.master_account_id = o.account_id and s.state = 'subscribing')
      and not exists (select 1 from copy_signals c where c.master_account_id = o.account_id and c.master_ticket = o.ticket and c.action_key = 'open')
      and not exists (select 1 from copy_links l where l.master_account_id = o.account_id and l.master_ticket = o.ticket)`);
  return (result as { rows: { account_id: number; ticket: number | string }[] }).rows.map((r) => ({
    accountId: Number(r.account_id),
    ticket: Number(r.ticket),
  }));
}

/**
 * Master pending orders with copies awaiting their fill that filled (and are still open) or went away since
 * `since` without the orchestrator handling it: an event it did not get (it stopped between the mirror
 * storing the change and handling it). `filled` false: deleted or expired.
 */
export async function unhandledAwaitedOrders(db: Db, since: Date) {
  const result = await db.execute(sql`
    select o.account_id, o.ticket, o.state
    from (select distinct master_account_id as id from subscriptions where state in ('subscribing', 'closing')) m
    join mt_orders o on o.account_id = m.id
    where ((o.state = 'open' and o.type in (0, 1) and o.open_time >= ${since.toISOString()}::timestamptz)
        or (o.state = 'deleted' and coalesce(o.close_time, o.updated_at) >= ${since.toISOString()}::timestamptz))
      and exists (select 1 from copy_signals s join copy_records r on r.signal_id = s.id
        where s.master_account_id = o.account_id and s.master_ticket = o.ticket and s.action_key = 'open'
          and r.reason = 'AWAITING_FILL')
      and not exists (select 1 from copy_signals c where c.master_account_id = o.account_id
        and c.master_ticket = o.ticket and c.action_key = (case when o.state = 'deleted' then 'delete' else 'fill' end))`);
  return (result as { rows: { account_id: number; ticket: number | string; state: string }[] }).rows.map(
    (r) => ({ accountId: Number(r.account_id), ticket: Number(r.ticket), filled: r.state !== 'deleted' }),
  );
}

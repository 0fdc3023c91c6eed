import { and, desc, eq, gte, inArray, isNull, lt, min } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mtAccountSymbols, mtAccounts, mtOrders } from '../db/schema/accounts';

/*
 * The copy preview's reads (preview owns no table): a read model over the accounts module's tables
 * (mt_accounts, mt_account_symbols, mt_orders), as the copy orchestrator and the statistics read them.
 * Read only; every function takes the site id.
 */

/** MT4 market positions (buy, sell) and balance / credit operations. */
const POSITIONS = [0, 1];
const OPERATIONS = [6, 7];

/** A public trade account of the site (accType 1, still bound) with what the preview reads of it. */
export async function findPublicMaster(db: Db, siteId: number, accountId: number) {
  const [row] = await db
    .select({
      id: mtAccounts.id,
      userId: mtAccounts.userId,
      balance: mtAccounts.balance,
      credit: mtAccounts.credit,
      leverage: mtAccounts.leverage,
      currency: mtAccounts.currency,
      followerBalanceMin: mtAccounts.followerBalanceMin,
    })
    .from(mtAccounts)
    .where(
      and(
        eq(mtAccounts.siteId, siteId),
        eq(mtAccounts.id, accountId),
        eq(mtAccounts.accType, 1),
        isNull(mtAccounts.unboundAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** An account's symbol table with the lot terms and contract sizes the copy rules read. */
export function symbolTable(db: Db, siteId: number, accountId: number) {
  return db
    .select({
      symbol: mtAccountSymbols.symbol,
      standardSymbol: mtAccountSymbols.standardSymbol,
      minLot: mtAccountSymbols.minLot,
      maxLot: mtAccountSymbols.maxLot,
      lotStep: mtAccountSymbols.lotStep,
      digits: mtAccountSymbols.digits,
      status: mtAccountSymbols.status,
      contractSize: mtAccountSymbols.contractSize,
    })
    .from(mtAccountSymbols)
    .where(and(eq(mtAccountSymbols.siteId, siteId), eq(mtAccountSymbols.accountId, accountId)));
}

/** When the account opened its first market position (null: never). */
export async function firstTradeTime(db: Db, siteId: number, accountId: number): Promise<Date | null> {
  const [row] = await db
    .select({ first: min(mtOrders.openTime) })
    .from(mtOrders)
    .where(
      and(eq(mtOrders.siteId, siteId), eq(mtOrders.accountId, accountId), inArray(mtOrders.type, POSITIONS)),
    );
  return row?.first ?? null;
}

const positionColumns = {
  ticket: mtOrders.ticket,
  type: mtOrders.type,
  symbol: mtOrders.symbol,
  lots: mtOrders.lots,
  openTime: mtOrders.openTime,
  openPrice: mtOrders.openPrice,
  closeTime: mtOrders.closeTime,
  profit: mtOrders.profit,
  swap: mtOrders.swap,
  commission: mtOrders.commission,
  comment: mtOrders.comment,
  state: mtOrders.state,
};

/** Market positions (open or closed) opened at `from` or later, newest first, at most `limit`. */
export function positionsSince(db: Db, siteId: number, accountId: number, from: Date, limit: number) {
  return db
    .select(positionColumns)
    .from(mtOrders)
    .where(
      and(
        eq(mtOrders.siteId, siteId),
        eq(mtOrders.accountId, accountId),
        inArray(mtOrders.type, POSITIONS),
        inArray(mtOrders.state, ['open', 'closed']),
        gte(mtOrders.openTime, from),
      ),
    )
    .orderBy(desc(mtOrders.openTime), desc(mtOrders.ticket))
    .limit(limit);
}

/**
 * What else moved the balance from `from` on: balance and credit operations, and positions opened before
 * `from` that closed at `from` or later (their net results).
 */
export async function balanceChangesSince(db: Db, siteId: number, accountId: number, from: Date) {
  const scope = and(
    eq(mtOrders.siteId, siteId),
    eq(mtOrders.accountId, accountId),
    gte(mtOrders.closeTime, from),
  );
  const columns = {
    type: mtOrders.type,
    closeTime: mtOrders.closeTime,
    profit: mtOrders.profit,
    swap: mtOrders.swap,
    commission: mtOrders.commission,
  };
  const [operations, earlier] = await Promise.all([
    db
      .select(columns)
      .from(mtOrders)
      .where(and(scope, inArray(mtOrders.type, OPERATIONS), eq(mtOrders.state, 'closed'))),
    db
      .select(columns)
      .from(mtOrders)
      .where(
        and(
          scope,
          inArray(mtOrders.type, POSITIONS),
          eq(mtOrders.state, 'closed'),
          lt(mtOrders.openTime, from),
        ),
      ),
  ]);
  return { operations, earlier };
}

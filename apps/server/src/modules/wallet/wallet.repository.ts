import { and, asc, count, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { feeSplits } from '../../db/schema/money';
import {
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  walletRecharges,
  walletWithdrawals,
} from '../../db/schema/wallet';

/**
 * All SQL of the wallet and its ledger on their own tables (the admin's desk with people's nicknames is
 * read-models/wallet-desk.ts, a fee's terms read-models/wallet-fee-terms.ts). Every function takes the
 * site id.
 */

export type Page = { page: number; pageSize: number };
const offsetOf = (p: Page) => (p.page - 1) * p.pageSize;

/** The id of an account (created on first use); `ownerId` null = a system account of the site. */
export async function ensureAccount(
  db: Db,
  siteId: number,
  ownerId: number | null,
  kind: string,
): Promise<number> {
  const where = and(
    eq(ledgerAccounts.siteId, siteId),
    ownerId === null ? isNull(ledgerAccounts.ownerId) : eq(ledgerAccounts.ownerId, ownerId),
    eq(ledgerAccounts.kind, kind),
  );
  const [found] = await db.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(where);
  if (found) return found.id;
  await db.insert(ledgerAccounts).values({ siteId, ownerId, kind }).onConflictDoNothing();
  const [row] = await db.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(where);
  return row!.id;
}

/** Locks the accounts (in id order, so two postings never wait on each other) and reads their balances. */
export async function lockAccounts(db: Db, siteId: number, ids: number[]) {
  return db
    .select({ id: ledgerAccounts.id, kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.siteId, siteId), inArray(ledgerAccounts.id, ids)))
    .orderBy(asc(ledgerAccounts.id))
    .for('update');
}

/** Writes one balanced transaction and moves the cached balances; the caller holds the accounts' locks. */
export async function insertPosting(
  db: Db,
  values: {
    siteId: number;
    kind: string;
    reference: string;
    createdBy: number;
    at: Date;
    entries: { accountId: number; amount: string }[];
  },
): Promise<number> {
  const [tx] = await db
    .insert(ledgerTransactions)
    .values({
      siteId: values.siteId,
      kind: values.kind,
      reference: values.reference,
      createdBy: values.createdBy,
      createdAt: values.at,
    })
    .returning({ id: ledgerTransactions.id });
  await db.insert(ledgerEntries).values(
    values.entries.map((e) => ({
      siteId: values.siteId,
      transactionId: tx!.id,
      accountId: e.accountId,
      amount: e.amount,
    })),
  );
  for (const e of values.entries) {
    await db
      .update(ledgerAccounts)
      .set({ balance: sql`${ledgerAccounts.balance} + ${e.amount}::numeric` })
      .where(and(eq(ledgerAccounts.siteId, values.siteId), eq(ledgerAccounts.id, e.accountId)));
  }
  return tx!.id;
}

/** Cached balances of a user's accounts by kind (no lock: a read for display). */
export async function userBalances(db: Db, siteId: number, userId: number) {
  return db
    .select({ id: ledgerAccounts.id, kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.siteId, siteId), eq(ledgerAccounts.ownerId, userId)));
}

export async function insertRecharge(
  db: Db,
  values: { siteId: number; userId: number; amount: string; txHash: string; at: Date },
) {
  const [row] = await db
    .insert(walletRecharges)
    .values({
      siteId: values.siteId,
      userId: values.userId,
      amount: values.amount,
      txHash: values.txHash,
      createdAt: values.at,
    })
    .returning();
  return row!;
}

export async function insertWithdrawal(
  db: Db,
  values: { siteId: number; userId: number; amount: string; address: string; at: Date },
) {
  const [row] = await db
    .insert(walletWithdrawals)
    .values({
      siteId: values.siteId,
      userId: values.userId,
      amount: values.amount,
      address: values.address,
      createdAt: values.at,
    })
    .returning();
  return row!;
}

/** A recharge of the site, locked until the transaction ends; undefined when not of the site. */
export async function lockRecharge(db: Db, siteId: number, id: number) {
  const [row] = await db
    .select()
    .from(walletRecharges)
    .where(and(eq(walletRecharges.siteId, siteId), eq(walletRecharges.id, id)))
    .for('update');
  return row;
}

export async function lockWithdrawal(db: Db, siteId: number, id: number) {
  const [row] = await db
    .select()
    .from(walletWithdrawals)
    .where(and(eq(walletWithdrawals.siteId, siteId), eq(walletWithdrawals.id, id)))
    .for('update');
  return row;
}

type Review = { state: string; reviewerId: number; reason: string; at: Date };

export async function setRechargeReview(db: Db, siteId: number, id: number, review: Review) {
  await db
    .update(walletRecharges)
    .set({ state: review.state, reviewerId: review.reviewerId, reason: review.reason, reviewedAt: review.at })
    .where(and(eq(walletRecharges.siteId, siteId), eq(walletRecharges.id, id)));
}

export async function setWithdrawalReview(db: Db, siteId: number, id: number, review: Review) {
  await db
    .update(walletWithdrawals)
    .set({ state: review.state, reviewerId: review.reviewerId, reason: review.reason, reviewedAt: review.at })
    .where(and(eq(walletWithdrawals.siteId, siteId), eq(walletWithdrawals.id, id)));
}

/** A user's recharges, newest first, and their number. */
export async function listRecharges(
  db: Db,
  siteId: number,
  userId: number,
  page: Page & { state?: string | undefined },
) {
  const where = and(
    eq(walletRecharges.siteId, siteId),
    eq(walletRecharges.userId, userId),
    page.state ? eq(walletRecharges.state, page.state) : undefined,
  );
  const rows = await db
    .select()
    .from(walletRecharges)
    .where(where)
    .orderBy(desc(walletRecharges.id))
    .limit(page.pageSize)
    .offset(offsetOf(page));
  const [total] = await db.select({ n: count() }).from(walletRecharges).where(where);
  return { rows, total: total!.n };
}

export async function listWithdrawals(
  db: Db,
  siteId: number,
  userId: number,
  page: Page & { state?: string | undefined },
) {
  const where = and(
    eq(walletWithdrawals.siteId, siteId),
    eq(walletWithdrawals.userId, userId),
    page.state ? eq(walletWithdrawals.state, page.state) : undefined,
  );
  const rows = await db
    .select()
    .from(walletWithdrawals)
    .where(where)
    .orderBy(desc(walletWithdrawals.id))
    .limit(page.pageSize)
    .offset(offsetOf(page));
  const [total] = await db.select({ n: count() }).from(walletWithdrawals).where(where);
  return { rows, total: total!.n };
}

/** Lines of one account: income (positive entries) or expend (negative), newest first. */
export async function accountLines(
  db: Db,
  siteId: number,
  accountId: number,
  kind: 'income' | 'expend',
  page: Page,
) {
  const where = and(
    eq(ledgerEntries.siteId, siteId),
    eq(ledgerEntries.accountId, accountId),
    kind === 'income' ? gt(ledgerEntries.amount, '0') : lt(ledgerEntries.amount, '0'),
  );
  const rows = await db
    .select({
      id: ledgerEntries.id,
      amount: ledgerEntries.amount,
      kind: ledgerTransactions.kind,
      reference: ledgerTransactions.reference,
      createdAt: ledgerTransactions.createdAt,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(where)
    .orderBy(desc(ledgerEntries.id))
    .limit(page.pageSize)
    .offset(offsetOf(page));
  const [total] = await db.select({ n: count() }).from(ledgerEntries).where(where);
  return { rows, total: total!.n };
}

export async function insertFeeSplit(
  db: Db,
  values: Omit<typeof feeSplits.$inferInsert, 'id' | 'createdAt'> & { at: Date },
) {
  const { at, ...row } = values;
  await db.insert(feeSplits).values({ ...row, createdAt: at });
}

import { aliasedTable, and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema/users';
import {
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  walletRecharges,
  walletWithdrawals,
} from '../db/schema/wallet';

/*
 * The site admin's wallet desk: pending recharges and withdrawals and the ledger's audit view (wallet),
 * each with the nicknames of the people in it (users). Read only; the wallet module decides and posts.
 */

export type Page = { page: number; pageSize: number };
const offsetOf = (p: Page) => (p.page - 1) * p.pageSize;

/** The site's pending recharges with the requester's nickname, oldest first (at most `limit`). */
export async function pendingRecharges(db: Db, siteId: number, limit: number) {
  const where = and(eq(walletRecharges.siteId, siteId), eq(walletRecharges.state, 'pending'));
  const rows = await db
    .select({
      id: walletRecharges.id,
      userId: walletRecharges.userId,
      nickname: users.nickName,
      amount: walletRecharges.amount,
      txHash: walletRecharges.txHash,
      createdAt: walletRecharges.createdAt,
    })
    .from(walletRecharges)
    .innerJoin(users, eq(users.id, walletRecharges.userId))
    .where(where)
    .orderBy(asc(walletRecharges.createdAt), asc(walletRecharges.id))
    .limit(limit);
  const [total] = await db.select({ n: count() }).from(walletRecharges).where(where);
  return { rows, total: total!.n };
}

/** The site's pending withdrawals with the requester's nickname, oldest first (at most `limit`). */
export async function pendingWithdrawals(db: Db, siteId: number, limit: number) {
  const where = and(eq(walletWithdrawals.siteId, siteId), eq(walletWithdrawals.state, 'pending'));
  const rows = await db
    .select({
      id: walletWithdrawals.id,
      userId: walletWithdrawals.userId,
      nickname: users.nickName,
      amount: walletWithdrawals.amount,
      address: walletWithdrawals.address,
      createdAt: walletWithdrawals.createdAt,
    })
    .from(walletWithdrawals)
    .innerJoin(users, eq(users.id, walletWithdrawals.userId))
    .where(where)
    .orderBy(asc(walletWithdrawals.createdAt), asc(walletWithdrawals.id))
    .limit(limit);
  const [total] = await db.select({ n: count() }).from(walletWithdrawals).where(where);
  return { rows, total: total!.n };
}

const owners = aliasedTable(users, 'owners');
const creators = aliasedTable(users, 'creators');

/** Every ledger entry of the site (optionally of one user's accounts), newest first: the audit view. */
export async function ledgerAudit(db: Db, siteId: number, page: Page & { userId?: number | undefined }) {
  const where = and(
    eq(ledgerEntries.siteId, siteId),
    page.userId === undefined ? undefined : eq(ledgerAccounts.ownerId, page.userId),
  );
  const rows = await db
    .select({
      id: ledgerEntries.id,
      transactionId: ledgerEntries.transactionId,
      accountId: ledgerEntries.accountId,
      accountKind: ledgerAccounts.kind,
      ownerId: ledgerAccounts.ownerId,
      ownerNickname: owners.nickName,
      amount: ledgerEntries.amount,
      kind: ledgerTransactions.kind,
      reference: ledgerTransactions.reference,
      createdById: ledgerTransactions.createdBy,
      createdByNickname: creators.nickName,
      createdAt: ledgerTransactions.createdAt,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .leftJoin(owners, eq(owners.id, ledgerAccounts.ownerId))
    .leftJoin(creators, eq(creators.id, ledgerTransactions.createdBy))
    .where(where)
    .orderBy(desc(ledgerEntries.id))
    .limit(page.pageSize)
    .offset(offsetOf(page));
  const [total] = await db
    .select({ n: count() })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(where);
  return { rows, total: total!.n };
}

import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  pgTable,
  text,
  uniqueIndex,
  type PgColumnBuilderBase,
} from 'drizzle-orm/pg-core';
import { createdAt, id, instant, money, optionalRef, ref, siteRef } from './columns';
import { users } from './users';

/**
 * The double-entry ledger (issue 6). An account holds money of one kind for one owner (a user) or for the
 * site itself (owner null: the site's revenue, the external USDT clearing account). Balances are derived:
 * the sum of an account's entries. `balance` is a cached copy of that sum, changed only by the ledger
 * repository in the same database transaction as the entries, under the account's row lock; a test
 * proves it always equals the sum.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: id(),
    siteId: siteRef(),
    ownerId: optionalRef('owner_id', () => users.id, 'restrict'),
    /** wallet | frozen | site_revenue | external_usdt (later: owed, ...). */
    kind: text('kind').notNull(),
    balance: money('balance').notNull().default('0'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_owner_uq')
      .on(t.siteId, t.ownerId, t.kind)
      .where(sql`${t.ownerId} is not null`),
    uniqueIndex('ledger_accounts_system_uq')
      .on(t.siteId, t.kind)
      .where(sql`${t.ownerId} is null`),
  ],
);

/** One balanced posting: its entries sum to zero. Append-only. */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: id(),
    siteId: siteRef(),
    /** recharge | withdraw_request | withdraw_paid | withdraw_rejected (later: fees, payments, rebates). */
    kind: text('kind').notNull(),
    /** The record behind it: 'recharge:12', 'withdrawal:7'. */
    reference: text('reference').notNull(),
    /** Who caused it: the user who asked or the admin who reviewed. */
    createdBy: optionalRef('created_by', () => users.id, 'set null'),
    createdAt: createdAt(),
  },
  (t) => [index('ledger_transactions_site_idx').on(t.siteId, t.createdAt)],
);

/** A signed amount on one account. Never updated or deleted. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: siteRef(),
    transactionId: ref('transaction_id', () => ledgerTransactions.id, 'restrict'),
    accountId: ref('account_id', () => ledgerAccounts.id, 'restrict'),
    amount: money('amount').notNull(),
  },
  (t) => [
    index('ledger_entries_account_idx').on(t.accountId, t.id),
    index('ledger_entries_tx_idx').on(t.transactionId),
    index('ledger_entries_site_idx').on(t.siteId, t.id),
    check('ledger_entries_nonzero', sql`${t.amount} <> 0`),
  ],
);

/**
 * The columns of a recharge and of a withdrawal: a user's amount, what is particular to the kind
 * (`details`), then the site admin's review (state pending | rejected | passed).
 */
const walletRequest = <T extends Record<string, PgColumnBuilderBase>>(details: T) => ({
  id: id(),
  siteId: siteRef(),
  userId: ref('user_id', () => users.id, 'restrict'),
  amount: money('amount').notNull(),
  ...details,
  state: text('state').notNull().default('pending'),
  reviewerId: optionalRef('reviewer_id', () => users.id, 'set null'),
  reason: text('reason').notNull().default(''),
  createdAt: createdAt(),
  reviewedAt: instant('reviewed_at'),
});

/** A declared USDT transfer to the site, reviewed by the site's admin. */
export const walletRecharges = pgTable(
  'wallet_recharges',
  walletRequest({
    /** TRC20 transaction id, lower-case hex; one recharge per hash per site. */
    txHash: text('tx_hash').notNull(),
  }),
  (t) => [
    uniqueIndex('wallet_recharges_hash_uq').on(t.siteId, t.txHash),
    index('wallet_recharges_user_idx').on(t.siteId, t.userId, t.id),
    index('wallet_recharges_state_idx').on(t.siteId, t.state),
    check('wallet_recharges_positive', sql`${t.amount} > 0`),
  ],
);

/** A withdrawal to a TRC20 address; its amount sits in the user's frozen account until the review. */
export const walletWithdrawals = pgTable(
  'wallet_withdrawals',
  walletRequest({ address: text('address').notNull() }),
  (t) => [
    index('wallet_withdrawals_user_idx').on(t.siteId, t.userId, t.id),
    index('wallet_withdrawals_state_idx').on(t.siteId, t.state),
    check('wallet_withdrawals_positive', sql`${t.amount} > 0`),
  ],
);

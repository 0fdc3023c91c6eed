import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { mtAccounts } from './accounts';

/**
 * Copy workers alive (issue 20): each copy worker process writes its node id here and renews
 * `heartbeat_at` (database time) every third of its lease; a worker whose heartbeat is older than a lease
 * no longer counts when the masters are shared out. Only trading/leases writes it.
 */
export const copyWorkers = pgTable('copy_workers', {
  id: text('id').primaryKey(),
  heartbeatAt: instant('heartbeat_at').notNull(),
  startedAt: instant('started_at').notNull(),
});

/**
 * Which copy worker copies a master account (issue 20): one row per master, its holder, a fencing number
 * that grows whenever the lease is taken (so a worker that lost it cannot write an intent under it) and
 * an expiry in database time. A lease given back keeps its row, expired, so the fencing number never goes
 * back. Only trading/leases writes it.
 */
export const copyLeases = pgTable(
  'copy_leases',
  {
    masterAccountId: integer('master_account_id')
      .primaryKey()
      .references(() => mtAccounts.id, { onDelete: 'cascade' }),
    holder: text('holder').notNull(),
    fencing: bigint('fencing', { mode: 'number' }).notNull(),
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [index('copy_leases_holder_idx').on(t.holder)],
);

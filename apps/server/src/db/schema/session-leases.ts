import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { mtAccounts } from './accounts';

/**
 * API nodes alive that hold account sessions (issue 20): the same heartbeat as `copy_workers`, kept apart
 * so the accounts are shared over the API nodes and the masters over the copy workers, each count its own.
 * Only trading/leases writes it.
 */
export const sessionNodes = pgTable('session_nodes', {
  id: text('id').primaryKey(),
  heartbeatAt: instant('heartbeat_at').notNull(),
  startedAt: instant('started_at').notNull(),
});

/**
 * Which API node holds an account's session (issue 20): one row per account (EA-bridge accounts have
 * none: their session lives where the EA connects), its holder, a fencing number and an expiry in database
 * time, as `copy_leases`. Only trading/leases writes it.
 */
export const sessionLeases = pgTable(
  'session_leases',
  {
    accountId: integer('account_id')
      .primaryKey()
      .references(() => mtAccounts.id, { onDelete: 'cascade' }),
    holder: text('holder').notNull(),
    fencing: bigint('fencing', { mode: 'number' }).notNull(),
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [index('session_leases_holder_idx').on(t.holder)],
);

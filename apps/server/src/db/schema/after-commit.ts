import { bigserial, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns';

/**
 * Work to do once a transaction has committed (platform/after-commit.ts): written in the caller's
 * transaction, so an event exists exactly when the change it follows does, and deleted once delivered.
 * A crash between the commit and the delivery leaves the row, and the next start delivers it.
 */
export const afterCommitEvents = pgTable('after_commit_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /** One of the kinds of platform/after-commit.ts ('notice.push'). */
  kind: text('kind').notNull(),
  payload: jsonb('payload').notNull(),
  /** When a dispatcher took it; another takes it again only once that lease ran out (a crashed process). */
  claimedAt: instant('claimed_at'),
  /** Deliveries tried; an event that keeps failing is dropped after a few, with an error in the log. */
  attempts: integer('attempts').notNull().default(0),
  createdAt: createdAt(),
});

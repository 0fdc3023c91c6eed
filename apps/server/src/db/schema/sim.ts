import { bigint, index, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { instant, updatedAt } from './columns';

/**
 * The built-in MT4 simulator's own storage: it plays the broker's trade servers, so it keeps its state
 * apart from the site's tables. `sim_state` holds the world (accounts, open and pending orders, prices,
 * bots) as one document, saved before any event of it is passed on; `sim_history` holds closed orders and
 * balance operations, which the world itself does not keep.
 */
export const simState = pgTable('sim_state', {
  key: text('key').primaryKey(),
  state: jsonb('state').notNull(),
  updatedAt: updatedAt(),
});

export const simHistory = pgTable(
  'sim_history',
  {
    server: text('server').notNull(),
    ticket: bigint('ticket', { mode: 'number' }).notNull(),
    login: text('login').notNull(),
    closeTime: instant('close_time').notNull(),
    order: jsonb('order').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.server, t.ticket] }),
    index('sim_history_account_idx').on(t.server, t.login, t.closeTime),
  ],
);

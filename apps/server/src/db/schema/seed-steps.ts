import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** Seed steps already applied, so each runs once even as later releases add steps. */
export const seedSteps = pgTable('seed_steps', {
  name: text('name').primaryKey(),
  appliedAt: createdAt(),
});

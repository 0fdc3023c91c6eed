import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, instant, optionalRef, ref, siteRef, updatedAt } from './columns';
import { mtAccounts } from './accounts';
import { users } from './users';

/**
 * Today's stars chosen by the site's admin (`addSrRecommendedToday`, `updateRecommendedToday`,
 * `srRecommendedToday/{id}`): a trade account shown on the home page and the square from `startDay`
 * through `endDay` (calendar days, YYYY-MM-DD in the site's day; `endDay` null = until removed), in `sort`
 * order. `chooseTodayStar` reads the ones live today and fills up with the best rated accounts.
 */
export const recommendedToday = pgTable(
  'recommended_today',
  {
    id: id(),
    siteId: siteRef(),
    accountId: ref('account_id', () => mtAccounts.id, 'cascade'),
    startDay: text('start_day').notNull(),
    endDay: text('end_day'),
    sort: integer('sort').notNull().default(0),
    /** The admin's short reason shown on the card ("steady for 6 months"); plain text. */
    remark: text('remark').notNull().default(''),
    createdBy: optionalRef('created_by', () => users.id, 'set null'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: instant('deleted_at'),
  },
  (t) => [
    index('recommended_today_site_idx').on(t.siteId, t.startDay),
    uniqueIndex('recommended_today_live_uq')
      .on(t.siteId, t.accountId, t.startDay)
      .where(sql`${t.deletedAt} is null`),
  ],
);

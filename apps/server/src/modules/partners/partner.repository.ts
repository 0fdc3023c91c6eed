import { and, count, countDistinct, desc, eq, gte, ilike, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mtAccounts, platforms } from '../../db/schema/accounts';
import { subscriptions } from '../../db/schema/copy';
import { feeSplits, partnerApplications, rebateLevels } from '../../db/schema/money';
import { sites } from '../../db/schema/sites';
import { users } from '../../db/schema/users';

/** All SQL of invitations, partners and rebate levels. Every function takes the site id. */

export type Page = { page: number; pageSize: number };
const offsetOf = (p: Page) => (p.page - 1) * p.pageSize;

/** LIKE pattern of a keyword, its wildcards taken literally. */
const likeOf = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function findUser(db: Db, siteId: number, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      nickName: users.nickName,
      inviteCode: users.inviteCode,
      invitedBy: users.invitedBy,
      partnerState: users.partnerState,
      rebateLevelId: users.rebateLevelId,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(and(eq(users.siteId, siteId), eq(users.id, userId)));
  return row ?? null;
}

/** Locks a user's row (the partner state changes under it). */
export async function lockUser(db: Db, siteId: number, userId: number) {
  const [row] = await db
    .select({ id: users.id, partnerState: users.partnerState })
    .from(users)
    .where(and(eq(users.siteId, siteId), eq(users.id, userId)))
    .for('update');
  return row ?? null;
}

export async function setPartner(db: Db, siteId: number, userId: number, levelId: number) {
  await db
    .update(users)
    .set({ partnerState: 'partner', rebateLevelId: levelId })
    .where(and(eq(users.siteId, siteId), eq(users.id, userId)));
}

export async function findLevel(db: Db, siteId: number, id: number) {
  const [row] = await db
    .select()
    .from(rebateLevels)
    .where(and(eq(rebateLevels.siteId, siteId), eq(rebateLevels.id, id)));
  return row ?? null;
}

export async function lockLevel(db: Db, siteId: number, id: number) {
  const [row] = await db
    .select()
    .from(rebateLevels)
    .where(and(eq(rebateLevels.siteId, siteId), eq(rebateLevels.id, id)))
    .for('update');
  return row ?? null;
}

/** The site's levels with how many partners hold each, by rate then name. */
export async function listLevels(db: Db, siteId: number) {
  const holders = db
    .select({ levelId: users.rebateLevelId, n: count().as('n') })
    .from(users)
    .where(and(eq(users.siteId, siteId), eq(users.partnerState, 'partner'), isNotNull(users.rebateLevelId)))
    .groupBy(users.rebateLevelId)
    .as('holders');
  return db
    .select({
      id: rebateLevels.id,
      name: rebateLevels.name,
      rate: rebateLevels.rate,
      minCustomers: rebateLevels.minCustomers,
      createdAt: rebateLevels.createdAt,
      partners: sql<number>`coalesce(${holders.n}, 0)::int`,
    })
    .from(rebateLevels)
    .leftJoin(holders, eq(holders.levelId, rebateLevels.id))
    .where(eq(rebateLevels.siteId, siteId))
    .orderBy(rebateLevels.rate, rebateLevels.name);
}

export async function insertLevel(
  db: Db,
  values: { siteId: number; name: string; rate: number; minCustomers: number; at: Date },
) {
  const [row] = await db
    .insert(rebateLevels)
    .values({
      siteId: values.siteId,
      name: values.name,
      rate: values.rate,
      minCustomers: values.minCustomers,
      createdAt: values.at,
    })
    .returning();
  return row!;
}

export async function updateLevelRow(
  db: Db,
  siteId: number,
  id: number,
  values: { name: string; rate: number; minCustomers: number; at: Date },
) {
  await db
    .update(rebateLevels)
    .set({ name: values.name, rate: values.rate, minCustomers: values.minCustomers, updatedAt: values.at })
    .where(and(eq(rebateLevels.siteId, siteId), eq(rebateLevels.id, id)));
}

/** The site's levels from the fewest customers needed up (then by rate): the upgrade ladder. */
export async function levelLadder(db: Db, siteId: number) {
  return db
    .select({
      id: rebateLevels.id,
      name: rebateLevels.name,
      rate: rebateLevels.rate,
      minCustomers: rebateLevels.minCustomers,
    })
    .from(rebateLevels)
    .where(eq(rebateLevels.siteId, siteId))
    .orderBy(rebateLevels.minCustomers, rebateLevels.rate, rebateLevels.id);
}

/** useLevelUpgradeFlag of the site. */
export async function levelAutoUpgrade(db: Db, siteId: number): Promise<boolean> {
  const [row] = await db.select({ auto: sites.levelAutoUpgrade }).from(sites).where(eq(sites.id, siteId));
  return row?.auto ?? false;
}

export async function setLevelAutoUpgrade(db: Db, siteId: number, auto: boolean) {
  await db.update(sites).set({ levelAutoUpgrade: auto }).where(eq(sites.id, siteId));
}

/**
 * Moves a partner up to `levelId` unless he already holds a level that needs as many customers or more
 * (automatic upgrades never move anyone down). Answers whether he moved.
 */
export async function raisePartnerLevel(
  db: Db,
  siteId: number,
  userId: number,
  levelId: number,
  minCustomers: number,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ rebateLevelId: levelId })
    .where(
      and(
        eq(users.siteId, siteId),
        eq(users.id, userId),
        eq(users.partnerState, 'partner'),
        sql`coalesce((select ${rebateLevels.minCustomers} from ${rebateLevels}
          where ${rebateLevels.id} = ${users.rebateLevelId} and ${rebateLevels.siteId} = ${siteId}), -1)
          < ${minCustomers}`,
      ),
    )
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function deleteLevelRow(db: Db, siteId: number, id: number) {
  await db.delete(rebateLevels).where(and(eq(rebateLevels.siteId, siteId), eq(rebateLevels.id, id)));
}

/** Partners (or anyone, for safety) still pointing at a level. */
export async function levelHolders(db: Db, siteId: number, levelId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.siteId, siteId), eq(users.rebateLevelId, levelId)));
  return row!.n;
}

export async function insertApplication(
  db: Db,
  values: {
    siteId: number;
    userId: number;
    realName: string;
    contact: string;
    introduction: string;
    at: Date;
  },
) {
  const { at, ...row } = values;
  const [created] = await db
    .insert(partnerApplications)
    .values({ ...row, createdAt: at })
    .returning();
  return created!;
}

const applicationColumns = {
  id: partnerApplications.id,
  userId: partnerApplications.userId,
  nickname: users.nickName,
  realName: partnerApplications.realName,
  contact: partnerApplications.contact,
  introduction: partnerApplications.introduction,
  state: partnerApplications.state,
  reason: partnerApplications.reason,
  createdAt: partnerApplications.createdAt,
  reviewedAt: partnerApplications.reviewedAt,
};

export async function latestApplication(db: Db, siteId: number, userId: number) {
  const [row] = await db
    .select(applicationColumns)
    .from(partnerApplications)
    .innerJoin(users, eq(users.id, partnerApplications.userId))
    .where(and(eq(partnerApplications.siteId, siteId), eq(partnerApplications.userId, userId)))
    .orderBy(desc(partnerApplications.id))
    .limit(1);
  return row ?? null;
}

export async function hasPendingApplication(db: Db, siteId: number, userId: number) {
  const [row] = await db
    .select({ id: partnerApplications.id })
    .from(partnerApplications)
    .where(
      and(
        eq(partnerApplications.siteId, siteId),
        eq(partnerApplications.userId, userId),
        eq(partnerApplications.state, 'pending'),
      ),
    );
  return row !== undefined;
}

export async function listApplications(db: Db, siteId: number, page: Page & { state?: string | undefined }) {
  const where = and(
    eq(partnerApplications.siteId, siteId),
    page.state ? eq(partnerApplications.state, page.state) : undefined,
  );
  const rows = await db
    .select(applicationColumns)
    .from(partnerApplications)
    .innerJoin(users, eq(users.id, partnerApplications.userId))
    .where(where)
    .orderBy(desc(partnerApplications.id))
    .limit(page.pageSize)
    .offset(offsetOf(page));
  const [total] = await db.select({ n: count() }).from(partnerApplications).where(where);
  return { rows, total: total!.n };
}

export async function lockApplication(db: Db, siteId: number, id: number) {
  const [row] = await db
    .select()
    .from(partnerApplications)
    .where(and(eq(partnerApplications.siteId, siteId), eq(partnerApplications.id, id)))
    .for('update');
  return row ?? null;
}

export async function setApplicationReview(
  db: Db,
  siteId: number,
  id: number,
  values: { state: string; reason: string; reviewerId: number; at: Date },
) {
  await db
    .update(partnerApplications)
    .set({ state: values.state, reason: values.reason, reviewerId: values.reviewerId, reviewedAt: values.at })
    .where(and(eq(partnerApplications.siteId, siteId), eq(partnerApplications.id, id)));
}

/** When the user's newest passed application was reviewed (the partner's "since"). */
export async function partnerSince(db: Db, siteId: number, userId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: partnerApplications.reviewedAt })
    .from(partnerApplications)
    .where(
      and(
        eq(partnerApplications.siteId, siteId),
        eq(partnerApplications.userId, userId),
        eq(partnerApplications.state, 'passed'),
      ),
    )
    .orderBy(desc(partnerApplications.id))
    .limit(1);
  return row?.at ?? null;
}

export async function countInvited(db: Db, siteId: number, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.siteId, siteId), eq(users.invitedBy, userId)));
  return row!.n;
}

const invitedWhere = (siteId: number, userId: number, keyword?: string) =>
  and(
    eq(users.siteId, siteId),
    eq(users.invitedBy, userId),
    keyword ? ilike(users.nickName, likeOf(keyword)) : undefined,
  );

/** The people a user invited, newest first. */
export async function listInvited(db: Db, siteId: number, userId: number, page: Page & { keyword?: string }) {
  const where = invitedWhere(siteId, userId, page.keyword);
  const rows = await db
    .select({ id: users.id, nickName: users.nickName, createdAt: users.createdAt })
    .from(users)
    .where(where)
    .orderBy(desc(users.id))
    .limit(page.pageSize)
    .offset(offsetOf(page));
  const [total] = await db.select({ n: count() }).from(users).where(where);
  return { rows, total: total!.n };
}

/** Per customer: bound follow accounts, live subscriptions, fees paid from the wallet, rebate to `referrerId`. */
export async function customerFigures(db: Db, siteId: number, referrerId: number, customerIds: number[]) {
  if (customerIds.length === 0) return [];
  const accounts = await db
    .select({ userId: mtAccounts.userId, n: count() })
    .from(mtAccounts)
    .where(
      and(
        eq(mtAccounts.siteId, siteId),
        inArray(mtAccounts.userId, customerIds),
        eq(mtAccounts.accType, 2),
        sql`${mtAccounts.unboundAt} is null`,
      ),
    )
    .groupBy(mtAccounts.userId);
  const live = await db
    .select({ userId: subscriptions.followerUserId, n: count() })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.siteId, siteId),
        inArray(subscriptions.followerUserId, customerIds),
        eq(subscriptions.state, 'subscribing'),
      ),
    )
    .groupBy(subscriptions.followerUserId);
  const fees = await db
    .select({
      userId: feeSplits.payerId,
      fees: sql<string>`coalesce(sum(${feeSplits.fee}), 0)::text`,
      rebate: sql<string>`coalesce(sum(case when ${feeSplits.referrerId} = ${referrerId} then ${feeSplits.referrerAmount} else 0 end), 0)::text`,
    })
    .from(feeSplits)
    .where(and(eq(feeSplits.siteId, siteId), inArray(feeSplits.payerId, customerIds)))
    .groupBy(feeSplits.payerId);
  return customerIds.map((id) => ({
    userId: id,
    followAccounts: accounts.find((r) => r.userId === id)?.n ?? 0,
    liveSubscriptions: live.find((r) => r.userId === id)?.n ?? 0,
    feesPaid: fees.find((r) => r.userId === id)?.fees ?? '0',
    rebate: fees.find((r) => r.userId === id)?.rebate ?? '0',
  }));
}

/** The bound MT4 accounts of a referrer's customers, newest first. */
export async function listCustomerAccounts(
  db: Db,
  siteId: number,
  referrerId: number,
  page: Page & { keyword?: string },
) {
  const where = and(
    eq(users.siteId, siteId),
    eq(users.invitedBy, referrerId),
    eq(mtAccounts.siteId, siteId),
    sql`${mtAccounts.unboundAt} is null`,
    page.keyword
      ? sql`(${users.nickName} ilike ${likeOf(page.keyword)} or ${mtAccounts.login} ilike ${likeOf(page.keyword)})`
      : undefined,
  );
  const rows = await db
    .select({
      accountId: mtAccounts.id,
      userId: users.id,
      nickname: users.nickName,
      login: mtAccounts.login,
      platform: platforms.name,
      accType: mtAccounts.accType,
      balance: mtAccounts.balance,
      equity: mtAccounts.equity,
      boundAt: mtAccounts.createdAt,
    })
    .from(mtAccounts)
    .innerJoin(users, eq(users.id, mtAccounts.userId))
    .innerJoin(platforms, eq(platforms.id, mtAccounts.platformId))
    .where(where)
    .orderBy(desc(mtAccounts.id))
    .limit(page.pageSize)
    .offset(offsetOf(page));
  const [total] = await db
    .select({ n: count() })
    .from(mtAccounts)
    .innerJoin(users, eq(users.id, mtAccounts.userId))
    .where(where);
  return { rows, total: total!.n };
}

/** Rebates paid to a referrer (fee splits), newest first. */
export async function listRebates(db: Db, siteId: number, referrerId: number, page: Page) {
  const where = and(eq(feeSplits.siteId, siteId), eq(feeSplits.referrerId, referrerId));
  const rows = await db
    .select({
      id: feeSplits.id,
      createdAt: feeSplits.createdAt,
      customerId: feeSplits.payerId,
      customerNickname: users.nickName,
      source: feeSplits.source,
      fee: feeSplits.fee,
      rate: feeSplits.rebateRate,
      rebate: feeSplits.referrerAmount,
    })
    .from(feeSplits)
    .innerJoin(users, and(eq(users.id, feeSplits.payerId), eq(users.siteId, siteId)))
    .where(where)
    .orderBy(desc(feeSplits.id))
    .limit(page.pageSize)
    .offset(offsetOf(page));
  const [total] = await db.select({ n: count() }).from(feeSplits).where(where);
  return { rows, total: total!.n };
}

/** Sum of rebates paid to a referrer, all time and since `monthStart`. */
export async function rebateTotals(db: Db, siteId: number, referrerId: number, monthStart: Date) {
  const where = and(eq(feeSplits.siteId, siteId), eq(feeSplits.referrerId, referrerId));
  const [all] = await db
    .select({ total: sql<string>`coalesce(sum(${feeSplits.referrerAmount}), 0)::text` })
    .from(feeSplits)
    .where(where);
  const [month] = await db
    .select({ total: sql<string>`coalesce(sum(${feeSplits.referrerAmount}), 0)::text` })
    .from(feeSplits)
    .where(and(where, gte(feeSplits.createdAt, monthStart)));
  return { total: all!.total, thisMonth: month!.total };
}

/** Customers of a referrer who paid at least one wallet fee. */
export async function payingCustomers(db: Db, siteId: number, referrerId: number): Promise<number> {
  const [row] = await db
    .select({ n: countDistinct(feeSplits.payerId) })
    .from(feeSplits)
    .innerJoin(users, and(eq(users.id, feeSplits.payerId), eq(users.siteId, siteId)))
    .where(and(eq(feeSplits.siteId, siteId), eq(users.invitedBy, referrerId)));
  return row!.n;
}

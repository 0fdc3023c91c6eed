import { aliasedTable, and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema/contact';
import { partnerApplications, paymentCodes, subscriptionPayments } from '../../db/schema/money';
import { identityVerifications } from '../../db/schema/profile';
import { sites } from '../../db/schema/sites';
import { users } from '../../db/schema/users';
import { walletRecharges, walletWithdrawals } from '../../db/schema/wallet';

/** All SQL of real-name verification, payment information and the review desk. Every function takes the site id. */

export type Page = { page: number; pageSize: number };
const offsetOf = (page: Page) => (page.page - 1) * page.pageSize;

/** Whether the site asks for real names in Chinese characters (read per call: tests and operators flip it). */
export async function siteWantsChineseNames(db: Db, siteId: number): Promise<boolean> {
  const [row] = await db.select({ chinese: sites.realNameChinese }).from(sites).where(eq(sites.id, siteId));
  return row?.chinese ?? false;
}

// ---------------------------------------------------------------------------------------------------
// Real-name verification

export type IdentityRow = typeof identityVerifications.$inferSelect;

export async function findIdentity(db: Db, siteId: number, userId: number): Promise<IdentityRow | undefined> {
  const [row] = await db
    .select()
    .from(identityVerifications)
    .where(and(eq(identityVerifications.siteId, siteId), eq(identityVerifications.userId, userId)));
  return row;
}

/** The user's submission, locked until the transaction ends (two submissions of one user run one by one). */
export async function lockIdentityOfUser(db: Db, siteId: number, userId: number) {
  const [row] = await db
    .select()
    .from(identityVerifications)
    .where(and(eq(identityVerifications.siteId, siteId), eq(identityVerifications.userId, userId)))
    .for('update');
  return row;
}

/**
 * Serializes submissions of one ID number on a site until the transaction ends, so two people sending
 * the same number at once cannot both pass the "nobody else has it" check.
 */
export async function lockIdNumber(db: Db, siteId: number, idNumber: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`identity:${siteId}:${idNumber}`}))`);
}

/** Whether another user of the site has this document number pending or passed. */
export async function idNumberHeldByOther(
  db: Db,
  siteId: number,
  values: { idType: number; idNumber: string; userId: number; states: string[] },
): Promise<boolean> {
  const [row] = await db
    .select({ id: identityVerifications.id })
    .from(identityVerifications)
    .where(
      and(
        eq(identityVerifications.siteId, siteId),
        eq(identityVerifications.idType, values.idType),
        eq(identityVerifications.idNumber, values.idNumber),
        ne(identityVerifications.userId, values.userId),
        inArray(identityVerifications.state, values.states),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Stores a submission as pending: a new row, or the user's rejected one replaced. A row that is pending or
 * passed is not touched (undefined is returned), which also settles a race with another submission.
 */
export async function upsertIdentity(
  db: Db,
  values: {
    siteId: number;
    userId: number;
    realName: string;
    idType: number;
    idNumber: string;
    frontUploadId: number;
    backUploadId: number | null;
    at: Date;
  },
): Promise<IdentityRow | undefined> {
  const submission = {
    realName: values.realName,
    idType: values.idType,
    idNumber: values.idNumber,
    frontUploadId: values.frontUploadId,
    backUploadId: values.backUploadId,
    state: 'pending',
    reason: '',
    reviewedBy: null,
    reviewedAt: null,
    updatedAt: values.at,
  };
  const [row] = await db
    .insert(identityVerifications)
    .values({ siteId: values.siteId, userId: values.userId, ...submission, createdAt: values.at })
    .onConflictDoUpdate({
      target: [identityVerifications.siteId, identityVerifications.userId],
      set: { ...submission, createdAt: values.at },
      setWhere: eq(identityVerifications.state, 'rejected'),
    })
    .returning();
  return row;
}

export async function lockIdentity(db: Db, siteId: number, id: number) {
  const [row] = await db
    .select()
    .from(identityVerifications)
    .where(and(eq(identityVerifications.siteId, siteId), eq(identityVerifications.id, id)))
    .for('update');
  return row;
}

export type Review = { state: 'passed' | 'rejected'; reason: string; reviewedBy: number; at: Date };

export async function setIdentityReview(db: Db, siteId: number, id: number, review: Review) {
  await db
    .update(identityVerifications)
    .set({
      state: review.state,
      reason: review.reason,
      reviewedBy: review.reviewedBy,
      reviewedAt: review.at,
      updatedAt: review.at,
    })
    .where(and(eq(identityVerifications.siteId, siteId), eq(identityVerifications.id, id)));
}

const applicants = aliasedTable(users, 'applicants');
const reviewers = aliasedTable(users, 'reviewers');

/** A page of the site's submissions with the applicant and reviewer: pending oldest first, decided newest first. */
export async function pageIdentityReviews(
  db: Db,
  siteId: number,
  query: Page & { state?: string | undefined },
) {
  const where = and(
    eq(identityVerifications.siteId, siteId),
    query.state ? eq(identityVerifications.state, query.state) : undefined,
  );
  const order =
    query.state === 'pending'
      ? [asc(identityVerifications.updatedAt), asc(identityVerifications.id)]
      : [desc(identityVerifications.updatedAt), desc(identityVerifications.id)];
  const rows = await db
    .select({
      row: identityVerifications,
      nickname: applicants.nickName,
      email: applicants.email,
      phone: applicants.phone,
      reviewerNickname: reviewers.nickName,
    })
    .from(identityVerifications)
    .innerJoin(
      applicants,
      and(eq(applicants.id, identityVerifications.userId), eq(applicants.siteId, siteId)),
    )
    .leftJoin(reviewers, eq(reviewers.id, identityVerifications.reviewedBy))
    .where(where)
    .orderBy(...order)
    .limit(query.pageSize)
    .offset(offsetOf(query));
  const [total] = await db.select({ n: count() }).from(identityVerifications).where(where);
  return { rows, total: total?.n ?? 0 };
}

// ---------------------------------------------------------------------------------------------------
// Payment information (table payment_codes, one row per user and method)

export type PaymentInfoRow = typeof paymentCodes.$inferSelect;

export async function listPaymentInfo(db: Db, siteId: number, userId: number): Promise<PaymentInfoRow[]> {
  return db
    .select()
    .from(paymentCodes)
    .where(and(eq(paymentCodes.siteId, siteId), eq(paymentCodes.userId, userId)))
    .orderBy(asc(paymentCodes.id));
}

/** Saves a method's information; whatever it held before is replaced and waits for review again. */
export async function upsertPaymentInfo(
  db: Db,
  values: {
    siteId: number;
    userId: number;
    method: string;
    uploadId: number | null;
    accountName: string;
    accountNo: string;
    bankName: string;
    at: Date;
  },
): Promise<PaymentInfoRow> {
  const info = {
    uploadId: values.uploadId,
    accountName: values.accountName,
    accountNo: values.accountNo,
    bankName: values.bankName,
    state: 'pending',
    reason: '',
    reviewedBy: null,
    reviewedAt: null,
    updatedAt: values.at,
  };
  const [row] = await db
    .insert(paymentCodes)
    .values({
      siteId: values.siteId,
      userId: values.userId,
      method: values.method,
      ...info,
      createdAt: values.at,
    })
    .onConflictDoUpdate({
      target: [paymentCodes.siteId, paymentCodes.userId, paymentCodes.method],
      set: info,
    })
    .returning();
  return row!;
}

export async function deletePaymentInfoRow(db: Db, siteId: number, userId: number, method: string) {
  const rows = await db
    .delete(paymentCodes)
    .where(
      and(eq(paymentCodes.siteId, siteId), eq(paymentCodes.userId, userId), eq(paymentCodes.method, method)),
    )
    .returning({ id: paymentCodes.id });
  return rows.length;
}

export async function lockPaymentInfo(db: Db, siteId: number, id: number) {
  const [row] = await db
    .select()
    .from(paymentCodes)
    .where(and(eq(paymentCodes.siteId, siteId), eq(paymentCodes.id, id)))
    .for('update');
  return row;
}

export async function setPaymentInfoReview(db: Db, siteId: number, id: number, review: Review) {
  await db
    .update(paymentCodes)
    .set({
      state: review.state,
      reason: review.reason,
      reviewedBy: review.reviewedBy,
      reviewedAt: review.at,
    })
    .where(and(eq(paymentCodes.siteId, siteId), eq(paymentCodes.id, id)));
}

/** A page of the site's payment information with the applicant and reviewer (order as for identities). */
export async function pagePaymentInfoReviews(
  db: Db,
  siteId: number,
  query: Page & { state?: string | undefined },
) {
  const where = and(
    eq(paymentCodes.siteId, siteId),
    query.state ? eq(paymentCodes.state, query.state) : undefined,
  );
  const order =
    query.state === 'pending'
      ? [asc(paymentCodes.updatedAt), asc(paymentCodes.id)]
      : [desc(paymentCodes.updatedAt), desc(paymentCodes.id)];
  const rows = await db
    .select({
      row: paymentCodes,
      nickname: applicants.nickName,
      email: applicants.email,
      phone: applicants.phone,
      reviewerNickname: reviewers.nickName,
    })
    .from(paymentCodes)
    .innerJoin(applicants, and(eq(applicants.id, paymentCodes.userId), eq(applicants.siteId, siteId)))
    .leftJoin(reviewers, eq(reviewers.id, paymentCodes.reviewedBy))
    .where(where)
    .orderBy(...order)
    .limit(query.pageSize)
    .offset(offsetOf(query));
  const [total] = await db.select({ n: count() }).from(paymentCodes).where(where);
  return { rows, total: total?.n ?? 0 };
}

// ---------------------------------------------------------------------------------------------------
// The review desk's badges

type Counted = { siteId: AnyPgColumn };

/** Rows of the site in a table whose `column` equals `value`. */
async function countWhere(
  db: Db,
  table: PgTable & Counted,
  column: AnyPgColumn,
  siteId: number,
  value: string,
) {
  const [row] = await db
    .select({ n: count() })
    .from(table)
    .where(and(eq(table.siteId, siteId), eq(column, value)));
  return row?.n ?? 0;
}

/**
 * What waits for the site admin, each counted on its table's (site, state) index: real-name submissions
 * and payment information pending, recharges and withdrawals pending, complained payments, partner
 * applications pending, contact messages not answered.
 */
export async function reviewCounts(db: Db, siteId: number) {
  const [identity, paymentInfo, recharges, withdrawals, complaints, partners, contact] = await Promise.all([
    countWhere(db, identityVerifications, identityVerifications.state, siteId, 'pending'),
    countWhere(db, paymentCodes, paymentCodes.state, siteId, 'pending'),
    countWhere(db, walletRecharges, walletRecharges.state, siteId, 'pending'),
    countWhere(db, walletWithdrawals, walletWithdrawals.state, siteId, 'pending'),
    countWhere(db, subscriptionPayments, subscriptionPayments.status, siteId, 'complained'),
    countWhere(db, partnerApplications, partnerApplications.state, siteId, 'pending'),
    countWhere(db, contactMessages, contactMessages.state, siteId, 'open'),
  ]);
  return {
    identity,
    paymentInfo,
    recharges,
    withdrawals,
    complaints,
    partnerApplications: partners,
    contactMessages: contact,
  };
}

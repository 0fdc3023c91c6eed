import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { QR_METHODS } from '@copytrade/contracts/verification';
import type { Db } from '../../db/client';
import { paymentCodes } from '../../db/schema/money';
import { identityVerifications } from '../../db/schema/profile';

/**
 * All SQL of real-name verification and payment information on their own tables (the review lists with
 * the people's names are read-models/verification-reviews.ts). Every function takes the site id.
 */

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

/**
 * The codes a payer may pay a trader with: Alipay and WeChat QR codes that passed the site admin's review
 * (bank cards and USDT addresses are never shown to payers), by method name.
 */
export async function listPayableCodes(db: Db, siteId: number, userId: number): Promise<PaymentInfoRow[]> {
  return db
    .select()
    .from(paymentCodes)
    .where(
      and(
        eq(paymentCodes.siteId, siteId),
        eq(paymentCodes.userId, userId),
        eq(paymentCodes.state, 'passed'),
        inArray(paymentCodes.method, [...QR_METHODS]),
      ),
    )
    .orderBy(paymentCodes.method);
}

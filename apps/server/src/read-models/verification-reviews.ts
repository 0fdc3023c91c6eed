import { aliasedTable, and, asc, count, desc, eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { paymentCodes } from '../db/schema/money';
import { identityVerifications } from '../db/schema/profile';
import { users } from '../db/schema/users';

/*
 * The site admin's review lists of real names and payment information (verification) with the applicant
 * and the reviewer (users). Read only; the verification module decides.
 */

export type Page = { page: number; pageSize: number };
const offsetOf = (page: Page) => (page.page - 1) * page.pageSize;

const applicants = aliasedTable(users, 'applicants');
const reviewers = aliasedTable(users, 'reviewers');

/** Who applied and who decided, as the desk shows them. */
const people = {
  nickname: applicants.nickName,
  email: applicants.email,
  phone: applicants.phone,
  reviewerNickname: reviewers.nickName,
};

/** Pending items oldest first (the queue), the others newest first. */
const deskOrder = (state: string | undefined, updatedAt: AnyPgColumn, id: AnyPgColumn) =>
  state === 'pending' ? [asc(updatedAt), asc(id)] : [desc(updatedAt), desc(id)];

/** A page of the site's submissions with the applicant and reviewer. */
export async function pageIdentityReviews(
  db: Db,
  siteId: number,
  query: Page & { state?: string | undefined },
) {
  const where = and(
    eq(identityVerifications.siteId, siteId),
    query.state ? eq(identityVerifications.state, query.state) : undefined,
  );
  const rows = await db
    .select({ row: identityVerifications, ...people })
    .from(identityVerifications)
    .innerJoin(
      applicants,
      and(eq(applicants.id, identityVerifications.userId), eq(applicants.siteId, siteId)),
    )
    .leftJoin(reviewers, eq(reviewers.id, identityVerifications.reviewedBy))
    .where(where)
    .orderBy(...deskOrder(query.state, identityVerifications.updatedAt, identityVerifications.id))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  const [total] = await db.select({ n: count() }).from(identityVerifications).where(where);
  return { rows, total: total?.n ?? 0 };
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
  const rows = await db
    .select({ row: paymentCodes, ...people })
    .from(paymentCodes)
    .innerJoin(applicants, and(eq(applicants.id, paymentCodes.userId), eq(applicants.siteId, siteId)))
    .leftJoin(reviewers, eq(reviewers.id, paymentCodes.reviewedBy))
    .where(where)
    .orderBy(...deskOrder(query.state, paymentCodes.updatedAt, paymentCodes.id))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  const [total] = await db.select({ n: count() }).from(paymentCodes).where(where);
  return { rows, total: total?.n ?? 0 };
}

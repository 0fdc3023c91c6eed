import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { partnerApplications } from '../db/schema/money';
import { users } from '../db/schema/users';

/* Partner applications (partners) with the applicant's nickname (users). Read only. */

export type Page = { page: number; pageSize: number };
const offsetOf = (p: Page) => (p.page - 1) * p.pageSize;

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

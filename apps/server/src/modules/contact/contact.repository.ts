import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema/contact';

/** All SQL of the contact form. Every function takes the site id. */

export async function insertContactMessage(db: Db, values: typeof contactMessages.$inferInsert) {
  const [row] = await db.insert(contactMessages).values(values).returning();
  return row!;
}

export async function pageContactMessages(
  db: Db,
  siteId: number,
  query: { state?: string | undefined; page: number; pageSize: number },
) {
  const where = and(
    eq(contactMessages.siteId, siteId),
    query.state ? eq(contactMessages.state, query.state) : undefined,
  );
  const rows = await db
    .select()
    .from(contactMessages)
    .where(where)
    .orderBy(desc(contactMessages.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db.select({ n: count() }).from(contactMessages).where(where);
  return { rows, total: total!.n };
}

/** A message of the site, locked until the transaction ends; undefined when not of the site. */
export async function lockContactMessage(db: Db, siteId: number, id: number) {
  const [row] = await db
    .select()
    .from(contactMessages)
    .where(and(eq(contactMessages.siteId, siteId), eq(contactMessages.id, id)))
    .for('update');
  return row;
}

export async function setAnswer(
  db: Db,
  siteId: number,
  id: number,
  values: { answer: string; answeredBy: number; at: Date },
) {
  const [row] = await db
    .update(contactMessages)
    .set({ state: 'answered', answer: values.answer, answeredBy: values.answeredBy, answeredAt: values.at })
    .where(and(eq(contactMessages.siteId, siteId), eq(contactMessages.id, id)))
    .returning();
  return row!;
}

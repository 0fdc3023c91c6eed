import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { publicMessages } from '../db/schema/profile';
import { users } from '../db/schema/users';

/*
 * The site's public messages (messages) with their author's name (users), for the admin's list. Read
 * only; every function takes the site id.
 */

export async function pagePublicMessages(db: Db, siteId: number, page: { offset: number; limit: number }) {
  const where = eq(publicMessages.siteId, siteId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ message: publicMessages, authorName: users.nickName })
      .from(publicMessages)
      .leftJoin(users, eq(users.id, publicMessages.authorId))
      .where(where)
      .orderBy(desc(publicMessages.createdAt), desc(publicMessages.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(publicMessages).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function publicMessageWithAuthor(db: Db, siteId: number, id: number) {
  const [row] = await db
    .select({ message: publicMessages, authorName: users.nickName })
    .from(publicMessages)
    .leftJoin(users, eq(users.id, publicMessages.authorId))
    .where(and(eq(publicMessages.siteId, siteId), eq(publicMessages.id, id)));
  return row;
}

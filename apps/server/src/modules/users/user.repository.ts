import { and, eq, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/users';

export type UserRow = typeof users.$inferSelect;
export type NewUser = Omit<typeof users.$inferInsert, 'id' | 'siteId' | 'createdAt' | 'updatedAt'>;

export async function findUserByEmail(db: Db, siteId: number, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.siteId, siteId), sql`lower(${users.email}) = ${email.toLowerCase()}`))
    .limit(1);
  return row;
}

export async function findUserByPhone(db: Db, siteId: number, phone: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.siteId, siteId), eq(users.phone, phone)))
    .limit(1);
  return row;
}

export async function findUserById(db: Db, siteId: number, userId: number): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.siteId, siteId), eq(users.id, userId)))
    .limit(1);
  return row;
}

export async function findUserByInviteCode(
  db: Db,
  siteId: number,
  inviteCode: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.siteId, siteId), eq(users.inviteCode, inviteCode)))
    .limit(1);
  return row;
}

export async function insertUser(db: Db, siteId: number, values: NewUser): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ ...values, siteId })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateUserPassword(
  db: Db,
  siteId: number,
  userId: number,
  passwordHash: string,
  now: Date,
) {
  await db
    .update(users)
    .set({ passwordHash, passwordChangedAt: now, updatedAt: now })
    .where(and(eq(users.siteId, siteId), eq(users.id, userId)));
}

/** Sets the avatar lock (0 locked, 1 free); false when the user is not of the site. */
export async function setAvatarLocked(db: Db, siteId: number, userId: number, locked: boolean) {
  const rows = await db
    .update(users)
    .set({ avatarLock: locked ? 0 : 1 })
    .where(and(eq(users.siteId, siteId), eq(users.id, userId)))
    .returning({ id: users.id });
  return rows.length === 1;
}

/** The basic information a user edits about himself (completeCommunityUserInfo). */
export type ProfileValues = Pick<
  UserRow,
  'nickName' | 'gender' | 'birthday' | 'country' | 'region' | 'remark'
>;

export async function updateUserProfile(
  db: Db,
  siteId: number,
  userId: number,
  values: ProfileValues,
  now: Date,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: now })
    .where(and(eq(users.siteId, siteId), eq(users.id, userId)))
    .returning();
  return row;
}

/** Sets the user's email (stored lower-case) or phone; a taken one raises the unique violation. */
export async function updateUserContact(
  db: Db,
  siteId: number,
  userId: number,
  values: { email: string } | { phone: string },
  now: Date,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: now })
    .where(and(eq(users.siteId, siteId), eq(users.id, userId)))
    .returning();
  return row;
}

export async function updateUserPortrait(
  db: Db,
  siteId: number,
  userId: number,
  portraitImg: string,
  now: Date,
) {
  await db
    .update(users)
    .set({ portraitImg, updatedAt: now })
    .where(and(eq(users.siteId, siteId), eq(users.id, userId)));
}

/** The user row locked until the transaction ends (avatar changes against the operator's lock). */
export async function lockUser(db: Db, siteId: number, userId: number): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.siteId, siteId), eq(users.id, userId)))
    .for('update');
  return row;
}

/** The site's admins (role admin), locked until `tx` ends: the last one is never demoted. */
export async function lockAdmins(db: Db, siteId: number): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(and(eq(users.siteId, siteId), eq(users.role, 'admin')))
    .orderBy(users.id)
    .for('update');
}

/** Sets a user's role ('admin' or 'user'); false when the user is not of the site. */
export async function updateUserRole(
  db: Db,
  siteId: number,
  userId: number,
  role: 'admin' | 'user',
  now: Date,
) {
  const rows = await db
    .update(users)
    .set({ role, updatedAt: now })
    .where(and(eq(users.siteId, siteId), eq(users.id, userId)))
    .returning({ id: users.id });
  return rows.length === 1;
}

/** Makes the user a partner at rebate level `levelId` (the partners module's review and level changes). */
export async function setPartnerLevel(db: Db, siteId: number, userId: number, levelId: number) {
  await db
    .update(users)
    .set({ partnerState: 'partner', rebateLevelId: levelId })
    .where(and(eq(users.siteId, siteId), eq(users.id, userId)));
}

/**
 * Moves a partner to rebate level `levelId` unless he holds one of `keepLevelIds` (the partners module's
 * automatic upgrades never move anyone down). Answers whether he moved.
 */
export async function raisePartnerLevel(
  db: Db,
  siteId: number,
  userId: number,
  levelId: number,
  keepLevelIds: number[],
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ rebateLevelId: levelId })
    .where(
      and(
        eq(users.siteId, siteId),
        eq(users.id, userId),
        eq(users.partnerState, 'partner'),
        or(isNull(users.rebateLevelId), notInArray(users.rebateLevelId, keepLevelIds)),
      ),
    )
    .returning({ id: users.id });
  return rows.length > 0;
}

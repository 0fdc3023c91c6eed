import type { Cust } from '@copytrade/contracts/auth';
import type { SelfUserInfo } from '@copytrade/contracts/profile';
import type { AvatarLockState } from '@copytrade/contracts/social';
import { isEmail } from '@copytrade/contracts/validators';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../platform/app-error';
import type { Caller, SiteScope } from '../../platform/context';
import type { Random } from '../../platform/ports';
import {
  findUserByEmail,
  findUserById,
  findUserByInviteCode,
  findUserByPhone,
  insertUser,
  lockAdmins,
  lockUser,
  raisePartnerLevel,
  setAvatarLocked,
  setPartnerLevel,
  updateUserContact,
  updateUserPassword,
  updateUserPortrait,
  updateUserProfile,
  updateUserRole,
  type ProfileValues,
  type UserRow,
} from './user.repository';

export type { UserRow } from './user.repository';

/** The public projection of a user for the header and the stored `userInfo` (an allow-list). */
export function toCust(row: UserRow): Cust {
  return {
    id: row.id,
    userType: row.userType,
    nickName: row.nickName,
    portraitImg: row.portraitImg,
    email: row.email ?? '',
    phone: row.phone ?? '',
    isAdmin: row.role === 'admin',
  };
}

/** A first nickname: the mail's local part, or the phone number with its middle masked. */
export function defaultNickName(userName: string): string {
  if (isEmail(userName)) return userName.split('@')[0]!.slice(0, 16);
  return `${userName.slice(0, 3)}****${userName.slice(-4)}`;
}

const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** The social counters of one person (from the social module; a port so users does not import it). */
export type SocialCounts = {
  fansCount: number;
  followingCount: number;
  optionalCount: number;
  favouriteCount: number;
};

const NO_COUNTS: SocialCounts = { fansCount: 0, followingCount: 0, optionalCount: 0, favouriteCount: 0 };

export function createUserService(deps: {
  db: Db;
  random: Random;
  /** Counters for `selectCommunityUserInfo`; zero without it. */
  socialCounts?: (site: SiteScope, userId: number) => Promise<SocialCounts>;
}) {
  const { db, random } = deps;

  function inviteCode(): string {
    const raw = Buffer.from(random.token(8), 'base64url');
    return Array.from(raw.subarray(0, 8), (b) => INVITE_ALPHABET[b % INVITE_ALPHABET.length]).join('');
  }

  return {
    findByUserName(site: SiteScope, userName: string, db_: Db = db): Promise<UserRow | undefined> {
      return isEmail(userName)
        ? findUserByEmail(db_, site.id, userName)
        : findUserByPhone(db_, site.id, userName);
    },

    async byId(site: SiteScope, userId: number): Promise<UserRow> {
      const row = await findUserById(db, site.id, userId);
      if (!row) throw new AppError('NOT_FOUND');
      return row;
    },

    async profile(site: SiteScope, userId: number): Promise<Cust> {
      return toCust(await this.byId(site, userId));
    },

    /**
     * `selectCommunityUserInfo`: the header's user with the social counters and the avatar lock, and the
     * basic information (gender, birthday, country, region, remark) that only the user himself reads.
     */
    async communityInfo(site: SiteScope, userId: number): Promise<SelfUserInfo> {
      const [row, counts] = await Promise.all([
        this.byId(site, userId),
        deps.socialCounts ? deps.socialCounts(site, userId) : NO_COUNTS,
      ]);
      return {
        ...toCust(row),
        ...counts,
        avatarLocked: row.avatarLock === 0,
        gender: row.gender,
        birthday: row.birthday,
        country: row.country,
        region: row.region,
        remark: row.remark,
      };
    },

    /** Saves the basic information (already checked by the caller). */
    async updateProfile(site: SiteScope, userId: number, values: ProfileValues, now: Date): Promise<void> {
      if (!(await updateUserProfile(db, site.id, userId, values, now))) throw new AppError('NOT_FOUND');
    },

    /** Binds a new email (lower-case) or phone; one another user of the site has is EMAIL_TAKEN / PHONE_TAKEN. */
    async setContact(
      site: SiteScope,
      userId: number,
      contact: { email: string } | { phone: string },
      now: Date,
      tx: Db = db,
    ): Promise<void> {
      const values = 'email' in contact ? { email: contact.email.toLowerCase() } : { phone: contact.phone };
      try {
        if (!(await updateUserContact(tx, site.id, userId, values, now))) throw new AppError('NOT_FOUND');
      } catch (error) {
        if (isUniqueViolation(error))
          throw new AppError('email' in values ? 'EMAIL_TAKEN' : 'PHONE_TAKEN', { cause: error });
        throw error;
      }
    },

    /** The user row locked for the rest of the transaction `tx`. */
    async lock(site: SiteScope, userId: number, tx: Db): Promise<UserRow> {
      const row = await lockUser(tx, site.id, userId);
      if (!row) throw new AppError('NOT_FOUND');
      return row;
    },

    /** Whether the user is of the site; his row is then locked for the rest of the transaction `tx`. */
    async tryLock(site: SiteScope, userId: number, tx: Db): Promise<boolean> {
      return (await lockUser(tx, site.id, userId)) !== undefined;
    },

    setPortrait(site: SiteScope, userId: number, portraitImg: string, now: Date, tx: Db = db) {
      return updateUserPortrait(tx, site.id, userId, portraitImg, now);
    },

    /**
     * The site's admin locks or unlocks a person's avatar (users.avatar_lock 0 = locked). `uploadAvatar`
     * (modules/profile) refuses a change while it is locked.
     */
    async lockAvatar(
      site: SiteScope,
      caller: Caller,
      userId: number,
      locked: boolean,
    ): Promise<AvatarLockState> {
      if (!caller.isAdmin) throw new AppError('ADMIN_ONLY');
      if (!(await setAvatarLocked(db, site.id, userId, locked))) throw new AppError('NOT_FOUND');
      return { userId, avatarLocked: locked };
    },

    /**
     * Creates a user (role 'user' unless said: the operator's console creates a site's admin); a taken
     * phone or email (also under a race) is USERNAME_TAKEN.
     */
    async create(
      site: SiteScope,
      input: {
        userName: string;
        passwordHash: string;
        inviteCode?: string | undefined;
        role?: 'admin' | 'user';
      },
      tx: Db = db,
    ): Promise<UserRow> {
      const inviter = input.inviteCode
        ? await findUserByInviteCode(tx, site.id, input.inviteCode.toUpperCase())
        : undefined;
      const email = isEmail(input.userName) ? input.userName.toLowerCase() : null;
      try {
        return await insertUser(tx, site.id, {
          email,
          phone: email ? null : input.userName,
          passwordHash: input.passwordHash,
          nickName: defaultNickName(input.userName),
          inviteCode: inviteCode(),
          invitedBy: inviter?.id ?? null,
          ...(input.role ? { role: input.role } : {}),
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('USERNAME_TAKEN', { cause: error });
        throw error;
      }
    },

    /** The site's admins, locked for the rest of `tx` (the operator's console keeps the last one). */
    lockAdmins(site: SiteScope, tx: Db): Promise<UserRow[]> {
      return lockAdmins(tx, site.id);
    },

    /** Makes a user of the site an admin or takes the role back (the operator's console, in its `tx`). */
    async setRole(site: SiteScope, userId: number, role: 'admin' | 'user', now: Date, tx: Db = db) {
      if (!(await updateUserRole(tx, site.id, userId, role, now))) throw new AppError('NOT_FOUND');
    },

    setPassword(site: SiteScope, userId: number, passwordHash: string, now: Date, tx: Db = db) {
      return updateUserPassword(tx, site.id, userId, passwordHash, now);
    },

    /** The partners module made the user a partner at `levelId`, or moved him there (in its `tx`). */
    setPartnerLevel(site: SiteScope, userId: number, levelId: number, tx: Db) {
      return setPartnerLevel(tx, site.id, userId, levelId);
    },

    /**
     * The partners module's automatic upgrade (in its `tx`): a partner moves to `levelId` unless his level
     * is one of `keepLevelIds` (those needing as many customers or more). Answers whether he moved.
     */
    raisePartnerLevel(site: SiteScope, userId: number, levelId: number, keepLevelIds: number[], tx: Db) {
      return raisePartnerLevel(tx, site.id, userId, levelId, keepLevelIds);
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;

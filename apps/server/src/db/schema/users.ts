import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, instant, ref, siteRef, updatedAt } from './columns';
import { sites } from './sites';

/** People of one site (spec 3, User). The same email may register on two sites as two people. */
export const users = pgTable(
  'users',
  {
    id: id(),
    siteId: siteRef().references(() => sites.id, { onDelete: 'cascade' }),
    /** 3 trader; 1 ordinary user (follower). */
    userType: integer('user_type').notNull().default(1),
    /**
     * 'user', or 'admin': the site's own administrator (today's stars, comment moderation, later the
     * review desk). Admin rights never reach another site: every check also compares the site.
     */
    role: text('role').notNull().default('user'),
    email: text('email'),
    phone: text('phone'),
    passwordHash: text('password_hash').notNull(),
    nickName: text('nick_name').notNull().default(''),
    portraitImg: text('portrait_img').notNull().default(''),
    /** 0 means the avatar is locked by the operator. */
    avatarLock: integer('avatar_lock').notNull().default(1),
    gender: integer('gender'),
    birthday: text('birthday'),
    country: text('country'),
    region: text('region'),
    remark: text('remark').notNull().default(''),
    /** 1 active, 0 disabled. */
    status: integer('status').notNull().default(1),
    inviteCode: text('invite_code').notNull(),
    invitedBy: integer('invited_by'),
    /** 'none' or 'partner' (an approved `toBePartner` application): earns rebates on fees of invited users. */
    partnerState: text('partner_state').notNull().default('none'),
    /** The partner's rebate level (rebate_levels), set by the site admin. */
    rebateLevelId: integer('rebate_level_id'),
    passwordChangedAt: instant('password_changed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_site_email_uq')
      .on(t.siteId, sql`lower(${t.email})`)
      .where(sql`${t.email} is not null`),
    uniqueIndex('users_site_phone_uq')
      .on(t.siteId, t.phone)
      .where(sql`${t.phone} is not null`),
    uniqueIndex('users_site_invite_uq').on(t.siteId, t.inviteCode),
  ],
);

/** Signed-in sessions: the token itself is never stored, only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    siteId: siteRef().references(() => sites.id, { onDelete: 'cascade' }),
    userId: ref('user_id', () => users.id, 'cascade'),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
  },
  (t) => [uniqueIndex('sessions_token_uq').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** Verification codes: stored as a keyed hash, single use, limited tries, short life. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: id(),
    siteId: siteRef().references(() => sites.id, { onDelete: 'cascade' }),
    /** 'email' or 'sms'. */
    channel: text('channel').notNull(),
    /** Normalized address: lower-case email or the phone digits. */
    address: text('address').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    consumedAt: instant('consumed_at'),
    ip: text('ip').notNull().default(''),
  },
  (t) => [index('verification_codes_lookup_idx').on(t.siteId, t.address, t.purpose, t.createdAt)],
);

/**
 * Counted events for rate limits that must hold across restarts and nodes (code requests per address
 * and per network, failed sign-ins). Old rows are pruned.
 */
export const rateEvents = pgTable(
  'rate_events',
  {
    id: id(),
    siteId: siteRef(),
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('rate_events_lookup_idx').on(t.siteId, t.bucket, t.key, t.createdAt)],
);

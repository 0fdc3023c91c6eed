import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  adminReview,
  createdAt,
  id,
  lotsOrRatio,
  optionalRef,
  ref,
  siteRef,
  updatedAt,
  type LocalizedText,
} from './columns';
import { uploads } from './money';
import { users } from './users';

/*
 * What a signed-in person manages about himself (issue 7): real-name verification, trade settings,
 * notification flags; and the site's public messages.
 */

/**
 * Real-name verification (spec 4: pending review / rejected / passed). One row per user, replaced on a new
 * submission while it is not pending or passed; the reviewer's reason is kept with a rejection.
 */
export const identityVerifications = pgTable(
  'identity_verifications',
  {
    id: id(),
    siteId: siteRef(),
    userId: ref('user_id', () => users.id, 'cascade'),
    realName: text('real_name').notNull(),
    /** 1 mainland resident identity card (18 characters with its checksum), 2 passport or other. */
    idType: integer('id_type').notNull(),
    idNumber: text('id_number').notNull(),
    frontUploadId: ref('front_upload_id', () => uploads.id, 'restrict'),
    backUploadId: optionalRef('back_upload_id', () => uploads.id, 'restrict'),
    ...adminReview(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('identity_verifications_user_uq').on(t.siteId, t.userId),
    index('identity_verifications_state_idx').on(t.siteId, t.state),
  ],
);

/** Trade settings (dealV): the defaults the subscribe dialog starts from. */
export const userTradeSettings = pgTable(
  'user_trade_settings',
  {
    id: id(),
    siteId: siteRef(),
    userId: ref('user_id', () => users.id, 'cascade'),
    /** 1 fixed lot, 2 fixed ratio, 3 smart ratio. */
    copyType: integer('copy_type').notNull().default(1),
    copyValue: lotsOrRatio('copy_value').notNull().default('0.01'),
    /** 1 forward, 2 reverse. */
    direction: integer('direction').notNull().default(1),
    maxOpenPositions: integer('max_open_positions'),
    /** followTrader | manual: the close mode offered first when cancelling. */
    cancelMode: text('cancel_mode').notNull().default('followTrader'),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('user_trade_settings_user_uq').on(t.siteId, t.userId)],
);

/**
 * Which notices a user wants (`queryUserCommunityNoticeFlag` / `updateUserCommunityNoticeFlag`). A kind
 * missing from `flags` is on. Money and review notices are always written (they concern the user's money).
 */
export const noticeFlags = pgTable(
  'notice_flags',
  {
    id: id(),
    siteId: siteRef(),
    userId: ref('user_id', () => users.id, 'cascade'),
    flags: jsonb('flags').$type<Record<string, boolean>>().notNull().default({}),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('notice_flags_user_uq').on(t.siteId, t.userId)],
);

/** A public message the site admin published; every user of the site gets a copy in notices (type 2). */
export const publicMessages = pgTable(
  'public_messages',
  {
    id: id(),
    siteId: siteRef(),
    authorId: integer('author_id').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    content: jsonb('content').$type<LocalizedText>().notNull(),
    recipients: integer('recipients').notNull().default(0),
    withdrawn: boolean('withdrawn').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('public_messages_site_idx').on(t.siteId, t.createdAt)],
);

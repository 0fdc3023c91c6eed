import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { SUBSCRIPTION_STATES, type SubscriptionState } from '@copytrade/contracts/subscriptions';
import { createdAt, feeTiers, id, instant, lotsOrRatio, money, ref, siteRef, updatedAt } from './columns';
import { mtAccounts } from './accounts';
import { sites } from './sites';
import { users } from './users';

/**
 * A subscription: one follow account copies one trade account. Settings apply to new copies; lots and
 * caps are integer hundredths, ratios decimal. `state`: unpaid (a fee to pay: not
 * copying yet), subscribing, closing (cancelled "follow the
 * trader": no new opens, links still follow), history (ended), cancelled ("close manually"). Only the
 * subscriptions module writes it, through the engine's lifecycle (packages/engine/src/subscriptions); a
 * CHECK keeps any other value out.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    siteId: siteRef().references(() => sites.id, { onDelete: 'cascade' }),
    serialNo: text('serial_no').notNull(),
    followerUserId: ref('follower_user_id', () => users.id, 'cascade'),
    followAccountId: ref('follow_account_id', () => mtAccounts.id, 'cascade'),
    masterUserId: ref('master_user_id', () => users.id, 'cascade'),
    masterAccountId: ref('master_account_id', () => mtAccounts.id, 'cascade'),
    copyType: integer('copy_type').notNull(),
    /** Lots (type 1) or ratio (type 2) with two places; 999999999.99 for smart ratio. */
    copyValue: lotsOrRatio('copy_value').notNull(),
    direction: integer('direction').notNull(),
    maxOpenPositions: integer('max_open_positions'),
    maxTotalLots: integer('max_total_lots'),
    maxRatio: lotsOrRatio('max_ratio'),
    partialClose: text('partial_close').notNull().default('takeSmall'),
    feeType: integer('fee_type').notNull().default(1),
    /** The terms the follower subscribed under (a later price change applies to new subscribers only). */
    feePrice: money('fee_price').notNull().default('0'),
    feeTiers: feeTiers(),
    /** Performance fee: the high-water mark (net result of closed copies already charged for). */
    hwm: money('hwm').notNull().default('0'),
    validityDays: integer('validity_days'),
    startAt: instant('start_at').notNull(),
    endAt: instant('end_at'),
    state: text('state').$type<SubscriptionState>().notNull(),
    cancelMode: text('cancel_mode'),
    cancelledAt: instant('cancelled_at'),
    endedAt: instant('ended_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('subscriptions_serial_uq').on(t.siteId, t.serialNo),
    // One follow account subscribes to a trade account at most once at a time (awaiting payment included).
    uniqueIndex('subscriptions_live_uq')
      .on(t.followAccountId, t.masterAccountId)
      .where(sql`${t.state} in ('unpaid', 'subscribing', 'closing')`),
    index('subscriptions_master_idx').on(t.masterAccountId, t.state),
    index('subscriptions_follower_idx').on(t.siteId, t.followerUserId, t.state),
    check(
      'subscriptions_state',
      sql`${t.state} in (${sql.raw(SUBSCRIPTION_STATES.map((s) => `'${s}'`).join(', '))})`,
    ),
  ],
);

/**
 * The intent of a fan-out, written before any follower order is sent: one row per (master account, master
 * ticket, action). It lists the subscriptions it fans out to, so after a crash every one of them is
 * reconciled by its copy tag before anything is sent again.
 */
export const copySignals = pgTable(
  'copy_signals',
  {
    id: id(),
    siteId: siteRef(),
    masterAccountId: ref('master_account_id', () => mtAccounts.id, 'cascade'),
    masterTicket: bigint('master_ticket', { mode: 'number' }).notNull(),
    /** open, close, partial:<new ticket>, modify:<sl>:<tp>, delete. */
    actionKey: text('action_key').notNull(),
    /** The master order at the time of the signal (GatewayOrder), and the remainder of a partial close. */
    payload: jsonb('payload').notNull(),
    subscriptionIds: integer('subscription_ids').array().notNull(),
    /** When the master's fill was seen (signal age is measured from it). */
    signalAt: instant('signal_at').notNull(),
    /** pending until every subscription has its outcome, then done. */
    state: text('state').notNull().default('pending'),
    createdAt: createdAt(),
    doneAt: instant('done_at'),
  },
  (t) => [
    uniqueIndex('copy_signals_uq').on(t.masterAccountId, t.masterTicket, t.actionKey),
    index('copy_signals_pending_idx').on(t.state),
  ],
);

/**
 * A copy link: one follower position copying one master position under one subscription. It moves with
 * partial closes (master_ticket and follower_ticket follow the remainders); origin_ticket is the master
 * ticket that started it (the copy tag's), so a position is copied once.
 */
export const copyLinks = pgTable(
  'copy_links',
  {
    id: id(),
    siteId: siteRef(),
    subscriptionId: ref('subscription_id', () => subscriptions.id, 'cascade'),
    masterAccountId: integer('master_account_id').notNull(),
    followAccountId: integer('follow_account_id').notNull(),
    originTicket: bigint('origin_ticket', { mode: 'number' }).notNull(),
    masterTicket: bigint('master_ticket', { mode: 'number' }).notNull(),
    followerTicket: bigint('follower_ticket', { mode: 'number' }).notNull(),
    masterSymbol: text('master_symbol').notNull(),
    symbol: text('symbol').notNull(),
    masterType: integer('master_type').notNull(),
    type: integer('type').notNull(),
    direction: integer('direction').notNull(),
    masterLots: integer('master_lots').notNull(),
    lots: integer('lots').notNull(),
    masterOpenTime: instant('master_open_time').notNull(),
    masterOpenPrice: text('master_open_price').notNull(),
    openTime: instant('open_time').notNull(),
    openPrice: text('open_price').notNull(),
    sl: text('sl').notNull().default('0'),
    tp: text('tp').notNull().default('0'),
    slippagePoints: integer('slippage_points').notNull().default(0),
    delayMs: integer('delay_ms').notNull().default(0),
    closeTime: instant('close_time'),
    closePrice: text('close_price').notNull().default('0'),
    profit: money('profit').notNull().default('0'),
    /** pending, open, closed, detached. */
    state: text('state').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('copy_links_origin_uq').on(t.subscriptionId, t.originTicket),
    index('copy_links_master_idx').on(t.masterAccountId, t.masterTicket),
    index('copy_links_follower_idx').on(t.followAccountId, t.followerTicket),
    index('copy_links_subscription_idx').on(t.subscriptionId, t.state),
  ],
);

/** A copy that was not made or not finished: the engine's skip reason, or the broker's error code. */
export const copyRecords = pgTable(
  'copy_records',
  {
    id: id(),
    siteId: siteRef(),
    subscriptionId: ref('subscription_id', () => subscriptions.id, 'cascade'),
    signalId: integer('signal_id'),
    masterTicket: bigint('master_ticket', { mode: 'number' }).notNull(),
    masterSymbol: text('master_symbol').notNull().default(''),
    action: text('action').notNull(),
    reason: text('reason').notNull(),
    errorCode: integer('error_code'),
    detail: jsonb('detail')
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('copy_records_signal_uq').on(t.signalId, t.subscriptionId),
    index('copy_records_subscription_idx').on(t.subscriptionId, t.createdAt),
  ],
);

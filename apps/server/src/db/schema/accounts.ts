import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Locale } from '@copytrade/contracts/locale';
import { createdAt, feeTiers, id, instant, money, optionalRef, ref, siteRef, updatedAt } from './columns';
import { sites } from './sites';
import { users } from './users';

/** Brokers (MT4 platforms) the gateway can reach; shared by every site. */
export const platforms = pgTable(
  'platforms',
  {
    id: id(),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('platforms_name_uq').on(t.name)],
);

/** Trade servers of a platform, by their MT4 name; `gateway` names the adapter that reaches it. */
export const tradeServers = pgTable(
  'trade_servers',
  {
    id: id(),
    platformId: ref('platform_id', () => platforms.id, 'cascade'),
    name: text('name').notNull(),
    isDemo: boolean('is_demo').notNull().default(false),
    gateway: text('gateway').notNull().default('sim'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('trade_servers_name_uq').on(t.name)],
);

/** The standard symbols every account symbol maps to (EURUSD, XAUUSD, ...); symbolType 1 FX, 2 metals, 3 indices, 4 energy. */
export const standardSymbols = pgTable('standard_symbols', {
  symbol: text('symbol').primaryKey(),
  symbolType: integer('symbol_type').notNull(),
  description: text('description').notNull().default(''),
});

/**
 * Keys of the EA bridge (issue 16, docs/ea-bridge-protocol.md): issued to a user of a site for one account
 * type, kept as the SHA-256 of the key (the key itself is shown once). Until `bound_at` the key's EA may be
 * logged in to any account; once bound, to `server` / `login` only. A user has at most one key waiting to
 * bind (the partial unique index): a new one revokes it. Unbinding the account revokes its key.
 */
export const bridgeKeys = pgTable(
  'bridge_keys',
  {
    id: id(),
    siteId: siteRef().references(() => sites.id, { onDelete: 'cascade' }),
    userId: ref('user_id', () => users.id, 'cascade'),
    accType: integer('acc_type').notNull(),
    /** Hex SHA-256 of the whole key. */
    keyHash: text('key_hash').notNull(),
    /** 'bk_' and the first characters, for logs and support (never enough to use). */
    keyPrefix: text('key_prefix').notNull(),
    server: text('server'),
    login: text('login'),
    createdAt: createdAt(),
    boundAt: instant('bound_at'),
    revokedAt: instant('revoked_at'),
  },
  (t) => [
    uniqueIndex('bridge_keys_hash_uq').on(t.keyHash),
    uniqueIndex('bridge_keys_waiting_uq')
      .on(t.userId)
      .where(sql`${t.boundAt} is null and ${t.revokedAt} is null`),
  ],
);

/** A figure the gateway reports (balance, equity, ...): zero until it has. */
const reported = (name: string) => money(name).notNull().default('0');

/**
 * An MT4 account bound on a site by one user: accType 1 trade (master), 2 follow. The trading password
 * is AES-256-GCM ciphertext and never leaves the server. The live figures are the latest the gateway
 * reported. Unbinding keeps the row (history, numbering) with `unbound_at` set.
 */
export const mtAccounts = pgTable(
  'mt_accounts',
  {
    id: id(),
    siteId: siteRef().references(() => sites.id, { onDelete: 'cascade' }),
    userId: ref('user_id', () => users.id, 'cascade'),
    accType: integer('acc_type').notNull(),
    platformId: ref('platform_id', () => platforms.id, 'no action'),
    serverId: ref('server_id', () => tradeServers.id, 'no action'),
    login: text('login').notNull(),
    /** Empty for an account bound through the EA bridge (it has no password here). */
    passwordEnc: text('password_enc').notNull(),
    /**
     * 'trade' or 'investor' (read-only; allowed for trade accounts, which are only read); 'bridge' for an
     * account bound through the EA bridge.
     */
    passwordKind: text('password_kind').notNull(),
    /**
     * Which adapter reaches the account: 'direct' (the gateway that logs in with the password: the
     * simulator here), 'bridge' (its EA, by `bridge_key_id`) or 'metaapi' (the site's MetaApi token).
     */
    via: text('via').$type<'direct' | 'bridge' | 'metaapi'>().notNull().default('direct'),
    /** The EA bridge key that connects this account (null: the gateway logs in with the password). */
    bridgeKeyId: optionalRef('bridge_key_id', () => bridgeKeys.id, 'no action'),
    /** The account's running number within its user: #1, #2, ... (never reused). */
    loginOrder: integer('login_order').notNull(),
    isMock: integer('is_mock').notNull().default(0),
    /** 0 connected, 1 the server link is broken. */
    connectionStatus: integer('connection_status').notNull().default(0),
    name: text('name').notNull().default(''),
    currency: text('currency').notNull().default('USD'),
    leverage: integer('leverage').notNull().default(100),
    balance: reported('balance'),
    credit: reported('credit'),
    equity: reported('equity'),
    margin: reported('margin'),
    freeMargin: reported('free_margin'),
    marginLevel: reported('margin_level'),
    profit: reported('profit'),
    openCount: integer('open_count').notNull().default(0),
    infoUpdatedAt: instant('info_updated_at'),
    strategy: text('strategy').notNull().default(''),
    /**
     * Set by the site admin when the strategy text advertised (contacts, links): the text is hidden from
     * readers and the owner cannot change it until the admin unlocks it.
     */
    strategyLocked: boolean('strategy_locked').notNull().default(false),
    /**
     * The owner's translations of `strategy` into other site languages (locale -> text, each within the
     * strategy's length limit). Readers get the one of their language, else the original.
     */
    strategyTranslations: jsonb('strategy_translations')
      .$type<Partial<Record<Locale, string>>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** Trade accounts: the least balance a follow account needs to copy it (null none). */
    followerBalanceMin: money('follower_balance_min'),
    /** Trade accounts: fee model for new subscribers (1 free, 2 subscription fee, 3 performance fee). */
    feeType: integer('fee_type').notNull().default(1),
    /** Fee type 2: the price (USDT) of `feeDays` of copying. */
    feePrice: money('fee_price').notNull().default('0'),
    feeDays: integer('fee_days').notNull().default(30),
    /** Fee type 3: the performance tiers. */
    feeTiers: feeTiers(),
    /** Set by the operator: no new subscriptions ("This trader is restricted by the platform"). */
    restricted: boolean('restricted').notNull().default(false),
    symbolUpdatedAt: instant('symbol_updated_at'),
    /** Last successful reconcile with the trade server (history import watermark). */
    syncedAt: instant('synced_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    unboundAt: instant('unbound_at'),
  },
  (t) => [
    uniqueIndex('mt_accounts_bound_uq')
      .on(t.siteId, t.serverId, t.login)
      .where(sql`${t.unboundAt} is null`),
    uniqueIndex('mt_accounts_user_order_uq').on(t.userId, t.loginOrder),
    check('mt_accounts_via', sql`${t.via} in ('direct', 'bridge', 'metaapi')`),
    index('mt_accounts_site_user_idx').on(t.siteId, t.userId),
  ],
);

/** An account's symbol table (spec 3): status 11 normal, 22 invalid, 24 unbound (no standard symbol). */
export const mtAccountSymbols = pgTable(
  'mt_account_symbols',
  {
    id: id(),
    siteId: siteRef(),
    accountId: ref('account_id', () => mtAccounts.id, 'cascade'),
    symbol: text('symbol').notNull(),
    symbolDesc: text('symbol_desc').notNull().default(''),
    standardSymbol: text('standard_symbol').notNull().default(''),
    symbolType: integer('symbol_type').notNull().default(1),
    status: integer('status').notNull(),
    digits: integer('digits').notNull().default(5),
    contractSize: numeric('contract_size', { precision: 20, scale: 2 }).notNull().default('100000'),
    minLot: integer('min_lot').notNull().default(1),
    maxLot: integer('max_lot').notNull().default(10000),
    lotStep: integer('lot_step').notNull().default(1),
    /** The owner set the standard symbol by hand; a refresh keeps it. */
    userEdited: boolean('user_edited').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('mt_account_symbols_uq').on(t.accountId, t.symbol)],
);

/**
 * Orders and balance operations mirrored from MT4, one row per (account, ticket): written as events
 * arrive and repaired from a snapshot on start and reconnect, so there are neither gaps nor duplicates.
 * Lots are integer hundredths; prices and money are numeric.
 */
export const mtOrders = pgTable(
  'mt_orders',
  {
    id: id(),
    siteId: siteRef(),
    accountId: ref('account_id', () => mtAccounts.id, 'cascade'),
    ticket: bigint('ticket', { mode: 'number' }).notNull(),
    type: integer('type').notNull(),
    symbol: text('symbol').notNull().default(''),
    lots: integer('lots').notNull().default(0),
    openTime: instant('open_time').notNull(),
    openPrice: numeric('open_price', { precision: 20, scale: 8 }).notNull().default('0'),
    sl: numeric('sl', { precision: 20, scale: 8 }).notNull().default('0'),
    tp: numeric('tp', { precision: 20, scale: 8 }).notNull().default('0'),
    closeTime: instant('close_time'),
    closePrice: numeric('close_price', { precision: 20, scale: 8 }).notNull().default('0'),
    /** Decimal places of the symbol's prices (as the trade server sent them), to show them as MT4 does. */
    digits: integer('digits').notNull().default(5),
    commission: reported('commission'),
    swap: reported('swap'),
    profit: reported('profit'),
    comment: text('comment').notNull().default(''),
    magic: integer('magic').notNull().default(0),
    /** open, pending, closed, deleted. */
    state: text('state').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('mt_orders_ticket_uq').on(t.accountId, t.ticket),
    index('mt_orders_account_state_idx').on(t.accountId, t.state, t.openTime),
    index('mt_orders_account_close_idx').on(t.accountId, t.closeTime),
  ],
);

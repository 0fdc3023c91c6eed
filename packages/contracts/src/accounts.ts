import { z } from 'zod';
import { MAX_ROW_ID } from './ids';
import { accTypeSchema } from './codes';
import { isLocale, type Locale } from './locale';
import { amountSchema, maxTextLength, requiredIdSchema } from './validators';

/*
 * MT4 trading accounts (spec 3, Trading accounts): platforms and servers, binding, the account lists and
 * counts, orders mirrored from MT4, symbol tables. Money is a decimal string; lots are decimal strings
 * with two places ("1.50"); times are epoch milliseconds.
 */

/** A broker (platform). */
export const platformSchema = z.object({ platformId: z.number().int(), platformName: z.string() });
export type Platform = z.infer<typeof platformSchema>;
export const platformQuerySchema = z.strictObject({
  /** Optional filter: platforms whose name contains this (case-insensitive). */
  platformName: z.string().trim().max(64).optional(),
});

/** A trade server of a platform. `isDemo` 1 marks a demo server (accounts on it are labelled Demo). */
export const serverSchema = z.object({
  id: z.number().int(),
  serverName: z.string(),
  platformId: z.number().int(),
  isDemo: z.number().int(),
});
export type TradeServer = z.infer<typeof serverSchema>;
export const serverQuerySchema = z.strictObject({
  platformId: z.coerce
    .number({ error: 'validation.platform.required' })
    .int()
    .positive({ error: 'validation.platform.required' })
    .max(MAX_ROW_ID, { error: 'validation.platform.required' }),
});

export const boundAccountSchema = z.object({
  mtAccId: z.number().int(),
  loginOrder: z.number().int(),
  login: z.string(),
});
export type BoundAccount = z.infer<typeof boundAccountSchema>;

/**
 * Binding through the EA bridge (issue 16, docs/ea-bridge-protocol.md): the site issues a key for the
 * account type, the user runs the EA with it, the EA reports who it is logged in as, and the user binds
 * that account. No password is asked for: the EA trades inside the terminal.
 */
export const createBridgeKeyBodySchema = z.strictObject({ accType: accTypeSchema });
/** A new key: shown this once (the site keeps only its hash); `exchangePath` is where the EA calls. */
export const issuedBridgeKeySchema = z.object({
  keyId: z.number().int(),
  key: z.string(),
  exchangePath: z.string(),
  eaPath: z.string(),
});
export type IssuedBridgeKey = z.infer<typeof issuedBridgeKeySchema>;
export const bridgeKeyQuerySchema = z.strictObject({
  keyId: z.coerce
    .number({ error: 'validation.bridgeKey.required' })
    .int({ error: 'validation.bridgeKey.required' })
    .positive({ error: 'validation.bridgeKey.required' })
    .max(MAX_ROW_ID, { error: 'validation.bridgeKey.required' }),
});
export const bindBridgeBodySchema = z.strictObject({
  keyId: requiredIdSchema('validation.bridgeKey.required'),
});
/**
 * Where a key's EA is: `waiting` (never called), `online`, `lost` (silent for a while), `bound` (its
 * account is bound: `mtAccId`), `revoked` (a newer key or an unbind replaced it). `terminal` is what the
 * EA reported in its hello (null before).
 */
export const bridgeKeyStatusSchema = z.object({
  keyId: z.number().int(),
  accType: z.number().int(),
  state: z.enum(['waiting', 'online', 'lost', 'bound', 'revoked']),
  terminal: z
    .object({
      company: z.string(),
      server: z.string(),
      login: z.string(),
      name: z.string(),
      currency: z.string(),
      leverage: z.number().int(),
      tradeAllowed: z.boolean(),
    })
    .nullable(),
  mtAccId: z.number().int().nullable(),
});
export type BridgeKeyStatus = z.infer<typeof bridgeKeyStatusSchema>;

/** Leverages a new demo account may have, and its starting deposit range in USD. */
export const DEMO_LEVERAGES = [50, 100, 200, 500] as const;
export const DEMO_DEPOSIT = { MIN: 100, MAX: 1_000_000, DEFAULT: 10_000 } as const;

/**
 * Open a new demo account on a demo server and bind it in one step ("add" of add-or-bind). The new
 * account's passwords are shown once in the answer and never again.
 */
export const createDemoAccountBodySchema = z.strictObject({
  accType: accTypeSchema,
  platformId: requiredIdSchema('validation.platform.required'),
  serverListId: requiredIdSchema('validation.server.required'),
  leverage: z.union(DEMO_LEVERAGES.map((l) => z.literal(l))).default(100),
  /** Starting balance in USD, whole dollars. */
  deposit: z.number().int().min(DEMO_DEPOSIT.MIN).max(DEMO_DEPOSIT.MAX).default(DEMO_DEPOSIT.DEFAULT),
});
export const createdDemoAccountSchema = boundAccountSchema.extend({
  serverName: z.string(),
  tradePwd: z.string(),
  investorPwd: z.string(),
});

/**
 * The signed-in user's accounts for the header dropdown and the lists (spec 3, Account list entry).
 * `status` 0 connected, 1 the server link is broken; `isMock` 1 demo.
 */
export const accountListItemSchema = z.object({
  mtAccId: z.number().int(),
  loginOrder: z.number().int(),
  login: z.string(),
  accType: z.number().int(),
  isMock: z.number().int(),
  platformName: z.string(),
  serverName: z.string(),
  status: z.number().int(),
});
export type AccountListItem = z.infer<typeof accountListItemSchema>;
export const accountListQuerySchema = z.strictObject({
  /** 1 trade accounts, 2 follow accounts; omit for both. */
  accType: z.coerce.number().int().min(1).max(2).optional(),
});

/** One account with its live figures, for the account pages (owner only). */
export const accountDetailSchema = accountListItemSchema.extend({
  /** The owner's nickname on the site (as `getMtAccountSymbols` and `queryMtAccountInfo` give it). */
  userName: z.string(),
  /** The account holder's name as the trade server reports it. */
  accountName: z.string(),
  currency: z.string(),
  leverage: z.number().int(),
  balance: z.string(),
  credit: z.string(),
  equity: z.string(),
  margin: z.string(),
  freeMargin: z.string(),
  marginLevel: z.string(),
  profit: z.string(),
  openCount: z.number().int(),
  /** The strategy as its owner wrote it (the original; readers get their language's translation). */
  strategy: z.string(),
  /** The owner's translations of the strategy: locale -> text (see `updateMtAccountInfo`). */
  strategyTranslations: z.record(z.string(), z.string()),
  /** The site's admin locked the strategy: the owner sees it but cannot change it, readers get ''. */
  strategyLocked: z.boolean().optional(),
  /** Trade accounts: the least balance a follower needs to copy it (null none). */
  followerBalanceMin: z.string().nullable(),
  bindTime: z.number(),
  infoUpdateTime: z.number().nullable(),
  symbolUpdateTime: z.number().nullable(),
});
export type AccountDetail = z.infer<typeof accountDetailSchema>;

/** `queryMtAccountInfo`: the public face of an account (spec 3, Account info). */
export const mtAccountInfoSchema = z.object({
  mtAccId: z.number().int(),
  userName: z.string(),
  image: z.string(),
  loginOrder: z.number().int(),
  login: z.string(),
  platformName: z.string(),
  serverName: z.string(),
  accType: z.number().int(),
  isMock: z.number().int(),
  /**
   * In the reader's language (`language` header) where the owner translated it, else as written; ''
   * while the site's admin has the strategy locked (it advertised).
   */
  strategy: z.string(),
  /** True when the site's admin locked the strategy; absent or false otherwise. */
  strategyLocked: z.boolean().optional(),
});
export type MtAccountInfo = z.infer<typeof mtAccountInfoSchema>;
export const mtIdQuerySchema = z.strictObject({ mtId: z.coerce.number().int().positive().max(MAX_ROW_ID) });

/** A strategy text's limit: 600 where a Chinese (non-ASCII) character counts 2 (the comment limit). */
export const STRATEGY_MAX_LENGTH = 600;

/** One strategy text (the original or a translation): trimmed, at most STRATEGY_MAX_LENGTH. */
export const strategyTextSchema = z
  .string()
  .trim()
  .pipe(maxTextLength(STRATEGY_MAX_LENGTH, 'validation.strategy.tooLong'));

/** A strategy's translations as stored: locale -> text (absent: readers of that locale get the original). */
export type StrategyTranslations = Partial<Record<Locale, string>>;

/**
 * The owner's translations of the strategy, by site language (zh_CN, en_US, zh_Hant), each a
 * `strategyTextSchema`; '' removes one. Sent, the map replaces the stored one; a language the site does
 * not offer is refused (here when it is no language at all, by the service for the site's own list).
 */
export const strategyTranslationsSchema = z
  .record(z.string(), strategyTextSchema)
  .superRefine((map, ctx) => {
    for (const key of Object.keys(map)) {
      if (!isLocale(key))
        ctx.addIssue({ code: 'custom', path: [key], message: 'validation.strategy.language' });
    }
  })
  .transform((map) => {
    const out: StrategyTranslations = {};
    for (const [key, text] of Object.entries(map)) if (isLocale(key) && text) out[key] = text;
    return out;
  });

/**
 * What a reader sees of a strategy: nothing while the site's admin has it locked, else the owner's
 * translation into the reader's language, else the text as written.
 */
export function strategyForReader(
  account: { strategy: string; strategyLocked: boolean; strategyTranslations: StrategyTranslations },
  locale: Locale,
): string {
  if (account.strategyLocked) return '';
  return account.strategyTranslations[locale] || account.strategy;
}

/** `updateMtAccountInfo`: what an owner may change on an account. */
export const updateMtAccountInfoBodySchema = z.strictObject({
  mtAccId: z.number().int().positive().max(MAX_ROW_ID),
  /** The trader's strategy text shown on the account's profile, in the language he wrote it in. */
  strategy: strategyTextSchema.optional(),
  /** Its translations into the site's other languages (replaces the stored ones; omit to keep them). */
  strategyTranslations: strategyTranslationsSchema.optional(),
  /** Trade accounts: the least balance a follow account needs to copy it; null removes the minimum. */
  followerBalanceMin: amountSchema.nullable().optional(),
});

export const unbindBodySchema = z.strictObject({ mtAccId: z.number().int().positive().max(MAX_ROW_ID) });

/** Trade and copy account counts with the site's limits (-1 unlimited) for the usage meter. */
export const accountCountsSchema = z.object({
  masterNumber: z.number().int(),
  copyNumber: z.number().int(),
  masterMaxNumber: z.number().int(),
  copyMaxNumber: z.number().int(),
});
export type AccountCounts = z.infer<typeof accountCountsSchema>;

/** MT4 order types: 0 buy, 1 sell, 2 buy limit, 3 sell limit, 4 buy stop, 5 sell stop, 6 balance, 7 credit. */
export { ORDER_TYPE as ORDER_TYPES } from '@copytrade/units/mt4';

/** An order as mirrored from MT4. `state`: open, pending, closed, deleted. */
export const orderSchema = z.object({
  ticket: z.number().int(),
  type: z.number().int(),
  symbol: z.string(),
  lots: z.string(),
  openTime: z.number(),
  openPrice: z.string(),
  sl: z.string(),
  tp: z.string(),
  closeTime: z.number().nullable(),
  closePrice: z.string(),
  commission: z.string(),
  swap: z.string(),
  profit: z.string(),
  comment: z.string(),
  magic: z.number().int(),
  state: z.enum(['open', 'pending', 'closed', 'deleted']),
});
export type MtOrder = z.infer<typeof orderSchema>;
export const orderListQuerySchema = z.strictObject({
  mtAccId: z.coerce.number().int().positive().max(MAX_ROW_ID),
  /** open: open positions and pending orders; history: closed orders and balance operations. */
  scope: z.enum(['open', 'history']).default('open'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
});

/** Symbol status codes (spec 4): 11 normal, 22 invalid, 24 unbound (no standard symbol). */
export const symbolRowSchema = z.object({
  id: z.number().int(),
  symbol: z.string(),
  symbolDesc: z.string(),
  standardSymbol: z.string(),
  symbolType: z.number().int(),
  status: z.number().int(),
});
export type SymbolRow = z.infer<typeof symbolRowSchema>;

/** `getMtAccountSymbols` content[0] (spec 7). */
export const accountSymbolsSchema = z.object({
  mtAccId: z.number().int(),
  login: z.string(),
  loginOrder: z.number().int(),
  platformName: z.string(),
  userName: z.string(),
  image: z.string(),
  status: z.number().int(),
  symbolUpdateTime: z.number().nullable(),
  symbolList: z.array(symbolRowSchema),
});
export type AccountSymbols = z.infer<typeof accountSymbolsSchema>;

export const standardSymbolSchema = z.object({ symbol: z.string(), symbolType: z.number().int() });
export type StandardSymbol = z.infer<typeof standardSymbolSchema>;

/** `updateMamUserSymbols`: the owner maps symbols to standard symbols ('' unbinds one). */
export const updateSymbolsBodySchema = z.strictObject({
  mtAccountId: z.number().int().positive().max(MAX_ROW_ID),
  symbolS: z
    .array(z.strictObject({ id: z.number().int().positive(), standardSymbol: z.string().trim().max(32) }))
    .max(500),
});

/** Accepted refresh of an account's symbols; `completesBy` is when it will be done at the latest. */
export const symbolRefreshSchema = z.object({ queued: z.boolean(), completesBy: z.number() });

/**
 * Development only: make a simulator account trade as if from its own terminal (journeys, demos). `open`
 * buys `lots` of `symbol` with stops `sl` / `tp` points away; `partialClose` closes half of the newest
 * open position, `close` closes it.
 */
export const devTradeQuerySchema = z.strictObject({
  mtId: z.coerce.number().int().positive().max(MAX_ROW_ID),
  action: z.enum(['open', 'partialClose', 'close']),
  symbol: z.string().trim().min(1).max(32).default('EURUSD'),
  lots: z.coerce.number().positive().max(100).default(1),
  sl: z.coerce.number().int().min(0).max(100_000).default(0),
  tp: z.coerce.number().int().min(0).max(100_000).default(0),
});
export const devTradeResultSchema = z.object({ ticket: z.number().int(), lots: z.string() });

/**
 * Development only: a simulated MT4 terminal running the bridge EA with `key` (the fake EA of the
 * server's tests), logged in to a new demo account of the built-in simulator on `server`.
 */
export const devBridgeTerminalBodySchema = z.strictObject({
  key: z.string().regex(/^bk_[0-9a-f]{40}$/),
  server: z.string().trim().min(1).max(64).default('ApexCapital-Demo'),
  deposit: z.number().int().min(100).max(1_000_000).default(10_000),
});
export const devBridgeTerminalSchema = z.object({ server: z.string(), login: z.string() });

/** Development only: make the simulator drop an account's connection for a while (journeys, demos). */
export const devDisconnectQuerySchema = z.strictObject({
  mtId: z.coerce.number().int().positive().max(MAX_ROW_ID),
  seconds: z.coerce.number().int().min(1).max(600).default(5),
});

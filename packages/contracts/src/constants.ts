/*
 * Business constants and limits of spec section 9 (and the few code tables of sections 3 and 4 that the
 * web and the server both need). Numbers that a screen or a rule compares against live here once, so the
 * form, the API and the tests cannot drift apart. Values the spec does not give are marked "our choice".
 */

/** Site defaults for how many accounts a user may hold (spec 3 and 9). -1 means unlimited, shown as 不限制. */
export const ACCOUNT_LIMITS = {
  /** Default `copyMaxNumber`: follow accounts per user. */
  COPY_MAX_DEFAULT: 10,
  /** Default `masterMaxNumber`: trade accounts per trader. */
  MASTER_MAX_DEFAULT: 10,
  /** The value of either maximum that means "no limit". */
  UNLIMITED: -1,
} as const;

/** Default theme colours of a site that sets none (spec 9). Keys follow the site config's field names. */
export const DEFAULT_THEME = {
  themeColor: '#e74b3a',
  secondThemeColor: '#f56c6c',
  headerBgc: '#333333',
  footerBgc: '#454545',
  rightBarBackgroundColor: '#999999',
  fontColor: '#333333',
  /** Accent of the operator panel (MAM back office), not a site setting. */
  operatorAccent: '#4764D4',
} as const;

/** Client timings in milliseconds (spec 4 and 9). */
export const TIMINGS_MS = {
  /** HTTP request timeout of the client. */
  REQUEST_TIMEOUT: 30_000,
  /** Delay between clearing the session and leaving the page on logout. */
  LOGOUT_REDIRECT: 1_000,
  /** The realtime socket reconnects this long after a close or an error. */
  SOCKET_RECONNECT: 10_000,
  /** How long the bind dialog's success mini-dialog stays before the dialog closes. */
  BIND_SUCCESS_DIALOG: 1_000,
  /** Debounce of autocomplete inputs. */
  AUTOCOMPLETE_DELAY: 1_000,
} as const;

/** The root route redirects to the site's default base URL; after this many redirects it goes to /home. */
export const REDIRECT_CAP = 5;

/** Layout sizes in CSS pixels (spec 2 and 9). */
export const LAYOUT = {
  /** Under this viewport width the side menu collapses. */
  BREAKPOINT: 1200,
  /** Maximum height of the header's account dropdown list. */
  ACCOUNT_DROPDOWN_MAX_HEIGHT: 300,
  /** Default size of the avatar circle (first letter of the nickname when there is no image). */
  AVATAR_SIZE: 36,
} as const;

/**
 * The dialog widths the seed uses, in px. The spec lists the widths but not which dialog takes which,
 * so they are named by size (our choice).
 */
export const DIALOG_WIDTHS = {
  XL: 880,
  LARGE: 800,
  MEDIUM: 680,
  SMALL: 460,
  MINI: 300,
} as const;

/** Lists and badges (spec 2 and 9). */
export const LIST_LIMITS = {
  /** The pager shows only when the total is above this. */
  PAGER_THRESHOLD: 10,
  /** The unread badge shows counts up to this; above it shows '···'. */
  UNREAD_BADGE_MAX: 99,
} as const;

/** The text the unread badge shows above `LIST_LIMITS.UNREAD_BADGE_MAX`. */
export const UNREAD_BADGE_OVERFLOW = '···';

/** MT4 account input (spec 5 and 9). */
export const MT4_LOGIN = {
  /** Digits of an MT4 login in the bind form (the reading we follow). */
  MAX_LENGTH: 10,
  /** An older text checks at most 9 digits ("Please enter the correct MT 4 account"); kept for reference only. */
  LEGACY_MAX_LENGTH: 9,
} as const;

/** Length of the random key the bind dialog is created with (spec 4 and 9). */
export const BIND_DIALOG_KEY_LENGTH = 10;

/**
 * Nickname length, counted by `textLength` (a Chinese or other non-ASCII character counts as 2), so at
 * most 8 Chinese or 16 Latin characters. The spec also says "2 to 8 characters"; that older reading is
 * `LEGACY_MAX_CHARS`.
 */
export const NICKNAME = {
  MIN_LENGTH: 2,
  MAX_LENGTH: 16,
  LEGACY_MAX_CHARS: 8,
} as const;

/** Comments: at most this many characters (spec 5, 8 and 9). */
export const COMMENT_MAX_LENGTH = 600;

/** One megabyte as upload limits count it (binary, as browsers report `File.size` in bytes). */
export const MEGABYTE = 1024 * 1024;

/** Upload limits (spec 5 and 9). Sizes in bytes. */
export const UPLOAD_LIMITS = {
  AVATAR_MAX_BYTES: 10 * MEGABYTE,
  /** Any image other than the avatar (vouchers, evidence, payment codes). */
  IMAGE_MAX_BYTES: 2 * MEGABYTE,
  /** Evidence files of one complaint. */
  COMPLAINT_MAX_FILES: 3,
} as const;

/** Partner rebate configuration (spec 5 and 9). */
export const REBATE = {
  RATE_MIN: 0,
  RATE_MAX: 100,
  /** The rebate name is at most this many characters (each character counts 1). */
  NAME_MAX_LENGTH: 10,
} as const;

/** Percentage share of a performance-fee tier as typed in a form: a whole percent from 1 to 100. */
export const PERCENT_SHARE = { MIN: 1, MAX: 100 } as const;

/**
 * Lots and ratios. Both are kept as integer hundredths (DOMAIN.md), so the step of 0.01 is 1 hundredth.
 * At most 9 integer digits and 2 decimals, so the largest value, 999999999.99, is 99999999999 hundredths:
 * well inside `Number.MAX_SAFE_INTEGER`.
 */
export const LOT = {
  /** 0.01 lot, in hundredths. */
  STEP_HUNDREDTHS: 1,
  DECIMALS: 2,
  MAX_INTEGER_DIGITS: 9,
} as const;

/** Amounts of money typed by a user: at most 2 decimals; at most 12 integer digits (our choice, spec gives none). */
export const AMOUNT = {
  DECIMALS: 2,
  MAX_INTEGER_DIGITS: 12,
} as const;

/**
 * `copyValue` that means "no value" (smart ratio) or unlimited: the UI shows nothing for copyType 3 with
 * this value. A decimal string, like all money-like values.
 */
export const COPY_VALUE_UNLIMITED = '999999999.99';

/** The profit thresholds a trader can pick for a performance-fee tier (spec 3 and 9). */
export const FEE_PROFIT_OPTIONS = [50, 100, 500, 1000, 2000] as const;

/**
 * The example tier a new performance-fee setting starts with: profit of at least 1000 is charged 60%.
 * `divided` is a share (0.6), shown times 100 as a percent.
 */
export const DEFAULT_PERFORMANCE_TIER = { profit: 1000, divided: 0.6 } as const;

/** Wallet tokens are USDT and 1 USDT counts as 1 US dollar (decimal string, for decimal.js). */
export const USDT_PER_USD = '1';

/** Performance fees are settled weekly (spec 9, DOMAIN.md). */
export const PERFORMANCE_FEE_PERIOD_DAYS = 7;

/** Windows of the trader statistics (spec 9). */
export const STATS_WINDOWS = {
  /** Account ratings cover the last 13 weeks. */
  RATING_WEEKS: 13,
  /** Average profit covers the last 14 days. */
  AVERAGE_PROFIT_DAYS: 14,
} as const;

/** Default dayjs format of a date and time (spec 9). */
export const DEFAULT_DATE_FORMAT = 'YYYY-MM-DD HH:mm:ss';
/** The date-only format `timeAgo` falls back to. */
export const DATE_ONLY_FORMAT = 'YYYY-MM-DD';

/** Suffixes of `formatNumberSuffix`, each 1000 times the previous. */
export const NUMBER_SUFFIXES = ['k', 'M', 'G', 'T', 'P', 'E'] as const;

/** `timeAgo` thresholds (the later reading of spec 9, see format.ts). */
export const TIME_AGO = {
  /** Under this many milliseconds the text is "just now". */
  JUST_NOW_MS: 60_000,
  /** Up to this many calendar days the text is "N days ago"; older shows the date. */
  MAX_DAYS: 31,
} as const;

/** The footer's copyright years run from this year to the current one (spec 2). */
export const COPYRIGHT_START_YEAR = 2019;

/** Client storage keys the seed uses (spec 3 and 9); the default language itself is `DEFAULT_LOCALE`. */
export const STORAGE_KEYS = {
  TOKEN: 'community_token',
  /** The token's expiry (epoch ms) beside it; the spec stores it but names no key. */
  TOKEN_TIME: 'tokenTime',
  USER_INFO: 'userInfo',
  ACCOUNT_LIST: 'loginUserAccountlist',
  ACCOUNT_SELECTED_INDEX: 'loginUserAccountSelectedIndex',
  MT_ACC_ID: 'loginUserMtAccId',
  IS_VISITOR: 'isVisitor',
  CURRENT_TRADE_MT4: 'currentTradeMt4',
  CURRENT_COPY_MT4: 'currentCopyMt4',
  NO_MASTER_CURRENT_COPY_MT4: 'noMasterCurrentCopyMt4',
  COPY_AUTH: 'copyAuth',
  /** A cookie, not local storage. */
  LANGUAGE_COOKIE: 'language',
} as const;

/**
 * How a subscription sizes its copies (spec 3 and 4, DOMAIN.md) and its copy direction (forward copies the
 * master, reverse swaps buy and sell); the seed reads any other type as smart ratio, any direction but 1 as
 * reverse. The tables live in @copytrade/units.
 */
export {
  COPY_TYPE,
  DIRECTION as COPY_DIRECTION,
  type CopyType,
  type Direction as CopyDirection,
} from '@copytrade/units/copy';

/** Kind of MT4 account: 1 trade (master) account, 2 follow account. */
export const ACC_TYPE = { TRADE: 1, FOLLOW: 2 } as const;
export type AccType = (typeof ACC_TYPE)[keyof typeof ACC_TYPE];

/** Kinds of symbols (standard symbols and account symbol tables). */
export const SYMBOL_TYPE = { FOREX: 1, METALS: 2, INDICES: 3, ENERGY: 4, CRYPTO: 5 } as const;
export type SymbolType = (typeof SYMBOL_TYPE)[keyof typeof SYMBOL_TYPE];

/** userType 3 is a trader; any other value is an ordinary user (follower). */
export const USER_TYPE = { TRADER: 3 } as const;

/** Status of a row of an account's symbol table (spec 4). */
export const SYMBOL_STATUS = { NORMAL: 11, INVALID: 22, UNBOUND: 24 } as const;
export type SymbolStatus = (typeof SYMBOL_STATUS)[keyof typeof SYMBOL_STATUS];

/** Fee models a site offers and a trader picks (site `typeList`): 1 free, 2 subscription fee, 3 performance fee. */
export const FEE_TYPE = { FREE: 1, SUBSCRIPTION: 2, PERFORMANCE: 3 } as const;
export type FeeType = (typeof FEE_TYPE)[keyof typeof FEE_TYPE];

/**
 * Subscription payment record status (spec 3 and 4). The spec names the states but gives no codes, so
 * the values are readable strings (our choice).
 */
export const PAYMENT_STATUS = {
  TO_BE_PAID: 'toBePaid',
  TO_BE_CONFIRMED: 'toBeConfirmed',
  CONFIRMED: 'confirmed',
  COMPLAINED: 'complained',
  REJECTED: 'rejected',
  FAILED: 'failed',
} as const;
export type PaymentStatus = (typeof PAYMENT_STATUS)[keyof typeof PAYMENT_STATUS];

/** How a subscription is paid. Token is the wallet (confirmed at once). Values are our choice, as above. */
export const PAYMENT_METHOD = {
  ALIPAY: 'alipay',
  WECHAT: 'wechat',
  TOKEN: 'token',
  COUPON: 'coupon',
} as const;
export type PaymentMethod = (typeof PAYMENT_METHOD)[keyof typeof PAYMENT_METHOD];

/** Review of real-name verification, payment information, withdrawals, complaints. Values are our choice. */
export const REVIEW_STATUS = {
  PENDING: 'pending',
  REJECTED: 'rejected',
  PASSED: 'passed',
} as const;
export type ReviewStatus = (typeof REVIEW_STATUS)[keyof typeof REVIEW_STATUS];

/** Partial close rounding of a subscription (spec 9, DOMAIN.md): take small rounds down, take big rounds up. */
export const PARTIAL_CLOSE_ROUNDING = { TAKE_SMALL: 'takeSmall', TAKE_BIG: 'takeBig' } as const;
export type PartialCloseRounding = (typeof PARTIAL_CLOSE_ROUNDING)[keyof typeof PARTIAL_CLOSE_ROUNDING];

/** The about-us pages: each is one site content module (here, free of schemas: the web's shell reads it). */
export const ABOUT_MODULES = [
  'introduce',
  'contactUs',
  'privacyPolicy',
  'riskDisclosure',
  'disclaimerSay',
  'communityCode',
  'faq',
  'userGuide',
] as const;
export type AboutModule = (typeof ABOUT_MODULES)[number];

/**
 * The smaller sides, in pixels, the stored avatar (256 x 256) is also served at (`queryAvatar?size=`): a
 * list or card shows a 22-64 px picture, and asks for the smallest of these covering twice its size.
 */
export const AVATAR_VARIANTS = [64, 128] as const;
export type AvatarVariant = (typeof AVATAR_VARIANTS)[number];

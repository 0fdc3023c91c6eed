/**
 * Every `status` an answer can carry, once, with its HTTP status and one line of meaning.
 * 10000 is success. 10001, 12109 and 12110 are the seed's soft statuses: the request went through but
 * the client shows no error popup (10001 is only logged). Everything else is an error whose message
 * the client shows; its text comes from `messages/errors.ts` in the reader's language.
 */
export const STATUS = {
  OK: 10000,
  /** Soft: nothing to do or a notice for the log only (the seed logs it, no popup). */
  SOFT_NOTICE: 10001,
  /** Soft: the data is shown to subscribers only; the client renders the locked state. */
  SOFT_SUBSCRIBERS_ONLY: 12109,
  /** Soft: the user has no trading account of the needed kind yet; the client offers to bind one. */
  SOFT_NO_ACCOUNT: 12110,

  VALIDATION_FAILED: 40000,
  /** The request could not be read as HTTP (answered before any route, see security-headers.ts). */
  BAD_REQUEST: 40001,
  UNAUTHENTICATED: 40100,
  TOKEN_EXPIRED: 40101,
  TOKEN_WRONG_SITE: 40102,
  FORBIDDEN: 40300,
  NOT_FOUND: 40400,
  ROUTE_NOT_FOUND: 40401,
  CONFLICT: 40900,
  PAYLOAD_TOO_LARGE: 41300,
  REQUEST_TIMEOUT: 40800,
  URI_TOO_LONG: 41400,
  HEADERS_TOO_LARGE: 43100,
  RATE_LIMITED: 42900,
  INTERNAL: 50000,
  UNAVAILABLE: 50300,

  USERNAME_TAKEN: 20001,
  INVALID_CREDENTIALS: 20002,
  CODE_INVALID: 20003,
  CODE_EXPIRED: 20004,
  CODE_ATTEMPTS_EXCEEDED: 20005,
  CODE_TOO_FREQUENT: 20006,
  USER_NOT_FOUND: 20007,
  LOGIN_LOCKED: 20008,
  VERIFY_METHOD_NOT_ALLOWED: 20009,
  ACCOUNT_DISABLED: 20010,
  MAIL_DELIVERY_FAILED: 20011,
  LOGIN_SLOWED: 20012,

  SITE_UNAVAILABLE: 21001,

  MT4_CREDENTIALS_INVALID: 22001,
  MT4_INVESTOR_PASSWORD: 22002,
  MT4_SERVER_UNREACHABLE: 22003,
  ACCOUNT_ALREADY_BOUND: 22004,
  TRADER_ONLY: 22005,
  MASTER_LIMIT_REACHED: 22006,
  COPY_LIMIT_REACHED: 22007,
  DEMO_SERVER_ONLY: 22008,

  SUBSCRIPTION_EXISTS: 23001,
  SELF_SUBSCRIBE: 23002,
  ACCOUNT_EXPIRED: 23003,
  TRADER_RESTRICTED: 23004,
  REVERSE_NOT_ALLOWED: 23005,
  SUBSCRIPTION_ENDED: 23006,
  NOT_A_FOLLOW_ACCOUNT: 23007,

  COMMENT_TOO_FREQUENT: 25001,
  OPTIONAL_LIMIT_REACHED: 25002,
  FAVOURITE_LIMIT_REACHED: 25003,
  SELF_FOLLOW: 25004,
  STRATEGY_LOCKED: 25005,
  COMMENT_NOT_YOURS: 25006,
  ADMIN_ONLY: 25007,

  STAR_ALREADY_PICKED: 26001,

  INSUFFICIENT_BALANCE: 27001,
  ALREADY_REVIEWED: 27002,
  TX_HASH_USED: 27003,

  FEE_CHOICE_REQUIRED: 28001,
  PAYMENT_INFO_MISSING: 28002,
  FEE_OWED: 28003,
  PAYMENT_STATE: 28004,
  UPLOAD_NOT_IMAGE: 28005,
  UPLOAD_TOO_LARGE: 28006,
  TOO_MANY_FILES: 28007,
  COUPON_INVALID: 28008,
  PAID_FEE_CLOSED: 28009,
  WALLET_CLOSED: 28010,
  NOT_YOUR_PAYMENT: 28011,
  COUPON_CODE_TAKEN: 28012,
  /** Uploads (images and avatars): the per-user daily quota and the uploads one user may run at once. */
  UPLOAD_QUOTA_EXCEEDED: 28013,
  UPLOADS_IN_FLIGHT: 28014,
  PARTNER_ALREADY: 30001,
  PARTNER_PENDING: 30002,
  LEVEL_IN_USE: 30003,
  LEVEL_NAME_TAKEN: 30004,
  NOT_A_PARTNER: 30005,

  CONTACT_TOO_FREQUENT: 31001,

  /** Messages (issue 7): the site admin's public messages. */
  PUBLIC_MESSAGE_WITHDRAWN: 34001,

  /** Real-name verification and payment information with the site admin's review (issue 7). */
  IDENTITY_PENDING: 33001,
  IDENTITY_PASSED: 33002,
  ID_NUMBER_TAKEN: 33003,
  VERIFICATION_REQUIRED: 33004,
  PAYMENT_INFO_REQUIRED: 33005,
  NICKNAME_TOO_SHORT: 32001,
  NICKNAME_INVALID_CHARS: 32002,
  BIRTHDAY_OUT_OF_RANGE: 32003,
  AVATAR_LOCKED: 32004,
  AVATAR_TOO_LARGE: 32005,
  AVATAR_NOT_IMAGE: 32006,
  AVATAR_UNREADABLE: 32007,
  OLD_PASSWORD_WRONG: 32008,
  PASSWORD_UNCHANGED: 32009,
  PASSWORD_CHECK_LOCKED: 32010,
  EMAIL_TAKEN: 32011,
  PHONE_TAKEN: 32012,
  EMAIL_UNCHANGED: 32013,
  PHONE_UNCHANGED: 32014,
} as const;

export type StatusName = keyof typeof STATUS;
export type StatusCode = (typeof STATUS)[StatusName];

export type StatusInfo = {
  /** HTTP status sent with the envelope. */
  http: number;
  /** One line for developers and the OpenAPI document; users see the localized message instead. */
  meaning: string;
};

export const STATUS_INFO: Record<StatusName, StatusInfo> = {
  OK: { http: 200, meaning: 'Success.' },
  SOFT_NOTICE: { http: 200, meaning: 'Soft: nothing changed or a notice; the client logs it only.' },
  SOFT_SUBSCRIBERS_ONLY: { http: 200, meaning: 'Soft: visible to subscribers only; no popup.' },
  SOFT_NO_ACCOUNT: { http: 200, meaning: 'Soft: no trading account of the needed kind yet; no popup.' },

  VALIDATION_FAILED: { http: 400, meaning: 'The request failed validation; content lists field errors.' },
  BAD_REQUEST: { http: 400, meaning: 'The request is not well-formed HTTP (or a malformed URL).' },
  UNAUTHENTICATED: { http: 401, meaning: 'No token, or the token is unknown or revoked.' },
  TOKEN_EXPIRED: { http: 401, meaning: 'The token has expired; sign in again.' },
  TOKEN_WRONG_SITE: { http: 401, meaning: 'The token belongs to another site.' },
  FORBIDDEN: { http: 403, meaning: 'Signed in, but not allowed to do this.' },
  NOT_FOUND: { http: 404, meaning: 'The thing asked for does not exist on this site.' },
  ROUTE_NOT_FOUND: { http: 404, meaning: 'No such API path.' },
  CONFLICT: { http: 409, meaning: 'The change conflicts with the current state.' },
  PAYLOAD_TOO_LARGE: { http: 413, meaning: 'The request body or upload is too large.' },
  REQUEST_TIMEOUT: { http: 408, meaning: 'The request was not received in time.' },
  URI_TOO_LONG: { http: 414, meaning: 'The request line (path and query) is too long.' },
  HEADERS_TOO_LARGE: { http: 431, meaning: 'The request headers are too large (16 kB in all).' },
  RATE_LIMITED: { http: 429, meaning: 'Too many requests; retry later.' },
  INTERNAL: { http: 500, meaning: 'Unexpected server error; details only in the server log.' },
  UNAVAILABLE: { http: 503, meaning: 'A dependency (database, mail) is unavailable; retry later.' },

  USERNAME_TAKEN: { http: 409, meaning: 'The phone number or email is already registered on this site.' },
  INVALID_CREDENTIALS: { http: 400, meaning: 'Wrong username or password.' },
  CODE_INVALID: { http: 400, meaning: 'The verification code is wrong or was already used.' },
  CODE_EXPIRED: { http: 400, meaning: 'The verification code has expired.' },
  CODE_ATTEMPTS_EXCEEDED: {
    http: 400,
    meaning: 'Too many wrong tries; the code is void, ask for a new one.',
  },
  CODE_TOO_FREQUENT: { http: 429, meaning: 'Codes are asked for too often for this address or network.' },
  USER_NOT_FOUND: { http: 404, meaning: 'No user with this phone number or email on this site.' },
  LOGIN_LOCKED: { http: 429, meaning: 'Too many failed sign-ins; sign-in is paused for a while.' },
  LOGIN_SLOWED: {
    http: 429,
    meaning:
      'Many failed sign-ins for this account from many addresses; each further try waits a growing delay (at most a minute).',
  },
  VERIFY_METHOD_NOT_ALLOWED: {
    http: 400,
    meaning: "The site's verifyMethod does not allow this kind of username.",
  },
  ACCOUNT_DISABLED: { http: 403, meaning: 'The user is disabled by the operator.' },
  MAIL_DELIVERY_FAILED: { http: 503, meaning: 'The mail server refused or could not be reached.' },

  SITE_UNAVAILABLE: { http: 403, meaning: 'The site is disabled or outside its validity period.' },

  MT4_CREDENTIALS_INVALID: {
    http: 400,
    meaning: 'The MT4 server refused the login and password (MT4 does not say which).',
  },
  MT4_INVESTOR_PASSWORD: {
    http: 400,
    meaning:
      'A follow account was given its read-only investor password; copying needs the trading password.',
  },
  MT4_SERVER_UNREACHABLE: {
    http: 503,
    meaning: 'The MT4 trade server could not be reached; nothing was bound.',
  },
  ACCOUNT_ALREADY_BOUND: { http: 409, meaning: 'This login on this server is already bound on this site.' },
  TRADER_ONLY: { http: 403, meaning: 'Only traders (userType 3) may bind trade accounts.' },
  MASTER_LIMIT_REACHED: {
    http: 403,
    meaning: "The user holds the site's masterMaxNumber of trade accounts.",
  },
  COPY_LIMIT_REACHED: { http: 403, meaning: "The user holds the site's copyMaxNumber of follow accounts." },
  DEMO_SERVER_ONLY: { http: 400, meaning: 'Demo accounts can be opened on demo servers only.' },

  SUBSCRIPTION_EXISTS: {
    http: 409,
    meaning: 'This follow account already subscribes to this trade account.',
  },
  SELF_SUBSCRIBE: { http: 400, meaning: 'A trader cannot copy his own trade account.' },
  ACCOUNT_EXPIRED: {
    http: 400,
    meaning: 'The trade account is unbound or no longer shared; it cannot be subscribed.',
  },
  TRADER_RESTRICTED: {
    http: 403,
    meaning: 'The operator restricted this trader; new subscriptions are refused.',
  },
  REVERSE_NOT_ALLOWED: { http: 400, meaning: "The site's reverseCopyFlag does not allow reverse copying." },
  SUBSCRIPTION_ENDED: { http: 409, meaning: 'The subscription is not active (already cancelled or ended).' },
  NOT_A_FOLLOW_ACCOUNT: {
    http: 400,
    meaning: 'Subscriptions copy into follow accounts (accType 2) of the caller.',
  },

  COMMENT_TOO_FREQUENT: {
    http: 429,
    meaning: 'Comments too often: at most one per 10 s and 20 per hour per user; nothing was saved.',
  },
  OPTIONAL_LIMIT_REACHED: { http: 403, meaning: 'The optional list (watchlist) holds its 200 entries.' },
  FAVOURITE_LIMIT_REACHED: { http: 403, meaning: 'The favourites hold their 500 entries.' },
  SELF_FOLLOW: { http: 400, meaning: 'A person cannot follow themselves.' },
  STRATEGY_LOCKED: {
    http: 403,
    meaning: "The site's admin locked this account's strategy; the owner cannot change it.",
  },
  COMMENT_NOT_YOURS: { http: 403, meaning: "Only the author or the site's admin may delete a comment." },
  ADMIN_ONLY: { http: 403, meaning: "Only the site's admin may do this." },
  STAR_ALREADY_PICKED: {
    http: 409,
    meaning: "The trade account is already one of today's stars from that day.",
  },

  INSUFFICIENT_BALANCE: {
    http: 409,
    meaning: "The amount is above the wallet's available balance (checked under the account's row lock).",
  },
  ALREADY_REVIEWED: { http: 409, meaning: 'The recharge or withdrawal was already reviewed.' },
  TX_HASH_USED: {
    http: 409,
    meaning: 'This TRC20 transaction hash was already declared for a recharge on this site.',
  },
  FEE_CHOICE_REQUIRED: {
    http: 400,
    meaning: 'A paid fee model needs a subscription fee or performance tiers.',
  },
  PAYMENT_INFO_MISSING: {
    http: 409,
    meaning: 'The trader has no payment information, so a fee cannot be paid to him.',
  },
  FEE_OWED: {
    http: 409,
    meaning: 'The user owes a performance fee: new subscriptions are refused until it is paid.',
  },
  PAYMENT_STATE: { http: 409, meaning: 'The payment is not in a state that allows this step.' },
  UPLOAD_NOT_IMAGE: {
    http: 400,
    meaning: 'The file is not a PNG, JPEG, GIF or WebP image (checked by its content).',
  },
  UPLOAD_TOO_LARGE: { http: 413, meaning: 'The image is larger than 2 MB.' },
  TOO_MANY_FILES: { http: 400, meaning: 'More than 3 evidence files.' },
  COUPON_INVALID: {
    http: 400,
    meaning: 'No such coupon for this trade account, or it expired, is used up or disabled.',
  },
  PAID_FEE_CLOSED: {
    http: 403,
    meaning: 'The site does not offer this fee model (subscription price or settlement switched off).',
  },
  WALLET_CLOSED: { http: 403, meaning: 'The site has no wallet (openWallet is off).' },
  NOT_YOUR_PAYMENT: { http: 403, meaning: 'Only the trader who is paid can confirm or refuse a payment.' },
  COUPON_CODE_TAKEN: { http: 409, meaning: 'A coupon with this code exists on the site.' },
  UPLOAD_QUOTA_EXCEEDED: {
    http: 429,
    meaning: "The user's uploads of the day (UTC) reached the quota: {files} images or {megabytes} MB.",
  },
  UPLOADS_IN_FLIGHT: {
    http: 429,
    meaning: 'The user already has {max} uploads in progress; one more is refused, not queued.',
  },
  PARTNER_ALREADY: { http: 409, meaning: 'The user is already a partner.' },
  PARTNER_PENDING: { http: 409, meaning: 'A partner application is already under review.' },
  LEVEL_IN_USE: { http: 409, meaning: 'The rebate level is assigned to partners and cannot be deleted.' },
  LEVEL_NAME_TAKEN: { http: 409, meaning: 'A rebate level of this name exists on the site.' },
  NOT_A_PARTNER: { http: 403, meaning: 'Only partners have customers and rebates.' },
  CONTACT_TOO_FREQUENT: {
    http: 429,
    meaning: 'Too many contact messages from this network address; retry later.',
  },
  PUBLIC_MESSAGE_WITHDRAWN: {
    http: 409,
    meaning: 'The public message was already withdrawn; its copies are gone.',
  },
  IDENTITY_PENDING: {
    http: 409,
    meaning: 'The real-name submission is under review and cannot be changed until it is decided.',
  },
  IDENTITY_PASSED: { http: 409, meaning: 'The real-name verification has passed and cannot be changed.' },
  ID_NUMBER_TAKEN: {
    http: 409,
    meaning: 'Another user of the site has this ID number pending or passed.',
  },
  VERIFICATION_REQUIRED: {
    http: 403,
    meaning: 'A paid fee model needs the trader’s real-name verification passed.',
  },
  PAYMENT_INFO_REQUIRED: {
    http: 403,
    meaning: 'A subscription fee needs at least one passed payment method of the trader.',
  },
  NICKNAME_TOO_SHORT: { http: 400, meaning: 'Field rule: a nickname has at least 2 characters.' },
  NICKNAME_INVALID_CHARS: {
    http: 400,
    meaning: 'Field rule: a nickname holds no control, zero-width or bidirectional-override characters.',
  },
  BIRTHDAY_OUT_OF_RANGE: {
    http: 400,
    meaning: 'Field rule: the birthday is not after today and gives an age of 18 to 120.',
  },
  AVATAR_LOCKED: { http: 403, meaning: "The site's operator locked this avatar (users.avatar_lock = 0)." },
  AVATAR_TOO_LARGE: { http: 413, meaning: 'The avatar image is larger than 10 MB.' },
  AVATAR_NOT_IMAGE: {
    http: 400,
    meaning: 'The avatar is not a PNG, JPEG, WebP or GIF image (checked by its content).',
  },
  AVATAR_UNREADABLE: { http: 400, meaning: 'The avatar image is damaged and cannot be decoded.' },
  OLD_PASSWORD_WRONG: { http: 400, meaning: 'The current password given with a security change is wrong.' },
  PASSWORD_UNCHANGED: { http: 400, meaning: 'Field rule: the new password equals the current one.' },
  PASSWORD_CHECK_LOCKED: {
    http: 429,
    meaning: 'Too many wrong current passwords on security changes; retry after the minutes given.',
  },
  EMAIL_TAKEN: { http: 409, meaning: 'Another user of the site has this email address.' },
  PHONE_TAKEN: { http: 409, meaning: 'Another user of the site has this phone number.' },
  EMAIL_UNCHANGED: { http: 400, meaning: 'The new email address is the one already bound.' },
  PHONE_UNCHANGED: { http: 400, meaning: 'The new phone number is the one already bound.' },
};

const NAME_BY_CODE = new Map<number, StatusName>(
  Object.entries(STATUS).map(([name, code]) => [code, name as StatusName]),
);

export function statusName(code: number): StatusName | undefined {
  return NAME_BY_CODE.get(code);
}

/** The seed passes these without a popup. */
export const SOFT_STATUSES: readonly number[] = [
  STATUS.SOFT_NOTICE,
  STATUS.SOFT_SUBSCRIBERS_ONLY,
  STATUS.SOFT_NO_ACCOUNT,
];

import { z } from 'zod';
import { MAX_ROW_ID } from './ids';
import { copyDirectionSchema, copyTypeSchema } from './codes';
import { AVATAR_VARIANTS, COPY_TYPE, UPLOAD_LIMITS, type AvatarVariant } from './constants';
import { communityUserInfoSchema } from './social';
import { closeModeSchema } from './subscriptions';
import {
  birthdaySchema,
  atMostChars,
  charLength,
  emailSchema,
  isDateText,
  lotOrRatioSchema,
  passwordSchema,
  phoneSchema,
  positiveIntegerSchema,
  textLength,
  verifyCodeSchema,
  withMatchingPasswords,
} from './validators';

/*
 * Personal settings (spec 2 "setting": basicsV, securityV, dealV): basic information with the avatar,
 * account security (password, email, phone, sessions) and the trade settings the subscribe dialog starts
 * from. Field messages are message keys: the shared validation texts, or `status.*` keys whose texts are
 * the status table's (status-codes.ts), so a rule of this page has one text for server and browser.
 */

export const PROFILE_LIMITS = {
  /** Free-text country or region (used when the site has no dictionary for it). */
  PLACE_MAX_CHARS: 40,
  REMARK_MAX_CHARS: 200,
  /** Age on the birthday check, in whole years, both inclusive. */
  MIN_AGE: 18,
  MAX_AGE: 120,
} as const;

/** Gender as stored (users.gender) and as the `gender` dictionary's values: 0 undisclosed, 1 male, 2 female. */
export const GENDER = { UNDISCLOSED: 0, MALE: 1, FEMALE: 2 } as const;
export type Gender = (typeof GENDER)[keyof typeof GENDER];

/** The nickname rule's numbers (see `profileNicknameSchema`). */
export const NICKNAME_RULE = {
  MIN_WIDTH: 2,
  MAX_WIDTH: 16,
  MIN_CHARS: 2,
  /** Control characters, zero-width space, BOM and the bidirectional overrides used to spoof names. */
  FORBIDDEN: /[\p{Cc}\u200b\u202a-\u202e\u2066-\u2069\ufeff]/u,
} as const;

/**
 * Nickname (our reading of spec 5, which says both "2-8 characters" and "within 16, Chinese counts as
 * two"): trimmed; no control or invisible direction characters; display width 2-16 where a non-ASCII
 * character counts 2 (`textLength`); and at least 2 characters, so one Chinese character (width 2) is too
 * short while 8 Chinese characters or 16 Latin letters fit.
 */
export const profileNicknameSchema = z
  .string({ error: 'validation.nickname.required' })
  .trim()
  .min(1, { error: 'validation.nickname.required', abort: true })
  .refine((value) => !NICKNAME_RULE.FORBIDDEN.test(value), {
    error: 'status.NICKNAME_INVALID_CHARS',
    abort: true,
  })
  .refine(
    (value) => {
      const width = textLength(value);
      return width >= NICKNAME_RULE.MIN_WIDTH && width <= NICKNAME_RULE.MAX_WIDTH;
    },
    { error: 'validation.nickname.length', abort: true },
  )
  .refine((value) => charLength(value) >= NICKNAME_RULE.MIN_CHARS, { error: 'status.NICKNAME_TOO_SHORT' });

/** Gender: 0, 1 or 2 as a JSON number; anything else (or nothing) is 请选择性别. */
export const profileGenderSchema = z.union([z.literal(0), z.literal(1), z.literal(2)], {
  error: 'validation.gender.required',
});

/** A required free text of at most `max` characters (code points), trimmed. */
function placeSchema(requiredKey: string, max: number) {
  return z
    .string({ error: requiredKey })
    .trim()
    .min(1, { error: requiredKey, abort: true })
    .superRefine(atMostChars(max))
    .refine((value) => !CONTROL_CHARS.test(value), { error: 'validation.invalid' });
}

/** C0 and C1 control characters (a remark may still hold line breaks and tabs). */
const CONTROL_CHARS = /\p{Cc}/u;
/** Control characters other than tab, line feed and carriage return. */
const REMARK_FORBIDDEN = /(?![\t\n\r])\p{Cc}/u;

/** Country: a value of the site's `country` dictionary when it has one (the server checks), else text 1-40. */
export const profileCountrySchema = placeSchema(
  'validation.country.required',
  PROFILE_LIMITS.PLACE_MAX_CHARS,
);
/** Region: free text 1-40 (the demo dictionary has no regions; a site's `region` dictionary is honoured). */
export const profileRegionSchema = placeSchema('validation.region.required', PROFILE_LIMITS.PLACE_MAX_CHARS);

/** Remark (about me): 0-200 characters, trimmed, line breaks allowed. */
export const profileRemarkSchema = z
  .string()
  .trim()
  .superRefine(atMostChars(PROFILE_LIMITS.REMARK_MAX_CHARS))
  .refine((value) => !REMARK_FORBIDDEN.test(value), { error: 'validation.invalid' });

/** Whole years from `birthday` to `today` (both 'YYYY-MM-DD'); negative for a date after today. */
export function ageOn(birthday: string, today: string): number {
  const [by, bm, bd] = birthday.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const before = tm < bm || (tm === bm && td < bd);
  return ty - by - (before ? 1 : 0);
}

/**
 * The birthday rule that needs today's date (the server's clock, the browser's day): a real date, not
 * after today, and an age of 18 to 120. Returns the message key of the broken rule, or null.
 */
export function checkBirthday(value: string, today: string): string | null {
  if (!isDateText(value)) return 'validation.birthday.invalid';
  if (value > today) return 'status.BIRTHDAY_OUT_OF_RANGE';
  const age = ageOn(value, today);
  return age < PROFILE_LIMITS.MIN_AGE || age > PROFILE_LIMITS.MAX_AGE ? 'status.BIRTHDAY_OUT_OF_RANGE' : null;
}

/** `birthdaySchema` plus the age rule on `today` ('YYYY-MM-DD'), for the browser's form. */
export function birthdaySchemaOn(today: string) {
  return birthdaySchema.superRefine((value, ctx) => {
    const key = checkBirthday(value, today);
    if (key) ctx.addIssue(key);
  });
}

const basicInfoShape = {
  nickName: profileNicknameSchema,
  gender: profileGenderSchema,
  birthday: birthdaySchema,
  country: profileCountrySchema,
  region: profileRegionSchema,
  remark: profileRemarkSchema.optional().default(''),
};

/**
 * `completeCommunityUserInfo` (POST): the whole basic information at once. The age rule runs on the
 * server's clock in the service (the route schema has no clock); the web uses `basicInfoFormSchemaOn`.
 */
export const completeUserInfoBodySchema = z.strictObject(basicInfoShape);
export type CompleteUserInfoBody = z.input<typeof completeUserInfoBodySchema>;

/** The basic-information form in the browser: the body's rules plus the birthday's age rule on `today`. */
export function basicInfoFormSchemaOn(today: string) {
  return z.strictObject({ ...basicInfoShape, birthday: birthdaySchemaOn(today) });
}

/**
 * The signed-in user's own record (`selectCommunityUserInfo`, and the answer of every settings change):
 * the header's user with the counters, plus the basic information only the user himself reads.
 */
export const selfUserInfoSchema = communityUserInfoSchema.extend({
  gender: z.number().int().nullable(),
  birthday: z.string().nullable(),
  country: z.string().nullable(),
  region: z.string().nullable(),
  remark: z.string(),
});
export type SelfUserInfo = z.infer<typeof selfUserInfoSchema>;

// ---------------------------------------------------------------------------------------------------
// Avatar
// ---------------------------------------------------------------------------------------------------

/** Image types an avatar may arrive in (decided from the bytes); what is stored is always our WebP. */
export const AVATAR_INPUT_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
/** Side of the stored square avatar, pixels. */
export const AVATAR_SIZE = 256;
/** 10 MB of image is about 13.4 M characters of base64; the server checks the decoded size exactly. */
const AVATAR_BASE64_MAX = Math.ceil(UPLOAD_LIMITS.AVATAR_MAX_BYTES / 3) * 4 + 256;

/** `uploadAvatar` (POST): the picture as a data URL (as base64Pic takes it) or bare base64. */
export const uploadAvatarBodySchema = z.strictObject({
  image: z
    .string({ error: 'validation.required' })
    .min(1, { error: 'validation.required' })
    .max(AVATAR_BASE64_MAX, { error: 'validation.upload.avatarTooLarge' }),
});
export type UploadAvatarBody = z.infer<typeof uploadAvatarBodySchema>;

/** After an upload: the new public address of the avatar (users.portraitImg). */
export const avatarResultSchema = z.object({ portraitImg: z.string(), avatarLocked: z.boolean() });
export type AvatarResult = z.infer<typeof avatarResultSchema>;

/** `queryAvatar` (public GET): a person's avatar image; `v` is the version the address was made for. */
export const queryAvatarQuerySchema = z.strictObject({
  userId: z.coerce.number().int().positive().max(MAX_ROW_ID),
  v: z.coerce.number().int().positive().optional(),
  /** A smaller side (`AVATAR_VARIANTS`); without it the stored 256 x 256 picture. */
  size: z.coerce
    .number()
    .int()
    .refine((value): value is AvatarVariant => (AVATAR_VARIANTS as readonly number[]).includes(value), {
      error: 'validation.invalid',
    })
    .optional(),
});

// ---------------------------------------------------------------------------------------------------
// Security
// ---------------------------------------------------------------------------------------------------

/** The current password, asked again before a security change: required, never checked by rule. */
export const currentPasswordSchema = z
  .string({ error: 'validation.password.required' })
  .min(1, { error: 'validation.password.required', abort: true })
  .max(64, { error: 'status.OLD_PASSWORD_WRONG' });

/**
 * `updatePassword` (POST): the current password, the new one by the spec's rule, the confirmation, and
 * the new one must differ from the current one.
 */
export const updatePasswordBodySchema = withMatchingPasswords(
  z.strictObject({
    oldPassword: currentPasswordSchema,
    password: passwordSchema,
    confirmPassword: z
      .string({ error: 'validation.password.required' })
      .min(1, { error: 'validation.password.required' }),
  }),
).refine((v) => v.password !== v.oldPassword, {
  error: 'status.PASSWORD_UNCHANGED',
  path: ['password'],
});
export type UpdatePasswordBody = z.infer<typeof updatePasswordBodySchema>;

/** `sendEmailCode` (GET): a code to the NEW address, purpose changeEmail. */
export const sendEmailCodeQuerySchema = z.strictObject({ email: emailSchema });
/** `sendPhoneCode` (GET): a code to the NEW phone, purpose changePhone. */
export const sendPhoneChangeCodeQuerySchema = z.strictObject({ phone: phoneSchema });

/**
 * `modifyemail` (GET, as the seed has it): the new address, the code sent to it and the current password
 * (so a stolen session alone cannot move the account to another address). The route never writes its
 * URL to the log.
 */
export const modifyEmailQuerySchema = z.strictObject({
  email: emailSchema,
  code: verifyCodeSchema,
  password: currentPasswordSchema,
});
export type ModifyEmailQuery = z.infer<typeof modifyEmailQuerySchema>;

/** `updatephone` (GET): the new phone, the code sent to it and the current password. */
export const updatePhoneQuerySchema = z.strictObject({
  phone: phoneSchema,
  code: verifyCodeSchema,
  password: currentPasswordSchema,
});
export type UpdatePhoneQuery = z.infer<typeof updatePhoneQuerySchema>;

/** Verification-code purposes of the security page (never accepted by the public send-code calls). */
export const ACCOUNT_CODE_PURPOSES = ['changeEmail', 'changePhone'] as const;
export type AccountCodePurpose = (typeof ACCOUNT_CODE_PURPOSES)[number];

/** `querySessions`: one signed-in session of the caller that is neither revoked nor expired. */
export const sessionInfoSchema = z.object({
  id: z.number().int(),
  createdAt: z.number(),
  expiresAt: z.number(),
  ip: z.string(),
  userAgent: z.string(),
  /** The session this request came with. */
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

/** `updatePassword` answer: how many other sessions were ended. */
export const passwordChangedSchema = z.object({ revokedSessions: z.number().int() });
export type PasswordChanged = z.infer<typeof passwordChangedSchema>;

// ---------------------------------------------------------------------------------------------------
// Trade settings (dealV)
// ---------------------------------------------------------------------------------------------------

/**
 * The defaults of the subscribe dialog. copyValue is lots (fixed lot) or a ratio (fixed ratio) with two
 * places, '' for smart ratio; maxOpenPositions null = unlimited; cancelMode is the close mode offered
 * first when cancelling. `reverseAllowed` is the site's reverseCopyFlag; `saved` is false while the user
 * has not saved any (the defaults are answered).
 */
export const tradeSettingsSchema = z.object({
  copyType: z.number().int(),
  copyValue: z.string(),
  direction: z.number().int(),
  maxOpenPositions: z.number().int().nullable(),
  cancelMode: closeModeSchema,
  reverseAllowed: z.boolean(),
  saved: z.boolean(),
});
export type TradeSettings = z.infer<typeof tradeSettingsSchema>;

/** What a user without saved settings starts from (the table's defaults). */
export const DEFAULT_TRADE_SETTINGS = {
  copyType: COPY_TYPE.FIXED_LOT,
  copyValue: '0.01',
  direction: 1,
  maxOpenPositions: null,
  cancelMode: 'followTrader',
} as const satisfies Omit<TradeSettings, 'reverseAllowed' | 'saved'>;

/**
 * `updateTradeSettings` (POST): the same validators as createSubscription (copyValue a multiple of 0.01
 * above zero, required unless smart ratio; maxOpenPositions a positive integer or null = unlimited).
 */
export const updateTradeSettingsBodySchema = z
  .strictObject({
    copyType: copyTypeSchema,
    copyValue: lotOrRatioSchema.optional(),
    direction: copyDirectionSchema,
    maxOpenPositions: positiveIntegerSchema.optional().nullable(),
    cancelMode: closeModeSchema,
  })
  .refine((v) => v.copyType === COPY_TYPE.SMART_RATIO || v.copyValue !== undefined, {
    error: 'validation.required',
    path: ['copyValue'],
  });
export type UpdateTradeSettingsBody = z.input<typeof updateTradeSettingsBodySchema>;

import { z } from 'zod';
import { MAX_ROW_ID } from './ids';
import { atMostChars, charLength, CHINESE_NAME_PATTERN, usdtAddressSchema } from './validators';

/*
 * Real-name verification (spec 2 setting/infoV) and payment information (setting/payV), both reviewed by
 * the site's admin (spec 4: pending review, rejected, passed), and the admin's review desk.
 *
 * - A person submits his real name, the ID document's type and number and photos of it (uploads of
 *   purpose 'identity'); the submission waits `pending` until the site admin passes or rejects it (with a
 *   reason). Only a missing or rejected submission may be sent again: a pending or passed one is locked.
 *   The number is shown masked to its owner and in full to the site admin only.
 * - Payment information is one row per method: Alipay and WeChat (a QR image and the payee's name), a
 *   bank card (holder, bank, card number checked with Luhn) and a USDT (TRC20) address. Saving a method
 *   puts it back to `pending`; payers only ever see passed Alipay/WeChat codes.
 * - Editing paid fee settings needs both passed (spec 6; see modules/fees).
 * Like every call, the answer is the envelope; times are epoch ms.
 */

/** Review states (spec 4). */
export const REVIEW_STATES = ['pending', 'rejected', 'passed'] as const;
export const reviewStateSchema = z.enum(REVIEW_STATES, { error: 'validation.invalid' });
export type ReviewState = z.infer<typeof reviewStateSchema>;

/** A person's real-name state: `none` until the first submission. */
export const IDENTITY_STATES = ['none', ...REVIEW_STATES] as const;
export const identityStateSchema = z.enum(IDENTITY_STATES);
export type IdentityState = z.infer<typeof identityStateSchema>;

/** ID document types: 1 mainland resident identity card (18 characters with a checksum), 2 passport or other. */
export const ID_TYPES = { IDENTITY_CARD: 1, PASSPORT: 2 } as const;
export type IdType = (typeof ID_TYPES)[keyof typeof ID_TYPES];

/** Lengths of the texts of this file (characters as a reader counts them). */
export const VERIFICATION_LIMITS = {
  CHINESE_NAME_MIN: 2,
  CHINESE_NAME_MAX: 20,
  NAME_MIN: 2,
  NAME_MAX: 60,
  DOCUMENT_MIN: 5,
  DOCUMENT_MAX: 20,
  ACCOUNT_NAME_MAX: 40,
  BANK_NAME_MAX: 60,
  REASON_MAX: 200,
} as const;

// ---------------------------------------------------------------------------------------------------
// ID numbers

/** GB 11643-1999: weights of the first 17 characters and the check character by sum mod 11. */
const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const ID_CHECK_CHARS = '10X98765432';

/** The check character (GB 11643-1999) of the first 17 digits of an identity card number. */
export function idCardCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += Number(first17[i]) * ID_WEIGHTS[i]!;
  return ID_CHECK_CHARS[sum % 11]!;
}

/** An ID number as stored: no spaces, letters upper-case (a trailing x is the check character X). */
export function normalizeIdNumber(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** The YYYYMMDD of `date` in UTC, for comparing with a birth date. */
function dayNumber(date: Date): number {
  return date.getUTCFullYear() * 10_000 + (date.getUTCMonth() + 1) * 100 + date.getUTCDate();
}

/**
 * A mainland resident identity card number (GB 11643-1999): 18 characters, 17 digits and a check
 * character (digit or X) matching the weighted sum; the region code (characters 1-6) is not 000000; the
 * birth date (characters 7-14) is a real date from 1900 on and, when `today` is given, not after it.
 */
export function isIdCardNumber(value: string, today?: Date): boolean {
  const id = normalizeIdNumber(value);
  if (!/^\d{17}[\dX]$/.test(id)) return false;
  if (id.startsWith('000000')) return false;
  const year = Number(id.slice(6, 10));
  const month = Number(id.slice(10, 12));
  const day = Number(id.slice(12, 14));
  const birth = new Date(Date.UTC(year, month - 1, day));
  if (
    year < 1900 ||
    birth.getUTCFullYear() !== year ||
    birth.getUTCMonth() !== month - 1 ||
    birth.getUTCDate() !== day
  )
    return false;
  if (today && year * 10_000 + month * 100 + day > dayNumber(today)) return false;
  return idCardCheckChar(id) === id[17];
}

/** A passport or other document number: 5 to 20 letters and digits. */
export const DOCUMENT_NUMBER_PATTERN = /^[A-Z0-9]{5,20}$/;

/**
 * The message key of what is wrong with an ID number of `idType`, or null. `today` adds the "birth date
 * not in the future" rule of identity cards (the server passes its clock, the browser its date).
 */
export function idNumberProblem(idType: number, value: string, today?: Date): string | null {
  const id = normalizeIdNumber(value);
  if (id === '') return 'validation.idNumber.required';
  if (idType === ID_TYPES.IDENTITY_CARD) {
    return isIdCardNumber(id, today) ? null : 'validation.idNumber.identityCard';
  }
  return DOCUMENT_NUMBER_PATTERN.test(id) ? null : 'validation.idNumber.document';
}

/**
 * The ID number as its owner sees it: the first 3 and last 4 characters of a long number (10 or more), the
 * first 1 and last 2 of a shorter one, only the last 2 of one of 6 or fewer; the rest as `*`, so the length
 * shows but the number cannot be read back.
 */
export function maskIdNumber(value: string): string {
  const [head, tail] = value.length >= 10 ? [3, 4] : value.length >= 7 ? [1, 2] : [0, 2];
  if (value.length <= tail) return '*'.repeat(value.length);
  return `${value.slice(0, head)}${'*'.repeat(value.length - head - tail)}${value.slice(-tail)}`;
}

// ---------------------------------------------------------------------------------------------------
// Real names

/** Letters of any script, with spaces, dots, hyphens, apostrophes and the middle dot between them. */
export const REAL_NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M} .'’·-]*$/u;

/**
 * The message key of what is wrong with a real name, or null. Where the site asks for Chinese names
 * (`sites.real_name_chinese`) a name is 2-20 Chinese characters, a middle dot allowed between parts
 * (买买提·艾力), "name (Chinese only)"; elsewhere 2-60 letters with spaces and . - '.
 */
export function realNameProblem(value: string, chineseOnly: boolean): string | null {
  const name = value.trim();
  if (name === '') return 'validation.name.required';
  const length = charLength(name);
  if (chineseOnly) {
    if (!CHINESE_NAME_PATTERN.test(name)) return 'validation.name.chineseOnly';
    return length >= VERIFICATION_LIMITS.CHINESE_NAME_MIN && length <= VERIFICATION_LIMITS.CHINESE_NAME_MAX
      ? null
      : 'validation.name.chineseLength';
  }
  return REAL_NAME_PATTERN.test(name) &&
    length >= VERIFICATION_LIMITS.NAME_MIN &&
    length <= VERIFICATION_LIMITS.NAME_MAX
    ? null
    : 'validation.name.letters';
}

/** The real-name field of the form, by the site's rule. */
export function realNameSchemaFor(chineseOnly: boolean) {
  return z.string({ error: 'validation.name.required' }).superRefine((value, ctx) => {
    const problem = realNameProblem(value, chineseOnly);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
}

/** The ID-number field of the form for a document type (`today`: the browser's date). */
export function idNumberSchemaFor(idType: number, today?: Date) {
  return z.string({ error: 'validation.idNumber.required' }).superRefine((value, ctx) => {
    const problem = idNumberProblem(idType, value, today);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
}

// ---------------------------------------------------------------------------------------------------
// Real-name verification calls

const uploadIdSchema = (key: string) =>
  z.number({ error: key }).int({ error: key }).positive({ error: key }).max(MAX_ROW_ID, { error: key });

/**
 * POST `srCommunityIdInfo`: a submission. `frontImage` and `backImage` are ids of the caller's uploads of
 * purpose 'identity' (`base64Pic`); an identity card needs both sides, a passport the photo page only.
 * The name's rule depends on the site (see `realNameProblem`), so the server checks it; the birth date
 * "not in the future" is checked against the server's clock.
 */
export const srCommunityIdInfoBodySchema = z
  .strictObject({
    realName: z
      .string({ error: 'validation.name.required' })
      .trim()
      .min(1, { error: 'validation.name.required', abort: true })
      .max(VERIFICATION_LIMITS.NAME_MAX, { error: 'validation.name.letters' }),
    idType: z.union([z.literal(ID_TYPES.IDENTITY_CARD), z.literal(ID_TYPES.PASSPORT)], {
      error: 'validation.idType.required',
    }),
    idNumber: z
      .string({ error: 'validation.idNumber.required' })
      .transform(normalizeIdNumber)
      .pipe(z.string().min(1, { error: 'validation.idNumber.required' }).max(32)),
    frontImage: uploadIdSchema('validation.identity.frontRequired'),
    backImage: uploadIdSchema('validation.identity.backRequired').optional(),
  })
  .superRefine((body, ctx) => {
    const problem = idNumberProblem(body.idType, body.idNumber);
    if (problem) ctx.addIssue({ code: 'custom', path: ['idNumber'], message: problem });
    if (body.idType === ID_TYPES.IDENTITY_CARD && body.backImage === undefined)
      ctx.addIssue({ code: 'custom', path: ['backImage'], message: 'validation.identity.backRequired' });
  });
export type SrCommunityIdInfoBody = z.input<typeof srCommunityIdInfoBodySchema>;

export const querySrCommunityIdInfoQuerySchema = z.strictObject({});

/** GET `srCommunityIdInfo`: the caller's verification. `idNumber` is masked (full for the site admin). */
export const identityInfoSchema = z.object({
  state: identityStateSchema,
  /** The reviewer's reason of a rejection ('' otherwise). */
  reason: z.string(),
  realName: z.string(),
  idType: z.number().int().nullable(),
  idNumber: z.string(),
  frontImage: z.number().int().nullable(),
  backImage: z.number().int().nullable(),
  submittedAt: z.number().nullable(),
  reviewedAt: z.number().nullable(),
  /** A new submission is accepted (none yet, or rejected). */
  canSubmit: z.boolean(),
  /** The site asks for the name in Chinese characters (the form's rule). */
  chineseNameOnly: z.boolean(),
});
export type IdentityInfo = z.infer<typeof identityInfoSchema>;

// ---------------------------------------------------------------------------------------------------
// Payment information

export const PAYMENT_INFO_METHODS = ['alipay', 'wechat', 'bank', 'usdt'] as const;
export const paymentInfoMethodSchema = z.enum(PAYMENT_INFO_METHODS, { error: 'validation.invalid' });
export type PaymentInfoMethod = z.infer<typeof paymentInfoMethodSchema>;

/** Methods whose information is a QR image a payer scans (the only ones a payer sees). */
export const QR_METHODS = ['alipay', 'wechat'] as const;

/** Luhn (mod 10) check of a digit string: every card number passes it; one mistyped digit fails it. */
export function isLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A bank card number: 12 to 19 digits. */
export const BANK_CARD_PATTERN = /^\d{12,19}$/;

/** A bank card number as typed (spaces and hyphens between groups are dropped): 12-19 digits passing Luhn. */
export const bankCardNumberSchema = z
  .string({ error: 'validation.bankCard.required' })
  .transform((value) => value.replace(/[\s-]+/g, ''))
  .pipe(
    z
      .string()
      .min(1, { error: 'validation.bankCard.required', abort: true })
      .regex(BANK_CARD_PATTERN, { error: 'validation.bankCard.invalid', abort: true })
      .refine(isLuhn, { error: 'validation.bankCard.invalid' }),
  );

const requiredName = (key: string, max: number) =>
  z.string({ error: key }).trim().min(1, { error: key, abort: true }).superRefine(atMostChars(max));

/** The payee's name shown with a QR code, the card holder of a bank card. */
export const accountNameSchema = requiredName(
  'validation.accountName.required',
  VERIFICATION_LIMITS.ACCOUNT_NAME_MAX,
);
export const bankNameSchema = requiredName('validation.bankName.required', VERIFICATION_LIMITS.BANK_NAME_MAX);

const qrUploadSchema = uploadIdSchema('validation.paymentCode.required');

/**
 * POST `savePaymentInfo`: one method's information; it replaces what the method had and waits for review
 * again. Alipay/WeChat: the QR image (an upload of purpose 'paymentCode') and the payee's name; bank: the
 * holder, the bank and the card number; usdt: the TRC20 address (its checksum is checked by the server).
 */
export const savePaymentInfoBodySchema = z.discriminatedUnion(
  'method',
  [
    z.strictObject({ method: z.literal('alipay'), uploadId: qrUploadSchema, accountName: accountNameSchema }),
    z.strictObject({ method: z.literal('wechat'), uploadId: qrUploadSchema, accountName: accountNameSchema }),
    z.strictObject({
      method: z.literal('bank'),
      accountName: accountNameSchema,
      bankName: bankNameSchema,
      accountNo: bankCardNumberSchema,
    }),
    z.strictObject({ method: z.literal('usdt'), accountNo: usdtAddressSchema }),
  ],
  { error: 'validation.invalid' },
);
export type SavePaymentInfoBody = z.input<typeof savePaymentInfoBodySchema>;
export type SavePaymentInfo = z.output<typeof savePaymentInfoBodySchema>;

export const deletePaymentInfoBodySchema = z.strictObject({ method: paymentInfoMethodSchema });
export type DeletePaymentInfoBody = z.input<typeof deletePaymentInfoBodySchema>;

/** `deletePaymentInfo`'s answer: the method whose information was deleted. */
export const deletedPaymentInfoSchema = z.object({ method: paymentInfoMethodSchema });

export const queryPaymentInfoQuerySchema = z.strictObject({});

/**
 * One method's information as its owner reads it (`queryPaymentInfo`). A bank card number shows its last
 * 4 digits only; a USDT address is shown whole (the owner checks it against his wallet).
 */
export const paymentInfoSchema = z.object({
  id: z.number().int(),
  method: paymentInfoMethodSchema,
  uploadId: z.number().int().nullable(),
  accountName: z.string(),
  accountNo: z.string(),
  bankName: z.string(),
  state: reviewStateSchema,
  reason: z.string(),
  updatedAt: z.number(),
  reviewedAt: z.number().nullable(),
});
export type PaymentInfo = z.infer<typeof paymentInfoSchema>;

/** A bank card number with all but its last 4 digits hidden, grouped by 4 as printed on cards. */
export function maskCardNumber(value: string): string {
  if (value.length <= 4) return value;
  return `**** **** **** ${value.slice(-4)}`;
}

// ---------------------------------------------------------------------------------------------------
// The site admin's review desk

const pageFields = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};

/** `adminQueryIdentityReviews` / `adminQueryPaymentInfoReviews`: pending oldest first, decided newest first. */
export const adminReviewListQuerySchema = z.strictObject({
  state: reviewStateSchema.optional(),
  ...pageFields,
});
export type AdminReviewListQuery = z.input<typeof adminReviewListQuerySchema>;

/** `adminReviewIdentity` / `adminReviewPaymentInfo`: pass, or reject with the reason the person reads. */
export const adminReviewBodySchema = z
  .strictObject({
    id: z.number({ error: 'validation.required' }).int().positive().max(MAX_ROW_ID),
    decision: z.enum(['pass', 'reject'], { error: 'validation.required' }),
    reason: z.string().trim().superRefine(atMostChars(VERIFICATION_LIMITS.REASON_MAX)).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.decision === 'reject' && !body.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'validation.review.reasonRequired' });
  });
export type AdminReviewBody = z.input<typeof adminReviewBodySchema>;

/** The person behind a submission, for the reviewer. */
const applicantFields = {
  userId: z.number().int(),
  nickname: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
};

const decisionFields = {
  state: reviewStateSchema,
  reason: z.string(),
  reviewedAt: z.number().nullable(),
  reviewerNickname: z.string().nullable(),
};

/** A real-name submission for the site admin: the full ID number and the document photos. */
export const identityReviewSchema = z.object({
  id: z.number().int(),
  ...applicantFields,
  realName: z.string(),
  idType: z.number().int(),
  idNumber: z.string(),
  frontImage: z.number().int(),
  backImage: z.number().int().nullable(),
  submittedAt: z.number(),
  ...decisionFields,
});
export type IdentityReview = z.infer<typeof identityReviewSchema>;

/** A method's payment information for the site admin (full numbers). */
export const paymentInfoReviewSchema = z.object({
  id: z.number().int(),
  ...applicantFields,
  method: paymentInfoMethodSchema,
  uploadId: z.number().int().nullable(),
  accountName: z.string(),
  accountNo: z.string(),
  bankName: z.string(),
  submittedAt: z.number(),
  ...decisionFields,
});
export type PaymentInfoReview = z.infer<typeof paymentInfoReviewSchema>;

/** The answer of a decision. */
export const reviewDecisionSchema = z.object({ id: z.number().int(), state: reviewStateSchema });
export type ReviewDecision = z.infer<typeof reviewDecisionSchema>;

/** `adminQueryReviewCounts`: what waits for the site admin, per desk tab. */
export const reviewCountsSchema = z.object({
  identity: z.number().int(),
  paymentInfo: z.number().int(),
  recharges: z.number().int(),
  withdrawals: z.number().int(),
  complaints: z.number().int(),
  partnerApplications: z.number().int(),
  contactMessages: z.number().int(),
});
export type ReviewCounts = z.infer<typeof reviewCountsSchema>;

export const adminReviewCountsQuerySchema = z.strictObject({});

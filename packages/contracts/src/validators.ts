import Decimal from 'decimal.js';
import { z } from 'zod';
import { MAX_ROW_ID } from './ids';
import {
  AMOUNT,
  COMMENT_MAX_LENGTH,
  FEE_TYPE,
  MT4_LOGIN,
  NICKNAME,
  PERCENT_SHARE,
  REBATE,
  UPLOAD_LIMITS,
} from './constants';
import { accTypeSchema } from './codes';
import { formatHundredths } from './number-format';
import './issues';
import type { ValidationKey } from './messages';
import { VERIFY_METHODS } from './site';

/** Spec 5, Patterns: letters, digits, underscore, dot, dash, @, domain, suffix of 2 to 6 letters. */
export const EMAIL_PATTERN = /^[A-Za-z0-9_.-]+@[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*\.[A-Za-z]{2,6}$/;
/** Spec 5, Patterns: 11 digits, starting with 1, second digit 3 to 9. */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
/** Spec 5, Patterns: 6 to 20 characters with at least one digit, one lowercase and one uppercase letter. */
export const PASSWORD_PATTERN = /^(?=.*\d)(?=.*[a-z])(?=.*[A-Z])\S{6,20}$/;

export const emailSchema = z
  .string({ error: 'validation.email.required' })
  .trim()
  .min(1, { error: 'validation.email.required', abort: true })
  .max(64, { error: 'validation.email.invalid' })
  .regex(EMAIL_PATTERN, { error: 'validation.email.invalid' });

export const phoneSchema = z
  .string({ error: 'validation.phone.required' })
  .trim()
  .min(1, { error: 'validation.phone.required', abort: true })
  .regex(PHONE_PATTERN, { error: 'validation.phone.invalid' });

export const passwordSchema = z
  .string({ error: 'validation.password.required' })
  .min(1, { error: 'validation.password.required' })
  .regex(PASSWORD_PATTERN, { error: 'validation.password.rule' });

export const verifyCodeSchema = z
  .string({ error: 'validation.code.required' })
  .trim()
  .min(1, { error: 'validation.code.required' })
  .regex(/^\d{6}$/, { error: 'validation.code.invalid' });

/** A username is a phone number or an email address; which kinds a site accepts is its verifyMethod. */
export const usernameSchema = z
  .string({ error: 'validation.username.required' })
  .trim()
  .min(1, { error: 'validation.username.required' })
  .max(64, { error: 'validation.username.invalid' })
  .refine((v) => PHONE_PATTERN.test(v) || EMAIL_PATTERN.test(v), { error: 'validation.username.invalid' });

export function isPhone(value: string): boolean {
  return PHONE_PATTERN.test(value);
}
export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

/** Adds "the two passwords must match" to a schema with `password` and `confirmPassword`. */
export function withMatchingPasswords<T extends z.ZodType<{ password: string; confirmPassword: string }>>(
  schema: T,
) {
  return schema.refine((v) => v.password === v.confirmPassword, {
    error: 'validation.password.mismatch',
    path: ['confirmPassword'],
  });
}

/*
 * Spec 5 rules beyond the patterns above. Each schema puts a message key in its issues; the texts live in
 * `messages/validation.ts`. Numbers typed in a form arrive as strings and in JSON as numbers, so the
 * numeric rules accept both and read a number by its shortest decimal form (`String(1.5)` is '1.5'):
 * 0.1 + 0.2 reads as '0.30000000000000004' and is refused, never silently rounded.
 */

/**
 * Length of a text where every non-ASCII character (Chinese, full-width, emoji) counts as 2 and ASCII
 * counts as 1 (spec 5). Counted by code point, so an emoji is one character of length 2.
 */
export function textLength(value: string): number {
  let length = 0;
  for (const ch of value) length += (ch.codePointAt(0) ?? 0) > 0x7f ? 2 : 1;
  return length;
}

/** Number of characters as a reader counts them (code points: an emoji or a Chinese character is 1). */
export function charLength(value: string): number {
  return [...value].length;
}

/** Adds a too_big issue that carries `maximum`, so a message may say `{maximum}`. */
function tooBig(ctx: z.RefinementCtx<string>, value: string, maximum: number, key: string): void {
  ctx.addIssue({ code: 'too_big', origin: 'string', maximum, inclusive: true, input: value, message: key });
}

/** A refinement: at most `max` characters (code points); the issue carries `maximum` ("At most {maximum}"). */
export function atMostChars(max: number) {
  return (value: string, ctx: z.RefinementCtx<string>): void => {
    if (charLength(value) > max) tooBig(ctx, value, max, 'validation.tooLong');
  };
}

/**
 * A string whose `textLength` (non-ASCII counts 2) is at most `max`; over it the issue has message `key`
 * and `maximum` = max. Compose trimming and required checks before it: `z.string().trim()` then this.
 */
export function maxTextLength(max: number, key: string = 'validation.text.tooLong') {
  return z.string().superRefine((value, ctx) => {
    if (textLength(value) > max) tooBig(ctx, value, max, key);
  });
}

/** A required text: trimmed, not empty (`requiredKey`), at most `maxChars` characters (code points). */
function requiredText(requiredKey: string, maxChars: number, tooLongKey = 'validation.tooLong') {
  return z
    .string({ error: requiredKey })
    .trim()
    .min(1, { error: requiredKey, abort: true })
    .superRefine((value, ctx) => {
      if (charLength(value) > maxChars) tooBig(ctx, value, maxChars, tooLongKey);
    });
}

/**
 * A required choice from a select whose options are database ids: a positive integer up to `MAX_ROW_ID`.
 * Anything else, including an unselected `undefined`, `null`, `''` or 0, gives `key` (e.g. 请选择合作平台).
 * Ids are JSON numbers; a numeric string is refused rather than coerced.
 */
export function requiredIdSchema(key: string) {
  return z
    .number({ error: key })
    .int({ error: key })
    .positive({ error: key })
    .max(MAX_ROW_ID, { error: key });
}

/** MT4 account digits: 1 to 10 (`MT4_LOGIN.MAX_LENGTH`). */
export const MT4_LOGIN_PATTERN = /^\d{1,10}$/;

/**
 * The MT4 account (login) of the bind form: trimmed; empty gives 请输入MT4账号, anything but digits gives
 * 请输入只能为数字的MT4账号, more than 10 digits gives "Please enter the correct MT 4 account".
 * The bind form allows 10 digits (MT4 logins are 32-bit, up to 2147483647); an older text checks at most
 * 9 (`MT4_LOGIN.LEGACY_MAX_LENGTH`) and we do not follow it. The output stays a string (leading zeros kept,
 * as typed) so it never passes through a float.
 */
export const mt4LoginSchema = z
  .string({ error: 'validation.mt4.required' })
  .trim()
  .min(1, { error: 'validation.mt4.required', abort: true })
  .regex(/^\d+$/, { error: 'validation.mt4.digits', abort: true })
  .max(MT4_LOGIN.MAX_LENGTH, { error: 'validation.mt4.invalid' });

/** True when `value` (trimmed) is an MT4 account of 1 to 10 digits. */
export function isMt4Login(value: string): boolean {
  return MT4_LOGIN_PATTERN.test(value.trim());
}

/** The MT4 trading password of the bind form: trimmed (as the seed does), required: 请输入交易密码. */
export const tradePasswordSchema = requiredText('validation.tradePwd.required', 64);

/**
 * A checkbox that must be ticked. The input type is `boolean` (not `true`), so a form can start unticked
 * with `false` in its typed default values; only `true` passes.
 */
function mustBeTicked(key: string) {
  return z.boolean({ error: key }).refine((ticked) => ticked, { error: key });
}

/** The user notice of the bind form must be ticked: 请勾选用户须知. */
export const userNoticeAgreedSchema = mustBeTicked('validation.agreement.required');

/** "Please tick I have read" (subscribe and other confirm dialogs). */
export const readConfirmedSchema = mustBeTicked('validation.readConfirm.required');

/**
 * The bind-account form (spec 5, Bind form). The confirm button stays disabled until `agreed` is ticked;
 * the schema refuses `false` as well, so a form library shows 请勾选用户须知 on submit.
 */
export const bindAccountFormSchema = z.strictObject({
  platformId: requiredIdSchema('validation.platform.required'),
  serverListId: requiredIdSchema('validation.server.required'),
  login: mt4LoginSchema,
  tradePwd: tradePasswordSchema,
  agreed: userNoticeAgreedSchema,
});
export type BindAccountForm = z.infer<typeof bindAccountFormSchema>;

/**
 * Body of the bind-account call (spec 3 and 7): accType 1 trade account, 2 follow account. `userId` is
 * what the seed sends; the server must check it is the signed-in user and never trust it on its own.
 */
export const bindAccountBodySchema = z.strictObject({
  accType: accTypeSchema,
  userId: z.number().int().positive().max(MAX_ROW_ID),
  platformId: requiredIdSchema('validation.platform.required'),
  serverListId: requiredIdSchema('validation.server.required'),
  login: mt4LoginSchema,
  tradePwd: tradePasswordSchema,
});
export type BindAccountBody = z.infer<typeof bindAccountBodySchema>;

/** A number as typed: strings trimmed, numbers by their shortest decimal form. */
function inputText(raw: string | number): string {
  return typeof raw === 'number' ? String(raw) : raw.trim();
}

type Read<T> = { ok: true; value: T } | { ok: false; key: string };

/**
 * A numeric field that accepts a string (form) or a number (JSON). Empty, `null` or `undefined` gives
 * `requiredKey`; any other type or a text `read` refuses gives the rule's key.
 */
function numericField<T>(requiredKey: string, invalidKey: string, read: (text: string) => Read<T>) {
  return z
    .union([z.string(), z.number()], {
      error: (issue) => (issue.input === undefined || issue.input === null ? requiredKey : invalidKey),
    })
    .transform((raw, ctx): T => {
      const text = inputText(raw);
      if (text === '') {
        ctx.addIssue(requiredKey);
        return z.NEVER;
      }
      const result = read(text);
      if (!result.ok) {
        ctx.addIssue(result.key);
        return z.NEVER;
      }
      return result.value;
    });
}

const DIGITS = /^\d+$/;

/** Digits only, at least 1, at most `Number.MAX_SAFE_INTEGER` (spec 5, Positive integer). */
export function isPositiveIntegerText(text: string): boolean {
  if (!DIGITS.test(text)) return false;
  const n = Number(text);
  return n >= 1 && Number.isSafeInteger(n);
}

/**
 * A positive integer, digits only (no sign, no decimal point, no exponent): '1', 7, '007' are 7 and
 * similar; '0', '-1', '1.5', '1e3' are refused (请输入正整数). Output: a number.
 */
export const positiveIntegerSchema = numericField(
  'validation.required',
  'validation.positiveInteger.invalid',
  (text) =>
    isPositiveIntegerText(text)
      ? { ok: true, value: Number(text) }
      : { ok: false, key: 'validation.positiveInteger.invalid' },
);

/** A lot or a ratio: up to 9 integer digits and up to 2 decimals (`LOT`). */
export const LOT_PATTERN = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

/**
 * Integer hundredths of a lot or ratio text, or `null` when the text is not a multiple of 0.01 with at
 * most 9 integer digits and 2 decimals, or is zero: '1.5' -> 150, '0.01' -> 1, '0.001' / '0' / '1000000000' -> null.
 * Computed from the digits, never through a float.
 */
export function parseHundredths(text: string): number | null {
  const match = LOT_PATTERN.exec(text.trim());
  if (!match) return null;
  const whole = Number(match[1]);
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  const hundredths = whole * 100 + cents;
  return hundredths > 0 ? hundredths : null;
}

/**
 * A lot or ratio read once for both a form and an API: `hundredths` for arithmetic (DOMAIN.md: lots are
 * integer hundredths) and `text`, the canonical 2-decimal string ('1.50'), for display and decimal columns.
 */
export type LotValue = { hundredths: number; text: string };

/**
 * Lot or ratio (spec 5): a multiple of 0.01, at most 2 decimals, not zero, at most 9 integer digits.
 * Every refusal is "Can only be a multiple of 0.01"; empty is required. Accepts '1.5' (a form field) or
 * 1.5 (JSON); the output is a `LotValue` ({ hundredths: 150, text: '1.50' }), so a form's submit handler
 * and a route handler get the same shape, and `z.input` stays `string | number` for the form's fields.
 * The largest value, 999999999.99, is a safe integer of hundredths.
 */
export const lotOrRatioSchema = numericField(
  'validation.required',
  'validation.lot.step',
  (text): Read<LotValue> => {
    const hundredths = parseHundredths(text);
    return hundredths === null
      ? { ok: false, key: 'validation.lot.step' }
      : { ok: true, value: { hundredths, text: formatHundredths(hundredths) } };
  },
);

/** An amount of money: up to 12 integer digits and up to 2 decimals (`AMOUNT`). */
export const AMOUNT_PATTERN = /^\d{1,12}(?:\.\d{1,2})?$/;
const SIGNED_DECIMAL = /^-?\d+(?:\.\d+)?$/;

/** True when `text` is a positive amount with at most 2 decimals: '0.01', '100', '100.5'; not '0', '1.001', '-1'. */
export function isAmountText(text: string): boolean {
  const trimmed = text.trim();
  return AMOUNT_PATTERN.test(trimmed) && new Decimal(trimmed).greaterThan(0);
}

/**
 * An amount of money (spec 5, "another amount check"; also withdrawal and recharge): positive, at most 2
 * decimals (a positive integer is a valid amount). Zero or negative gives validation.amount.positive,
 * any other malformed value validation.amount.invalid. Output: a decimal string with exactly 2 decimals
 * ('100' -> '100.00'), for decimal.js and numeric columns.
 */
export const amountSchema = numericField(
  'validation.required',
  'validation.amount.invalid',
  (text): Read<string> => {
    if (SIGNED_DECIMAL.test(text) && new Decimal(text).lessThanOrEqualTo(0)) {
      return { ok: false, key: 'validation.amount.positive' };
    }
    if (!AMOUNT_PATTERN.test(text)) return { ok: false, key: 'validation.amount.invalid' };
    return { ok: true, value: new Decimal(text).toFixed(AMOUNT.DECIMALS) };
  },
);

/**
 * True when `amount` does not exceed `available` (both decimal strings, compared with decimal.js). A
 * value that is not a plain decimal number is never within: the check fails closed.
 */
export function isWithinBalance(amount: string, available: string): boolean {
  const a = amount.trim();
  const b = available.trim();
  if (!SIGNED_DECIMAL.test(a) || !SIGNED_DECIMAL.test(b)) return false;
  return new Decimal(a).lessThanOrEqualTo(new Decimal(b));
}

/**
 * A withdrawal or recharge amount: `amountSchema`, then not more than `available` (the wallet's available
 * balance, a decimal string): "Insufficient available balance in wallet". The server must check again
 * inside the transaction that moves the money; this check is for the form.
 */
export function walletAmountSchema(available: string) {
  return amountSchema.refine((amount) => isWithinBalance(amount, available), {
    error: 'validation.amount.exceedsBalance',
  });
}

/**
 * Maximum open positions of a subscription (spec 5, Position count): an integer, digits only, 0 to
 * 999999999. Whether 0 means "none" or "no limit" is the subscription's rule, not this one's. Output: a number.
 */
export const positionCountSchema = numericField(
  'validation.required',
  'validation.positionCount.invalid',
  (text): Read<number> =>
    /^\d{1,9}$/.test(text)
      ? { ok: true, value: Number(text) }
      : { ok: false, key: 'validation.positionCount.invalid' },
);

function integerInRange(text: string, min: number, max: number): number | null {
  if (!/^\d{1,3}$/.test(text)) return null;
  const n = Number(text);
  return n >= min && n <= max ? n : null;
}

/**
 * Percentage share of a performance-fee tier as typed (spec 5): a whole number from 1 to 100, "Please
 * enter a positive integer from 1 to 100". Output: the number of percent (60, not 0.6).
 */
export const percentShareSchema = numericField(
  'validation.required',
  'validation.percentShare.invalid',
  (text): Read<number> => {
    const n = integerInRange(text, PERCENT_SHARE.MIN, PERCENT_SHARE.MAX);
    return n === null ? { ok: false, key: 'validation.percentShare.invalid' } : { ok: true, value: n };
  },
);

/** Rebate rate of a partner (spec 5): a whole number from 0 to 100. Output: a number. */
export const rebateRateSchema = numericField(
  'validation.required',
  'validation.rebateRate.invalid',
  (text): Read<number> => {
    const n = integerInRange(text, REBATE.RATE_MIN, REBATE.RATE_MAX);
    return n === null ? { ok: false, key: 'validation.rebateRate.invalid' } : { ok: true, value: n };
  },
);

/**
 * Rebate name (spec 5): required, trimmed, within 10 characters. Each character counts 1 here (the spec
 * says "characters", and counting Chinese as 2 is stated for nicknames only).
 */
export const rebateNameSchema = requiredText(
  'validation.rebateName.required',
  REBATE.NAME_MAX_LENGTH,
  'validation.rebateName.tooLong',
);

/**
 * Nickname: trimmed, required, `textLength` from 2 to 16 (a Chinese or other non-ASCII character counts
 * as 2), so 1 to 8 Chinese or 2 to 16 Latin characters. The spec reads both "2 to 8 characters" and
 * "within 16, Chinese counts as two"; we follow the second, which also bounds what a layout must fit.
 */
export const nicknameSchema = z
  .string({ error: 'validation.nickname.required' })
  .trim()
  .min(1, { error: 'validation.nickname.required', abort: true })
  .refine(
    (value) => {
      const length = textLength(value);
      return length >= NICKNAME.MIN_LENGTH && length <= NICKNAME.MAX_LENGTH;
    },
    { error: 'validation.nickname.length' },
  );

/**
 * A comment: trimmed, required, at most 600 characters (code points; "Comments cannot exceed 600
 * characters").
 */
export const commentSchema = requiredText(
  'validation.comment.required',
  COMMENT_MAX_LENGTH,
  'validation.comment.tooLong',
);

/** Complaint reason: trimmed, required (请输入投诉内容), at most 600 characters (our bound, as comments). */
export const complaintContentSchema = requiredText('validation.complaint.required', COMMENT_MAX_LENGTH);

/** Upload checks return the message key of the first rule broken, or `null` when the upload is fine. */
export type UploadCheck = ValidationKey | null;

/** Avatar image: at most 10MB (`UPLOAD_LIMITS.AVATAR_MAX_BYTES`, binary megabytes). `bytes` as `File.size`. */
export function checkAvatarSize(bytes: number): UploadCheck {
  return bytes > UPLOAD_LIMITS.AVATAR_MAX_BYTES ? 'validation.upload.avatarTooLarge' : null;
}

/** Any other image (voucher, evidence, payment code): at most 2MB. */
export function checkImageSize(bytes: number): UploadCheck {
  return bytes > UPLOAD_LIMITS.IMAGE_MAX_BYTES ? 'validation.upload.imageTooLarge' : null;
}

/** Complaint evidence: at most 3 files selected ("Limit upload selection to 3 files"). */
export function checkComplaintFileCount(count: number): UploadCheck {
  return count > UPLOAD_LIMITS.COMPLAINT_MAX_FILES ? 'validation.upload.tooManyFiles' : null;
}

const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** Bitcoin-alphabet base58 to bytes; `null` if a character is outside the alphabet. */
export function decodeBase58(text: string): Uint8Array | null {
  let value = 0n;
  for (const ch of text) {
    const digit = BASE58_ALPHABET.indexOf(ch);
    if (digit < 0) return null;
    value = value * 58n + BigInt(digit);
  }
  const bytes: number[] = [];
  while (value > 0n) {
    bytes.unshift(Number(value % 256n));
    value /= 256n;
  }
  for (const ch of text) {
    if (ch !== '1') break;
    bytes.unshift(0);
  }
  return Uint8Array.from(bytes);
}

/** A TRON address as text: 'T' and 33 more base58 characters (34 in all). */
export const TRC20_ADDRESS_PATTERN = /^T[1-9A-HJ-NP-Za-km-z]{33}$/;
/** First byte of every TRON mainnet address (the reason they start with T). */
const TRON_ADDRESS_PREFIX = 0x41;

/**
 * The format of a TRC20 (TRON) USDT address: starts with T, 34 base58 characters, decoding to 25 bytes
 * whose first is 0x41. The last 4 bytes are a checksum (double SHA-256 of the first 21) that this package
 * cannot verify without a hash (contracts import no `node:*`); the server verifies it before it accepts a
 * withdrawal address.
 */
export function isTrc20AddressFormat(value: string): boolean {
  if (!TRC20_ADDRESS_PATTERN.test(value)) return false;
  const bytes = decodeBase58(value);
  return bytes !== null && bytes.length === 25 && bytes[0] === TRON_ADDRESS_PREFIX;
}

/** USDT (TRC20) withdrawal address: trimmed, required (请输入USDT地址), format of `isTrc20AddressFormat`. */
export const usdtAddressSchema = z
  .string({ error: 'validation.usdtAddress.required' })
  .trim()
  .min(1, { error: 'validation.usdtAddress.required', abort: true })
  .refine(isTrc20AddressFormat, { error: 'validation.usdtAddress.invalid' });

/** Only Chinese (Han) characters, with a middle dot between parts for names such as 买买提·艾力. */
export const CHINESE_NAME_PATTERN = /^\p{Script=Han}+(?:[·•]\p{Script=Han}+)*$/u;

/** Real name for verification: trimmed, required (请输入姓名), Chinese only, at most 20 characters. */
export const chineseNameSchema = z
  .string({ error: 'validation.name.required' })
  .trim()
  .min(1, { error: 'validation.name.required', abort: true })
  .regex(CHINESE_NAME_PATTERN, { error: 'validation.name.chineseOnly', abort: true })
  .max(20);

/**
 * Gender, country and region are dictionary values (`getDictListByType`: `dictValue` is a string), so
 * each is a required non-empty string whose allowed values the server checks against the dictionary.
 */
export const genderSchema = requiredText('validation.gender.required', 40);
export const countrySchema = requiredText('validation.country.required', 100);
export const regionSchema = requiredText('validation.region.required', 100);

/** A real calendar date 'YYYY-MM-DD' (no 2023-02-30). */
export function isDateText(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Birthday 'YYYY-MM-DD': required (请选择出生日期), a real date. Not-in-the-future is the server's check (it has the clock). */
export const birthdaySchema = z
  .string({ error: 'validation.birthday.required' })
  .trim()
  .min(1, { error: 'validation.birthday.required', abort: true })
  .refine(isDateText, { error: 'validation.birthday.invalid' });

/** ID document number: required (请输入证件号码), at most 32 characters; the spec gives no format (documents differ by country). */
export const idNumberSchema = requiredText('validation.idNumber.required', 32);

/** Bank card number: required (请输入银行卡号), at most 32 characters; the spec gives no format. */
export const bankCardSchema = requiredText('validation.bankCard.required', 32);

/** The uploaded payment voucher (the image's URL or upload id): required, 请上传支付凭证. */
export const voucherSchema = requiredText('validation.voucher.required', 500);

/** The uploaded payment code (Alipay or WeChat QR image URL or upload id): required, 请上传收款码. */
export const paymentCodeSchema = requiredText('validation.paymentCode.required', 500);

/** The follow account picked when subscribing: "Follow account cannot be empty". */
export const followAccountIdSchema = requiredIdSchema('validation.followAccount.required');

/**
 * A trader's paid fee model: subscription fee (2) or performance fee (3) of `FEE_TYPE`; nothing else,
 * "Please select one of subscription fee and performance fee".
 */
export const paidFeeTypeSchema = z.literal([FEE_TYPE.SUBSCRIPTION, FEE_TYPE.PERFORMANCE], {
  error: 'validation.feeModel.required',
});

type UsernamePromptKey =
  'validation.username.required' | 'validation.phone.required' | 'validation.email.required';

/**
 * The prompt (placeholder and required message) of the username field by the site's verifyMethod
 * (spec 3): 0 phone or email, 2 phone only, anything else email only.
 */
export function usernamePromptKey(verifyMethod: number): UsernamePromptKey {
  if (verifyMethod === VERIFY_METHODS.PHONE_OR_EMAIL) return 'validation.username.required';
  if (verifyMethod === VERIFY_METHODS.PHONE) return 'validation.phone.required';
  return 'validation.email.required';
}

/**
 * The username schema of a site by its verifyMethod, with format checks (register, reset password):
 * 0 `usernameSchema` (phone or email), 2 `phoneSchema`, anything else `emailSchema`.
 */
export function usernameFor(verifyMethod: number) {
  if (verifyMethod === VERIFY_METHODS.PHONE_OR_EMAIL) return usernameSchema;
  if (verifyMethod === VERIFY_METHODS.PHONE) return phoneSchema;
  return emailSchema;
}

/**
 * The login form (spec 5, Login form): username and password only required, as the seed submits when
 * both are non-empty; the username's required message follows `usernamePromptKey`. No format check, so
 * a user registered before the site changed its verifyMethod can still sign in.
 */
export function loginFormSchemaFor(verifyMethod: number) {
  const promptKey = usernamePromptKey(verifyMethod);
  return z.strictObject({
    userName: z.string({ error: promptKey }).trim().min(1, { error: promptKey, abort: true }).max(64),
    password: z
      .string({ error: 'validation.password.required' })
      .min(1, { error: 'validation.password.required', abort: true })
      .max(64),
  });
}

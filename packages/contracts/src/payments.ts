import { z } from 'zod';
import { MAX_ROW_ID } from './ids';

/*
 * Subscription payments (issue 6): a subscription to a trade account with a subscription fee (fee type 2)
 * waits in state 'unpaid' with one open payment until it is paid. The payer chooses how: token (from the
 * USDT wallet, confirmed at once), a coupon that makes it free (confirmed at once), or Alipay / WeChat
 * outside the site: he scans the trader's payment code, uploads up to 3 vouchers and the trader confirms
 * or refuses. A refused or unconfirmed payer may complain (reason + up to 3 evidence images); the site
 * admin decides. Uploaded images are checked by content (PNG, JPEG, GIF, WebP, at most 2 MB) and served
 * only to the people concerned. Money travels as decimal strings with 2 decimals; times are epoch ms.
 * Like every call, the answer is the envelope: one-item calls answer `content: [item]`, lists answer
 * `content: rows` with `total`. `queryUploadFile` alone answers the raw image.
 */

/** How a payment is paid. `coupon`: a 100 % coupon (nothing to pay). */
export const PAYMENT_METHODS = ['alipay', 'wechat', 'token', 'coupon'] as const;
export const paymentMethodSchema = z.enum(PAYMENT_METHODS, { error: 'validation.invalid' });
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** Methods paid outside the site (a voucher image, the trader confirms). */
export const OFFSITE_METHODS = ['alipay', 'wechat'] as const;
export const offsiteMethodSchema = z.enum(OFFSITE_METHODS, { error: 'validation.invalid' });
export type OffsiteMethod = z.infer<typeof offsiteMethodSchema>;

/**
 * toBePaid -> (voucher) toBeConfirmed -> confirmed | rejected; toBeConfirmed or rejected -> complained
 * (back when withdrawn, or decided by the site admin: confirmed | failed); failed also when the
 * subscription is cancelled before it was paid.
 */
export const PAYMENT_STATUSES = [
  'toBePaid',
  'toBeConfirmed',
  'confirmed',
  'rejected',
  'complained',
  'failed',
] as const;
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/** Why a trader refuses a voucher. */
export const REFUSE_REASONS = ['fakeVoucher', 'amountInsufficient'] as const;
export const refuseReasonSchema = z.enum(REFUSE_REASONS, { error: 'validation.required' });
export type RefuseReason = z.infer<typeof refuseReasonSchema>;

/** What an image is uploaded for; 'identity': the photos of a real-name submission (owner and site admin only). */
export const UPLOAD_PURPOSES = ['voucher', 'evidence', 'paymentCode', 'identity'] as const;
export const uploadPurposeSchema = z.enum(UPLOAD_PURPOSES, { error: 'validation.invalid' });
export type UploadPurpose = z.infer<typeof uploadPurposeSchema>;

/** Largest image: 2 MB (decoded bytes). */
export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
/** The image types accepted (checked from the bytes, not the name). */
export const UPLOAD_MIME_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
/** Most vouchers or evidence images on one payment or complaint. */
export const MAX_PAYMENT_FILES = 3;

const idSchema = z.number({ error: 'validation.required' }).int().positive().max(MAX_ROW_ID);
const queryIdSchema = z.coerce.number({ error: 'validation.required' }).int().positive().max(MAX_ROW_ID);
/** Money as sent: a decimal string with exactly 2 decimals. */
const moneySchema = z.string();

const pageFields = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};

// ---------------------------------------------------------------------------------------------------
// Uploads

/** `base64Pic`: an image as a data URL ('data:image/png;base64,...') or bare base64. */
export const base64PicBodySchema = z.strictObject({
  purpose: uploadPurposeSchema,
  image: z
    .string({ error: 'validation.required' })
    .min(1, { error: 'validation.required' })
    // 2 MB of bytes is about 2.8 MB of base64; the server checks the decoded size exactly.
    .max(3 * 1024 * 1024, { error: 'validation.upload.imageTooLarge' }),
});
export type Base64PicBody = z.input<typeof base64PicBodySchema>;

export const uploadResultSchema = z.object({
  uploadId: z.number().int(),
  mime: z.string(),
  size: z.number().int(),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;

/** `queryUploadFile`: the image itself (not the JSON envelope). */
export const uploadFileQuerySchema = z.strictObject({ id: queryIdSchema });

/**
 * Upload id lists. More than MAX_PAYMENT_FILES is answered by the server with TOO_MANY_FILES (28007); the
 * schema only bounds the input (the web checks MAX_PAYMENT_FILES itself).
 */
const MAX_IDS_IN = 20;
const uploadIdsSchema = (min: number) =>
  z
    .array(idSchema, { error: 'validation.voucher.required' })
    .min(min, { error: 'validation.voucher.required' })
    .max(MAX_IDS_IN, { error: 'validation.upload.tooManyFiles' });

// ---------------------------------------------------------------------------------------------------
// Paying

/**
 * `updateSubscriptionTrans`: the payer chooses how to pay (and may give a coupon code). Token pays at once
 * from the wallet; a coupon that makes the amount 0 confirms at once; alipay/wechat waits for a voucher.
 * Method 'coupon' needs a couponCode.
 */
export const updateSubscriptionTransBodySchema = z
  .strictObject({
    paymentId: idSchema,
    method: paymentMethodSchema,
    couponCode: z.string().trim().max(20).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.method === 'coupon' && !body.couponCode) {
      ctx.addIssue({ code: 'custom', path: ['couponCode'], message: 'validation.required' });
    }
  });
export type UpdateSubscriptionTransBody = z.input<typeof updateSubscriptionTransBodySchema>;

/** `uploadPaymentVoucher`: 1 to 3 voucher images (uploaded with purpose 'voucher'). */
export const uploadPaymentVoucherBodySchema = z.strictObject({
  paymentId: idSchema,
  uploadIds: uploadIdsSchema(1),
});
export type UploadPaymentVoucherBody = z.input<typeof uploadPaymentVoucherBodySchema>;

/** `confirmSubscriptionPayment` (the trader). */
export const paymentIdBodySchema = z.strictObject({ paymentId: idSchema });
export type PaymentIdBody = z.input<typeof paymentIdBodySchema>;

/** `refuseSubscriptionPayment` (the trader): a reason and an optional note. */
export const refusePaymentBodySchema = z.strictObject({
  paymentId: idSchema,
  reason: refuseReasonSchema,
  note: z.string().trim().max(200, { error: 'validation.tooLong' }).optional(),
});
export type RefusePaymentBody = z.input<typeof refusePaymentBodySchema>;

// ---------------------------------------------------------------------------------------------------
// Complaints

const complaintReasonSchema = z
  .string({ error: 'validation.complaint.required' })
  .trim()
  .min(1, { error: 'validation.complaint.required' })
  .max(500, { error: 'validation.tooLong' });

const evidenceIdsSchema = z
  .array(idSchema)
  .max(MAX_IDS_IN, { error: 'validation.upload.tooManyFiles' })
  .default([]);

/** POST `complaint`: the payer complains (from toBeConfirmed or rejected). */
export const complaintBodySchema = z.strictObject({
  subTransId: idSchema,
  reason: complaintReasonSchema,
  uploadIds: evidenceIdsSchema,
});
export type ComplaintBody = z.input<typeof complaintBodySchema>;

/** PUT `complaint` query: update (new reason / evidence while complained) or reupload (a new voucher after a refusal). */
export const complaintUpdateQuerySchema = z.strictObject({
  subTransId: queryIdSchema,
  acType: z.enum(['update', 'reupload'], { error: 'validation.invalid' }),
});
/** PUT `complaint` body: for update, reason and evidence; for reupload, the new voucher ids (1..3). */
export const complaintUpdateBodySchema = z.strictObject({
  reason: complaintReasonSchema.optional(),
  uploadIds: z.array(idSchema).max(MAX_IDS_IN, { error: 'validation.upload.tooManyFiles' }).optional(),
});
export type ComplaintUpdateBody = z.input<typeof complaintUpdateBodySchema>;

/** DELETE `complaint/:subTransId?acType=withdraw`: the payer withdraws his complaint. */
export const complaintWithdrawParamsSchema = z.strictObject({ subTransId: queryIdSchema });
export const complaintWithdrawQuerySchema = z.strictObject({
  acType: z.literal('withdraw', { error: 'validation.invalid' }).default('withdraw'),
});

/** `adminResolveComplaint` (site admin): confirm the payment, or fail it (the subscription is cancelled). */
export const adminResolveComplaintBodySchema = z.strictObject({
  paymentId: idSchema,
  decision: z.enum(['confirm', 'fail'], { error: 'validation.required' }),
  reason: z.string().trim().max(200, { error: 'validation.tooLong' }).optional(),
});
export type AdminResolveComplaintBody = z.input<typeof adminResolveComplaintBodySchema>;

export const adminComplaintsQuerySchema = z.strictObject({ ...pageFields });

// ---------------------------------------------------------------------------------------------------
// Lists and detail

/** `querySubscriptionPayments`: as payer (what I pay) or trader (what I am paid); newest first. */
export const paymentListQuerySchema = z.strictObject({
  role: z.enum(['payer', 'trader']).default('payer'),
  status: paymentStatusSchema.optional(),
  ...pageFields,
});

export const paymentRowSchema = z.object({
  id: z.number().int(),
  subscriptionId: z.number().int(),
  serialNo: z.string(),
  masterAccountId: z.number().int(),
  masterLogin: z.string(),
  masterName: z.string(),
  payerId: z.number().int(),
  traderId: z.number().int(),
  payerNickname: z.string(),
  traderNickname: z.string(),
  /** Price before a coupon. */
  price: moneySchema,
  /** What is to be paid. */
  amount: moneySchema,
  method: paymentMethodSchema.nullable(),
  status: paymentStatusSchema,
  validityDays: z.number().int(),
  couponCode: z.string().nullable(),
  refuseReason: refuseReasonSchema.nullable(),
  refuseNote: z.string(),
  complaintReason: z.string(),
  voucherIds: z.array(z.number().int()),
  complaintIds: z.array(z.number().int()),
  createdAt: z.number(),
  confirmedAt: z.number().nullable(),
  updatedAt: z.number(),
});
export type PaymentRow = z.infer<typeof paymentRowSchema>;

export const paymentDetailQuerySchema = z.strictObject({ paymentId: queryIdSchema });

/** A trader's payment code as a payer sees it (the image through queryUploadFile). */
export const payeeCodeSchema = z.object({
  method: offsiteMethodSchema,
  uploadId: z.number().int(),
  accountName: z.string(),
});
export type PayeeCode = z.infer<typeof payeeCodeSchema>;

/** `queryPaymentDetail`: the payment, how it can be paid and the payer's wallet. */
export const paymentDetailSchema = z.object({
  payment: paymentRowSchema,
  /** The trader's payment codes in state passed. */
  codes: z.array(payeeCodeSchema),
  /** Token payment is available (the site's wallet is open). */
  tokenAvailable: z.boolean(),
  /** The payer's available wallet balance (null when the caller is not the payer or the wallet is closed). */
  walletAvailable: moneySchema.nullable(),
});
export type PaymentDetail = z.infer<typeof paymentDetailSchema>;

// ---------------------------------------------------------------------------------------------------
// Payment codes: the trader's payment information and its review are in verification.ts
// (`queryPaymentInfo`, `savePaymentInfo`, `deletePaymentInfo`); a payer sees only passed Alipay/WeChat
// codes, as `payeeCodeSchema` above.

// ---------------------------------------------------------------------------------------------------
// Coupons

/** A coupon code: 4-20 letters and digits (stored upper-case). */
export const COUPON_CODE_PATTERN = /^[A-Za-z0-9]{4,20}$/;

export const createCouponBodySchema = z.strictObject({
  mtAccId: idSchema,
  code: z
    .string()
    .trim()
    .regex(COUPON_CODE_PATTERN, { error: 'validation.invalid' })
    .transform((code) => code.toUpperCase())
    .optional(),
  percentOff: z
    .number({ error: 'validation.required' })
    .int({ error: 'validation.positiveInteger.invalid' })
    .min(1, { error: 'validation.tooSmall' })
    .max(100, { error: 'validation.tooBig' }),
  maxUses: z
    .number({ error: 'validation.required' })
    .int({ error: 'validation.positiveInteger.invalid' })
    .min(1, { error: 'validation.tooSmall' })
    .max(10_000, { error: 'validation.tooBig' }),
  /** Epoch ms; omitted = no end. */
  validUntil: z.number().int().positive().optional(),
});
export type CreateCouponBody = z.input<typeof createCouponBodySchema>;

export const couponIdBodySchema = z.strictObject({ id: idSchema });

/** `disableCoupon`'s answer: the disabled coupon's id. */
export const disabledCouponSchema = z.object({ id: z.number().int() });

export const couponSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  mtAccId: z.number().int(),
  login: z.string(),
  percentOff: z.number().int(),
  maxUses: z.number().int(),
  usedCount: z.number().int(),
  validUntil: z.number().nullable(),
  disabled: z.boolean(),
  createdAt: z.number(),
});
export type Coupon = z.infer<typeof couponSchema>;

/** `checkCouponCode` (public): what the coupon would make the fee of this trade account. */
export const checkCouponQuerySchema = z.strictObject({
  code: z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(20),
  mtAccId: queryIdSchema,
});

export const couponCheckSchema = z.object({
  valid: z.boolean(),
  percentOff: z.number().int(),
  price: moneySchema,
  amount: moneySchema,
});
export type CouponCheck = z.infer<typeof couponCheckSchema>;

import type { Locale } from '@copytrade/contracts/locale';
import { translate } from '@copytrade/contracts/messages';
import type { Translations } from '@copytrade/contracts/messages/message-table';
import {
  idNumberProblem,
  maskCardNumber,
  maskIdNumber,
  realNameProblem,
  type IdentityInfo,
  type IdentityReview,
  type PaymentInfo,
  type PaymentInfoMethod,
  type PaymentInfoReview,
  type ReviewCounts,
  type ReviewDecision,
  type ReviewState,
  type SavePaymentInfo,
} from '@copytrade/contracts/verification';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/app-error';
import type { Caller, SiteScope } from '../../platform/context';
import type { Clock } from '../../platform/ports';
import { createReviewQueue } from '../../platform/review-queue';
import { reviewCounts } from '../../read-models/review-counts';
import {
  pageIdentityReviews,
  pagePaymentInfoReviews,
  type Page,
} from '../../read-models/verification-reviews';
import { siteWantsChineseNames } from '../../read-models/verification-rules';
import type { NoticeService } from '../messages/notice.service';
import { ownUploads } from '../uploads/upload.service';
import { isTrc20Address } from '../wallet/trc20';
import {
  deletePaymentInfoRow,
  findIdentity,
  idNumberHeldByOther,
  listPayableCodes,
  listPaymentInfo,
  lockIdentity,
  lockIdentityOfUser,
  lockIdNumber,
  lockPaymentInfo,
  setIdentityReview,
  setPaymentInfoReview,
  upsertIdentity,
  upsertPaymentInfo,
  type IdentityRow,
  type PaymentInfoRow,
} from './verification.repository';

type Deps = {
  db: Db;
  clock: Clock;
  /** Decisions tell the person with a system notice, written in the decision's transaction. */
  notices?: Pick<NoticeService, 'event'> | undefined;
};

/** The site admin's decision on a real name or a method's payment information. */
type ReviewBody = { id: number; decision: 'pass' | 'reject'; reason?: string | undefined };

/**
 * The codes a payer may pay `traderId` with (the payments module): his Alipay and WeChat QR codes that
 * passed review, read in the caller's `db` or transaction.
 */
export function payableCodes(db: Db, siteId: number, traderId: number): Promise<PaymentInfoRow[]> {
  return listPayableCodes(db, siteId, traderId);
}

/** A method's name as the person reads it in a notice. */
const METHOD_TEXT: Record<PaymentInfoMethod, Translations> = {
  alipay: { zh_CN: '支付宝', en_US: 'Alipay', zh_Hant: '支付寶' },
  wechat: { zh_CN: '微信', en_US: 'WeChat', zh_Hant: '微信' },
  bank: { zh_CN: '银行卡', en_US: 'bank card', zh_Hant: '銀行卡' },
  usdt: { zh_CN: 'USDT (TRC20) 地址', en_US: 'USDT (TRC20) address', zh_Hant: 'USDT (TRC20) 地址' },
};

const epoch = (d: Date | null) => (d ? d.getTime() : null);

function requireAdmin(caller: Caller) {
  if (!caller.isAdmin) throw new AppError('ADMIN_ONLY');
}

const stateOf = (body: ReviewBody) =>
  body.decision === 'pass' ? ('passed' as const) : ('rejected' as const);
/** A rejection keeps its reason for the person to read; a pass has none. */
const reasonOf = (body: ReviewBody) => (body.decision === 'pass' ? '' : (body.reason ?? ''));

/** A 40000 answer with one localized field error, as the validation layer would give it. */
function fieldError(locale: Locale, field: string, key: string): AppError {
  return new AppError('VALIDATION_FAILED', { fieldErrors: [{ field, message: translate(locale, key) }] });
}

function toInfo(row: IdentityRow | undefined, chineseNameOnly: boolean, fullNumber: boolean): IdentityInfo {
  if (!row) {
    return {
      state: 'none',
      reason: '',
      realName: '',
      idType: null,
      idNumber: '',
      frontImage: null,
      backImage: null,
      submittedAt: null,
      reviewedAt: null,
      canSubmit: true,
      chineseNameOnly,
    };
  }
  const state = row.state as ReviewState;
  return {
    state,
    reason: state === 'rejected' ? row.reason : '',
    realName: row.realName,
    idType: row.idType,
    idNumber: fullNumber ? row.idNumber : maskIdNumber(row.idNumber),
    frontImage: row.frontUploadId,
    backImage: row.backUploadId,
    submittedAt: row.createdAt.getTime(),
    reviewedAt: epoch(row.reviewedAt),
    canSubmit: state === 'rejected',
    chineseNameOnly,
  };
}

function toPaymentInfo(row: PaymentInfoRow): PaymentInfo {
  return {
    id: row.id,
    method: row.method as PaymentInfoMethod,
    uploadId: row.uploadId,
    accountName: row.accountName,
    accountNo: row.method === 'bank' ? maskCardNumber(row.accountNo) : row.accountNo,
    bankName: row.bankName,
    state: row.state as ReviewState,
    reason: row.state === 'rejected' ? row.reason : '',
    updatedAt: row.updatedAt.getTime(),
    reviewedAt: epoch(row.reviewedAt),
  };
}

type Applicant = {
  nickname: string;
  email: string | null;
  phone: string | null;
  reviewerNickname: string | null;
};

/**
 * Real-name verification (infoV), payment information (payV) and the site admin's review of both, with
 * the desk's pending counts.
 *
 * Decisions:
 * - A submission is accepted when there is none or the last was rejected; a pending one answers
 *   IDENTITY_PENDING, a passed one IDENTITY_PASSED (the row is locked while it is checked, and the insert
 *   only replaces a rejected row, so two submissions at once store one).
 * - The name rule follows `sites.real_name_chinese` (read on every submission); the identity card's
 *   birth date must not be after the server's today. Both answer 40000 with the field's text.
 * - One ID number (of one document type) is pending or passed for one user of a site at most: a submission
 *   of a number another user holds pending or passed answers ID_NUMBER_TAKEN. Submissions of the same
 *   number are serialized with an advisory lock; passing re-checks it.
 * - The images are the caller's own uploads of purpose 'identity' (others answer 404); the uploads module
 *   serves them to their owner and the site admin only.
 * - Payment information: one row per method; saving replaces the method's data and waits `pending` again
 *   (also when only the name changed: what a payer sees is what was reviewed). Deleting is allowed in any
 *   state. A TRC20 address is checked with its base58check checksum, as withdrawal addresses are.
 * - Reviews (platform/review-queue.ts): the site admin of the request's site only (ADMIN_ONLY otherwise;
 *   another site's rows do not exist: 404). The row is locked, only a pending one is decided
 *   (ALREADY_REVIEWED otherwise), and the person's notice is written in the same transaction. Passing a
 *   real name checks again that nobody else passed with its number (ID_NUMBER_TAKEN).
 */
export function createVerificationService(deps: Deps) {
  const { db, clock } = deps;
  const queue = createReviewQueue({ db, notices: deps.notices });

  const identityReview = queue.kind({
    item: 'identity',
    lock: lockIdentity,
    isPending: (row) => row.state === 'pending',
    refusal: 'ALREADY_REVIEWED',
    async apply(tx, site, row, body: ReviewBody, reviewerId) {
      if (
        body.decision === 'pass' &&
        (await idNumberHeldByOther(tx, site.id, {
          idType: row.idType,
          idNumber: row.idNumber,
          userId: row.userId,
          states: ['passed'],
        }))
      )
        throw new AppError('ID_NUMBER_TAKEN');
      const state = stateOf(body);
      await setIdentityReview(tx, site.id, row.id, {
        state,
        reason: reasonOf(body),
        reviewedBy: reviewerId,
        at: clock.now(),
      });
      return { id: row.id, state };
    },
    notice: (_tx, _site, row, body) => ({
      userId: row.userId,
      event: body.decision === 'pass' ? 'identityPassed' : 'identityRejected',
      params: { reason: reasonOf(body) },
    }),
  });

  const paymentInfoReview = queue.kind({
    item: 'payment info',
    lock: lockPaymentInfo,
    isPending: (row) => row.state === 'pending',
    refusal: 'ALREADY_REVIEWED',
    async apply(tx, site, row, body: ReviewBody, reviewerId) {
      const state = stateOf(body);
      await setPaymentInfoReview(tx, site.id, row.id, {
        state,
        reason: reasonOf(body),
        reviewedBy: reviewerId,
        at: clock.now(),
      });
      return { id: row.id, state };
    },
    notice: (_tx, _site, row, body) => ({
      userId: row.userId,
      event: body.decision === 'pass' ? 'paymentInfoPassed' : 'paymentInfoRejected',
      params: {
        method: METHOD_TEXT[row.method as PaymentInfoMethod] ?? row.method,
        reason: reasonOf(body),
      },
    }),
  });

  return {
    /** GET `srCommunityIdInfo`: the caller's verification; the number masked unless he is the site admin. */
    async identity(site: SiteScope, caller: Caller): Promise<IdentityInfo> {
      const [row, chinese] = await Promise.all([
        findIdentity(db, site.id, caller.userId),
        siteWantsChineseNames(db, site.id),
      ]);
      return toInfo(row, chinese, caller.isAdmin);
    },

    /** POST `srCommunityIdInfo`: a new submission, pending review (see the decisions above). */
    async submitIdentity(
      site: SiteScope,
      caller: Caller,
      body: {
        realName: string;
        idType: number;
        idNumber: string;
        frontImage: number;
        backImage?: number | undefined;
      },
      locale: Locale,
    ): Promise<IdentityInfo> {
      const chinese = await siteWantsChineseNames(db, site.id);
      const nameProblem = realNameProblem(body.realName, chinese);
      if (nameProblem) throw fieldError(locale, 'realName', nameProblem);
      const numberProblem = idNumberProblem(body.idType, body.idNumber, clock.now());
      if (numberProblem) throw fieldError(locale, 'idNumber', numberProblem);
      // A passport's back page is optional (the schema asks an identity card for both sides).
      const back = body.backImage ?? null;

      const row = await db.transaction(async (tx) => {
        const current = await lockIdentityOfUser(tx, site.id, caller.userId);
        if (current?.state === 'pending') throw new AppError('IDENTITY_PENDING');
        if (current?.state === 'passed') throw new AppError('IDENTITY_PASSED');
        const images = [body.frontImage, ...(back === null ? [] : [back])];
        const own = await ownUploads(tx, site.id, caller.userId, images, 'identity');
        if (own.length !== new Set(images).size || (back !== null && back === body.frontImage))
          throw new AppError('NOT_FOUND', { detail: 'identity images not the caller’s' });
        await lockIdNumber(tx, site.id, body.idNumber);
        const taken = await idNumberHeldByOther(tx, site.id, {
          idType: body.idType,
          idNumber: body.idNumber,
          userId: caller.userId,
          states: ['pending', 'passed'],
        });
        if (taken) throw new AppError('ID_NUMBER_TAKEN');
        const saved = await upsertIdentity(tx, {
          siteId: site.id,
          userId: caller.userId,
          realName: body.realName.trim(),
          idType: body.idType,
          idNumber: body.idNumber,
          frontUploadId: body.frontImage,
          backUploadId: back,
          at: clock.now(),
        });
        // A submission that slipped in first (no row to lock a moment ago) is pending now.
        if (!saved) throw new AppError('IDENTITY_PENDING');
        return saved;
      });
      return toInfo(row, chinese, caller.isAdmin);
    },

    /** `queryPaymentInfo`: the caller's methods with their review state. */
    async paymentInfo(site: SiteScope, caller: Caller): Promise<PaymentInfo[]> {
      return (await listPaymentInfo(db, site.id, caller.userId)).map(toPaymentInfo);
    },

    /** `savePaymentInfo`: one method's information, replaced and pending review again. */
    async savePaymentInfo(
      site: SiteScope,
      caller: Caller,
      body: SavePaymentInfo,
      locale: Locale,
    ): Promise<PaymentInfo> {
      let uploadId: number | null = null;
      if (body.method === 'alipay' || body.method === 'wechat') {
        const own = await ownUploads(db, site.id, caller.userId, [body.uploadId], 'paymentCode');
        if (own.length !== 1) throw new AppError('NOT_FOUND', { detail: 'payment code not the caller’s' });
        uploadId = body.uploadId;
      }
      if (body.method === 'usdt' && !isTrc20Address(body.accountNo))
        throw fieldError(locale, 'accountNo', 'validation.usdtAddress.invalid');
      const row = await upsertPaymentInfo(db, {
        siteId: site.id,
        userId: caller.userId,
        method: body.method,
        uploadId,
        accountName: 'accountName' in body ? body.accountName : '',
        accountNo: 'accountNo' in body ? body.accountNo : '',
        bankName: body.method === 'bank' ? body.bankName : '',
        at: clock.now(),
      });
      return toPaymentInfo(row);
    },

    /** `deletePaymentInfo`: removes the caller's information of a method (404 when there is none). */
    async deletePaymentInfo(
      site: SiteScope,
      caller: Caller,
      method: PaymentInfoMethod,
    ): Promise<{ method: PaymentInfoMethod }> {
      if ((await deletePaymentInfoRow(db, site.id, caller.userId, method)) === 0)
        throw new AppError('NOT_FOUND');
      return { method };
    },

    /** `adminQueryReviewCounts` (site admin): the desk's badges. */
    async counts(site: SiteScope, caller: Caller): Promise<ReviewCounts> {
      requireAdmin(caller);
      return reviewCounts(db, site.id);
    },

    /** `adminQueryIdentityReviews` (site admin): submissions with the full number and the photos. */
    async identityReviews(
      site: SiteScope,
      caller: Caller,
      query: Page & { state?: ReviewState | undefined },
    ): Promise<{ content: IdentityReview[]; total: number }> {
      requireAdmin(caller);
      const { rows, total } = await pageIdentityReviews(db, site.id, query);
      return {
        total,
        content: rows.map(({ row, ...who }: { row: IdentityRow } & Applicant) => ({
          id: row.id,
          userId: row.userId,
          nickname: who.nickname,
          email: who.email,
          phone: who.phone,
          realName: row.realName,
          idType: row.idType,
          idNumber: row.idNumber,
          frontImage: row.frontUploadId,
          backImage: row.backUploadId,
          submittedAt: row.createdAt.getTime(),
          state: row.state as ReviewState,
          reason: row.reason,
          reviewedAt: epoch(row.reviewedAt),
          reviewerNickname: who.reviewerNickname,
        })),
      };
    },

    /** `adminReviewIdentity` (site admin): pass, or reject with a reason; once. */
    reviewIdentity(site: SiteScope, caller: Caller, body: ReviewBody): Promise<ReviewDecision> {
      return identityReview.decide(site, caller, body.id, body);
    },

    /** `adminQueryPaymentInfoReviews` (site admin): every method's information with full numbers. */
    async paymentInfoReviews(
      site: SiteScope,
      caller: Caller,
      query: Page & { state?: ReviewState | undefined },
    ): Promise<{ content: PaymentInfoReview[]; total: number }> {
      requireAdmin(caller);
      const { rows, total } = await pagePaymentInfoReviews(db, site.id, query);
      return {
        total,
        content: rows.map(({ row, ...who }: { row: PaymentInfoRow } & Applicant) => ({
          id: row.id,
          userId: row.userId,
          nickname: who.nickname,
          email: who.email,
          phone: who.phone,
          method: row.method as PaymentInfoMethod,
          uploadId: row.uploadId,
          accountName: row.accountName,
          accountNo: row.accountNo,
          bankName: row.bankName,
          submittedAt: row.updatedAt.getTime(),
          state: row.state as ReviewState,
          reason: row.reason,
          reviewedAt: epoch(row.reviewedAt),
          reviewerNickname: who.reviewerNickname,
        })),
      };
    },

    /** `adminReviewPaymentInfo` (site admin): pass, or reject with a reason; once. */
    reviewPaymentInfo(site: SiteScope, caller: Caller, body: ReviewBody): Promise<ReviewDecision> {
      return paymentInfoReview.decide(site, caller, body.id, body);
    },
  };
}

export type VerificationService = ReturnType<typeof createVerificationService>;

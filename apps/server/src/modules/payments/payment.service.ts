import { randomInt } from 'node:crypto';
import {
  MAX_PAYMENT_FILES,
  type Coupon,
  type CouponCheck,
  type OffsiteMethod,
  type PaymentDetail,
  type PaymentMethod,
  type PaymentRow,
  type PaymentStatus,
  type RefuseReason,
} from '@copytrade/contracts/payments';
import type { Translations } from '@copytrade/contracts/messages/message-table';
import { LEDGER_TX_KIND } from '@copytrade/contracts/wallet';
import { formatMoney, moneyOf, normalizeMoney, shareOf } from '@copytrade/units/money';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../platform/app-error';
import type { Caller, SiteScope } from '../../platform/context';
import type { Clock } from '../../platform/ports';
import { createReviewQueue } from '../../platform/review-queue';
import { masterFeeTerms } from '../../read-models/payments-fee-terms';
import {
  listCoupons,
  pagePayments,
  paymentParties,
  paymentView,
  type Page,
  type PaymentView,
} from '../../read-models/payments-views';
import type { CopyOrchestrator } from '../../trading/copy/copy-orchestrator';
import type { NoticeService } from '../messages/notice.service';
import type { NoticeEvent } from '../messages/notice.texts';
import type { SiteService } from '../sites/site.service';
import { cancelForFailedPayment, startPaidTerm } from '../subscriptions/subscription.service';
import { ownUploads } from '../uploads/upload.service';
import { payableCodes } from '../verification/verification.service';
import type { WalletService } from '../wallet/wallet.service';
import {
  disableCouponRow,
  failOpenPayment,
  findCouponByCode,
  firstTermDays,
  insertCoupon,
  insertPayment,
  lockCouponByCode,
  lockOpenPayment,
  lockPayment,
  updatePayment,
  useCoupon,
  type PaymentUpdate,
} from './payment.repository';

type Deps = {
  db: Db;
  clock: Clock;
  sites: SiteService;
  wallet: WalletService;
  copier: Pick<CopyOrchestrator, 'invalidateMaster'>;
  /** Notices to the other party of a step, written in the step's transaction (pushed once it commits). */
  notices?: Pick<NoticeService, 'event' | 'subscriptionStarted'>;
};

/** The refusal reasons as the payer reads them in a notice. */
const REFUSE_TEXT: Record<RefuseReason, Translations> = {
  fakeVoucher: {
    zh_CN: '跟单者上传了虚假凭证',
    en_US: 'the voucher is not genuine',
    zh_Hant: '跟單者上傳了虛假憑證',
  },
  amountInsufficient: {
    zh_CN: '跟单者支付金额不足',
    en_US: 'the amount paid is not enough',
    zh_Hant: '跟單者支付金額不足',
  },
};

type PaymentRecord = NonNullable<Awaited<ReturnType<typeof lockPayment>>>;
/** The site admin's decision on a complained payment. */
type ComplaintDecision = { decision: 'confirm' | 'fail'; reason?: string | undefined };
type Notify = (
  row: PaymentRecord,
  userId: number,
  event: NoticeEvent,
  extra?: Record<string, string | Translations>,
) => Promise<void>;
type CouponRecord = NonNullable<Awaited<ReturnType<typeof findCouponByCode>>>;

/**
 * What is left to pay after a coupon: price * (100 - percentOff) / 100, rounded half up to the cent
 * (50.00 at 50 % -> 25.00; 0.05 at 50 % -> 0.03; 100 % -> 0.00).
 */
export function discounted(price: string, percentOff: number): string {
  return formatMoney(shareOf(moneyOf(price), BigInt(100 - percentOff), 100n));
}

/** Letters and digits that cannot be mistaken for one another (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const generatedCode = () =>
  Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

const epoch = (d: Date) => d.getTime();

function toRow(view: PaymentView): PaymentRow {
  const p = view.payment;
  return {
    id: p.id,
    subscriptionId: p.subscriptionId,
    serialNo: view.serialNo,
    masterAccountId: p.masterAccountId,
    masterLogin: view.masterLogin,
    masterName: view.masterName,
    payerId: p.payerId,
    traderId: p.traderId,
    payerNickname: view.payerNickname,
    traderNickname: view.traderNickname,
    price: normalizeMoney(p.price),
    amount: normalizeMoney(p.amount),
    method: p.method as PaymentMethod | null,
    status: p.status as PaymentStatus,
    validityDays: p.validityDays,
    couponCode: view.couponCode,
    refuseReason: p.refuseReason as RefuseReason | null,
    refuseNote: p.refuseNote,
    complaintReason: p.complaintReason,
    voucherIds: p.voucherIds,
    complaintIds: p.complaintIds,
    createdAt: epoch(p.createdAt),
    confirmedAt: p.confirmedAt ? epoch(p.confirmedAt) : null,
    updatedAt: epoch(p.updatedAt),
  };
}

/**
 * Subscription payments (fee type 2) and coupons. The trader's payment codes (his payment information and
 * its review) are the verification module's; payers read only the passed Alipay/WeChat codes here.
 *
 * Decisions:
 * - A subscription to a trade account with a subscription fee is created 'unpaid' (not copying) with one
 *   open payment (status toBePaid, price = amount = the trader's fee_price, validity = his fee_days); see
 *   subscription.service `create`. Subscribing needs a way to pay: the trader's payment code in state
 *   'passed', or the site's wallet (openWallet), else PAYMENT_INFO_MISSING.
 * - Every step locks the payment row (`FOR UPDATE`) inside one transaction and re-checks its status, so a
 *   second step (paying twice, two confirms at once) waits, sees the new status and is refused with
 *   PAYMENT_STATE, changing nothing.
 * - `choose` (updateSubscriptionTrans): in toBePaid any method; in rejected only alipay/wechat (the payer
 *   pays again outside the site). A coupon code may come with any method: the coupon row is locked,
 *   checked (site, trade account, not disabled, not expired, uses left), its use counted and the amount
 *   becomes `discounted(price, percentOff)`. A payment keeps its first coupon. An amount of 0 confirms at
 *   once with method 'coupon'; method 'coupon' with an amount left is COUPON_INVALID. Token needs the
 *   site's wallet (WALLET_CLOSED) and takes the fee with `wallet.chargeFee` in the same transaction
 *   (INSUFFICIENT_BALANCE rolls everything back, the coupon use included). Alipay/WeChat need the
 *   trader's passed code for that method (PAYMENT_INFO_MISSING) and wait for a voucher.
 * - A confirmed payment activates its subscription (subscribing from now for validity_days) and the copier
 *   is told after the commit. A voucher payment is recorded in the ledger (`wallet.recordVoucherPayment`).
 * - Who may act: payer steps answer NOT_FOUND to anyone else; trader steps answer NOT_YOUR_PAYMENT to the
 *   payer and NOT_FOUND to anyone else; another site's payment does not exist.
 * - Complaints: from toBeConfirmed or rejected (status_before_complaint kept); withdrawing restores it and
 *   clears the complaint; the site admin confirms (as the trader would) or fails it (the subscription is
 *   cancelled).
 */
export function createPaymentService(deps: Deps) {
  const { db, clock, sites, wallet, copier } = deps;

  async function walletOpen(site: SiteScope) {
    return (await sites.row(site)).openWallet;
  }

  async function view(site: SiteScope, id: number): Promise<PaymentRow> {
    const row = await paymentView(db, site.id, id);
    if (!row) throw new AppError('NOT_FOUND');
    return toRow(row);
  }

  /** The locked payment for a payer step: his own, else NOT_FOUND. */
  async function lockAsPayer(tx: Db, site: SiteScope, caller: Caller, id: number) {
    const row = await lockPayment(tx, site.id, id);
    if (!row || row.payerId !== caller.userId) throw new AppError('NOT_FOUND');
    return row;
  }

  /** The locked payment for a trader step: NOT_YOUR_PAYMENT for its payer, NOT_FOUND for anyone else. */
  async function lockAsTrader(tx: Db, site: SiteScope, caller: Caller, id: number) {
    const row = await lockPayment(tx, site.id, id);
    if (!row) throw new AppError('NOT_FOUND');
    if (row.traderId === caller.userId) return row;
    if (row.payerId === caller.userId) throw new AppError('NOT_YOUR_PAYMENT');
    throw new AppError('NOT_FOUND');
  }

  function requireStatus(row: PaymentRecord, ...statuses: PaymentStatus[]) {
    if (!statuses.includes(row.status as PaymentStatus)) throw new AppError('PAYMENT_STATE');
  }

  /** Checks the caller's uploads of a purpose; any id not his (or of another purpose) is NOT_FOUND. */
  async function requireOwnUploads(
    tx: Db,
    site: SiteScope,
    caller: Caller,
    ids: number[],
    purpose: string,
  ): Promise<number[]> {
    const unique = [...new Set(ids)];
    if (unique.length > MAX_PAYMENT_FILES) throw new AppError('TOO_MANY_FILES');
    const found = await ownUploads(tx, site.id, caller.userId, unique, purpose);
    if (found.length !== unique.length)
      throw new AppError('NOT_FOUND', { detail: 'upload not the caller’s' });
    return unique;
  }

  /** A usable coupon for a trade account (locked when `lock`), else COUPON_INVALID. */
  async function usableCoupon(
    tx: Db,
    site: SiteScope,
    code: string,
    masterAccountId: number,
    lock: boolean,
  ): Promise<CouponRecord> {
    const normalized = code.trim().toUpperCase();
    const coupon = lock
      ? await lockCouponByCode(tx, site.id, normalized)
      : await findCouponByCode(tx, site.id, normalized);
    const now = clock.now();
    if (
      !coupon ||
      coupon.masterAccountId !== masterAccountId ||
      coupon.disabledAt !== null ||
      (coupon.validUntil !== null && coupon.validUntil <= now) ||
      coupon.usedCount >= coupon.maxUses
    )
      throw new AppError('COUPON_INVALID');
    return coupon;
  }

  /** A subscription a payment started: the master account to tell the copier about, the subscription. */
  type Started = { masterAccountId: number; subscriptionId: number };

  /**
   * Marks a payment confirmed and starts its subscription, inside `tx`. Returns the master account to tell
   * the copier about after the commit.
   */
  async function confirmInside(
    tx: Db,
    site: SiteScope,
    row: PaymentRecord,
    values: PaymentUpdate,
  ): Promise<Started> {
    const now = clock.now();
    await updatePayment(tx, site.id, row.id, {
      ...values,
      status: 'confirmed',
      confirmedAt: now,
      updatedAt: now,
    });
    await startPaidTerm(tx, site.id, row.subscriptionId, now, row.validityDays);
    return { masterAccountId: row.masterAccountId, subscriptionId: row.subscriptionId };
  }

  /** The trader's (or the admin's, `decidedBy`) confirmation of a voucher payment, inside `tx`. */
  async function confirmVoucher(tx: Db, site: SiteScope, decidedBy: number, row: PaymentRecord) {
    const ledgerTransactionId =
      moneyOf(row.amount) > 0n
        ? await wallet.recordVoucherPayment(tx, site, {
            traderId: row.traderId,
            amount: row.amount,
            reference: `payment:${row.id}`,
            createdBy: decidedBy,
          })
        : null;
    return confirmInside(tx, site, row, { ledgerTransactionId, decidedBy });
  }

  /** A notice about a payment to `userId`: the subscription's number, the payer's name and the amount. */
  async function paymentNotice(
    tx: Db,
    site: SiteScope,
    row: PaymentRecord,
    userId: number,
    event: NoticeEvent,
    extra: Record<string, string | Translations> = {},
  ) {
    const parties = await paymentParties(tx, site.id, row.subscriptionId, row.payerId);
    const params = {
      serialNo: parties?.serialNo ?? '',
      name: parties?.payerName ?? '',
      amount: normalizeMoney(row.amount),
      ...extra,
    };
    return { userId, event, params };
  }

  /** Copying started: "copying of #login started" to the follower, "new subscriber" to the trader. */
  async function tellStarted(tx: Db, site: SiteScope, started: Started | null) {
    if (started !== null) await deps.notices?.subscriptionStarted(tx, site, started.subscriptionId);
  }

  /** The copier hears of a started subscription once it has committed. */
  function tellCopier(started: Started | null) {
    if (started !== null) copier.invalidateMaster(started.masterAccountId);
  }

  /**
   * One payment step in one transaction. `notify` writes a notice to the other party inside it; the
   * notice service pushes it after the commit.
   */
  async function step(
    site: SiteScope,
    id: number,
    work: (tx: Db, notify: Notify) => Promise<Started | null>,
  ): Promise<PaymentRow> {
    const started = await db.transaction(async (tx) => {
      const result = await work(tx, async (row, userId, event, extra = {}) => {
        if (!deps.notices) return;
        const notice = await paymentNotice(tx, site, row, userId, event, extra);
        await deps.notices.event(tx, site, notice.userId, notice.event, notice.params);
      });
      await tellStarted(tx, site, result);
      return result;
    });
    tellCopier(started);
    return view(site, id);
  }

  /**
   * The site admin's decision on a complaint (platform/review-queue.ts): confirm, as the trader would,
   * or fail it (the subscription is cancelled). Only a complained payment is decided (PAYMENT_STATE).
   */
  const complaintReview = createReviewQueue({ db, notices: deps.notices }).kind({
    item: 'payment',
    lock: lockPayment,
    isPending: (row) => row.status === 'complained',
    refusal: 'PAYMENT_STATE',
    async apply(tx, site, row, body: ComplaintDecision, reviewerId): Promise<Started | null> {
      if (body.decision === 'confirm') return confirmVoucher(tx, site, reviewerId, row);
      const now = clock.now();
      await updatePayment(tx, site.id, row.id, {
        status: 'failed',
        decidedBy: reviewerId,
        refuseNote: body.reason ?? row.refuseNote,
        updatedAt: now,
      });
      await cancelForFailedPayment(tx, site.id, row.subscriptionId, now);
      return null;
    },
    notice: (tx, site, row, body) =>
      body.decision === 'confirm'
        ? paymentNotice(tx, site, row, row.payerId, 'paymentConfirmed')
        : paymentNotice(tx, site, row, row.payerId, 'complaintFailed', { reason: body.reason ?? '' }),
    followUp: tellStarted,
    afterCommit: tellCopier,
  });

  return {
    /** `updateSubscriptionTrans`: the payer chooses how to pay (see the decisions above). */
    async choose(
      site: SiteScope,
      caller: Caller,
      body: { paymentId: number; method: PaymentMethod; couponCode?: string | undefined },
    ): Promise<PaymentRow> {
      const open = await walletOpen(site);
      return step(site, body.paymentId, async (tx) => {
        const row = await lockAsPayer(tx, site, caller, body.paymentId);
        const offsite = body.method === 'alipay' || body.method === 'wechat';
        if (row.status === 'rejected') {
          if (!offsite) throw new AppError('PAYMENT_STATE');
        } else requireStatus(row, 'toBePaid');

        let amount = row.amount;
        let couponId = row.couponId;
        if (body.couponCode) {
          const coupon = await usableCoupon(tx, site, body.couponCode, row.masterAccountId, true);
          if (couponId === null) {
            await useCoupon(tx, site.id, coupon.id);
            couponId = coupon.id;
            amount = discounted(row.price, coupon.percentOff);
          } else if (couponId !== coupon.id) throw new AppError('COUPON_INVALID');
        }
        const now = clock.now();
        if (moneyOf(amount) === 0n) {
          return confirmInside(tx, site, row, { method: 'coupon', amount, couponId });
        }
        if (body.method === 'coupon') throw new AppError('COUPON_INVALID');
        if (body.method === 'token') {
          if (!open) throw new AppError('WALLET_CLOSED');
          const charge = await wallet.chargeFee(tx, site, {
            payerId: row.payerId,
            traderId: row.traderId,
            amount,
            source: 'subscription',
            kind: LEDGER_TX_KIND.SUBSCRIPTION_FEE,
            reference: `payment:${row.id}`,
            createdBy: caller.userId,
          });
          return confirmInside(tx, site, row, {
            method: 'token',
            amount,
            couponId,
            ledgerTransactionId: charge.ledgerTransactionId,
          });
        }
        const codes = await payableCodes(tx, site.id, row.traderId);
        if (!codes.some((c) => c.method === body.method)) throw new AppError('PAYMENT_INFO_MISSING');
        await updatePayment(tx, site.id, row.id, { method: body.method, amount, couponId, updatedAt: now });
        return null;
      });
    },

    /** `uploadPaymentVoucher`: 1-3 vouchers of an Alipay/WeChat payment; toBePaid (or rejected) -> toBeConfirmed. */
    async uploadVoucher(
      site: SiteScope,
      caller: Caller,
      body: { paymentId: number; uploadIds: number[] },
    ): Promise<PaymentRow> {
      return step(site, body.paymentId, async (tx, notify) => {
        const row = await lockAsPayer(tx, site, caller, body.paymentId);
        requireStatus(row, 'toBePaid', 'rejected');
        if (row.method !== 'alipay' && row.method !== 'wechat') throw new AppError('PAYMENT_STATE');
        const ids = await requireOwnUploads(tx, site, caller, body.uploadIds, 'voucher');
        await updatePayment(tx, site.id, row.id, {
          status: 'toBeConfirmed',
          voucherIds: ids,
          refuseReason: null,
          refuseNote: '',
          updatedAt: clock.now(),
        });
        await notify(row, row.traderId, 'voucherSubmitted');
        return null;
      });
    },

    /** `confirmSubscriptionPayment` (the trader): toBeConfirmed or complained -> confirmed. */
    async confirm(site: SiteScope, caller: Caller, paymentId: number): Promise<PaymentRow> {
      return step(site, paymentId, async (tx, notify) => {
        const row = await lockAsTrader(tx, site, caller, paymentId);
        requireStatus(row, 'toBeConfirmed', 'complained');
        const master = await confirmVoucher(tx, site, caller.userId, row);
        await notify(row, row.payerId, 'paymentConfirmed');
        return master;
      });
    },

    /** `refuseSubscriptionPayment` (the trader): toBeConfirmed -> rejected with a reason. */
    async refuse(
      site: SiteScope,
      caller: Caller,
      body: { paymentId: number; reason: RefuseReason; note?: string | undefined },
    ): Promise<PaymentRow> {
      return step(site, body.paymentId, async (tx, notify) => {
        const row = await lockAsTrader(tx, site, caller, body.paymentId);
        requireStatus(row, 'toBeConfirmed');
        await updatePayment(tx, site.id, row.id, {
          status: 'rejected',
          refuseReason: body.reason,
          refuseNote: body.note ?? '',
          decidedBy: caller.userId,
          updatedAt: clock.now(),
        });
        await notify(row, row.payerId, 'paymentRefused', { reason: REFUSE_TEXT[body.reason] });
        return null;
      });
    },

    /** POST `complaint`: the payer complains about an unconfirmed or refused payment. */
    async complain(
      site: SiteScope,
      caller: Caller,
      body: { subTransId: number; reason: string; uploadIds: number[] },
    ): Promise<PaymentRow> {
      return step(site, body.subTransId, async (tx, notify) => {
        const row = await lockAsPayer(tx, site, caller, body.subTransId);
        requireStatus(row, 'toBeConfirmed', 'rejected');
        const ids = await requireOwnUploads(tx, site, caller, body.uploadIds, 'evidence');
        const now = clock.now();
        await updatePayment(tx, site.id, row.id, {
          status: 'complained',
          statusBeforeComplaint: row.status,
          complaintReason: body.reason,
          complaintIds: ids,
          complainedAt: now,
          updatedAt: now,
        });
        await notify(row, row.traderId, 'complaintFiled');
        return null;
      });
    },

    /**
     * PUT `complaint`: `update` gives a new reason and/or evidence while complained; `reupload` gives a new
     * voucher after a refusal (rejected -> toBeConfirmed).
     */
    async updateComplaint(
      site: SiteScope,
      caller: Caller,
      query: { subTransId: number; acType: 'update' | 'reupload' },
      body: { reason?: string | undefined; uploadIds?: number[] | undefined },
    ): Promise<PaymentRow> {
      return step(site, query.subTransId, async (tx, notify) => {
        const row = await lockAsPayer(tx, site, caller, query.subTransId);
        const now = clock.now();
        if (query.acType === 'update') {
          requireStatus(row, 'complained');
          const ids =
            body.uploadIds === undefined
              ? row.complaintIds
              : await requireOwnUploads(tx, site, caller, body.uploadIds, 'evidence');
          await updatePayment(tx, site.id, row.id, {
            complaintReason: body.reason ?? row.complaintReason,
            complaintIds: ids,
            updatedAt: now,
          });
          return null;
        }
        requireStatus(row, 'rejected');
        // The route has already refused a reupload without voucher ids.
        const ids = await requireOwnUploads(tx, site, caller, body.uploadIds ?? [], 'voucher');
        if (ids.length === 0) throw new AppError('PAYMENT_STATE');
        await updatePayment(tx, site.id, row.id, {
          status: 'toBeConfirmed',
          voucherIds: ids,
          refuseReason: null,
          refuseNote: '',
          updatedAt: now,
        });
        await notify(row, row.traderId, 'voucherSubmitted');
        return null;
      });
    },

    /** DELETE `complaint/:subTransId`: the payer withdraws; the payment goes back to where it was. */
    async withdrawComplaint(site: SiteScope, caller: Caller, paymentId: number): Promise<PaymentRow> {
      return step(site, paymentId, async (tx) => {
        const row = await lockAsPayer(tx, site, caller, paymentId);
        requireStatus(row, 'complained');
        await updatePayment(tx, site.id, row.id, {
          status: row.statusBeforeComplaint ?? 'toBeConfirmed',
          statusBeforeComplaint: null,
          complaintReason: '',
          complaintIds: [],
          complainedAt: null,
          updatedAt: clock.now(),
        });
        return null;
      });
    },

    /** `adminQueryComplaints` (site admin): the site's complained payments, newest first. */
    async complaints(site: SiteScope, caller: Caller, page: Page) {
      if (!caller.isAdmin) throw new AppError('ADMIN_ONLY');
      const { rows, total } = await pagePayments(db, site.id, { status: 'complained' }, page);
      return { content: rows.map(toRow), total };
    },

    /** `adminResolveComplaint` (site admin): see `complaintReview`. */
    async resolveComplaint(
      site: SiteScope,
      caller: Caller,
      body: ComplaintDecision & { paymentId: number },
    ): Promise<PaymentRow> {
      await complaintReview.decide(site, caller, body.paymentId, body);
      return view(site, body.paymentId);
    },

    /** `querySubscriptionPayments`: what the caller pays (payer) or is paid (trader), newest first. */
    async list(
      site: SiteScope,
      caller: Caller,
      query: Page & { role: 'payer' | 'trader'; status?: PaymentStatus | undefined },
    ) {
      const filter = {
        ...(query.role === 'payer' ? { payerId: caller.userId } : { traderId: caller.userId }),
        ...(query.status ? { status: query.status } : {}),
      };
      const { rows, total } = await pagePayments(db, site.id, filter, query);
      return { content: rows.map(toRow), total };
    },

    /** `queryPaymentDetail`: for the payer, the trader or the site admin. */
    async detail(site: SiteScope, caller: Caller, paymentId: number): Promise<PaymentDetail> {
      const row = await paymentView(db, site.id, paymentId);
      const p = row?.payment;
      if (!row || !p || (p.payerId !== caller.userId && p.traderId !== caller.userId && !caller.isAdmin))
        throw new AppError('NOT_FOUND');
      const open = await walletOpen(site);
      const codes = await payableCodes(db, site.id, p.traderId);
      const available =
        open && p.payerId === caller.userId ? (await wallet.info(site, caller)).available : null;
      return {
        payment: toRow(row),
        codes: codes.flatMap((c) =>
          c.uploadId === null
            ? []
            : [{ method: c.method as OffsiteMethod, uploadId: c.uploadId, accountName: c.accountName }],
        ),
        tokenAvailable: open,
        walletAvailable: available,
      };
    },

    // ---------------------------------------------------------------------------------------------
    // Coupons

    /** `createCoupon`: for one of the caller's trade accounts; a code is generated when none is given. */
    async createCoupon(
      site: SiteScope,
      caller: Caller,
      body: {
        mtAccId: number;
        code?: string | undefined;
        percentOff: number;
        maxUses: number;
        validUntil?: number | undefined;
      },
    ): Promise<Coupon> {
      const master = await masterFeeTerms(db, site.id, body.mtAccId);
      if (!master || master.userId !== caller.userId || master.accType !== 1 || master.unboundAt !== null)
        throw new AppError('NOT_FOUND');
      for (let attempt = 0; ; attempt += 1) {
        const code = body.code ?? generatedCode();
        try {
          const row = await insertCoupon(db, {
            siteId: site.id,
            code,
            ownerId: caller.userId,
            masterAccountId: master.id,
            percentOff: body.percentOff,
            maxUses: body.maxUses,
            validUntil: body.validUntil === undefined ? null : new Date(body.validUntil),
            createdAt: clock.now(),
          });
          return toCoupon(row, master.login);
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
          if (body.code !== undefined || attempt >= 5)
            throw new AppError('COUPON_CODE_TAKEN', { cause: error });
        }
      }
    },

    async coupons(site: SiteScope, caller: Caller): Promise<Coupon[]> {
      return (await listCoupons(db, site.id, caller.userId)).map((r) => toCoupon(r.coupon, r.login));
    },

    async disableCoupon(site: SiteScope, caller: Caller, id: number): Promise<{ id: number }> {
      if (!(await disableCouponRow(db, site.id, caller.userId, id, clock.now())))
        throw new AppError('NOT_FOUND');
      return { id };
    },

    /** `checkCouponCode` (public): the price and what the coupon makes it, for a subscription-fee account. */
    async checkCoupon(site: SiteScope, query: { code: string; mtAccId: number }): Promise<CouponCheck> {
      const master = await masterFeeTerms(db, site.id, query.mtAccId);
      if (!master || master.accType !== 1 || master.unboundAt !== null || master.feeType !== 2)
        throw new AppError('COUPON_INVALID');
      const coupon = await usableCoupon(db, site, query.code, master.id, false);
      return {
        valid: true,
        percentOff: coupon.percentOff,
        price: normalizeMoney(master.feePrice),
        amount: discounted(master.feePrice, coupon.percentOff),
      };
    },

    /*
     * A subscription's payment, for the subscriptions module: a subscription with a subscription fee
     * waits for it, a renewal opens one, a cancel before paying fails it (writes in the caller's `tx`).
     */

    /** The current fee terms of a trade account of the site (null: none, or another site's). */
    feeTermsOf(site: SiteScope, accountId: number) {
      return masterFeeTerms(db, site.id, accountId);
    },

    /** True when payers can pay the trader himself: an Alipay or WeChat code that passed review. */
    async traderHasPayableCode(site: SiteScope, traderId: number) {
      return (await payableCodes(db, site.id, traderId)).length > 0;
    },

    /** The days one paid term of a subscription buys: those of its first payment (null: none). */
    firstTermDays(site: SiteScope, subscriptionId: number) {
      return firstTermDays(db, site.id, subscriptionId);
    },

    /** Opens a subscription's payment (toBePaid); a second open one is a unique violation. */
    openSubscriptionPayment(
      tx: Db,
      site: SiteScope,
      p: {
        subscriptionId: number;
        payerId: number;
        traderId: number;
        masterAccountId: number;
        price: string;
        validityDays: number;
      },
      now: Date,
    ) {
      return insertPayment(tx, {
        siteId: site.id,
        ...p,
        amount: p.price,
        status: 'toBePaid',
        createdAt: now,
        updatedAt: now,
      });
    },

    /** Locks a subscription's open payment, if any (the lock every payment step takes first). */
    lockOpenSubscriptionPayment(tx: Db, site: SiteScope, subscriptionId: number) {
      return lockOpenPayment(tx, site.id, subscriptionId);
    },

    /** Fails a subscription's open payment (the subscription was cancelled before being paid). */
    failOpenSubscriptionPayment(tx: Db, site: SiteScope, subscriptionId: number, at: Date) {
      return failOpenPayment(tx, site.id, subscriptionId, at);
    },
  };
}

function toCoupon(row: CouponRecord, login: string): Coupon {
  return {
    id: row.id,
    code: row.code,
    mtAccId: row.masterAccountId,
    login,
    percentOff: row.percentOff,
    maxUses: row.maxUses,
    usedCount: row.usedCount,
    validUntil: row.validUntil ? epoch(row.validUntil) : null,
    disabled: row.disabledAt !== null,
    createdAt: epoch(row.createdAt),
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;

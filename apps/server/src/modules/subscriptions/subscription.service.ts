import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  ACC_TYPE,
  COPY_DIRECTION,
  COPY_TYPE,
  COPY_VALUE_UNLIMITED,
  FEE_TYPE,
} from '@copytrade/contracts/constants';
import type {
  CloseMode,
  CopyLink,
  CopyRecord,
  CopyRecordOutcome,
  CreateSubscriptionBody,
  MasterOrder,
  Subscription,
  UpdateSubscriptionBody,
} from '@copytrade/contracts/subscriptions';
import { formatLots } from '@copytrade/units/lots';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../platform/app-error';
import type { Caller, SiteScope } from '../../platform/context';
import type { Clock } from '../../platform/ports';
import type { CopierControl } from '../../trading/cluster/copy-control';
import type { AccountService } from '../accounts/account.service';
import { formatPrice } from '../accounts/account.service';
import type { FeeService } from '../fees/fees.service';
import type { NoticePort } from '../messages/notice.service';
import type { PaymentService } from '../payments/payment.service';
import type { SiteService } from '../sites/site.service';
import {
  findLink,
  pageLinks,
  pageMasterOrders,
  pageRecords,
  type CopyFilter,
} from '../../read-models/subscription-copies';
import {
  detailedSubscription,
  overviewOf,
  pageSubscriptions,
  type DetailedSubscription,
} from '../../read-models/subscription-views';
import {
  applyPaidTerm,
  endUnpaidSubscription,
  expireSubscriptions,
  finishClosingSubscriptions,
  findSubscription,
  insertSubscription,
  lockAndCountPlaces,
  lockSubscription as lockSubscriptionRow,
  setHighWaterMark,
  setSerialNo,
  subscriptionIdsOf,
  transitionSubscription,
  updateSubscriptionRow,
} from './subscription.repository';
import type { Jobs } from '../../platform/jobs';

/** A subscription number people can read out: S, the date, the id (S20261121000042). */
export function serialNumber(id: number, at: Date): string {
  const day = at.toISOString().slice(0, 10).replaceAll('-', '');
  return `S${day}${String(id).padStart(6, '0')}`;
}

/** The copy lists' filters of a query (the orders supervisor's: follow account, symbol, days). */
function copyFilterOf(query: CopyFilter): CopyFilter {
  return {
    followAccountId: query.followAccountId,
    symbol: query.symbol,
    startDate: query.startDate,
    endDate: query.endDate,
  };
}

function toSubscription(row: DetailedSubscription): Subscription {
  const s = row.sub;
  return {
    subscriptionId: s.id,
    serialNo: s.serialNo,
    state: s.state,
    master: { ...row.master, login: row.master.login },
    follower: row.follower,
    copyType: s.copyType,
    copyValue: s.copyType === COPY_TYPE.SMART_RATIO ? '' : s.copyValue,
    direction: s.direction,
    maxOpenPositions: s.maxOpenPositions,
    maxTotalLots: s.maxTotalLots === null ? null : formatLots(s.maxTotalLots),
    maxRatio: s.maxRatio,
    partialClose: s.partialClose,
    feeType: s.feeType,
    validityDays: s.validityDays,
    startTime: s.startAt.getTime(),
    endTime: s.endAt?.getTime() ?? null,
    cancelMode: s.cancelMode,
    cancelTime: s.cancelledAt?.getTime() ?? null,
    openCopies: row.openCopies,
    copyProfit: row.copyProfit,
    skipped: row.skipped,
    paymentId: row.paymentId ?? null,
  };
}

/*
 * The subscription writes other modules make inside their own transaction `tx` (this module is the only
 * writer of `subscriptions`; the state changes through the engine's lifecycle).
 */

/**
 * A confirmed payment gives its subscription `days` of copying: an unpaid one starts now, a live one runs on
 * from its end date, an ended one starts again now. Null when it is closing (no new days) or unknown.
 */
export function startPaidTerm(tx: Db, siteId: number, subscriptionId: number, now: Date, days: number) {
  return applyPaidTerm(tx, siteId, subscriptionId, now, days);
}

/** The open payment of an unpaid subscription failed: it is cancelled (false when it is not unpaid). */
export function cancelForFailedPayment(tx: Db, siteId: number, subscriptionId: number, now: Date) {
  return endUnpaidSubscription(tx, siteId, subscriptionId, { type: 'paymentFailed' }, now);
}

/** A performance-fee subscription's new high-water mark (weekly settlement). */
export function recordHighWaterMark(tx: Db, siteId: number, subscriptionId: number, hwm: string, at: Date) {
  return setHighWaterMark(tx, siteId, subscriptionId, hwm, at);
}

/** A subscription row locked until `tx` ends (weekly settlement: each week is settled once). */
export function lockSubscription(tx: Db, siteId: number, subscriptionId: number) {
  return lockSubscriptionRow(tx, siteId, subscriptionId);
}

/**
 * Closing subscriptions (of these ids, or all) with no live copy left end; answers those that did (the
 * copy orchestrator, when a closing subscription's copy closes and in its repair sweep).
 */
export function finishClosing(db: Db, subscriptionIds: number[] | 'all', now: Date) {
  return finishClosingSubscriptions(db, subscriptionIds, now);
}

type SettingsInput = Pick<
  CreateSubscriptionBody,
  'copyType' | 'copyValue' | 'direction' | 'maxOpenPositions' | 'maxTotalLots' | 'maxRatio' | 'partialClose'
>;

/** The stored form of follow settings: copyValue 999999999.99 for smart ratio, caps in hundredths. */
function storedSettings(input: SettingsInput) {
  return {
    copyType: input.copyType,
    copyValue:
      input.copyType === COPY_TYPE.SMART_RATIO ? COPY_VALUE_UNLIMITED : (input.copyValue?.text ?? '0'),
    direction: input.direction,
    maxOpenPositions: input.maxOpenPositions ?? null,
    maxTotalLots: input.maxTotalLots?.hundredths ?? null,
    maxRatio: input.copyType === COPY_TYPE.SMART_RATIO ? (input.maxRatio?.text ?? null) : null,
    partialClose: input.partialClose,
  };
}

type Deps = {
  /** Where the periodic expiry runs (timers in one process, the job queue with several). */
  jobs?: Jobs;
  db: Db;
  clock: Clock;
  sites: SiteService;
  accounts: AccountService;
  /** The copier, or (an API node of several) its facade forwarding to the copy workers. */
  copier: CopierControl;
  /** Traders' fee terms (querySubscriptionFree). */
  fees?: FeeService;
  /** The payment of a subscription with a subscription fee (payments module). */
  payments: Pick<
    PaymentService,
    | 'feeTermsOf'
    | 'traderHasPayableCode'
    | 'firstTermDays'
    | 'openSubscriptionPayment'
    | 'lockOpenSubscriptionPayment'
    | 'failOpenSubscriptionPayment'
  >;
  /** Who may refuse a new subscription or a renewal: see wiring.ts. */
  reactions: SubscriptionReactions;
  /** Started / ended notices to both sides, written in the change's transaction (and pushed after it). */
  notices?: Pick<NoticePort, 'subscriptionStarted' | 'subscriptionsEnded'>;
  /** The expiry job's failures are logged here. */
  log?: Pick<FastifyBaseLogger, 'error'>;
  /** The expiry job runs this often (`start`); default 30 s. */
  expiryEveryMs?: number;
};

/** What other modules decide when the subscriptions' events happen. Declared in wiring.ts. */
export type SubscriptionReactions = {
  /**
   * Before a new subscription or a paid renewal: throws to refuse it (the settlement module refuses a
   * user who owes a performance fee: FEE_OWED).
   */
  admission(site: SiteScope, caller: Caller): Promise<void>;
};

export function createSubscriptionService(deps: Deps) {
  const { db, clock, sites, accounts, copier, payments, reactions } = deps;

  async function reverseAllowed(site: SiteScope) {
    return (await sites.row(site)).reverseCopyFlag === 1;
  }

  /**
   * The platform's userCopyLimit (issue 15): one more place for the follower, inside the transaction
   * that creates or restarts his subscription (-1 unlimited). USER_COPY_LIMIT_REACHED beyond it.
   */
  async function takeCopyPlace(tx: Db, site: SiteScope, userId: number, limit: number) {
    if (limit === -1) return;
    if ((await lockAndCountPlaces(tx, site.id, userId)) >= limit)
      throw new AppError('USER_COPY_LIMIT_REACHED', { params: { limit } });
  }

  /** The caller's own subscription (as follower), or 404. */
  async function own(site: SiteScope, caller: Caller, id: number) {
    const row = await findSubscription(db, site.id, id);
    if (!row || row.followerUserId !== caller.userId) throw new AppError('NOT_FOUND');
    return row;
  }

  async function detailOf(site: SiteScope, id: number): Promise<Subscription> {
    const row = await detailedSubscription(db, site.id, id);
    if (!row) throw new AppError('NOT_FOUND');
    return toSubscription(row);
  }

  /**
   * Subscriptions past their end date stop copying: `closing` (cancel mode `expired`) while copies are
   * open, which keep following the trader's closes, or `history` at once when none is; both sides are
   * told. Answers how many expired.
   */
  async function expireDue(): Promise<number> {
    const now = clock.now();
    const expired = await db.transaction(async (tx) => {
      const rows = await expireSubscriptions(tx, now);
      if (deps.notices && rows.length > 0)
        await deps.notices.subscriptionsEnded(
          tx,
          'all',
          rows.map((r) => ({ id: r.id, cause: 'expired' as const })),
        );
      return rows;
    });
    const ended = await finishClosingSubscriptions(
      db,
      expired.map((e) => e.id),
      now,
    );
    for (const masterAccountId of new Set([...expired, ...ended].map((e) => e.masterAccountId)))
      copier.invalidateMaster(masterAccountId);
    return expired.length;
  }

  let expiryRun: Promise<void> = Promise.resolve();

  /**
   * Renewing a subscription with a subscription fee buys one more term at the price it was made under: a
   * renewal payment (toBePaid) whose confirmation adds the days (from the end date when still running,
   * from now when it had ended). The `days` asked are not used: a term is what was paid for. A renewal
   * already open answers PAYMENT_STATE.
   */
  async function renewPaid(
    site: SiteScope,
    caller: Caller,
    row: NonNullable<Awaited<ReturnType<typeof findSubscription>>>,
  ) {
    await reactions.admission(site, caller);
    const now = clock.now();
    const days = (await payments.firstTermDays(site, row.id)) ?? row.validityDays ?? 30;
    try {
      await payments.openSubscriptionPayment(
        db,
        site,
        {
          subscriptionId: row.id,
          payerId: caller.userId,
          traderId: row.masterUserId,
          masterAccountId: row.masterAccountId,
          price: row.feePrice,
          validityDays: days,
        },
        now,
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('PAYMENT_STATE', { cause: error });
      throw error;
    }
    return detailOf(site, row.id);
  }

  return {
    expireDue,

    /** The expiry job: every `expiryEveryMs` (the first run after one period, as the copier's sweep). */
    start() {
      const everyMs = deps.expiryEveryMs ?? 30_000;
      deps.jobs?.every('subscription-expiry', everyMs, () => {
        // A failed run is the job's to report; the next one starts all the same.
        expiryRun = expiryRun
          .catch(() => undefined)
          .then(async () => {
            await expireDue();
          });
        return expiryRun;
      });
    },

    async stop() {
      await expiryRun.catch(() => undefined);
    },

    /**
     * Subscribes a follow account of the caller to a trade account (spec 4, 8): the follow account must
     * be the caller's (accType 2); the trade account must still be shared (bound, accType 1) and not
     * restricted; a trader cannot copy his own account; one live subscription per pair; reverse only
     * where the site allows it. Free subscriptions start copying at once; the fee model is kept for
     * the payment issue to gate.
     */
    async create(site: SiteScope, caller: Caller, body: CreateSubscriptionBody): Promise<Subscription> {
      sites.assertOpen(site);
      const followAccount = await accounts.detail(site, caller, body.followAccountId).catch(() => null);
      if (!followAccount || followAccount.accType !== ACC_TYPE.FOLLOW)
        throw new AppError('NOT_A_FOLLOW_ACCOUNT');
      const master = await accounts.masterForSubscription(site, body.masterAccountId);
      if (!master) throw new AppError('ACCOUNT_EXPIRED');
      if (master.userId === caller.userId) throw new AppError('SELF_SUBSCRIBE');
      if (master.restricted) throw new AppError('TRADER_RESTRICTED');
      if (body.direction === COPY_DIRECTION.REVERSE && !(await reverseAllowed(site)))
        throw new AppError('REVERSE_NOT_ALLOWED');
      await reactions.admission(site, caller);
      // Fee terms (payments module): fee type 2 waits 'unpaid' with an open payment and needs a way to
      // pay (the trader's passed payment code, or the site's wallet): PAYMENT_INFO_MISSING otherwise;
      // fee type 3 keeps the trader's current tiers for this subscriber.
      const terms = await payments.feeTermsOf(site, master.id);
      const paid = master.feeType === 2 && terms !== null;
      if (
        paid &&
        !(await sites.row(site)).openWallet &&
        !(await payments.traderHasPayableCode(site, master.userId))
      )
        throw new AppError('PAYMENT_INFO_MISSING');

      const now = clock.now();
      const { userCopyLimit } = await sites.row(site);
      let created;
      try {
        created = await db.transaction(async (tx) => {
          await takeCopyPlace(tx, site, caller.userId, userCopyLimit);
          const tierTerms = master.feeType === 3 && terms ? { feeTiers: terms.feeTiers } : {};
          const row = await insertSubscription(
            tx,
            {
              siteId: site.id,
              serialNo: randomUUID(),
              followerUserId: caller.userId,
              followAccountId: body.followAccountId,
              masterUserId: master.userId,
              masterAccountId: master.id,
              ...storedSettings(body),
              feeType: master.feeType,
              createdAt: now,
              ...(paid ? { feePrice: terms.feePrice } : {}),
              ...tierTerms,
            },
            paid
              ? { fee: 'paid', termDays: terms.feeDays }
              : { fee: 'free', validityDays: body.validityDays ?? null },
            now,
          );
          await setSerialNo(tx, row.id, serialNumber(row.id, now));
          if (paid)
            await payments.openSubscriptionPayment(
              tx,
              site,
              {
                subscriptionId: row.id,
                payerId: caller.userId,
                traderId: master.userId,
                masterAccountId: master.id,
                price: terms.feePrice,
                validityDays: terms.feeDays,
              },
              now,
            );
          // A paid subscription starts when its payment is confirmed (the payment notices tell of it).
          else await deps.notices?.subscriptionStarted(tx, site, row.id);
          return row;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('SUBSCRIPTION_EXISTS', { cause: error });
        throw error;
      }
      copier.invalidateMaster(master.id);
      return detailOf(site, created.id);
    },

    /** New follow settings; they apply to new copies (open ones keep their lots). */
    async update(site: SiteScope, caller: Caller, body: UpdateSubscriptionBody): Promise<Subscription> {
      const row = await own(site, caller, body.subscriptionId);
      if (row.state !== 'subscribing') throw new AppError('SUBSCRIPTION_ENDED');
      if (body.direction === COPY_DIRECTION.REVERSE && !(await reverseAllowed(site)))
        throw new AppError('REVERSE_NOT_ALLOWED');
      await updateSubscriptionRow(db, site.id, row.id, { ...storedSettings(body), updatedAt: clock.now() });
      copier.invalidateMaster(row.masterAccountId);
      return detailOf(site, row.id);
    },

    /**
     * Cancels with a close mode (DOMAIN.md, Closing): "followTrader" stops new copies and lets open ones
     * follow the trader's closes (closing, then cancelled when none is left); "manual" detaches open copies
     * for the follower to close himself (cancelled now). Pending copies are deleted either way.
     */
    async cancel(site: SiteScope, caller: Caller, id: number, closeMode: CloseMode): Promise<Subscription> {
      const row = await own(site, caller, id);
      if (row.state === 'unpaid') {
        // Never copied: cancelled at once, its open payment failed (payments module). The payment row is
        // locked first, as a payment step does, so a payment confirmed meanwhile is never cancelled.
        const at = clock.now();
        const cancelled = await db.transaction(async (tx) => {
          await payments.lockOpenSubscriptionPayment(tx, site, row.id);
          const event = { type: 'cancelled', closeMode, copiesFollow: false } as const;
          if (!(await endUnpaidSubscription(tx, site.id, row.id, event, at))) return false;
          await payments.failOpenSubscriptionPayment(tx, site, row.id, at);
          return true;
        });
        if (!cancelled) throw new AppError('PAYMENT_STATE');
        return detailOf(site, row.id);
      }
      if (row.state !== 'subscribing') throw new AppError('SUBSCRIPTION_ENDED');
      const now = clock.now();
      const outcome = await copier.cancel(row.id, row.masterAccountId, closeMode);
      await db.transaction(async (tx) => {
        const event = { type: 'cancelled', closeMode, copiesFollow: outcome === 'closing' } as const;
        // The row moved on since it was read (it expired meanwhile): nothing to cancel any more.
        if (!(await transitionSubscription(tx, site.id, row.id, row, event, now)))
          throw new AppError('SUBSCRIPTION_ENDED');
        await deps.notices?.subscriptionsEnded(tx, site.id, [{ id: row.id, cause: closeMode }]);
      });
      copier.invalidateMaster(row.masterAccountId);
      await copier.idle();
      return detailOf(site, row.id);
    },

    /** Runs a subscription for more days; an ended one starts again (if the pair has no live one). */
    async continue(site: SiteScope, caller: Caller, id: number, days: number): Promise<Subscription> {
      const row = await own(site, caller, id);
      const now = clock.now();
      if (row.state === 'closing') throw new AppError('SUBSCRIPTION_ENDED');
      if (row.state === 'unpaid') throw new AppError('PAYMENT_STATE');
      if (row.feeType === FEE_TYPE.SUBSCRIPTION) return renewPaid(site, caller, row);
      // An ended subscription that starts again takes a place again (userCopyLimit).
      const { userCopyLimit } = row.state === 'subscribing' ? { userCopyLimit: -1 } : await sites.row(site);
      try {
        await db.transaction(async (tx) => {
          await takeCopyPlace(tx, site, caller.userId, userCopyLimit);
          // The row moved on since it was read (it expired or was cancelled meanwhile): ask again.
          if (!(await transitionSubscription(tx, site.id, row.id, row, { type: 'renewed', days }, now)))
            throw new AppError('CONFLICT');
          // An ended subscription that starts again is a start for both sides; more days are not.
          if (row.state !== 'subscribing') await deps.notices?.subscriptionStarted(tx, site, row.id);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('SUBSCRIPTION_EXISTS', { cause: error });
        throw error;
      }
      copier.invalidateMaster(row.masterAccountId);
      return detailOf(site, row.id);
    },

    async listAsFollower(
      site: SiteScope,
      caller: Caller,
      query: { scope: 'current' | 'history'; mtAccId?: number | undefined; page: number; pageSize: number },
    ) {
      const { rows, total } = await pageSubscriptions(db, site.id, { followerUserId: caller.userId }, query, {
        offset: (query.page - 1) * query.pageSize,
        limit: query.pageSize,
      });
      return { content: rows.map(toSubscription), total };
    },

    async listAsTrader(
      site: SiteScope,
      caller: Caller,
      query: { scope: 'current' | 'history'; mtAccId?: number | undefined; page: number; pageSize: number },
    ) {
      const { rows, total } = await pageSubscriptions(db, site.id, { masterUserId: caller.userId }, query, {
        offset: (query.page - 1) * query.pageSize,
        limit: query.pageSize,
      });
      return { content: rows.map(toSubscription), total };
    },

    /** One subscription, for its follower or its trader. */
    async detail(site: SiteScope, caller: Caller, id: number): Promise<Subscription> {
      const row = await findSubscription(db, site.id, id);
      if (!row || (row.followerUserId !== caller.userId && row.masterUserId !== caller.userId))
        throw new AppError('NOT_FOUND');
      return detailOf(site, id);
    },

    async overview(site: SiteScope, mtAccId: number) {
      await accounts.publicInfo(site, mtAccId);
      const o = await overviewOf(db, site.id, mtAccId);
      return { mtAccId, activeSubscribers: o.active, totalSubscribers: o.total, openCopies: o.openCopies };
    },

    /**
     * `querySubscriptionFree`: the fee model of a trade account for new subscribers, with what paying needs
     * (the trader's payment information, the site's token payment).
     */
    async fee(site: SiteScope, mtAccId: number) {
      const master = await accounts.masterForSubscription(site, mtAccId);
      if (!master) throw new AppError('ACCOUNT_EXPIRED');
      const terms = await deps.fees?.termsFor(site, mtAccId);
      return {
        mtAccId,
        feeType: master.feeType,
        isFree: master.feeType === 1,
        price: terms?.price ?? '0.00',
        validityDays: terms?.validityDays ?? 30,
        performanceList: terms?.performanceList ?? [],
        hasPaymentInfo: terms?.hasPaymentInfo ?? false,
        tokenAvailable: terms?.tokenAvailable ?? false,
        followerBalanceMin: master.followerBalanceMin,
      };
    },

    async siteStatus(site: SiteScope) {
      const row = await sites.row(site);
      return { open: sites.isOpen(site), reverseAllowed: row.reverseCopyFlag === 1, typeList: row.typeList };
    },

    /** Copy links of the caller: of one subscription (follower or trader), or of one of his follow accounts. */
    async links(
      site: SiteScope,
      caller: Caller,
      query: {
        subscriptionId?: number | undefined;
        mtAccId?: number | undefined;
        scope: 'open' | 'history';
        page: number;
        pageSize: number;
      } & CopyFilter,
    ): Promise<{ content: CopyLink[]; total: number }> {
      const ids = await this.visibleSubscriptionIds(site, caller, query);
      const { rows, total } = await pageLinks(
        db,
        site.id,
        { ...copyFilterOf(query), subscriptionIds: ids, scope: query.scope },
        {
          offset: (query.page - 1) * query.pageSize,
          limit: query.pageSize,
        },
      );
      return {
        total,
        content: rows.map(({ link, serialNo, floating }) => ({
          linkId: link.id,
          subscriptionId: link.subscriptionId,
          serialNo,
          followAccountId: link.followAccountId,
          masterTicket: link.masterTicket,
          followerTicket: link.followerTicket,
          masterSymbol: link.masterSymbol,
          symbol: link.symbol,
          type: link.type,
          masterType: link.masterType,
          lots: formatLots(link.lots),
          masterLots: formatLots(link.masterLots),
          openTime: link.openTime.getTime(),
          masterOpenTime: link.masterOpenTime.getTime(),
          openPrice: link.openPrice,
          masterOpenPrice: link.masterOpenPrice,
          sl: link.sl,
          tp: link.tp,
          slippagePoints: link.slippagePoints,
          delayMs: link.delayMs,
          closeTime: link.closeTime?.getTime() ?? null,
          closePrice: link.closePrice,
          profit: link.state !== 'closed' && floating !== null ? floating : link.profit,
          state: link.state as CopyLink['state'],
        })),
      };
    },

    async records(
      site: SiteScope,
      caller: Caller,
      query: {
        subscriptionId?: number | undefined;
        mtAccId?: number | undefined;
        outcome?: CopyRecordOutcome | undefined;
        page: number;
        pageSize: number;
      } & CopyFilter,
    ): Promise<{ content: CopyRecord[]; total: number }> {
      const ids = await this.visibleSubscriptionIds(site, caller, query);
      const filter = { ...copyFilterOf(query), outcome: query.outcome, subscriptionIds: ids };
      const { rows, total } = await pageRecords(db, site.id, filter, {
        offset: (query.page - 1) * query.pageSize,
        limit: query.pageSize,
      });
      return {
        total,
        content: rows.map(({ record, serialNo, followAccountId }) => ({
          recordId: record.id,
          subscriptionId: record.subscriptionId,
          serialNo,
          followAccountId,
          masterTicket: record.masterTicket,
          masterSymbol: record.masterSymbol,
          action: record.action as CopyRecord['action'],
          reason: record.reason,
          errorCode: record.errorCode,
          detail: record.detail as Record<string, string | number>,
          createTime: record.createdAt.getTime(),
        })),
      };
    },

    /**
     * The subscriptions whose copies a caller may read: one subscription he follows or trades, or every
     * subscription of one of his own accounts (follow or trade), or all of his as follower.
     */
    async visibleSubscriptionIds(
      site: SiteScope,
      caller: Caller,
      query: { subscriptionId?: number | undefined; mtAccId?: number | undefined },
    ) {
      if (query.subscriptionId) {
        await this.detail(site, caller, query.subscriptionId);
        return [query.subscriptionId];
      }
      if (query.mtAccId) {
        const account = await accounts.detail(site, caller, query.mtAccId);
        return account.accType === ACC_TYPE.FOLLOW
          ? subscriptionIdsOf(db, site.id, {
              followerUserId: caller.userId,
              followAccountId: account.mtAccId,
            })
          : subscriptionIdsOf(db, site.id, { masterUserId: caller.userId, masterAccountId: account.mtAccId });
      }
      return subscriptionIdsOf(db, site.id, { followerUserId: caller.userId });
    },

    /** The trader's positions of one of his trade accounts, with how many followers copied each. */
    async masterOrders(
      site: SiteScope,
      caller: Caller,
      query: { mtId: number; page: number; pageSize: number },
      scope: 'open' | 'history',
    ): Promise<{ content: MasterOrder[]; total: number }> {
      const account = await accounts.detail(site, caller, query.mtId);
      if (account.accType !== ACC_TYPE.TRADE) throw new AppError('NOT_FOUND');
      const { rows, total } = await pageMasterOrders(db, site.id, account.mtAccId, scope, {
        offset: (query.page - 1) * query.pageSize,
        limit: query.pageSize,
      });
      return {
        total,
        content: rows.map(({ order, copies, copiedLots }) => ({
          ticket: order.ticket,
          symbol: order.symbol,
          type: order.type,
          lots: formatLots(order.lots),
          openTime: order.openTime.getTime(),
          openPrice: formatPrice(order.openPrice, order.digits),
          closeTime: order.closeTime?.getTime() ?? null,
          closePrice: formatPrice(order.closePrice, order.digits),
          profit: order.profit,
          copies,
          copiedLots: formatLots(copiedLots),
        })),
      };
    },

    /** The follower closes one of his copied positions himself; the link ends and nothing reopens it. */
    async closeCopy(site: SiteScope, caller: Caller, linkId: number) {
      const found = await findLink(db, site.id, linkId);
      if (!found || found.followerUserId !== caller.userId) throw new AppError('NOT_FOUND');
      const { link } = found;
      if (link.state === 'closed') throw new AppError('CONFLICT');
      if (link.state === 'detached') {
        // A detached copy is the follower's own position now: close it through his session.
        const closed = await accounts.closePosition(site, caller, link.followAccountId, link.followerTicket);
        if (!closed) throw new AppError('MT4_SERVER_UNREACHABLE');
        return;
      }
      const done = await copier.closeCopy(link.subscriptionId, link.masterAccountId, link.followerTicket);
      if (!done) throw new AppError('CONFLICT');
      await copier.idle();
    },
  };
}

export type SubscriptionService = ReturnType<typeof createSubscriptionService>;

import {
  LEDGER_ACCOUNT_KIND,
  LEDGER_TX_KIND,
  REVIEW_STATE,
  type BillingLine,
  type LedgerAccountKind,
  type LedgerEntryRow,
  type LedgerTxKind,
  type RechargeRecord,
  type ReviewState,
  type WalletInfo,
  type WalletReview,
  type WithdrawRecord,
} from '@copytrade/contracts/wallet';
import { splitFee, type FeeSplit } from '@copytrade/engine/ledger/fees';
import { applyPosting, transfer, type LedgerEntry } from '@copytrade/engine/ledger/ledger';
import { formatMoney, moneyOf, normalizeMoney, roundDecimal } from '@copytrade/units/money';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../platform/app-error';
import type { Caller, SiteScope } from '../../platform/context';
import type { Clock } from '../../platform/ports';
import { createReviewQueue } from '../../platform/review-queue';
import { ledgerAudit, pendingRecharges, pendingWithdrawals } from '../../read-models/wallet-desk';
import { feeTerms } from '../../read-models/wallet-fee-terms';
import type { NoticeService } from '../messages/notice.service';
import {
  accountLines,
  ensureAccount,
  insertFeeSplit,
  insertPosting,
  insertRecharge,
  insertWithdrawal,
  listRecharges,
  listWithdrawals,
  lockAccounts,
  lockRecharge,
  lockWithdrawal,
  setRechargeReview,
  setWithdrawalReview,
  userBalances,
  type Page,
} from './wallet.repository';

type Deps = {
  db: Db;
  clock: Clock;
  /** Notices of reviewed recharges and withdrawals (written in the review's transaction). */
  notices?: Pick<NoticeService, 'event'> | undefined;
  /** Who reacts to a credit and to a rebate, in the same transaction: see wiring.ts (none: nobody). */
  reactions?: WalletReactions;
};

/**
 * What other modules do when the wallet's events happen, inside the wallet's own transaction `tx` (so
 * they commit or roll back with it). Declared in wiring.ts.
 */
export type WalletReactions = {
  /**
   * A user's wallet was credited from outside (a recharge passed); the locks are still held, so what
   * runs here (the settlement module collecting owed fees) comes before anything else can spend it.
   */
  credited(tx: Db, site: SiteScope, userId: number, causedBy: number): Promise<void>;
  /** A fee paid a partner his rebate (automatic level upgrades). */
  rebatePaid(tx: Db, site: SiteScope, partnerId: number): Promise<void>;
};

/** A fee taken from a wallet: who paid, who is paid, what for. */
export type FeeCharge = {
  payerId: number;
  traderId: number;
  /** The fee, 2 decimals, > 0. */
  amount: string;
  source: 'subscription' | 'performance';
  kind: LedgerTxKind;
  /** 'payment:12', 'settlement:7', 'debt:3'. */
  reference: string;
  createdBy: number;
};

/** The site admin's decision on a recharge or a withdrawal. */
type ReviewBody = { id: number; approve: boolean; reason?: string | undefined };

const epoch = (value: Date) => value.getTime();

/** The site's commission ('0.2000', a numeric(10,4) column) in ten-thousandths (2000n). */
function moneyRate(text: string): bigint {
  const value = roundDecimal(text, 4);
  if (value === null) throw new RangeError(`not a rate: '${text}'`);
  return value;
}

/** Accounts that belong to a user and may never go below zero. */
const GUARDED = new Set<string>([LEDGER_ACCOUNT_KIND.WALLET, LEDGER_ACCOUNT_KIND.FROZEN]);

type Paged<T> = { content: T[]; total: number };

/**
 * The USDT wallet on the double-entry ledger. Every move is one database transaction that locks the
 * accounts it touches (`SELECT ... FOR UPDATE`, in id order), asks the engine whether the posting is
 * balanced and leaves no wallet or frozen account below zero, then writes the entries and the cached
 * balances. A review locks its record first, so a second review sees the new state and is refused.
 */
export function createWalletService(deps: Deps) {
  const { db, clock } = deps;

  function requireAdmin(caller: Caller) {
    if (!caller.isAdmin) throw new AppError('ADMIN_ONLY');
  }

  /**
   * Writes one balanced posting inside `tx`: locks the accounts it touches (in id order), asks the engine,
   * writes the entries and cached balances. Returns the ledger transaction id.
   */
  async function postEntries(
    tx: Db,
    site: SiteScope,
    entries: LedgerEntry<number>[],
    meta: { kind: LedgerTxKind; reference: string; createdBy: number },
  ): Promise<number> {
    const ids = [...new Set(entries.map((e) => e.account))];
    const locked = await lockAccounts(tx, site.id, ids);
    const kindOf = new Map(locked.map((a) => [a.id, a.kind]));
    const balances = new Map(locked.map((a) => [a.id, moneyOf(a.balance)]));
    const result = applyPosting(balances, entries, (id) => GUARDED.has(kindOf.get(id) ?? ''));
    if (!result.ok) {
      if (result.reason === 'overdraw' && kindOf.get(result.account!) === LEDGER_ACCOUNT_KIND.WALLET) {
        throw new AppError('INSUFFICIENT_BALANCE');
      }
      throw new Error(`ledger posting refused: ${result.reason} (${meta.kind} ${meta.reference})`);
    }
    return insertPosting(tx, {
      siteId: site.id,
      kind: meta.kind,
      reference: meta.reference,
      createdBy: meta.createdBy,
      at: clock.now(),
      entries: entries.map((e) => ({ accountId: e.account, amount: formatMoney(e.cents) })),
    });
  }

  /** Moves `amount` from one account to another inside `tx`. */
  function post(
    tx: Db,
    site: SiteScope,
    move: { from: number; to: number; amount: string },
    meta: { kind: LedgerTxKind; reference: string; createdBy: number },
  ) {
    return postEntries(tx, site, transfer(move.from, move.to, moneyOf(move.amount)), meta);
  }

  const userAccount = (site: SiteScope, userId: number, kind: LedgerAccountKind) =>
    ensureAccount(db, site.id, userId, kind);

  const queue = createReviewQueue({ db, notices: deps.notices });

  /** A passed recharge credits the wallet from the external USDT account. */
  const rechargeReview = queue.kind({
    item: 'recharge',
    lock: lockRecharge,
    isPending: (row) => row.state === REVIEW_STATE.PENDING,
    refusal: 'ALREADY_REVIEWED',
    async apply(tx, site, row, body: ReviewBody, reviewerId) {
      const state = body.approve ? REVIEW_STATE.PASSED : REVIEW_STATE.REJECTED;
      if (body.approve) {
        const external = await ensureAccount(tx, site.id, null, LEDGER_ACCOUNT_KIND.EXTERNAL_USDT);
        const wallet = await ensureAccount(tx, site.id, row.userId, LEDGER_ACCOUNT_KIND.WALLET);
        await post(
          tx,
          site,
          { from: external, to: wallet, amount: row.amount },
          { kind: LEDGER_TX_KIND.RECHARGE, reference: `recharge:${row.id}`, createdBy: reviewerId },
        );
        await deps.reactions?.credited(tx, site, row.userId, reviewerId);
      }
      await setRechargeReview(tx, site.id, row.id, {
        state,
        reviewerId,
        reason: body.reason ?? '',
        at: clock.now(),
      });
      return { id: row.id, state };
    },
    notice: (_tx, _site, row, body) => ({
      userId: row.userId,
      event: body.approve ? 'rechargePassed' : 'rechargeRejected',
      params: { amount: normalizeMoney(row.amount), reason: body.reason ?? '' },
    }),
  });

  /** A passed withdrawal pays the frozen amount out; a rejected one returns it to the wallet. */
  const withdrawalReview = queue.kind({
    item: 'withdrawal',
    lock: lockWithdrawal,
    isPending: (row) => row.state === REVIEW_STATE.PENDING,
    refusal: 'ALREADY_REVIEWED',
    async apply(tx, site, row, body: ReviewBody, reviewerId) {
      const state = body.approve ? REVIEW_STATE.PASSED : REVIEW_STATE.REJECTED;
      const external = await ensureAccount(tx, site.id, null, LEDGER_ACCOUNT_KIND.EXTERNAL_USDT);
      const frozen = await ensureAccount(tx, site.id, row.userId, LEDGER_ACCOUNT_KIND.FROZEN);
      const wallet = await ensureAccount(tx, site.id, row.userId, LEDGER_ACCOUNT_KIND.WALLET);
      await post(
        tx,
        site,
        { from: frozen, to: body.approve ? external : wallet, amount: row.amount },
        {
          kind: body.approve ? LEDGER_TX_KIND.WITHDRAW_PAID : LEDGER_TX_KIND.WITHDRAW_REJECTED,
          reference: `withdrawal:${row.id}`,
          createdBy: reviewerId,
        },
      );
      await setWithdrawalReview(tx, site.id, row.id, {
        state,
        reviewerId,
        reason: body.reason ?? '',
        at: clock.now(),
      });
      return { id: row.id, state };
    },
    notice: (_tx, _site, row, body) => ({
      userId: row.userId,
      event: body.approve ? 'withdrawalPassed' : 'withdrawalRejected',
      params: { amount: normalizeMoney(row.amount), address: row.address, reason: body.reason ?? '' },
    }),
  });

  async function walletOf(site: SiteScope, userId: number): Promise<WalletInfo> {
    const rows = await userBalances(db, site.id, userId);
    const of = (kind: string) => moneyOf(rows.find((r) => r.kind === kind)?.balance ?? '0');
    const available = of(LEDGER_ACCOUNT_KIND.WALLET);
    const withdrawing = of(LEDGER_ACCOUNT_KIND.FROZEN);
    return {
      userId,
      balance: formatMoney(available + withdrawing),
      withdrawing: formatMoney(withdrawing),
      available: formatMoney(available),
      currency: 'USDT',
    };
  }

  function rechargeRecord(row: Awaited<ReturnType<typeof insertRecharge>>): RechargeRecord {
    return {
      id: row.id,
      amount: normalizeMoney(row.amount),
      txHash: row.txHash,
      state: row.state as ReviewState,
      reason: row.reason,
      createdAt: epoch(row.createdAt),
      reviewedAt: row.reviewedAt ? epoch(row.reviewedAt) : null,
    };
  }

  function withdrawRecord(row: Awaited<ReturnType<typeof insertWithdrawal>>): WithdrawRecord {
    return {
      id: row.id,
      amount: normalizeMoney(row.amount),
      address: row.address,
      state: row.state as ReviewState,
      reason: row.reason,
      createdAt: epoch(row.createdAt),
      reviewedAt: row.reviewedAt ? epoch(row.reviewedAt) : null,
    };
  }

  return {
    /**
     * Locks a user's wallet inside `tx` and returns what is available in it (cents). Later postings in the
     * same transaction see the same balance: nobody else can move it until `tx` ends.
     */
    async lockedAvailable(tx: Db, site: SiteScope, userId: number): Promise<bigint> {
      const wallet = await ensureAccount(tx, site.id, userId, LEDGER_ACCOUNT_KIND.WALLET);
      const [row] = await lockAccounts(tx, site.id, [wallet]);
      return moneyOf(row!.balance);
    },

    /**
     * Takes a fee from the payer's wallet inside `tx` and shares it in one posting: the trader's wallet, the
     * site's revenue and the payer's partner (the user who invited him, when a partner: a share of the
     * site's cut at his level's rate). Rates come from the site (proportion, margin). Refused with
     * INSUFFICIENT_BALANCE when the wallet cannot cover it. Writes the fee_splits row (rebate records).
     */
    async chargeFee(
      tx: Db,
      site: SiteScope,
      charge: FeeCharge,
    ): Promise<{ ledgerTransactionId: number; split: FeeSplit; referrerId: number | null }> {
      const fee = moneyOf(charge.amount);
      const terms = await feeTerms(tx, site.id, charge.payerId);
      const referrerId =
        terms.partnerId !== null && terms.partnerId !== charge.payerId ? terms.partnerId : null;
      const split = splitFee({
        fee,
        proportion: moneyRate(terms.proportion),
        margin: moneyOf(terms.margin),
        rebateRate: referrerId === null ? null : terms.rebateRate,
      });
      const payer = await ensureAccount(tx, site.id, charge.payerId, LEDGER_ACCOUNT_KIND.WALLET);
      const credits: [number, bigint][] = [
        [await ensureAccount(tx, site.id, charge.traderId, LEDGER_ACCOUNT_KIND.WALLET), split.trader],
        [await ensureAccount(tx, site.id, null, LEDGER_ACCOUNT_KIND.SITE_REVENUE), split.site],
      ];
      if (referrerId !== null)
        credits.push([
          await ensureAccount(tx, site.id, referrerId, LEDGER_ACCOUNT_KIND.WALLET),
          split.referrer,
        ]);
      // One entry per account (the trader may also be the partner), none of zero.
      const byAccount = new Map<number, bigint>([[payer, -fee]]);
      for (const [account, amount] of credits)
        byAccount.set(account, (byAccount.get(account) ?? 0n) + amount);
      const entries = [...byAccount]
        .filter(([, c]) => c !== 0n)
        .map(([account, c]) => ({ account, cents: c }));
      const ledgerTransactionId = await postEntries(tx, site, entries, {
        kind: charge.kind,
        reference: charge.reference,
        createdBy: charge.createdBy,
      });
      await insertFeeSplit(tx, {
        siteId: site.id,
        ledgerTransactionId,
        source: charge.source,
        reference: charge.reference,
        payerId: charge.payerId,
        traderId: charge.traderId,
        referrerId,
        rebateRate: referrerId === null ? null : terms.rebateRate,
        fee: formatMoney(fee),
        traderAmount: formatMoney(split.trader),
        siteAmount: formatMoney(split.site),
        referrerAmount: formatMoney(split.referrer),
        at: clock.now(),
      });
      if (referrerId !== null && split.referrer > 0n) await deps.reactions?.rebatePaid(tx, site, referrerId);
      return { ledgerTransactionId, split, referrerId };
    },

    /**
     * Records a fee paid outside the site (Alipay / WeChat, proven by a voucher the trader confirmed):
     * external_fiat -> the trader's offsite_received account. The site never held this money, so there is
     * nothing to split; the entry keeps the audit trail complete.
     */
    async recordVoucherPayment(
      tx: Db,
      site: SiteScope,
      payment: { traderId: number; amount: string; reference: string; createdBy: number },
    ): Promise<number> {
      const external = await ensureAccount(tx, site.id, null, LEDGER_ACCOUNT_KIND.EXTERNAL_FIAT);
      const offsite = await ensureAccount(
        tx,
        site.id,
        payment.traderId,
        LEDGER_ACCOUNT_KIND.OFFSITE_RECEIVED,
      );
      return post(
        tx,
        site,
        { from: external, to: offsite, amount: payment.amount },
        { kind: LEDGER_TX_KIND.VOUCHER_PAYMENT, reference: payment.reference, createdBy: payment.createdBy },
      );
    },

    /** `queryWalletInfo`: the caller's balance, withdrawing and available. */
    info(site: SiteScope, caller: Caller): Promise<WalletInfo> {
      return walletOf(site, caller.userId);
    },

    /** `getWalletByUserId`: only one's own wallet; another id is answered as not found. */
    byUserId(site: SiteScope, caller: Caller, userId: number): Promise<WalletInfo> {
      if (userId !== caller.userId) throw new AppError('NOT_FOUND', { detail: `wallet of user ${userId}` });
      return walletOf(site, userId);
    },

    /** `walletPrepaid`: a declared transfer, pending review; nothing reaches the wallet before it passes. */
    async prepaid(
      site: SiteScope,
      caller: Caller,
      body: { amount: string; txHash: string },
    ): Promise<RechargeRecord> {
      try {
        const row = await insertRecharge(db, {
          siteId: site.id,
          userId: caller.userId,
          amount: body.amount,
          txHash: body.txHash,
          at: clock.now(),
        });
        return rechargeRecord(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('TX_HASH_USED', { cause: error });
        throw error;
      }
    },

    /** `mentionMoney`: freezes the amount at once (wallet -> frozen) and records the withdrawal. */
    async mentionMoney(
      site: SiteScope,
      caller: Caller,
      body: { amount: string; address: string },
    ): Promise<WithdrawRecord> {
      const wallet = await userAccount(site, caller.userId, LEDGER_ACCOUNT_KIND.WALLET);
      const frozen = await userAccount(site, caller.userId, LEDGER_ACCOUNT_KIND.FROZEN);
      return db.transaction(async (tx) => {
        const row = await insertWithdrawal(tx, {
          siteId: site.id,
          userId: caller.userId,
          amount: body.amount,
          address: body.address,
          at: clock.now(),
        });
        await post(
          tx,
          site,
          { from: wallet, to: frozen, amount: body.amount },
          {
            kind: LEDGER_TX_KIND.WITHDRAW_REQUEST,
            reference: `withdrawal:${row.id}`,
            createdBy: caller.userId,
          },
        );
        return withdrawRecord(row);
      });
    },

    async rechargeRecords(
      site: SiteScope,
      caller: Caller,
      page: Page & { state?: ReviewState | undefined },
    ): Promise<Paged<RechargeRecord>> {
      const { rows, total } = await listRecharges(db, site.id, caller.userId, page);
      return { content: rows.map(rechargeRecord), total };
    },

    async withdrawRecords(
      site: SiteScope,
      caller: Caller,
      page: Page & { state?: ReviewState | undefined },
    ): Promise<Paged<WithdrawRecord>> {
      const { rows, total } = await listWithdrawals(db, site.id, caller.userId, page);
      return { content: rows.map(withdrawRecord), total };
    },

    /** `queryBillingDetails`: lines of the caller's wallet account, income or expend. */
    async billing(
      site: SiteScope,
      caller: Caller,
      query: Page & { kind: 'income' | 'expend' },
    ): Promise<Paged<BillingLine>> {
      const wallet = await userAccount(site, caller.userId, LEDGER_ACCOUNT_KIND.WALLET);
      const { rows, total } = await accountLines(db, site.id, wallet, query.kind, query);
      return {
        content: rows.map((r) => ({
          id: r.id,
          kind: r.kind as LedgerTxKind,
          amount: normalizeMoney(r.amount),
          reference: r.reference,
          createdAt: epoch(r.createdAt),
        })),
        total,
      };
    },

    /** `adminQueryWalletReviews`: the site's pending recharges and withdrawals, oldest first. */
    async pendingReviews(
      site: SiteScope,
      caller: Caller,
      query: Page & { kind?: 'recharge' | 'withdrawal' | undefined },
    ): Promise<Paged<WalletReview>> {
      requireAdmin(caller);
      const limit = query.page * query.pageSize;
      const none = { rows: [], total: 0 };
      const recharges = query.kind === 'withdrawal' ? none : await pendingRecharges(db, site.id, limit);
      const withdrawals = query.kind === 'recharge' ? none : await pendingWithdrawals(db, site.id, limit);
      const all: WalletReview[] = [
        ...recharges.rows.map((r) => ({
          kind: 'recharge' as const,
          id: r.id,
          userId: r.userId,
          nickname: r.nickname,
          amount: normalizeMoney(r.amount),
          txHash: r.txHash,
          address: null,
          createdAt: epoch(r.createdAt),
        })),
        ...withdrawals.rows.map((w) => ({
          kind: 'withdrawal' as const,
          id: w.id,
          userId: w.userId,
          nickname: w.nickname,
          amount: normalizeMoney(w.amount),
          txHash: null,
          address: w.address,
          createdAt: epoch(w.createdAt),
        })),
      ].sort((a, b) => a.createdAt - b.createdAt || a.id - b.id);
      const start = (query.page - 1) * query.pageSize;
      return {
        content: all.slice(start, start + query.pageSize),
        total: recharges.total + withdrawals.total,
      };
    },

    /** `adminReviewRecharge` (site admin, once; see `rechargeReview`). */
    reviewRecharge(
      site: SiteScope,
      caller: Caller,
      body: ReviewBody,
    ): Promise<{ id: number; state: ReviewState }> {
      return rechargeReview.decide(site, caller, body.id, body);
    },

    /** `adminReviewWithdrawal` (site admin, once; see `withdrawalReview`). */
    reviewWithdrawal(
      site: SiteScope,
      caller: Caller,
      body: ReviewBody,
    ): Promise<{ id: number; state: ReviewState }> {
      return withdrawalReview.decide(site, caller, body.id, body);
    },

    /** `adminQueryLedger`: every entry of the site with who caused it. */
    async ledger(
      site: SiteScope,
      caller: Caller,
      query: Page & { userId?: number | undefined },
    ): Promise<Paged<LedgerEntryRow>> {
      requireAdmin(caller);
      const { rows, total } = await ledgerAudit(db, site.id, query);
      return {
        content: rows.map((r) => ({
          ...r,
          accountKind: r.accountKind as LedgerAccountKind,
          kind: r.kind as LedgerTxKind,
          amount: normalizeMoney(r.amount),
          createdAt: epoch(r.createdAt),
        })),
        total,
      };
    },
  };
}

export type WalletService = ReturnType<typeof createWalletService>;

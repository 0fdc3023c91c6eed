import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '@copytrade/contracts/locale';
import { translate } from '@copytrade/contracts/messages';
import {
  SETTLEMENT_STATE,
  type OweState,
  type ReimbursementResult,
  type SettlementRow,
  type SettlementRunResult,
  type SettlementState,
} from '@copytrade/contracts/settlement';
import { LEDGER_TX_KIND } from '@copytrade/contracts/wallet';
import { collect, settleWeek, weekStart, type FeeTier } from '@copytrade/engine/ledger/fees';
import { formatMoney, moneyOf, normalizeMoney, parseMoney, roundDecimal } from '@copytrade/units/money';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/app-error';
import type { Caller, SiteScope } from '../../platform/context';
import type { Clock } from '../../platform/ports';
import type { NoticeService } from '../messages/notice.service';
import type { WalletService } from '../wallet/wallet.service';
import { toScope } from '../sites/site.service';
import { lockSubscription, recordHighWaterMark } from '../subscriptions/subscription.service';
import {
  accountsOf,
  accountsOfOwingUsers,
  cumulativeOf,
  dueSubscriptions,
  settlementSite,
  settlingSites,
} from '../../read-models/settlement-due';
import { settlementPage } from '../../read-models/settlement-views';
import {
  insertDebt,
  insertSettlement,
  lockOpenDebts,
  owedBy,
  setDebtRemaining,
  settlementOfWeek,
  traderOfSettlement,
} from './settlement.repository';
import type { Jobs } from '../../platform/jobs';

const WEEK_MS = 7 * 86_400_000;

type Deps = {
  /** Where the periodic run goes (timers in one process, the job queue with several). */
  jobs?: Jobs;
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  wallet: Pick<WalletService, 'chargeFee' | 'lockedAvailable'>;
  /** Pauses copying new opens to follow accounts (the copy orchestrator). */
  pause: (followAccountIds: readonly number[], paused: boolean) => void;
  /** Period of the job; 0 = no timer (tests call `runWeek` themselves). */
  everyMs: number;
  /** Notices of a fee left owed and of owed fees paid (written in the same transaction, pushed after). */
  notices?: Pick<NoticeService, 'event'>;
};

/** A subscription's tiers ({profit:'1000.00', divided:'0.60'}) in the engine's terms (60 %). */
export function tiersOf(raw: readonly { profit: string; divided: string }[]): FeeTier[] {
  const tiers: FeeTier[] = [];
  for (const t of raw) {
    const profit = parseMoney(String(t.profit));
    // A share as a whole percent: '0.60' -> 60 (more decimals round half away from zero).
    const share = roundDecimal(String(t.divided), 2);
    const percent = share === null ? Number.NaN : Number(share);
    if (profit === null || profit < 0n || !Number.isInteger(percent) || percent < 1 || percent > 100)
      continue;
    tiers.push({ profit, percent });
  }
  return tiers;
}

const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Weekly performance settlement (DOMAIN.md "Fees"): every performance-fee subscription is settled once per
 * ended week against its high-water mark; the fee is taken from the follower's wallet and what it cannot
 * cover is owed. While a user owes, his follow accounts copy no new opens and new subscriptions are
 * refused; a top-up collects the debts first, oldest first, and copying resumes.
 */
export function createSettlementService(deps: Deps) {
  const { db, clock, log, wallet } = deps;

  /** Post-commit re-checks in flight (tests and shutdown wait for them). */
  const pending = new Set<Promise<void>>();
  let cycle: Promise<void> = Promise.resolve();

  function track(task: Promise<void>) {
    const p = task.catch((err: unknown) => log.error({ err }, 'settlement: pause re-check failed'));
    pending.add(p);
    void p.finally(() => pending.delete(p));
  }

  /**
   * Sets the pause of a user's accounts from the committed state: locking his wallet waits for a
   * transaction that holds it (a recharge being approved, a settlement) to end first.
   */
  async function refreshPause(site: SiteScope, userId: number) {
    const owed = await db.transaction(async (tx) => {
      await wallet.lockedAvailable(tx, site, userId);
      return moneyOf(await owedBy(tx, site.id, userId));
    });
    deps.pause(await accountsOf(db, site.id, userId), owed > 0n);
  }

  /** Settles one subscription for one week, once (see runWeek). */
  async function settleOne(site: SiteScope, subscriptionId: number, start: Date, end: Date) {
    return db.transaction(async (tx) => {
      const sub = await lockSubscription(tx, site.id, subscriptionId);
      if (!sub || sub.feeType !== 3) return null;
      if (await settlementOfWeek(tx, site.id, subscriptionId, start)) return null;
      const cumulative = moneyOf(await cumulativeOf(tx, site.id, subscriptionId, end));
      const hwm = moneyOf(sub.hwm);
      const result = settleWeek(cumulative, hwm, tiersOf(sub.feeTiers));
      const available = result.fee > 0n ? await wallet.lockedAvailable(tx, site, sub.followerUserId) : 0n;
      const { paid, owed } = collect(available, result.fee);
      const state: SettlementState =
        result.fee === 0n
          ? SETTLEMENT_STATE.NO_FEE
          : owed === 0n
            ? SETTLEMENT_STATE.PAID
            : paid > 0n
              ? SETTLEMENT_STATE.PARTIAL
              : SETTLEMENT_STATE.OWED;
      const now = clock.now();
      const row = await insertSettlement(tx, {
        siteId: site.id,
        subscriptionId,
        followerUserId: sub.followerUserId,
        traderUserId: sub.masterUserId,
        weekStart: start,
        cumulative: formatMoney(cumulative),
        hwmBefore: formatMoney(hwm),
        hwmAfter: formatMoney(result.hwm),
        gain: formatMoney(result.gain),
        tierProfit: result.tier ? formatMoney(result.tier.profit) : null,
        tierPercent: result.tier ? result.tier.percent : null,
        fee: formatMoney(result.fee),
        paid: formatMoney(paid),
        owed: formatMoney(owed),
        state,
        createdAt: now,
      });
      if (paid > 0n) {
        await wallet.chargeFee(tx, site, {
          payerId: sub.followerUserId,
          traderId: sub.masterUserId,
          amount: formatMoney(paid),
          source: 'performance',
          kind: LEDGER_TX_KIND.PERFORMANCE_FEE,
          reference: `settlement:${row.id}`,
          createdBy: sub.followerUserId,
        });
      }
      if (owed > 0n) {
        await insertDebt(tx, {
          siteId: site.id,
          userId: sub.followerUserId,
          settlementId: row.id,
          amount: formatMoney(owed),
          remaining: formatMoney(owed),
          createdAt: now,
        });
        await deps.notices?.event(tx, site, sub.followerUserId, 'feeOwed', {
          amount: formatMoney(owed),
          week: day(start),
        });
      }
      if (result.hwm !== hwm)
        await recordHighWaterMark(tx, site.id, subscriptionId, formatMoney(result.hwm), now);
      return { followerId: sub.followerUserId, fee: result.fee, owed };
    });
  }

  /**
   * Collects a user's open debts from his wallet inside `tx`, oldest first, as far as it covers them.
   * Returns what was paid and what remains.
   */
  async function collectDebts(tx: Db, site: SiteScope, userId: number, createdBy: number) {
    const debts = await lockOpenDebts(tx, site.id, userId);
    if (debts.length === 0) return { paid: 0n, remaining: 0n };
    let available = await wallet.lockedAvailable(tx, site, userId);
    let paidAll = 0n;
    let remainingAll = 0n;
    const now = clock.now();
    for (const debt of debts) {
      const { paid, owed } = collect(available, moneyOf(debt.remaining));
      if (paid > 0n) {
        // The trader of the settlement the debt came from is paid.
        const traderId = await traderOfSettlement(tx, site.id, debt.settlementId);
        await wallet.chargeFee(tx, site, {
          payerId: userId,
          traderId,
          amount: formatMoney(paid),
          source: 'performance',
          kind: LEDGER_TX_KIND.DEBT_COLLECTED,
          reference: `debt:${debt.id}`,
          createdBy,
        });
        await setDebtRemaining(tx, site.id, debt.id, formatMoney(owed), owed === 0n ? now : null);
        available -= paid;
        paidAll += paid;
      }
      remainingAll += owed;
    }
    if (paidAll > 0n && remainingAll === 0n)
      await deps.notices?.event(tx, site, userId, 'feeCleared', { amount: formatMoney(paidAll) });
    return { paid: paidAll, remaining: remainingAll };
  }

  /** Settles `start`'s week for one site; returns this run's totals. */
  async function runSite(site: SiteScope, start: Date) {
    const end = new Date(start.getTime() + WEEK_MS);
    let settled = 0;
    let charged = 0n;
    let owedAll = 0n;
    const owing = new Set<number>();
    for (const id of await dueSubscriptions(db, site.id, start, end)) {
      try {
        const done = await settleOne(site, id, start, end);
        if (!done) continue;
        settled += 1;
        charged += done.fee - done.owed;
        owedAll += done.owed;
        if (done.owed > 0n) owing.add(done.followerId);
      } catch (err) {
        // One subscription's failure (a deadlock with a concurrent payment) is retried on the next cycle.
        log.error({ err, subscriptionId: id, siteId: site.id }, 'settlement: subscription failed');
      }
    }
    // After the commits: the debtors' new opens stop being copied.
    for (const userId of owing) deps.pause(await accountsOf(db, site.id, userId), true);
    return { settled, charged, owed: owedAll };
  }

  /** The week the job settles now: the most recent one that has ended. */
  const lastEndedWeek = () => new Date(weekStart(clock.now()).getTime() - WEEK_MS);

  async function runAll() {
    await runWeek(lastEndedWeek());
  }

  /**
   * Settles the week starting `start` (a Monday 00:00 UTC) for every site whose settlement is open:
   * every performance-fee subscription that existed before the week ended, once. Re-running, or running
   * in several processes at once, charges nothing twice (the row lock and the (subscription, week) key).
   */
  async function runWeek(start: Date, onlySite?: SiteScope): Promise<SettlementRunResult> {
    const monday = weekStart(start);
    const scopes = onlySite ? [onlySite] : (await settlingSites(db)).map(toScope);
    let settled = 0;
    let charged = 0n;
    let owed = 0n;
    for (const site of scopes) {
      const r = await runSite(site, monday);
      settled += r.settled;
      charged += r.charged;
      owed += r.owed;
    }
    return { weekStart: day(monday), settled, charged: formatMoney(charged), owed: formatMoney(owed) };
  }

  return {
    runWeek,

    /**
     * The reaction to a credited wallet (wiring.ts): owed fees are collected first, inside the crediting
     * transaction.
     */
    async onCredited(tx: Db, site: SiteScope, userId: number, causedBy: number) {
      const { paid } = await collectDebts(tx, site, userId, causedBy);
      // Once the credit is committed (or rolled back), the pause follows what is owed then.
      if (paid > 0n) track(refreshPause(site, userId));
    },

    /** Resolves when every post-commit pause re-check has run. */
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },

    /** Refuses a new subscription while the caller owes (the subscriptions' admission, wiring.ts). */
    async assertNotOwing(site: SiteScope, caller: Caller) {
      if (moneyOf(await owedBy(db, site.id, caller.userId)) > 0n) throw new AppError('FEE_OWED');
    },

    /** `isOweUser`. */
    async oweState(site: SiteScope, caller: Caller): Promise<OweState> {
      const amount = moneyOf(await owedBy(db, site.id, caller.userId));
      return { owes: amount > 0n, amount: formatMoney(amount) };
    },

    /** `reimbursement`: pays owed fees now from the wallet, as far as it covers them. */
    async reimburse(site: SiteScope, caller: Caller): Promise<ReimbursementResult> {
      const result = await db.transaction((tx) => collectDebts(tx, site, caller.userId, caller.userId));
      if (result.paid > 0n) await refreshPause(site, caller.userId);
      return { paid: formatMoney(result.paid), remaining: formatMoney(result.remaining) };
    },

    /** `getSettlementList`: the caller's own settlements, as follower or as trader, newest week first. */
    async list(
      site: SiteScope,
      caller: Caller,
      query: {
        role: 'follower' | 'trader';
        subscriptionId?: number | undefined;
        page: number;
        pageSize: number;
      },
    ): Promise<{ content: SettlementRow[]; total: number }> {
      const { rows, total } = await settlementPage(db, site.id, { ...query, userId: caller.userId });
      return {
        total,
        content: rows.map((r) => ({
          id: r.s.id,
          subscriptionId: r.s.subscriptionId,
          serialNo: r.serialNo,
          masterLogin: r.masterLogin,
          followerNickName: r.followerNickName,
          weekStart: r.s.weekStart.getTime(),
          cumulative: normalizeMoney(r.s.cumulative),
          hwmBefore: normalizeMoney(r.s.hwmBefore),
          hwmAfter: normalizeMoney(r.s.hwmAfter),
          gain: normalizeMoney(r.s.gain),
          tierProfit: r.s.tierProfit === null ? null : normalizeMoney(r.s.tierProfit),
          tierPercent: r.s.tierPercent,
          fee: normalizeMoney(r.s.fee),
          paid: normalizeMoney(r.s.paid),
          owed: normalizeMoney(r.remaining ?? '0'),
          state: r.s.state as SettlementState,
          createdAt: r.s.createdAt.getTime(),
        })),
      };
    },

    /** `adminRunSettlement`: the site admin settles an ended week of his site (default: the last one). */
    async adminRun(
      site: SiteScope,
      caller: Caller,
      body: { weekStart?: string | undefined },
      locale: Locale,
    ): Promise<SettlementRunResult> {
      if (!caller.isAdmin) throw new AppError('ADMIN_ONLY');
      const start = body.weekStart ? new Date(`${body.weekStart}T00:00:00Z`) : lastEndedWeek();
      if (start.getTime() + WEEK_MS > clock.now().getTime()) {
        throw new AppError('VALIDATION_FAILED', {
          fieldErrors: [
            { field: 'weekStart', message: translate(locale, 'validation.settlement.weekNotEnded') },
          ],
        });
      }
      const row = await settlementSite(db, site.id);
      return runWeek(start, row ? toScope(row) : site);
    },

    /** The job: once now (after `ready`), then every `everyMs`, the last ended week of every open site. */
    start(ready?: () => Promise<void>) {
      // Users who owe copy no new opens from the first signal on.
      cycle = (ready?.() ?? Promise.resolve())
        .then(async () => deps.pause(await accountsOfOwingUsers(db), true))
        .then(() => (deps.everyMs ? runAll() : undefined))
        .catch((err: unknown) => log.error({ err }, 'settlement job failed'));
      if (!deps.everyMs) return;
      deps.jobs?.every('settlement', deps.everyMs, () => {
        // A failed run is the job's to report; the next one starts all the same.
        cycle = cycle.catch(() => undefined).then(runAll);
        return cycle;
      });
    },

    async stop() {
      await cycle.catch(() => undefined);
      await this.idle();
    },
  };
}

export type SettlementService = ReturnType<typeof createSettlementService>;

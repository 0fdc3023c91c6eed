import type {
  AddUserLevelBody,
  CommissionInfo,
  Customer,
  CustomerAccount,
  InviteInfo,
  InvitedUser,
  LevelProgress,
  PartnerApplication,
  PartnerInfo,
  PartnerProgramme,
  PartnerState,
  RebateLevel,
  RebateRecord,
  Referrer,
  UpdateUserLevelBody,
} from '@copytrade/contracts/partners';
import type { ReviewState } from '@copytrade/contracts/wallet';
import { normalizeMoney } from '@copytrade/units/money';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../platform/app-error';
import type { Caller, SiteScope } from '../../platform/context';
import type { Clock } from '../../platform/ports';
import { createReviewQueue } from '../../platform/review-queue';
import { latestApplication, listApplications } from '../../read-models/partners-applications';
import {
  customerFigures,
  listCustomerAccounts,
  listRebates,
  payingCustomers,
  rebateTotals,
} from '../../read-models/partners-customers';
import { levelAutoUpgrade, levelHolders, listLevels } from '../../read-models/partners-levels';
import { countInvited, findUser, listInvited, type Page } from '../../read-models/partners-people';
import type { NoticeService } from '../messages/notice.service';
import type { SiteService } from '../sites/site.service';
import type { UserService } from '../users/user.service';
import {
  deleteLevelRow,
  findLevel,
  hasPendingApplication,
  insertApplication,
  insertLevel,
  levelLadder,
  lockApplication,
  lockLevel,
  partnerSince,
  setApplicationReview,
  updateLevelRow,
} from './partner.repository';

type Deps = {
  db: Db;
  clock: Clock;
  /** The partner columns of users (state and level) are the users module's: written through it, in `tx`. */
  users: Pick<UserService, 'lock' | 'setPartnerLevel' | 'raisePartnerLevel'>;
  /** The site's automatic-upgrade setting and its cut of fees (a rebate's base) are the sites module's. */
  sites: Pick<SiteService, 'setLevelAutoUpgrade' | 'otherInfo'>;
  /** The applicant hears of the review, and a partner of his upgrade (written in the transaction). */
  notices?: Pick<NoticeService, 'event'> | undefined;
};

/** The site admin's decision on a partner application (passing names the level). */
type ReviewBody = { id: number; approve: boolean; levelId?: number | undefined; reason?: string | undefined };

type Paged<T> = { content: T[]; total: number };

const epoch = (value: Date) => value.getTime();
/** A numeric column as a 2-decimal string ('6' -> '6.00', null -> '0.00'). */
const money = (text: string | null) => normalizeMoney(text ?? '0');

/** First instant of the clock's calendar month (UTC). */
function monthStartOf(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

type ApplicationRow = NonNullable<Awaited<ReturnType<typeof latestApplication>>>;
function application(row: ApplicationRow): PartnerApplication {
  return {
    id: row.id,
    userId: row.userId,
    nickname: row.nickname,
    realName: row.realName,
    contact: row.contact,
    introduction: row.introduction,
    state: row.state as ReviewState,
    reason: row.reason,
    createdAt: epoch(row.createdAt),
    reviewedAt: row.reviewedAt ? epoch(row.reviewedAt) : null,
  };
}

/**
 * Invitations, partner applications and rebate levels (docs/architecture.md, Partners and rebates).
 *
 * - Everyone has an invite code; who registers with it becomes his customer (users.invited_by, set once
 *   at registration, never changed).
 * - Becoming a partner: `toBePartner` files an application (one pending at a time); the site admin passes
 *   it with a rebate level or rejects it with a reason. The review (platform/review-queue.ts) locks the
 *   application row, so a second review sees it decided and answers ALREADY_REVIEWED.
 * - Rebate levels are the site admin's configuration: a partner never chooses his own rate. The wallet's
 *   `chargeFee` reads the partner's level at the moment a fee is paid, so a changed rate applies from then on.
 * - Customer lists, accounts and commission are partners' pages (NOT_A_PARTNER otherwise); a user's
 *   invitees (nickname and date) and his rebate records are his own to see whatever his state.
 */
export function createPartnerService(deps: Deps) {
  const { db, clock } = deps;

  function requireAdmin(caller: Caller) {
    if (!caller.isAdmin) throw new AppError('ADMIN_ONLY');
  }

  async function requirePartner(site: SiteScope, caller: Caller) {
    const user = await findUser(db, site.id, caller.userId);
    if (!user || user.partnerState !== 'partner') throw new AppError('NOT_A_PARTNER');
    return user;
  }

  async function levelOf(site: SiteScope, levelId: number | null) {
    return levelId === null ? null : findLevel(db, site.id, levelId);
  }

  /** A level name taken on the site: checked first, and the unique index settles a race. */
  async function guardName<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('LEVEL_NAME_TAKEN', { cause: error });
      throw error;
    }
  }

  /**
   * useLevelUpgradeFlag: when the site upgrades levels on its own, moves the partner to the highest level
   * his paying customers reach (never down), inside `tx`, and tells him. Run after every fee split that
   * pays him a rebate, so the next fee already earns the new rate.
   */
  async function upgradeIfDue(tx: Db, site: SiteScope, partnerId: number): Promise<void> {
    if (!(await levelAutoUpgrade(tx, site.id))) return;
    const customers = await payingCustomers(tx, site.id, partnerId);
    const ladder = await levelLadder(tx, site.id);
    const reached = ladder.filter((l) => l.minCustomers <= customers).at(-1);
    if (!reached || reached.minCustomers === 0) return;
    // A level needing as many customers or more is kept: upgrades never move anyone down.
    const keep = ladder.filter((l) => l.minCustomers >= reached.minCustomers).map((l) => l.id);
    if (!(await deps.users.raisePartnerLevel(site, partnerId, reached.id, keep, tx))) return;
    await deps.notices?.event(tx, site, partnerId, 'levelUpgraded', {
      level: reached.name,
      rate: String(reached.rate),
      customers: String(customers),
    });
  }

  const queue = createReviewQueue({ db, notices: deps.notices });

  /** Passing makes the applicant a partner at the chosen level; rejecting keeps the reason for him. */
  const applicationReview = queue.kind({
    item: 'partner application',
    lock: lockApplication,
    isPending: (row) => row.state === 'pending',
    refusal: 'ALREADY_REVIEWED',
    async apply(tx, site, row, body: ReviewBody, reviewerId) {
      const state: ReviewState = body.approve ? 'passed' : 'rejected';
      let levelName = '';
      if (body.approve) {
        const level = await findLevel(tx, site.id, body.levelId!);
        if (!level) throw new AppError('NOT_FOUND', { detail: `rebate level ${body.levelId}` });
        await deps.users.setPartnerLevel(site, row.userId, level.id, tx);
        levelName = level.name;
      }
      await setApplicationReview(tx, site.id, row.id, {
        state,
        reason: body.approve ? '' : (body.reason ?? ''),
        reviewerId,
        at: clock.now(),
      });
      return { id: row.id, state, levelName };
    },
    notice: (_tx, _site, row, body, outcome) => ({
      userId: row.userId,
      event: body.approve ? 'partnerPassed' : 'partnerRejected',
      params: { level: outcome.levelName, reason: body.reason ?? '' },
    }),
  });

  return {
    upgradeIfDue,

    /** `queryLevelProgress`: the caller's level, the next one up and his paying customers toward it. */
    async levelProgress(site: SiteScope, caller: Caller): Promise<LevelProgress> {
      const user = await findUser(db, site.id, caller.userId);
      if (!user) throw new AppError('NOT_FOUND', { detail: `user ${caller.userId}` });
      const partner = user.partnerState === 'partner';
      const [autoUpgrade, ladder, customers] = await Promise.all([
        levelAutoUpgrade(db, site.id),
        levelLadder(db, site.id),
        payingCustomers(db, site.id, caller.userId),
      ]);
      const current = partner ? (ladder.find((l) => l.id === user.rebateLevelId) ?? null) : null;
      const next = partner
        ? (ladder.find((l) => l.minCustomers > (current?.minCustomers ?? -1) && l.id !== current?.id) ?? null)
        : null;
      const percent =
        !partner || next === null
          ? partner
            ? 100
            : 0
          : next.minCustomers === 0
            ? 100
            : Math.min(100, Math.floor((customers * 100) / next.minCustomers));
      return {
        partner,
        autoUpgrade,
        level: current ? { id: current.id, name: current.name, rate: current.rate } : null,
        next,
        payingCustomers: customers,
        percent,
      };
    },

    /**
     * `queryPartnerProgramme` (public, no caller): the site's levels in ladder order, whether they upgrade
     * on their own, and the site's cut a rebate is a share of. Nothing of any partner or customer.
     */
    async programme(site: SiteScope): Promise<PartnerProgramme> {
      const [ladder, autoUpgrade, cut] = await Promise.all([
        levelLadder(db, site.id),
        levelAutoUpgrade(db, site.id),
        deps.sites.otherInfo(site),
      ]);
      return {
        levels: ladder.map((l) => ({ id: l.id, name: l.name, rate: l.rate, minCustomers: l.minCustomers })),
        autoUpgrade,
        proportion: cut.proportion,
        margin: money(cut.margin),
      };
    },

    /** `adminUpdateLevelSettings` (site admin): automatic upgrades on or off. */
    async updateLevelSettings(site: SiteScope, caller: Caller, autoUpgrade: boolean) {
      requireAdmin(caller);
      await deps.sites.setLevelAutoUpgrade(site, autoUpgrade);
      return { autoUpgrade };
    },

    /** `queryInviteInfo`: code, link on the origin the caller uses, how many he invited, partner state. */
    async inviteInfo(site: SiteScope, caller: Caller, origin: string): Promise<InviteInfo> {
      const user = await findUser(db, site.id, caller.userId);
      if (!user) throw new AppError('NOT_FOUND', { detail: `user ${caller.userId}` });
      const level = user.partnerState === 'partner' ? await levelOf(site, user.rebateLevelId) : null;
      return {
        inviteCode: user.inviteCode,
        inviteLink: `${origin}/reg/register?inviteCode=${encodeURIComponent(user.inviteCode)}`,
        invitedCount: await countInvited(db, site.id, caller.userId),
        partnerState: user.partnerState as PartnerState,
        levelName: level?.name ?? null,
        rate: level?.rate ?? null,
      };
    },

    /** `queryInvitedUsers`: the people the caller invited (nickname, registration time), newest first. */
    async invitedUsers(site: SiteScope, caller: Caller, page: Page): Promise<Paged<InvitedUser>> {
      const { rows, total } = await listInvited(db, site.id, caller.userId, page);
      return {
        content: rows.map((r) => ({ userId: r.id, nickname: r.nickName, registeredAt: epoch(r.createdAt) })),
        total,
      };
    },

    /** `queryReferrer`: who invited the caller; nobody = an empty list. */
    async referrer(site: SiteScope, caller: Caller): Promise<Referrer[]> {
      const user = await findUser(db, site.id, caller.userId);
      if (!user?.invitedBy) return [];
      const inviter = await findUser(db, site.id, user.invitedBy);
      if (!inviter) return [];
      return [{ userId: inviter.id, nickname: inviter.nickName, since: epoch(user.createdAt) }];
    },

    /** `toBePartner`: files an application; one pending at a time, none once a partner. */
    async apply(
      site: SiteScope,
      caller: Caller,
      body: { realName: string; contact: string; introduction: string },
    ): Promise<PartnerApplication> {
      const user = await findUser(db, site.id, caller.userId);
      if (!user) throw new AppError('NOT_FOUND', { detail: `user ${caller.userId}` });
      if (user.partnerState === 'partner') throw new AppError('PARTNER_ALREADY');
      if (await hasPendingApplication(db, site.id, caller.userId)) throw new AppError('PARTNER_PENDING');
      try {
        const row = await insertApplication(db, {
          siteId: site.id,
          userId: caller.userId,
          ...body,
          at: clock.now(),
        });
        return application({ ...row, nickname: user.nickName });
      } catch (error) {
        // Two submissions at once: the partial unique index keeps one pending application.
        if (isUniqueViolation(error)) throw new AppError('PARTNER_PENDING', { cause: error });
        throw error;
      }
    },

    /** `queryPartnerApplication`: the caller's latest application (an empty list when none). */
    async ownApplication(site: SiteScope, caller: Caller): Promise<PartnerApplication[]> {
      const row = await latestApplication(db, site.id, caller.userId);
      return row ? [application(row)] : [];
    },

    /** `adminQueryPartnerApplications` (site admin). */
    async applications(
      site: SiteScope,
      caller: Caller,
      query: Page & { state?: ReviewState | undefined },
    ): Promise<Paged<PartnerApplication>> {
      requireAdmin(caller);
      const { rows, total } = await listApplications(db, site.id, query);
      return { content: rows.map(application), total };
    },

    /** `adminReviewPartner` (site admin): see `applicationReview`; only one review ever lands. */
    async review(
      site: SiteScope,
      caller: Caller,
      body: ReviewBody,
    ): Promise<{ id: number; state: ReviewState }> {
      const { id, state } = await applicationReview.decide(site, caller, body.id, body);
      return { id, state };
    },

    /** `queryUserLevels` (site admin): the levels with how many partners hold each. */
    async levels(site: SiteScope, caller: Caller): Promise<RebateLevel[]> {
      requireAdmin(caller);
      const rows = await listLevels(db, site.id);
      return rows.map((r) => ({ ...r, partners: Number(r.partners), createdAt: epoch(r.createdAt) }));
    },

    /** `addUserLevel` (site admin). */
    async addLevel(site: SiteScope, caller: Caller, body: Required<AddUserLevelBody>): Promise<RebateLevel> {
      requireAdmin(caller);
      const row = await guardName(() =>
        insertLevel(db, {
          siteId: site.id,
          name: body.name,
          rate: body.rate,
          minCustomers: body.minCustomers,
          at: clock.now(),
        }),
      );
      return {
        id: row.id,
        name: row.name,
        rate: row.rate,
        minCustomers: row.minCustomers,
        partners: 0,
        createdAt: epoch(row.createdAt),
      };
    },

    /** `updateUserLevel` (site admin): its partners earn the new rate on fees paid from now on. */
    async updateLevel(site: SiteScope, caller: Caller, body: UpdateUserLevelBody): Promise<RebateLevel> {
      requireAdmin(caller);
      const level = await findLevel(db, site.id, body.id);
      if (!level) throw new AppError('NOT_FOUND', { detail: `rebate level ${body.id}` });
      await guardName(() =>
        updateLevelRow(db, site.id, body.id, {
          name: body.name,
          rate: body.rate,
          minCustomers: body.minCustomers ?? 0,
          at: clock.now(),
        }),
      );
      return {
        id: level.id,
        name: body.name,
        rate: body.rate,
        minCustomers: body.minCustomers ?? 0,
        partners: await levelHolders(db, site.id, level.id),
        createdAt: epoch(level.createdAt),
      };
    },

    /** `deleteUserLevel` (site admin): refused while anyone holds the level. */
    async deleteLevel(site: SiteScope, caller: Caller, id: number): Promise<{ id: number }> {
      requireAdmin(caller);
      return db.transaction(async (tx) => {
        const level = await lockLevel(tx, site.id, id);
        if (!level) throw new AppError('NOT_FOUND', { detail: `rebate level ${id}` });
        if ((await levelHolders(tx, site.id, id)) > 0) throw new AppError('LEVEL_IN_USE');
        await deleteLevelRow(tx, site.id, id);
        return { id };
      });
    },

    /** `updateLevel` (site admin): moves a partner to another level of the site. */
    async assignLevel(
      site: SiteScope,
      caller: Caller,
      body: { userId: number; levelId: number },
    ): Promise<PartnerInfo> {
      requireAdmin(caller);
      return db.transaction(async (tx) => {
        const level = await lockLevel(tx, site.id, body.levelId);
        if (!level) throw new AppError('NOT_FOUND', { detail: `rebate level ${body.levelId}` });
        const user = await deps.users.lock(site, body.userId, tx);
        if (user.partnerState !== 'partner') throw new AppError('NOT_A_PARTNER');
        await deps.users.setPartnerLevel(site, body.userId, level.id, tx);
        const found = await findUser(tx, site.id, body.userId);
        return {
          userId: body.userId,
          nickname: found?.nickName ?? '',
          levelId: level.id,
          levelName: level.name,
          rate: level.rate,
          since: await partnerSince(tx, site.id, body.userId).then((d) => (d ? epoch(d) : null)),
        };
      });
    },

    /** `infoOfPartner` (partners): the level and since when. */
    async partnerInfo(site: SiteScope, caller: Caller): Promise<PartnerInfo> {
      const user = await requirePartner(site, caller);
      const level = await levelOf(site, user.rebateLevelId);
      const since = await partnerSince(db, site.id, user.id);
      return {
        userId: user.id,
        nickname: user.nickName,
        levelId: level?.id ?? null,
        levelName: level?.name ?? null,
        rate: level?.rate ?? null,
        since: since ? epoch(since) : null,
      };
    },

    /** `getUserCommissionInfo`: rebates earned (all time, this month UTC) and customers. */
    async commission(site: SiteScope, caller: Caller): Promise<CommissionInfo> {
      const totals = await rebateTotals(db, site.id, caller.userId, monthStartOf(clock.now()));
      return {
        total: money(totals.total),
        thisMonth: money(totals.thisMonth),
        customers: await countInvited(db, site.id, caller.userId),
        payingCustomers: await payingCustomers(db, site.id, caller.userId),
      };
    },

    /** `queryCustomerList` (partners): his customers with their accounts, subscriptions, fees and his rebate. */
    async customers(
      site: SiteScope,
      caller: Caller,
      query: Page & { keyword?: string | undefined },
    ): Promise<Paged<Customer>> {
      await requirePartner(site, caller);
      const { rows, total } = await listInvited(db, site.id, caller.userId, {
        page: query.page,
        pageSize: query.pageSize,
        ...(query.keyword ? { keyword: query.keyword } : {}),
      });
      const figures = await customerFigures(
        db,
        site.id,
        caller.userId,
        rows.map((r) => r.id),
      );
      return {
        content: rows.map((r, i) => ({
          userId: r.id,
          nickname: r.nickName,
          registeredAt: epoch(r.createdAt),
          followAccounts: figures[i]!.followAccounts,
          liveSubscriptions: figures[i]!.liveSubscriptions,
          feesPaid: money(figures[i]!.feesPaid),
          rebate: money(figures[i]!.rebate),
        })),
        total,
      };
    },

    /** `queryCustomerAccounts` (partners): the MT4 accounts his customers have bound. */
    async customerAccounts(
      site: SiteScope,
      caller: Caller,
      query: Page & { keyword?: string | undefined },
    ): Promise<Paged<CustomerAccount>> {
      await requirePartner(site, caller);
      const { rows, total } = await listCustomerAccounts(db, site.id, caller.userId, {
        page: query.page,
        pageSize: query.pageSize,
        ...(query.keyword ? { keyword: query.keyword } : {}),
      });
      return {
        content: rows.map((r) => ({
          ...r,
          balance: money(r.balance),
          equity: money(r.equity),
          boundAt: epoch(r.boundAt),
        })),
        total,
      };
    },

    /** `queryRebateRecords`: the fee splits that paid the caller a rebate, newest first. */
    async rebates(site: SiteScope, caller: Caller, page: Page): Promise<Paged<RebateRecord>> {
      const { rows, total } = await listRebates(db, site.id, caller.userId, page);
      return {
        content: rows.map((r) => ({
          id: r.id,
          createdAt: epoch(r.createdAt),
          customerId: r.customerId,
          customerNickname: r.customerNickname,
          source: r.source as RebateRecord['source'],
          fee: money(r.fee),
          rate: r.rate ?? 0,
          rebate: money(r.rebate),
        })),
        total,
      };
    },
  };
}

export type PartnerService = ReturnType<typeof createPartnerService>;

import type { FastifyBaseLogger } from 'fastify';
import { insertAuditRow, pageAuditRows } from './site-settings.repository';
import { LANG_CODE_TO_LOCALE, type Locale } from '@copytrade/contracts/locale';
import { interpolate } from '@copytrade/contracts/messages/message-table';
import { translate } from '@copytrade/contracts/messages';
import {
  siteStateOf,
  type CreateSiteBody,
  type OperatorSite,
  type OperatorSiteDetail,
  type SiteAdmin,
  type SiteAuditEntry,
  type SiteLimits,
  type SiteState,
  type UsageLimits,
} from '@copytrade/contracts/operator';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../platform/app-error';
import type { Caller, SiteScope } from '../../platform/context';
import type { Messenger } from '../../platform/messenger';
import type { Clock, Random } from '../../platform/ports';
import { hashPassword } from '../../platform/secrets';
import {
  emptyUsage,
  monthStart,
  siteAdmins,
  siteDaily,
  siteUsage,
  userUsage,
} from '../../read-models/site-usage';
import type { UserRow, UserService } from '../users/user.service';
import {
  domainsOf,
  insertDomain,
  insertSite,
  lockSite,
  pageSites,
  siteOfDomain,
  takenCodes,
  updatePlatformFields,
  type PlatformFields,
} from './site-platform.repository';
import { ADMIN_INVITE_TEXTS } from './site-platform.texts';
import { findSiteById, type SiteRow } from './site.repository';
import { toScope, validityOf, type SiteService } from './site.service';

/*
 * The platform's side of the sites (issue 15): what the operator's console reads and changes (creation,
 * status, validity, limits, version, admins), each change audited in the same transaction, and what one
 * user uses of the limits his site was given. The sites module owns the tables; the operator module
 * calls these with the operator as the actor.
 */

/** Who made a change, as the audit log keeps it. */
export type Actor = { kind: 'operator' | 'admin'; id: number; name: string };

/** Where an invitation's link points: the protocol and port the console was reached on. */
export type InviteOrigin = { protocol: 'http' | 'https'; port: string | undefined };

type CreateSite = Required<Pick<CreateSiteBody, 'templateType' | 'version'>> &
  Omit<CreateSiteBody, 'templateType' | 'version'>;

const PLATFORM_KEYS = [
  'status',
  'suspendReason',
  'beginTime',
  'endTime',
  'copyMaxNumber',
  'masterMaxNumber',
  'userCopyLimit',
  'userTradeLimit',
  'version',
  'freeUpgradeFlag',
] as const satisfies readonly (keyof SiteRow)[];

/** The named fields of a row as the audit keeps them (instants as epoch ms). */
function pick(row: SiteRow, keys: readonly (keyof SiteRow)[]): Record<string, unknown> {
  return Object.fromEntries(
    keys.map((key) => {
      const value = row[key];
      return [key, value instanceof Date ? value.getTime() : value];
    }),
  );
}

/** The fields that differ between two rows (the audit's before / after). */
function changed(before: SiteRow, after: SiteRow) {
  const keys = PLATFORM_KEYS.filter(
    (key) => JSON.stringify(pick(before, [key])) !== JSON.stringify(pick(after, [key])),
  );
  return { before: pick(before, keys), after: pick(after, keys), any: keys.length > 0 };
}

function withoutPort(host: string): string {
  return host.replace(/:\d+$/, '');
}

/** A site code from a domain's first label: letters, digits and dashes, at most 24. */
function codeBase(domain: string): string {
  const label = withoutPort(domain).split('.')[0] ?? '';
  const cleaned = label.replace(/[^a-z0-9-]/g, '').slice(0, 24);
  return cleaned || 'site';
}

function toAdmin(row: Awaited<ReturnType<typeof siteAdmins>>[number]): SiteAdmin {
  return {
    userId: row.userId,
    email: row.email ?? row.phone ?? '',
    nickName: row.nickName,
    status: row.status,
    passwordSet: row.passwordChangedAt !== null || row.signedIn,
    createTime: row.createdAt.getTime(),
  };
}

function userAdmin(row: UserRow, passwordSet: boolean): SiteAdmin {
  return {
    userId: row.id,
    email: row.email ?? row.phone ?? '',
    nickName: row.nickName,
    status: row.status,
    passwordSet,
    createTime: row.createdAt.getTime(),
  };
}

export function createSitePlatformService(deps: {
  db: Db;
  clock: Clock;
  random: Random;
  messenger: Messenger;
  users: UserService;
  sites: SiteService;
  log?: Pick<FastifyBaseLogger, 'warn'>;
  /** A site's limits changed (the copier reads userTradeLimit from memory). */
  onLimitsChanged?: (siteId: number) => void;
}) {
  const { db, clock, random, messenger, users, sites } = deps;

  async function siteRow(siteId: number): Promise<SiteRow> {
    const row = await findSiteById(db, siteId);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  function toOperatorSite(
    row: SiteRow,
    domains: string[],
    usage: OperatorSite['usage'],
    now: Date,
  ): OperatorSite {
    return {
      siteId: row.id,
      code: row.code,
      brandName: row.brandName,
      domain: row.domainName || domains[0] || '',
      domains,
      siteType: row.siteType,
      templateType: row.templateType,
      version: row.version,
      freeUpgradeFlag: row.freeUpgradeFlag,
      status: row.status,
      state: siteStateOf(validityOf(row), now.getTime()),
      suspendReason: row.suspendReason,
      beginTime: row.beginTime?.getTime() ?? null,
      endTime: row.endTime?.getTime() ?? null,
      copyMaxNumber: row.copyMaxNumber,
      masterMaxNumber: row.masterMaxNumber,
      userCopyLimit: row.userCopyLimit,
      userTradeLimit: row.userTradeLimit,
      availableLang: row.availableLang,
      defaultLang: row.defaultLang,
      createTime: row.createdAt.getTime(),
      usage,
    };
  }

  async function operatorSites(rows: SiteRow[]): Promise<OperatorSite[]> {
    const now = clock.now();
    const ids = rows.map((r) => r.id);
    const [domains, usage] = await Promise.all([domainsOf(db, ids), siteUsage(db, ids, now)]);
    return rows.map((row) =>
      toOperatorSite(row, domains.get(row.id) ?? [], usage.get(row.id) ?? emptyUsage(), now),
    );
  }

  async function one(row: SiteRow): Promise<OperatorSite> {
    return (await operatorSites([row]))[0]!;
  }

  async function detailOf(siteId: number): Promise<OperatorSiteDetail> {
    const row = await siteRow(siteId);
    const [site, admins, daily] = await Promise.all([
      one(row),
      siteAdmins(db, siteId),
      siteDaily(db, siteId, clock.now()),
    ]);
    return { ...site, admins: admins.map(toAdmin), daily };
  }

  /** A site code not taken yet: the domain's first label, else with -2, -3, ... */
  async function freeCode(domain: string): Promise<string> {
    const base = codeBase(domain);
    const candidates = [base, ...Array.from({ length: 20 }, (_, i) => `${base}-${i + 2}`)];
    const taken = await takenCodes(db, candidates);
    return candidates.find((c) => !taken.has(c)) ?? `${base}-${random.token(4).toLowerCase()}`;
  }

  /**
   * Tells a site's admin how to set his password: the site's forgot-password page with his email filled
   * in, on the site's domain (with the port the console was reached on, when the domain has none). A
   * failed mail is logged, never undoes the change: the console sends it again (addSiteAdmin).
   */
  async function invite(row: SiteRow, email: string, origin: InviteOrigin) {
    const locale: Locale = LANG_CODE_TO_LOCALE[row.defaultLang as 1 | 2 | 3] ?? 'zh_CN';
    const host =
      /:\d+$/.test(row.domainName) || !origin.port ? row.domainName : `${row.domainName}:${origin.port}`;
    const link = `${origin.protocol}://${host}/forgertPassword?userName=${encodeURIComponent(email)}`;
    const params = { brand: row.brandName, domain: row.domainName, email, link };
    try {
      await messenger.send({
        siteId: row.id,
        channel: 'email',
        to: email,
        subject: interpolate(ADMIN_INVITE_TEXTS.subject[locale], params),
        text: interpolate(ADMIN_INVITE_TEXTS.body[locale], params),
        fromName: row.brandName,
      });
    } catch (err) {
      deps.log?.warn({ err, siteId: row.id }, 'admin invitation not sent');
    }
  }

  /** Changes the platform's fields of a site and audits what changed, in one transaction. */
  async function change(
    actor: Actor,
    siteId: number,
    action: string,
    values: (row: SiteRow) => PlatformFields,
  ): Promise<OperatorSite> {
    const now = clock.now();
    const after = await db.transaction(async (tx) => {
      const before = await lockSite(tx, siteId);
      if (!before) throw new AppError('NOT_FOUND');
      const updated = await updatePlatformFields(tx, siteId, values(before), now);
      const diff = changed(before, updated);
      if (diff.any)
        await insertAuditRow(tx, {
          siteId,
          actorKind: actor.kind,
          actorId: actor.id,
          actorName: actor.name,
          action,
          before: diff.before,
          after: diff.after,
          createdAt: now,
        });
      return updated;
    });
    sites.invalidate();
    deps.onLimitsChanged?.(siteId);
    return one(after);
  }

  return {
    async list(query: {
      keyword?: string | undefined;
      state?: SiteState | undefined;
      page: number;
      pageSize: number;
    }): Promise<{ content: OperatorSite[]; total: number }> {
      const { rows, total } = await pageSites(
        db,
        { keyword: query.keyword, state: query.state, now: clock.now() },
        { offset: (query.page - 1) * query.pageSize, limit: query.pageSize },
      );
      return { content: await operatorSites(rows), total };
    },

    detail: detailOf,

    /**
     * A new site on a domain no site uses (SITE_DOMAIN_TAKEN otherwise, also under a race: the domain is
     * unique), with its first admin (a user of the new site with role admin and an unusable password
     * until he sets his own), audited; then the admin's invitation.
     */
    async create(actor: Actor, body: CreateSite, origin: InviteOrigin): Promise<OperatorSiteDetail> {
      const domain = body.domain;
      if (await siteOfDomain(db, [...new Set([domain, withoutPort(domain)])]))
        throw new AppError('SITE_DOMAIN_TAKEN');
      const code = await freeCode(domain);
      const adminEmail = body.adminEmail.toLowerCase();
      const passwordHash = await hashPassword(random.token(32));
      const now = clock.now();
      const languages = [...body.availableLang].sort();
      let created: SiteRow;
      try {
        created = await db.transaction(async (tx) => {
          const row = await insertSite(tx, {
            code,
            siteName: body.brandName,
            brandName: body.brandName,
            domainName: domain,
            siteType: body.siteType,
            templateType: body.siteType === 2 ? body.templateType : 1,
            version: body.version,
            status: 1,
            beginTime: new Date(body.beginTime),
            endTime: new Date(body.endTime),
            copyMaxNumber: body.copyMaxNumber,
            masterMaxNumber: body.masterMaxNumber,
            userCopyLimit: body.userCopyLimit,
            userTradeLimit: body.userTradeLimit,
            availableLang: languages.join(','),
            defaultLang: body.defaultLang,
            language: LANG_CODE_TO_LOCALE[body.defaultLang],
            createdAt: now,
            updatedAt: now,
          });
          await insertDomain(tx, row.id, domain, now);
          await users.create(toScope(row), { userName: adminEmail, passwordHash, role: 'admin' }, tx);
          await insertAuditRow(tx, {
            siteId: row.id,
            actorKind: actor.kind,
            actorId: actor.id,
            actorName: actor.name,
            action: 'site.create',
            before: {},
            after: {
              domain,
              code,
              brandName: body.brandName,
              siteType: row.siteType,
              templateType: row.templateType,
              availableLang: row.availableLang,
              defaultLang: row.defaultLang,
              adminEmail,
              ...pick(row, PLATFORM_KEYS),
            },
            createdAt: now,
          });
          return row;
        });
      } catch (error) {
        if (isUniqueViolation(error)) {
          // The domain went to another site meanwhile, or (rarely) the code did.
          if (await siteOfDomain(db, [domain])) throw new AppError('SITE_DOMAIN_TAKEN', { cause: error });
          throw new AppError('CONFLICT', { cause: error });
        }
        throw error;
      }
      sites.invalidate();
      await invite(created, adminEmail, origin);
      return detailOf(created.id);
    },

    /** Status 0 with the reason its visitors read. */
    suspend(actor: Actor, siteId: number, reason: string) {
      return change(actor, siteId, 'site.suspend', () => ({ status: 0, suspendReason: reason }));
    },

    resume(actor: Actor, siteId: number) {
      return change(actor, siteId, 'site.resume', () => ({ status: 1, suspendReason: '' }));
    },

    /** A new end of the validity (and start); the end must be after the start in force. */
    renew(
      actor: Actor,
      input: { siteId: number; beginTime?: number | undefined; endTime: number },
      locale: Locale,
    ) {
      return change(actor, input.siteId, 'site.renew', (row) => {
        const begin = input.beginTime ?? row.beginTime?.getTime() ?? null;
        if (begin !== null && input.endTime <= begin)
          throw new AppError('VALIDATION_FAILED', {
            fieldErrors: [{ field: 'endTime', message: translate(locale, 'validation.validity.order') }],
          });
        return {
          endTime: new Date(input.endTime),
          ...(input.beginTime === undefined ? {} : { beginTime: new Date(input.beginTime) }),
        };
      });
    },

    /** New limits: they refuse new actions only; nothing bound or running is undone. */
    updateLimits(actor: Actor, siteId: number, limits: SiteLimits) {
      return change(actor, siteId, 'site.limits', () => ({ ...limits }));
    },

    updateVersion(actor: Actor, siteId: number, version: number, freeUpgradeFlag: boolean) {
      return change(actor, siteId, 'site.version', () => ({ version, freeUpgradeFlag }));
    },

    async audit(query: { siteId: number; page: number; pageSize: number }) {
      await siteRow(query.siteId);
      const { rows, total } = await pageAuditRows(db, query.siteId, {
        offset: (query.page - 1) * query.pageSize,
        limit: query.pageSize,
      });
      const content: SiteAuditEntry[] = rows.map((r) => ({
        id: r.id,
        actorKind: r.actorKind,
        actorName: r.actorName,
        action: r.action,
        before: r.before,
        after: r.after,
        createTime: r.createdAt.getTime(),
      }));
      return { content, total };
    },

    /**
     * Makes the person with this email an admin of the site (a user of the site with it is promoted, else
     * one is created with role admin), audited, and invites him (again, for an admin already there).
     */
    async addAdmin(
      actor: Actor,
      input: { siteId: number; email: string },
      origin: InviteOrigin,
    ): Promise<SiteAdmin> {
      const row = await siteRow(input.siteId);
      const scope = toScope(row);
      const email = input.email.toLowerCase();
      const passwordHash = await hashPassword(random.token(32));
      const now = clock.now();
      const admin = await db.transaction(async (tx) => {
        const existing = await users.findByUserName(scope, email, tx);
        if (existing?.role === 'admin') return userAdmin(existing, existing.passwordChangedAt !== null);
        let user: UserRow;
        if (existing) {
          await users.setRole(scope, existing.id, 'admin', now, tx);
          user = existing;
        } else {
          user = await users.create(scope, { userName: email, passwordHash, role: 'admin' }, tx);
        }
        await insertAuditRow(tx, {
          siteId: row.id,
          actorKind: actor.kind,
          actorId: actor.id,
          actorName: actor.name,
          action: 'admin.add',
          before: existing ? { userId: existing.id, role: existing.role } : {},
          after: { userId: user.id, email, role: 'admin' },
          createdAt: now,
        });
        return userAdmin(user, existing !== undefined);
      });
      await invite(row, email, origin);
      return admin;
    },

    /**
     * Takes the admin role from a person of the site (he stays a user). The site's admins are locked
     * first, so two removals at once cannot leave it without an active admin (SITE_LAST_ADMIN).
     */
    async removeAdmin(actor: Actor, input: { siteId: number; userId: number }): Promise<void> {
      const row = await siteRow(input.siteId);
      const scope = toScope(row);
      const now = clock.now();
      await db.transaction(async (tx) => {
        const admins = await users.lockAdmins(scope, tx);
        const target = admins.find((a) => a.id === input.userId);
        if (!target) throw new AppError('NOT_FOUND');
        if (!admins.some((a) => a.id !== target.id && a.status === 1)) throw new AppError('SITE_LAST_ADMIN');
        await users.setRole(scope, target.id, 'user', now, tx);
        await insertAuditRow(tx, {
          siteId: row.id,
          actorKind: actor.kind,
          actorId: actor.id,
          actorName: actor.name,
          action: 'admin.remove',
          before: { userId: target.id, email: target.email ?? '', role: 'admin' },
          after: { userId: target.id, role: 'user' },
          createdAt: now,
        });
      });
    },

    /** `queryUsageLimits`: what the caller uses of his site's limits (spec 3 client state). */
    async usageLimits(site: SiteScope, caller: Caller): Promise<UsageLimits> {
      const since = monthStart(clock.now());
      const [row, usage] = await Promise.all([sites.row(site), userUsage(db, site.id, caller.userId, since)]);
      return {
        currentUserCopyCount: usage.liveSubscriptions,
        userCopyLimit: row.userCopyLimit,
        currentUserTradeCount: usage.tradesThisMonth,
        userTradeLimit: row.userTradeLimit,
        monthStart: since.getTime(),
        masterNumber: usage.tradeAccounts,
        masterMaxNumber: row.masterMaxNumber,
        copyNumber: usage.followAccounts,
        copyMaxNumber: row.copyMaxNumber,
        version: row.version,
        freeUpgradeFlag: row.freeUpgradeFlag,
      };
    },
  };
}

export type SitePlatformService = ReturnType<typeof createSitePlatformService>;

import type { Locale } from '@copytrade/contracts/locale';
import type {
  CreateSiteBody,
  Operator,
  OperatorLoginResult,
  SiteLimits,
  SiteState,
} from '@copytrade/contracts/operator';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/app-error';
import type { OperatorCaller } from '../../platform/context';
import type { Clock, Random } from '../../platform/ports';
import { clearSlots, releaseSlots, reserveSlots, type SlotRule } from '../../platform/rate-slots';
import { DUMMY_PASSWORD_HASH, sha256Hex, verifyPassword } from '../../platform/secrets';
import type { Actor, InviteOrigin, SitePlatformService } from '../sites/site-platform.service';
import {
  findLiveSession,
  findOperatorByEmail,
  insertOperatorSession,
  revokeOperatorSession,
  takeTotpStep,
} from './operator.repository';
import { openTotpSecret, totpStepFor } from './totp';

/** The operators' sign-in limits and sessions. Changing one is a product decision: keep the notes in step. */
export const OPERATOR_LIMITS = {
  /** Failed sign-ins of one email from one network address before sign-in pauses there. */
  failuresPerEmailAndIp: 5,
  /** Failed sign-ins from one network address (any email) before sign-in pauses for it. */
  failuresPerIp: 20,
  /** Failed sign-ins of one email from all addresses before each further try waits (1 s, 2 s, ... 1 min). */
  failuresPerEmail: 10,
  slowdownBaseMs: 1000,
  slowdownMaxMs: 60_000,
  windowMs: 15 * 60_000,
  /** An operator's session lasts a working day. */
  sessionTtlMs: 8 * 3600_000,
} as const;

/**
 * The rate events of the platform (operators are above the sites) are kept under site id 0, which no
 * site has (serial ids start at 1; rate_events.site_id has no foreign key).
 */
export const PLATFORM_RATE_SITE = 0;

type Meta = { ip: string };

export function createOperatorService(deps: {
  db: Db;
  clock: Clock;
  random: Random;
  totpKey: Buffer;
  platform: SitePlatformService;
}) {
  const { db, clock, random, totpKey, platform } = deps;

  const actorOf = (op: OperatorCaller): Actor => ({
    kind: 'operator',
    id: op.operatorId,
    name: op.name || op.email,
  });

  return {
    /**
     * Email, password, then the one-time code. Every try takes its rate slots before anything is
     * compared (so a burst compares no more than the limits allow); a success gives them back. A code is
     * accepted once: its time step must be newer than the last accepted one (one conditional UPDATE).
     */
    async login(
      input: { email: string; password: string; code: string },
      meta: Meta,
    ): Promise<OperatorLoginResult> {
      const email = input.email.trim().toLowerCase();
      const now = clock.now();
      const window = OPERATOR_LIMITS.windowMs;
      const rules: SlotRule[] = [
        {
          bucket: 'operator-login:email-ip',
          key: `${email}|${meta.ip}`,
          limit: OPERATOR_LIMITS.failuresPerEmailAndIp,
          windowMs: window,
        },
        { bucket: 'operator-login:ip', key: meta.ip, limit: OPERATOR_LIMITS.failuresPerIp, windowMs: window },
        {
          bucket: 'operator-login:email',
          key: email,
          limit: OPERATOR_LIMITS.failuresPerEmail,
          windowMs: window,
          spacing: { baseMs: OPERATOR_LIMITS.slowdownBaseMs, maxMs: OPERATOR_LIMITS.slowdownMaxMs },
        },
      ];
      const slots = await reserveSlots(db, PLATFORM_RATE_SITE, rules, now);
      if (!slots.ok)
        throw new AppError('OPERATOR_LOGIN_LOCKED', {
          params: { minutes: Math.max(1, Math.ceil(slots.retryMs / 60_000)) },
        });
      const operator = await findOperatorByEmail(db, email);
      const passwordOk = await verifyPassword(operator?.passwordHash ?? DUMMY_PASSWORD_HASH, input.password);
      if (!operator || !passwordOk || operator.status !== 1)
        throw new AppError('OPERATOR_CREDENTIALS_INVALID');
      const step = totpStepFor(openTotpSecret(totpKey, operator.totpSecret, operator.email), input.code, now);
      if (step === null) throw new AppError('OPERATOR_CODE_INVALID');
      if (!(await takeTotpStep(db, operator.id, step, now))) throw new AppError('OPERATOR_CODE_USED');
      await releaseSlots(db, PLATFORM_RATE_SITE, slots.ids);
      await clearSlots(db, PLATFORM_RATE_SITE, 'operator-login:email-ip', `${email}|${meta.ip}`);
      const token = random.token(32);
      const expiresAt = new Date(now.getTime() + OPERATOR_LIMITS.sessionTtlMs);
      await insertOperatorSession(db, {
        operatorId: operator.id,
        tokenHash: sha256Hex(token),
        expiresAt,
        ip: meta.ip,
        createdAt: now,
      });
      return {
        token,
        tokenTime: expiresAt.getTime(),
        operator: { id: operator.id, email: operator.email, name: operator.name },
      };
    },

    /**
     * The operator behind a token of the console. A site user's token is unknown here (sessions of the
     * two kinds live in different tables), as an operator's is on a site.
     */
    async authenticate(token: string | undefined): Promise<OperatorCaller> {
      if (!token) throw new AppError('UNAUTHENTICATED');
      const session = await findLiveSession(db, sha256Hex(token), clock.now());
      if (!session || session.status !== 1) throw new AppError('UNAUTHENTICATED');
      return {
        operatorId: session.operatorId,
        sessionId: session.sessionId,
        email: session.email,
        name: session.name,
      };
    },

    async logout(op: OperatorCaller): Promise<void> {
      await revokeOperatorSession(db, op.sessionId, clock.now());
    },

    me(op: OperatorCaller): Operator {
      return { id: op.operatorId, email: op.email, name: op.name };
    },

    sites(query: {
      keyword?: string | undefined;
      state?: SiteState | undefined;
      page: number;
      pageSize: number;
    }) {
      return platform.list(query);
    },

    site(siteId: number) {
      return platform.detail(siteId);
    },

    createSite(
      op: OperatorCaller,
      body: Required<Pick<CreateSiteBody, 'templateType' | 'version'>> &
        Omit<CreateSiteBody, 'templateType' | 'version'>,
      origin: InviteOrigin,
    ) {
      return platform.create(actorOf(op), body, origin);
    },

    suspend(op: OperatorCaller, siteId: number, reason: string) {
      return platform.suspend(actorOf(op), siteId, reason);
    },

    resume(op: OperatorCaller, siteId: number) {
      return platform.resume(actorOf(op), siteId);
    },

    renew(
      op: OperatorCaller,
      input: { siteId: number; beginTime?: number | undefined; endTime: number },
      locale: Locale,
    ) {
      return platform.renew(actorOf(op), input, locale);
    },

    updateLimits(op: OperatorCaller, siteId: number, limits: SiteLimits) {
      return platform.updateLimits(actorOf(op), siteId, limits);
    },

    updateVersion(op: OperatorCaller, siteId: number, version: number, freeUpgradeFlag: boolean) {
      return platform.updateVersion(actorOf(op), siteId, version, freeUpgradeFlag);
    },

    audit(query: { siteId: number; page: number; pageSize: number }) {
      return platform.audit(query);
    },

    addAdmin(op: OperatorCaller, input: { siteId: number; email: string }, origin: InviteOrigin) {
      return platform.addAdmin(actorOf(op), input, origin);
    },

    removeAdmin(op: OperatorCaller, input: { siteId: number; userId: number }) {
      return platform.removeAdmin(actorOf(op), input);
    },
  };
}

export type OperatorService = ReturnType<typeof createOperatorService>;

import type { CodePurpose, CodeSent, LoginResult } from '@copytrade/contracts/auth';
import type { Locale } from '@copytrade/contracts/locale';
import type { AccountCodePurpose, PasswordChanged, SessionInfo } from '@copytrade/contracts/profile';
import { interpolate } from '@copytrade/contracts/messages/message-table';
import { VERIFY_METHODS } from '@copytrade/contracts/site';
import { isEmail } from '@copytrade/contracts/validators';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/app-error';
import type { Caller, SiteScope } from '../../platform/context';
import type { Messenger } from '../../platform/messenger';
import type { Clock, Random } from '../../platform/ports';
import {
  DUMMY_PASSWORD_HASH,
  hashPassword,
  hmacHex,
  safeEqualHex,
  sha256Hex,
  verifyPassword,
} from '../../platform/secrets';
import type { NoticeService } from '../messages/notice.service';
import type { SiteService } from '../sites/site.service';
import type { UserRow } from '../users/user.repository';
import { toCust, type UserService } from '../users/user.service';
import {
  addCodeAttempt,
  addRateEvent,
  clearRateEvents,
  consumeCode,
  countRateEvents,
  deleteCode,
  findSessionByTokenHash,
  insertCode,
  insertSession,
  latestCode,
  liveSessions,
  revokeOtherSessions,
  revokeSession,
  revokeUserSessions,
} from './auth.repository';
import { AUTH_TEXTS, type AnyCodePurpose } from './auth.texts';

/** The limits of codes and sign-ins. Changing one is a product decision: keep docs/architecture.md in step. */
export const AUTH_LIMITS = {
  codeLength: 6,
  codeTtlMs: 10 * 60_000,
  codeMaxAttempts: 5,
  /** One code per address and purpose per minute. */
  resendIntervalMs: 60_000,
  /** Per address, per hour, all purposes. */
  codesPerAddressPerHour: 10,
  /** Per network address, per hour, on one site. */
  codesPerIpPerHour: 20,
  /** Failed sign-ins of one username before sign-in pauses. */
  loginFailuresPerUser: 5,
  /** Failed sign-ins from one network address before sign-in pauses for it. */
  loginFailuresPerIp: 30,
  loginWindowMs: 15 * 60_000,
} as const;

const HOUR = 3600_000;

type AuthDeps = {
  db: Db;
  clock: Clock;
  random: Random;
  messenger: Messenger;
  codeKey: Buffer;
  sessionTtlMs: number;
  sites: SiteService;
  users: UserService;
  notices: NoticeService;
};

type RequestMeta = { ip: string; userAgent: string; locale: Locale };

/** A new email or phone for the signed-in user (security page). */
export type NewContact = { kind: 'email'; address: string } | { kind: 'phone'; address: string };

function normalize(userName: string): { channel: 'email' | 'sms'; address: string } {
  const trimmed = userName.trim();
  return isEmail(trimmed)
    ? { channel: 'email', address: trimmed.toLowerCase() }
    : { channel: 'sms', address: trimmed };
}

/** An email lower-case and trimmed, a phone trimmed. */
function normalizeContact(contact: NewContact): NewContact {
  const address = contact.address.trim();
  return contact.kind === 'email'
    ? { kind: 'email', address: address.toLowerCase() }
    : { kind: 'phone', address };
}

/** Whether a site's verifyMethod accepts this kind of username for sign-up (spec 3: 0 both, 2 phone, else email). */
export function acceptsUserName(verifyMethod: number, userName: string): boolean {
  if (verifyMethod === VERIFY_METHODS.PHONE_OR_EMAIL) return true;
  const email = isEmail(userName.trim());
  return verifyMethod === VERIFY_METHODS.PHONE ? !email : email;
}

export function createAuthService(deps: AuthDeps) {
  const { db, clock, random, messenger, codeKey, sessionTtlMs, sites, users, notices } = deps;

  const codeHash = (site: SiteScope, address: string, purpose: AnyCodePurpose, code: string) =>
    hmacHex(codeKey, `${site.id}|${address}|${purpose}|${code}`);

  async function assertRate(site: SiteScope, bucket: string, key: string, limit: number, windowMs: number) {
    const now = clock.now();
    const { count, oldest } = await countRateEvents(
      db,
      site.id,
      bucket,
      key,
      new Date(now.getTime() - windowMs),
    );
    if (count >= limit) {
      const retryMs = oldest ? oldest.getTime() + windowMs - now.getTime() : windowMs;
      return Math.max(1, Math.ceil(retryMs / 1000));
    }
    return 0;
  }

  /**
   * Checks a code without spending it. A wrong code costs one of its tries (kept even though the
   * request fails); the caller spends a right one inside its own transaction with `consumeCode`.
   */
  async function checkCode(
    site: SiteScope,
    userName: string,
    purpose: AnyCodePurpose,
    code: string,
  ): Promise<number> {
    const { address } = normalize(userName);
    const row = await latestCode(db, site.id, address, purpose);
    if (!row || row.consumedAt) throw new AppError('CODE_INVALID');
    if (row.attempts >= AUTH_LIMITS.codeMaxAttempts) throw new AppError('CODE_ATTEMPTS_EXCEEDED');
    if (row.expiresAt.getTime() <= clock.now().getTime()) throw new AppError('CODE_EXPIRED');
    if (!safeEqualHex(row.codeHash, codeHash(site, address, purpose, code))) {
      const attempts = await addCodeAttempt(db, site.id, row.id);
      throw new AppError(attempts >= AUTH_LIMITS.codeMaxAttempts ? 'CODE_ATTEMPTS_EXCEEDED' : 'CODE_INVALID');
    }
    return row.id;
  }

  async function spendCode(tx: Db, site: SiteScope, codeId: number) {
    if (!(await consumeCode(tx, site.id, codeId, clock.now()))) throw new AppError('CODE_INVALID');
  }

  /**
   * Sends a new code for `purpose` to `address`: one per address and purpose per minute, 10 per address and
   * 20 per network address per hour. A code whose delivery fails is deleted and does not count.
   */
  async function deliverCode(
    site: SiteScope,
    channel: 'email' | 'sms',
    address: string,
    purpose: AnyCodePurpose,
    meta: RequestMeta,
  ): Promise<CodeSent> {
    const now = clock.now();
    const previous = await latestCode(db, site.id, address, purpose);
    if (previous && now.getTime() - previous.createdAt.getTime() < AUTH_LIMITS.resendIntervalMs) {
      const seconds = Math.ceil(
        (previous.createdAt.getTime() + AUTH_LIMITS.resendIntervalMs - now.getTime()) / 1000,
      );
      throw new AppError('CODE_TOO_FREQUENT', { params: { seconds } });
    }
    const waitAddress = await assertRate(
      site,
      'code:address',
      address,
      AUTH_LIMITS.codesPerAddressPerHour,
      HOUR,
    );
    const waitIp = await assertRate(site, 'code:ip', meta.ip, AUTH_LIMITS.codesPerIpPerHour, HOUR);
    const wait = Math.max(waitAddress, waitIp);
    if (wait > 0) throw new AppError('CODE_TOO_FREQUENT', { params: { seconds: wait } });

    const code = random.digits(AUTH_LIMITS.codeLength);
    const codeId = await insertCode(db, site.id, {
      channel,
      address,
      purpose,
      codeHash: codeHash(site, address, purpose, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + AUTH_LIMITS.codeTtlMs),
      ip: meta.ip,
    });
    const params = {
      brand: site.brandName,
      code,
      minutes: AUTH_LIMITS.codeTtlMs / 60_000,
      purpose: AUTH_TEXTS.purpose[purpose][meta.locale],
    };
    try {
      await messenger.send({
        siteId: site.id,
        channel,
        to: address,
        fromName: site.brandName,
        subject: interpolate(AUTH_TEXTS.codeSubject[meta.locale], params),
        text: interpolate(
          channel === 'email' ? AUTH_TEXTS.codeMail[meta.locale] : AUTH_TEXTS.codeSms[meta.locale],
          params,
        ),
      });
    } catch (error) {
      // Not delivered: the code never existed, and the address may ask again at once.
      await deleteCode(db, site.id, codeId);
      throw error;
    }
    await addRateEvent(db, site.id, 'code:address', address, now);
    await addRateEvent(db, site.id, 'code:ip', meta.ip, now);
    return {
      expiresIn: AUTH_LIMITS.codeTtlMs / 1000,
      resendIn: AUTH_LIMITS.resendIntervalMs / 1000,
    };
  }

  /**
   * The signed-in user's current password, asked again before a security change. A wrong one counts in
   * `rate_events` (bucket password:user); 5 within 15 minutes pause the checks, so a stolen session cannot
   * guess the password through these calls.
   */
  async function assertCurrentPassword(site: SiteScope, userId: number, password: string): Promise<UserRow> {
    const key = String(userId);
    const now = clock.now();
    const failures = await countRateEvents(
      db,
      site.id,
      'password:user',
      key,
      new Date(now.getTime() - AUTH_LIMITS.loginWindowMs),
    );
    if (failures.count >= AUTH_LIMITS.loginFailuresPerUser) {
      const retryMs =
        (failures.oldest?.getTime() ?? now.getTime()) + AUTH_LIMITS.loginWindowMs - now.getTime();
      throw new AppError('PASSWORD_CHECK_LOCKED', {
        params: { minutes: Math.max(1, Math.ceil(retryMs / 60_000)) },
      });
    }
    const user = await users.byId(site, userId);
    if (!(await verifyPassword(user.passwordHash, password))) {
      await addRateEvent(db, site.id, 'password:user', key, now);
      throw new AppError('OLD_PASSWORD_WRONG');
    }
    await clearRateEvents(db, site.id, 'password:user', key);
    return user;
  }

  /** A new email or phone must differ from the user's own and be free on the site (email in any case). */
  async function assertContactFree(site: SiteScope, user: UserRow, contact: NewContact) {
    const own = contact.kind === 'email' ? user.email?.toLowerCase() : user.phone;
    if (own === contact.address)
      throw new AppError(contact.kind === 'email' ? 'EMAIL_UNCHANGED' : 'PHONE_UNCHANGED');
    if (await users.findByUserName(site, contact.address))
      throw new AppError(contact.kind === 'email' ? 'EMAIL_TAKEN' : 'PHONE_TAKEN');
  }

  const contactPurpose = (contact: NewContact): AccountCodePurpose =>
    contact.kind === 'email' ? 'changeEmail' : 'changePhone';

  async function issueSession(site: SiteScope, userId: number, meta: RequestMeta) {
    const token = random.token(32);
    const expiresAt = new Date(clock.now().getTime() + sessionTtlMs);
    await insertSession(db, site.id, {
      userId,
      tokenHash: sha256Hex(token),
      expiresAt,
      ip: meta.ip,
      userAgent: meta.userAgent.slice(0, 300),
    });
    return { token, tokenTime: expiresAt.getTime() };
  }

  return {
    /**
     * Sends a verification code by mail or text message. Refused when the address is asked for too
     * often (per address and purpose each minute, per address each hour, per network each hour), or
     * when the purpose does not fit the address (registering a taken name, resetting an unknown one).
     */
    async sendCode(
      site: SiteScope,
      userName: string,
      purpose: CodePurpose,
      meta: RequestMeta,
    ): Promise<CodeSent> {
      sites.assertOpen(site);
      const { channel, address } = normalize(userName);
      const existing = await users.findByUserName(site, address);
      if (purpose === 'register') {
        if (!acceptsUserName(site.verifyMethod, address)) throw new AppError('VERIFY_METHOD_NOT_ALLOWED');
        if (existing) throw new AppError('USERNAME_TAKEN');
      } else if (!existing) {
        throw new AppError('USER_NOT_FOUND');
      }

      return deliverCode(site, channel, address, purpose, meta);
    },

    async isUserNameAvailable(site: SiteScope, userName: string): Promise<boolean> {
      return !(await users.findByUserName(site, normalize(userName).address));
    },

    /** Registers with a code sent for 'register'; the code is spent only if the user is created. */
    async register(
      site: SiteScope,
      input: { userName: string; code: string; password: string; inviteCode?: string | undefined },
    ): Promise<{ userId: number }> {
      sites.assertOpen(site);
      const { address } = normalize(input.userName);
      if (!acceptsUserName(site.verifyMethod, address)) throw new AppError('VERIFY_METHOD_NOT_ALLOWED');
      if (await users.findByUserName(site, address)) throw new AppError('USERNAME_TAKEN');
      const codeId = await checkCode(site, address, 'register', input.code);
      const passwordHash = await hashPassword(input.password);
      const user = await db.transaction(async (tx) => {
        await spendCode(tx, site, codeId);
        const created = await users.create(
          site,
          { userName: address, passwordHash, inviteCode: input.inviteCode },
          tx,
        );
        await notices.welcome(site, created.id, tx);
        return created;
      });
      return { userId: user.id };
    },

    async login(
      site: SiteScope,
      input: { userName: string; password: string },
      meta: RequestMeta,
    ): Promise<LoginResult> {
      sites.assertOpen(site);
      const { address } = normalize(input.userName);
      const windowStart = new Date(clock.now().getTime() - AUTH_LIMITS.loginWindowMs);
      const [byUser, byIp] = await Promise.all([
        countRateEvents(db, site.id, 'login:user', address, windowStart),
        countRateEvents(db, site.id, 'login:ip', meta.ip, windowStart),
      ]);
      const locked =
        byUser.count >= AUTH_LIMITS.loginFailuresPerUser
          ? byUser
          : byIp.count >= AUTH_LIMITS.loginFailuresPerIp
            ? byIp
            : null;
      if (locked) {
        const retryMs =
          (locked.oldest?.getTime() ?? clock.now().getTime()) +
          AUTH_LIMITS.loginWindowMs -
          clock.now().getTime();
        throw new AppError('LOGIN_LOCKED', { params: { minutes: Math.max(1, Math.ceil(retryMs / 60_000)) } });
      }

      const user = await users.findByUserName(site, address);
      const ok = await verifyPassword(user?.passwordHash ?? DUMMY_PASSWORD_HASH, input.password);
      if (!user || !ok) {
        const now = clock.now();
        await addRateEvent(db, site.id, 'login:user', address, now);
        await addRateEvent(db, site.id, 'login:ip', meta.ip, now);
        throw new AppError('INVALID_CREDENTIALS');
      }
      if (user.status !== 1) throw new AppError('ACCOUNT_DISABLED');
      await clearRateEvents(db, site.id, 'login:user', address);
      const session = await issueSession(site, user.id, meta);
      return { ...session, cust: toCust(user) };
    },

    async logout(site: SiteScope, caller: Caller): Promise<void> {
      await revokeSession(db, site.id, caller.sessionId, clock.now());
    },

    /** Resets the password with a code sent for 'resetPassword', and signs the user out everywhere. */
    async resetPassword(
      site: SiteScope,
      input: { userName: string; code: string; password: string },
    ): Promise<void> {
      sites.assertOpen(site);
      const { address } = normalize(input.userName);
      const user = await users.findByUserName(site, address);
      if (!user) throw new AppError('USER_NOT_FOUND');
      const codeId = await checkCode(site, address, 'resetPassword', input.code);
      const passwordHash = await hashPassword(input.password);
      const now = clock.now();
      await db.transaction(async (tx) => {
        await spendCode(tx, site, codeId);
        await users.setPassword(site, user.id, passwordHash, now, tx);
        await revokeUserSessions(tx, site.id, user.id, now);
      });
      await clearRateEvents(db, site.id, 'login:user', address);
    },

    /**
     * `updatePassword`: the current password, then the new one; every OTHER session of the user ends (the
     * one making the change stays) and users.password_changed_at is set, in one transaction.
     */
    async changePassword(
      site: SiteScope,
      caller: Caller,
      input: { oldPassword: string; password: string },
    ): Promise<PasswordChanged> {
      sites.assertOpen(site);
      const user = await assertCurrentPassword(site, caller.userId, input.oldPassword);
      const passwordHash = await hashPassword(input.password);
      const now = clock.now();
      return db.transaction(async (tx) => {
        await users.setPassword(site, user.id, passwordHash, now, tx);
        const revokedSessions = await revokeOtherSessions(tx, site.id, user.id, caller.sessionId, now);
        return { revokedSessions };
      });
    },

    /**
     * `sendEmailCode` / `sendPhoneCode`: a code to the NEW address (purpose changeEmail / changePhone),
     * under the same limits as every code. Refused when the address is the user's own or another user's.
     */
    async sendContactCode(
      site: SiteScope,
      caller: Caller,
      contact: NewContact,
      meta: RequestMeta,
    ): Promise<CodeSent> {
      sites.assertOpen(site);
      const normalized = normalizeContact(contact);
      await assertContactFree(site, await users.byId(site, caller.userId), normalized);
      const channel = normalized.kind === 'email' ? 'email' : 'sms';
      return deliverCode(site, channel, normalized.address, contactPurpose(normalized), meta);
    },

    /**
     * `modifyemail` / `updatephone`: the current password, then the code sent to the new address for
     * this purpose (a code of another purpose or address never fits); the code is spent in the transaction
     * that binds the address. A race for the same address ends in EMAIL_TAKEN / PHONE_TAKEN.
     */
    async changeContact(
      site: SiteScope,
      caller: Caller,
      input: { contact: NewContact; code: string; password: string },
    ): Promise<void> {
      sites.assertOpen(site);
      const contact = normalizeContact(input.contact);
      const user = await assertCurrentPassword(site, caller.userId, input.password);
      await assertContactFree(site, user, contact);
      const codeId = await checkCode(site, contact.address, contactPurpose(contact), input.code);
      const now = clock.now();
      await db.transaction(async (tx) => {
        await spendCode(tx, site, codeId);
        await users.setContact(
          site,
          user.id,
          contact.kind === 'email' ? { email: contact.address } : { phone: contact.address },
          now,
          tx,
        );
      });
    },

    /** `querySessions`: the caller's live sessions, newest first, the current one flagged. */
    async sessions(site: SiteScope, caller: Caller): Promise<SessionInfo[]> {
      const rows = await liveSessions(db, site.id, caller.userId, clock.now());
      return rows.map((row) => ({
        id: row.id,
        createdAt: row.createdAt.getTime(),
        expiresAt: row.expiresAt.getTime(),
        ip: row.ip,
        userAgent: row.userAgent,
        current: row.id === caller.sessionId,
      }));
    },

    /**
     * The caller behind a bearer token on this site. A token is refused when unknown or revoked,
     * when expired, when it belongs to another site, or when its user was disabled.
     */
    async authenticate(site: SiteScope, token: string | undefined): Promise<Caller> {
      if (!token) throw new AppError('UNAUTHENTICATED');
      const session = await findSessionByTokenHash(db, sha256Hex(token));
      if (!session || session.revokedAt) throw new AppError('UNAUTHENTICATED');
      if (session.siteId !== site.id) throw new AppError('TOKEN_WRONG_SITE');
      if (session.expiresAt.getTime() <= clock.now().getTime()) throw new AppError('TOKEN_EXPIRED');
      if (session.userStatus !== 1) throw new AppError('ACCOUNT_DISABLED');
      sites.assertOpen(site);
      return {
        userId: session.userId,
        sessionId: session.id,
        userType: session.userType,
        isAdmin: session.role === 'admin',
      };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

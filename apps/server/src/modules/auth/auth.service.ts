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
import { toCust, type UserRow, type UserService } from '../users/user.service';
import { clearSlots, releaseSlots, reserveSlots, type SlotRule } from '../../platform/rate-slots';
import { findSessionByTokenHash } from '../../read-models/session-callers';
import {
  consumeCode,
  deleteCode,
  hasSignedInFrom,
  insertCode,
  insertSession,
  latestCode,
  liveSessions,
  revokeOtherSessions,
  revokeSession,
  revokeUserSessions,
  takeCodeAttempt,
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
  /** Failed sign-ins of one username from one network address before sign-in pauses there. */
  loginFailuresPerUserAndIp: 5,
  /** Failed sign-ins from one network address (any username) before sign-in pauses for it. */
  loginFailuresPerIp: 30,
  /**
   * Failed sign-ins of one username from all addresses before each further try waits a growing delay
   * (1 s, 2 s, 4 s ... at most a minute). Addresses the user signed in from before are exempt, so a
   * stranger can slow guessing but cannot lock the owner out.
   */
  loginFailuresPerUser: 10,
  loginSlowdownBaseMs: 1000,
  loginSlowdownMaxMs: 60_000,
  /** Wrong current passwords (security changes) of one signed-in user before the checks pause. */
  passwordFailuresPerUser: 5,
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

  /**
   * Checks a code without spending it. Every comparison first takes one of the code's tries with a
   * conditional update (attempts < max), so concurrent guesses cannot compare more than the code allows;
   * the caller spends a right one inside its own transaction with `consumeCode`.
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
    if (row.expiresAt.getTime() <= clock.now().getTime()) throw new AppError('CODE_EXPIRED');
    const attempts = await takeCodeAttempt(db, site.id, row.id, AUTH_LIMITS.codeMaxAttempts);
    if (attempts === null) throw new AppError('CODE_ATTEMPTS_EXCEEDED');
    if (!safeEqualHex(row.codeHash, codeHash(site, address, purpose, code))) {
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
    const slots = await reserveSlots(
      db,
      site.id,
      [
        {
          bucket: 'code:resend',
          key: `${address}|${purpose}`,
          limit: 1,
          windowMs: AUTH_LIMITS.resendIntervalMs,
        },
        { bucket: 'code:address', key: address, limit: AUTH_LIMITS.codesPerAddressPerHour, windowMs: HOUR },
        { bucket: 'code:ip', key: meta.ip, limit: AUTH_LIMITS.codesPerIpPerHour, windowMs: HOUR },
      ],
      now,
    );
    if (!slots.ok) throw new AppError('CODE_TOO_FREQUENT', { params: { seconds: slots.retrySeconds } });

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
      await releaseSlots(db, site.id, slots.ids);
      throw error;
    }
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
    // The try is counted before the password is compared (reserveSlots), and forgotten when it was right.
    const slots = await reserveSlots(
      db,
      site.id,
      [
        {
          bucket: 'password:user',
          key,
          limit: AUTH_LIMITS.passwordFailuresPerUser,
          windowMs: AUTH_LIMITS.loginWindowMs,
        },
      ],
      clock.now(),
    );
    if (!slots.ok) {
      throw new AppError('PASSWORD_CHECK_LOCKED', {
        params: { minutes: Math.max(1, Math.ceil(slots.retryMs / 60_000)) },
      });
    }
    const user = await users.byId(site, userId);
    if (!(await verifyPassword(user.passwordHash, password))) throw new AppError('OLD_PASSWORD_WRONG');
    await clearSlots(db, site.id, 'password:user', key);
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
      const now = clock.now();
      const window = AUTH_LIMITS.loginWindowMs;
      const user = await users.findByUserName(site, address);
      // An address the user signed in from before is not slowed by strangers' failures elsewhere.
      const knownAddress = user ? await hasSignedInFrom(db, site.id, user.id, meta.ip) : false;
      const rules: SlotRule[] = [
        {
          bucket: 'login:user-ip',
          key: `${address}|${meta.ip}`,
          limit: AUTH_LIMITS.loginFailuresPerUserAndIp,
          windowMs: window,
        },
        { bucket: 'login:ip', key: meta.ip, limit: AUTH_LIMITS.loginFailuresPerIp, windowMs: window },
        {
          bucket: 'login:user',
          key: address,
          limit: knownAddress ? Number.MAX_SAFE_INTEGER : AUTH_LIMITS.loginFailuresPerUser,
          windowMs: window,
          spacing: { baseMs: AUTH_LIMITS.loginSlowdownBaseMs, maxMs: AUTH_LIMITS.loginSlowdownMaxMs },
        },
      ];
      // Every try takes its slots before the password is compared, so a burst compares no more than the
      // limits allow; a right password gives them back.
      const slots = await reserveSlots(db, site.id, rules, now);
      if (!slots.ok) {
        if (slots.rule.bucket === 'login:user') {
          throw new AppError('LOGIN_SLOWED', { params: { seconds: slots.retrySeconds } });
        }
        throw new AppError('LOGIN_LOCKED', {
          params: { minutes: Math.max(1, Math.ceil(slots.retryMs / 60_000)) },
        });
      }
      const ok = await verifyPassword(user?.passwordHash ?? DUMMY_PASSWORD_HASH, input.password);
      if (!user || !ok) throw new AppError('INVALID_CREDENTIALS');
      if (user.status !== 1) throw new AppError('ACCOUNT_DISABLED');
      await releaseSlots(db, site.id, slots.ids);
      await clearSlots(db, site.id, 'login:user-ip', `${address}|${meta.ip}`);
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
      await clearSlots(db, site.id, 'login:user', address);
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

import { NOTICE_TYPES, type MessageCounts } from '@copytrade/contracts/auth';
import { pickLocalized, type Locale } from '@copytrade/contracts/locale';
import { interpolate, type Translations } from '@copytrade/contracts/messages/message-table';
import {
  FIXED_NOTICE_GROUPS,
  flagGroupOf,
  NOTICE_FLAG_GROUP_NAMES,
  type NoticeFlags,
  type NoticeItem,
  type ReadUnreadNoticeResult,
  type UpdateNoticeFlagsBody,
} from '@copytrade/contracts/notices';
import type { Db } from '../../db/client';
import type { LocalizedText } from '../../db/schema/columns';
import type { AfterCommit } from '../../platform/after-commit';
import { AppError } from '../../platform/app-error';
import { addRateEvents, latestRateEvent, recentRateKeys, reserveSlots } from '../../platform/rate-slots';
import type { Caller, SiteScope } from '../../platform/context';
import { systemClock, type Clock } from '../../platform/ports';
import { commentParties, personName, subscriptionParties } from '../../read-models/notice-parties';
import {
  findNotice,
  flagsOf,
  insertNotice,
  insertNotices,
  markRead,
  markTypeRead,
  mergeFlags,
  pageNotices,
  unreadCounts,
  type NewNotice,
} from './notice.repository';
import { SKIP_REASON_TEXTS } from './notice.reasons';
import {
  COPY_ACTION_TEXTS,
  END_CAUSE_TEXTS,
  EVENT_LINKS,
  EVENT_TEXTS,
  NOTICE_TEXTS,
  type NoticeEvent,
} from './notice.texts';

/** A parameter the same in every language, or translated (a reason chosen from a list). */
type Param = string | number | Translations;
/** Only the site's id is needed to write a notice (jobs of the trading side know no more). */
type SiteRef = Pick<SiteScope, 'id'>;
/** A user of a site who was just told something. */
export type Told = { siteId: number; userId: number };

const HOUR_MS = 3600_000;
/** Flood limits, counted in rate_events (bucket, key). */
const BUCKETS = {
  /** subscription id + reason: one copy-skipped notice per subscription and reason per hour. */
  copySkipped: 'notice.copySkipped',
  /** account id: one disconnected notice per account per hour. */
  disconnected: 'notice.disconnected',
  /** account id: restored notices, so a restore is told only after a disconnect that was told. */
  restored: 'notice.restored',
  /** follower id + followee id: one follow notice per pair per hour (follow / unfollow / follow). */
  follow: 'notice.follow',
} as const;
/**
 * Skips that tell nothing new: the follower cancelled, or the order was never copied; a pending copy that
 * awaits the master's fill is not a loss (its outcome at the fill is told), nor is one the master deleted.
 */
const QUIET_SKIPS = new Set(['SUBSCRIPTION_CLOSING', 'NOT_COPIED', 'AWAITING_FILL', 'DELETED_BEFORE_FILL']);
/** How much of a comment the notice quotes, in characters. */
const EXCERPT_CHARS = 80;

function fill(text: LocalizedText, params: Record<string, Param>): Translations {
  const inLocale = (locale: Locale) =>
    Object.fromEntries(
      Object.entries(params).map(([key, value]) => [key, typeof value === 'object' ? value[locale] : value]),
    );
  return {
    zh_CN: interpolate(text.zh_CN, inLocale('zh_CN')),
    en_US: interpolate(text.en_US ?? text.zh_CN, inLocale('en_US')),
    zh_Hant: interpolate(text.zh_Hant ?? text.zh_CN, inLocale('zh_Hant')),
  };
}

/** Where a notice of `kind` leads, for `userId` (the reader): EVENT_LINKS with the plain parameters. */
function linkOf(kind: NoticeEvent | 'welcome', params: Record<string, Param>, userId: number): string {
  const template = EVENT_LINKS[kind];
  if (!template) return '';
  const plain = Object.fromEntries(
    Object.entries(params).filter(
      (entry): entry is [string, string | number] => typeof entry[1] !== 'object',
    ),
  );
  return interpolate(template, { ...plain, userId });
}

/** The notice row of an event for one reader. */
function eventNotice(userId: number, event: NoticeEvent, params: Record<string, Param>): NewNotice {
  const texts = EVENT_TEXTS[event];
  return {
    userId,
    noticeType: NOTICE_TYPES.SYSTEM,
    title: fill(texts.title, params),
    content: fill(texts.content, params),
    kind: event,
    link: linkOf(event, params, userId),
  };
}

/** A person as notices name him: the nickname, else "User 12". */
function nameOf(nickName: string | null | undefined, userId: number): Param {
  if (nickName?.trim()) return nickName;
  return { zh_CN: `用户${userId}`, en_US: `User ${userId}`, zh_Hant: `用戶${userId}` };
}

function excerpt(text: string): string {
  const chars = [...text.replace(/\s+/g, ' ').trim()];
  return chars.length > EXCERPT_CHARS ? `${chars.slice(0, EXCERPT_CHARS).join('')}…` : chars.join('');
}

/** What a subscription's notices say about it, from its parties' row. */
function subscriptionParams(p: {
  serialNo: string;
  masterLogin: string;
  followLogin: string;
  followLoginOrder: number;
  traderName: string;
  followerName: string;
  masterUserId: number;
  followerUserId: number;
}) {
  return {
    serialNo: p.serialNo,
    masterLogin: p.masterLogin,
    followAccount: `#${p.followLoginOrder} ${p.followLogin}`,
    trader: nameOf(p.traderName, p.masterUserId),
    follower: nameOf(p.followerName, p.followerUserId),
  };
}

export type ConnectionAccount = {
  id: number;
  siteId: number;
  userId: number;
  loginOrder: number;
  login: string;
  serverName: string;
};

export type SkippedCopy = {
  siteId: number;
  subscriptionId: number;
  action: string;
  reason: string;
  errorCode: number | null;
  masterTicket: number;
  masterSymbol: string;
};

type Deps = {
  db: Db;
  clock?: Clock;
  /**
   * Where the push to the readers' open pages is written, in the notice's own transaction (none: the
   * seed, which has no open pages to tell).
   */
  afterCommit?: Pick<AfterCommit, 'enqueue'>;
};

/**
 * Notices: written inside the transaction of the change they tell of (so they exist exactly when it does).
 * Every writer also writes, in that transaction, the push to the readers' open pages (`{type: 'notice'}`
 * over /ws), delivered once it commits (platform/after-commit.ts): callers never push. A kind whose group
 * the reader switched off (contracts/notices.ts) is not written; money and review notices always are.
 */
export function createNoticeService(deps: Deps) {
  const { db } = deps;
  const clock = deps.clock ?? systemClock;

  /** The readers' open pages hear of their new notices once `tx` commits. */
  async function pushAfterCommit(tx: Db, siteId: number, userIds: readonly number[]) {
    if (userIds.length === 0 || !deps.afterCommit) return;
    await deps.afterCommit.enqueue(tx, { kind: 'notice.push', siteId, userIds: [...new Set(userIds)] });
  }

  /** The readers among `userIds` who want notices of `kind`. */
  async function wanting(tx: Db, siteId: number, userIds: number[], kind: string): Promise<Set<number>> {
    const group = flagGroupOf(kind);
    if (!group) return new Set(userIds);
    const stored = await flagsOf(tx, siteId, userIds);
    return new Set(userIds.filter((userId) => stored.get(userId)?.[group] !== false));
  }

  /** Writes the notices whose readers want them, and their push; answers who was told. */
  async function write(tx: Db, siteId: number, rows: NewNotice[]): Promise<number[]> {
    const byKind = new Map<string, NewNotice[]>();
    for (const row of rows) byKind.set(row.kind ?? '', [...(byKind.get(row.kind ?? '') ?? []), row]);
    const kept: NewNotice[] = [];
    for (const [kind, list] of byKind) {
      const want = await wanting(
        tx,
        siteId,
        list.map((r) => r.userId),
        kind,
      );
      kept.push(...list.filter((r) => want.has(r.userId)));
    }
    await insertNotices(tx, siteId, kept, clock.now());
    const told = kept.map((r) => r.userId);
    await pushAfterCommit(tx, siteId, told);
    return told;
  }

  function flagsAnswer(stored: Record<string, boolean> | undefined): NoticeFlags {
    const flags = Object.fromEntries(
      NOTICE_FLAG_GROUP_NAMES.map((group) => [group, stored?.[group] !== false]),
    ) as NoticeFlags['flags'];
    return { flags, fixed: [...FIXED_NOTICE_GROUPS] };
  }

  async function counts(site: SiteRef, userId: number): Promise<MessageCounts> {
    const byType = await unreadCounts(db, site.id, userId);
    return {
      systemMessageCount: byType.get(NOTICE_TYPES.SYSTEM) ?? 0,
      publicMessageCount: byType.get(NOTICE_TYPES.PUBLIC) ?? 0,
    };
  }

  return {
    /**
     * A system notice about an event (money, reviews, community, copying), written inside the caller's
     * transaction `tx`, so it exists exactly when the change does (and is pushed once it commits).
     * Answers false when the reader switched the kind off (nothing written).
     */
    async event(
      tx: Db,
      site: SiteRef,
      userId: number,
      event: NoticeEvent,
      params: Record<string, Param>,
    ): Promise<boolean> {
      const told = await write(tx, site.id, [eventNotice(userId, event, params)]);
      return told.length > 0;
    },

    /** The system notice every new user finds under the bell. */
    async welcome(site: SiteScope, userId: number, tx: Db = db) {
      const params = { brand: site.brandName };
      await insertNotice(
        tx,
        site.id,
        {
          userId,
          noticeType: NOTICE_TYPES.SYSTEM,
          title: fill(NOTICE_TEXTS.welcomeTitle, params),
          content: fill(NOTICE_TEXTS.welcomeContent, params),
          kind: 'welcome',
          link: linkOf('welcome', params, userId),
        },
        clock.now(),
      );
      await pushAfterCommit(tx, site.id, [userId]);
    },

    counts,

    async list(
      site: SiteScope,
      userId: number,
      locale: Locale,
      query: { noticeType: number; page: number; pageSize: number; unreadOnly?: boolean | undefined },
    ): Promise<{ content: NoticeItem[]; total: number }> {
      const { rows, total } = await pageNotices(
        db,
        site.id,
        userId,
        query.noticeType || undefined,
        { offset: (query.page - 1) * query.pageSize, limit: query.pageSize },
        query.unreadOnly ?? false,
      );
      return {
        total,
        content: rows.map((r) => ({
          noticeId: r.id,
          noticeType: r.noticeType,
          title: pickLocalized(locale, r.title),
          content: pickLocalized(locale, r.content),
          isRead: r.isRead,
          createTime: r.createdAt.getTime(),
          kind: r.kind,
          link: r.link,
        })),
      };
    },

    /** Marks one notice read (404 when it is not the caller's), or all of them. */
    async read(site: SiteScope, userId: number, noticeId: number | undefined): Promise<void> {
      if (noticeId && !(await findNotice(db, site.id, userId, noticeId))) throw new AppError('NOT_FOUND');
      await markRead(db, site.id, userId, noticeId);
    },

    /** `readUnreadNotice`: every unread notice of a type (0 both) read; the bell's new counts. */
    async readType(site: SiteScope, userId: number, noticeType: number): Promise<ReadUnreadNoticeResult> {
      const marked = await markTypeRead(db, site.id, userId, noticeType || undefined);
      return { marked, ...(await counts(site, userId)) };
    },

    /* ---------- notification flags ---------- */

    /** `queryUserCommunityNoticeFlag`: a /front path that still needs the signed-in caller (401 without). */
    async flags(site: SiteScope, caller: Caller | null): Promise<NoticeFlags> {
      if (!caller) throw new AppError('UNAUTHENTICATED');
      const stored = await flagsOf(db, site.id, [caller.userId]);
      return flagsAnswer(stored.get(caller.userId));
    },

    /** `updateUserCommunityNoticeFlag`: changes the switches given, keeps the others; the new state. */
    async updateFlags(
      site: SiteScope,
      caller: Caller | null,
      body: UpdateNoticeFlagsBody,
    ): Promise<NoticeFlags> {
      if (!caller) throw new AppError('UNAUTHENTICATED');
      const patch = Object.fromEntries(
        Object.entries(body).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean'),
      );
      return flagsAnswer(await mergeFlags(db, site.id, caller.userId, patch, clock.now()));
    },

    /* ---------- events of the other modules ---------- */

    /**
     * A subscription started copying: "copying of #login started" to the follower, "new subscriber" to
     * the trader. Answers who was told.
     */
    async subscriptionStarted(tx: Db, site: SiteRef, subscriptionId: number): Promise<number[]> {
      const [p] = await subscriptionParties(tx, site.id, [subscriptionId]);
      if (!p) return [];
      const params = subscriptionParams(p);
      return write(tx, site.id, [
        eventNotice(p.followerUserId, 'subscriptionStarted', { ...params, subscriptionId }),
        eventNotice(p.masterUserId, 'newSubscriber', { ...params, subscriptionId }),
      ]);
    },

    /**
     * Subscriptions ended (cancelled by the follower with a close mode, or expired): both sides hear it,
     * with the cause. `siteId` 'all' for the expiry sweep (a system job over every site).
     */
    async subscriptionsEnded(
      tx: Db,
      siteId: number | 'all',
      ended: readonly { id: number; cause: 'followTrader' | 'manual' | 'expired' }[],
    ): Promise<Told[]> {
      const parties = await subscriptionParties(
        tx,
        siteId,
        ended.map((e) => e.id),
      );
      const causeOf = new Map(ended.map((e) => [e.id, e.cause]));
      const bySite = new Map<number, NewNotice[]>();
      for (const p of parties) {
        const cause = END_CAUSE_TEXTS[causeOf.get(p.id) ?? 'followTrader'];
        const params = { ...subscriptionParams(p), subscriptionId: p.id };
        const rows = bySite.get(p.siteId) ?? [];
        rows.push(
          eventNotice(p.followerUserId, 'subscriptionEnded', { ...params, cause: cause.follower }),
          eventNotice(p.masterUserId, 'subscriberLeft', { ...params, cause: cause.trader }),
        );
        bySite.set(p.siteId, rows);
      }
      const told: Told[] = [];
      for (const [site, rows] of bySite) {
        for (const userId of await write(tx, site, rows)) told.push({ siteId: site, userId });
      }
      return told;
    },

    /**
     * A comment was saved: the account's owner hears of a comment on his strategy, the author of the
     * comment it answers hears of the reply (one notice each, never to the author himself; an owner who
     * is also the answered author gets the reply notice).
     */
    async commented(tx: Db, site: SiteRef, commentId: number): Promise<number[]> {
      const c = await commentParties(tx, site.id, commentId);
      if (!c) return [];
      const params = {
        name: nameOf(c.authorName, c.authorId),
        login: c.accountLogin,
        excerpt: excerpt(c.content),
        mtId: c.accountId,
      };
      const rows: NewNotice[] = [];
      const replied = c.parentAuthorId !== null && c.parentAuthorId !== c.authorId ? c.parentAuthorId : null;
      if (replied !== null) rows.push(eventNotice(replied, 'commentReplied', params));
      if (c.accountOwnerId !== c.authorId && c.accountOwnerId !== replied)
        rows.push(eventNotice(c.accountOwnerId, 'commentReceived', params));
      return write(tx, site.id, rows);
    },

    /** Someone followed `followeeId` (not himself): at most one notice per pair per hour. */
    async followed(tx: Db, site: SiteRef, followerId: number, followeeId: number): Promise<number[]> {
      if (followerId === followeeId) return [];
      const now = clock.now();
      const key = `${followerId}:${followeeId}`;
      // The slot is taken first (reserveSlots), so follow / unfollow / follow at once tells once.
      const slot = await reserveSlots(
        tx,
        site.id,
        [{ bucket: BUCKETS.follow, key, limit: 1, windowMs: HOUR_MS }],
        now,
      );
      if (!slot.ok) return [];
      const name = nameOf(await personName(tx, site.id, followerId), followerId);
      return write(tx, site.id, [eventNotice(followeeId, 'newFollower', { name })]);
    },

    /**
     * Copies that were not made (the copy orchestrator's records, inside its batch transaction): the
     * follower hears the reason, at most once per subscription and reason per hour (a busy trader
     * would otherwise flood him; every skip stays in the copy records). Skips of a closing subscription
     * and of orders that were never copied tell nothing new and are not notified.
     */
    async copySkipped(tx: Db, records: readonly SkippedCopy[]): Promise<Told[]> {
      const now = clock.now();
      const since = new Date(now.getTime() - HOUR_MS);
      const bySite = new Map<number, SkippedCopy[]>();
      for (const r of records) {
        if (QUIET_SKIPS.has(r.reason)) continue;
        bySite.set(r.siteId, [...(bySite.get(r.siteId) ?? []), r]);
      }
      const told: Told[] = [];
      for (const [siteId, list] of bySite) {
        const keyOf = (r: SkippedCopy) => `${r.subscriptionId}:${r.reason}`;
        const recent = await recentRateKeys(tx, siteId, BUCKETS.copySkipped, list.map(keyOf), since);
        const fresh = new Map<string, SkippedCopy>();
        for (const r of list) if (!recent.has(keyOf(r)) && !fresh.has(keyOf(r))) fresh.set(keyOf(r), r);
        if (fresh.size === 0) continue;
        const parties = new Map(
          (
            await subscriptionParties(
              tx,
              siteId,
              [...fresh.values()].map((r) => r.subscriptionId),
            )
          ).map((p) => [p.id, p]),
        );
        const rows: NewNotice[] = [];
        const keys: string[] = [];
        for (const [key, r] of fresh) {
          const p = parties.get(r.subscriptionId);
          if (!p) continue;
          const texts = SKIP_REASON_TEXTS[r.reason] ?? SKIP_REASON_TEXTS.OTHER!;
          const errorCode = String(r.errorCode ?? '');
          rows.push(
            eventNotice(p.followerUserId, 'copySkipped', {
              ...subscriptionParams(p),
              subscriptionId: p.id,
              ticket: r.masterTicket,
              symbol: r.masterSymbol,
              action: COPY_ACTION_TEXTS[r.action] ?? r.action,
              reason: texts.label,
              help: fill(texts.help, { errorCode }),
            }),
          );
          keys.push(key);
        }
        const written = new Set(await write(tx, siteId, rows));
        // Counted only when written: a follower who switched the kind off is not counted, so turning it
        // back on tells the next skip at once.
        await addRateEvents(
          tx,
          siteId,
          BUCKETS.copySkipped,
          keys.filter((_key, i) => written.has(rows[i]!.userId)),
          now,
        );
        for (const userId of written) told.push({ siteId, userId });
      }
      return told;
    },

    /**
     * A bound account lost (`broken`) or got back its link to its trade server. Lost: one notice per
     * account per hour (a flapping link does not flood). Restored: only when the loss was told and not yet
     * followed by a restore notice, so every "disconnected" the owner read is followed by one "restored".
     * Answers whether a notice was written.
     */
    async connectionChanged(tx: Db, account: ConnectionAccount, broken: boolean): Promise<boolean> {
      const now = clock.now();
      const key = String(account.id);
      const params = { account: `#${account.loginOrder} ${account.login}`, server: account.serverName };
      if (broken) {
        const since = new Date(now.getTime() - HOUR_MS);
        if ((await recentRateKeys(tx, account.siteId, BUCKETS.disconnected, [key], since)).size > 0)
          return false;
        const told = await write(tx, account.siteId, [
          eventNotice(account.userId, 'accountDisconnected', params),
        ]);
        if (told.length === 0) return false;
        await addRateEvents(tx, account.siteId, BUCKETS.disconnected, [key], now);
        return true;
      }
      const lost = await latestRateEvent(tx, account.siteId, BUCKETS.disconnected, key);
      const restored = await latestRateEvent(tx, account.siteId, BUCKETS.restored, key);
      if (!lost || (restored && restored >= lost)) return false;
      const told = await write(tx, account.siteId, [eventNotice(account.userId, 'accountRestored', params)]);
      await addRateEvents(tx, account.siteId, BUCKETS.restored, [key], now);
      return told.length > 0;
    },
  };
}

export type NoticeService = ReturnType<typeof createNoticeService>;
/** What the other modules use to write notices (each is pushed after its commit by the notice service). */
export type NoticePort = Pick<
  NoticeService,
  | 'event'
  | 'subscriptionStarted'
  | 'subscriptionsEnded'
  | 'commented'
  | 'followed'
  | 'copySkipped'
  | 'connectionChanged'
>;

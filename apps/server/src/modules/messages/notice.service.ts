import { NOTICE_TYPES, type MessageCounts, type Notice } from '@copytrade/contracts/auth';
import { pickLocalized, type Locale } from '@copytrade/contracts/locale';
import { interpolate, type Translations } from '@copytrade/contracts/messages/message-table';
import type { Db } from '../../db/client';
import type { LocalizedText } from '../../db/schema/columns';
import { AppError } from '../../platform/app-error';
import type { SiteScope } from '../../platform/context';
import { findNotice, insertNotice, markRead, pageNotices, unreadCounts } from './notice.repository';
import type { RealtimeHub } from '../../platform/realtime-hub';
import { EVENT_TEXTS, NOTICE_TEXTS, type NoticeEvent } from './notice.texts';

/** A parameter the same in every language, or translated (a reason chosen from a list). */
type Param = string | Translations;

function fill(text: LocalizedText, params: Record<string, Param>): LocalizedText {
  const inLocale = (locale: Locale) =>
    Object.fromEntries(
      Object.entries(params).map(([key, value]) => [key, typeof value === 'string' ? value : value[locale]]),
    );
  return {
    zh_CN: interpolate(text.zh_CN, inLocale('zh_CN')),
    en_US: interpolate(text.en_US ?? text.zh_CN, inLocale('en_US')),
    zh_Hant: interpolate(text.zh_Hant ?? text.zh_CN, inLocale('zh_Hant')),
  };
}

export function createNoticeService(deps: { db: Db; hub?: RealtimeHub }) {
  const { db } = deps;
  return {
    /**
     * A system notice about an event of the user's money, written inside the caller's transaction `tx`, so
     * it exists exactly when the change does. Call `push` after the transaction commits.
     */
    async event(tx: Db, site: SiteScope, userId: number, event: NoticeEvent, params: Record<string, Param>) {
      const texts = EVENT_TEXTS[event];
      await insertNotice(tx, site.id, {
        userId,
        noticeType: NOTICE_TYPES.SYSTEM,
        title: fill(texts.title, params),
        content: fill(texts.content, params),
      });
    },

    /** Tells the users' open pages (over /ws) that a notice arrived: the bell reads its counts again. */
    push(site: SiteScope, ...userIds: number[]) {
      for (const userId of new Set(userIds)) deps.hub?.publish(site.id, userId, { type: 'notice' });
    },

    /** The system notice every new user finds under the bell. */
    async welcome(site: SiteScope, userId: number, tx: Db = db) {
      const params = { brand: site.brandName };
      await insertNotice(tx, site.id, {
        userId,
        noticeType: NOTICE_TYPES.SYSTEM,
        title: fill(NOTICE_TEXTS.welcomeTitle, params),
        content: fill(NOTICE_TEXTS.welcomeContent, params),
      });
    },

    async counts(site: SiteScope, userId: number): Promise<MessageCounts> {
      const byType = await unreadCounts(db, site.id, userId);
      return {
        systemMessageCount: byType.get(NOTICE_TYPES.SYSTEM) ?? 0,
        publicMessageCount: byType.get(NOTICE_TYPES.PUBLIC) ?? 0,
      };
    },

    async list(
      site: SiteScope,
      userId: number,
      locale: Locale,
      query: { noticeType: number; page: number; pageSize: number },
    ): Promise<{ content: Notice[]; total: number }> {
      const { rows, total } = await pageNotices(db, site.id, userId, query.noticeType || undefined, {
        offset: (query.page - 1) * query.pageSize,
        limit: query.pageSize,
      });
      return {
        total,
        content: rows.map((r) => ({
          noticeId: r.id,
          noticeType: r.noticeType,
          title: pickLocalized(locale, r.title),
          content: pickLocalized(locale, r.content),
          isRead: r.isRead,
          createTime: r.createdAt.getTime(),
        })),
      };
    },

    /** Marks one notice read (404 when it is not the caller's), or all of them. */
    async read(site: SiteScope, userId: number, noticeId: number | undefined): Promise<void> {
      if (noticeId && !(await findNotice(db, site.id, userId, noticeId))) throw new AppError('NOT_FOUND');
      await markRead(db, site.id, userId, noticeId);
    },
  };
}

export type NoticeService = ReturnType<typeof createNoticeService>;

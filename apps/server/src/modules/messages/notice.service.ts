import { NOTICE_TYPES, type MessageCounts, type Notice } from '@copytrade/contracts/auth';
import { pickLocalized, type Locale } from '@copytrade/contracts/locale';
import { interpolate } from '@copytrade/contracts/messages/message-table';
import type { Db } from '../../db/client';
import type { LocalizedText } from '../../db/schema/columns';
import { AppError } from '../../platform/app-error';
import type { SiteScope } from '../../platform/context';
import { findNotice, insertNotice, markRead, pageNotices, unreadCounts } from './notice.repository';
import { NOTICE_TEXTS } from './notice.texts';

function fill(text: LocalizedText, params: Record<string, string>): LocalizedText {
  return {
    zh_CN: interpolate(text.zh_CN, params),
    en_US: interpolate(text.en_US ?? text.zh_CN, params),
    zh_Hant: interpolate(text.zh_Hant ?? text.zh_CN, params),
  };
}

export function createNoticeService(deps: { db: Db }) {
  const { db } = deps;
  return {
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

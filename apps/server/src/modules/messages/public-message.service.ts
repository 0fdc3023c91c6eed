import {
  PUBLIC_MESSAGE_KIND,
  type PublicMessage,
  type PublishPublicMessageBody,
} from '@copytrade/contracts/notices';
import type { Db } from '../../db/client';
import type { LocalizedText } from '../../db/schema/columns';
import type { publicMessages } from '../../db/schema/profile';
import { AppError } from '../../platform/app-error';
import type { Caller, SiteScope } from '../../platform/context';
import type { Clock } from '../../platform/ports';
import type { AfterCommit } from '../../platform/after-commit';
import { pagePublicMessages, publicMessageWithAuthor } from '../../read-models/public-messages';
import {
  copyToActiveUsers,
  insertPublicMessage,
  lockPublicMessage,
  readCounts,
  setRecipients,
  withdrawPublicMessage,
} from './notice.repository';

type Deps = {
  db: Db;
  clock: Clock;
  /** Where the site-wide push is written, in the message's own transaction (delivered once it commits). */
  afterCommit?: Pick<AfterCommit, 'enqueue'>;
};

/** The texts as stored: zh_CN always, another language only when given (readers fall back to zh_CN). */
function stored(input: PublishPublicMessageBody['title']): LocalizedText {
  return {
    zh_CN: input.zh_CN,
    ...(input.en_US ? { en_US: input.en_US } : {}),
    ...(input.zh_Hant ? { zh_Hant: input.zh_Hant } : {}),
  };
}

function asWritten(text: LocalizedText) {
  return { zh_CN: text.zh_CN, en_US: text.en_US ?? '', zh_Hant: text.zh_Hant ?? '' };
}

function toMessage(
  row: { message: typeof publicMessages.$inferSelect; authorName: string | null },
  readCount: number,
): PublicMessage {
  const m = row.message;
  return {
    id: m.id,
    title: asWritten(m.title),
    content: asWritten(m.content),
    recipients: m.recipients,
    readCount: m.withdrawn ? 0 : readCount,
    withdrawn: m.withdrawn,
    authorName: row.authorName ?? '',
    createdAt: m.createdAt.getTime(),
  };
}

/**
 * The site admin's public messages: publishing copies the message to every active user of the site as a
 * type-2 notice (one INSERT ... SELECT in the same transaction as the message), then every open page of
 * the site hears `{type: 'notice'}` once it has committed (the after-commit outbox). Users who register later do not get older messages: a public message
 * is delivered when it is published, like a mailing. Withdrawing deletes every copy (read or not) and
 * keeps the message, marked withdrawn, in the admin's list. Only the site's own admin; another site's
 * message is not found.
 */
export function createPublicMessageService(deps: Deps) {
  const { db, clock } = deps;

  function assertAdmin(caller: Caller) {
    if (!caller.isAdmin) throw new AppError('ADMIN_ONLY');
  }

  async function one(site: SiteScope, id: number): Promise<PublicMessage> {
    const row = await publicMessageWithAuthor(db, site.id, id);
    if (!row) throw new AppError('NOT_FOUND');
    const reads = await readCounts(db, site.id, [id]);
    return toMessage(row, reads.get(id) ?? 0);
  }

  return {
    /** `adminPublishPublicMessage`. */
    async publish(site: SiteScope, caller: Caller, body: PublishPublicMessageBody): Promise<PublicMessage> {
      assertAdmin(caller);
      const now = clock.now();
      const id = await db.transaction(async (tx) => {
        const message = await insertPublicMessage(tx, site.id, {
          authorId: caller.userId,
          title: stored(body.title),
          content: stored(body.content),
          createdAt: now,
        });
        const recipients = await copyToActiveUsers(tx, site.id, message, PUBLIC_MESSAGE_KIND);
        await setRecipients(tx, site.id, message.id, recipients);
        await deps.afterCommit?.enqueue(tx, { kind: 'notice.pushSite', siteId: site.id });
        return message.id;
      });
      return one(site, id);
    },

    /** `adminQueryPublicMessages`: newest first, with recipients and read copies. */
    async list(
      site: SiteScope,
      caller: Caller,
      query: { page: number; pageSize: number },
    ): Promise<{ content: PublicMessage[]; total: number }> {
      assertAdmin(caller);
      const { rows, total } = await pagePublicMessages(db, site.id, {
        offset: (query.page - 1) * query.pageSize,
        limit: query.pageSize,
      });
      const reads = await readCounts(
        db,
        site.id,
        rows.map((r) => r.message.id),
      );
      return { total, content: rows.map((r) => toMessage(r, reads.get(r.message.id) ?? 0)) };
    },

    /** `adminWithdrawPublicMessage`: once (PUBLIC_MESSAGE_WITHDRAWN after); the copies are deleted. */
    async withdraw(site: SiteScope, caller: Caller, id: number): Promise<PublicMessage> {
      assertAdmin(caller);
      await db.transaction(async (tx) => {
        const row = await lockPublicMessage(tx, site.id, id);
        if (!row) throw new AppError('NOT_FOUND');
        if (row.withdrawn) throw new AppError('PUBLIC_MESSAGE_WITHDRAWN');
        await withdrawPublicMessage(tx, site.id, id);
        // Unread copies vanished: the bells of the site count again.
        await deps.afterCommit?.enqueue(tx, { kind: 'notice.pushSite', siteId: site.id });
      });
      return one(site, id);
    },
  };
}

export type PublicMessageService = ReturnType<typeof createPublicMessageService>;

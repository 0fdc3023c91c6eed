import {
  CONTACT_RATE,
  type CommitLeavingMessageQuery,
  type ContactMessage,
} from '@copytrade/contracts/contact';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/app-error';
import type { Caller, SiteScope } from '../../platform/context';
import type { Clock } from '../../platform/ports';
import { reserveSlots } from '../../platform/rate-slots';
import type { NoticeService } from '../messages/notice.service';
import {
  insertContactMessage,
  lockContactMessage,
  pageContactMessages,
  setAnswer,
} from './contact.repository';

type Deps = { db: Db; clock: Clock; notices?: Pick<NoticeService, 'event'> };

const BUCKET = 'contact';

function toMessage(row: Awaited<ReturnType<typeof insertContactMessage>>): ContactMessage {
  return {
    id: row.id,
    userId: row.userId,
    name: row.name,
    contact: row.contact,
    content: row.content,
    state: row.state as ContactMessage['state'],
    answer: row.answer,
    createdAt: row.createdAt.getTime(),
    answeredAt: row.answeredAt?.getTime() ?? null,
  };
}

/**
 * The contact form: messages kept for the site admin (only the site's own admin reads or answers them),
 * at most `CONTACT_RATE.perWindow` per network address in a rolling window (counted in `rate_events`, so the
 * limit holds across restarts and nodes). A signed-in sender gets the answer as a notice.
 */
export function createContactService(deps: Deps) {
  const { db, clock } = deps;

  return {
    /** `commitLeavingMessage`. */
    async leave(
      site: SiteScope,
      caller: Caller | null,
      ip: string,
      body: CommitLeavingMessageQuery,
    ): Promise<{ id: number }> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const slot = await reserveSlots(
          tx,
          site.id,
          [{ bucket: BUCKET, key: ip, limit: CONTACT_RATE.perWindow, windowMs: CONTACT_RATE.windowMs }],
          now,
        );
        if (!slot.ok) {
          throw new AppError('CONTACT_TOO_FREQUENT', { params: { seconds: slot.retrySeconds } });
        }
        const row = await insertContactMessage(tx, {
          siteId: site.id,
          userId: caller?.userId ?? null,
          name: body.name,
          contact: body.contact,
          content: body.content,
          createdAt: now,
        });
        return { id: row.id };
      });
    },

    /** `adminQueryContactMessages` (site admin), newest first. */
    async list(
      site: SiteScope,
      caller: Caller,
      query: { state?: 'open' | 'answered' | undefined; page: number; pageSize: number },
    ): Promise<{ content: ContactMessage[]; total: number }> {
      if (!caller.isAdmin) throw new AppError('ADMIN_ONLY');
      const { rows, total } = await pageContactMessages(db, site.id, query);
      return { content: rows.map(toMessage), total };
    },

    /** `adminAnswerContactMessage` (site admin): once; a signed-in sender finds the answer under the bell. */
    async answer(
      site: SiteScope,
      caller: Caller,
      body: { id: number; answer: string },
    ): Promise<ContactMessage> {
      if (!caller.isAdmin) throw new AppError('ADMIN_ONLY');
      const row = await db.transaction(async (tx) => {
        const found = await lockContactMessage(tx, site.id, body.id);
        if (!found) throw new AppError('NOT_FOUND', { detail: `contact message ${body.id}` });
        if (found.state !== 'open') throw new AppError('ALREADY_REVIEWED');
        const answered = await setAnswer(tx, site.id, found.id, {
          answer: body.answer,
          answeredBy: caller.userId,
          at: clock.now(),
        });
        if (answered.userId !== null)
          await deps.notices?.event(tx, site, answered.userId, 'contactAnswered', { answer: body.answer });
        return answered;
      });
      return toMessage(row);
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;

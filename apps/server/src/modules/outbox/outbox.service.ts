import type { OutboxMessage } from '@copytrade/contracts/outbox';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/app-error';
import type { Caller, SiteScope } from '../../platform/context';
import { pageOutbox } from '../../read-models/mail-log';

type Deps = { db: Db };

/**
 * The site admin's mail and SMS log: what the messenger kept because no transport carried it (no SMTP_URL,
 * or SMS). Only the site's own admin reads it, and only his site's messages.
 */
export function createOutboxService(deps: Deps) {
  const { db } = deps;

  return {
    /** The site's newest messages, at most `limit` (the development pages; no caller to check there). */
    async recent(site: SiteScope, limit: number) {
      return (await pageOutbox(db, site.id, { page: 1, pageSize: limit })).rows;
    },

    /** `adminQueryOutbox` (site admin): newest first, optionally one channel and a recipient search. */
    async list(
      site: SiteScope,
      caller: Caller,
      query: {
        channel?: 'email' | 'sms' | undefined;
        recipient?: string | undefined;
        page: number;
        pageSize: number;
      },
    ): Promise<{ content: OutboxMessage[]; total: number }> {
      if (!caller.isAdmin) throw new AppError('ADMIN_ONLY');
      const { rows, total } = await pageOutbox(db, site.id, query);
      return {
        content: rows.map((row) => ({
          id: row.id,
          channel: row.channel === 'sms' ? 'sms' : 'email',
          to: row.recipient,
          subject: row.subject,
          text: row.body,
          createdAt: row.createdAt.getTime(),
        })),
        total,
      };
    },
  };
}

export type OutboxService = ReturnType<typeof createOutboxService>;

import type { OutboxChannel, OutboxMessage } from '@copytrade/contracts/outbox';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { USER_SCOPE } from '@/lib/query-client';

export type MailLogQuery = {
  channel: OutboxChannel | 'all';
  /** Part of an address or phone number; '' = everyone. */
  recipient: string;
  page: number;
  pageSize: number;
};

export type MailLogPage = { items: OutboxMessage[]; total: number };

/**
 * GET /community/api/adminQueryOutbox?page&pageSize&channel&recipient (site admin): the site's mails and
 * text messages that no transport carried, newest first.
 */
export async function adminQueryOutbox(query: MailLogQuery): Promise<MailLogPage> {
  const envelope = await request('adminQueryOutbox', {
    query: {
      page: query.page,
      pageSize: query.pageSize,
      channel: query.channel === 'all' ? undefined : query.channel,
      recipient: query.recipient.trim(),
    },
    quiet: true,
  });
  return { items: envelope.content, total: envelope.total ?? envelope.content.length };
}

export const mailLogQueryOptions = (query: MailLogQuery) =>
  queryOptions({
    queryKey: [USER_SCOPE, 'mail-log', query.channel, query.recipient.trim(), query.page, query.pageSize],
    queryFn: () => adminQueryOutbox(query),
    placeholderData: keepPreviousData,
    // A newcomer waiting for his code: what the admin opens is always fresh.
    staleTime: 0,
  });

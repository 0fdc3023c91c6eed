import { endpoint } from '../endpoint';
import { adminQueryOutboxQuerySchema, outboxMessageSchema } from '../outbox';

/** The outbox module's calls (server: apps/server/src/modules/outbox): the site admin's mail and SMS log. */
export const outboxApi = {
  adminQueryOutbox: endpoint({
    method: 'GET',
    path: '/community/api/adminQueryOutbox',
    tags: ['messages'],
    summary: "The site's mails and text messages that no transport carried",
    description:
      "The site's admin only (25007 for anyone else): what the messenger kept because nothing carried it (no SMTP_URL, or SMS), newest first, paged, optionally one channel and a recipient search.",
    query: adminQueryOutboxQuerySchema,
    response: outboxMessageSchema,
  }),
};

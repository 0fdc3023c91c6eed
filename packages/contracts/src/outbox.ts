import { z } from 'zod';

/*
 * The site admin's mail and SMS log (`adminQueryOutbox`): every mail and text message of the site that no
 * transport carried (no SMTP_URL, or SMS, which has no provider yet), so a newcomer on a demo or a fresh
 * install can still get his registration code from the admin. Only the site's own admin reads it.
 */

/** How a message would have travelled. */
export const outboxChannelSchema = z.enum(['email', 'sms']);
export type OutboxChannel = z.infer<typeof outboxChannelSchema>;

/** Longest recipient search the log accepts (an email address is at most 254 characters). */
export const OUTBOX_SEARCH_MAX = 254;

export const adminQueryOutboxQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  channel: outboxChannelSchema.optional(),
  /** Part of the recipient's address or phone number, any letter case; blank = everyone. */
  recipient: z.string().trim().max(OUTBOX_SEARCH_MAX).optional(),
});
export type AdminQueryOutboxQuery = z.input<typeof adminQueryOutboxQuerySchema>;

/** One logged message. An allow-list: the row's site id never leaves. */
export const outboxMessageSchema = z.object({
  id: z.number().int(),
  channel: outboxChannelSchema,
  /** The email address or phone number it was for. */
  to: z.string(),
  /** The mail's subject line (a text message has one too, which a phone would not show). */
  subject: z.string(),
  text: z.string(),
  /** Epoch milliseconds. */
  createdAt: z.number().int(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

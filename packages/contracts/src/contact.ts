import { z } from 'zod';
import { MAX_ROW_ID } from './ids';

/*
 * The contact form (spec 7: `commitLeavingMessage`, GET, public): a name, a way to reach the sender and the
 * message, kept for the site's admin, who answers it (a signed-in sender gets the answer as a notice).
 * Lengths count characters (a Chinese character is one).
 */

export const CONTACT_LIMITS = { NAME: 30, CONTACT: 60, CONTENT_MIN: 5, CONTENT: 1000, ANSWER: 1000 } as const;
/** At most this many messages per network address in `CONTACT_RATE.windowMs`. */
export const CONTACT_RATE = { perWindow: 3, windowMs: 10 * 60_000 } as const;

const text = (requiredKey: string, max: number, tooLongKey: string, min = 1, tooShortKey = requiredKey) =>
  z
    .string({ error: requiredKey })
    .trim()
    .min(1, { error: requiredKey, abort: true })
    .refine((value) => [...value].length >= min, { error: tooShortKey, abort: true })
    .refine((value) => [...value].length <= max, { error: tooLongKey });

export const commitLeavingMessageQuerySchema = z.strictObject({
  name: text('validation.contact.nameRequired', CONTACT_LIMITS.NAME, 'validation.contact.nameTooLong'),
  contact: text(
    'validation.contact.contactRequired',
    CONTACT_LIMITS.CONTACT,
    'validation.contact.contactTooLong',
    3,
    'validation.contact.contactTooShort',
  ),
  content: text(
    'validation.contact.contentRequired',
    CONTACT_LIMITS.CONTENT,
    'validation.contact.contentTooLong',
    CONTACT_LIMITS.CONTENT_MIN,
    'validation.contact.contentTooShort',
  ),
});
export type CommitLeavingMessageQuery = z.infer<typeof commitLeavingMessageQuerySchema>;

/** `commitLeavingMessage`'s answer: the id of the message kept. */
export const contactLeftSchema = z.object({ id: z.number().int() });

export const contactStateSchema = z.enum(['open', 'answered']);

export const contactMessageSchema = z.object({
  id: z.number().int(),
  userId: z.number().int().nullable(),
  name: z.string(),
  contact: z.string(),
  content: z.string(),
  state: contactStateSchema,
  answer: z.string(),
  createdAt: z.number().int(),
  answeredAt: z.number().int().nullable(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const adminContactQuerySchema = z.strictObject({
  state: contactStateSchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const adminAnswerContactBodySchema = z.strictObject({
  id: z.number({ error: 'validation.required' }).int().positive().max(MAX_ROW_ID),
  answer: text(
    'validation.contact.answerRequired',
    CONTACT_LIMITS.ANSWER,
    'validation.contact.answerTooLong',
  ),
});

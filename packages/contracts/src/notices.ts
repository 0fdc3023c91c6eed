import { z } from 'zod';
import { MAX_ROW_ID } from './ids';
import { messageCountsSchema, noticeListQuerySchema, noticeSchema } from './auth';
import { atMostChars } from './validators';

/*
 * Notices beyond the list and the counts of `auth.ts` (issue 7): what each notice is about (`kind`) and
 * where it leads (`link`), the notification switches (`queryUserCommunityNoticeFlag` /
 * `updateUserCommunityNoticeFlag`), marking a whole tab read (`readUnreadNotice`) and the site admin's
 * public messages.
 */

/**
 * The notice kinds a person may switch off, by group (one switch per group). Every other kind (money:
 * recharges, withdrawals, payments, fees; reviews: partner, contact answers; the site's public messages)
 * is always written, since it concerns the person's money or an answer he waits for.
 */
export const NOTICE_FLAG_GROUPS = {
  /** A comment on my strategy (trade account) and a reply to my comment. */
  comments: ['commentReceived', 'commentReplied'],
  /** Someone follows me. */
  follows: ['newFollower'],
  /** My copying started or ended; as a trader, a subscriber came or left. */
  subscriptions: ['subscriptionStarted', 'newSubscriber', 'subscriptionEnded', 'subscriberLeft'],
  /** A trade of the trader was not copied to my follow account (with the reason). */
  copySkipped: ['copySkipped'],
  /** A bound account lost (and got back) its link to its trade server. */
  connection: ['accountDisconnected', 'accountRestored'],
} as const;
export type NoticeFlagGroup = keyof typeof NOTICE_FLAG_GROUPS;
export const NOTICE_FLAG_GROUP_NAMES = Object.keys(NOTICE_FLAG_GROUPS) as NoticeFlagGroup[];

/** Groups that cannot be switched off, listed in the flags answer so a page can show them greyed. */
export const FIXED_NOTICE_GROUPS = ['money', 'reviews', 'public'] as const;
export type FixedNoticeGroup = (typeof FIXED_NOTICE_GROUPS)[number];

/** The kind of a public message's copy (notice type 2). */
export const PUBLIC_MESSAGE_KIND = 'publicMessage';

/** The switchable group of a notice kind, or null for a kind that is always written. */
export function flagGroupOf(kind: string): NoticeFlagGroup | null {
  for (const group of NOTICE_FLAG_GROUP_NAMES) {
    if ((NOTICE_FLAG_GROUPS[group] as readonly string[]).includes(kind)) return group;
  }
  return null;
}

/** A notice as the list shows it: `kind` (a notice.texts key, '' for old rows) and `link` (a site path, '' for none). */
export const noticeItemSchema = noticeSchema.extend({
  kind: z.string(),
  link: z.string(),
});
export type NoticeItem = z.infer<typeof noticeItemSchema>;

/** `queryUnreadNotice`: the list query, and `unreadOnly` for the bell's dropdown of the newest unread. */
export const noticeItemListQuerySchema = noticeListQuerySchema.extend({
  unreadOnly: z.stringbool().optional(),
});

/* ---------- notification flags ---------- */

const flagShape = Object.fromEntries(NOTICE_FLAG_GROUP_NAMES.map((group) => [group, z.boolean()])) as Record<
  NoticeFlagGroup,
  z.ZodBoolean
>;

/** `queryUserCommunityNoticeFlag`: one switch per group (on unless turned off), and the fixed groups. */
export const noticeFlagsSchema = z.object({
  flags: z.object(flagShape),
  fixed: z.array(z.enum(FIXED_NOTICE_GROUPS)),
});
export type NoticeFlags = z.infer<typeof noticeFlagsSchema>;
export type NoticeFlagValues = NoticeFlags['flags'];

/**
 * `updateUserCommunityNoticeFlag`: the switches to change (the others keep their state), at least one. A
 * fixed group or an unknown name is refused as an unknown field; a value must be a JSON boolean.
 */
export const updateNoticeFlagsBodySchema = z
  .strictObject(
    Object.fromEntries(NOTICE_FLAG_GROUP_NAMES.map((group) => [group, z.boolean().optional()])) as Record<
      NoticeFlagGroup,
      z.ZodOptional<z.ZodBoolean>
    >,
  )
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: 'validation.required',
    // An unknown field is its own error; "nothing to change" only when the body is otherwise valid.
    when: (payload) => payload.issues.length === 0,
  });
export type UpdateNoticeFlagsBody = z.infer<typeof updateNoticeFlagsBodySchema>;

/* ---------- read a whole tab ---------- */

/** `readUnreadNotice`: 0 both tabs, 1 system, 2 public. */
export const readUnreadNoticeQuerySchema = z.strictObject({
  noticeType: z.coerce.number().int().min(0).max(2).default(0),
});

/** What `readUnreadNotice` answers: how many it marked and the bell's new counts. */
export const readUnreadNoticeResultSchema = messageCountsSchema.extend({ marked: z.number().int() });
export type ReadUnreadNoticeResult = z.infer<typeof readUnreadNoticeResultSchema>;

/* ---------- public messages ---------- */

/** Characters (code points: a Chinese character or an emoji is one). */
export const PUBLIC_MESSAGE_LIMITS = { TITLE: 100, CONTENT: 5000 } as const;

/** Trimmed, 1 to `max` characters. */
const requiredText = (max: number) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required', abort: true })
    .superRefine(atMostChars(max));

/** Trimmed, at most `max` characters; empty means "not given" (readers of that language see zh_CN). */
const optionalText = (max: number) => z.string().trim().superRefine(atMostChars(max)).optional();

const localizedInput = (max: number) =>
  z.strictObject(
    { zh_CN: requiredText(max), en_US: optionalText(max), zh_Hant: optionalText(max) },
    { error: 'validation.required' },
  );

/** `adminPublishPublicMessage`: title and content in the three languages; zh_CN required. */
export const publishPublicMessageBodySchema = z.strictObject({
  title: localizedInput(PUBLIC_MESSAGE_LIMITS.TITLE),
  content: localizedInput(PUBLIC_MESSAGE_LIMITS.CONTENT),
});
export type PublishPublicMessageBody = z.infer<typeof publishPublicMessageBodySchema>;

/** `adminWithdrawPublicMessage`. */
export const withdrawPublicMessageBodySchema = z.strictObject({
  id: z.number({ error: 'validation.required' }).int().positive().max(MAX_ROW_ID),
});

export const publicMessageListQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});

/** The texts as the admin wrote them: '' where a language was left out. */
const localizedOutput = z.object({ zh_CN: z.string(), en_US: z.string(), zh_Hant: z.string() });

/**
 * A published message for the admin's list: how many users got a copy and how many read it (0 once
 * withdrawn: the copies are gone).
 */
export const publicMessageSchema = z.object({
  id: z.number().int(),
  title: localizedOutput,
  content: localizedOutput,
  recipients: z.number().int(),
  readCount: z.number().int(),
  withdrawn: z.boolean(),
  authorName: z.string(),
  createdAt: z.number().int(),
});
export type PublicMessage = z.infer<typeof publicMessageSchema>;

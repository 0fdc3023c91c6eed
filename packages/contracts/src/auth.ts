import { z } from 'zod';
import { MAX_ROW_ID } from './ids';
import {
  emailSchema,
  passwordSchema,
  phoneSchema,
  usernameSchema,
  verifyCodeSchema,
  withMatchingPasswords,
} from './validators';

/** What a verification code is for; a code asked for one purpose never unlocks another. */
export const CODE_PURPOSES = ['register', 'resetPassword'] as const;
export const codePurposeSchema = z.enum(CODE_PURPOSES);
export type CodePurpose = z.infer<typeof codePurposeSchema>;

export const sendPhoneCodeQuerySchema = z.strictObject({ phone: phoneSchema, type: codePurposeSchema });
export const sendMailCodeQuerySchema = z.strictObject({ email: emailSchema, type: codePurposeSchema });
export const sendCodeQuerySchema = z.strictObject({ userName: usernameSchema, type: codePurposeSchema });

/** After a code is sent: how long it lives and when another may be asked for, in seconds. */
export const codeSentSchema = z.object({ expiresIn: z.number().int(), resendIn: z.number().int() });
export type CodeSent = z.infer<typeof codeSentSchema>;

export const checkUsernameQuerySchema = z.strictObject({ userName: usernameSchema });
export const checkUsernameSchema = z.object({ available: z.boolean() });

/** What registering and resetting a password both send: the user name, its code and the password twice. */
const codedPasswordFields = {
  userName: usernameSchema,
  code: verifyCodeSchema,
  password: passwordSchema,
  confirmPassword: z
    .string({ error: 'validation.password.required' })
    .min(1, { error: 'validation.password.required' }),
};

export const registerBodySchema = withMatchingPasswords(
  z.strictObject({
    ...codedPasswordFields,
    /** Optional invitation code of the person who invited this user (partner rebates, later). */
    inviteCode: z.string().trim().max(32).optional(),
  }),
);
export type RegisterBody = z.infer<typeof registerBodySchema>;
export const registeredSchema = z.object({ userId: z.number().int() });

export const loginBodySchema = z.strictObject({
  userName: z
    .string({ error: 'validation.username.required' })
    .trim()
    .min(1, { error: 'validation.username.required' })
    .max(64),
  password: z
    .string({ error: 'validation.password.required' })
    .min(1, { error: 'validation.password.required' })
    .max(64),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** The signed-in person as the header and the stored `userInfo` need it. */
export const custSchema = z.object({
  id: z.number().int(),
  /** 3 = trader; anything else is an ordinary user (follower). */
  userType: z.number().int(),
  nickName: z.string(),
  portraitImg: z.string(),
  email: z.string(),
  phone: z.string(),
  /** The site's own administrator (today's stars, comment moderation). */
  isAdmin: z.boolean().optional(),
});
export type Cust = z.infer<typeof custSchema>;

/** `login` answer: `tokenTime` is the token's expiry in epoch milliseconds. */
export const loginResultSchema = z.object({
  token: z.string(),
  tokenTime: z.number().int(),
  cust: custSchema,
});
export type LoginResult = z.infer<typeof loginResultSchema>;

export const forgetPasswordBodySchema = withMatchingPasswords(z.strictObject(codedPasswordFields));
export type ForgetPasswordBody = z.infer<typeof forgetPasswordBodySchema>;

/** `queryCommunityMessage`: unread counts for the header bell. */
export const messageCountsSchema = z.object({
  publicMessageCount: z.number().int(),
  systemMessageCount: z.number().int(),
});
export type MessageCounts = z.infer<typeof messageCountsSchema>;

/** A mail or text message captured by the development outbox (never in production). */
export const outboxItemSchema = z.object({
  id: z.number().int(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createTime: z.number(),
});
export type OutboxItem = z.infer<typeof outboxItemSchema>;

/** Notice kinds: 1 system (to one user), 2 public (broadcast by the site to every user). */
export const NOTICE_TYPES = { SYSTEM: 1, PUBLIC: 2 } as const;

export const noticeSchema = z.object({
  noticeId: z.number().int(),
  noticeType: z.number().int(),
  title: z.string(),
  content: z.string(),
  isRead: z.boolean(),
  createTime: z.number(),
});
export type Notice = z.infer<typeof noticeSchema>;

export const noticeListQuerySchema = z.strictObject({
  noticeType: z.coerce.number().int().min(0).max(2).default(0),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
export const readNoticeQuerySchema = z.strictObject({
  /** One notice, or omit to mark every notice of the user read. */
  noticeId: z.coerce.number().int().positive().max(MAX_ROW_ID).optional(),
});

import { z } from 'zod';
import { orderSchema } from './accounts';
import { quotesMessageSchema, quotesRefusedMessageSchema } from './market';
import { calendarMessageSchema, newsFlashMessageSchema } from './market-news';
import { copyLinkSchema, copyRecordSchema } from './subscriptions';

/*
 * Messages of the realtime socket `/ws` (DESIGN.md, Realtime). The browser connects with two
 * sub-protocols: the page origin in base64url (`:` and `/` are not allowed in a sub-protocol) and the
 * token. Every message is JSON with a `type`.
 */

/** Sub-protocol value for an origin: base64url without padding. */
export function encodeOriginProtocol(origin: string): string {
  const bytes = new TextEncoder().encode(origin);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

export function decodeOriginProtocol(value: string): string {
  const b64 = value.replaceAll('-', '+').replaceAll('_', '/');
  const binary = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

/** Tokens are base64url, which is a valid sub-protocol token as is. */
export const WS_PATH = '/ws';

/**
 * The seed's connection-status message (spec 3 and 4): status 1 the server link of an account is broken,
 * 0 restored; `alert` 'true' asks for a toast. wsStatus 401 (in an `auth` message) sends the user to login.
 */
export const connectionMessageSchema = z.object({
  type: z.literal('connection'),
  wsStatus: z.number().int(),
  status: z.number().int(),
  alert: z.string(),
  loginOrder: z.number().int(),
  login: z.string(),
  mtAccId: z.number().int(),
});

/** First message after a successful connect: the accounts whose link is broken right now. */
export const readyMessageSchema = z.object({
  type: z.literal('ready'),
  wsStatus: z.number().int(),
  broken: z.array(z.object({ mtAccId: z.number().int(), loginOrder: z.number().int(), login: z.string() })),
});

export const authMessageSchema = z.object({ type: z.literal('auth'), wsStatus: z.number().int() });

/** Live figures of one of the user's accounts (throttled). */
export const accountMessageSchema = z.object({
  type: z.literal('account'),
  mtAccId: z.number().int(),
  balance: z.string(),
  equity: z.string(),
  margin: z.string(),
  freeMargin: z.string(),
  marginLevel: z.string(),
  profit: z.string(),
  updateTime: z.number(),
});

/** An order event of one of the user's accounts, after it is stored. */
export const orderMessageSchema = z.object({
  type: z.literal('order'),
  mtAccId: z.number().int(),
  kind: z.enum([
    'opened',
    'modified',
    'closed',
    'partiallyClosed',
    'pendingPlaced',
    'pendingDeleted',
    'pendingFilled',
    'balance',
  ]),
  order: orderSchema,
});

/** A copy link was made or changed (follower position opened, moved by a partial close, closed). */
export const copyMessageSchema = z.object({ type: z.literal('copy'), link: copyLinkSchema });

/** A copy was skipped or refused by the broker, with its reason. */
export const copyRecordMessageSchema = z.object({ type: z.literal('copyRecord'), record: copyRecordSchema });

/** A new notice for the user (a money event...): the page reads its message counts again. */
export const noticeMessageSchema = z.object({ type: z.literal('notice') });

export const serverMessageSchema = z.discriminatedUnion('type', [
  noticeMessageSchema,
  copyMessageSchema,
  copyRecordMessageSchema,
  connectionMessageSchema,
  readyMessageSchema,
  authMessageSchema,
  accountMessageSchema,
  orderMessageSchema,
  quotesMessageSchema,
  quotesRefusedMessageSchema,
  calendarMessageSchema,
  newsFlashMessageSchema,
]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;
export type ConnectionMessage = z.infer<typeof connectionMessageSchema>;
export type AccountMessage = z.infer<typeof accountMessageSchema>;
export type OrderMessage = z.infer<typeof orderMessageSchema>;
export type CopyMessage = z.infer<typeof copyMessageSchema>;
export type CopyRecordMessage = z.infer<typeof copyRecordMessageSchema>;

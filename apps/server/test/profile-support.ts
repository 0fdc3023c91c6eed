import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { uploads } from '../src/db/schema/money';
import { users } from '../src/db/schema/users';
import { createUser, TEST_PASSWORD, type TestContext, type TestSite } from './harness';

/** Helpers of the settings tests: signed-in people, calls with the envelope, pictures. */

export type Member = { id: number; token: string; email: string };
export type Body<T> = { status: number; message: string; content: T[]; total?: number };
export type Answer<T> = { http: number; body: Body<T> };

export const PATHS = {
  userInfo: '/community/api/selectCommunityUserInfo',
  basics: '/community/api/completeCommunityUserInfo',
  uploadAvatar: '/community/api/uploadAvatar',
  queryAvatar: '/community/front/queryAvatar',
  updatePassword: '/community/api/updatePassword',
  sendEmailCode: '/community/api/sendEmailCode',
  sendPhoneCode: '/community/api/sendPhoneCode',
  modifyEmail: '/community/api/modifyemail',
  updatePhone: '/community/api/updatephone',
  sessions: '/community/api/querySessions',
  tradeSettings: '/community/api/queryTradeSettings',
  updateTradeSettings: '/community/api/updateTradeSettings',
} as const;

/** A user signed in once (more sessions with `signIn`). */
export async function member(
  t: TestContext,
  email: string,
  options: { site?: TestSite; values?: Partial<typeof users.$inferInsert> } = {},
): Promise<Member> {
  const site = options.site ?? t.siteA;
  const user = await createUser(t.db, site.id, { email, nickName: email.split('@')[0], ...options.values });
  return { id: user.id, email, token: await signIn(t, email, site) };
}

/** A new session of `userName` (a fresh token); `agent` becomes the session's user agent. */
export async function signIn(
  t: TestContext,
  userName: string,
  site: TestSite = t.siteA,
  password = TEST_PASSWORD,
  agent = 'vitest',
): Promise<string> {
  const res = await t.call({
    method: 'POST',
    url: '/community/front/login',
    payload: { userName, password },
    site,
    headers: { 'user-agent': agent },
  });
  const body = res.json<Body<{ token: string }>>();
  if (res.statusCode !== 200) throw new Error(`login failed: ${JSON.stringify(body)}`);
  return body.content[0]!.token;
}

/** A call with a token (or none), answering the HTTP status and the parsed envelope. */
export async function api<T>(
  t: TestContext,
  token: string | null,
  method: 'GET' | 'POST',
  url: string,
  data: Record<string, unknown> = {},
  options: { site?: TestSite; language?: string } = {},
): Promise<Answer<T>> {
  const res = await t.call({
    method,
    url,
    ...(token ? { token } : {}),
    ...(method === 'GET'
      ? { query: Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)])) }
      : { payload: data }),
    ...(options.site ? { site: options.site } : {}),
    ...(options.language ? { language: options.language } : {}),
  });
  return { http: res.statusCode, body: res.json<Body<T>>() };
}

/** The first item of a successful answer; throws with the envelope otherwise. */
export async function ok<T>(pending: Promise<Answer<T>>): Promise<T> {
  const res = await pending;
  if (res.http !== 200) throw new Error(`${res.http} ${JSON.stringify(res.body)}`);
  return res.body.content[0]!;
}

/** The user's row as stored. */
export async function userRow(t: TestContext, id: number) {
  const [row] = await t.db.select().from(users).where(eq(users.id, id));
  return row!;
}

/** The user's stored avatar uploads. */
export async function avatarRows(t: TestContext, ownerId: number) {
  return t.db
    .select()
    .from(uploads)
    .where(and(eq(uploads.ownerId, ownerId), eq(uploads.purpose, 'avatar')));
}

export const dataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString('base64')}`;

/** A real picture of `width` x `height` (a gradient, so the encoders have something to do). */
export async function picture(
  format: 'png' | 'jpeg' | 'gif' | 'webp',
  width: number,
  height: number,
  options: { exif?: boolean } = {},
): Promise<Buffer> {
  let image = sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 60, b: 40 } },
  });
  if (options.exif)
    image = image.withExif({ IFD0: { Copyright: 'secret-owner', Artist: 'secret-artist' } }).withMetadata();
  return image.toFormat(format).toBuffer();
}

/** A shell script, whatever name or data URL it comes with. */
export const SCRIPT = Buffer.from('#!/bin/sh\nrm -rf / --no-preserve-root\n');

/** A PNG signature and header chunk followed by garbage: looks like a PNG, cannot be decoded. */
export function corruptPng(): Buffer {
  const signature = Buffer.from('89504e470d0a1a0a', 'hex');
  const ihdr = Buffer.from('0000000d49484452000001000000010008020000003e2a4c23', 'hex');
  return Buffer.concat([signature, ihdr, Buffer.alloc(200, 0x5a)]);
}

import { and, eq } from 'drizzle-orm';
import type { ServerMessage } from '@copytrade/contracts/realtime';
import { notices as noticesTable } from '../src/db/schema/notices';
import type { Person } from './copy-support';
import type { TestContext, TestSite } from './harness';

/** Helpers of the messages tests: a user's notices through the API, raw rows, and what the hub sent. */

export type NoticeView = {
  noticeId: number;
  noticeType: number;
  title: string;
  content: string;
  isRead: boolean;
  kind: string;
  link: string;
};

/** The user's notices (newest first) as the list call answers them, in `language`. */
export async function noticesOf(
  t: TestContext,
  who: Person,
  options: { language?: string; noticeType?: 0 | 1 | 2; site?: TestSite } = {},
): Promise<NoticeView[]> {
  const res = await t.call({
    method: 'GET',
    url: '/community/api/queryUnreadNotice',
    token: who.token,
    query: { noticeType: String(options.noticeType ?? 0), page: '1', pageSize: '100' },
    ...(options.language ? { language: options.language } : {}),
    ...(options.site ? { site: options.site } : {}),
  });
  if (res.statusCode !== 200) throw new Error(`queryUnreadNotice ${res.statusCode} ${res.body}`);
  return res.json<{ content: NoticeView[] }>().content;
}

/** The user's notices of one kind. */
export async function ofKind(t: TestContext, who: Person, kind: string, language?: string) {
  return (await noticesOf(t, who, language ? { language } : {})).filter((n) => n.kind === kind);
}

/** Rows of the notices table of one user (any site), straight from the database. */
export async function noticeRows(t: TestContext, userId: number, kind?: string) {
  return t.db
    .select()
    .from(noticesTable)
    .where(and(eq(noticesTable.userId, userId), kind ? eq(noticesTable.kind, kind) : undefined));
}

/** Messages the hub sends to one user of `site` while `work` runs. */
export async function heard(
  t: TestContext,
  userId: number,
  work: () => Promise<unknown>,
  site = t.siteA,
): Promise<ServerMessage[]> {
  const got: ServerMessage[] = [];
  const stop = t.app.trading.hub.subscribe(site.id, userId, (message) => got.push(message));
  try {
    await work();
    // Pushes follow their commit (platform/after-commit.ts): wait for the deliveries under way.
    await t.app.afterCommit.idle();
  } finally {
    stop();
  }
  return got;
}

/** The push that tells an account's owner its (first) account's server link broke, as the seed sends it. */
export const linkBroken = (mtAccId: number, login: number): ServerMessage => ({
  type: 'connection',
  wsStatus: 200,
  status: 1,
  alert: 'true',
  loginOrder: 1,
  login: String(login),
  mtAccId,
});

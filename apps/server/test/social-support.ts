import { eq } from 'drizzle-orm';
import { mtAccounts, tradeServers } from '../src/db/schema/accounts';
import { users } from '../src/db/schema/users';
import { person, type Person } from './copy-support';
import type { TestContext, TestSite } from './harness';

/** An envelope as the social tests read it. */
export type Body<T> = { status: number; message: string; content: T[]; total?: number };

let loginNo = 7_300_000;

/**
 * A trade account (or follow account) row for `owner`, written directly as a bind would leave it: the
 * social features only read the row, so the simulator is not needed.
 */
export async function tradeAccount(
  t: TestContext,
  owner: Person,
  options: {
    site?: TestSite;
    accType?: 1 | 2;
    unbound?: boolean;
    strategy?: string;
    loginOrder?: number;
  } = {},
): Promise<number> {
  const site = options.site ?? t.siteA;
  const [server] = await t.db
    .select()
    .from(tradeServers)
    .where(eq(tradeServers.name, 'MeridianMarkets-Live'))
    .limit(1);
  loginNo += 1;
  const [row] = await t.db
    .insert(mtAccounts)
    .values({
      siteId: site.id,
      userId: owner.id,
      accType: options.accType ?? 1,
      platformId: server!.platformId,
      serverId: server!.id,
      login: String(loginNo),
      passwordEnc: 'not-a-secret',
      passwordKind: 'investor',
      loginOrder: options.loginOrder ?? loginNo,
      strategy: options.strategy ?? '',
      unboundAt: options.unbound ? t.clock.now() : null,
    })
    .returning({ id: mtAccounts.id });
  return row!.id;
}

/** A signed-in person with a nickname (and a trader when userType is 3). */
export async function member(
  t: TestContext,
  email: string,
  options: { nickName?: string; userType?: number; site?: TestSite; admin?: boolean } = {},
): Promise<Person> {
  const who = await person(t, email, options.userType ?? 1, options.site ?? t.siteA);
  await t.db
    .update(users)
    .set({
      nickName: options.nickName ?? email.split('@')[0]!,
      ...(options.admin ? { role: 'admin' } : {}),
    })
    .where(eq(users.id, who.id));
  return who;
}

/** Calls with a token and answers the parsed envelope and the HTTP status. */
export async function api<T>(
  t: TestContext,
  who: Person | null,
  method: 'GET' | 'POST',
  url: string,
  data: Record<string, unknown> = {},
  site?: TestSite,
): Promise<Body<T> & { http: number }> {
  const res = await t.call({
    method,
    url,
    ...(who ? { token: who.token } : {}),
    ...(site ? { site } : {}),
    ...(method === 'GET'
      ? { query: Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)])) }
      : { payload: data }),
  });
  return { ...res.json<Body<T>>(), http: res.statusCode };
}

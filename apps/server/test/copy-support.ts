import type { TradeResult } from '@copytrade/mt4-sim';
import { createUser, signedIn, type TestContext } from './harness';

/** A Wednesday morning in London: markets open, far from the rollover. */
export const WEDNESDAY = new Date('2026-11-18T09:00:00Z');

export type Person = { id: number; token: string };
export type SimAccount = {
  server: string;
  login: number;
  password: string;
  balance: string;
  leverage: number;
};

/** A subscription body copying a fixed lot (0.10 forward unless `values` say). */
export const fixedLot = (
  masterAccountId: number,
  followAccountId: number,
  values: Record<string, unknown> = {},
) => ({
  masterAccountId,
  followAccountId,
  copyType: 1,
  copyValue: '0.10',
  direction: 1,
  ...values,
});

/**
 * Moves the simulator `minSteps` steps of `stepMs`, then on until the copy orchestrator has nothing in
 * flight, then waits for every write.
 */
export async function settle(t: TestContext, stepMs = 250, minSteps = 1) {
  for (let i = 0; i < 80 + minSteps; i += 1) {
    t.clock.advance(stepMs);
    await t.gateway.advance();
    await t.app.trading.mirror.idle();
    await new Promise((resolve) => setTimeout(resolve, 2));
    if (i + 1 >= minSteps && !t.app.trading.copier.busy()) break;
  }
  await t.app.trading.copier.idle();
  await t.app.trading.mirror.idle();
  // A batch's pushes to the followers' pages go through the outbox after its commit.
  await t.app.afterCommit.idle();
}

/**
 * Moves the simulator until a call that waits for the broker has answered, then settles.
 * A fixed number of steps is not enough on a slow database: the call may reach the
 * gateway only after them, and would then wait for a clock nobody moves.
 */
export async function answerOf<T>(t: TestContext, call: Promise<T>, stepMs = 250): Promise<T> {
  let done = false;
  const tracked = call.finally(() => {
    done = true;
  });
  for (let i = 0; i < 400 && !done; i += 1) {
    t.clock.advance(stepMs);
    await t.gateway.advance();
    await t.app.trading.mirror.idle();
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const result = await tracked;
  await settle(t);
  return result;
}

/** An order placed in the trader's own terminal (not through the site), and settled. */
export async function brokerTrade(
  t: TestContext,
  pending: Promise<TradeResult>,
): Promise<Extract<TradeResult, { ok: true }>> {
  await settle(t);
  const result = await pending;
  if (!result.ok) throw new Error(`broker refused: ${result.code} ${result.message}`);
  await settle(t);
  return result;
}

export async function person(t: TestContext, email: string, userType = 1, site = t.siteA): Promise<Person> {
  const user = await createUser(t.db, site.id, { email, userType });
  return { id: user.id, token: await signedIn(t, email, site) };
}

export function createSimAccounts(t: TestContext, accounts: SimAccount[]) {
  for (const a of accounts) {
    t.gateway.world().createAccount(a.server, {
      login: a.login,
      name: `Sim ${a.login}`,
      password: a.password,
      investorPassword: `${a.password}-ro`,
      leverage: a.leverage,
      currency: 'USD',
      balance: a.balance,
    });
  }
}

/** Binds a simulator account through the API; returns its mtAccId. */
export async function bindAccount(
  t: TestContext,
  who: Person,
  accType: 1 | 2,
  account: SimAccount,
  site = t.siteA,
): Promise<number> {
  const platforms = (
    await t.call({ method: 'GET', url: '/community/api/getPlatformInfo', token: who.token, site })
  ).json<{
    content: { platformId: number; platformName: string }[];
  }>().content;
  for (const platform of platforms) {
    const servers = (
      await t.call({
        method: 'GET',
        url: '/community/api/getMt4Server',
        query: { platformId: String(platform.platformId) },
        token: who.token,
        site,
      })
    ).json<{ content: { id: number; serverName: string }[] }>().content;
    const server = servers.find((s) => s.serverName === account.server);
    if (!server) continue;
    const res = await t.call({
      method: 'POST',
      url: '/community/api/bindingMTAcc',
      token: who.token,
      site,
      payload: {
        accType,
        userId: who.id,
        platformId: platform.platformId,
        serverListId: server.id,
        login: String(account.login),
        tradePwd: account.password,
      },
    });
    const body = res.json<{ status: number; message: string; content: [{ mtAccId: number }] }>();
    if (body.status !== 10000) throw new Error(`bind failed: ${body.status} ${body.message}`);
    return body.content[0].mtAccId;
  }
  throw new Error(`no server ${account.server}`);
}

export async function subscribe(t: TestContext, who: Person, body: Record<string, unknown>) {
  return t.call({
    method: 'POST',
    url: '/community/api/createSubscription',
    token: who.token,
    payload: body,
  });
}

export async function subscribeOk(
  t: TestContext,
  who: Person,
  body: Record<string, unknown>,
): Promise<number> {
  const res = await subscribe(t, who, body);
  const parsed = res.json<{ status: number; message: string; content: [{ subscriptionId: number }] }>();
  if (parsed.status !== 10000) throw new Error(`subscribe failed: ${parsed.status} ${parsed.message}`);
  return parsed.content[0].subscriptionId;
}

export type LinkView = {
  linkId: number;
  subscriptionId: number;
  masterTicket: number;
  followerTicket: number;
  symbol: string;
  type: number;
  lots: string;
  masterLots: string;
  sl: string;
  tp: string;
  openPrice: string;
  masterOpenPrice: string;
  slippagePoints: number;
  delayMs: number;
  state: string;
  profit: string;
};

export async function links(t: TestContext, who: Person, query: Record<string, string>) {
  const res = await t.call({
    method: 'GET',
    url: '/mam/main/queryCopyRelationTran',
    token: who.token,
    query,
  });
  return res.json<{ content: LinkView[]; total: number }>();
}

export async function records(t: TestContext, who: Person, query: Record<string, string>) {
  const res = await t.call({ method: 'GET', url: '/mam/main/queryCopyRecords', token: who.token, query });
  return res.json<{
    content: { reason: string; action: string; masterTicket: number; errorCode: number | null }[];
    total: number;
  }>();
}

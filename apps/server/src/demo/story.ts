import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { API } from '@copytrade/contracts/api-paths';
import type { Db } from '../db/client';
import { mtAccounts, tradeServers } from '../db/schema/accounts';
import { subscriptions } from '../db/schema/copy';
import { sites } from '../db/schema/sites';
import { users } from '../db/schema/users';
import { DEMO_PASSWORD } from '../db/seed/seed';

/**
 * What the demo's people do while the generated history runs (history-run.ts): who recharges, who
 * subscribes to whom and with which settings, who pays, renews or cancels. Every step goes through the
 * HTTP API with the person's own token, exactly as the web app would send it, so the subscriptions, copies,
 * skips, payments, fees and weekly settlements of the demo are made by the real services, orchestrator
 * and engine; nothing of it is written by hand.
 *
 * Constraints from the browser journeys (e2e/journeys): the demo follower's account #1 stays free to
 * subscribe to the demo trader's account #1; copier01 keeps his 200 USDT and copier01 / copier06 stay free to
 * subscribe to signal04; copier05 follows nobody; ApexCapital-Real01 6200002 and OrionFX-Pro 7100002 stay
 * unbound.
 */
export type StoryStep = {
  /** Days after the history began (fractions allowed), when the step happens. */
  day: number;
  what: string;
  run(api: DemoApi): Promise<unknown>;
};

type Settings = {
  copyType: 1 | 2 | 3;
  copyValue?: string;
  direction?: 1 | 2;
  maxOpenPositions?: number;
  maxTotalLots?: string;
  maxRatio?: string;
};

type Envelope<T> = { status: number; message: string; content: T[] };

export type DemoApi = ReturnType<typeof demoApi>;

/**
 * The API as the demo's people call it (one token per person, signed in again when it expired), each on
 * his own site's host (the MAM sites' people on mam.localhost and mampro.localhost). `now` is the
 * history's clock (the day a recommendation starts).
 */
export function demoApi(app: FastifyInstance, db: Db, now: () => Date = () => new Date()) {
  const tokens = new Map<string, string>();
  const people = new Map<string, { host: string; siteId: number }>();

  /** The person's site: its primary domain is the host his calls are sent to. */
  async function siteOf(email: string): Promise<{ host: string; siteId: number }> {
    const known = people.get(email);
    if (known) return known;
    const [row] = await db
      .select({ host: sites.domainName, siteId: sites.id })
      .from(users)
      .innerJoin(sites, eq(sites.id, users.siteId))
      .where(eq(users.email, email))
      .limit(1);
    if (!row) throw new Error(`demo story: no user ${email}`);
    people.set(email, row);
    return row;
  }

  /** The admin of the person's site (he passes recharges). */
  async function adminOf(email: string): Promise<string> {
    const { siteId } = await siteOf(email);
    const [row] = await db
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.siteId, siteId), eq(users.role, 'admin')))
      .orderBy(users.id)
      .limit(1);
    if (!row?.email) throw new Error(`demo story: the site of ${email} has no admin`);
    return row.email;
  }

  async function send<T>(
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    options: { host: string; token?: string; query?: Record<string, string>; body?: unknown },
  ): Promise<Envelope<T>> {
    const res = await app.inject({
      method,
      url,
      headers: {
        host: options.host,
        language: 'en_US',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      ...(options.query ? { query: options.query } : {}),
      ...(options.body === undefined ? {} : { payload: options.body as Record<string, unknown> }),
    });
    return res.json<Envelope<T>>();
  }

  async function signIn(email: string): Promise<string> {
    const answer = await send<{ token: string }>('POST', API.login.path, {
      host: (await siteOf(email)).host,
      body: { userName: email, password: DEMO_PASSWORD },
    });
    const token = answer.content[0]?.token;
    if (answer.status !== 10000 || !token)
      throw new Error(`demo story: ${email} cannot sign in: ${answer.message}`);
    tokens.set(email, token);
    return token;
  }

  /** Calls the API as `email`; a refused (expired) token is replaced once. Any other error stops the story. */
  async function as<T>(
    email: string,
    api: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string },
    input: { query?: Record<string, string>; body?: unknown } = {},
  ): Promise<T> {
    const method = api.method === 'DELETE' ? 'GET' : api.method;
    const { host } = await siteOf(email);
    let answer = await send<T>(method, api.path, {
      ...input,
      host,
      token: tokens.get(email) ?? (await signIn(email)),
    });
    if (Math.floor(answer.status / 100) === 401) {
      answer = await send<T>(method, api.path, { ...input, host, token: await signIn(email) });
    }
    if (answer.status !== 10000) {
      throw new Error(`demo story: ${api.path} as ${email} answered ${answer.status} ${answer.message}`);
    }
    return answer.content[0] as T;
  }

  async function userIdOf(email: string): Promise<number> {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
    if (!row) throw new Error(`demo story: no user ${email}`);
    return row.id;
  }

  /** The person's live accounts of a kind (1 trade, 2 follow), oldest first. */
  async function accountsOf(email: string, accType: 1 | 2) {
    return db
      .select({ id: mtAccounts.id, login: mtAccounts.login })
      .from(mtAccounts)
      .where(and(eq(mtAccounts.userId, await userIdOf(email)), eq(mtAccounts.accType, accType)))
      .orderBy(mtAccounts.loginOrder);
  }

  return {
    as,
    accountsOf,

    /** A USDT recharge declared by the person and passed by the site's admin. */
    async recharge(email: string, amount: string) {
      const row = await as<{ id: number }>(email, API.walletPrepaid, {
        body: { amount, txHash: randomBytes(32).toString('hex') },
      });
      await as(await adminOf(email), API.adminReviewRecharge, { body: { id: row.id, approve: true } });
    },

    /**
     * Subscribes the person's follow account (#n) to a trader's trade account (his first by default); pays
     * a fee by token.
     */
    async subscribe(
      email: string,
      trader: string,
      settings: Settings,
      options: { followIndex?: number; masterIndex?: number } = {},
    ) {
      const follow = (await accountsOf(email, 2))[options.followIndex ?? 0];
      const master = (await accountsOf(trader, 1))[options.masterIndex ?? 0];
      if (!follow || !master) throw new Error(`demo story: ${email} -> ${trader}: account missing`);
      const terms = await as<{ feeType: number; validityDays: number }>(email, API.querySubscriptionFree, {
        query: { mtId: String(master.id) },
      });
      const sub = await as<{ subscriptionId: number; paymentId: number | null }>(
        email,
        API.createSubscription,
        {
          body: {
            masterAccountId: master.id,
            followAccountId: follow.id,
            direction: 1,
            ...settings,
            ...(terms.feeType === 2 && terms.validityDays > 0 ? { validityDays: terms.validityDays } : {}),
          },
        },
      );
      if (sub.paymentId !== null) {
        await as(email, API.updateSubscriptionTrans, { body: { paymentId: sub.paymentId, method: 'token' } });
      }
      return sub.subscriptionId;
    },

    /** Cancels the person's live subscription to a trader ("follow the trader": open copies close with his). */
    async cancel(email: string, trader: string) {
      const master = (await accountsOf(trader, 1))[0]!;
      const [sub] = await db
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.followerUserId, await userIdOf(email)),
            eq(subscriptions.masterAccountId, master.id),
            eq(subscriptions.state, 'subscribing'),
          ),
        )
        .limit(1);
      if (!sub) throw new Error(`demo story: ${email} has no subscription to ${trader}`);
      await as(email, API.cancelSubscription, {
        query: { subscriptionId: String(sub.id), closeMode: 'followTrader' },
      });
    },

    /** The trader sets the fee of his trade account #n for new subscribers (his fee settings page). */
    async setFee(
      trader: string,
      masterIndex: number,
      fee:
        | { feeType: 2; price: string; validityDays: number }
        | { feeType: 3; performanceList: { profit: number; share: number }[] },
    ) {
      const master = (await accountsOf(trader, 1))[masterIndex];
      if (!master) throw new Error(`demo story: ${trader} has no trade account #${masterIndex + 1}`);
      await as(trader, API.updateAccountPrice, { body: { mtAccId: master.id, ...fee } });
    },

    /** The site's admin makes a trader's first trade account one of today's stars from today on. */
    async recommend(trader: string, remark: string) {
      const master = (await accountsOf(trader, 1))[0];
      if (!master) throw new Error(`demo story: ${trader} has no trade account`);
      await as(await adminOf(trader), API.addSrRecommendedToday, {
        body: { mtId: master.id, startDay: now().toISOString().slice(0, 10), sort: 10, remark },
      });
    },

    /** Opens a demo follow account on a demo server (the "open a demo account" page). */
    async openDemoFollowAccount(email: string, serverName: string, deposit: number, leverage: number) {
      const [server] = await db
        .select({ id: tradeServers.id, platformId: tradeServers.platformId })
        .from(tradeServers)
        .where(inArray(tradeServers.name, [serverName]))
        .limit(1);
      if (!server) throw new Error(`demo story: no server ${serverName}`);
      await as(email, API.createDemoMTAcc, {
        body: { accType: 2, platformId: server.platformId, serverListId: server.id, leverage, deposit },
      });
    },
  };
}

const FOLLOWER = 'follower@meridianfx.test';
const TRADER = 'trader@meridianfx.test';
const copier = (n: number) => `copier${String(n).padStart(2, '0')}@meridianfx.test`;
const signal = (n: number) => `signal${String(n).padStart(2, '0')}@meridianfx.test`;

const FIXED_LOT = (lots: string, extra: Partial<Settings> = {}): Settings => ({
  copyType: 1,
  copyValue: lots,
  ...extra,
});
const RATIO = (ratio: string, extra: Partial<Settings> = {}): Settings => ({
  copyType: 2,
  copyValue: ratio,
  ...extra,
});
const SMART = (extra: Partial<Settings> = {}): Settings => ({ copyType: 3, ...extra });

/** A community trader as the story picks them: his sign-in, bot style and symbols. */
export type StoryTrader = { email: string; strategy: string; symbols: string[] };

/**
 * The demo's three months. Popular traders have many followers (one signal fans out to all of them), and
 * most copiers pick steady trend and event traders; some pick a trader of a crypto CFD, which trades at the
 * weekend, so copies go on every day. The settings are ones a follower of each trader would choose, so
 * most signals are copied (a smart ratio on a small account still skips the smallest trades). signal01 and signal02 charge a weekly performance fee, signal03 and
 * signal04 a 30-day subscription fee (demo-fees.ts).
 */
export function demoStory(community: { traders: StoryTrader[] }): StoryStep[] {
  const isCrypto = (t: StoryTrader) => t.symbols.some((s) => /^(BTC|ETH)/.test(s));
  const steady = community.traders.filter(
    (t, i) => i >= 4 && (t.strategy === 'trend' || t.strategy === 'news') && !isCrypto(t),
  );
  const cryptoTraders = community.traders.filter(
    (t, i) => i >= 4 && isCrypto(t) && (t.strategy === 'trend' || t.strategy === 'news'),
  );
  const pick = (list: StoryTrader[], i: number, fallback: number) =>
    list.length > 0 ? list[i % list.length]!.email : signal(fallback);
  const free = (i: number) => pick(steady, i, 5 + i);
  // One crypto trader for all who copy crypto: each copied trader costs the first start time.
  const crypto = pick(cryptoTraders, 1, 21);
  const steps: StoryStep[] = [
    // Money first: the payers of fees recharge their wallets (declared, then passed by the admin).
    ...[2, 3, 4, 9, 11].map((c, i) => ({
      day: 1 + i * 0.5,
      what: `copier${c} recharges`,
      run: (api: DemoApi) => api.recharge(copier(c), c % 2 === 0 ? '300.00' : '500.00'),
    })),
    { day: 2, what: 'the demo trader recharges', run: (api) => api.recharge(TRADER, '1500.00') },
    { day: 2.2, what: 'the demo follower recharges', run: (api) => api.recharge(FOLLOWER, '500.00') },
    {
      day: 2.5,
      what: 'the demo trader opens a demo follow account',
      run: (api) => api.openDemoFollowAccount(TRADER, 'OrionFX-Demo', 20_000, 200),
    },

    // The copiers subscribe over the months, each in his own way: the demo trader has copiers from the
    // second week, the others gain theirs later (each watched trader costs the first start time: about
    // ten milliseconds per trade he makes while copied, see docs/performance.md).
    { day: 10, what: 'copier07 copies the demo trader', run: (a) => a.subscribe(copier(7), TRADER, SMART()) },
    {
      day: 12,
      what: 'copier09 copies the demo trader',
      run: (a) => a.subscribe(copier(9), TRADER, RATIO('0.30', { maxTotalLots: '1.00' })),
    },
    { day: 20, what: 'copier03 copies the demo trader', run: (a) => a.subscribe(copier(3), TRADER, SMART()) },
    {
      day: 30,
      what: 'copier03 copies signal01',
      run: (a) => a.subscribe(copier(3), signal(1), RATIO('2.00')),
    },
    {
      day: 33,
      what: 'copier04 copies the demo trader',
      run: (a) => a.subscribe(copier(4), TRADER, RATIO('1.50')),
    },
    {
      day: 36,
      what: 'the demo follower copies signal01',
      run: (a) => a.subscribe(FOLLOWER, signal(1), FIXED_LOT('0.05')),
    },
    {
      day: 38,
      what: 'the demo trader copies signal01',
      run: (a) => a.subscribe(TRADER, signal(1), FIXED_LOT('0.10', { maxOpenPositions: 5 })),
    },
    {
      day: 44,
      what: 'copier08 copies a crypto trader',
      run: (a) => a.subscribe(copier(8), crypto, RATIO('1.00')),
    },
    {
      day: 42,
      what: 'copier06 copies the demo trader',
      run: (a) => a.subscribe(copier(6), TRADER, RATIO('0.50')),
    },
    {
      day: 45,
      what: 'copier10 copies a steady trader',
      run: (a) => a.subscribe(copier(10), free(0), FIXED_LOT('0.02')),
    },
    {
      day: 48,
      what: 'copier12 copies a crypto trader',
      run: (a) => a.subscribe(copier(12), crypto, SMART()),
    },
    {
      day: 50,
      what: 'copier01 copies a steady trader, reversed',
      run: (a) => a.subscribe(copier(1), free(0), FIXED_LOT('0.01', { direction: 2 })),
    },
    {
      day: 52,
      what: 'the demo follower copies a crypto trader',
      run: (a) => a.subscribe(FOLLOWER, crypto, FIXED_LOT('0.05')),
    },
    {
      day: 55,
      what: 'copier09 copies signal04 (paid)',
      run: (a) => a.subscribe(copier(9), signal(4), FIXED_LOT('0.03')),
    },
    {
      day: 56,
      what: 'copier06 copies a steady trader',
      run: (a) => a.subscribe(copier(6), free(1), RATIO('2.00')),
    },
    {
      day: 58,
      what: 'copier11 copies a crypto trader',
      run: (a) => a.subscribe(copier(11), crypto, FIXED_LOT('0.02')),
    },
    {
      day: 60,
      what: 'the demo trader copies a steady trader',
      run: (a) => a.subscribe(TRADER, free(0), SMART()),
    },
    {
      day: 62,
      what: 'copier12 copies a steady trader',
      run: (a) => a.subscribe(copier(12), free(1), RATIO('1.50', { maxOpenPositions: 6 })),
    },
    {
      day: 66,
      what: 'copier02 copies signal03 (paid)',
      run: (a) => a.subscribe(copier(2), signal(3), FIXED_LOT('0.05')),
    },
    { day: 70, what: 'copier01 copies the demo trader', run: (a) => a.subscribe(copier(1), TRADER, SMART()) },

    // Some leave: the history pages and "followers lost" have entries.
    { day: 72, what: 'copier10 stops copying', run: (a) => a.cancel(copier(10), free(0)) },
    {
      day: 80,
      what: 'copier04 copies signal02',
      run: (a) => a.subscribe(copier(4), signal(2), SMART({ maxOpenPositions: 4 })),
    },
    {
      day: 81,
      what: 'copier10 copies a crypto trader',
      run: (a) => a.subscribe(copier(10), crypto, RATIO('1.00')),
    },
    { day: 82, what: 'copier12 stops copying', run: (a) => a.cancel(copier(12), free(1)) },
    ...mamStory(),
  ];
  return steps.sort((a, b) => a.day - b.day);
}

const MAM_TRADER = 'trader@mam.test';
const mamFollower = (n: number) => `follower${n === 1 ? '' : n}@mam.test`;
const PRO_TRADER = 'trader@mampro.test';
const proFollower = (n: number) => `follower${n === 1 ? '' : n}@mampro.test`;

/**
 * The demo's two MAM sites (seed demo-mam.ts), each on its own host. The Apex trader (mam.localhost)
 * charges a performance fee on his first account and a 90-day subscription fee on his second; his three
 * followers copy him by a fixed lot, a ratio and a smart ratio, one of them both accounts. The Northstar
 * trader (mampro.localhost) charges a performance fee and is made one of today's stars by his site's admin.
 * Their followers recharge first (paid from the wallet: subscription fees at once, performance fees each
 * week). Copying starts four weeks before the present (three or four settled weeks): each copied trade
 * costs the first start time (docs/performance.md).
 */
function mamStory(): StoryStep[] {
  return [
    {
      day: 1.1,
      what: 'the Apex trader sets a performance fee on his first account',
      run: (a) =>
        a.setFee(MAM_TRADER, 0, {
          feeType: 3,
          performanceList: [
            { profit: 50, share: 20 },
            { profit: 500, share: 30 },
          ],
        }),
    },
    {
      day: 1.2,
      what: 'the Apex trader sets a subscription fee on his second account',
      run: (a) => a.setFee(MAM_TRADER, 1, { feeType: 2, price: '39.00', validityDays: 90 }),
    },
    {
      day: 1.3,
      what: 'the Northstar trader sets a performance fee',
      run: (a) => a.setFee(PRO_TRADER, 0, { feeType: 3, performanceList: [{ profit: 100, share: 25 }] }),
    },
    ...[
      [mamFollower(1), '300.00'],
      [mamFollower(2), '200.00'],
      [mamFollower(3), '300.00'],
      [proFollower(1), '300.00'],
      [proFollower(2), '200.00'],
    ].map(([email, amount], i) => ({
      day: 3 + i * 0.2,
      what: `${email} recharges`,
      run: (a: DemoApi) => a.recharge(email!, amount!),
    })),
    {
      day: 62,
      what: 'the first Apex follower copies the trader by a fixed lot',
      run: (a) => a.subscribe(mamFollower(1), MAM_TRADER, FIXED_LOT('0.20')),
    },
    {
      day: 62.5,
      what: 'the first Northstar follower copies the trader by a smart ratio',
      run: (a) => a.subscribe(proFollower(1), PRO_TRADER, SMART()),
    },
    {
      day: 63,
      what: 'the second Apex follower copies the trader by a ratio',
      run: (a) => a.subscribe(mamFollower(2), MAM_TRADER, RATIO('0.20', { maxTotalLots: '2.00' })),
    },
    {
      day: 64,
      what: "the third Apex follower copies the trader's second account (paid)",
      run: (a) => a.subscribe(mamFollower(3), MAM_TRADER, SMART(), { masterIndex: 1 }),
    },
    {
      day: 65,
      what: 'the second Northstar follower copies the trader by a ratio',
      run: (a) => a.subscribe(proFollower(2), PRO_TRADER, RATIO('0.25')),
    },
    {
      day: 66,
      what: "the first Apex follower also copies the trader's second account (paid)",
      run: (a) =>
        a.subscribe(mamFollower(1), MAM_TRADER, RATIO('0.50', { maxOpenPositions: 4 }), { masterIndex: 1 }),
    },
    {
      day: 85,
      what: "the Northstar admin makes the trader one of today's stars",
      run: (a) => a.recommend(PRO_TRADER, 'Steady trend book, settled weekly'),
    },
  ];
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  OPTIONAL_MAX_ENTRIES,
  type CollectionItem,
  type CommentItem,
  type FavourState,
  type OptionalRow,
  type OptionalState,
} from '@copytrade/contracts/social';
import { STATUS } from '@copytrade/contracts/status-codes';
import { mtAccounts } from '../src/db/schema/accounts';
import { accountStatistics } from '../src/db/schema/statistics';
import { favourites, optionalAccounts } from '../src/db/schema/social';
import type { Person } from './copy-support';
import { createTestContext, type TestContext } from './harness';
import { api, member, tradeAccount } from './social-support';

/**
 * The optional list (watched trade accounts, shown as ranking rows, at most 200) and favourites (comments
 * and strategies, shown as cards; a gone target stays listed as unavailable).
 */
let t: TestContext;
let trader: Person;
let watcher: Person;
let accountA: number;
let accountB: number;

const addOptional = (who: Person | null, mtId: number | string) =>
  api<OptionalState>(t, who, 'POST', '/community/front/addSrCommunityOptional', { mtId });
const isOptional = (who: Person | null, mtId: number) =>
  api<OptionalState>(t, who, 'GET', '/community/front/queryIsTraderOptional', { mtId });
const delOptional = (who: Person | null, mtId: number) =>
  api<OptionalState>(t, who, 'GET', '/community/front/delSrCommunityOptional', { mtId });
const optionals = (who: Person | null, query: Record<string, unknown> = {}) =>
  api<OptionalRow>(t, who, 'GET', '/community/front/querySrCommunityOptionals', query);
const favour = (who: Person | null, action: 'favorAdd' | 'favorDelete', body: Record<string, unknown>) =>
  api<FavourState>(t, who, 'POST', `/community/api/${action}`, body);
const collection = (who: Person | null, query: Record<string, unknown> = {}) =>
  api<CollectionItem>(t, who, 'GET', '/community/api/queryCollectionInformation', query);

beforeAll(async () => {
  t = await createTestContext();
  trader = await member(t, 'trader@social.test', { nickName: 'Harbor FX', userType: 3 });
  watcher = await member(t, 'watcher@social.test', { nickName: 'Watcher' });
  accountA = await tradeAccount(t, trader, { strategy: 'Trend following on EURUSD' });
  accountB = await tradeAccount(t, trader, { strategy: 'Mean reversion' });
  await t.db.insert(accountStatistics).values({
    accountId: accountA,
    siteId: t.siteA.id,
    state: {},
    appliedThrough: t.clock.now().getTime() + 365 * 86_400_000,
    growth: 0.125,
    drawdown: 0.05,
    winRate: 0.6,
    profitFactor: 1.8,
    trades: 42,
    ratingScore: 71,
    copyProfitCents: 12_345,
    firstTradeAt: t.clock.now().getTime() - 3 * 7 * 86_400_000,
    symbols: ['EURUSD'],
    sparkline: [0, 5, 12.5],
  });
});
afterAll(async () => {
  await t.close();
});

describe('optional list', () => {
  it('adds idempotently, answers whether an account is on it, and lists ranking rows', async () => {
    expect((await addOptional(watcher, accountA)).content).toEqual([{ mtAccId: accountA, isOptional: true }]);
    expect((await addOptional(watcher, accountA)).status).toBe(STATUS.OK);
    t.clock.advance(1000);
    await addOptional(watcher, accountB);
    expect((await isOptional(watcher, accountA)).content[0]!.isOptional).toBe(true);
    expect((await isOptional(trader, accountA)).content[0]!.isOptional).toBe(false);
    expect((await isOptional(null, accountA)).content[0]!.isOptional).toBe(false);

    const list = await optionals(watcher);
    expect(list.total).toBe(2);
    expect(list.content.map((r) => r.mtAccId)).toEqual([accountB, accountA]);
    expect(list.content[1]).toMatchObject({
      userName: 'Harbor FX',
      platformName: 'Meridian Markets',
      growth: '12.50',
      drawdown: '5.00',
      winRate: '60.00',
      profitFactor: '1.80',
      trades: 42,
      rating: 71,
      stars: 4,
      copyProfit: '123.45',
      tradingWeeks: 3,
      followers: 0,
      sparkline: [0, 5, 12.5],
    });
    expect(list.content[0]).toMatchObject({ growth: '0.00', rating: null, trades: 0 });
    expect(list.content[0]!.addedAt).toBe(t.clock.now().getTime());
    const page2 = await optionals(watcher, { page: 2, pageSize: 1 });
    expect(page2).toMatchObject({ total: 2 });
    expect(page2.content.map((r) => r.mtAccId)).toEqual([accountA]);
  });

  it('removes idempotently', async () => {
    expect((await delOptional(watcher, accountB)).content).toEqual([
      { mtAccId: accountB, isOptional: false },
    ]);
    expect((await delOptional(watcher, accountB)).status).toBe(STATUS.OK);
    expect((await optionals(watcher)).content.map((r) => r.mtAccId)).toEqual([accountA]);
  });

  it('hides unbound accounts and refuses adding them or follow accounts', async () => {
    const gone = await tradeAccount(t, trader);
    await addOptional(watcher, gone);
    await t.db.update(mtAccounts).set({ unboundAt: t.clock.now() }).where(eq(mtAccounts.id, gone));
    expect((await optionals(watcher)).total).toBe(1);
    expect((await addOptional(watcher, gone)).http).toBe(404);
    const follow = await tradeAccount(t, watcher, { accType: 2 });
    expect((await addOptional(watcher, follow)).http).toBe(404);
    expect((await addOptional(watcher, 987_654)).http).toBe(404);
  });

  it('needs a token for everything but the yes/no question', async () => {
    for (const res of [
      await addOptional(null, accountA),
      await delOptional(null, accountA),
      await optionals(null),
    ]) {
      expect(res.http).toBe(401);
      expect(res.status).toBe(STATUS.UNAUTHENTICATED);
    }
  });

  it('refuses bad input: unknown fields, strings for ids, pageSize 10,000', async () => {
    const extra = await api(t, watcher, 'POST', '/community/front/addSrCommunityOptional', {
      mtId: accountA,
      note: 'x',
    });
    expect(extra.http).toBe(400);
    expect((await addOptional(watcher, String(accountA))).http).toBe(400);
    expect((await optionals(watcher, { pageSize: 10_000 })).http).toBe(400);
  });

  it('holds at most 200 entries', async () => {
    const collector = await member(t, 'collector@social.test');
    const ids: number[] = [];
    for (let i = 0; i < OPTIONAL_MAX_ENTRIES + 1; i += 1) ids.push(await tradeAccount(t, trader));
    await t.db
      .insert(optionalAccounts)
      .values(
        ids
          .slice(0, OPTIONAL_MAX_ENTRIES)
          .map((accountId) => ({ siteId: t.siteA.id, userId: collector.id, accountId })),
      );
    const res = await t.call({
      method: 'POST',
      url: '/community/front/addSrCommunityOptional',
      payload: { mtId: ids[OPTIONAL_MAX_ENTRIES] },
      token: collector.token,
      language: 'en_US',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      status: STATUS.OPTIONAL_LIMIT_REACHED,
      message: 'Your optional list can hold at most 200 trade accounts',
    });
    // Re-adding one already there is still fine.
    expect((await addOptional(collector, ids[0]!)).status).toBe(STATUS.OK);
    await delOptional(collector, ids[0]!);
    expect((await addOptional(collector, ids[OPTIONAL_MAX_ENTRIES]!)).status).toBe(STATUS.OK);
  });
});

describe('favourites', () => {
  let commentId: number;

  it('collects a comment and a strategy, idempotently, and lists cards newest first', async () => {
    const posted = await api<CommentItem>(t, trader, 'POST', '/community/api/commentSave', {
      mtId: accountA,
      content: 'Risk stays under 1 % per trade.',
    });
    commentId = posted.content[0]!.id;
    t.clock.advance(1000);
    expect(
      (await favour(watcher, 'favorAdd', { targetType: 'comment', targetId: commentId })).content,
    ).toEqual([{ targetType: 'comment', targetId: commentId, collected: true }]);
    await favour(watcher, 'favorAdd', { targetType: 'comment', targetId: commentId });
    t.clock.advance(1000);
    await favour(watcher, 'favorAdd', { targetType: 'strategy', targetId: accountA });

    const list = await collection(watcher);
    expect(list.total).toBe(2);
    const [strategy, comment] = list.content;
    expect(strategy).toMatchObject({
      targetType: 'strategy',
      targetId: accountA,
      available: true,
      strategy: {
        mtAccId: accountA,
        nickName: 'Harbor FX',
        strategy: 'Trend following on EURUSD',
        strategyLocked: false,
      },
    });
    expect(comment).toMatchObject({
      targetType: 'comment',
      targetId: commentId,
      available: true,
      comment: {
        id: commentId,
        content: 'Risk stays under 1 % per trade.',
        userId: trader.id,
        nickName: 'Harbor FX',
        mtAccId: accountA,
        accountNickName: 'Harbor FX',
      },
    });
    const onlyComments = await collection(watcher, { targetType: 'comment' });
    expect(onlyComments.content.map((c) => c.targetType)).toEqual(['comment']);
    const asked = await api<FavourState>(t, watcher, 'GET', '/community/api/queryIsCollected', {
      targetType: 'strategy',
      targetId: accountA,
    });
    expect(asked.content[0]!.collected).toBe(true);
    const view = await api<{ comments: CommentItem[] }>(
      t,
      watcher,
      'GET',
      '/community/front/accAndCommentInfo',
      {
        mtId: accountA,
      },
    );
    expect(view.content[0]!.comments[0]).toMatchObject({ id: commentId, collectedByMe: true });
    const counters = await api<{ favouriteCount: number; optionalCount: number }>(
      t,
      watcher,
      'GET',
      '/community/api/selectCommunityUserInfo',
    );
    expect(counters.content[0]).toMatchObject({ favouriteCount: 2, optionalCount: 1 });
  });

  it('hides a locked strategy and shows a deleted comment as unavailable', async () => {
    await t.db.update(mtAccounts).set({ strategyLocked: true }).where(eq(mtAccounts.id, accountA));
    await api(t, trader, 'POST', '/community/api/commentDelete', { commentId });
    const list = await collection(watcher);
    expect(list.content[0]).toMatchObject({ strategy: { strategy: '', strategyLocked: true } });
    expect(list.content[1]).toMatchObject({ targetType: 'comment', available: false, comment: null });
    await t.db.update(mtAccounts).set({ strategyLocked: false }).where(eq(mtAccounts.id, accountA));
    // Removing an unavailable one works.
    await favour(watcher, 'favorDelete', { targetType: 'comment', targetId: commentId });
    expect((await collection(watcher)).total).toBe(1);
    expect(
      (await favour(watcher, 'favorDelete', { targetType: 'comment', targetId: commentId })).status,
    ).toBe(STATUS.OK);
  });

  it('refuses unknown targets, unknown kinds, unknown fields and visitors', async () => {
    expect((await favour(watcher, 'favorAdd', { targetType: 'comment', targetId: commentId })).http).toBe(
      404,
    );
    expect((await favour(watcher, 'favorAdd', { targetType: 'strategy', targetId: 999_999 })).http).toBe(404);
    expect((await favour(watcher, 'favorAdd', { targetType: 'trade', targetId: accountA })).http).toBe(400);
    expect(
      (await favour(watcher, 'favorAdd', { targetType: 'strategy', targetId: accountA, note: 1 })).http,
    ).toBe(400);
    expect((await collection(watcher, { pageSize: 10_000 })).http).toBe(400);
    expect((await favour(null, 'favorAdd', { targetType: 'strategy', targetId: accountA })).http).toBe(401);
    expect((await collection(null)).http).toBe(401);
    const rows = await t.db.select().from(favourites).where(eq(favourites.userId, watcher.id));
    expect(rows).toHaveLength(1);
  });
});

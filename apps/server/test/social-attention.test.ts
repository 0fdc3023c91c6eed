import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type {
  AttentionRow,
  CommunityUserInfo,
  ConcernState,
  PublicUserCard,
} from '@copytrade/contracts/social';
import { STATUS } from '@copytrade/contracts/status-codes';
import { userFollows } from '../src/db/schema/social';
import type { Person } from './copy-support';
import { createTestContext, type TestContext } from './harness';
import { api, member, tradeAccount } from './social-support';

/**
 * Attention (people following people): follow and unfollow (idempotent, never oneself), the two lists of
 * the personal center's attention page with mutual relations, a person's public card (never private
 * fields) and the counters of selectCommunityUserInfo.
 */
let t: TestContext;
let ann: Person;
let ben: Person;
let cat: Person;
let trader: Person;

const concern = (who: Person | null, action: 'addConcern' | 'cancelConcern', userId: number | string) =>
  api<ConcernState>(t, who, 'GET', `/community/api/${action}`, { userId });
const following = (who: Person, query: Record<string, unknown> = {}) =>
  api<AttentionRow>(t, who, 'GET', '/community/api/queryAttenOther', query);
const fans = (who: Person, query: Record<string, unknown> = {}) =>
  api<AttentionRow>(t, who, 'GET', '/community/api/queryOtherAtten', query);
const card = (who: Person | null, query: Record<string, unknown>) =>
  api<PublicUserCard>(t, who, 'GET', '/community/front/visitorQueryCommunityUserInfo', query);

beforeAll(async () => {
  t = await createTestContext();
  ann = await member(t, 'ann@social.test', { nickName: 'Ann' });
  ben = await member(t, 'ben@social.test', { nickName: 'Ben' });
  cat = await member(t, 'cat@social.test', { nickName: 'Cat' });
  trader = await member(t, 'trader@social.test', { nickName: 'Harbor FX', userType: 3 });
  await tradeAccount(t, trader, { loginOrder: 1 });
  await tradeAccount(t, trader, { loginOrder: 2 });
  await tradeAccount(t, trader, { loginOrder: 3, unbound: true });
  await tradeAccount(t, trader, { loginOrder: 4, accType: 2 });
});
afterAll(async () => {
  await t.close();
});

describe('addConcern / cancelConcern', () => {
  it('follows once however often it is asked, and reports the relation', async () => {
    const first = await concern(ann, 'addConcern', trader.id);
    expect(first.content).toEqual([{ userId: trader.id, isFollowing: true, mutual: false, fansCount: 1 }]);
    t.clock.advance(1000);
    const again = await concern(ann, 'addConcern', trader.id);
    expect(again.content[0]!.fansCount).toBe(1);
    const rows = await t.db.select().from(userFollows).where(eq(userFollows.followeeId, trader.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses following oneself', async () => {
    const res = await t.call({
      method: 'GET',
      url: '/community/api/addConcern',
      query: { userId: String(ann.id) },
      token: ann.token,
      language: 'en_US',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: STATUS.SELF_FOLLOW, message: 'You cannot follow yourself' });
    expect(await t.db.select().from(userFollows).where(eq(userFollows.followeeId, ann.id))).toHaveLength(0);
  });

  it('refuses unknown people, bad ids, unknown fields and visitors', async () => {
    expect((await concern(ann, 'addConcern', 424_242)).http).toBe(404);
    expect((await concern(ann, 'addConcern', 'x')).http).toBe(400);
    expect((await concern(ann, 'addConcern', 0)).http).toBe(400);
    const extra = await api(t, ann, 'GET', '/community/api/addConcern', { userId: ben.id, note: 'hi' });
    expect(extra.http).toBe(400);
    expect((await concern(null, 'addConcern', ben.id)).http).toBe(401);
  });

  it('cancels idempotently', async () => {
    await concern(cat, 'addConcern', ben.id);
    const cancel = await concern(cat, 'cancelConcern', ben.id);
    expect(cancel.content).toEqual([{ userId: ben.id, isFollowing: false, mutual: false, fansCount: 0 }]);
    expect((await concern(cat, 'cancelConcern', ben.id)).status).toBe(STATUS.OK);
  });
});

describe('queryAttenOther / queryOtherAtten', () => {
  it('lists people I follow and people who follow me, newest first, with mutual relations', async () => {
    t.clock.advance(1000);
    await concern(ann, 'addConcern', ben.id);
    t.clock.advance(1000);
    await concern(ann, 'addConcern', cat.id);
    t.clock.advance(1000);
    const back = await concern(cat, 'addConcern', ann.id);
    expect(back.content[0]).toMatchObject({ isFollowing: true, mutual: true });

    const mine = await following(ann);
    expect(mine.total).toBe(3);
    expect(mine.content.map((r) => r.nickName)).toEqual(['Cat', 'Ben', 'Harbor FX']);
    expect(mine.content.map((r) => r.mutual)).toEqual([true, false, false]);
    expect(mine.content[2]).toMatchObject({ userId: trader.id, userType: 3, tradeAccountCount: 2 });
    expect(mine.content[0]!.followedAt).toBe(t.clock.now().getTime() - 1000);
    expect(Object.keys(mine.content[0]!).sort()).toEqual(
      ['followedAt', 'mutual', 'nickName', 'portraitImg', 'tradeAccountCount', 'userId', 'userType'].sort(),
    );

    const paged = await following(ann, { page: 2, pageSize: 2 });
    expect(paged.total).toBe(3);
    expect(paged.content.map((r) => r.nickName)).toEqual(['Harbor FX']);

    const mineFans = await fans(ann);
    expect(mineFans.content.map((r) => [r.nickName, r.mutual])).toEqual([['Cat', true]]);
    const traderFans = await fans(trader);
    expect(traderFans.content.map((r) => [r.nickName, r.mutual])).toEqual([['Ann', false]]);
  });

  it('refuses a pageSize of 10,000 and unknown fields', async () => {
    expect((await following(ann, { pageSize: 10_000 })).http).toBe(400);
    expect((await fans(ann, { userId: ben.id })).http).toBe(400);
    expect((await api(t, null, 'GET', '/community/api/queryAttenOther')).http).toBe(401);
  });
});

describe('visitorQueryCommunityUserInfo', () => {
  it("shows a person's public card by id or by trade account, never private fields", async () => {
    const [accountId] = (await card(null, { userId: trader.id })).content[0]!.tradeAccounts.map(
      (a) => a.mtAccId,
    );
    const byId = await card(null, { userId: trader.id });
    const byAccount = await card(null, { mtId: accountId! });
    expect(byAccount.content).toEqual(byId.content);
    const view = byId.content[0]!;
    expect(view).toMatchObject({
      userId: trader.id,
      nickName: 'Harbor FX',
      userType: 3,
      fansCount: 1,
      followingCount: 0,
      isFollowing: false,
      isSelf: false,
    });
    expect(view.tradeAccounts.map((a) => a.loginOrder)).toEqual([1, 2]);
    expect(view.tradeAccounts[0]).toMatchObject({ platformName: 'Meridian Markets' });
    expect(typeof view.registeredAt).toBe('number');
    const raw = JSON.stringify(byId.content);
    expect(raw).not.toContain('trader@social.test');
    expect(raw).not.toContain('email');
    expect(raw).not.toContain('phone');
  });

  it('tells a signed-in reader whether they follow the person', async () => {
    expect((await card(ann, { userId: trader.id })).content[0]).toMatchObject({ isFollowing: true });
    expect((await card(ben, { userId: trader.id })).content[0]).toMatchObject({ isFollowing: false });
    expect((await card(ann, { userId: ann.id })).content[0]).toMatchObject({
      isSelf: true,
      isFollowing: false,
      fansCount: 1,
      followingCount: 3,
    });
  });

  it('needs exactly one of userId and mtId, and knows nobody unknown', async () => {
    const neither = await t.call({
      method: 'GET',
      url: '/community/front/visitorQueryCommunityUserInfo',
      language: 'en_US',
    });
    expect(neither.statusCode).toBe(400);
    expect(neither.json()).toMatchObject({
      content: [{ message: 'Give either a user id or a trade account id' }],
    });
    expect((await card(null, { userId: ann.id, mtId: 1 })).http).toBe(400);
    expect((await card(null, { userId: 999_999 })).http).toBe(404);
    expect((await card(null, { mtId: 999_999 })).http).toBe(404);
  });
});

describe('selectCommunityUserInfo', () => {
  it('carries the social counters and the avatar lock', async () => {
    const res = await api<CommunityUserInfo>(t, ann, 'GET', '/community/api/selectCommunityUserInfo');
    expect(res.content[0]).toMatchObject({
      id: ann.id,
      nickName: 'Ann',
      fansCount: 1,
      followingCount: 3,
      optionalCount: 0,
      favouriteCount: 0,
      avatarLocked: false,
    });
  });
});

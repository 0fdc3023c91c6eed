import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AttentionRow, CollectionItem, CommentItem, OptionalRow } from '@copytrade/contracts/social';
import { STATUS } from '@copytrade/contracts/status-codes';
import { commentLikes, comments, favourites, optionalAccounts, userFollows } from '../src/db/schema/social';
import type { Person } from './copy-support';
import { createTestContext, type TestContext } from './harness';
import { api, member, tradeAccount } from './social-support';

/**
 * Tenancy of the social features: a user of site B cannot comment on, like, delete, follow, watch,
 * collect or list anything of site A, and site A's rows look exactly like rows that do not exist (404,
 * never 403). A site A token is refused on site B.
 */
let t: TestContext;
let traderA: Person;
let readerA: Person;
let userB: Person;
let adminB: Person;
let accountA: number;
let commentA: number;

beforeAll(async () => {
  t = await createTestContext();
  traderA = await member(t, 'trader@a.test', { nickName: 'Harbor FX', userType: 3 });
  readerA = await member(t, 'reader@a.test', { nickName: 'Reader' });
  userB = await member(t, 'user@b.test', { site: t.siteB });
  adminB = await member(t, 'admin@b.test', { site: t.siteB, admin: true });
  accountA = await tradeAccount(t, traderA, { strategy: 'A only' });
  const saved = await api<CommentItem>(t, readerA, 'POST', '/community/api/commentSave', {
    mtId: accountA,
    content: 'on site A',
  });
  commentA = saved.content[0]!.id;
  await api(t, readerA, 'GET', '/community/api/addConcern', { userId: traderA.id });
  await api(t, readerA, 'POST', '/community/front/addSrCommunityOptional', { mtId: accountA });
  await api(t, readerA, 'POST', '/community/api/favorAdd', { targetType: 'comment', targetId: commentA });
});
afterAll(async () => {
  await t.close();
});

const B = () => t.siteB;

describe("site B cannot reach site A's social rows", () => {
  it('cannot read or comment on an account of site A', async () => {
    const read = await api(t, null, 'GET', '/community/front/accAndCommentInfo', { mtId: accountA }, B());
    expect(read.http).toBe(404);
    expect(read.status).toBe(STATUS.NOT_FOUND);
    const write = await api(
      t,
      userB,
      'POST',
      '/community/api/commentSave',
      { mtId: accountA, content: 'x' },
      B(),
    );
    expect(write.http).toBe(404);
    const reply = await api(
      t,
      userB,
      'POST',
      '/community/api/commentSave',
      { mtId: accountA, content: 'x', parentId: commentA },
      B(),
    );
    expect(reply.http).toBe(404);
    expect(await t.db.select().from(comments)).toHaveLength(1);
  });

  it("cannot like or delete a comment of site A, not even site B's admin", async () => {
    for (const url of ['/community/api/commentLike', '/community/api/commentUnlike']) {
      expect((await api(t, userB, 'POST', url, { commentId: commentA }, B())).http).toBe(404);
    }
    const deleteAsUser = await api(
      t,
      userB,
      'POST',
      '/community/api/commentDelete',
      { commentId: commentA },
      B(),
    );
    expect(deleteAsUser.http).toBe(404);
    const deleteAsAdmin = await api(
      t,
      adminB,
      'POST',
      '/community/api/commentDelete',
      { commentId: commentA },
      B(),
    );
    expect(deleteAsAdmin.http).toBe(404);
    expect(await t.db.select().from(commentLikes)).toHaveLength(0);
    const [row] = await t.db.select().from(comments).where(eq(comments.id, commentA));
    expect(row!.deletedAt).toBeNull();
  });

  it('cannot follow a person of site A or see their card', async () => {
    expect((await api(t, userB, 'GET', '/community/api/addConcern', { userId: traderA.id }, B())).http).toBe(
      404,
    );
    expect(
      (await api(t, userB, 'GET', '/community/api/cancelConcern', { userId: traderA.id }, B())).http,
    ).toBe(404);
    const card = await api(
      t,
      null,
      'GET',
      '/community/front/visitorQueryCommunityUserInfo',
      { userId: traderA.id },
      B(),
    );
    expect(card.http).toBe(404);
    const byAccount = await api(
      t,
      null,
      'GET',
      '/community/front/visitorQueryCommunityUserInfo',
      { mtId: accountA },
      B(),
    );
    expect(byAccount.http).toBe(404);
    expect(await t.db.select().from(userFollows)).toHaveLength(1);
  });

  it("cannot watch or collect site A's accounts and comments", async () => {
    const watch = await api(
      t,
      userB,
      'POST',
      '/community/front/addSrCommunityOptional',
      { mtId: accountA },
      B(),
    );
    expect(watch.http).toBe(404);
    const collectComment = await api(
      t,
      userB,
      'POST',
      '/community/api/favorAdd',
      { targetType: 'comment', targetId: commentA },
      B(),
    );
    expect(collectComment.http).toBe(404);
    const collectStrategy = await api(
      t,
      userB,
      'POST',
      '/community/api/favorAdd',
      { targetType: 'strategy', targetId: accountA },
      B(),
    );
    expect(collectStrategy.http).toBe(404);
    expect(await t.db.select().from(optionalAccounts)).toHaveLength(1);
    expect(await t.db.select().from(favourites)).toHaveLength(1);
  });

  it("lists none of site A's rows", async () => {
    for (const url of ['/community/api/queryAttenOther', '/community/api/queryOtherAtten']) {
      const res = await api<AttentionRow>(t, userB, 'GET', url, {}, B());
      expect(res).toMatchObject({ status: STATUS.OK, total: 0, content: [] });
    }
    const watched = await api<OptionalRow>(
      t,
      userB,
      'GET',
      '/community/front/querySrCommunityOptionals',
      {},
      B(),
    );
    expect(watched).toMatchObject({ total: 0, content: [] });
    const collected = await api<CollectionItem>(
      t,
      userB,
      'GET',
      '/community/api/queryCollectionInformation',
      {},
      B(),
    );
    expect(collected).toMatchObject({ total: 0, content: [] });
    const isOn = await api(
      t,
      userB,
      'GET',
      '/community/front/queryIsTraderOptional',
      { mtId: accountA },
      B(),
    );
    expect(isOn.content).toEqual([{ mtAccId: accountA, isOptional: false }]);
  });

  it("refuses site A's token on site B, and on the optional paths treats it as no token", async () => {
    const res = await api(t, readerA, 'GET', '/community/api/queryAttenOther', {}, B());
    expect(res.http).toBe(401);
    expect(res.status).toBe(STATUS.TOKEN_WRONG_SITE);
    const optional = await api(t, readerA, 'GET', '/community/front/querySrCommunityOptionals', {}, B());
    expect(optional.http).toBe(401);
  });

  it('site A still sees its own rows', async () => {
    const list = await api<{ commentCount: number }>(
      t,
      readerA,
      'GET',
      '/community/front/accAndCommentInfo',
      {
        mtId: accountA,
      },
    );
    expect(list.content[0]!.commentCount).toBe(1);
    expect((await api(t, readerA, 'GET', '/community/api/queryAttenOther')).total).toBe(1);
    expect((await api(t, readerA, 'GET', '/community/front/querySrCommunityOptionals')).total).toBe(1);
    expect((await api(t, readerA, 'GET', '/community/api/queryCollectionInformation')).total).toBe(1);
  });
});

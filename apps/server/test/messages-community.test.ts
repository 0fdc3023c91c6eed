import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { encodeOriginProtocol, type ServerMessage } from '@copytrade/contracts/realtime';
import { createTestContext, type TestContext } from './harness';
import type { Person } from './copy-support';
import { api, member, tradeAccount } from './social-support';
import { heard, noticeRows, ofKind } from './messages-support';

/**
 * Community events write one notice to the person concerned, in his language, with its kind and link:
 * a comment on his strategy, a reply to his comment, a new follower. Never to the actor himself.
 */
let t: TestContext;
let owner: Person;
let lin: Person;
let mia: Person;
let accountId: number;

/** Saves a comment (after the 10 s a person waits between two comments). */
async function comment(who: Person, content: string, parentId?: number) {
  t.clock.advance(11_000);
  const res = await api<{ id: number }>(t, who, 'POST', '/community/api/commentSave', {
    mtId: accountId,
    content,
    ...(parentId ? { parentId } : {}),
  });
  expect(res.status).toBe(10000);
  return res.content[0]!.id;
}

beforeAll(async () => {
  t = await createTestContext();
  owner = await member(t, 'owner@msg.test', { nickName: 'Atlas', userType: 3 });
  lin = await member(t, 'lin@msg.test', { nickName: 'Lin' });
  mia = await member(t, 'mia@msg.test', { nickName: 'Mia' });
  accountId = await tradeAccount(t, owner);
});
afterAll(() => t.close());

describe('comments and replies', () => {
  it("a comment on a strategy tells its owner, in his language, leading to the profile's comments", async () => {
    const before = await noticeRows(t, owner.id, 'commentReceived');
    await comment(lin, 'Why did you close EURUSD so early?');
    const rows = await noticeRows(t, owner.id, 'commentReceived');
    expect(rows).toHaveLength(before.length + 1);

    const [zh] = await ofKind(t, owner, 'commentReceived');
    expect(zh!.title).toBe('Lin 评论了您的策略');
    expect(zh!.content).toMatch(/^Lin 在您的账户 #\d+ 下发表了评论：“Why did you close EURUSD so early\?”$/);
    expect(zh!.link).toBe(`/community/trader/${accountId}?tab=comments`);
    const [en] = await ofKind(t, owner, 'commentReceived', 'en_US');
    expect(en!.title).toBe('Lin commented on your strategy');
    const [hant] = await ofKind(t, owner, 'commentReceived', 'zh_Hant');
    expect(hant!.title).toBe('Lin 評論了您的策略');
    // Nobody else heard of it.
    expect(await noticeRows(t, lin.id, 'commentReceived')).toHaveLength(0);
    expect(await noticeRows(t, mia.id, 'commentReceived')).toHaveLength(0);
  });

  it('a reply tells the answered author, and the owner once; the owner replying tells only the author', async () => {
    const top = await comment(lin, 'First!');
    const ownerBefore = (await noticeRows(t, owner.id)).length;
    const linBefore = (await noticeRows(t, lin.id)).length;

    await comment(mia, 'Welcome aboard', top);
    expect(await ofKind(t, lin, 'commentReplied', 'en_US')).toMatchObject([
      {
        title: 'Mia replied to your comment',
        content: expect.stringMatching(/^Mia replied to you on account #\d+: “Welcome aboard”$/),
        link: `/community/trader/${accountId}?tab=comments`,
        isRead: false,
      },
    ]);
    expect(await noticeRows(t, owner.id)).toHaveLength(ownerBefore + 1);
    expect((await ofKind(t, owner, 'commentReceived'))[0]!.title).toBe('Mia 评论了您的策略');

    // The owner answers Lin: Lin hears of the reply; the owner is told nothing of his own words.
    await comment(owner, 'Thanks for following', top);
    expect(await noticeRows(t, lin.id)).toHaveLength(linBefore + 2);
    expect(await noticeRows(t, owner.id)).toHaveLength(ownerBefore + 1);
  });

  it('nobody is told of his own comment or his reply to himself', async () => {
    const ownerBefore = (await noticeRows(t, owner.id)).length;
    const top = await comment(owner, 'Weekly plan: long gold');
    await comment(owner, 'Update: stop moved', top);
    expect(await noticeRows(t, owner.id)).toHaveLength(ownerBefore);

    const linBefore = (await noticeRows(t, lin.id)).length;
    const own = await comment(lin, 'My own note');
    const ownerCount = (await noticeRows(t, owner.id)).length;
    await comment(lin, 'and a follow-up', own);
    expect(await noticeRows(t, lin.id)).toHaveLength(linBefore);
    // The owner still hears of the reply on his strategy (it is a comment there).
    expect(await noticeRows(t, owner.id)).toHaveLength(ownerCount + 1);
  });

  it('a refused comment (too soon after the last one) writes no notice', async () => {
    await comment(mia, 'Nice');
    const before = (await noticeRows(t, owner.id)).length;
    const res = await api(t, mia, 'POST', '/community/api/commentSave', {
      mtId: accountId,
      content: 'again',
    });
    expect(res.http).toBe(429);
    expect(await noticeRows(t, owner.id)).toHaveLength(before);
  });
});

describe('followers', () => {
  it('a new follower is told to the person followed, once an hour per pair, never for oneself', async () => {
    const follow = (who: Person, userId: number) =>
      api(t, who, 'GET', '/community/api/addConcern', { userId });
    const pushed = await heard(t, owner.id, () => follow(mia, owner.id));
    expect(pushed).toContainEqual({ type: 'notice' });
    expect(await ofKind(t, owner, 'newFollower', 'en_US')).toMatchObject([
      { title: 'Mia followed you', link: `/personalCenter/${owner.id}/attention/otherAtten` },
    ]);

    // Following again (idempotent), unfollowing and following back within the hour: nothing more.
    await follow(mia, owner.id);
    await api(t, mia, 'GET', '/community/api/cancelConcern', { userId: owner.id });
    await follow(mia, owner.id);
    expect(await noticeRows(t, owner.id, 'newFollower')).toHaveLength(1);
    t.clock.advance(3600_000 + 1000);
    await api(t, mia, 'GET', '/community/api/cancelConcern', { userId: owner.id });
    await follow(mia, owner.id);
    expect(await noticeRows(t, owner.id, 'newFollower')).toHaveLength(2);

    const self = await follow(owner, owner.id);
    expect(self.http).toBe(400);
    expect(await noticeRows(t, owner.id, 'newFollower')).toHaveLength(2);
  });
});

describe('over the realtime socket', () => {
  it("the owner's open page hears {type:'notice'} after a comment on his strategy", async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as AddressInfo).port;
    const received: ServerMessage[] = [];
    const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`, [
      encodeOriginProtocol('http://a.test'),
      owner.token,
    ]);
    ws.on('message', (data: Buffer) => received.push(JSON.parse(data.toString()) as ServerMessage));
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    const waitFor = async (match: (m: ServerMessage) => boolean) => {
      for (let i = 0; i < 100 && !received.some(match); i += 1)
        await new Promise((resolve) => setTimeout(resolve, 20));
      return received.some(match);
    };
    expect(await waitFor((m) => m.type === 'ready')).toBe(true);
    expect(received.some((m) => m.type === 'notice')).toBe(false);

    await comment(lin, 'Great month!');
    expect(await waitFor((m) => m.type === 'notice')).toBe(true);
    ws.terminate();
  });
});

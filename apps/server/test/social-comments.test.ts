import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { AccAndCommentInfo, CommentItem, CommentLikeState } from '@copytrade/contracts/social';
import { STATUS } from '@copytrade/contracts/status-codes';
import { comments } from '../src/db/schema/social';
import { rateEvents } from '../src/db/schema/users';
import type { Person } from './copy-support';
import { createTestContext, type TestContext } from './harness';
import { api, member, tradeAccount } from './social-support';

/**
 * Comments on a trader's trade account: the public list (newest first, replies, flags per reader), saving
 * as plain text with the 600-character rule, the flood limits on the manual clock, deleting (author,
 * admin, nobody else), likes (idempotent, counted right), and every bad input refused with nothing
 * stored.
 */
let t: TestContext;
let trader: Person;
let reader: Person;
let other: Person;
let admin: Person;
let account: number;

const list = (who: Person | null, query: Record<string, unknown>) =>
  api<AccAndCommentInfo>(t, who, 'GET', '/community/front/accAndCommentInfo', query);
const save = (who: Person | null, payload: Record<string, unknown>) =>
  api<CommentItem>(t, who, 'POST', '/community/api/commentSave', payload);
const storedComments = async () =>
  (await t.db.select().from(comments).where(eq(comments.accountId, account))).length;

/** Saves a comment 10 s after the last one (outside the flood window), and answers it. */
async function post(who: Person, content: string, extra: Record<string, unknown> = {}) {
  t.clock.advance(10_000);
  const res = await save(who, { mtId: account, content, ...extra });
  expect(res.status, res.message).toBe(STATUS.OK);
  return res.content[0]!;
}

beforeAll(async () => {
  t = await createTestContext();
  trader = await member(t, 'trader@social.test', { nickName: 'Harbor FX', userType: 3 });
  reader = await member(t, 'reader@social.test', { nickName: 'Reader' });
  other = await member(t, 'other@social.test', { nickName: 'Other' });
  admin = await member(t, 'desk@social.test', { nickName: 'Desk', admin: true });
  account = await tradeAccount(t, trader);
});
afterAll(async () => {
  await t.close();
});

describe('accAndCommentInfo', () => {
  it('shows an account without comments to a visitor', async () => {
    const res = await list(null, { mtId: account });
    expect(res.http).toBe(200);
    expect(res.total).toBe(0);
    expect(res.content[0]).toMatchObject({
      mtAccId: account,
      ownerUserId: trader.id,
      ownerNickName: 'Harbor FX',
      commentCount: 0,
      comments: [],
    });
  });

  it('lists newest first, pages, and counts replies apart', async () => {
    const first = await post(reader, 'first');
    const second = await post(other, 'second');
    const third = await post(reader, 'third');
    const reply = await post(trader, 'thanks!', { parentId: first.id });
    // A reply to a reply answers the same comment (one level).
    const replyToReply = await post(other, 'agreed', { parentId: reply.id });
    expect(replyToReply.parentId).toBe(first.id);

    const page1 = await list(null, { mtId: account, page: 1, pageSize: 2 });
    expect(page1.total).toBe(3);
    expect(page1.content[0]!.commentCount).toBe(5);
    expect(page1.content[0]!.comments.map((c) => c.content)).toEqual(['third', 'second']);
    const page2 = await list(null, { mtId: account, page: 2, pageSize: 2 });
    const firstView = page2.content[0]!.comments[0]!;
    expect(firstView).toMatchObject({ id: first.id, replyCount: 2, nickName: 'Reader', userId: reader.id });
    expect(firstView.replies.map((r) => r.content)).toEqual(['thanks!', 'agreed']);
    expect(firstView.replies[0]).toMatchObject({ nickName: 'Harbor FX', parentId: first.id });
    expect(typeof firstView.createdAt).toBe('number');
    expect(second.id).toBeGreaterThan(first.id);

    // Flags are per reader: visitors get none; the author and the admin may delete.
    expect(firstView).toMatchObject({ likedByMe: false, canDelete: false, collectedByMe: false });
    const asAuthor = await list(reader, { mtId: account, page: 2, pageSize: 2 });
    expect(asAuthor.content[0]!.comments[0]!.canDelete).toBe(true);
    expect(asAuthor.content[0]!.comments[0]!.replies[0]!.canDelete).toBe(false);
    const asAdmin = await list(admin, { mtId: account, page: 2, pageSize: 2 });
    expect(asAdmin.content[0]!.comments[0]!.canDelete).toBe(true);
    expect(asAdmin.content[0]!.comments[0]!.replies[0]!.canDelete).toBe(true);
    const asOther = await list(other, { mtId: account });
    expect(asOther.content[0]!.comments.find((c) => c.id === third.id)!.canDelete).toBe(false);
  });

  it('refuses a pageSize of 10,000, unknown fields and a missing mtId', async () => {
    for (const query of [
      { mtId: account, pageSize: 10_000 },
      { mtId: account, sort: 'old' },
      {},
      { mtId: 'abc' },
    ]) {
      const res = await list(null, query);
      expect(res.http).toBe(400);
      expect(res.status).toBe(STATUS.VALIDATION_FAILED);
    }
    const english = await t.call({
      method: 'GET',
      url: '/community/front/accAndCommentInfo',
      query: { mtId: String(account), pageSize: '10000' },
      language: 'en_US',
    });
    expect(english.json<{ content: { field: string; message: string }[] }>().content).toEqual([
      { field: 'pageSize', message: 'Must be at most 50' },
    ]);
  });

  it('answers 404 for an unknown, unbound or follow account', async () => {
    const unbound = await tradeAccount(t, trader, { unbound: true });
    const follow = await tradeAccount(t, reader, { accType: 2 });
    for (const mtId of [999_999, unbound, follow]) {
      const res = await list(null, { mtId });
      expect(res.http).toBe(404);
      expect(res.status).toBe(STATUS.NOT_FOUND);
      const write = await save(reader, { mtId, content: 'hello' });
      expect(write.http).toBe(404);
    }
  });
});

describe('commentSave', () => {
  it('stores the text verbatim and serves it as JSON text', async () => {
    const evil = '<script>alert(1)</script><img src=x onerror=alert(1)>';
    const saved = await post(other, evil);
    expect(saved.content).toBe(evil);
    const res = await t.call({
      method: 'GET',
      url: '/community/front/accAndCommentInfo',
      query: { mtId: String(account), pageSize: '1' },
    });
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json<{ content: AccAndCommentInfo[] }>().content[0]!.comments[0]!.content).toBe(evil);
    const [row] = await t.db.select().from(comments).where(eq(comments.id, saved.id));
    expect(row!.content).toBe(evil);
  });

  it('counts characters as a reader does: 600 Chinese characters fit, 601 do not', async () => {
    const fits = await post(other, `  ${'评'.repeat(600)}  `);
    expect(fits.content).toBe('评'.repeat(600));
    const emoji = await post(other, '📈'.repeat(600));
    expect([...emoji.content]).toHaveLength(600);

    t.clock.advance(10_000);
    const before = await storedComments();
    const res = await t.call({
      method: 'POST',
      url: '/community/api/commentSave',
      token: other.token,
      payload: { mtId: account, content: '评'.repeat(601) },
      language: 'en_US',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: STATUS.VALIDATION_FAILED,
      content: [{ field: 'content', message: 'Comments cannot exceed 600 characters' }],
    });
    expect(await storedComments()).toBe(before);
  });

  it('refuses blank content, unknown fields, a bad parent and a visitor, storing nothing', async () => {
    t.clock.advance(10_000);
    const before = await storedComments();
    const blank = await t.call({
      method: 'POST',
      url: '/community/api/commentSave',
      token: other.token,
      payload: { mtId: account, content: ' \n\t ' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ content: [{ field: 'content', message: '请输入评论内容' }] });
    const unknown = await save(other, { mtId: account, content: 'hi', html: true });
    expect(unknown.http).toBe(400);
    expect(unknown.content).toEqual([{ field: '', message: '不支持的字段：html' }]);
    const badParent = await save(other, { mtId: account, content: 'hi', parentId: 987_654 });
    expect(badParent.http).toBe(404);
    const visitor = await save(null, { mtId: account, content: 'hi' });
    expect(visitor.http).toBe(401);
    expect(visitor.status).toBe(STATUS.UNAUTHENTICATED);
    expect(await storedComments()).toBe(before);
  });

  it('a parent on another account is not found', async () => {
    const elsewhere = await tradeAccount(t, trader);
    t.clock.advance(10_000);
    const there = await save(other, { mtId: elsewhere, content: 'elsewhere' });
    expect(there.status).toBe(STATUS.OK);
    t.clock.advance(10_000);
    const res = await save(other, { mtId: account, content: 'cross', parentId: there.content[0]!.id });
    expect(res.http).toBe(404);
  });
});

describe('comment flood', () => {
  it('allows one comment per 10 s and refuses inside the window, storing nothing', async () => {
    const writer = await member(t, 'flood1@social.test');
    t.clock.advance(60_000);
    expect((await save(writer, { mtId: account, content: 'one' })).status).toBe(STATUS.OK);
    t.clock.advance(9_000);
    const before = await storedComments();
    const res = await t.call({
      method: 'POST',
      url: '/community/api/commentSave',
      token: writer.token,
      payload: { mtId: account, content: 'two' },
      language: 'en_US',
    });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({
      status: STATUS.COMMENT_TOO_FREQUENT,
      message: 'You are commenting too often, please retry in 1 s',
    });
    expect(await storedComments()).toBe(before);
    const events = await t.db
      .select()
      .from(rateEvents)
      .where(and(eq(rateEvents.bucket, 'comment'), eq(rateEvents.key, String(writer.id))));
    expect(events).toHaveLength(1);
    t.clock.advance(1_000);
    expect((await save(writer, { mtId: account, content: 'two' })).status).toBe(STATUS.OK);
  });

  it('allows 20 per hour and refuses the 21st until the hour has passed', async () => {
    const writer = await member(t, 'flood2@social.test');
    const start = t.clock.now().getTime();
    for (let i = 0; i < 20; i += 1) {
      t.clock.set(new Date(start + i * 10_000));
      const res = await save(writer, { mtId: account, content: `note ${i}` });
      expect(res.status, res.message).toBe(STATUS.OK);
    }
    t.clock.set(new Date(start + 30 * 60_000));
    const refused = await save(writer, { mtId: account, content: 'note 21' });
    expect(refused.http).toBe(429);
    expect(refused.status).toBe(STATUS.COMMENT_TOO_FREQUENT);
    expect(refused.message).toBe('评论过于频繁，请1800秒后再试');
    // The first of the 20 leaves the hour at start + 1 h.
    t.clock.set(new Date(start + 3600_000));
    expect((await save(writer, { mtId: account, content: 'note 21' })).status).toBe(STATUS.OK);
    t.clock.advance(10_000);
  });
});

describe('commentDelete', () => {
  it('lets the author delete, refuses another user, and lets the admin delete any', async () => {
    const mine = await post(reader, 'to be deleted');
    const bystander = await api(t, other, 'POST', '/community/api/commentDelete', { commentId: mine.id });
    expect(bystander.http).toBe(403);
    expect(bystander.status).toBe(STATUS.COMMENT_NOT_YOURS);
    const [still] = await t.db.select().from(comments).where(eq(comments.id, mine.id));
    expect(still!.deletedAt).toBeNull();

    const own = await api(t, reader, 'POST', '/community/api/commentDelete', { commentId: mine.id });
    expect(own.status).toBe(STATUS.OK);
    expect(own.content).toEqual([{ commentId: mine.id, deleted: true }]);
    const [row] = await t.db.select().from(comments).where(eq(comments.id, mine.id));
    expect(row!.deletedAt).not.toBeNull();
    expect(row!.content).toBe('to be deleted');
    const after = await list(null, { mtId: account, pageSize: 50 });
    expect(after.content[0]!.comments.some((c) => c.id === mine.id)).toBe(false);
    const again = await api(t, reader, 'POST', '/community/api/commentDelete', { commentId: mine.id });
    expect(again.http).toBe(404);

    const theirs = await post(other, 'moderate me');
    const byAdmin = await api(t, admin, 'POST', '/community/api/commentDelete', { commentId: theirs.id });
    expect(byAdmin.status).toBe(STATUS.OK);
  });

  it('hides the replies of a deleted comment from the count', async () => {
    const head = await post(reader, 'head');
    await post(other, 'under head', { parentId: head.id });
    const before = (await list(null, { mtId: account })).content[0]!.commentCount;
    await api(t, reader, 'POST', '/community/api/commentDelete', { commentId: head.id });
    expect((await list(null, { mtId: account })).content[0]!.commentCount).toBe(before - 2);
  });
});

describe('likes', () => {
  it('counts one like per person, twice is still one, and unlike is idempotent', async () => {
    const target = await post(trader, 'like me');
    const like = (who: Person) =>
      api<CommentLikeState>(t, who, 'POST', '/community/api/commentLike', { commentId: target.id });
    const unlike = (who: Person) =>
      api<CommentLikeState>(t, who, 'POST', '/community/api/commentUnlike', { commentId: target.id });

    expect((await like(reader)).content).toEqual([{ commentId: target.id, likeCount: 1, likedByMe: true }]);
    expect((await like(reader)).content[0]!.likeCount).toBe(1);
    expect((await like(other)).content[0]!.likeCount).toBe(2);
    const view = await list(reader, { mtId: account, pageSize: 1 });
    expect(view.content[0]!.comments[0]).toMatchObject({ id: target.id, likeCount: 2, likedByMe: true });
    expect((await unlike(reader)).content).toEqual([
      { commentId: target.id, likeCount: 1, likedByMe: false },
    ]);
    expect((await unlike(reader)).content[0]!.likeCount).toBe(1);
    expect((await list(null, { mtId: account, pageSize: 1 })).content[0]!.comments[0]!.likeCount).toBe(1);
  });

  it('refuses a deleted or unknown comment, unknown fields and visitors', async () => {
    const gone = await post(reader, 'gone');
    await api(t, reader, 'POST', '/community/api/commentDelete', { commentId: gone.id });
    expect((await api(t, other, 'POST', '/community/api/commentLike', { commentId: gone.id })).http).toBe(
      404,
    );
    expect((await api(t, other, 'POST', '/community/api/commentLike', { commentId: 55_555 })).http).toBe(404);
    const extra = await api(t, other, 'POST', '/community/api/commentLike', { commentId: gone.id, n: 2 });
    expect(extra.http).toBe(400);
    expect((await api(t, null, 'POST', '/community/api/commentLike', { commentId: gone.id })).http).toBe(401);
  });
});

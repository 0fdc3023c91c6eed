import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from './harness';
import { bindAccount, fixedLot, person, records, settle, subscribeOk, type Person } from './copy-support';
import { brokerOrder, masterSim, simAccount, tradingContext } from './sim-support';
import { heard, noticeRows, ofKind } from './messages-support';

/**
 * Copy-trading events write notices to both sides, in the reader's language, with kind and link: a
 * subscription started and ended (cancelled or expired), a copy that was not made (at most one per
 * subscription and reason per hour), an account whose server link broke and came back (one per hour).
 */
const MASTER = masterSim(7400001);
const F1 = simAccount('ApexCapital-Real01', 7400011);
const F2 = simAccount('OrionFX-Pro', 7400012);

let t: TestContext;
let trader: Person;
let lin: Person;
let masterId: number;
let f1: number;
let f2: number;
let sub: number;

const HOUR = 3600_000;

async function masterOpens() {
  return brokerOrder(t, MASTER, { symbol: 'EURUSD', type: 0, lots: 100, sl: '0', tp: '0' });
}

beforeAll(async () => {
  t = await tradingContext([MASTER, F1, F2]);
  trader = await person(t, 'atlas@trade-msg.test', 3);
  lin = await person(t, 'lin@trade-msg.test');
  masterId = await bindAccount(t, trader, 1, MASTER);
  f1 = await bindAccount(t, lin, 2, F1);
  f2 = await bindAccount(t, lin, 2, F2);
});
afterAll(() => t.close());

describe('subscriptions', () => {
  it('a new subscription tells the follower that copying started and the trader of a new subscriber', async () => {
    const toTrader = await heard(t, trader.id, async () => {
      sub = await subscribeOk(t, lin, fixedLot(masterId, f1));
    });
    expect(toTrader).toContainEqual({ type: 'notice' });
    expect(await noticeRows(t, lin.id, 'subscriptionStarted')).toHaveLength(1);
    expect(await noticeRows(t, trader.id, 'newSubscriber')).toHaveLength(1);

    const [started] = await ofKind(t, lin, 'subscriptionStarted', 'en_US');
    expect(started).toMatchObject({
      title: `Copying of #${MASTER.login} started`,
      link: `/personalCenter/${lin.id}/account/subscriptionTotal`,
      isRead: false,
    });
    expect(started!.content).toMatch(
      new RegExp(
        `^Your follow account #1 ${F1.login} now copies trader .+'s account #${MASTER.login} \\(subscription S\\d+\\)\\.$`,
      ),
    );
    expect((await ofKind(t, lin, 'subscriptionStarted'))[0]!.title).toBe(`开始跟单 #${MASTER.login}`);
    expect((await ofKind(t, lin, 'subscriptionStarted', 'zh_Hant'))[0]!.title).toBe(
      `開始跟單 #${MASTER.login}`,
    );
    expect(await ofKind(t, trader, 'newSubscriber', 'en_US')).toMatchObject([
      { title: 'New subscriber', link: `/personalCenter/${trader.id}/account/subscribers` },
    ]);
    // Nobody hears of the other side's notice.
    expect(await noticeRows(t, trader.id, 'subscriptionStarted')).toHaveLength(0);
    expect(await noticeRows(t, lin.id, 'newSubscriber')).toHaveLength(0);
  });
});

describe('copies that were not made', () => {
  it('tells the follower the reason once per subscription and reason per hour', async () => {
    t.app.trading.copier.setPaused([f1], true);
    const first = await masterOpens();
    const skipped = (await records(t, lin, { subscriptionId: String(sub) })).content;
    expect(skipped).toContainEqual(
      expect.objectContaining({ masterTicket: first.order.ticket, reason: 'ACCOUNT_PAUSED', action: 'open' }),
    );
    const notices = await ofKind(t, lin, 'copySkipped', 'en_US');
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      title: 'A trade was not copied: Copying paused',
      link: `/personalCenter/${lin.id}/account/copyOrder?subscriptionId=${sub}&tab=skipped`,
    });
    expect(notices[0]!.content).toContain(`EURUSD #${first.order.ticket}`);
    expect(notices[0]!.content).toContain('Recharge your wallet');
    expect((await ofKind(t, lin, 'copySkipped'))[0]!.title).toBe('有交易未跟单：跟单已暂停');
    // The trader is told nothing of his follower's skip.
    expect(await noticeRows(t, trader.id, 'copySkipped')).toHaveLength(0);

    // A second skip for the same reason within the hour: recorded, not notified.
    t.clock.advance(30 * 60_000);
    const second = await masterOpens();
    expect((await records(t, lin, { subscriptionId: String(sub) })).content).toContainEqual(
      expect.objectContaining({ masterTicket: second.order.ticket, reason: 'ACCOUNT_PAUSED' }),
    );
    expect(await noticeRows(t, lin.id, 'copySkipped')).toHaveLength(1);

    // After the hour the next one is told again.
    t.clock.advance(31 * 60_000);
    await masterOpens();
    expect(await noticeRows(t, lin.id, 'copySkipped')).toHaveLength(2);
    t.app.trading.copier.setPaused([f1], false);
  });

  it('a follower who switched copy-skipped notices off is not told', async () => {
    const off = await t.call({
      method: 'POST',
      url: '/community/front/updateUserCommunityNoticeFlag',
      token: lin.token,
      payload: { copySkipped: false },
    });
    expect(off.statusCode).toBe(200);
    t.clock.advance(2 * HOUR);
    t.app.trading.copier.setPaused([f1], true);
    await masterOpens();
    expect(await noticeRows(t, lin.id, 'copySkipped')).toHaveLength(2);
    t.app.trading.copier.setPaused([f1], false);
    await t.call({
      method: 'POST',
      url: '/community/front/updateUserCommunityNoticeFlag',
      token: lin.token,
      payload: { copySkipped: true },
    });
  });
});

describe('a broken server link', () => {
  async function drop(ms: number) {
    t.gateway.dropConnection(F2.server, String(F2.login), ms);
    await t.app.trading.mirror.idle();
  }
  async function restore() {
    await settle(t, 1000, 12);
    await t.app.trading.mirror.idle();
  }

  it('tells the owner once when it breaks and once when it is back', async () => {
    const pushed = await heard(t, lin.id, () => drop(5000));
    expect(pushed).toContainEqual({ type: 'notice' });
    expect(await ofKind(t, lin, 'accountDisconnected', 'en_US')).toMatchObject([
      {
        title: `Your account #2 ${F2.login} lost its server connection`,
        link: `/personalCenter/${lin.id}/account/accountSetting`,
      },
    ]);
    expect((await ofKind(t, lin, 'accountDisconnected'))[0]!.title).toBe(
      `您的账户 #2 ${F2.login} 服务器断开连接`,
    );
    await restore();
    expect(await ofKind(t, lin, 'accountRestored')).toMatchObject([
      { title: `您的账户 #2 ${F2.login} 服务器已恢复连接` },
    ]);
  });

  it('a link that breaks again within the hour tells nothing (neither the break nor the return)', async () => {
    t.clock.advance(10 * 60_000);
    await drop(5000);
    await restore();
    expect(await noticeRows(t, lin.id, 'accountDisconnected')).toHaveLength(1);
    expect(await noticeRows(t, lin.id, 'accountRestored')).toHaveLength(1);

    t.clock.advance(HOUR);
    await drop(5000);
    expect(await noticeRows(t, lin.id, 'accountDisconnected')).toHaveLength(2);
    await restore();
    expect(await noticeRows(t, lin.id, 'accountRestored')).toHaveLength(2);
    expect(await noticeRows(t, trader.id, 'accountDisconnected')).toHaveLength(0);
  });
});

describe('the end of a subscription', () => {
  it('a cancellation tells both sides, with the close mode', async () => {
    const res = await t.call({
      method: 'GET',
      url: '/community/api/cancelSubscription',
      query: { subscriptionId: String(sub), closeMode: 'manual' },
      token: lin.token,
    });
    expect(res.statusCode).toBe(200);
    expect(await ofKind(t, lin, 'subscriptionEnded', 'en_US')).toMatchObject([
      {
        title: `Copying of #${MASTER.login} ended`,
        content: expect.stringContaining('You cancelled it: open copies are now yours to manage.'),
        link: `/personalCenter/${lin.id}/account/subscriptionTotal`,
      },
    ]);
    expect((await ofKind(t, trader, 'subscriberLeft', 'en_US'))[0]!.content).toMatch(
      new RegExp(`subscription to your account #${MASTER.login} was cancelled`),
    );
  });

  it('an expiry tells both sides; a restart is a new start', async () => {
    const second = await subscribeOk(t, lin, fixedLot(masterId, f2, { validityDays: 1 }));
    expect(await noticeRows(t, lin.id, 'subscriptionStarted')).toHaveLength(2);
    t.clock.advance(24 * HOUR + 1000);
    await t.app.subscriptions.expireDue();
    await settle(t);
    const ended = await ofKind(t, lin, 'subscriptionEnded');
    expect(ended).toHaveLength(2);
    expect(ended[0]!.content).toContain('订阅已到期');
    expect((await ofKind(t, trader, 'subscriberLeft', 'en_US'))[0]!.content).toContain(
      'reached its end date',
    );
    // A second sweep tells nothing more.
    await t.app.subscriptions.expireDue();
    expect(await noticeRows(t, lin.id, 'subscriptionEnded')).toHaveLength(2);

    const again = await t.call({
      method: 'PUT',
      url: '/community/api/continueSubscription',
      payload: { subscriptionId: second, validityDays: 7 },
      token: lin.token,
    });
    expect(again.statusCode).toBe(200);
    expect(await noticeRows(t, lin.id, 'subscriptionStarted')).toHaveLength(3);
    expect(await noticeRows(t, trader.id, 'newSubscriber')).toHaveLength(3);
    // More days on a running subscription are not a start.
    await t.call({
      method: 'PUT',
      url: '/community/api/continueSubscription',
      payload: { subscriptionId: second, validityDays: 7 },
      token: lin.token,
    });
    expect(await noticeRows(t, lin.id, 'subscriptionStarted')).toHaveLength(3);
  });
});

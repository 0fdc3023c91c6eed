import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { MtAccountInfo } from '@copytrade/contracts/accounts';
import type { AvatarLockState, CommunityUserInfo, StrategyLockState } from '@copytrade/contracts/social';
import { STATUS } from '@copytrade/contracts/status-codes';
import { mtAccounts } from '../src/db/schema/accounts';
import { users } from '../src/db/schema/users';
import type { Person } from './copy-support';
import { createTestContext, type TestContext } from './harness';
import { api, member, tradeAccount } from './social-support';

/**
 * The site admin's locks (spec: "Strategy can be locked for advertising. Avatar can be locked."): only
 * the admin of the same site may set them; a locked strategy reads '' with strategyLocked for everyone
 * but its owner, who cannot change it while other fields still update.
 */
let t: TestContext;
let trader: Person;
let admin: Person;
let someone: Person;
let adminB: Person;
let account: number;

const lockStrategy = (who: Person | null, body: Record<string, unknown>, site = t.siteA) =>
  api<StrategyLockState>(t, who, 'POST', '/community/api/adminLockStrategy', body, site);
const lockAvatar = (who: Person | null, body: Record<string, unknown>, site = t.siteA) =>
  api<AvatarLockState>(t, who, 'POST', '/community/api/adminLockAvatar', body, site);
const publicInfo = () =>
  api<MtAccountInfo>(t, null, 'GET', '/community/front/queryMtAccountInfo', { mtId: account });
const stored = async () => (await t.db.select().from(mtAccounts).where(eq(mtAccounts.id, account)))[0]!;

beforeAll(async () => {
  t = await createTestContext();
  trader = await member(t, 'trader@social.test', { nickName: 'Harbor FX', userType: 3 });
  admin = await member(t, 'desk@social.test', { nickName: 'Desk', admin: true });
  someone = await member(t, 'someone@social.test');
  adminB = await member(t, 'desk@b.test', { admin: true, site: t.siteB });
  account = await tradeAccount(t, trader, { strategy: 'Call +1 555 0100 for signals' });
});
afterAll(async () => {
  await t.close();
});

describe('adminLockStrategy', () => {
  it('is refused to anyone but the admin of the site, changing nothing', async () => {
    const owner = await lockStrategy(trader, { mtId: account, locked: true });
    expect(owner.http).toBe(403);
    expect(owner.status).toBe(STATUS.ADMIN_ONLY);
    expect((await lockStrategy(someone, { mtId: account, locked: true })).http).toBe(403);
    // Site B's admin does not even learn that the account exists.
    const other = await lockStrategy(adminB, { mtId: account, locked: true }, t.siteB);
    expect(other.http).toBe(404);
    expect((await lockStrategy(null, { mtId: account, locked: true })).http).toBe(401);
    expect((await lockStrategy(admin, { mtId: account, locked: 'yes' })).http).toBe(400);
    expect((await lockStrategy(admin, { mtId: account, locked: true, reason: 'ad' })).http).toBe(400);
    expect((await stored()).strategyLocked).toBe(false);
    expect((await publicInfo()).content[0]).toMatchObject({
      strategy: 'Call +1 555 0100 for signals',
      strategyLocked: false,
    });
  });

  it('hides the locked strategy from readers and keeps it for the owner', async () => {
    const res = await lockStrategy(admin, { mtId: account, locked: true });
    expect(res.content).toEqual([{ mtAccId: account, strategyLocked: true }]);
    expect((await publicInfo()).content[0]).toMatchObject({ strategy: '', strategyLocked: true });
    const list = await api<MtAccountInfo>(t, null, 'GET', '/community/front/queryTradeAccListWithoutToken');
    expect(list.content.find((a) => a.mtAccId === account)).toMatchObject({
      strategy: '',
      strategyLocked: true,
    });
    const detail = await api<{ strategy: string; strategyLocked: boolean }>(
      t,
      trader,
      'GET',
      '/community/api/queryMtAccountDetail',
      { mtId: account },
    );
    expect(detail.content[0]).toMatchObject({
      strategy: 'Call +1 555 0100 for signals',
      strategyLocked: true,
    });
  });

  it("refuses the owner's strategy change while other fields still update", async () => {
    const res = await t.call({
      method: 'POST',
      url: '/community/api/updateMtAccountInfo',
      token: trader.token,
      payload: { mtAccId: account, strategy: 'Visit my channel', followerBalanceMin: '500' },
      language: 'en_US',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      status: STATUS.STRATEGY_LOCKED,
      message: 'The strategy of this account is locked by the administrator and cannot be changed',
    });
    expect(await stored()).toMatchObject({
      strategy: 'Call +1 555 0100 for signals',
      followerBalanceMin: null,
    });

    const others = await api(t, trader, 'POST', '/community/api/updateMtAccountInfo', {
      mtAccId: account,
      followerBalanceMin: '500',
    });
    expect(others.status).toBe(STATUS.OK);
    // The whole form sent back with the strategy unchanged is fine too.
    const unchanged = await api(t, trader, 'POST', '/community/api/updateMtAccountInfo', {
      mtAccId: account,
      strategy: 'Call +1 555 0100 for signals',
      followerBalanceMin: '600',
    });
    expect(unchanged.status).toBe(STATUS.OK);
    expect(await stored()).toMatchObject({
      strategy: 'Call +1 555 0100 for signals',
      followerBalanceMin: '600.00',
    });
  });

  it('unlocks', async () => {
    await lockStrategy(admin, { mtId: account, locked: false });
    expect((await publicInfo()).content[0]).toMatchObject({ strategyLocked: false });
    const res = await api(t, trader, 'POST', '/community/api/updateMtAccountInfo', {
      mtAccId: account,
      strategy: 'Trend following, 1 % risk',
    });
    expect(res.status).toBe(STATUS.OK);
    expect((await publicInfo()).content[0]!.strategy).toBe('Trend following, 1 % risk');
  });

  it('answers 404 for an unknown or follow account', async () => {
    const follow = await tradeAccount(t, someone, { accType: 2 });
    expect((await lockStrategy(admin, { mtId: follow, locked: true })).http).toBe(404);
    expect((await lockStrategy(admin, { mtId: 999_999, locked: true })).http).toBe(404);
  });
});

describe('adminLockAvatar', () => {
  it('locks and unlocks a person of the site; shown in selectCommunityUserInfo', async () => {
    expect((await lockAvatar(someone, { userId: trader.id, locked: true })).status).toBe(STATUS.ADMIN_ONLY);
    expect((await lockAvatar(adminB, { userId: trader.id, locked: true }, t.siteB)).http).toBe(404);
    expect((await lockAvatar(admin, { userId: 999_999, locked: true })).http).toBe(404);
    const [before] = await t.db.select().from(users).where(eq(users.id, trader.id));
    expect(before!.avatarLock).toBe(1);

    const res = await lockAvatar(admin, { userId: trader.id, locked: true });
    expect(res.content).toEqual([{ userId: trader.id, avatarLocked: true }]);
    const [row] = await t.db.select().from(users).where(eq(users.id, trader.id));
    expect(row!.avatarLock).toBe(0);
    const info = await api<CommunityUserInfo>(t, trader, 'GET', '/community/api/selectCommunityUserInfo');
    expect(info.content[0]!.avatarLocked).toBe(true);

    await lockAvatar(admin, { userId: trader.id, locked: false });
    const after = await api<CommunityUserInfo>(t, trader, 'GET', '/community/api/selectCommunityUserInfo');
    expect(after.content[0]!.avatarLocked).toBe(false);
  });

  it('takes the admin role from the database at each request', async () => {
    await t.db.update(users).set({ role: 'user' }).where(eq(users.id, admin.id));
    expect((await lockAvatar(admin, { userId: trader.id, locked: true })).status).toBe(STATUS.ADMIN_ONLY);
    await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
    expect((await lockAvatar(admin, { userId: trader.id, locked: false })).status).toBe(STATUS.OK);
  });
});

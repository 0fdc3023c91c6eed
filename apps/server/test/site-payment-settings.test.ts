import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@copytrade/contracts/api-paths';
import { STATUS } from '@copytrade/contracts/status-codes';
import { sites } from '../src/db/schema/sites';
import { DEMO_TRC20_ADDRESS, seedDemoPaymentSettings } from '../src/db/seed/demo-payment-settings';
import { isTrc20Address } from '../src/modules/wallet/trc20';
import { createTestContext, type TestContext } from './harness';
import { ADDRESS, api, member, type Member } from './wallet-support';

/**
 * The site admin's payment settings (adminQuerySitePaymentSettings / adminUpdateSitePaymentSettings): the
 * TRC20 deposit address and the CNY rate. Only the site's own admin reads and changes them; bad input
 * answers a localized field error and changes nothing; the public getSiteOtherInfo carries them to users
 * of that site only.
 */
let t: TestContext;
let admin: Member;
let user: Member;
let adminB: Member;

type Settings = { usdtCnyRate: string | null; usdtTrc20Address: string };

const read = (who: Member, site = t.siteA) =>
  api<Settings>(t, who, 'GET', API.adminQuerySitePaymentSettings.path, {}, { site });
const save = (who: Member, body: Record<string, unknown>, options: { language?: string } = {}) =>
  api<Settings>(t, who, 'POST', API.adminUpdateSitePaymentSettings.path, body, options);

async function stored(siteId: number) {
  const [row] = await t.db
    .select({ rate: sites.usdtCnyRate, address: sites.usdtTrc20Address })
    .from(sites)
    .where(eq(sites.id, siteId));
  return row;
}

async function otherInfo(site = t.siteA) {
  const res = await t.call({ method: 'GET', url: API.getSiteOtherInfo.path, site });
  return res.json<{ content: [Record<string, unknown>] }>().content[0];
}

beforeAll(async () => {
  t = await createTestContext();
  admin = await member(t, 'pay-admin@sites.test', { admin: true });
  user = await member(t, 'pay-user@sites.test');
  adminB = await member(t, 'pay-admin-b@sites.test', { admin: true, site: t.siteB });
});

afterAll(async () => {
  await t.close();
});

describe('site payment settings', () => {
  it('start empty, and the public site info says so', async () => {
    const res = await read(admin);
    expect(res.http).toBe(200);
    expect(res.body.content[0]).toEqual({ usdtCnyRate: null, usdtTrc20Address: '' });
    expect(await otherInfo()).toMatchObject({ usdtCnyRate: null, usdtTrc20Address: '' });
  });

  it('the admin sets the address and the rate; users of the site read them publicly', async () => {
    const res = await save(admin, { usdtCnyRate: ' 7.2 ', usdtTrc20Address: ` ${ADDRESS} ` });
    expect(res.http).toBe(200);
    expect(res.body.content[0]).toEqual({ usdtCnyRate: '7.20', usdtTrc20Address: ADDRESS });
    expect(await stored(t.siteA.id)).toEqual({ rate: '7.2000', address: ADDRESS });
    expect((await read(admin)).body.content[0]).toEqual({ usdtCnyRate: '7.20', usdtTrc20Address: ADDRESS });
    expect(await otherInfo()).toMatchObject({ usdtCnyRate: '7.20', usdtTrc20Address: ADDRESS });
    // Site B is untouched.
    expect(await otherInfo(t.siteB)).toMatchObject({ usdtCnyRate: null, usdtTrc20Address: '' });
  });

  it('keeps up to 4 decimals of the rate, and empty texts clear both', async () => {
    expect((await save(admin, { usdtCnyRate: '7.1234', usdtTrc20Address: ADDRESS })).body.content[0]).toEqual(
      { usdtCnyRate: '7.1234', usdtTrc20Address: ADDRESS },
    );
    expect((await save(admin, { usdtCnyRate: '', usdtTrc20Address: '' })).body.content[0]).toEqual({
      usdtCnyRate: null,
      usdtTrc20Address: '',
    });
    expect(await stored(t.siteA.id)).toEqual({ rate: null, address: '' });
    await save(admin, { usdtCnyRate: '7.20', usdtTrc20Address: ADDRESS });
  });

  it.each([
    [
      'a rate with 5 decimals',
      { usdtCnyRate: '7.12345' },
      'usdtCnyRate',
      '请输入正确的汇率，如 7.20（最多 4 位小数）',
    ],
    ['a zero rate', { usdtCnyRate: '0' }, 'usdtCnyRate', '汇率须大于 0 且不超过 1000'],
    ['a negative rate', { usdtCnyRate: '-7' }, 'usdtCnyRate', '请输入正确的汇率，如 7.20（最多 4 位小数）'],
    ['a rate above 1000', { usdtCnyRate: '1000.01' }, 'usdtCnyRate', '汇率须大于 0 且不超过 1000'],
    [
      'a rate in words',
      { usdtCnyRate: 'seven' },
      'usdtCnyRate',
      '请输入正确的汇率，如 7.20（最多 4 位小数）',
    ],
    [
      'an address not starting with T',
      { usdtTrc20Address: `A${ADDRESS.slice(1)}` },
      'usdtTrc20Address',
      '请输入正确的TRC20 USDT地址',
    ],
    [
      'an address with a wrong checksum',
      { usdtTrc20Address: `${ADDRESS.slice(0, -1)}u` },
      'usdtTrc20Address',
      '请输入正确的TRC20 USDT地址',
    ],
    [
      'an address too short',
      { usdtTrc20Address: ADDRESS.slice(0, 30) },
      'usdtTrc20Address',
      '请输入正确的TRC20 USDT地址',
    ],
  ])('refuses %s with a field error and changes nothing', async (_name, change, field, text) => {
    const before = await stored(t.siteA.id);
    const res = await save(admin, { usdtCnyRate: '7.30', usdtTrc20Address: ADDRESS, ...change });
    expect(res.http).toBe(400);
    expect(res.body.status).toBe(STATUS.VALIDATION_FAILED);
    expect(res.body.content).toContainEqual({ field, message: text });
    expect(await stored(t.siteA.id)).toEqual(before);
  });

  it('answers the field error in the reader language', async () => {
    const res = await save(admin, { usdtCnyRate: '7.20', usdtTrc20Address: 'T123' }, { language: 'en_US' });
    expect(res.body.content).toContainEqual({
      field: 'usdtTrc20Address',
      message: 'Please enter a valid TRC20 USDT address',
    });
  });

  it('refuses an unknown field and a missing one', async () => {
    const before = await stored(t.siteA.id);
    expect((await save(admin, { usdtCnyRate: '7.5', usdtTrc20Address: ADDRESS, extra: 1 })).http).toBe(400);
    expect((await save(admin, { usdtCnyRate: '7.5' })).http).toBe(400);
    expect(await stored(t.siteA.id)).toEqual(before);
  });

  it('is for the site admin only: a user is refused and nothing changes', async () => {
    const before = await stored(t.siteA.id);
    const reading = await read(user);
    expect(reading.http).toBe(403);
    expect(reading.body.status).toBe(STATUS.ADMIN_ONLY);
    expect(reading.body.content).toEqual([]);
    const saving = await save(user, { usdtCnyRate: '1.00', usdtTrc20Address: '' });
    expect(saving.http).toBe(403);
    expect(saving.body.status).toBe(STATUS.ADMIN_ONLY);
    expect(await stored(t.siteA.id)).toEqual(before);
  });

  it("another site's admin reaches only his own site, and his token is refused on site A", async () => {
    const before = await stored(t.siteA.id);
    const own = await api<Settings>(
      t,
      adminB,
      'POST',
      API.adminUpdateSitePaymentSettings.path,
      { usdtCnyRate: '6.90', usdtTrc20Address: '' },
      { site: t.siteB },
    );
    expect(own.http).toBe(200);
    expect(await stored(t.siteB.id)).toEqual({ rate: '6.9000', address: '' });
    const onA = await api<Settings>(t, adminB, 'POST', API.adminUpdateSitePaymentSettings.path, {
      usdtCnyRate: '1.00',
      usdtTrc20Address: '',
    });
    expect(onA.http).toBe(401);
    expect(await stored(t.siteA.id)).toEqual(before);
    expect((await read(adminB, t.siteB)).body.content[0]).toEqual({
      usdtCnyRate: '6.90',
      usdtTrc20Address: '',
    });
  });

  it('needs a token', async () => {
    const res = await t.call({ method: 'GET', url: API.adminQuerySitePaymentSettings.path });
    expect(res.statusCode).toBe(401);
  });
});

describe('demo payment settings', () => {
  it('seed a valid TRC20 address and the rate on the given site', async () => {
    expect(isTrc20Address(DEMO_TRC20_ADDRESS)).toBe(true);
    await seedDemoPaymentSettings(t.db, { siteId: t.siteB.id, now: t.clock.now() });
    expect(await stored(t.siteB.id)).toEqual({ rate: '7.2000', address: DEMO_TRC20_ADDRESS });
    expect(await otherInfo(t.siteB)).toMatchObject({
      usdtCnyRate: '7.20',
      usdtTrc20Address: DEMO_TRC20_ADDRESS,
    });
  });
});

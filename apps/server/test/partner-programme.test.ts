import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sites } from '../src/db/schema/sites';
import { createSite, createTestContext, type TestContext, type TestSite } from './harness';
import { setSiteCut } from './partners-support';
import { api, member, type Body, type Member } from './wallet-support';

/**
 * The public partner programme page (`queryPartnerProgramme`): a visitor, with no token, reads the rebate
 * levels of the site he is on, in ladder order (fewest paying customers needed first, then by rate), the
 * site's automatic-upgrade setting and its cut of fees (what a rebate is a share of). Another site's
 * levels never show, and nothing of partners (counts, dates) is in the answer.
 */
let t: TestContext;
let adminA: Member;
let adminB: Member;
let siteC: TestSite;
const ids: Record<string, number> = {};

type Programme = {
  levels: { id: number; name: string; rate: number; minCustomers: number }[];
  autoUpgrade: boolean;
  proportion: string;
  margin: string;
};

/** The page's call as a visitor makes it: no token, the site from the domain header. */
async function visit(site: TestSite, headers: Record<string, string> = {}) {
  const res = await t.call({ method: 'GET', url: '/community/front/queryPartnerProgramme', site, headers });
  return { http: res.statusCode, body: res.json<Body<Programme>>() };
}

async function addLevel(admin: Member, site: TestSite, name: string, rate: number, minCustomers: number) {
  const res = await api<{ id: number }>(
    t,
    admin,
    'POST',
    '/community/api/addUserLevel',
    { name, rate, minCustomers },
    { site },
  );
  expect(res.http).toBe(200);
  ids[name] = res.body.content[0]!.id;
}

beforeAll(async () => {
  t = await createTestContext();
  adminA = await member(t, 'desk@a.test', { nickName: 'DeskA', admin: true });
  adminB = await member(t, 'desk@b.test', { nickName: 'DeskB', admin: true, site: t.siteB });
  siteC = await createSite(t.db, { code: 'site-c', domain: 'c.test', verifyMethod: 0 });
  // Added out of order: the answer sorts them; Silver and Plus need as many customers, so rate decides.
  await addLevel(adminA, t.siteA, 'Gold', 40, 20);
  await addLevel(adminA, t.siteA, 'Plus', 25, 5);
  await addLevel(adminA, t.siteA, 'Bronze', 10, 0);
  await addLevel(adminA, t.siteA, 'Silver', 20, 5);
  await addLevel(adminB, t.siteB, 'Star', 50, 0);
  await addLevel(adminB, t.siteB, 'Moon', 60, 8);
  await setSiteCut(t, t.siteA, '0.2');
  await t.db.update(sites).set({ proportion: '0.1250', margin: '1.5' }).where(eq(sites.id, t.siteB.id));
  const auto = await api(
    t,
    adminB,
    'POST',
    '/community/api/adminUpdateLevelSettings',
    { autoUpgrade: true },
    {
      site: t.siteB,
    },
  );
  expect(auto.http).toBe(200);
});
afterAll(() => t.close());

describe('the partner programme, public', () => {
  it("gives a visitor without a token his site's levels in ladder order, and only those fields", async () => {
    const res = await visit(t.siteA);
    expect(res.http).toBe(200);
    expect(res.body.content).toEqual([
      {
        levels: [
          { id: ids.Bronze, name: 'Bronze', rate: 10, minCustomers: 0 },
          { id: ids.Silver, name: 'Silver', rate: 20, minCustomers: 5 },
          { id: ids.Plus, name: 'Plus', rate: 25, minCustomers: 5 },
          { id: ids.Gold, name: 'Gold', rate: 40, minCustomers: 20 },
        ],
        autoUpgrade: false,
        proportion: '0.2000',
        margin: '0.00',
      },
    ]);
  });

  it("gives site B's visitor site B's levels, upgrade setting and cut, nothing of site A", async () => {
    const res = await visit(t.siteB);
    expect(res.http).toBe(200);
    expect(res.body.content).toEqual([
      {
        levels: [
          { id: ids.Star, name: 'Star', rate: 50, minCustomers: 0 },
          { id: ids.Moon, name: 'Moon', rate: 60, minCustomers: 8 },
        ],
        autoUpgrade: true,
        proportion: '0.1250',
        margin: '1.50',
      },
    ]);
  });

  it('answers a site without levels with an empty ladder', async () => {
    const res = await visit(siteC);
    expect(res.http).toBe(200);
    expect(res.body.content[0]!.levels).toEqual([]);
  });

  it("answers a signed-in user the same, and the token of another site's user changes nothing", async () => {
    const signedIn = await api<Programme>(t, adminA, 'GET', '/community/front/queryPartnerProgramme');
    expect(signedIn.http).toBe(200);
    expect(signedIn.body.content).toEqual((await visit(t.siteA)).body.content);
    // Site B's admin token sent to site A: still site A's programme (the site comes from the domain).
    const crossed = await visit(t.siteA, { authorization: `Bearer ${adminB.token}` });
    expect(crossed.body.content[0]!.levels.map((l) => l.name)).toEqual(['Bronze', 'Silver', 'Plus', 'Gold']);
  });
});

import { eq } from 'drizzle-orm';
import { LEDGER_TX_KIND } from '@copytrade/contracts/wallet';
import { sites } from '../src/db/schema/sites';
import { users } from '../src/db/schema/users';
import { createWalletService } from '../src/modules/wallet/wallet.service';
import type { TestContext, TestSite } from './harness';
import { api, member, type Member } from './wallet-support';

/** Helpers of the partner tests: invited members, levels, a partner made through the review, fees charged. */

/** A member whose `invited_by` is `inviter` (as registration with his code sets it; that path has its own test). */
export async function invitedMember(
  t: TestContext,
  email: string,
  inviter: Member,
  options: { nickName?: string; site?: TestSite } = {},
): Promise<Member> {
  const who = await member(t, email, options);
  await t.db.update(users).set({ invitedBy: inviter.id }).where(eq(users.id, who.id));
  return who;
}

export async function addLevel(t: TestContext, admin: Member, name: string, rate: number, site?: TestSite) {
  const res = await api<{ id: number }>(
    t,
    admin,
    'POST',
    '/community/api/addUserLevel',
    { name, rate },
    site ? { site } : {},
  );
  if (res.http !== 200) throw new Error(JSON.stringify(res.body));
  return res.body.content[0]!.id;
}

/** Applies as `who` and has `admin` pass it at `levelId`. */
export async function makePartner(
  t: TestContext,
  who: Member,
  admin: Member,
  levelId: number,
  site?: TestSite,
) {
  const opts = site ? { site } : {};
  const applied = await api<{ id: number }>(
    t,
    who,
    'POST',
    '/community/api/toBePartner',
    { realName: 'Real Name', contact: 'wechat: partner01' },
    opts,
  );
  if (applied.http !== 200) throw new Error(JSON.stringify(applied.body));
  const review = await api(
    t,
    admin,
    'POST',
    '/community/api/adminReviewPartner',
    { id: applied.body.content[0]!.id, approve: true, levelId },
    opts,
  );
  if (review.http !== 200) throw new Error(JSON.stringify(review.body));
}

/** The site keeps `proportion` (0.2 = 20 %) of every fee. */
export async function setSiteCut(t: TestContext, site: TestSite, proportion: string) {
  await t.db.update(sites).set({ proportion, margin: '0' }).where(eq(sites.id, site.id));
}

/** Takes a fee from `payer` through the wallet service (what subscription payments and settlement call). */
export async function chargeFee(
  t: TestContext,
  site: TestSite,
  charge: {
    payer: Member;
    trader: Member;
    amount: string;
    source: 'subscription' | 'performance';
    ref: string;
  },
  options: { wired?: boolean } = {},
) {
  // The app's wallet, with its hooks (automatic level upgrades) as the running service has them.
  const wallet = options.wired ? t.app.wallet : createWalletService({ db: t.db, clock: t.clock });
  const [scope] = await t.db.select().from(sites).where(eq(sites.id, site.id));
  return t.db.transaction((tx) =>
    wallet.chargeFee(
      tx,
      { ...scope!, id: site.id },
      {
        payerId: charge.payer.id,
        traderId: charge.trader.id,
        amount: charge.amount,
        source: charge.source,
        kind:
          charge.source === 'subscription' ? LEDGER_TX_KIND.SUBSCRIPTION_FEE : LEDGER_TX_KIND.PERFORMANCE_FEE,
        reference: charge.ref,
        createdBy: charge.payer.id,
      },
    ),
  );
}

import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { mtAccounts, tradeServers } from '../schema/accounts';
import { subscriptions } from '../schema/copy';
import { users } from '../schema/users';
import { sealSecret } from '../../platform/secrets';
import { passwordAad } from '../../trading/account-mirror';
import { SIM_DEMO_PASSWORDS, type DemoCommunity } from '../../trading/sim/sim-demo';
import { serialNumber } from '../../modules/subscriptions/subscription.service';

const DAY = 24 * 3600_000;

/** What each bot style does, in the words a trader would use on his profile. */
const STYLE_TEXT: Record<string, (symbols: string) => string> = {
  trend: (s) =>
    `Trend following on ${s}: I enter in the direction of the daily trend after a pullback, every position has a stop loss, and I let winners run with a trailing stop.`,
  scalper: (s) =>
    `Intraday scalping on ${s} during the London and New York sessions: many small trades, tight stops, nothing held overnight.`,
  grid: (s) =>
    `Grid trading on ${s}: positions are added at fixed distances and closed together at a basket target. Drawdowns can be deep in strong trends, so size your copy carefully.`,
  news: (s) =>
    `Event trading on ${s} around high-impact releases: short holding times, wide stops at the release and hedged exposure afterwards.`,
};

const COPIER_NAMES = [
  'Mei Chen',
  'Oliver Grant',
  'Wang Lei',
  'Sofia Ruiz',
  'Kenji Sato',
  'Amara Okafor',
  'Lucas Meyer',
  'Zhao Yun',
  'Priya Nair',
  'Tom Becker',
  'Hana Kim',
  'Diego Santos',
];

/** Readable symbol list: 'EURUSD and XAUUSD'. */
const listOf = (symbols: string[]) =>
  symbols.length <= 1
    ? (symbols[0] ?? 'majors')
    : `${symbols.slice(0, -1).join(', ')} and ${symbols.at(-1)!}`;

/**
 * The demo site's community: a trader for every crowd bot account of the simulator (each bound as his
 * trade account, joined over the past months so the demo trader stays first in the newest-first lists),
 * and copiers whose follow accounts copy two traders each, so the square shows followers and copying
 * goes on from the first minute.
 */
export async function seedDemoCommunity(
  db: Db,
  ctx: { siteId: number; now: Date; passwordKey: Buffer; passwordHash: string; community: DemoCommunity },
): Promise<void> {
  const { siteId, now, passwordKey, passwordHash, community } = ctx;
  if (community.traders.length === 0) return;
  const servers = new Map(
    (
      await db
        .select({ id: tradeServers.id, name: tradeServers.name, platformId: tradeServers.platformId })
        .from(tradeServers)
        .where(
          inArray(tradeServers.name, [
            ...new Set([...community.traders, ...community.copiers].map((a) => a.server)),
          ]),
        )
    ).map((s) => [s.name, s]),
  );
  const bind = async (
    userId: number,
    account: { server: string; login: number },
    accType: 1 | 2,
    createdAt: Date,
    strategy = '',
  ) => {
    const server = servers.get(account.server);
    if (!server) throw new Error(`demo community: server ${account.server} missing`);
    const login = String(account.login);
    const [row] = await db
      .insert(mtAccounts)
      .values({
        siteId,
        userId,
        accType,
        platformId: server.platformId,
        serverId: server.id,
        login,
        passwordEnc: sealSecret(
          passwordKey,
          accType === 1 ? SIM_DEMO_PASSWORDS.trade : SIM_DEMO_PASSWORDS.follow,
          passwordAad({ siteId, serverId: server.id, login }),
        ),
        passwordKind: 'trade',
        loginOrder: 1,
        strategy,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: mtAccounts.id });
    return row!.id;
  };

  const traderAccounts: { id: number; userId: number }[] = [];
  for (const [i, trader] of community.traders.entries()) {
    const joined = new Date(now.getTime() - (community.traders.length - i + 1) * 2 * DAY);
    const [user] = await db
      .insert(users)
      .values({
        siteId,
        passwordHash,
        email: `signal${String(i + 1).padStart(2, '0')}@meridianfx.test`,
        phone: null,
        nickName: trader.name,
        userType: 3,
        inviteCode: `SIG${String(i + 1).padStart(5, '0')}`,
        createdAt: joined,
      })
      .returning({ id: users.id });
    const text = (STYLE_TEXT[trader.strategy] ?? STYLE_TEXT.trend!)(listOf(trader.symbols));
    traderAccounts.push({ id: await bind(user!.id, trader, 1, joined, text), userId: user!.id });
  }

  for (const [i, copier] of community.copiers.entries()) {
    const joined = new Date(now.getTime() - 3 * DAY);
    const [user] = await db
      .insert(users)
      .values({
        siteId,
        passwordHash,
        email: `copier${String(i + 1).padStart(2, '0')}@meridianfx.test`,
        phone: null,
        nickName: COPIER_NAMES[i % COPIER_NAMES.length]!,
        userType: 1,
        inviteCode: `COP${String(i + 1).padStart(5, '0')}`,
        createdAt: joined,
      })
      .returning({ id: users.id });
    const followId = await bind(user!.id, copier, 2, joined);
    // Two traders each, spread over the square; fixed lot, fixed ratio and smart ratio in turn.
    for (const k of [i * 3, i * 3 + 7]) {
      const master = traderAccounts[k % traderAccounts.length]!;
      const mode = (i + k) % 3;
      const [row] = await db
        .insert(subscriptions)
        .values({
          siteId,
          serialNo: `demo-${i}-${k}`,
          followerUserId: user!.id,
          followAccountId: followId,
          masterUserId: master.userId,
          masterAccountId: master.id,
          copyType: mode + 1,
          copyValue: mode === 0 ? '0.01' : mode === 1 ? '0.10' : '999999999.99',
          direction: 1,
          feeType: 1,
          startAt: now,
          state: 'subscribing',
        })
        .onConflictDoNothing()
        .returning({ id: subscriptions.id });
      if (row) {
        await db
          .update(subscriptions)
          .set({ serialNo: serialNumber(row.id, now) })
          .where(eq(subscriptions.id, row.id));
      }
    }
  }
}

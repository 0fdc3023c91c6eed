import { inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { mtAccounts, tradeServers } from '../schema/accounts';
import { users } from '../schema/users';
import { sealSecret } from '../../platform/secrets';
import { passwordAad } from '../../trading/account-mirror';
import { SIM_DEMO_PASSWORDS, type DemoCommunity } from '../../trading/sim/sim-demo';
import type { StrategyTranslations } from '@copytrade/contracts/accounts';
import { demoTraderTexts } from './demo-strategies';

const DAY = 24 * 3600_000;

/**
 * The copiers' nicknames, copier01 to copier12 (demo-social.ts writes each one's comments in his
 * language): mostly Chinese, some English, two from Hong Kong and Taiwan in traditional Chinese.
 */
export const COPIER_NAMES = [
  '稳稳的幸福',
  'Oliver Grant',
  '王磊',
  '海边的程序员',
  'Sofia Ruiz',
  '小周爱复盘',
  'Kenji Sato',
  '台中阿凱',
  '林间晓风',
  'Priya Nair',
  '慢慢变富',
  '九龍陳生',
];

/**
 * The demo site's community: a trader for every crowd bot account of the simulator (each bound as his
 * trade account, joined over the past months so the demo trader stays first in the newest-first lists),
 * and copiers with a follow account each. Who copies whom is not written here: the demo story
 * (apps/server/src/demo/story.ts) subscribes them through the API while the generated history runs.
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
    strategy: { strategy: string; strategyTranslations: StrategyTranslations } = {
      strategy: '',
      strategyTranslations: {},
    },
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
        ...strategy,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: mtAccounts.id });
    return row!.id;
  };

  const texts = demoTraderTexts(community.traders);
  for (const [i, trader] of community.traders.entries()) {
    const { nickName, ...strategy } = texts[i]!;
    const joined = new Date(now.getTime() - (community.traders.length - i + 1) * 2 * DAY);
    const [user] = await db
      .insert(users)
      .values({
        siteId,
        passwordHash,
        email: `signal${String(i + 1).padStart(2, '0')}@meridianfx.test`,
        phone: null,
        nickName,
        userType: 3,
        inviteCode: `SIG${String(i + 1).padStart(5, '0')}`,
        createdAt: joined,
      })
      .returning({ id: users.id });
    await bind(user!.id, trader, 1, joined, strategy);
  }

  for (const [i, copier] of community.copiers.entries()) {
    // They joined before the generated history begins; they subscribe during it (demo/story.ts).
    const joined = new Date(now.getTime() - (95 - i) * DAY);
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
    await bind(user!.id, copier, 2, joined);
  }
}

import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../client';
import { mtAccounts } from '../schema/accounts';
import { commentLikes, comments, favourites, optionalAccounts, userFollows } from '../schema/social';
import { users } from '../schema/users';

const HOUR = 3600_000;

/** The demo site's administrator (comment moderation, strategy and avatar locks, today's stars). */
export const DEMO_ADMIN = {
  email: 'admin@meridianfx.test',
  nickName: 'Meridian Desk',
  inviteCode: 'DESK0001',
} as const;

type DemoComment = {
  /** The account owner's email (their first trade account). */
  on: string;
  by: string;
  hoursAgo: number;
  text: string;
  /** Who liked it. */
  likes?: string[];
  replies?: { by: string; hoursAgo: number; text: string }[];
};

const copier = (n: number) => `copier${String(n).padStart(2, '0')}@meridianfx.test`;
const signal = (n: number) => `signal${String(n).padStart(2, '0')}@meridianfx.test`;
const TRADER = 'trader@meridianfx.test';
const FOLLOWER = 'follower@meridianfx.test';

const COMMENTS: DemoComment[] = [
  {
    on: TRADER,
    by: copier(1),
    hoursAgo: 70,
    text: 'Copying since last month with a 0.5 ratio. Drawdown has stayed small, exactly as the strategy says.',
    likes: [copier(2), copier(4), FOLLOWER],
    replies: [
      {
        by: TRADER,
        hoursAgo: 66,
        text: 'Thanks! Risk stays around 1.2% per trade, so a smaller ratio is a sensible start.',
      },
    ],
  },
  {
    on: TRADER,
    by: copier(3),
    hoursAgo: 30,
    text: '黄金这波止损设置得很合理，跟单体验不错。',
    likes: [copier(8)],
  },
  {
    on: TRADER,
    by: FOLLOWER,
    hoursAgo: 5,
    text: 'Does the EURUSD system stay flat around NFP, or do you keep positions open?',
    replies: [
      {
        by: TRADER,
        hoursAgo: 4,
        text: 'No new entries 30 minutes before and after NFP; open trades keep their stops.',
      },
    ],
  },
  {
    on: signal(1),
    by: copier(2),
    hoursAgo: 52,
    text: '稳定性很好，回撤一直控制在10%以内，继续跟。',
    likes: [copier(5), copier(9)],
  },
  {
    on: signal(1),
    by: copier(7),
    hoursAgo: 20,
    text: 'Nice steady curve. Would love to see a few words on how you size positions.',
  },
  {
    on: signal(2),
    by: copier(4),
    hoursAgo: 45,
    text: '交易频率有点高，建议新手用小比例跟单。',
    likes: [copier(6)],
  },
  {
    on: signal(3),
    by: copier(5),
    hoursAgo: 38,
    text: 'Grid strategies make me nervous, but the basket closes have been clean so far.',
    likes: [copier(10), copier(11), copier(12)],
    replies: [{ by: copier(10), hoursAgo: 36, text: '同感，我设置了最大持仓手数作为保险。' }],
  },
  {
    on: signal(4),
    by: copier(6),
    hoursAgo: 26,
    text: '非农行情抓得很准，佩服！',
  },
  {
    on: signal(4),
    by: copier(9),
    hoursAgo: 12,
    text: 'Quick in and out around the data releases. Slippage on my account was under a pip.',
    likes: [copier(6)],
  },
  {
    on: signal(5),
    by: copier(11),
    hoursAgo: 8,
    text: 'First week copying, up 2.3%. 慢慢来，稳健第一。',
    likes: [copier(12), FOLLOWER],
  },
];

/** follower@ follows three traders; two copiers follow follower@ (one mutually). */
const FOLLOWS: [follower: string, followee: string, hoursAgo: number][] = [
  [FOLLOWER, TRADER, 96],
  [FOLLOWER, signal(1), 48],
  [FOLLOWER, signal(3), 24],
  [FOLLOWER, copier(1), 20],
  [copier(1), FOLLOWER, 22],
  [copier(2), FOLLOWER, 10],
  [copier(3), TRADER, 60],
];

/** follower@'s optional list: the owners' first trade accounts. */
const OPTIONALS: [owner: string, hoursAgo: number][] = [
  [TRADER, 90],
  [signal(2), 40],
  [signal(5), 6],
];

/**
 * The demo site's social layer: its admin, a handful of comments (English and Chinese, some liked, a
 * few replies) on the demo trader's and the first crowd traders' accounts, follows and an optional list
 * for follower@. People or accounts that are not there (a seed without the simulator's crowd) are
 * skipped. Plain inserts: a few dozen rows, well under a second.
 */
export async function seedDemoSocial(
  db: Db,
  ctx: { siteId: number; now: Date; passwordHash: string },
): Promise<void> {
  const { siteId, now, passwordHash } = ctx;
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);
  await db.insert(users).values({
    siteId,
    passwordHash,
    email: DEMO_ADMIN.email,
    nickName: DEMO_ADMIN.nickName,
    inviteCode: DEMO_ADMIN.inviteCode,
    role: 'admin',
    userType: 1,
    createdAt: at(24 * 200),
  });

  const emails = [
    ...new Set([
      ...COMMENTS.flatMap((c) => [c.on, c.by, ...(c.likes ?? []), ...(c.replies ?? []).map((r) => r.by)]),
      ...FOLLOWS.flat().filter((v): v is string => typeof v === 'string'),
      ...OPTIONALS.map(([owner]) => owner),
    ]),
  ];
  const people = new Map(
    (
      await db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(and(eq(users.siteId, siteId), inArray(users.email, emails)))
    ).map((u) => [u.email!, u.id]),
  );
  const firstTradeAccount = new Map<number, number>();
  const accounts = await db
    .select({ id: mtAccounts.id, userId: mtAccounts.userId })
    .from(mtAccounts)
    .where(
      and(
        eq(mtAccounts.siteId, siteId),
        eq(mtAccounts.accType, 1),
        isNull(mtAccounts.unboundAt),
        inArray(mtAccounts.userId, [...people.values()]),
      ),
    )
    .orderBy(asc(mtAccounts.loginOrder));
  for (const a of accounts) if (!firstTradeAccount.has(a.userId)) firstTradeAccount.set(a.userId, a.id);
  const accountOf = (email: string) => {
    const owner = people.get(email);
    return owner === undefined ? undefined : firstTradeAccount.get(owner);
  };

  let firstComment: number | undefined;
  for (const c of COMMENTS) {
    const accountId = accountOf(c.on);
    const author = people.get(c.by);
    if (accountId === undefined || author === undefined) continue;
    const [row] = await db
      .insert(comments)
      .values({ siteId, accountId, userId: author, content: c.text, createdAt: at(c.hoursAgo) })
      .returning({ id: comments.id });
    firstComment ??= row!.id;
    const likers = (c.likes ?? []).map((e) => people.get(e)).filter((id) => id !== undefined);
    if (likers.length > 0) {
      await db
        .insert(commentLikes)
        .values(
          likers.map((userId) => ({ siteId, commentId: row!.id, userId, createdAt: at(c.hoursAgo - 1) })),
        );
    }
    for (const r of c.replies ?? []) {
      const by = people.get(r.by);
      if (by === undefined) continue;
      await db.insert(comments).values({
        siteId,
        accountId,
        userId: by,
        parentId: row!.id,
        content: r.text,
        createdAt: at(r.hoursAgo),
      });
    }
  }

  const follows = FOLLOWS.flatMap(([a, b, hoursAgo]) => {
    const followerId = people.get(a);
    const followeeId = people.get(b);
    return followerId === undefined || followeeId === undefined
      ? []
      : [{ siteId, followerId, followeeId, createdAt: at(hoursAgo) }];
  });
  if (follows.length > 0) await db.insert(userFollows).values(follows);

  const follower = people.get(FOLLOWER);
  if (follower === undefined) return;
  const optionals = OPTIONALS.flatMap(([owner, hoursAgo]) => {
    const accountId = accountOf(owner);
    return accountId === undefined ? [] : [{ siteId, userId: follower, accountId, createdAt: at(hoursAgo) }];
  });
  if (optionals.length > 0) await db.insert(optionalAccounts).values(optionals);

  // Two favourites, so the collect page is not empty: the demo trader's strategy and the first comment.
  const strategy = accountOf(TRADER);
  const favs = [
    ...(strategy === undefined ? [] : [{ targetType: 'strategy', targetId: strategy, createdAt: at(80) }]),
    ...(firstComment === undefined
      ? []
      : [{ targetType: 'comment', targetId: firstComment, createdAt: at(60) }]),
  ];
  if (favs.length > 0)
    await db.insert(favourites).values(favs.map((f) => ({ siteId, userId: follower, ...f })));
}

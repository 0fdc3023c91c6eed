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
  /** When, before the seed's `now`; moved later if the author or the account was not there yet. */
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
const DAYS = 24;

/*
 * Comments in the site's languages, each in its author's own (names in demo-community.ts and
 * demo-strategies.ts): mostly Chinese, some English (Oliver Grant, Sofia Ruiz, Kenji Sato, Priya Nair and
 * the English-writing traders) and traditional Chinese (台中阿凱, 九龍陳生 and the Hong Kong and Taiwan
 * traders). Each fits the trader's style (signalNN: trend, scalper, grid, news in turn) and, where it
 * says so, the author copies that trader in the demo story (src/demo/story.ts).
 */
const COMMENTS: DemoComment[] = [
  // The demo trader, Atlas Capital (trend on EURUSD and gold; writes Chinese).
  {
    on: TRADER,
    by: copier(7),
    hoursAgo: 50 * DAYS,
    text: 'Copying with smart ratio for about a month now. The drawdown has stayed close to what the strategy text says, and the Monday reviews really help.',
    likes: [copier(9), copier(3), FOLLOWER, copier(2)],
    replies: [
      {
        by: TRADER,
        hoursAgo: 50 * DAYS - 5,
        text: 'Thanks Kenji. Smart ratio suits this account well: it scales with your equity, so your risk per trade stays close to ours.',
      },
    ],
  },
  {
    on: TRADER,
    by: copier(9),
    hoursAgo: 30 * DAYS,
    text: '黄金这波回调的止损设得很合理，没有被来回扫掉，跟单体验不错。',
    likes: [copier(6), copier(3)],
  },
  {
    on: TRADER,
    by: copier(3),
    hoursAgo: 12 * DAYS,
    text: '同时跟了老周和这个账户，两个都是趋势策略，但进场节奏和止损方式不一样，回撤基本是错开的，组合起来曲线平滑多了。',
    likes: [copier(11), signal(1)],
    replies: [
      {
        by: TRADER,
        hoursAgo: 12 * DAYS - 3,
        text: '很好的思路。组合跟单时记得把两个账户的总手数控制住，别让同方向的仓位叠得太重。',
      },
    ],
  },
  {
    on: TRADER,
    by: copier(6),
    hoursAgo: 6 * DAYS,
    text: '每周一的复盘很有价值，上周那笔黄金先平一半、剩下的拿到均线反向交叉的处理，学到了。',
    likes: [copier(9)],
  },
  {
    on: TRADER,
    by: FOLLOWER,
    hoursAgo: 5,
    text: '请问非农前后欧美的单子会平掉吗，还是带着止损继续拿？',
    replies: [{ by: TRADER, hoursAgo: 4, text: '非农前后30分钟不开新仓，已有的单子带着止损继续持有。' }],
  },

  // signal01, 老周说趋势 (trend, Chinese, charges a fee): copier03 and the demo follower copy him.
  {
    on: signal(1),
    by: copier(3),
    hoursAgo: 24 * DAYS,
    text: '跟了两个多月，连续止损的时候确实难受，但老周说得没错，大行情一来全赚回来了。',
    likes: [copier(2), copier(9), FOLLOWER, copier(11)],
    replies: [{ by: signal(1), hoursAgo: 24 * DAYS - 6, text: '谢谢坚持。趋势策略最难的就是熬过震荡期。' }],
  },
  {
    on: signal(1),
    by: copier(2),
    hoursAgo: 40 * DAYS,
    text: 'Solid risk management. I would love to see the average holding time broken down by instrument.',
    replies: [
      {
        by: signal(1),
        hoursAgo: 40 * DAYS - 10,
        text: 'Thanks! The breakdown is coming this weekend, together with the monthly review.',
      },
    ],
  },
  {
    on: signal(1),
    by: copier(8),
    hoursAgo: 20 * DAYS,
    text: '請問均線交叉的訊號是等收盤確認嗎？還是盤中交叉就進場？',
    replies: [
      { by: signal(1), hoursAgo: 20 * DAYS - 2, text: '盘中每15分钟看一次，交叉确认就进场，不等收盘。' },
    ],
  },
  {
    on: signal(1),
    by: FOLLOWER,
    hoursAgo: 9 * DAYS,
    text: '智能比例跟了一段时间，回撤和策略说明里写的基本一致，继续跟。',
    likes: [copier(3)],
  },

  // signal02, 剥头皮小马 (scalper, Chinese): copier04, copier10 and the demo trader copy him.
  {
    on: signal(2),
    by: copier(4),
    hoursAgo: 60 * DAYS,
    text: '交易频率很高，一天十几单，建议新手用小比例跟单，点差对结果影响很大。',
    likes: [copier(6), copier(10)],
  },
  {
    on: signal(2),
    by: copier(10),
    hoursAgo: 25 * DAYS,
    text: 'Slippage on my account averages under half a pip on this one. Running it on a low-spread ECN account makes a real difference.',
    likes: [copier(4)],
    replies: [
      {
        by: signal(2),
        hoursAgo: 25 * DAYS - 4,
        text: 'Good to hear. A low-spread account is exactly what I recommend for this style.',
      },
    ],
  },
  {
    on: signal(2),
    by: TRADER,
    hoursAgo: 15 * DAYS,
    text: '我们自己的资金也在跟这个账户，用来平衡主账户的趋势仓位。一小时强制离场这条纪律很好。',
    likes: [signal(1), copier(3), signal(2)],
  },
  {
    on: signal(2),
    by: copier(5),
    hoursAgo: 3 * DAYS,
    text: 'Does this strategy trade during the Asian session at all? Thinking about starting next week.',
    replies: [
      {
        by: signal(2),
        hoursAgo: 3 * DAYS - 2,
        text: 'Hardly ever. London and New York only; in Asian hours I am flat.',
      },
    ],
  },

  // signal03, 网格老王 (grid, Chinese, charges a fee): copier02 and copier11 copy him.
  {
    on: signal(3),
    by: copier(5),
    hoursAgo: 35 * DAYS,
    text: 'Grid strategies make me nervous, but this ladder has a hard stop, which is more than most grids can say.',
    likes: [copier(10), copier(11), copier(12)],
    replies: [{ by: copier(11), hoursAgo: 35 * DAYS - 2, text: '同感，我另外设置了最大持仓手数作为保险。' }],
  },
  {
    on: signal(3),
    by: copier(11),
    hoursAgo: 28 * DAYS,
    text: '上周单边行情触发了一次整体止损，亏了3%左右，和老王事先说的一样，心里有数就不慌。',
    likes: [copier(2)],
    replies: [
      {
        by: signal(3),
        hoursAgo: 28 * DAYS - 3,
        text: '谢谢理解。止损就是网格的保险，我不会为了躲止损去扩大网格。',
      },
    ],
  },
  {
    on: signal(3),
    by: copier(2),
    hoursAgo: 10 * DAYS,
    text: 'Paid subscription, and worth it so far: quiet, steady fills in ranging weeks.',
    likes: [signal(3), copier(11)],
  },
  {
    on: signal(3),
    by: copier(12),
    hoursAgo: 7 * DAYS,
    text: '網格同時持有多張單，保證金佔用比較高，建議大家跟單前先算好可用保證金。',
    likes: [copier(11)],
  },

  // signal04, 数据党阿亮 (news, Chinese, charges a fee): copier09 copies him.
  {
    on: signal(4),
    by: copier(6),
    hoursAgo: 45 * DAYS,
    text: '非农那晚的行情抓得很准，三单分批进场，两小时内全部离场，干净利落。',
    likes: [copier(9), copier(3)],
  },
  {
    on: signal(4),
    by: copier(9),
    hoursAgo: 26 * DAYS,
    text: '滑点确实存在，我这边比交易员的成交价差了一个多点，不过整体还是盈利的。',
    replies: [
      { by: signal(4), hoursAgo: 26 * DAYS - 5, text: '数据行情的滑点避免不了，建议跟单比例保守一些。' },
    ],
  },
  {
    on: signal(4),
    by: copier(7),
    hoursAgo: 4 * DAYS,
    text: 'How many releases do you usually trade in a month? Trying to weigh the fee against the number of trades.',
    replies: [
      {
        by: signal(4),
        hoursAgo: 4 * DAYS - 3,
        text: 'Usually six to ten, depending on the calendar. Quiet months are cheaper per trade, busy ones the other way round.',
      },
    ],
  },

  // More of the square, a comment or two each.
  {
    on: signal(5),
    by: copier(2),
    hoursAgo: 33 * DAYS,
    text: 'Love the transparency on taking half off. Do you move the stop on the remaining half?',
    replies: [
      {
        by: signal(5),
        hoursAgo: 33 * DAYS - 7,
        text: 'Not mechanically. The rest rides until the averages cross back or the target is hit.',
      },
    ],
  },
  {
    on: signal(5),
    by: copier(3),
    hoursAgo: 16 * DAYS,
    text: '翻了一下历史订单，持仓确实在一到四天之间，和描述一致，考虑小仓位跟一下。',
    likes: [copier(6)],
  },
  {
    on: signal(6),
    by: copier(10),
    hoursAgo: 21 * DAYS,
    text: 'Tried copying this on a standard account first and the spread ate half the edge. On a raw-spread account it looks very different.',
    likes: [copier(2), signal(6)],
  },
  {
    on: signal(7),
    by: copier(12),
    hoursAgo: 19 * DAYS,
    text: '區間策略在這種窄幅行情裡表現很穩，希望突破的時候止損守得住。',
    replies: [
      {
        by: signal(7),
        hoursAgo: 19 * DAYS - 8,
        text: 'It will. The stop is fixed before the first order fills.',
      },
    ],
  },
  {
    on: signal(9),
    by: copier(4),
    hoursAgo: 21 * DAYS,
    text: '同为程序员，很喜欢这种不干预的系统化风格，跟单一个多月了。',
    likes: [copier(6)],
    replies: [{ by: signal(9), hoursAgo: 21 * DAYS - 4, text: '握手！规则写死，交给系统执行，人反而轻松。' }],
  },
  {
    on: signal(10),
    by: copier(9),
    hoursAgo: 14 * DAYS,
    text: '美盘时段的单子节奏很快，建议大家别用太高的杠杆。',
    likes: [signal(10)],
  },
  {
    on: signal(12),
    by: copier(10),
    hoursAgo: 37 * DAYS,
    text: 'Stopped copying after the last central-bank week: the fade trades were too wild for my account size. No complaints about honesty, the strategy text warned about exactly this.',
    likes: [copier(5)],
    replies: [
      {
        by: signal(12),
        hoursAgo: 37 * DAYS - 6,
        text: 'Fair decision, and thanks for the honest feedback. A ratio of 0.5 or lower suits most accounts.',
      },
    ],
  },
  {
    on: signal(13),
    by: copier(11),
    hoursAgo: 22 * DAYS,
    text: '连续三笔止损后减半仓位的规则很实用，我自己手动交易也开始这么做了。',
    likes: [copier(3), copier(6), FOLLOWER],
  },
  {
    on: signal(14),
    by: copier(1),
    hoursAgo: 17 * DAYS,
    text: '一周几十笔单子，手续费一定要算清楚。我用的是低佣金账户，跟下来还算划算。',
    likes: [copier(4)],
  },
  {
    on: signal(16),
    by: TRADER,
    hoursAgo: 18 * DAYS,
    text: '我们用智能比例跟了这个账户，事件交易和我们的趋势仓位相关性很低，是很好的补充。',
    likes: [signal(16)],
  },
  {
    on: signal(17),
    by: copier(11),
    hoursAgo: 9 * DAYS,
    text: '只在盈利的方向加仓，反转时最多多亏一点点，这个思路很对。',
  },
  {
    on: signal(19),
    by: copier(6),
    hoursAgo: 20 * DAYS,
    text: '跟了快两个月，曲线确实像名字一样平静。设好最大持仓手数之后心里更踏实。',
    likes: [copier(11), copier(4)],
    replies: [
      {
        by: signal(19),
        hoursAgo: 20 * DAYS - 5,
        text: '谢谢支持。最大持仓手数一定要设，这是跟网格策略的基本功。',
      },
    ],
  },
  {
    on: signal(21),
    by: FOLLOWER,
    hoursAgo: 6 * DAYS,
    text: '李老师说回撤超过15%就暂停交易并说明原因，这种承诺让人放心。',
    replies: [{ by: signal(21), hoursAgo: 6 * DAYS - 9, text: '说到做到，欢迎监督。' }],
  },
  {
    on: signal(22),
    by: copier(8),
    hoursAgo: 11 * DAYS,
    text: '同樣在台灣，晚上歐美盤的節奏真的比較適合上班族。請問平均每天大概幾單？',
    replies: [{ by: signal(22), hoursAgo: 11 * DAYS - 2, text: '大概十到二十單，行情清淡時會少一些。' }],
  },
  {
    on: signal(25),
    by: copier(12),
    hoursAgo: 18 * DAYS,
    text: '香港人支持香港人！持倉過夜的利息確實要留意，多謝提醒。',
    likes: [signal(25)],
  },
  {
    on: signal(26),
    by: copier(1),
    hoursAgo: 30 * DAYS,
    text: '我用的是反向跟单，拿来对冲自己手上的短线仓位，目前效果还行。',
    replies: [
      {
        by: signal(26),
        hoursAgo: 30 * DAYS - 3,
        text: 'Interesting use of reverse copying. Mind the spread: you pay it on both sides.',
      },
    ],
  },
  {
    on: signal(28),
    by: copier(12),
    hoursAgo: 8 * DAYS,
    text: '大叔的風控真的嚴格，每次數據行情總風險不超過2%，跟得安心。',
    likes: [copier(8)],
  },
  {
    on: signal(29),
    by: copier(7),
    hoursAgo: 13 * DAYS,
    text: 'Appreciate a fully systematic approach. Any plans to publish a backtest of the rules?',
    replies: [
      {
        by: signal(29),
        hoursAgo: 13 * DAYS - 5,
        text: "Yes: a summary of the last three years comes with next month's report.",
      },
    ],
  },
  {
    on: signal(20),
    by: copier(6),
    hoursAgo: 3 * DAYS,
    text: '每周日的财经日历预告很实用，我现在自己也开始提前标重要数据了。',
    likes: [copier(9), copier(3)],
    replies: [{ by: signal(20), hoursAgo: 3 * DAYS - 4, text: '养成习惯就好。数据公布前记得确认账户在线。' }],
  },
  {
    on: signal(31),
    by: copier(9),
    hoursAgo: 10 * DAYS,
    text: '区间判断得很准，这一个月价格基本都在网格里来回，收益很平稳。',
    likes: [signal(31)],
  },
  {
    on: signal(33),
    by: copier(12),
    hoursAgo: 28 * DAYS,
    text: '跟了一個多月後停了，不是策略的問題，是我自己的資金要調去別處。回撤控制得不錯。',
    likes: [signal(33)],
  },
  {
    on: signal(35),
    by: copier(3),
    hoursAgo: 5 * DAYS,
    text: '每次触发整体止损都写明原因和金额，这种透明度很难得。',
    likes: [copier(11), copier(9)],
  },
  {
    on: signal(38),
    by: copier(4),
    hoursAgo: 2 * DAYS,
    text: '深圳老乡！短线做得这么稳，想请教一下止损是按固定点数还是按波动设的？',
    replies: [
      {
        by: signal(38),
        hoursAgo: 2 * DAYS - 1,
        text: '按点差的倍数设，最少八个点差，再结合止盈的1.2到2倍来定。',
      },
    ],
  },
  {
    on: signal(40),
    by: copier(2),
    hoursAgo: 20 * DAYS,
    text: 'Low trade count, but each trade has a clear reason. Exactly what the description promised.',
    likes: [copier(7)],
  },
  {
    on: signal(41),
    by: copier(5),
    hoursAgo: 36,
    text: 'New on the square and a clean first week. Following to see how it handles a choppy market.',
  },
];

/** follower@ follows three traders; copiers follow follower@ and the traders they copy. */
const FOLLOWS: [follower: string, followee: string, hoursAgo: number][] = [
  [FOLLOWER, TRADER, 96],
  [FOLLOWER, signal(1), 48],
  [FOLLOWER, signal(3), 24],
  [FOLLOWER, copier(1), 20],
  [copier(1), FOLLOWER, 22],
  [copier(2), FOLLOWER, 10],
  [copier(3), TRADER, 60],
  [copier(3), signal(1), 60 * DAYS],
  [copier(7), TRADER, 40 * DAYS],
  [copier(9), signal(4), 30 * DAYS],
  [copier(11), signal(3), 28 * DAYS],
  [copier(6), signal(19), 45 * DAYS],
  [copier(5), signal(41), 36],
  [signal(2), TRADER, 20 * DAYS],
];

/** follower@'s optional list: the owners' first trade accounts. */
const OPTIONALS: [owner: string, hoursAgo: number][] = [
  [TRADER, 90],
  [signal(2), 40],
  [signal(5), 6],
];

/**
 * The demo site's social layer: its admin; some forty comments in the site's languages over the past
 * weeks, on the demo trader's and the crowd traders' accounts, with replies and likes; follows and an
 * optional list for follower@. A comment never predates its author or the account it is on (the clock is
 * moved forward past both); replies and likes come after their comment. People or accounts that are not
 * there (a seed without the simulator's crowd) are skipped. Plain inserts: a few hundred rows.
 */
export async function seedDemoSocial(
  db: Db,
  ctx: { siteId: number; now: Date; passwordHash: string },
): Promise<void> {
  const { siteId, now, passwordHash } = ctx;
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);
  /**
   * The later of `time` and each of `after` plus an hour, and never after `now`. Rows the seed made at
   * `now` itself (the demo people and their accounts) count as there from the start.
   */
  const notBefore = (time: Date, ...after: Date[]) =>
    new Date(
      Math.min(
        now.getTime() - 10 * 60_000,
        Math.max(
          time.getTime(),
          ...after.filter((d) => d.getTime() < now.getTime()).map((d) => d.getTime() + HOUR),
        ),
      ),
    );
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
  const found = await db
    .select({ id: users.id, email: users.email, createdAt: users.createdAt })
    .from(users)
    .where(and(eq(users.siteId, siteId), inArray(users.email, emails)));
  const people = new Map(found.map((u) => [u.email!, u.id]));
  const joined = new Map(found.map((u) => [u.id, u.createdAt]));
  const firstTradeAccount = new Map<number, { id: number; createdAt: Date }>();
  const accounts = await db
    .select({ id: mtAccounts.id, userId: mtAccounts.userId, createdAt: mtAccounts.createdAt })
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
  for (const a of accounts) if (!firstTradeAccount.has(a.userId)) firstTradeAccount.set(a.userId, a);
  const accountOf = (email: string) => {
    const owner = people.get(email);
    return owner === undefined ? undefined : firstTradeAccount.get(owner);
  };

  let firstComment: number | undefined;
  for (const c of COMMENTS) {
    const account = accountOf(c.on);
    const author = people.get(c.by);
    if (account === undefined || author === undefined) continue;
    const createdAt = notBefore(at(c.hoursAgo), account.createdAt, joined.get(author)!);
    const [row] = await db
      .insert(comments)
      .values({ siteId, accountId: account.id, userId: author, content: c.text, createdAt })
      .returning({ id: comments.id });
    firstComment ??= row!.id;
    const likes = (c.likes ?? []).flatMap((email, i) => {
      const userId = people.get(email);
      if (userId === undefined) return [];
      const likedAt = notBefore(new Date(createdAt.getTime() + (i + 1) * 2 * HOUR), joined.get(userId)!);
      return [{ siteId, commentId: row!.id, userId, createdAt: likedAt }];
    });
    if (likes.length > 0) await db.insert(commentLikes).values(likes);
    for (const r of c.replies ?? []) {
      const by = people.get(r.by);
      if (by === undefined) continue;
      await db.insert(comments).values({
        siteId,
        accountId: account.id,
        userId: by,
        parentId: row!.id,
        content: r.text,
        createdAt: notBefore(at(r.hoursAgo), createdAt, joined.get(by)!),
      });
    }
  }

  const follows = FOLLOWS.flatMap(([a, b, hoursAgo]) => {
    const followerId = people.get(a);
    const followeeId = people.get(b);
    return followerId === undefined || followeeId === undefined
      ? []
      : [
          {
            siteId,
            followerId,
            followeeId,
            createdAt: notBefore(at(hoursAgo), joined.get(followerId)!, joined.get(followeeId)!),
          },
        ];
  });
  if (follows.length > 0) await db.insert(userFollows).values(follows);

  const follower = people.get(FOLLOWER);
  if (follower === undefined) return;
  const optionals = OPTIONALS.flatMap(([owner, hoursAgo]) => {
    const account = accountOf(owner);
    return account === undefined
      ? []
      : [
          {
            siteId,
            userId: follower,
            accountId: account.id,
            createdAt: notBefore(at(hoursAgo), account.createdAt),
          },
        ];
  });
  if (optionals.length > 0) await db.insert(optionalAccounts).values(optionals);

  // Two favourites, so the collect page is not empty: the demo trader's strategy and the first comment.
  const strategy = accountOf(TRADER);
  const favs = [
    ...(strategy === undefined ? [] : [{ targetType: 'strategy', targetId: strategy.id, createdAt: at(80) }]),
    ...(firstComment === undefined
      ? []
      : [{ targetType: 'comment', targetId: firstComment, createdAt: at(60) }]),
  ];
  if (favs.length > 0)
    await db.insert(favourites).values(favs.map((f) => ({ siteId, userId: follower, ...f })));
}

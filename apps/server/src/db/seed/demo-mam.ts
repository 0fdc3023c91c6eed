import { and, eq } from 'drizzle-orm';
import type { StrategyTranslations } from '@copytrade/contracts/accounts';
import type { Db } from '../client';
import type { LocalizedText } from '../schema/columns';
import { mtAccounts, tradeServers } from '../schema/accounts';
import { paymentCodes } from '../schema/money';
import { identityVerifications } from '../schema/profile';
import { siteDomains, sites } from '../schema/sites';
import { users } from '../schema/users';
import { sealSecret } from '../../platform/secrets';
import { passwordAad } from '../../trading/account-mirror';
import { SIM_DEMO_PASSWORDS } from '../../trading/sim/sim-demo';
import { createNoticeService } from '../../modules/messages/notice.service';
import { insertBanner } from '../../modules/sites/site-settings.repository';
import { toScope } from '../../modules/sites/site.service';
import { demoIdCard, demoPaymentCode, insertImage } from './demo-fees';
import { seedDemoAvatars } from './demo-avatars';
import { mamAssetUrl } from './demo-mam-assets';

/*
 * The demo's two MAM sites (issue 15): a standalone MAM back office on mam.localhost (siteType 5, version
 * 0: `/` goes to the sign-in) and the custom-branded landing variant on mampro.localhost (siteType 5,
 * version 1: `/` is a home page with banners and the trade accounts on show). Each has its own brand,
 * people and simulator accounts (SIM_MAM_ACCOUNTS of trading/sim/sim-demo.ts, traded by bots). Nothing of
 * the copying is written here: who copies whom, the fees and the recharges are steps of the demo story
 * (src/demo/story.ts, `mamStory`), played through the API while the first start's history runs, so the
 * subscriptions, copies, payments, settlements and statistics of these sites come from the same services
 * and engine as the community site's. README "Demo logins" lists the people.
 */

const t = (zh_CN: string, en_US: string, zh_Hant: string): LocalizedText => ({ zh_CN, en_US, zh_Hant });

const DAY = 24 * 3600_000;

/** Site codes ("siteId" of the seed) and the host each answers on, with any port. */
export const MAM_SITE = { code: 'mam', domain: 'mam.localhost' } as const;
export const MAM_PRO_SITE = { code: 'mampro', domain: 'mampro.localhost' } as const;

type Person = {
  email: string;
  nickName: string;
  userType: 1 | 3;
  role?: 'admin';
  inviteCode: string;
};

type Binding = {
  owner: string;
  server: string;
  login: number;
  accType: 1 | 2;
  loginOrder: number;
  strategy?: { text: string; translations: StrategyTranslations };
};

type DemoMamSite = {
  code: string;
  domain: string;
  values: Omit<typeof sites.$inferInsert, 'code' | 'domainName'>;
  people: Person[];
  bindings: Binding[];
  /** Real names passed by the admin (a paid fee needs one), and the Alipay codes passed (a subscription fee). */
  verified: { email: string; realName: string; idNumber: string; alipay: boolean }[];
  banners: { image: string; linkUrl: string; title: LocalizedText }[];
};

/** The people of both MAM sites by site code (README "Demo logins"; password DEMO_PASSWORD). */
export const DEMO_MAM_PEOPLE: Record<string, Person[]> = {
  [MAM_SITE.code]: [
    { email: 'trader@mam.test', nickName: 'Daniel Reyes', userType: 3, inviteCode: 'APXTR001' },
    { email: 'follower@mam.test', nickName: 'Tom Becker', userType: 1, inviteCode: 'APXFL001' },
    { email: 'follower2@mam.test', nickName: 'Chen Hao', userType: 1, inviteCode: 'APXFL002' },
    { email: 'follower3@mam.test', nickName: 'Raj Patel', userType: 1, inviteCode: 'APXFL003' },
    { email: 'admin@mam.test', nickName: 'Apex Desk', userType: 1, role: 'admin', inviteCode: 'APXAD001' },
  ],
  [MAM_PRO_SITE.code]: [
    { email: 'trader@mampro.test', nickName: 'Victor Lang', userType: 3, inviteCode: 'NSTTR001' },
    { email: 'follower@mampro.test', nickName: 'Lucas Meyer', userType: 1, inviteCode: 'NSTFL001' },
    { email: 'follower2@mampro.test', nickName: 'Hiro Tanabe', userType: 1, inviteCode: 'NSTFL002' },
    {
      email: 'admin@mampro.test',
      nickName: 'Northstar Desk',
      userType: 1,
      role: 'admin',
      inviteCode: 'NSTAD001',
    },
  ],
};

const strategy = (en_US: string, zh_CN: string, zh_Hant: string) => ({
  text: en_US,
  translations: { zh_CN, zh_Hant },
});

const SITES: DemoMamSite[] = [
  {
    ...MAM_SITE,
    values: {
      siteName: 'Apex Copy Desk',
      brandName: 'Apex Copy Desk',
      companyIntro: t(
        'Apex Copy Desk 是为专业交易员打造的多账户管理（MAM）后台：一名交易员的每笔订单按每位客户自己的规则复制到客户账户，资金始终留在客户自己的经纪商账户中。',
        "Apex Copy Desk is a multi-account management (MAM) back office for professional traders: every order of the trader is copied to each client's account by the client's own rules, while the money stays in the client's own broker account.",
        'Apex Copy Desk 是為專業交易員打造的多帳戶管理（MAM）後台：一名交易員的每筆訂單按每位客戶自己的規則複製到客戶帳戶，資金始終留在客戶自己的經紀商帳戶中。',
      ),
      teamIntro: t(
        '由前机构交易台成员运营，专注外汇与黄金。',
        'Run by former institutional desk traders, focused on forex and gold.',
        '由前機構交易台成員營運，專注外匯與黃金。',
      ),
      mission: t(
        '让每位客户都能看清自己账户里发生的每一笔交易。',
        'Let every client see every trade made in his account.',
        '讓每位客戶都能看清自己帳戶裡發生的每一筆交易。',
      ),
      custServiceEmail: 'desk@apexcopydesk.example',
      custServicePhone: '+44 20 7946 0321',
      telegram: 'ApexCopyDesk',
      whatsapp: '+442079460321',
      icon: mamAssetUrl('mam', 'favicon.svg'),
      navibarLogo: mamAssetUrl('mam', 'logo-light.svg'),
      footBarLogo: mamAssetUrl('mam', 'logo-light.svg'),
      themeColor: '#0d9488',
      secondThemeColor: '#f59e0b',
      fontColor: '#0f172a',
      secondFontColor: '#64748b',
      headerBgc: '#0f2a2e',
      footerBgc: '#0b1f22',
      rightBarBackgroundColor: '#0d9488',
      templateType: 1,
      siteType: 5,
      version: 0,
      workTime: t(
        '周一至周五 08:00-20:00（伦敦时间）',
        'Mon-Fri 08:00-20:00 (London)',
        '週一至週五 08:00-20:00（倫敦時間）',
      ),
      language: 'en_US',
      defaultLang: 2,
      availableLang: '1,2,3',
      defaultBaseUrl: '/login',
      siteSubPrice: '0',
      openSettlement: true,
      openWallet: true,
      proportion: '0.1000',
      copyMaxNumber: 20,
      masterMaxNumber: 5,
      openStatement: t(
        '外汇及黄金保证金交易风险较高，可能损失全部本金。历史业绩不代表未来表现。',
        'Margin trading in forex and gold carries a high risk and may cost all of your capital. Past performance does not guarantee future results.',
        '外匯及黃金保證金交易風險較高，可能損失全部本金。歷史業績不代表未來表現。',
      ),
    },
    people: DEMO_MAM_PEOPLE[MAM_SITE.code]!,
    bindings: [
      {
        owner: 'trader@mam.test',
        server: 'ApexCapital-Real01',
        login: 6600101,
        accType: 1,
        loginOrder: 1,
        strategy: strategy(
          'Trend following on gold for managed clients: entries on confirmed breakouts, a stop loss on every position, about 0.6% of equity at risk per trade.',
          '为托管客户做黄金（XAUUSD）的趋势跟踪：突破确认后入场，每笔都带止损，单笔风险约为净值的 0.6%。',
          '為託管客戶做黃金（XAUUSD）的趨勢跟蹤：突破確認後進場，每筆都帶停損，單筆風險約為淨值的 0.6%。',
        ),
      },
      {
        owner: 'trader@mam.test',
        server: 'ApexCapital-Real02',
        login: 6500101,
        accType: 1,
        loginOrder: 2,
        strategy: strategy(
          'A second book on USDJPY: trends around central-bank themes, positions held from hours to days, 0.4% of equity at risk per trade.',
          '第二个组合，交易美日（USDJPY）：围绕央行主题做趋势，持仓从数小时到数天，单笔风险为净值的 0.4%。',
          '第二個組合，交易美日（USDJPY）：圍繞央行主題做趨勢，持倉從數小時到數天，單筆風險為淨值的 0.4%。',
        ),
      },
      { owner: 'follower@mam.test', server: 'ApexCapital-Real01', login: 6600201, accType: 2, loginOrder: 1 },
      {
        owner: 'follower2@mam.test',
        server: 'ApexCapital-Real01',
        login: 6600202,
        accType: 2,
        loginOrder: 1,
      },
      {
        owner: 'follower3@mam.test',
        server: 'ApexCapital-Real02',
        login: 6500201,
        accType: 2,
        loginOrder: 1,
      },
    ],
    verified: [{ email: 'trader@mam.test', realName: 'Daniel Reyes', idNumber: 'P51847263', alipay: true }],
    banners: [],
  },
  {
    ...MAM_PRO_SITE,
    values: {
      siteName: 'Northstar Managed Accounts',
      brandName: 'Northstar',
      companyIntro: t(
        'Northstar 为客户提供由专业交易员管理的 MT4 账户：您的资金留在自己的经纪商账户中，交易员的每笔订单按您选择的比例自动复制，您可以随时暂停或退出。',
        'Northstar offers MT4 accounts managed by professional traders: your money stays in your own broker account, every order of the trader is copied at the size you choose, and you can pause or leave at any time.',
        'Northstar 為客戶提供由專業交易員管理的 MT4 帳戶：您的資金留在自己的經紀商帳戶中，交易員的每筆訂單按您選擇的比例自動複製，您可以隨時暫停或退出。',
      ),
      teamIntro: t(
        '我们的交易员在银行和对冲基金从业超过十年，每周公开结算报表。',
        'Our traders spent over ten years at banks and hedge funds, and publish a settlement statement every week.',
        '我們的交易員在銀行和對沖基金從業超過十年，每週公開結算報表。',
      ),
      mission: t(
        '把机构级的风控带给个人投资者。',
        'Bring institutional risk control to private investors.',
        '把機構級的風控帶給個人投資者。',
      ),
      goal: t(
        '稳健增长优先于短期收益。',
        'Steady growth before short-term gains.',
        '穩健增長優先於短期收益。',
      ),
      expectation: t(
        '交易员只有在您盈利时才收取业绩费。',
        'The trader earns a performance fee only when you profit.',
        '交易員只有在您獲利時才收取業績費。',
      ),
      custServiceEmail: 'clients@northstar-managed.example',
      custServicePhone: '+65 6812 4400',
      telegram: 'NorthstarManaged',
      skype: 'northstar.clients',
      icon: mamAssetUrl('mampro', 'favicon.svg'),
      navibarLogo: mamAssetUrl('mampro', 'logo-light.svg'),
      footBarLogo: mamAssetUrl('mampro', 'logo-light.svg'),
      bannerBg: mamAssetUrl('mampro', 'banner-bg.svg'),
      themeColor: '#3b4fd8',
      secondThemeColor: '#d9a21b',
      fontColor: '#111827',
      secondFontColor: '#6b7280',
      headerBgc: '#0e1530',
      footerBgc: '#0a1024',
      rightBarBackgroundColor: '#3b4fd8',
      templateType: 1,
      siteType: 5,
      version: 1,
      workTime: t(
        '周一至周五 09:00-18:00（新加坡时间）',
        'Mon-Fri 09:00-18:00 (Singapore)',
        '週一至週五 09:00-18:00（新加坡時間）',
      ),
      language: 'en_US',
      defaultLang: 2,
      availableLang: '1,2,3',
      defaultBaseUrl: '/',
      siteSubPrice: '0',
      openSettlement: true,
      openWallet: true,
      proportion: '0.1500',
      copyMaxNumber: 50,
      masterMaxNumber: 10,
      openStatement: t(
        '托管账户的交易存在亏损风险。过往业绩不代表未来收益，请仅投入您能承受损失的资金。',
        'Trading in a managed account can lose money. Past results do not guarantee future returns; invest only what you can afford to lose.',
        '託管帳戶的交易存在虧損風險。過往業績不代表未來收益，請僅投入您能承受損失的資金。',
      ),
    },
    people: DEMO_MAM_PEOPLE[MAM_PRO_SITE.code]!,
    bindings: [
      {
        owner: 'trader@mampro.test',
        server: 'ApexCapital-Real02',
        login: 6500301,
        accType: 1,
        loginOrder: 1,
        strategy: strategy(
          'Northstar Core: medium-term trends in the Australian dollar, one position at a time, always with a stop, 0.6% risk per trade. Settled weekly over a high-water mark.',
          'Northstar Core：澳美（AUDUSD）的中期趋势，每次只持有一个仓位，始终带止损，单笔风险 0.6%。每周按高水位结算。',
          'Northstar Core：澳美（AUDUSD）的中期趨勢，每次只持有一個倉位，始終帶停損，單筆風險 0.6%。每週按高水位結算。',
        ),
      },
      {
        owner: 'trader@mampro.test',
        server: 'ApexCapital-Real01',
        login: 6600301,
        accType: 1,
        loginOrder: 2,
        strategy: strategy(
          'Northstar Yield: a calmer book on EURJPY for clients who prefer small drawdowns, 0.4% risk per trade.',
          'Northstar Yield：交易欧日（EURJPY）的稳健组合，适合偏好小回撤的客户，单笔风险 0.4%。',
          'Northstar Yield：交易歐日（EURJPY）的穩健組合，適合偏好小回撤的客戶，單筆風險 0.4%。',
        ),
      },
      {
        owner: 'follower@mampro.test',
        server: 'ApexCapital-Real02',
        login: 6500401,
        accType: 2,
        loginOrder: 1,
      },
      {
        owner: 'follower2@mampro.test',
        server: 'ApexCapital-Real01',
        login: 6600401,
        accType: 2,
        loginOrder: 1,
      },
    ],
    verified: [
      { email: 'trader@mampro.test', realName: 'Victor Lang', idNumber: 'K70382914', alipay: false },
    ],
    banners: [
      {
        image: mamAssetUrl('mampro', 'banner-1.svg'),
        linkUrl: '/?target=tradeAccount',
        title: t(
          '由专业交易员管理的账户，资金始终在您名下',
          'Accounts run by professionals, money always in your name',
          '由專業交易員管理的帳戶，資金始終在您名下',
        ),
      },
      {
        image: mamAssetUrl('mampro', 'banner-2.svg'),
        linkUrl: '/?target=howUse',
        title: t(
          '您自己设定手数、方向和风险上限',
          'You set the size, direction and risk limits',
          '您自己設定手數、方向和風險上限',
        ),
      },
      {
        image: mamAssetUrl('mampro', 'banner-3.svg'),
        linkUrl: '/?target=about',
        title: t(
          '每周结算，只在盈利时收取业绩费',
          'Settled weekly; a performance fee only on profit',
          '每週結算，只在獲利時收取業績費',
        ),
      },
    ],
  },
];

/**
 * Seeds both MAM sites: the site rows and their domains, the people (with their welcome notice), their
 * simulator accounts, the traders' passed real names (and the Apex trader's passed Alipay code, which his
 * subscription fee needs), generated avatars, and the landing site's banners (one row per language, through
 * the sites module's repository).
 */
export async function seedDemoMamSites(
  db: Db,
  ctx: { now: Date; passwordKey: Buffer; passwordHash: string },
): Promise<void> {
  const { now, passwordKey, passwordHash } = ctx;
  const notices = createNoticeService({ db });
  for (const demo of SITES) {
    const [site] = await db
      .insert(sites)
      .values({ ...demo.values, code: demo.code, domainName: demo.domain })
      .returning();
    const siteId = site!.id;
    await db.insert(siteDomains).values({ siteId, domain: demo.domain });

    const ids = new Map<string, number>();
    for (const [i, person] of demo.people.entries()) {
      const [user] = await db
        .insert(users)
        .values({
          siteId,
          passwordHash,
          email: person.email,
          phone: null,
          nickName: person.nickName,
          userType: person.userType,
          role: person.role ?? 'user',
          inviteCode: person.inviteCode,
          createdAt: new Date(now.getTime() - (120 - i) * DAY),
        })
        .returning({ id: users.id });
      ids.set(person.email, user!.id);
      await notices.welcome(toScope(site!), user!.id, db);
    }

    for (const binding of demo.bindings) {
      const [server] = await db
        .select({ id: tradeServers.id, platformId: tradeServers.platformId })
        .from(tradeServers)
        .where(eq(tradeServers.name, binding.server))
        .limit(1);
      const owner = ids.get(binding.owner);
      if (!server || owner === undefined)
        throw new Error(`demo MAM: ${binding.owner} or ${binding.server} missing`);
      const login = String(binding.login);
      const bound = new Date(now.getTime() - 100 * DAY);
      await db.insert(mtAccounts).values({
        siteId,
        userId: owner,
        accType: binding.accType,
        platformId: server.platformId,
        serverId: server.id,
        login,
        passwordEnc: sealSecret(
          passwordKey,
          binding.accType === 1 ? SIM_DEMO_PASSWORDS.trade : SIM_DEMO_PASSWORDS.follow,
          passwordAad({ siteId, serverId: server.id, login }),
        ),
        passwordKind: 'trade',
        loginOrder: binding.loginOrder,
        strategy: binding.strategy?.text ?? '',
        strategyTranslations: binding.strategy?.translations ?? {},
        createdAt: bound,
        updatedAt: bound,
      });
    }

    const [admin] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.siteId, siteId), eq(users.role, 'admin')))
      .limit(1);
    for (const person of demo.verified) {
      const owner = ids.get(person.email)!;
      const submitted = new Date(now.getTime() - 110 * DAY);
      const reviewed = new Date(submitted.getTime() + DAY);
      const front = await insertImage(db, siteId, owner, 'identity', demoIdCard(person.email, 'front'), now);
      await db.insert(identityVerifications).values({
        siteId,
        userId: owner,
        realName: person.realName,
        idType: 2,
        idNumber: person.idNumber,
        frontUploadId: front,
        backUploadId: null,
        state: 'passed',
        reviewedBy: admin?.id ?? null,
        reviewedAt: reviewed,
        createdAt: submitted,
        updatedAt: reviewed,
      });
      if (person.alipay) {
        const image = await insertImage(
          db,
          siteId,
          owner,
          'paymentCode',
          demoPaymentCode(`${person.email}-alipay`),
          now,
        );
        await db.insert(paymentCodes).values({
          siteId,
          userId: owner,
          method: 'alipay',
          uploadId: image,
          accountName: person.realName,
          state: 'passed',
          reviewedBy: admin?.id ?? null,
          reviewedAt: reviewed,
          createdAt: submitted,
          updatedAt: reviewed,
        });
      }
    }

    let sort = 0;
    for (const banner of demo.banners) {
      sort += 10;
      for (const language of ['zh_CN', 'en_US', 'zh_Hant'] as const) {
        await insertBanner(db, {
          siteId,
          image: banner.image,
          linkUrl: banner.linkUrl,
          title: banner.title[language] ?? '',
          language,
          sort,
          createdAt: now,
          updatedAt: now,
        });
      }
    }

    await seedDemoAvatars(db, { siteId, now });
  }
}

/** The site id of a MAM demo site by its code (the story's steps and the tests look them up). */
export async function mamSiteId(db: Db, code: string): Promise<number> {
  const [row] = await db.select({ id: sites.id }).from(sites).where(eq(sites.code, code)).limit(1);
  if (!row) throw new Error(`demo MAM site ${code} missing`);
  return row.id;
}

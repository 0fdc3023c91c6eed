import path from 'node:path';
import { mkdir, writeFile, access } from 'node:fs/promises';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../client';
import type { LocalizedText } from '../schema/columns';
import { seedSteps } from '../schema/seed-steps';
import { keepDemoCalendarCurrent, seedDemoMarketNews } from './demo-market-news';
import { siteColumns, siteContents } from '../schema/content';
import { seedEducation } from './demo-education-seed';
import { dictItems, siteDomains, sites } from '../schema/sites';
import { users } from '../schema/users';
import { PUBLIC_MESSAGE_KIND } from '@copytrade/contracts/notices';
import { hashPassword, sealSecret } from '../../platform/secrets';
import { passwordAad } from '../../trading/account-mirror';
import type { CatalogPlatform } from '../../trading/gateway';
import { SIM_DEMO_PASSWORDS, type DemoCommunity } from '../../trading/sim/sim-demo';
import { seedDemoCommunity } from './demo-community';
import { seedDemoAvatars } from './demo-avatars';
import { seedDemoFees } from './demo-fees';
import { seedDemoPaymentSettings } from './demo-payment-settings';
import { demoTraderStrategy } from './demo-strategies';
import { seedDemoSocial } from './demo-social';
import { upsertCatalog } from '../../modules/accounts/account.repository';
import { mtAccounts, tradeServers } from '../schema/accounts';
import { DEMO_ASSETS, DEMO_ASSET_URL } from './demo-assets';
import { seedDemoOperator } from './demo-operator';
import { DEMO_MAM_ASSETS } from './demo-mam-assets';
import { MAM_PRO_SITE, MAM_SITE, mamSiteId, seedDemoMamSites } from './demo-mam';
import { createNoticeService } from '../../modules/messages/notice.service';
import {
  copyToActiveUsers,
  insertPublicMessage,
  setRecipients,
} from '../../modules/messages/notice.repository';
import { toScope } from '../../modules/sites/site.service';
import { ABOUT_PAGES, ANNOUNCEMENTS, DICTIONARY, mamSitePages, type SeedContent } from './demo-content';

/** The demo people (README lists them). Every demo password is the same. */
export const DEMO_PASSWORD = 'Demo1234';
export const DEMO_PEOPLE = [
  {
    email: 'trader@meridianfx.test',
    phone: null,
    nickName: 'Atlas Capital',
    userType: 3,
    inviteCode: 'ATLAS001',
  },
  {
    email: 'follower@meridianfx.test',
    phone: null,
    nickName: 'Lin Follower',
    userType: 1,
    inviteCode: 'LINF0001',
  },
  { email: null, phone: '13800138000', nickName: '138****8000', userType: 1, inviteCode: 'PHONE001' },
] as const;
export const DEMO_SITE_CODE = 'demo';

/** Simulator accounts bound to the demo people (see trading/sim/sim-demo.ts for the rest). */
type DemoBinding = {
  owner: string;
  server: string;
  login: number;
  accType: number;
  loginOrder: number;
  password: string;
  strategy?: string;
};
const DEMO_BINDINGS: DemoBinding[] = [
  {
    owner: 'trader@meridianfx.test',
    server: 'MeridianMarkets-Live',
    login: 6100001,
    accType: 1,
    loginOrder: 1,
    password: SIM_DEMO_PASSWORDS.trade,
    strategy:
      'Trend following on EURUSD and gold: entries on moving-average crossovers, a stop loss on every position, at most three positions, about 1.2% of equity at risk per trade.',
  },
  {
    owner: 'trader@meridianfx.test',
    server: 'OrionFX-Pro',
    login: 7100001,
    accType: 1,
    loginOrder: 2,
    password: SIM_DEMO_PASSWORDS.trade,
    strategy: 'Event trading on gold and sterling around high-impact news, short holding times, tight stops.',
  },
  {
    owner: 'follower@meridianfx.test',
    server: 'ApexCapital-Real01',
    login: 6200001,
    accType: 2,
    loginOrder: 1,
    password: SIM_DEMO_PASSWORDS.follow,
  },
];

type MenuSeed = {
  key: string;
  name: LocalizedText;
  frontUrl?: string;
  contentUrl?: string;
  children?: MenuSeed[];
};

const t = (zh_CN: string, en_US: string, zh_Hant: string): LocalizedText => ({ zh_CN, en_US, zh_Hant });

/** Each in-site page link once; the header menu and the footer groups are made of these. */
const LINKS = {
  introduce: {
    key: 'introduce',
    name: t('公司介绍', 'Who we are', '公司介紹'),
    frontUrl: '/aboutUs/introduce',
  },
  announcement: {
    key: 'announcement',
    name: t('平台公告', 'Announcements', '平台公告'),
    frontUrl: '/aboutUs/announcement',
  },
  contact: { key: 'contact', name: t('联系我们', 'Contact us', '聯繫我們'), frontUrl: '/aboutUs/contactUs' },
  faq: { key: 'faq', name: t('常见问题', 'FAQ', '常見問題'), frontUrl: '/aboutUs/faq' },
  guide: { key: 'guide', name: t('新手指南', 'User guide', '新手指南'), frontUrl: '/aboutUs/userGuide' },
  privacy: {
    key: 'privacy',
    name: t('隐私政策', 'Privacy policy', '隱私政策'),
    frontUrl: '/aboutUs/privacyPolicy',
  },
  risk: {
    key: 'risk',
    name: t('风险披露', 'Risk disclosure', '風險披露'),
    frontUrl: '/aboutUs/riskDisclosure',
  },
  disclaimer: {
    key: 'disclaimer',
    name: t('免责声明', 'Disclaimer', '免責聲明'),
    frontUrl: '/aboutUs/disclaimerSay',
  },
  code: {
    key: 'code',
    name: t('社区公约', 'Community code', '社區公約'),
    frontUrl: '/aboutUs/communityCode',
  },
} satisfies Record<string, MenuSeed>;

const MT4_DOWNLOAD_URL = 'https://www.metatrader4.com/en/download';

const HEADER_MENU: MenuSeed[] = [
  { key: 'home', name: t('首页', 'Home', '首頁'), frontUrl: '/' },
  {
    key: 'about',
    name: t('关于我们', 'About us', '關於我們'),
    frontUrl: '/aboutUs/introduce',
    children: [LINKS.introduce, LINKS.announcement, LINKS.contact],
  },
  {
    key: 'help',
    name: t('帮助中心', 'Help center', '幫助中心'),
    frontUrl: '/aboutUs/faq',
    children: [
      LINKS.faq,
      LINKS.guide,
      {
        key: 'policies',
        name: t('条款与政策', 'Terms and policies', '條款與政策'),
        frontUrl: '/aboutUs/privacyPolicy',
        children: [LINKS.privacy, LINKS.risk, LINKS.disclaimer, LINKS.code],
      },
    ],
  },
  {
    key: 'mt4',
    name: t('MT4下载', 'Get MT4', 'MT4下載'),
    contentUrl: MT4_DOWNLOAD_URL,
  },
];

/** The community entry of the header (added after the first demo sites were seeded: its own step). */
const COMMUNITY_MENU: MenuSeed = {
  key: 'community',
  name: t('交易社区', 'Community', '交易社區'),
  frontUrl: '/community',
  children: [
    {
      key: 'recommend',
      name: t('社区推荐', 'Recommended', '社區推薦'),
      frontUrl: '/community/communityRecommend',
    },
    { key: 'square', name: t('交易员排行', 'Trader ranking', '交易員排行'), frontUrl: '/community/trader' },
    { key: 'henchman', name: t('跟单者', 'Followers', '跟單者'), frontUrl: '/community/henchman' },
  ],
};

/** The education area's header entries (issue 17), with the sort each takes among the older entries. */
const EDUCATION_MENU: { item: MenuSeed; sort: number }[] = [
  {
    sort: 16,
    item: {
      key: 'college',
      name: t('交易学院', 'Academy', '交易學院'),
      frontUrl: '/college',
      children: [
        { key: 'articles', name: t('学院文章', 'Articles', '學院文章'), frontUrl: '/college/articleClass' },
        { key: 'courses', name: t('系列课程', 'Courses', '系列課程'), frontUrl: '/college/courseList' },
        {
          key: 'encyclopedia',
          name: t('外汇百科', 'Forex encyclopedia', '外匯百科'),
          frontUrl: '/college/foreignExchange',
        },
      ],
    },
  },
  // The information entry shows to zh_CN readers only (the header's rule).
  { sort: 17, item: { key: 'information', name: t('资讯', 'News', '資訊'), frontUrl: '/information' } },
  {
    sort: 18,
    item: { key: 'download', name: t('下载中心', 'Downloads', '下載中心'), frontUrl: '/download' },
  },
  { sort: 25, item: { key: 'partner', name: t('合作伙伴', 'Partners', '合作夥伴'), frontUrl: '/partner' } },
];

/** The tools' header entry (issue 18). */
const TOOLS_MENU: MenuSeed = {
  key: 'tools',
  name: t('行情工具', 'Tools', '行情工具'),
  frontUrl: '/tools',
  children: [
    { key: 'quotes', name: t('实时行情', 'Live quotes', '即時行情'), frontUrl: '/tools/transactionData' },
    {
      key: 'calendar',
      name: t('财经日历', 'Economic calendar', '財經日曆'),
      frontUrl: '/tools/financeCalendar',
    },
    { key: 'flash', name: t('快讯', 'News flash', '快訊'), frontUrl: '/tools/timeTelegram' },
    {
      key: 'calculator',
      name: t('交易计算器', 'Trading calculator', '交易計算器'),
      frontUrl: '/tools/calculator',
    },
    { key: 'pivots', name: t('枢轴点', 'Pivot points', '樞軸點'), frontUrl: '/tools/market/point' },
    {
      key: 'report',
      name: t('每日行情报告', 'Daily market report', '每日行情報告'),
      frontUrl: '/tools/market/everydayreport',
    },
  ],
};

const FOOTER_GROUPS: MenuSeed[] = [
  {
    key: 'company',
    name: t('公司', 'Company', '公司'),
    children: [LINKS.introduce, LINKS.announcement, LINKS.contact],
  },
  { key: 'support', name: t('支持', 'Support', '支援'), children: [LINKS.faq, LINKS.guide, LINKS.code] },
  { key: 'legal', name: t('法律', 'Legal', '法律'), children: [LINKS.privacy, LINKS.risk, LINKS.disclaimer] },
];

async function insertMenu(
  db: Db,
  siteId: number,
  position: 'header' | 'footer',
  items: MenuSeed[],
  parentId: number | null,
  firstSort = 10,
) {
  let sort = firstSort - 10;
  for (const item of items) {
    sort += 10;
    const [row] = await db
      .insert(siteColumns)
      .values({
        siteId,
        parentId,
        position,
        frontUrl: item.frontUrl ?? '',
        contentUrl: item.contentUrl ?? '',
        name: item.name,
        sort,
      })
      .returning({ id: siteColumns.id });
    if (item.children) await insertMenu(db, siteId, position, item.children, row!.id);
  }
}

const DAY = 24 * 3600_000;

type SeedContext = {
  now: Date;
  passwordKey: Buffer;
  catalog: CatalogPlatform[];
  community: DemoCommunity;
  /** Seals the platform operator's TOTP secret (keys.operatorTotp). */
  operatorKey?: Buffer | undefined;
};
/** A step that `needs` an option runs (and is recorded) only on a seed given that option. */
/** Content pages of a site, each published `daysAgo` before `now`. */
async function insertPages(db: Db, siteId: number, items: readonly SeedContent[], now: Date): Promise<void> {
  for (const item of items) {
    const publishTime = new Date(now.getTime() - item.daysAgo * DAY);
    await db.insert(siteContents).values({
      siteId,
      moduleCode: item.moduleCode,
      title: item.title,
      summary: item.summary,
      body: item.body,
      publishTime,
      createdAt: publishTime,
      updatedAt: publishTime,
    });
  }
}

type Step = { name: string; needs?: 'operatorKey'; run(db: Db, ctx: SeedContext): Promise<void> };

const STEPS: Step[] = [
  {
    name: '0001-demo-site',
    async run(db) {
      const [site] = await db
        .insert(sites)
        .values({
          code: DEMO_SITE_CODE,
          isDefault: true,
          siteName: 'Meridian FX Copy Trading',
          brandName: 'Meridian FX',
          companyIntro: t(
            'Meridian FX 将优秀的 MT4 交易员与跟单者连接起来：交易员的每一笔订单都会按跟单者设定的规则自动复制到其自己的账户，统计数据透明，风控规则严格。',
            'Meridian FX connects skilled MT4 traders with followers who copy every trade automatically, by rules each follower sets, with transparent statistics and strict risk controls.',
            'Meridian FX 將優秀的 MT4 交易員與跟單者連接起來：交易員的每一筆訂單都會按跟單者設定的規則自動複製到其自己的帳戶，統計數據透明，風控規則嚴格。',
          ),
          teamIntro: t(
            '我们的团队来自经纪商与交易技术公司，自 2019 年起为交易员和跟单者提供服务。',
            'Engineers and traders from brokerages and trading-technology firms, serving clients since 2019.',
            '我們的團隊來自經紀商與交易技術公司，自 2019 年起為交易員和跟單者提供服務。',
          ),
          mission: t(
            '让专业交易策略对每个人都触手可及、公开透明、公平合理。',
            'Make professional trading strategies accessible, transparent and fair for everyone.',
            '讓專業交易策略對每個人都觸手可及、公開透明、公平合理。',
          ),
          goal: t(
            '网站上的每一个数字，都能由其背后的真实订单复算出来。',
            'Every number on the site can be reproduced from the trades behind it.',
            '網站上的每一個數字，都能由其背後的真實訂單復算出來。',
          ),
          expectation: t(
            '交易员凭真实业绩获得回报；跟单者始终掌控自己的账户与风险。',
            'Traders are paid for real results; followers keep control of their accounts and risk.',
            '交易員憑真實業績獲得回報；跟單者始終掌控自己的帳戶與風險。',
          ),
          custServiceEmail: 'support@meridianfx.example',
          custServicePhone: '400-820-0000',
          qqCustService: '800820000',
          qqGroup: '',
          whatsapp: '+85212345678',
          telegram: 'MeridianFXSupport',
          skype: 'meridianfx.support',
          domainName: 'localhost',
          icon: `${DEMO_ASSET_URL}favicon.svg`,
          navibarLogo: `${DEMO_ASSET_URL}logo-light.svg`,
          footBarLogo: `${DEMO_ASSET_URL}logo-light.svg`,
          themeColor: '#1f6feb',
          secondThemeColor: '#00b386',
          fontColor: '#1f2937',
          secondFontColor: '#6b7280',
          headerBgc: '#0b1f3a',
          footerBgc: '#0a1628',
          rightBarBackgroundColor: '#1f6feb',
          templateType: 1,
          siteType: 2,
          version: 1,
          workTime: t(
            '周一至周五 09:00-18:00（北京时间）',
            'Mon-Fri 09:00-18:00 (GMT+8)',
            '週一至週五 09:00-18:00（北京時間）',
          ),
          reverseCopyFlag: 1,
          defaultLang: 1,
          availableLang: '1,2,3',
          defaultBaseUrl: '/home',
          verifyMethod: 0,
          siteSubPrice: '0',
          openSettlement: true,
          openWallet: true,
          proportion: '0.2000',
          openStatement: t(
            '外汇及差价合约交易具有高风险，可能导致全部本金损失。跟单交易的历史表现不代表未来收益。',
            'Trading foreign exchange and CFDs on margin carries a high level of risk and may result in the loss of all your capital. Past performance of a copied strategy does not guarantee future results.',
            '外匯及差價合約交易具有高風險，可能導致全部本金損失。跟單交易的歷史表現不代表未來收益。',
          ),
        })
        .returning({ id: sites.id });
      const siteId = site!.id;
      await db.insert(siteDomains).values([
        { siteId, domain: 'localhost' },
        { siteId, domain: '127.0.0.1' },
      ]);
      await insertMenu(db, siteId, 'header', HEADER_MENU, null);
      await insertMenu(db, siteId, 'footer', FOOTER_GROUPS, null);
    },
  },
  {
    name: '0002-demo-content',
    async run(db, { now }) {
      const siteId = await demoSiteId(db);
      await insertPages(db, siteId, [...ABOUT_PAGES, ...ANNOUNCEMENTS], now);
      await db.insert(dictItems).values(DICTIONARY.map((d) => ({ siteId: null, ...d })));
    },
  },
  {
    name: '0003-demo-people',
    async run(db) {
      const siteId = await demoSiteId(db);
      const [site] = await db.select().from(sites).where(eq(sites.id, siteId));
      const notices = createNoticeService({ db });
      const passwordHash = await hashPassword(DEMO_PASSWORD);
      for (const person of DEMO_PEOPLE) {
        const [user] = await db
          .insert(users)
          .values({ siteId, passwordHash, ...person })
          .returning({ id: users.id });
        await notices.welcome(toScope(site!), user!.id, db);
      }
    },
  },
  {
    name: '0004-demo-mt4-accounts',
    async run(db, { now, passwordKey, catalog }) {
      await upsertCatalog(db, catalog);
      const siteId = await demoSiteId(db);
      for (const binding of DEMO_BINDINGS) {
        const [owner] = await db
          .select({ id: users.id })
          .from(users)
          .where(eq(users.email, binding.owner))
          .limit(1);
        const found = await db
          .select({ id: tradeServers.id, platformId: tradeServers.platformId })
          .from(tradeServers)
          .where(eq(tradeServers.name, binding.server))
          .limit(1);
        const server = found[0];
        if (!owner || !server) throw new Error(`demo binding: ${binding.owner} or ${binding.server} missing`);
        const login = String(binding.login);
        await db.insert(mtAccounts).values({
          siteId,
          userId: owner.id,
          accType: binding.accType,
          platformId: server.platformId,
          serverId: server.id,
          login,
          passwordEnc: sealSecret(
            passwordKey,
            binding.password,
            passwordAad({ siteId, serverId: server.id, login }),
          ),
          passwordKind: 'trade',
          loginOrder: binding.loginOrder,
          // The demo trader's texts are in three languages (demo-strategies.ts); others keep the binding's.
          strategy: demoTraderStrategy(binding.login)?.strategy ?? binding.strategy ?? '',
          strategyTranslations: demoTraderStrategy(binding.login)?.strategyTranslations ?? {},
          createdAt: now,
          updatedAt: now,
        });
      }
    },
  },
  {
    name: '0005-demo-community',
    async run(db, { now, passwordKey, community }) {
      const siteId = await demoSiteId(db);
      const passwordHash = await hashPassword(DEMO_PASSWORD);
      await seedDemoCommunity(db, { siteId, now, passwordKey, passwordHash, community });
    },
  },
  {
    name: '0006-demo-social',
    async run(db, { now }) {
      const siteId = await demoSiteId(db);
      const passwordHash = await hashPassword(DEMO_PASSWORD);
      await seedDemoSocial(db, { siteId, now, passwordHash });
    },
  },
  {
    // Between Home (10) and About us (20).
    name: '0007-demo-community-menu',
    async run(db) {
      await insertMenu(db, await demoSiteId(db), 'header', [COMMUNITY_MENU], null, 15);
    },
  },
  {
    name: '0008-demo-fees',
    async run(db, { now }) {
      await seedDemoFees(db, { siteId: await demoSiteId(db), now });
    },
  },
  {
    // One public message from the site admin, copied to everyone as publishing does (issue 7).
    name: '0009-demo-public-message',
    async run(db, { now }) {
      const siteId = await demoSiteId(db);
      const [admin] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.siteId, siteId), eq(users.role, 'admin')))
        .limit(1);
      if (!admin) return;
      const createdAt = new Date(now.getTime() - 2 * DAY);
      const message = await insertPublicMessage(db, siteId, {
        authorId: admin.id,
        ...DEMO_PUBLIC_MESSAGE,
        createdAt,
      });
      const copies = await copyToActiveUsers(db, siteId, message, PUBLIC_MESSAGE_KIND);
      await setRecipients(db, siteId, message.id, copies);
    },
  },
  {
    // The site's USDT deposit address and the CNY rate for Alipay / WeChat amounts (admin's payment settings).
    name: '0010-demo-payment-settings',
    async run(db, { now }) {
      await seedDemoPaymentSettings(db, { siteId: await demoSiteId(db), now });
    },
  },
  {
    // A generated picture for every demo person (not a letter).
    name: '0011-demo-avatars',
    async run(db, { now }) {
      await seedDemoAvatars(db, { siteId: await demoSiteId(db), now });
    },
  },
  {
    // The standalone MAM back office (mam.localhost) and the landing-variant MAM site (mampro.localhost),
    // their brands, people and accounts (issue 15); their copying is played by the story (src/demo).
    name: '0012-demo-mam-sites',
    async run(db, { now, passwordKey }) {
      await seedDemoMamSites(db, { now, passwordKey, passwordHash: await hashPassword(DEMO_PASSWORD) });
    },
  },
  {
    // The documents the MAM sites' sign-up forms link to (privacy policy, user guide, ...), each site's
    // brand in them.
    name: '0014-demo-mam-content',
    async run(db, { now }) {
      for (const code of [MAM_SITE.code, MAM_PRO_SITE.code]) {
        const siteId = await mamSiteId(db, code);
        const [site] = await db
          .select({ brandName: sites.brandName })
          .from(sites)
          .where(eq(sites.id, siteId));
        await insertPages(db, siteId, mamSitePages(site!.brandName), now);
      }
    },
  },
  {
    // The education area (issue 17): its content, its header entries, and the footer's college switch.
    name: '0015-demo-education',
    async run(db, { now }) {
      const siteId = await demoSiteId(db);
      const [site] = await db.select({ brandName: sites.brandName }).from(sites).where(eq(sites.id, siteId));
      await seedEducation(db, siteId, site!.brandName, now);
      for (const { item, sort } of EDUCATION_MENU) await insertMenu(db, siteId, 'header', [item], null, sort);
      // "Get MT4" moves under the download centre, so the bar fits 1440 px in every language without "···".
      const header = and(eq(siteColumns.siteId, siteId), eq(siteColumns.position, 'header'));
      const [download] = await db
        .select({ id: siteColumns.id })
        .from(siteColumns)
        .where(and(header, eq(siteColumns.frontUrl, '/download')));
      await db
        .update(siteColumns)
        .set({ parentId: download!.id, sort: 10 })
        .where(and(header, eq(siteColumns.contentUrl, MT4_DOWNLOAD_URL)));
      await db.update(sites).set({ collegeEnabled: true }).where(eq(sites.id, siteId));
    },
  },
  {
    // Market news (issue 18): the calendar around the first start, a day of news flash, daily reports.
    name: '0016-demo-market-news',
    async run(db, { now }) {
      await seedDemoMarketNews(db, await demoSiteId(db), now);
    },
  },
  {
    // The tools (issue 18): one header entry with the six tool pages under it, after the downloads. The
    // partner page moves under "About us", so the bar still fits 1440 px in Chinese without "···".
    name: '0017-demo-tools-menu',
    async run(db) {
      const siteId = await demoSiteId(db);
      await insertMenu(db, siteId, 'header', [TOOLS_MENU], null, 19);
      const header = and(eq(siteColumns.siteId, siteId), eq(siteColumns.position, 'header'));
      const [about] = await db
        .select({ id: siteColumns.id })
        .from(siteColumns)
        .where(and(header, isNull(siteColumns.parentId), eq(siteColumns.frontUrl, '/aboutUs/introduce')));
      await db
        .update(siteColumns)
        .set({ parentId: about!.id, sort: 40 })
        .where(and(header, eq(siteColumns.frontUrl, '/partner')));
    },
  },
  {
    // Every shell on its own host name (issue 19): the demo community in templates 2-4 and as the hash-mode
    // site, the same data on each (a domain's look); and the demo broker's website may frame the strategy
    // page (its page on broker.localhost, any port; rogue.localhost is deliberately not listed).
    name: '0018-demo-shell-hosts',
    async run(db) {
      const siteId = await demoSiteId(db);
      await db
        .insert(siteDomains)
        .values(DEMO_SHELL_HOSTS.map(({ domain, look }) => ({ siteId, domain, look })))
        .onConflictDoNothing({ target: siteDomains.domain });
      await db
        .update(sites)
        .set({ frameAncestors: [DEMO_BROKER_ORIGIN] })
        .where(eq(sites.id, siteId));
    },
  },
  {
    // The platform operator of the console at /operator (issue 15), its TOTP secret in the README.
    name: '0013-platform-operator',
    needs: 'operatorKey',
    async run(db, { now, operatorKey }) {
      if (!operatorKey) return;
      await seedDemoOperator(db, { now, password: DEMO_PASSWORD, totpKey: operatorKey });
    },
  },
];

const DEMO_PUBLIC_MESSAGE: { title: LocalizedText; content: LocalizedText } = {
  title: {
    zh_CN: '周末系统维护通知',
    en_US: 'Weekend maintenance notice',
    zh_Hant: '週末系統維護通知',
  },
  content: {
    zh_CN:
      '本周六 02:00-04:00（北京时间）我们将升级行情与跟单服务。外汇市场周末休市，跟单不受影响；维护期间个人中心可能短暂无法访问。感谢您的理解与支持。',
    en_US:
      'On Saturday 02:00-04:00 (GMT+8) we upgrade the quote and copy services. The forex market is closed at the weekend, so copying is not affected; the personal center may be unavailable for a few minutes. Thank you for your patience.',
    zh_Hant:
      '本週六 02:00-04:00（北京時間）我們將升級行情與跟單服務。外匯市場週末休市，跟單不受影響；維護期間個人中心可能短暫無法存取。感謝您的理解與支持。',
  },
};

/** The demo community's extra host names and what each shows (README "Every shell on its own host"). */
export const DEMO_SHELL_HOSTS = [
  { domain: 't2.localhost', look: 't2' },
  { domain: 't3.localhost', look: 't3' },
  { domain: 't4.localhost', look: 't4' },
  { domain: 'hash.localhost', look: 'hash' },
] as const;
/** The demo broker's website (modules/demo-broker), which embeds /iframeStrategy. */
export const DEMO_BROKER_ORIGIN = 'http://broker.localhost:*';

/** Keeps the demo site's economic calendar current (see keepDemoCalendarCurrent); nothing without it. */
export async function keepDemoCalendar(db: Db, now: Date): Promise<{ added: number; filled: number }> {
  const siteId = await findDemoSiteId(db);
  return siteId === undefined ? { added: 0, filled: 0 } : keepDemoCalendarCurrent(db, siteId, now);
}

async function findDemoSiteId(db: Db): Promise<number | undefined> {
  const [row] = await db.select({ id: sites.id }).from(sites).where(eq(sites.code, DEMO_SITE_CODE)).limit(1);
  return row?.id;
}

async function demoSiteId(db: Db): Promise<number> {
  const id = await findDemoSiteId(db);
  if (id === undefined) throw new Error('demo site missing');
  return id;
}

/**
 * Seeds the demo site, its content and people. Each step runs once (recorded in seed_steps, in the
 * same transaction as its rows), so restarting, or two starts racing, never duplicates anything.
 */
export async function seedDemo(
  db: Db,
  options: {
    now: Date;
    uploadsDir: string;
    passwordKey: Buffer;
    catalog: CatalogPlatform[];
    /** The simulator's crowd traders and copiers to bind (`demoCommunity`); none: an empty square. */
    community?: DemoCommunity;
    /** keys.operatorTotp: with it, the platform operator is seeded too. */
    operatorKey?: Buffer;
  },
): Promise<string[]> {
  const applied: string[] = [];
  for (const step of STEPS) {
    if (step.needs && !options[step.needs]) continue;
    const done = await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(seedSteps)
        .values({ name: step.name })
        .onConflictDoNothing()
        .returning({ name: seedSteps.name });
      if (inserted.length === 0) return false;
      await step.run(tx, {
        now: options.now,
        passwordKey: options.passwordKey,
        catalog: options.catalog,
        community: options.community ?? { traders: [], copiers: [] },
        operatorKey: options.operatorKey,
      });
      return true;
    });
    if (done) applied.push(step.name);
  }
  await writeDemoAssets(options.uploadsDir);
  return applied;
}

async function writeDemoAssets(uploadsDir: string) {
  for (const [code, files] of Object.entries({ demo: DEMO_ASSETS, ...DEMO_MAM_ASSETS })) {
    const dir = path.join(uploadsDir, 'site', code);
    await mkdir(dir, { recursive: true });
    for (const [name, svg] of Object.entries(files)) {
      const file = path.join(dir, name);
      const exists = await access(file).then(
        () => true,
        () => false,
      );
      if (!exists) await writeFile(file, svg);
    }
  }
}

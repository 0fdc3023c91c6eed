import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@copytrade/contracts/api-paths';
import { FONT_STACKS, type SiteAuditEntry, type SiteSettings } from '@copytrade/contracts/site-settings';
import { STATUS } from '@copytrade/contracts/status-codes';
import { siteColumns } from '../src/db/schema/content';
import { siteAuditLog, sites } from '../src/db/schema/sites';
import { createTestContext, type TestContext } from './harness';
import { readSettings, saveSettings, send, uploadedImage } from './site-settings-support';
import { ADDRESS, member, type Member } from './wallet-support';

/**
 * The site admin's settings (issue 15, section 2): every operator-facing field round-trips and reaches the
 * public site config at once; bad input is refused with localized field errors and changes nothing; the
 * platform's fields cannot be changed here; only the site's own admin reads or writes; every change is one
 * audit row with only the changed fields; the resolver's cache is dropped so the next request sees it.
 */
let t: TestContext;
let webDist: string;
let admin: Member;
let user: Member;
let adminB: Member;

async function row(siteId = t.siteA.id) {
  const [found] = await t.db.select().from(sites).where(eq(sites.id, siteId));
  return found!;
}

async function auditRows(siteId = t.siteA.id) {
  return t.db
    .select()
    .from(siteAuditLog)
    .where(eq(siteAuditLog.siteId, siteId))
    .orderBy(desc(siteAuditLog.id));
}

async function siteConfig(language = 'en_US', site = t.siteA) {
  const res = await t.call({ method: 'POST', url: API.getSiteConfig.path, site, language });
  return res.json<{ content: [Record<string, unknown>] }>().content[0];
}

beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'ct-web-'));
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>site</title>');
  t = await createTestContext({ configOverrides: { WEB_DIST: webDist } });
  admin = await member(t, 'settings-admin@sites.test', { admin: true, nickName: 'Ada' });
  user = await member(t, 'settings-user@sites.test');
  adminB = await member(t, 'settings-admin-b@sites.test', { admin: true, site: t.siteB });
});

afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

describe('reading the settings', () => {
  it('shows every setting, the platform limits and the domains to the site admin', async () => {
    const settings = await readSettings(t, admin);
    expect(settings.siteId).toBe('site-a');
    expect(settings.platform).toEqual({
      siteType: 2,
      templateType: 1,
      version: 0,
      status: 1,
      beginTime: null,
      endTime: null,
      copyMaxNumber: 10,
      masterMaxNumber: 10,
      userCopyLimit: -1,
      userTradeLimit: -1,
    });
    expect(settings.domains.map((d) => [d.domain, d.current])).toEqual([['a.test', true]]);
    expect(settings.companyIntro).toEqual({ zh_CN: '', en_US: '', zh_Hant: '' });
    expect(settings.availableLang).toEqual([1, 2, 3]);
    expect(settings.fontFamily).toBe('default');
  });

  it('is refused to a user who is not the admin (403) and to anyone without a token (401)', async () => {
    const res = await send(t, user, 'GET', API.adminQuerySiteSettings.path);
    expect(res.http).toBe(403);
    expect(res.body.status).toBe(STATUS.ADMIN_ONLY);
    const twin = await send(t, user, 'GET', API.mamAdminQuerySiteSettings.path);
    expect(twin.http).toBe(403);
    expect((await send(t, null, 'GET', API.adminQuerySiteSettings.path)).http).toBe(401);
  });

  it("gives another site's admin only his own site, whatever he sends", async () => {
    const own = await readSettings(t, adminB, t.siteB);
    expect(own.siteId).toBe('site-b');
    // His token on site A's domain is not a token of site A.
    const res = await send(t, adminB, 'GET', API.adminQuerySiteSettings.path, undefined, { site: t.siteA });
    expect(res.http).toBe(401);
    const change = await saveSettings(t, adminB, { brandName: 'Hijacked' }, { site: t.siteA });
    expect(change.http).toBe(401);
    expect((await row()).brandName).not.toBe('Hijacked');
  });
});

describe('changing the settings', () => {
  it('round-trips every field and shows it on the public site config at once', async () => {
    const logo = await uploadedImage(t, admin, 'logo');
    const icon = await uploadedImage(t, admin, 'icon');
    const banner = await uploadedImage(t, admin, 'banner');
    const qr = await uploadedImage(t, admin, 'qrcode');
    const body = {
      siteName: 'Northwind Copy Trading',
      brandName: 'Northwind',
      icon,
      navibarLogo: logo,
      footBarLogo: logo,
      bannerBg: banner,
      themeColor: '#0A5',
      secondThemeColor: '#f59e0b',
      fontColor: '#1f2937',
      secondFontColor: '#4b5563',
      headerBgc: '#111827',
      footerBgc: '#0b1220',
      rightBarBackgroundColor: '#1e3a8a',
      fontFamily: 'pingfang',
      companyIntro: { zh_CN: '公司简介', en_US: 'Company intro', zh_Hant: '公司簡介' },
      teamIntro: { zh_CN: '团队', en_US: 'Team', zh_Hant: '團隊' },
      mission: { zh_CN: '使命', en_US: 'Mission', zh_Hant: '使命' },
      goal: { zh_CN: '目标', en_US: 'Goal', zh_Hant: '目標' },
      expectation: { zh_CN: '期望', en_US: 'Expectation', zh_Hant: '期望' },
      workTime: { zh_CN: '周一至周五', en_US: 'Mon-Fri', zh_Hant: '週一至週五' },
      openStatement: { zh_CN: '风险声明', en_US: 'Risk statement', zh_Hant: '風險聲明' },
      availableLang: [2, 1],
      defaultLang: 2,
      custServicePhone: '+852 1234 5678',
      custServiceEmail: 'help@northwind.com',
      qqCustService: '800820000',
      qqGroup: 'https://qm.qq.com/q/abc',
      weixinQcodeCustService: qr,
      weixinQcodePub: qr,
      whatsapp: '+85212345678',
      telegram: '@northwind',
      skype: 'northwind.help',
      footerGroups: [
        {
          title: { zh_CN: '关于', en_US: 'About', zh_Hant: '關於' },
          links: [
            { title: { zh_CN: '简介', en_US: 'Intro', zh_Hant: '簡介' }, url: '/aboutUs/introduce' },
            {
              title: { zh_CN: '博客', en_US: 'Blog', zh_Hant: '部落格' },
              url: 'https://blog.northwind.example',
            },
          ],
        },
      ],
      statisticsCode: 'https://stats.northwind.example/s.js',
      verifyMethod: 1,
      reverseCopyFlag: 0,
      typeList: [3, 1],
      openWallet: false,
      openSettlement: true,
      proportion: '0.35',
      usdtCnyRate: '7.25',
      usdtTrc20Address: ADDRESS,
    };
    const res = await saveSettings(t, admin, body);
    expect(res.http, JSON.stringify(res.body)).toBe(200);
    const saved = res.body.content[0]!;
    const { themeColor: _c, proportion: _p, usdtCnyRate: _r, typeList: _l, ...plain } = body;
    expect(saved).toMatchObject(plain);
    expect(saved.themeColor).toBe('#00aa55');
    expect(saved.proportion).toBe('0.3500');
    expect(saved.usdtCnyRate).toBe('7.25');
    expect(saved.typeList).toEqual([1, 3]);
    expect(await readSettings(t, admin)).toEqual(saved);

    // The public face follows at once, texts in the reader's language.
    const config = await siteConfig('en_US');
    expect(config).toMatchObject({
      brandName: 'Northwind',
      siteName: 'Northwind Copy Trading',
      navibarLogo: logo,
      themeColor: '#00aa55',
      fontFamily: FONT_STACKS.pingfang,
      companyIntro: 'Company intro',
      availableLang: '2,1',
      defaultLang: 2,
      verifyMethod: 1,
      statisticsCode: 'https://stats.northwind.example/s.js',
    });
    // The page's CSS variables are derived from the new colours and font, ready for the first screen.
    expect(config.themeVariables).toMatchObject({
      '--ct-primary': '#00aa55',
      '--ct-header-bg': '#111827',
      '--ct-header-text': '#fff',
      '--ct-footer-bg': '#0b1220',
      '--ct-rightbar-bg': '#1e3a8a',
      '--ct-text': 'rgba(31,41,55,0.88)',
      '--ct-font-family': FONT_STACKS.pingfang,
    });
    expect((await siteConfig('zh_Hant')).mission).toBe('使命');
    const footer = await t.call({ method: 'POST', url: API.getSiteFooterContent.path, language: 'en_US' });
    expect(footer.json<{ content: [{ groups: unknown[] }] }>().content[0].groups).toEqual([
      {
        title: 'About',
        links: [
          { title: 'Intro', url: '/aboutUs/introduce' },
          { title: 'Blog', url: 'https://blog.northwind.example' },
        ],
      },
    ]);
    const other = await t.call({ method: 'GET', url: API.getSiteOtherInfo.path });
    expect(other.json<{ content: [Record<string, unknown>] }>().content[0]).toMatchObject({
      openWallet: false,
      openSettlement: true,
      proportion: '0.3500',
      usdtCnyRate: '7.25',
      usdtTrc20Address: ADDRESS,
    });
    // Site B is untouched.
    expect((await siteConfig('en_US', t.siteB)).brandName).toBe('Brand site-b');
  });

  it('keeps a language left out of a text, and a field not sent', async () => {
    const res = await saveSettings(t, admin, { mission: { en_US: 'New mission' } });
    expect(res.http).toBe(200);
    expect(res.body.content[0]!.mission).toEqual({ zh_CN: '使命', en_US: 'New mission', zh_Hant: '使命' });
    expect(res.body.content[0]!.brandName).toBe('Northwind');
  });

  it('writes one audit row per change with only the changed fields, none when nothing changed', async () => {
    const before = (await auditRows()).length;
    const res = await saveSettings(t, admin, {
      brandName: 'Northwind FX',
      themeColor: '#00aa55',
      skype: 'nw.help',
    });
    expect(res.http).toBe(200);
    const rows = await auditRows();
    expect(rows).toHaveLength(before + 1);
    expect(rows[0]).toMatchObject({
      actorKind: 'admin',
      actorId: admin.id,
      actorName: 'Ada',
      action: 'settings',
      before: { brandName: 'Northwind', skype: 'northwind.help' },
      after: { brandName: 'Northwind FX', skype: 'nw.help' },
    });
    // The same values again: nothing changed, nothing audited.
    await saveSettings(t, admin, { brandName: 'Northwind FX' });
    expect(await auditRows()).toHaveLength(before + 1);
    const list = await send<SiteAuditEntry>(t, admin, 'GET', API.adminQuerySiteAudit.path, {
      page: '1',
      pageSize: '2',
    });
    expect(list.http).toBe(200);
    expect(list.body.total).toBe(before + 1);
    expect(list.body.content).toHaveLength(2);
    expect(list.body.content[0]).toMatchObject({ action: 'settings', after: { brandName: 'Northwind FX' } });
    expect((await send(t, user, 'GET', API.adminQuerySiteAudit.path)).http).toBe(403);
    // Site B's admin sees only his site's log.
    const bList = await send<SiteAuditEntry>(t, adminB, 'GET', API.adminQuerySiteAudit.path, undefined, {
      site: t.siteB,
    });
    expect(bList.body.total).toBe(0);
  });

  it('audits the first full save too: the footer groups as they were and became', async () => {
    const rows = await auditRows();
    const first = rows.at(-1)!;
    expect(first.action).toBe('settings');
    expect(Object.keys(first.after)).toContain('footerGroups');
    expect(Object.keys(first.after)).not.toContain('copyMaxNumber');
  });

  it('updateBrandInfo (and its /mam/main twin) changes the brand, audited as brand', async () => {
    const res = await send<SiteSettings>(t, admin, 'PUT', API.updateBrandInfo.path, {
      brandName: 'Northwind Pro',
      headerBgc: '#222',
    });
    expect(res.http).toBe(200);
    expect(res.body.content[0]).toMatchObject({ brandName: 'Northwind Pro', headerBgc: '#222222' });
    expect((await auditRows())[0]).toMatchObject({ action: 'brand', after: { brandName: 'Northwind Pro' } });
    const twin = await send<SiteSettings>(t, admin, 'PUT', API.mamUpdateBrandInfo.path, {
      brandName: 'Northwind',
    });
    expect(twin.http).toBe(200);
    expect((await siteConfig()).brandName).toBe('Northwind');
    // The brand call takes the brand only.
    const wider = await send(t, admin, 'PUT', API.updateBrandInfo.path, { custServicePhone: '123' });
    expect(wider.http).toBe(400);
  });

  it('the payment settings call is audited too', async () => {
    const res = await send(t, admin, 'POST', API.adminUpdateSitePaymentSettings.path, {
      usdtCnyRate: '7.30',
      usdtTrc20Address: ADDRESS,
    });
    expect(res.http).toBe(200);
    expect((await auditRows())[0]).toMatchObject({
      action: 'payment',
      before: { usdtCnyRate: '7.25' },
      after: { usdtCnyRate: '7.30' },
    });
  });

  it('warns about poor contrast in the answer without refusing it', async () => {
    const res = await saveSettings(t, admin, {
      headerBgc: '#777777',
      themeColor: '#ffd54f',
      fontColor: '#1f2937',
    });
    expect(res.http).toBe(200);
    const warnings = res.body.content[0]!.contrastWarnings;
    expect(warnings.map((w) => w.pair).sort()).toEqual(['button', 'header']);
    const header = warnings.find((w) => w.pair === 'header')!;
    expect(header).toMatchObject({ field: 'headerBgc', foreground: '#ffffff', background: '#777777' });
    expect(header.ratio).toBeLessThan(4.5);
    expect((await row()).headerBgc).toBe('#777777');
    const fixed = await saveSettings(t, admin, { headerBgc: '#111827', themeColor: '#0b6e4f' });
    expect(fixed.body.content[0]!.contrastWarnings).toEqual([]);
  });
});

describe('bad input', () => {
  const cases: [string, Record<string, unknown>, string, Record<string, string>][] = [
    [
      'a colour in words',
      { themeColor: 'red' },
      'themeColor',
      {
        zh_CN: '请输入正确的颜色，如 #1f6feb 或 #fff',
        en_US: 'Please enter a colour such as #1f6feb or #fff',
        zh_Hant: '請輸入正確的顏色，如 #1f6feb 或 #fff',
      },
    ],
    ['a 4-digit colour', { headerBgc: '#abcd' }, 'headerBgc', {}],
    ['a colour with a script', { fontColor: '#fff;background:url(x)' }, 'fontColor', {}],
    [
      'a statistics script over http',
      { statisticsCode: 'http://stats.example/s.js' },
      'statisticsCode',
      { en_US: 'Please enter an address starting with https://' },
    ],
    ['a statistics script as javascript:', { statisticsCode: 'javascript:alert(1)' }, 'statisticsCode', {}],
    [
      'a footer link to javascript:',
      {
        footerGroups: [
          { title: { en_US: 'x' }, links: [{ title: { en_US: 'y' }, url: 'javascript:alert(1)' }] },
        ],
      },
      'footerGroups.0.links.0.url',
      {},
    ],
    ['an unknown language', { availableLang: [1, 4] }, 'availableLang.1', {}],
    [
      'no language at all',
      { availableLang: [] },
      'availableLang',
      { en_US: 'Please choose at least one language' },
    ],
    [
      'a default language not offered',
      { availableLang: [1, 3], defaultLang: 2 },
      'defaultLang',
      { en_US: 'The default language must be one of the languages offered' },
    ],
    ['an unknown font', { fontFamily: 'Comic Sans MS' }, 'fontFamily', {}],
    ['an image from elsewhere', { navibarLogo: 'https://evil.example/logo.png' }, 'navibarLogo', {}],
    ['a share above 100 %', { proportion: '1.5' }, 'proportion', {}],
    ['a QQ link to javascript:', { qqGroup: 'javascript:alert(1)' }, 'qqGroup', {}],
    ['a fee model 4', { typeList: [1, 4] }, 'typeList.1', {}],
    ['an empty brand name', { brandName: '  ' }, 'brandName', { en_US: 'This field is required' }],
    [
      'a TRC20 address with a bad checksum',
      { usdtTrc20Address: `${ADDRESS.slice(0, -1)}u` },
      'usdtTrc20Address',
      {},
    ],
  ];

  it.each(cases)(
    'refuses %s with a localized field error and changes nothing',
    async (_name, body, field, texts) => {
      const before = await row();
      const auditBefore = (await auditRows()).length;
      for (const language of ['zh_CN', 'en_US', 'zh_Hant'] as const) {
        const res = await saveSettings(t, admin, body, { language });
        expect(res.http).toBe(400);
        expect(res.body.status).toBe(STATUS.VALIDATION_FAILED);
        const errors = res.body.content as unknown as { field: string; message: string }[];
        const error = errors.find((e) => e.field === field);
        expect(error, JSON.stringify(errors)).toBeDefined();
        if (texts[language]) expect(error!.message).toBe(texts[language]);
      }
      expect(await row()).toEqual(before);
      expect(await auditRows()).toHaveLength(auditBefore);
    },
  );

  it('the default language must stay among the languages offered when only these change', async () => {
    await saveSettings(t, admin, { availableLang: [1, 2], defaultLang: 2 });
    const res = await saveSettings(t, admin, { availableLang: [1] }, { language: 'en_US' });
    expect(res.http).toBe(400);
    expect(res.body.content).toEqual([
      { field: 'availableLang', message: 'The default language must be one of the languages offered' },
    ]);
    expect((await row()).availableLang).toBe('1,2');
  });

  it("refuses another site's uploaded image and a changed shipped file, naming the field", async () => {
    const theirs = await uploadedImage(t, adminB, 'logo', t.siteB);
    const res = await saveSettings(
      t,
      admin,
      { navibarLogo: theirs, icon: '/uploads/site/demo/other.svg' },
      {
        language: 'en_US',
      },
    );
    expect(res.http).toBe(400);
    expect(res.body.content).toEqual(
      expect.arrayContaining([
        { field: 'navibarLogo', message: 'Please upload the image on this page' },
        { field: 'icon', message: 'Please upload the image on this page' },
      ]),
    );
  });

  it('never takes the platform fields: a crafted body is refused whole and changes nothing', async () => {
    const before = await row();
    for (const crafted of [
      { copyMaxNumber: 999 },
      { masterMaxNumber: -1 },
      { userCopyLimit: -1 },
      { userTradeLimit: -1 },
      { beginTime: 0, endTime: 4102444800000 },
      { version: 1 },
      { status: 1 },
      { siteType: 5 },
      { brandName: 'Sneaky', copyMaxNumber: 999 },
    ]) {
      for (const path of [
        API.adminUpdateSiteSettings.path,
        API.mamAdminUpdateSiteSettings.path,
        API.updateBrandInfo.path,
      ]) {
        const res = await send(t, admin, 'PUT', path, crafted, { language: 'en_US' });
        expect(res.http).toBe(400);
        expect(res.body.status).toBe(STATUS.VALIDATION_FAILED);
      }
    }
    expect(await row()).toEqual(before);
  });

  it('a user who is not the admin gets 403 and changes nothing', async () => {
    const before = await row();
    for (const [method, url] of [
      ['PUT', API.adminUpdateSiteSettings.path],
      ['PUT', API.updateBrandInfo.path],
      ['PUT', API.mamUpdateBrandInfo.path],
    ] as const) {
      const res = await send(t, user, method, url, { brandName: 'Mine now' });
      expect(res.http).toBe(403);
      expect(res.body.status).toBe(STATUS.ADMIN_ONLY);
    }
    expect(await row()).toEqual(before);
  });
});

describe('taking effect without a restart', () => {
  it("the next page's script policy follows a changed statistics script (the resolver's cache is dropped)", async () => {
    const page = () => t.app.inject({ method: 'GET', url: '/home', headers: { host: 'a.test' } });
    await saveSettings(t, admin, { statisticsCode: 'https://one.stats.example/s.js' });
    expect((await page()).headers['content-security-policy']).toContain('https://one.stats.example');
    // The clock does not move: without dropping the cached site the policy would keep the old host.
    await saveSettings(t, admin, { statisticsCode: 'https://two.stats.example/s.js' });
    const csp = String((await page()).headers['content-security-policy']);
    expect(csp).toContain('https://two.stats.example');
    expect(csp).not.toContain('https://one.stats.example');
  });

  it('a changed brand is on the very next getSiteConfig', async () => {
    await siteConfig();
    await send(t, admin, 'PUT', API.updateBrandInfo.path, { brandName: 'Right Now' });
    expect((await siteConfig()).brandName).toBe('Right Now');
  });

  it('replacing the footer groups leaves the header menu alone', async () => {
    const header = await t.db.select().from(siteColumns).where(eq(siteColumns.position, 'header'));
    await saveSettings(t, admin, { footerGroups: [] });
    expect((await readSettings(t, admin)).footerGroups).toEqual([]);
    expect(await t.db.select().from(siteColumns).where(eq(siteColumns.position, 'header'))).toEqual(header);
  });
});

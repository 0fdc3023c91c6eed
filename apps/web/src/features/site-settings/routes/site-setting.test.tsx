import type { SiteBanner, SiteSettings } from '@copytrade/contracts/site-settings';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signIn } from '@/testing/accounts-fixtures';
import { siteFixture } from '@/testing/fixtures';
import { callsTo, envelope, mockFetch, sentBody, type MockAnswer } from '@/testing/fetch-mock';
import { englishPageTest } from '@/testing/page-test';
import { renderWithApp } from '@/testing/render';
import { SiteSettingRoute } from './site-setting';

const TEXT = { zh_CN: '', en_US: '', zh_Hant: '' };

function settingsFixture(overrides: Partial<SiteSettings> = {}): SiteSettings {
  return {
    siteId: 'demo',
    siteName: 'Acme Copy Trading',
    brandName: 'Acme Copy',
    icon: '',
    navibarLogo: '',
    footBarLogo: '',
    bannerBg: '',
    themeColor: '#1f6feb',
    secondThemeColor: '#00b386',
    fontColor: '#1f2937',
    secondFontColor: '#4b5563',
    headerBgc: '#0b1f3a',
    footerBgc: '#0a1628',
    rightBarBackgroundColor: '#1f6feb',
    fontFamily: 'default',
    companyIntro: { ...TEXT, zh_CN: '公司', en_US: 'Company' },
    teamIntro: TEXT,
    mission: TEXT,
    goal: TEXT,
    expectation: TEXT,
    workTime: TEXT,
    openStatement: TEXT,
    availableLang: [1, 2],
    defaultLang: 1,
    custServicePhone: '',
    custServiceEmail: '',
    qqCustService: '',
    qqGroup: '',
    weixinQcodeCustService: '',
    weixinQcodePub: '',
    whatsapp: '',
    telegram: '',
    skype: '',
    footerGroups: [],
    statisticsCode: '',
    verifyMethod: 0,
    reverseCopyFlag: 1,
    typeList: [1, 2, 3],
    openWallet: true,
    openSettlement: true,
    proportion: '0.2000',
    usdtCnyRate: null,
    usdtTrc20Address: '',
    frameAncestors: [],
    domainName: 'localhost',
    domains: [
      {
        id: 1,
        domain: 'localhost',
        look: null,
        primary: true,
        current: true,
        createTime: Date.UTC(2026, 0, 5),
        checkedAt: null,
        checkOk: null,
      },
    ],
    platform: {
      siteType: 2,
      templateType: 1,
      version: 1,
      status: 1,
      beginTime: null,
      endTime: null,
      copyMaxNumber: -1,
      masterMaxNumber: 10,
      userCopyLimit: -1,
      userTradeLimit: 500,
    },
    contrastWarnings: [],
    updateTime: Date.UTC(2026, 0, 5),
    ...overrides,
  };
}

function banner(id: number, title: string, sort: number): SiteBanner {
  return { id, title, sort, image: '', linkUrl: '', language: '', enabled: true, updateTime: 0 };
}

function mockSettings(
  options: {
    settings?: SiteSettings;
    routes?: Record<string, MockAnswer | ((url: URL, init: RequestInit) => MockAnswer)>;
  } = {},
) {
  const settings = options.settings ?? settingsFixture();
  return mockFetch({
    '/community/api/selectCommunityUserInfo': { body: envelope([]) },
    '/cms/front/getSiteConfig': { body: envelope([siteFixture()]) },
    '/community/front/getSiteOtherInfo': { body: envelope([]) },
    '/community/api/adminQuerySiteSettings': { body: envelope([settings]) },
    '/community/api/adminUpdateSiteSettings': (_url, init) => ({
      body: envelope([{ ...settings, ...(sentBody(init) as object) }]),
    }),
    '/community/api/adminQuerySiteAudit': { body: envelope([], 10000, 'ok', 0) },
    ...options.routes,
  });
}

const previewVar = (name: string) => screen.getByTestId('brand-preview').style.getPropertyValue(name);

describe('the site settings page (site admin)', () => {
  englishPageTest();

  it('is closed to anyone but the site admin, without asking the server', async () => {
    signIn({ isAdmin: false });
    const spy = mockSettings();
    renderWithApp(<SiteSettingRoute />);
    expect(await screen.findByText('Only the site admin can open this page')).toBeInTheDocument();
    expect(callsTo(spy, '/community/api/adminQuerySiteSettings')).toHaveLength(0);
  });

  it('redraws the live preview as a colour is typed, before saving', async () => {
    const user = userEvent.setup();
    signIn({ isAdmin: true });
    const spy = mockSettings();
    renderWithApp(<SiteSettingRoute />);
    const header = await screen.findByLabelText('Header background', { selector: 'input' });
    expect(previewVar('--pv-header-bg')).toBe('#0b1f3a');
    // Light text on the dark header.
    expect(previewVar('--pv-header-text')).toBe('#ffffff');
    await user.clear(header);
    await user.type(header, '#f5f5f5');
    expect(previewVar('--pv-header-bg')).toBe('#f5f5f5');
    // On a light header the text takes the font colour.
    expect(previewVar('--pv-header-text')).toBe('#1f2937');
    const brand = screen.getByLabelText('Brand name');
    await user.clear(brand);
    await user.type(brand, 'Northwind');
    expect(within(screen.getByTestId('preview-header')).getByText('Northwind')).toBeInTheDocument();
    expect(callsTo(spy, '/community/api/adminUpdateSiteSettings')).toHaveLength(0);
  });

  it('warns about a poor colour pair next to the colour and above the preview', async () => {
    const user = userEvent.setup();
    signIn({ isAdmin: true });
    mockSettings();
    renderWithApp(<SiteSettingRoute />);
    const theme = await screen.findByLabelText('Theme colour', { selector: 'input' });
    expect(screen.queryByTestId('contrast-warning')).not.toBeInTheDocument();
    await user.clear(theme);
    await user.type(theme, '#ffd54f');
    expect(await screen.findByTestId('contrast-warning')).toHaveTextContent('1 colour pair is hard to read');
    expect(screen.getByTestId('contrast-button')).toHaveTextContent(
      'Button text contrast 1.41:1, below 4.5:1',
    );
  });

  it('refuses a bad colour in the browser and sends nothing; a good save sends the brand only and reloads the theme', async () => {
    const user = userEvent.setup();
    signIn({ isAdmin: true });
    const spy = mockSettings();
    const { queryClient } = renderWithApp(<SiteSettingRoute />);
    const theme = await screen.findByLabelText('Theme colour', { selector: 'input' });
    await user.clear(theme);
    await user.type(theme, 'red');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter a colour such as #1f6feb or #fff')).toBeInTheDocument();
    expect(callsTo(spy, '/community/api/adminUpdateSiteSettings')).toHaveLength(0);

    await user.clear(theme);
    await user.type(theme, '#0a5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(spy, '/community/api/adminUpdateSiteSettings')).toHaveLength(1));
    const body = sentBody(callsTo(spy, '/community/api/adminUpdateSiteSettings')[0]![1]) as Record<
      string,
      unknown
    >;
    expect(body.themeColor).toBe('#0a5');
    expect(Object.keys(body).sort()).toEqual(
      [
        'bannerBg',
        'brandName',
        'fontColor',
        'fontFamily',
        'footBarLogo',
        'footerBgc',
        'headerBgc',
        'icon',
        'navibarLogo',
        'rightBarBackgroundColor',
        'secondFontColor',
        'secondThemeColor',
        'siteName',
        'themeColor',
      ].sort(),
    );
    // The site config is marked stale: the app root (which observes it) reads it again and re-themes.
    await waitFor(() => expect(queryClient.getQueryState(['site-config'])?.isInvalidated).toBe(true));
  });

  it("puts the server's field error under its field", async () => {
    const user = userEvent.setup();
    signIn({ isAdmin: true });
    mockSettings({
      routes: {
        '/community/api/adminUpdateSiteSettings': {
          status: 400,
          body: envelope(
            [{ field: 'navibarLogo', message: 'Please upload the image on this page' }],
            40000,
            'Invalid input',
          ),
        },
      },
    });
    renderWithApp(<SiteSettingRoute />);
    await screen.findByLabelText('Brand name');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please upload the image on this page')).toBeInTheDocument();
  });

  it('checks a picked image for type and 2 MB before sending anything', async () => {
    signIn({ isAdmin: true });
    const spy = mockSettings();
    renderWithApp(<SiteSettingRoute />);
    await screen.findByLabelText('Brand name');
    const input = screen.getAllByLabelText('Header logo', { selector: 'input[type=file]' })[0]!;
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'logo.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText('other image cannot exceed 2MB')).toBeInTheDocument();
    const text = new File(['#!/bin/sh'], 'logo.png', { type: 'text/plain' });
    fireEvent.change(input, { target: { files: [text] } });
    expect(await screen.findByText('Only PNG, JPG, GIF or WebP images can be uploaded')).toBeInTheDocument();
    expect(callsTo(spy, '/community/api/adminUploadSiteImage')).toHaveLength(0);
  });

  it('shows the platform limits read-only, unlimited as such', async () => {
    signIn({ isAdmin: true });
    mockSettings();
    renderWithApp(<SiteSettingRoute />, { path: '/?tab=platform' });
    const limits = await screen.findByTestId('platform-limits');
    expect(within(limits).getAllByText('Unlimited')).toHaveLength(2);
    expect(within(limits).getByText('500')).toBeInTheDocument();
    expect(within(limits).getByText('Custom-branded')).toBeInTheDocument();
    expect(within(limits).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(limits).queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(screen.getByText('These values are shown only; they cannot be changed here.')).toBeInTheDocument();
  });

  it('opens the MetaApi tab from the address, after Domains', async () => {
    signIn({ isAdmin: true });
    mockSettings({
      routes: {
        '/community/api/adminQueryMetaApi': {
          body: envelope([
            {
              configured: false,
              tokenHint: '',
              region: '',
              sdkInstalled: true,
              accounts: 0,
              updateTime: null,
            },
          ]),
        },
      },
    });
    renderWithApp(<SiteSettingRoute />, { path: '/?tab=metaApi' });
    expect(await screen.findByRole('heading', { name: 'MetaApi cloud connection' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs.indexOf('MetaApi')).toBe(tabs.indexOf('Domains') + 1);
    expect(screen.getByRole('tab', { name: 'MetaApi' })).toHaveAttribute('aria-selected', 'true');
  });

  it('adds a domain, checks it (OK with the time) and refuses a malformed one in the browser', async () => {
    const user = userEvent.setup();
    signIn({ isAdmin: true });
    const added = {
      id: 2,
      domain: 'brand2.localhost:3103',
      look: null,
      primary: false,
      current: false,
      createTime: Date.UTC(2026, 0, 6),
      checkedAt: null,
      checkOk: null,
    };
    let domains = settingsFixture().domains;
    const spy = mockSettings({
      routes: {
        '/community/api/adminQuerySiteSettings': () => ({ body: envelope([settingsFixture({ domains })]) }),
        '/community/api/adminAddSiteDomain': () => {
          domains = [...domains, added];
          return { body: envelope(domains) };
        },
        '/community/api/adminCheckSiteDomain': {
          body: envelope([
            { ...added, checkOk: true, checkedAt: Date.UTC(2026, 0, 6, 8, 30), failure: null },
          ]),
        },
      },
    });
    renderWithApp(<SiteSettingRoute />, { path: '/?tab=domains' });
    const box = await screen.findByLabelText('New domain');
    await user.type(box, 'bad domain/path');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(
      await screen.findByText('Please enter a valid domain, such as www.example.com or brand.localhost:3000'),
    ).toBeInTheDocument();
    expect(callsTo(spy, '/community/api/adminAddSiteDomain')).toHaveLength(0);
    await user.clear(box);
    await user.type(box, 'Brand2.localhost:3103');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(callsTo(spy, '/community/api/adminAddSiteDomain')).toHaveLength(1));
    expect(sentBody(callsTo(spy, '/community/api/adminAddSiteDomain')[0]![1])).toEqual({
      domain: 'Brand2.localhost:3103',
    });
    expect(await screen.findByText('brand2.localhost:3103')).toBeInTheDocument();
    const checks = screen.getAllByRole('button', { name: 'Check' });
    await user.click(checks[1]!);
    expect(await screen.findByTestId('check-brand2.localhost:3103')).toHaveTextContent('OK');
    // The last domain cannot be removed; with two, both can.
    expect(screen.getByRole('button', { name: 'Remove localhost' })).toBeEnabled();
  });

  it('moves a banner down with the arrows: the whole new order is sent', async () => {
    const user = userEvent.setup();
    signIn({ isAdmin: true });
    const list = [banner(11, 'First', 1), banner(12, 'Second', 2), banner(13, 'Third', 3)];
    const spy = mockSettings({
      routes: {
        '/community/api/adminQuerySiteBanners': { body: envelope(list) },
        '/community/api/adminSortSiteBanners': (_url, init) => {
          const ids = (sentBody(init) as { ids: number[] }).ids;
          return { body: envelope(ids.map((id, i) => ({ ...list.find((b) => b.id === id)!, sort: i + 1 }))) };
        },
      },
    });
    renderWithApp(<SiteSettingRoute />, { path: '/?tab=banners' });
    expect(
      (await screen.findAllByTestId('banner-row')).map((row) => within(row).getByRole('strong').textContent),
    ).toEqual(['First', 'Second', 'Third']);
    await user.click(screen.getAllByRole('button', { name: 'Move down' })[0]!);
    await waitFor(() => expect(callsTo(spy, '/community/api/adminSortSiteBanners')).toHaveLength(1));
    expect(sentBody(callsTo(spy, '/community/api/adminSortSiteBanners')[0]![1])).toEqual({
      ids: [12, 11, 13],
    });
    await waitFor(() =>
      expect(
        screen.getAllByTestId('banner-row').map((row) => within(row).getByRole('strong').textContent),
      ).toEqual(['Second', 'First', 'Third']),
    );
  });
});

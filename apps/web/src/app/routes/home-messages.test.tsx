import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { publicRoutes } from './public-routes';
import {
  FILTER_LIST,
  homeTradePage,
  homeTradeRow,
  starRow,
  traderDynamic,
  tradeNews,
} from '@/features/square/components/square-fixtures';
import { rankingRow } from '@/testing/community-fixtures';
import { envelope, mockFetch } from '@/testing/fetch-mock';
import { renderRoutes } from '@/testing/render';
import { mockProfileApi } from '@/features/trader-profile/components/profile-fixtures';
import { CORE_SECTIONS, PROFILE_SECTIONS } from '@/i18n/core-sections';
import zhCN from '@/i18n/locales/zh_CN.json';

const SECTIONS = Object.keys(zhCN);
const CORE: ReadonlySet<string> = new Set(CORE_SECTIONS);
const PROFILE: ReadonlySet<string> = new Set([...CORE_SECTIONS, ...PROFILE_SECTIONS]);
/** A message key as i18next shows it when the text is missing: `section.rest.of.key`. */
const KEY = new RegExp(`\\b(${SECTIONS.join('|')})\\.[A-Za-z][\\w.]*`, 'g');

function missingKeys(): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent ?? '');
  for (const element of document.body.querySelectorAll('*')) {
    for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
      const value = element.getAttribute(name);
      if (value) texts.push(value);
    }
  }
  return [...new Set(texts.flatMap((text) => text.match(KEY) ?? []))];
}

function coreOnly(messages: Record<string, unknown>, sections: ReadonlySet<string> = CORE) {
  return Object.fromEntries(Object.entries(messages).filter(([section]) => sections.has(section)));
}

function mockHome() {
  return mockFetch({
    '/community/front/getHeaderData': { body: envelope([]) },
    '/cms/front/getSiteFooterContent': { body: envelope([]) },
    '/cms/front/getModuleContentList': { body: envelope([], 10000, 'ok', 0) },
    '/community/front/queryHomeCommunityTrade': {
      body: envelope([
        homeTradePage([homeTradeRow(), homeTradeRow({ mtAccId: 2, userName: 'Willow Carry' })], 24),
      ]),
    },
    '/community/front/traderDynamicInfo': { body: envelope(traderDynamic()) },
    '/community/front/topRecommendsOfInex': {
      body: envelope([
        { traders: 44, followers: 19, copiedTrades30d: 2038, copyProfit: '100.00', stars: [starRow()] },
      ]),
    },
    '/community/front/tradeNews': { body: envelope([tradeNews()]) },
  });
}

describe('the home page’s core messages', () => {
  beforeEach(() => {
    i18next.removeResourceBundle('zh_CN', 'translation');
    i18next.addResourceBundle('zh_CN', 'translation', coreOnly(zhCN));
  });
  afterEach(() => {
    i18next.addResourceBundle('zh_CN', 'translation', zhCN, true, true);
    vi.unstubAllGlobals();
  });

  it('lists sections that exist', () => {
    for (const section of CORE_SECTIONS) expect(SECTIONS).toContain(section);
  });

  it('are every text the home page shows, with a row opened and on the next page', async () => {
    mockHome();
    const user = userEvent.setup();
    renderRoutes(publicRoutes(), { path: '/home' });
    const row = (await screen.findByRole('link', { name: 'Willow Carry' })).closest('tr')!;
    await user.click(within(row).getByRole('button', { expanded: false }));
    await screen.findByRole('list', { name: zhCN.homeTable.activity });
    await user.click(screen.getByRole('button', { name: '2' }));
    expect(missingKeys()).toEqual([]);
  });

  it('would catch a text the home page lacks', async () => {
    i18next.removeResourceBundle('zh_CN', 'translation');
    i18next.addResourceBundle('zh_CN', 'translation', { ...coreOnly(zhCN), homeTable: {} });
    mockHome();
    renderRoutes(publicRoutes(), { path: '/home' });
    await screen.findByRole('link', { name: 'Willow Carry' });
    expect(missingKeys()).toEqual(expect.arrayContaining(['homeTable.trader', 'homeTable.totals']));
  });
});

function mockSquare() {
  return mockFetch({
    '/community/front/getHeaderData': { body: envelope([]) },
    '/cms/front/getSiteFooterContent': { body: envelope([]) },
    '/community/front/getfilterlist': { body: envelope([FILTER_LIST]) },
    '/community/front/selectbyfilter': {
      body: envelope([rankingRow(), rankingRow({ mtAccId: 2, userName: 'Willow Carry' })], 10000, 'ok', 30),
    },
  });
}

describe('the strategy square’s core messages', () => {
  beforeEach(() => {
    // The pager scrolls the results into view; jsdom has no layout.
    Element.prototype.scrollIntoView = vi.fn();
    i18next.removeResourceBundle('zh_CN', 'translation');
    i18next.addResourceBundle('zh_CN', 'translation', coreOnly(zhCN));
  });
  afterEach(() => {
    i18next.addResourceBundle('zh_CN', 'translation', zhCN, true, true);
    vi.unstubAllGlobals();
    // @ts-expect-error jsdom has none; the stub goes with the test.
    delete Element.prototype.scrollIntoView;
  });

  it('are every text the square shows, its filters open and on the next page', async () => {
    mockSquare();
    const user = userEvent.setup();
    renderRoutes(publicRoutes(), { path: '/community/trader' });
    await screen.findByRole('article', { name: /Willow Carry/ });
    await user.click(
      screen.getByRole('button', { name: new RegExp(zhCN.square.filtersTitle), expanded: false }),
    );
    await screen.findByRole('button', { name: new RegExp(zhCN.square.filtersTitle), expanded: true });
    await user.click(screen.getByRole('button', { name: '2' }));
    await screen.findByRole('article', { name: /Willow Carry/ });
    expect(missingKeys()).toEqual([]);
  });
});

describe('a trader profile’s messages', () => {
  beforeEach(() => {
    i18next.removeResourceBundle('zh_CN', 'translation');
    i18next.addResourceBundle('zh_CN', 'translation', coreOnly(zhCN, PROFILE));
  });
  afterEach(() => {
    i18next.addResourceBundle('zh_CN', 'translation', zhCN, true, true);
    vi.unstubAllGlobals();
  });

  it('list sections that exist, apart from the core', () => {
    for (const section of PROFILE_SECTIONS) {
      expect(SECTIONS).toContain(section);
      expect(CORE.has(section)).toBe(false);
    }
  });

  it('are every text the profile’s first screen shows with the core', async () => {
    mockProfileApi({
      '/community/front/getHeaderData': { body: envelope([]) },
      '/cms/front/getSiteFooterContent': { body: envelope([]) },
      '/community/front/visitorQueryCommunityUserInfo': { body: envelope([]) },
      '/community/front/accAndCommentInfo': { body: envelope([]) },
    });
    renderRoutes(publicRoutes(), { path: '/community/trader/1' });
    await screen.findByRole('heading', { level: 1, name: 'Atlas Capital' });
    await screen.findByRole('img', { name: zhCN.profile.chart.growthLabel });
    expect(missingKeys()).toEqual([]);
  });
});

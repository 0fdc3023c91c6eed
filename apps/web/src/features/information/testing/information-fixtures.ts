import type { ContentDetail, ContentItem, ContentTag, ModuleShowInfo } from '@copytrade/contracts/cms';
import { envelope, mockFetch, type MockAnswer, type MockRoute } from '@/testing/fetch-mock';

/** Test data of the market news: three items, two tags. */
export const PUBLISHED = Date.UTC(2026, 10, 20, 9);
const DAY = 86_400_000;
const API = '/cms/front';

export function newsItem(overrides: Partial<ContentItem> = {}): ContentItem {
  return {
    contentId: 31,
    moduleCode: 'information',
    typeId: null,
    typeCode: '',
    typeName: '',
    title: 'The week ahead: central banks in focus',
    summary: 'Three rate decisions and the payrolls report shape the week.',
    body: '',
    cover: '',
    tags: [{ tagId: 2, code: 'analysis', name: 'Market analysis' }],
    attachments: [],
    linkUrl: '',
    platform: '',
    version: '',
    parentId: null,
    sort: 0,
    lessonCount: 0,
    indexLetter: '',
    viewCount: 1280,
    seoTitle: '',
    seoDescription: '',
    publishTime: PUBLISHED,
    ...overrides,
  };
}

export const NEWS: ContentItem[] = [
  newsItem(),
  newsItem({
    contentId: 32,
    title: 'How the US payrolls report moves USD pairs',
    summary: 'Which numbers matter and how dollar pairs usually respond.',
    viewCount: 2210,
    publishTime: PUBLISHED - 4 * DAY,
  }),
  newsItem({
    contentId: 33,
    title: 'Weekend gap risk',
    summary: 'Why prices can open far from Friday close.',
    tags: [{ tagId: 3, code: 'risk', name: 'Risk management' }],
    viewCount: 640,
    publishTime: PUBLISHED - 14 * DAY,
  }),
];

export const TAGS: ContentTag[] = [
  { tagId: 2, code: 'analysis', name: 'Market analysis', count: 6 },
  { tagId: 3, code: 'risk', name: 'Risk management', count: 4 },
];

export function moduleInfo(overrides: Partial<ModuleShowInfo> = {}): ModuleShowInfo {
  return {
    moduleCode: 'information',
    name: 'Market news',
    description: 'News and analysis of the forex market.',
    shown: true,
    itemCount: NEWS.length,
    classes: [],
    ...overrides,
  };
}

export function newsDetail(overrides: Partial<ContentDetail> = {}): ContentDetail {
  return {
    ...newsItem({ body: '## What to watch\n\nRate decisions from three central banks.' }),
    prev: null,
    next: { contentId: 32, moduleCode: 'information', title: 'How the US payrolls report moves USD pairs' },
    related: [],
    course: null,
    ...overrides,
  };
}

/** A list answer: the items and their total. */
export function listAnswer(items: ContentItem[], total = items.length): MockAnswer {
  return { body: envelope(items, 10000, 'ok', total) };
}

/** The content API of the news pages; the list answers the newest or the most read first. */
export function mockInformationApi(routes: Record<string, MockRoute | MockAnswer> = {}) {
  return mockFetch({
    [`${API}/getModuleShowInfo`]: { body: envelope([moduleInfo()]) },
    [`${API}/getTagListOfContent`]: { body: envelope(TAGS) },
    [`${API}/getModuleContentList`]: (url) =>
      url.searchParams.get('order') === 'hot'
        ? listAnswer([...NEWS].sort((a, b) => b.viewCount - a.viewCount))
        : listAnswer(NEWS),
    [`${API}/getContentByContentId`]: { body: envelope([newsDetail()]) },
    ...Object.fromEntries(Object.entries(routes).map(([path, route]) => [`${API}/${path}`, route])),
  });
}

import type { ContentDetail, ContentItem, ModuleShowInfo } from '@copytrade/contracts/cms';
import { envelope, mockFetch, type MockAnswer, type MockRoute } from '@/testing/fetch-mock';

/** Test data of the download pages: terminals, the bridge EA and a user guide PDF. */
export const PUBLISHED = Date.UTC(2026, 10, 2, 9);
const API = '/cms/front';

export function downloadItem(overrides: Partial<ContentItem> = {}): ContentItem {
  return {
    contentId: 1,
    moduleCode: 'download',
    typeId: 11,
    typeCode: 'terminals',
    typeName: 'Trading terminals',
    title: 'MetaTrader 4 for Windows',
    summary: 'The full desktop terminal.',
    body: '',
    cover: '',
    tags: [],
    attachments: [],
    linkUrl: 'https://download.example.com/mt4setup.exe',
    platform: 'windows',
    version: '4.0 build 1420',
    parentId: null,
    sort: 1,
    lessonCount: 0,
    indexLetter: '',
    viewCount: 120,
    seoTitle: '',
    seoDescription: '',
    publishTime: PUBLISHED,
    ...overrides,
  };
}

export function downloadDetail(overrides: Partial<ContentDetail> = {}): ContentDetail {
  return {
    ...downloadItem({ body: '## Install\n\nRun the installer and log in with your MT4 account.' }),
    prev: null,
    next: null,
    related: [],
    course: null,
    ...overrides,
  };
}

const pdf = (fileName: string, id: number, size: number) => ({
  fileName,
  url: `/cms/front/contentFile?id=${id}`,
  size,
  mime: 'application/pdf',
});

/** The user guide, one file per language (an attachment has no language: its name says it). */
export const GUIDE_PDFS = [
  pdf('用户指南 (简体中文).pdf', 4, 144_187),
  pdf('User Guide (English).pdf', 5, 2_516_582),
  pdf('使用者指南 (繁體中文).pdf', 6, 158_994),
];

/** The demo's downloads, in the editor's order. */
export const DOWNLOADS: ContentItem[] = [
  downloadItem(),
  downloadItem({
    contentId: 2,
    title: 'MetaTrader 4 for macOS',
    platform: 'mac',
    linkUrl: 'https://download.example.com/MetaTrader4.pkg.zip',
  }),
  downloadItem({
    contentId: 3,
    title: 'MetaTrader 4 WebTrader',
    platform: 'web',
    version: '',
    linkUrl: 'https://trade.example.com/web',
  }),
  downloadItem({
    contentId: 4,
    typeId: 12,
    typeName: 'Mobile apps',
    title: 'MetaTrader 4 for Android',
    platform: 'android',
    linkUrl: 'https://play.example.com/mt4',
  }),
  downloadItem({
    contentId: 5,
    typeId: 12,
    typeName: 'Mobile apps',
    title: 'MetaTrader 4 for iPhone',
    platform: 'ios',
    linkUrl: 'https://apps.example.com/mt4',
  }),
  downloadItem({
    contentId: 6,
    title: 'CopyTrade Bridge EA',
    summary: 'Bind an account without sharing its password.',
    platform: 'mt4-ea',
    version: '1.2',
    linkUrl: '',
    attachments: [pdf('CopyTrade Bridge EA Installation Guide (English).pdf', 2, 86_016)],
  }),
  downloadItem({
    contentId: 7,
    typeId: 13,
    typeName: 'Documents',
    title: 'Copy trading user guide',
    platform: 'pdf',
    version: '',
    linkUrl: '',
    attachments: GUIDE_PDFS,
  }),
];

export function moduleInfo(overrides: Partial<ModuleShowInfo> = {}): ModuleShowInfo {
  const node = (typeId: number, code: string, name: string, itemCount: number) => ({
    typeId,
    moduleCode: 'download',
    code,
    name,
    description: `${name} for every device.`,
    itemCount,
    children: [],
  });
  return {
    moduleCode: 'download',
    name: 'Downloads',
    description: 'Terminals, apps and documents.',
    shown: true,
    itemCount: DOWNLOADS.length,
    classes: [
      node(11, 'terminals', 'Trading terminals', 4),
      node(12, 'mobile', 'Mobile apps', 2),
      node(13, 'documents', 'Documents', 1),
    ],
    ...overrides,
  };
}

/** A list answer: the items and their total. */
export function listAnswer(items: ContentItem[], total = items.length): MockAnswer {
  return { body: envelope(items, 10000, 'ok', total) };
}

/** The content API of the download pages, each call answerable by a test. */
export function mockDownloadApi(routes: Record<string, MockRoute | MockAnswer> = {}) {
  return mockFetch({
    [`${API}/getModuleShowInfo`]: { body: envelope([moduleInfo()]) },
    [`${API}/getModuleContentList`]: listAnswer(DOWNLOADS),
    [`${API}/getContentByContentId`]: { body: envelope([downloadDetail()]) },
    ...Object.fromEntries(Object.entries(routes).map(([path, route]) => [`${API}/${path}`, route])),
  });
}

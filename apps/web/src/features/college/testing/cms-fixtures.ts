import type {
  ContentDetail,
  ContentItem,
  ContentTag,
  ContentTypeNode,
  ModuleShowInfo,
  SearchHit,
} from '@copytrade/contracts/cms';
import { envelope, type MockAnswer, type MockRoute } from '@/testing/fetch-mock';

/** 2026-03-02 09:00 UTC: the publish time of the fixtures unless told. */
export const PUBLISHED_AT = Date.UTC(2026, 2, 2, 9);

export function contentItem(overrides: Partial<ContentItem> = {}): ContentItem {
  return {
    contentId: 11,
    moduleCode: 'article',
    typeId: 2,
    typeCode: 'basics',
    typeName: 'Forex basics',
    title: 'What Is a Pip?',
    summary: 'The smallest standard price step of a currency pair, and what it is worth.',
    body: '',
    cover: '',
    tags: [{ tagId: 5, code: 'basics', name: 'Basics' }],
    attachments: [],
    linkUrl: '',
    platform: '',
    version: '',
    parentId: null,
    sort: 0,
    lessonCount: 0,
    indexLetter: '',
    viewCount: 120,
    seoTitle: '',
    seoDescription: '',
    publishTime: PUBLISHED_AT,
    ...overrides,
  };
}

export function contentDetail(overrides: Partial<ContentDetail> = {}): ContentDetail {
  return {
    ...contentItem(),
    body: '## How it works\n\nOn EURUSD one pip is 0.0001.',
    prev: null,
    next: null,
    related: [],
    course: null,
    ...overrides,
  };
}

export function typeNode(overrides: Partial<ContentTypeNode> = {}): ContentTypeNode {
  return {
    typeId: 2,
    moduleCode: 'article',
    code: 'basics',
    name: 'Forex basics',
    description: 'Pips, lots and the first trade.',
    itemCount: 4,
    children: [],
    ...overrides,
  };
}

export function moduleInfo(moduleCode: string, overrides: Partial<ModuleShowInfo> = {}): ModuleShowInfo {
  return {
    moduleCode,
    name: '',
    description: '',
    shown: true,
    itemCount: 0,
    classes: [],
    ...overrides,
  };
}

export function tag(overrides: Partial<ContentTag> = {}): ContentTag {
  return { tagId: 5, code: 'basics', name: 'Basics', count: 3, ...overrides };
}

export function searchHit(overrides: Partial<SearchHit> = {}): SearchHit {
  return {
    contentId: 11,
    moduleCode: 'article',
    typeName: 'Forex basics',
    title: 'What Is a Pip?',
    excerpt: 'A pip is the fourth decimal of EURUSD.',
    cover: '',
    publishTime: PUBLISHED_AT,
    terms: ['pip'],
    ...overrides,
  };
}

/** A list answer: the items and their total. */
export function listAnswer<T>(items: T[], total = items.length): MockAnswer {
  return { body: envelope(items, 10000, 'ok', total) };
}

export const CMS = {
  info: '/cms/front/getModuleShowInfo',
  tree: '/cms/front/getContentTypeTree',
  tags: '/cms/front/getTagListOfContent',
  list: '/cms/front/getModuleContentList',
  detail: '/cms/front/getContentByContentId',
  search: '/cms/front/searchContent',
  progress: '/community/api/queryCourseProgress',
  read: '/community/api/readCourseLesson',
} as const;

/** getModuleShowInfo answering from a table by module (an unlisted module: shown, nothing in it). */
export function infoRoute(modules: Record<string, Partial<ModuleShowInfo>>): MockRoute {
  return (url) => {
    const code = url.searchParams.get('moduleCode') ?? '';
    return { body: envelope([moduleInfo(code, modules[code])]) };
  };
}

/** getModuleContentList answering by module (and, through `pick`, by any other parameter). */
export function listRoute(
  modules: Record<string, ContentItem[] | ((params: URLSearchParams) => ContentItem[])>,
): MockRoute {
  return (url) => {
    const entry = modules[url.searchParams.get('moduleCode') ?? ''];
    const items = typeof entry === 'function' ? entry(url.searchParams) : (entry ?? []);
    return listAnswer(items);
  };
}

/** getContentByContentId answering from a table by id; an unknown id is a 404 as the server sends it. */
export function detailRoute(details: Record<number, ContentDetail>): MockRoute {
  return (url) => {
    const found = details[Number(url.searchParams.get('contentId'))];
    return found ? { body: envelope([found]) } : { status: 404, body: envelope([], 40400, 'Not found') };
  };
}

import type { AdminContent, AdminContentRow, AdminContentType } from '@copytrade/contracts/cms-admin';
import type { UserEvent } from '@testing-library/user-event';

/** Test data of the content editor's component tests. */

export const texts = (zh: string, en = '', hant = '') => ({ zh_CN: zh, en_US: en, zh_Hant: hant });

export function typeFixture(overrides: Partial<AdminContentType> & { typeId: number }): AdminContentType {
  return {
    moduleCode: 'article',
    parentId: null,
    code: `type-${overrides.typeId}`,
    name: texts(`分类${overrides.typeId}`),
    description: texts(''),
    visible: true,
    sort: overrides.typeId,
    itemCount: 0,
    children: [],
    ...overrides,
  };
}

/** Two top classes, the first with a subclass. */
export const CLASS_TREE: AdminContentType[] = [
  typeFixture({
    typeId: 1,
    name: texts('基础知识', 'Basics', '基礎知識'),
    itemCount: 3,
    children: [typeFixture({ typeId: 3, parentId: 1, name: texts('入门', 'First steps') })],
  }),
  typeFixture({ typeId: 2, name: texts('交易策略', 'Strategies'), visible: false }),
];

export function rowFixture(overrides: Partial<AdminContentRow> & { contentId: number }): AdminContentRow {
  return {
    moduleCode: 'article',
    typeId: 1,
    parentId: null,
    title: texts(`文章${overrides.contentId}`),
    state: 'draft',
    publishTime: Date.UTC(2026, 0, 5, 8, 0),
    updateTime: Date.UTC(2026, 0, 6, 8, 0),
    viewCount: 0,
    ...overrides,
  };
}

export function contentFixture(overrides: Partial<AdminContent> & { contentId: number }): AdminContent {
  return {
    ...rowFixture(overrides),
    summary: texts(''),
    body: texts(''),
    seoTitle: texts(''),
    seoDescription: texts(''),
    sort: 0,
    cover: '',
    tags: [],
    attachments: [],
    linkUrl: '',
    platform: '',
    version: '',
    ...overrides,
  };
}

/** Types `text` into a field at once (a paste): long texts would take seconds key by key. */
export async function fill(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}

import { endpoint } from '../endpoint';
import {
  columnSchema,
  contentIdQuerySchema,
  menuItemSchema,
  moduleContentListQuerySchema,
  moduleContentQuerySchema,
  moduleContentSchema,
  siteFooterSchema,
} from '../site';

/** The content module's calls (server: apps/server/src/modules/content): menus, footer and pages, all public. */
export const contentApi = {
  getHeaderData: endpoint({
    method: 'GET',
    path: '/community/front/getHeaderData',
    tags: ['content'],
    summary: 'The header menu',
    description:
      "Public. The site's header columns, up to three levels, with names in the three languages; contentUrl is an external link.",
    response: menuItemSchema,
  }),
  getColumnShowInfo: endpoint({
    method: 'POST',
    path: '/cms/front/getColumnShowInfo',
    tags: ['content'],
    summary: 'The navigation column tree',
    description: "Public. The site's header columns as a tree, names in the reader's language.",
    response: columnSchema,
  }),
  getSiteFooterContent: endpoint({
    method: 'POST',
    path: '/cms/front/getSiteFooterContent',
    tags: ['content'],
    summary: 'Footer configuration and link groups',
    description:
      "Public. The footer template, the site's contact details, theme colours, the college switch and the footer link groups, in the reader's language.",
    response: siteFooterSchema,
  }),
  getModuleContent: endpoint({
    method: 'GET',
    path: '/cms/front/getModuleContent',
    tags: ['content'],
    summary: 'The current page of a content module',
    description:
      'Public. The newest published item of a module (about-us pages: introduce, privacyPolicy, faq, ...) with its body. Nothing published in the module: 404.',
    query: moduleContentQuerySchema,
    response: moduleContentSchema,
  }),
  getModuleContentList: endpoint({
    method: 'GET',
    path: '/cms/front/getModuleContentList',
    tags: ['content'],
    summary: 'Published items of a module',
    description:
      'Public. The published items of a module (announcements), newest first, paged; bodies are left empty (getContentByContentId reads one).',
    query: moduleContentListQuerySchema,
    response: moduleContentSchema,
  }),
  getContentByContentId: endpoint({
    method: 'GET',
    path: '/cms/front/getContentByContentId',
    tags: ['content'],
    summary: 'One published content item with its body',
    description: 'Public. No published item of the site with this id: 404.',
    query: contentIdQuerySchema,
    response: moduleContentSchema,
  }),
};

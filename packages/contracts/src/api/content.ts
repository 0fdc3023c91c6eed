import {
  contentDetailSchema,
  contentFileQuerySchema,
  contentItemSchema,
  contentListQuerySchema,
  contentTagSchema,
  contentTypeNodeSchema,
  contentTypeTreeQuerySchema,
  courseProgressQuerySchema,
  courseProgressSchema,
  moduleShowInfoQuerySchema,
  moduleShowInfoSchema,
  readLessonBodySchema,
  searchHitSchema,
  searchQuerySchema,
  tagListQuerySchema,
} from '../cms';
import { endpoint, fileEndpoint } from '../endpoint';
import {
  columnSchema,
  contentIdQuerySchema,
  menuItemSchema,
  moduleContentQuerySchema,
  siteFooterSchema,
} from '../site';

const PUBLISHED =
  "Only published items whose publish time has come are served: a draft, a scheduled item before its time or another site's item answers 404 or is left out.";

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
    response: contentItemSchema,
  }),
  getModuleContentList: endpoint({
    method: 'GET',
    path: '/cms/front/getModuleContentList',
    tags: ['content'],
    summary: 'Published items of a module',
    description: `Public. The published items of a module (announcement, article, course, encyclopedia, information, download, ...), paged, newest first, most read first or in the editor's order; filtered by class (with its subclasses), tag or the encyclopedia's A-Z letter. A course's lessons are not listed (its detail lists them). Bodies are left empty (getContentByContentId reads one). ${PUBLISHED}`,
    query: contentListQuerySchema,
    response: contentItemSchema,
  }),
  getContentByContentId: endpoint({
    method: 'GET',
    path: '/cms/front/getContentByContentId',
    tags: ['content'],
    summary: 'One published content item with its body',
    description: `Public. The item with its Markdown body, tags and attachments, the previous and next item of its class, up to 4 related items (the encyclopedia's named related entries, else the same class and tags) and, for a course or a lesson, the course with its lessons. Counts one view. ${PUBLISHED}`,
    query: contentIdQuerySchema,
    response: contentDetailSchema,
  }),
  getModuleShowInfo: endpoint({
    method: 'GET',
    path: '/cms/front/getModuleShowInfo',
    tags: ['content'],
    summary: 'A content module: name, shown or not, classes',
    description:
      "Public. The module's name and description in the reader's language, whether the site shows it (information: informationModuleFlag; college modules: the college switch), its published items and its class tree with counts.",
    query: moduleShowInfoQuerySchema,
    response: moduleShowInfoSchema,
  }),
  getContentTypeTree: endpoint({
    method: 'GET',
    path: '/cms/front/getContentTypeTree',
    tags: ['content'],
    summary: 'The class tree of one module or of all',
    description:
      "Public. Visible classes, up to three levels with the module, names in the reader's language, with their published item counts.",
    query: contentTypeTreeQuerySchema,
    response: contentTypeNodeSchema,
  }),
  getTagListOfContent: endpoint({
    method: 'GET',
    path: '/cms/front/getTagListOfContent',
    tags: ['content'],
    summary: 'Tags of published items',
    description:
      "Public. The tags used by a module's (or a class's) published items, most used first, names in the reader's language.",
    query: tagListQuerySchema,
    response: contentTagSchema,
  }),
  searchContent: endpoint({
    method: 'GET',
    path: '/cms/front/searchContent',
    tags: ['content'],
    summary: 'Search articles, courses, the encyclopedia, information and downloads',
    description: `Public. Full-text search in the reader's language, best match first; Chinese is segmented (jieba words and character pairs), so a word inside a sentence is found. Each hit has an excerpt around the first match and the terms to highlight. An empty or over-long text answers 40000. ${PUBLISHED}`,
    query: searchQuerySchema,
    response: searchHitSchema,
  }),
  queryContentFile: fileEndpoint({
    method: 'GET',
    path: '/cms/front/contentFile',
    tags: ['content'],
    summary: "A content item's attached file (a PDF document)",
    description:
      "Public. The file's bytes with its type, as a download. Only a file a published item of the request's site attaches: anything else answers 404.",
    query: contentFileQuerySchema,
    file: 'The file bytes (application/pdf, ...)',
  }),
  queryCourseProgress: endpoint({
    method: 'GET',
    path: '/community/api/queryCourseProgress',
    tags: ['content'],
    summary: "The caller's reading of a course",
    description:
      'Needs a token. The lessons of the course the caller has opened. An unknown or unpublished course: 404.',
    query: courseProgressQuerySchema,
    response: courseProgressSchema,
  }),
  readCourseLesson: endpoint({
    method: 'POST',
    path: '/community/api/readCourseLesson',
    tags: ['content'],
    summary: 'Mark a lesson as read',
    description:
      'Needs a token. Marks a published lesson as read by the caller (again is no change) and answers his reading of its course. Not a published lesson of the site: 404.',
    body: readLessonBodySchema,
    response: courseProgressSchema,
  }),
};

import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES } from '@copytrade/contracts/locale';
import { ABOUT_MODULES } from '@copytrade/contracts/site';
import { describe, expect, it } from 'vitest';
import {
  EDUCATION_FILES,
  EDUCATION_MODULES_SEED,
  EDUCATION_PDFS,
  unnamedTags,
} from '../src/db/seed/demo-education';
import {
  ABOUT_PAGE_FILES,
  ABOUT_PAGES,
  ANNOUNCEMENT_FILES,
  ANNOUNCEMENTS,
  DICTIONARY,
  DICTIONARY_FILES,
  MAM_PAGE_FILES,
  mamSitePages,
  parseContentFile,
} from '../src/db/seed/demo-content';

/** The demo pages and dictionaries read from `src/db/seed/content/` are whole and well formed. */
const contentFolder = new URL('../src/db/seed/content/', import.meta.url);
const mamPages = mamSitePages('Apex Copy Desk');
const pages = [...ABOUT_PAGES, ...ANNOUNCEMENTS, ...mamPages];

/** Lines that start a Markdown block; any other line right under a text line continues its paragraph. */
const BLOCK_START = /^(#{1,6} |[-*+] |\d+\. |\||> |```)/;

/** The lines that continue a paragraph, i.e. follow a soft line break. */
function softBreaks(markdown: string): string[] {
  const lines = markdown.split('\n');
  return lines.filter(
    (line, i) => i > 0 && lines[i - 1]!.trim() !== '' && line.trim() !== '' && !BLOCK_START.test(line),
  );
}

describe('demo content files', () => {
  it('gives every page a title, a summary and a body in each language', () => {
    expect(pages).toHaveLength(16);
    for (const page of pages) {
      for (const locale of LOCALES) {
        for (const text of [page.title, page.summary, page.body]) expect(text[locale].trim()).not.toBe('');
      }
    }
  });

  it('has one page per about module and only announcements besides', () => {
    const aboutCodes = ABOUT_PAGES.map((page) => page.moduleCode);
    expect(aboutCodes).toHaveLength(ABOUT_MODULES.length);
    expect(new Set(aboutCodes)).toEqual(new Set(ABOUT_MODULES));
    expect(new Set(ANNOUNCEMENTS.map((page) => page.moduleCode))).toEqual(new Set(['announcement']));
  });

  it("gives a MAM site the sign-up form's documents under its own brand", () => {
    expect(mamPages.map((page) => page.moduleCode)).toEqual([
      'privacyPolicy',
      'riskDisclosure',
      'disclaimerSay',
      'userGuide',
    ]);
    for (const page of mamPages) {
      for (const locale of LOCALES) {
        const text = `${page.title[locale]} ${page.summary[locale]} ${page.body[locale]}`;
        expect(text, `${page.moduleCode} ${locale}`).not.toMatch(/Meridian|\{brand\}/);
      }
      expect(`${page.summary.en_US} ${page.body.en_US}`).toContain('Apex Copy Desk');
    }
  });

  it('keeps each Chinese paragraph on one line (a soft break would show as a stray space)', () => {
    const found = pages.flatMap((page) =>
      (['zh_CN', 'zh_Hant'] as const).flatMap((locale) =>
        softBreaks(page.body[locale]).map((line) => `${page.title.en_US} [${locale}]: ${line}`),
      ),
    );
    expect(found).toEqual([]);
    expect(softBreaks('## 标题\n\n第一句，\n第二句。\n\n- 一项\n- 两项')).toEqual(['第二句。']);
  });

  it('has no content file that the seed does not read', () => {
    const listed = [
      'README.md',
      ...[...ABOUT_PAGE_FILES, ...ANNOUNCEMENT_FILES, ...MAM_PAGE_FILES].flatMap(({ file }) =>
        LOCALES.map((locale) => `${file}.${locale}.md`),
      ),
      ...DICTIONARY_FILES.map(({ file }) => `${file}.json`),
      ...EDUCATION_FILES,
    ];
    const onDisk = readdirSync(contentFolder, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(fileURLToPath(contentFolder), path.join(entry.parentPath, entry.name)));
    expect(onDisk.sort()).toEqual(listed.sort());
  });

  it('numbers each dictionary type from 1 with distinct values', () => {
    for (const { dictType } of DICTIONARY_FILES) {
      const rows = DICTIONARY.filter((row) => row.dictType === dictType);
      expect(rows.length, dictType).toBeGreaterThan(0);
      expect(rows.map((row) => row.sort)).toEqual(rows.map((_, i) => i + 1));
      expect(new Set(rows.map((row) => row.dictValue)).size, dictType).toBe(rows.length);
    }
  });
});

describe('the demo education content (issue 17)', () => {
  const module = (code: string) => EDUCATION_MODULES_SEED.find((m) => m.moduleCode === code)!;
  const itemsOf = (code: string) => [...module(code).classes.flatMap((c) => c.items), ...module(code).items];

  it('has 30 articles over 5 classes, 2 courses of 6 lessons, 60 entries, 10 news and 10 downloads', () => {
    expect(module('article').classes).toHaveLength(5);
    expect(itemsOf('article').length).toBeGreaterThanOrEqual(30);
    expect(module('course').items).toHaveLength(2);
    for (const course of module('course').items) expect(course.lessons!.length).toBeGreaterThanOrEqual(6);
    expect(itemsOf('encyclopedia').length).toBeGreaterThanOrEqual(60);
    expect(itemsOf('information').length).toBeGreaterThanOrEqual(10);
    expect(itemsOf('download').length).toBeGreaterThanOrEqual(10);
    expect(EDUCATION_PDFS.length).toBeGreaterThanOrEqual(4);
  });

  it('names every tag it uses, and every encyclopedia entry has related entries that exist', () => {
    expect(unnamedTags()).toEqual([]);
    const slugs = new Set(itemsOf('encyclopedia').map((i) => i.slug));
    for (const entry of itemsOf('encyclopedia')) {
      expect(entry.related?.length ?? 0, entry.slug).toBeGreaterThan(0);
      for (const other of entry.related ?? [])
        expect(slugs.has(other), `${entry.slug} -> ${other}`).toBe(true);
    }
  });

  it('keeps each Chinese paragraph of it on one line', () => {
    const all = EDUCATION_MODULES_SEED.flatMap((m) => [
      ...m.classes.flatMap((c) => c.items),
      ...m.items.flatMap((i) => [i, ...(i.lessons ?? [])]),
    ]);
    const found = [...all, ...EDUCATION_PDFS].flatMap((item) =>
      (['zh_CN', 'zh_Hant'] as const).flatMap((locale) =>
        softBreaks(item.body[locale]).map((line) => `${item.title.en_US} [${locale}]: ${line}`),
      ),
    );
    expect(found).toEqual([]);
  });

  it('uses 保证金 inside sentences of articles, which the search test of the journey looks for', () => {
    const withWord = itemsOf('article').filter((i) => /[^\s]保证金[^\s]/.test(i.body.zh_CN));
    expect(withWord.length).toBeGreaterThan(0);
  });
});

describe('parseContentFile', () => {
  it('reads plain and quoted values and drops the blank lines around the body', () => {
    const file = '---\r\ntitle: "New: a title"\r\nsummary: 一句话。\r\n---\r\n\r\n## 正文\r\n\r\n一段。\r\n';
    expect(parseContentFile(file, 'a.md')).toEqual({
      title: 'New: a title',
      summary: '一句话。',
      body: '## 正文\n\n一段。',
    });
  });

  it('refuses a file without its front matter, an unknown key or a missing one', () => {
    expect(() => parseContentFile('## Body only\n', 'a.md')).toThrow('a.md: no front matter');
    expect(() => parseContentFile('---\ntitle: T\nsummary: S\ndate: 1\n---\nBody\n', 'a.md')).toThrow(
      'date: 1',
    );
    expect(() => parseContentFile('---\ntitle: T\n---\nBody\n', 'a.md')).toThrow('a.md: summary missing');
    expect(() => parseContentFile('---\ntitle: T\ntitle: U\nsummary: S\n---\nBody\n', 'a.md')).toThrow(
      'given twice',
    );
  });
});

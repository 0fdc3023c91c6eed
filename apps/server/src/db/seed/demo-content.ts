import { readFileSync } from 'node:fs';
import { z } from 'zod';

/**
 * Demo content of the "Meridian FX" site: the about pages, announcements and dictionaries, in Simplified
 * Chinese, English and Traditional Chinese. The words live in `content/` (see its README.md) so that a
 * translator edits a page as Markdown; this file says which files there are, in which order and how old,
 * and reads them when the seed is imported (the server runs from source, so the files are always there).
 */

export type LocalizedText = { zh_CN: string; en_US: string; zh_Hant: string };

export type SeedContent = {
  moduleCode: string;
  title: LocalizedText;
  summary: LocalizedText;
  body: LocalizedText;
  /** Publication date, as days before the seed runs. */
  daysAgo: number;
};

export type SeedDictItem = { dictType: string; dictValue: string; label: LocalizedText; sort: number };

/** One page: `content/<file>.<locale>.md` for each locale. */
export type DemoPageFile = { file: string; moduleCode: string; daysAgo: number };

/** One dictionary type: `content/<file>.json`, its rows in display order. */
export type DemoDictionaryFile = { file: string; dictType: string };

/** The about pages were published with the site. */
const LAUNCH_DAYS_AGO = 41;

export const ABOUT_PAGE_FILES: readonly DemoPageFile[] = [
  { file: 'about/introduce', moduleCode: 'introduce', daysAgo: LAUNCH_DAYS_AGO },
  { file: 'about/contact-us', moduleCode: 'contactUs', daysAgo: LAUNCH_DAYS_AGO },
  { file: 'about/privacy-policy', moduleCode: 'privacyPolicy', daysAgo: LAUNCH_DAYS_AGO },
  { file: 'about/risk-disclosure', moduleCode: 'riskDisclosure', daysAgo: LAUNCH_DAYS_AGO },
  { file: 'about/disclaimer', moduleCode: 'disclaimerSay', daysAgo: LAUNCH_DAYS_AGO },
  { file: 'about/community-code', moduleCode: 'communityCode', daysAgo: LAUNCH_DAYS_AGO },
  { file: 'about/faq', moduleCode: 'faq', daysAgo: LAUNCH_DAYS_AGO },
  { file: 'about/user-guide', moduleCode: 'userGuide', daysAgo: LAUNCH_DAYS_AGO },
];

export const ANNOUNCEMENT_FILES: readonly DemoPageFile[] = [
  { file: 'announcements/maintenance-window', moduleCode: 'announcement', daysAgo: 2 },
  { file: 'announcements/smart-ratio', moduleCode: 'announcement', daysAgo: 9 },
  { file: 'announcements/fee-settlement-schedule', moduleCode: 'announcement', daysAgo: 20 },
  { file: 'announcements/launch', moduleCode: 'announcement', daysAgo: LAUNCH_DAYS_AGO },
];

export const DICTIONARY_FILES: readonly DemoDictionaryFile[] = [
  { file: 'dictionaries/gender', dictType: 'gender' },
  { file: 'dictionaries/country', dictType: 'country' },
  { file: 'dictionaries/copy-type', dictType: 'copyType' },
  { file: 'dictionaries/copy-direction', dictType: 'copyDirection' },
  { file: 'dictionaries/fee-type', dictType: 'feeType' },
];

const FRONT_MATTER_KEYS = ['title', 'summary'] as const;
type FrontMatterKey = (typeof FRONT_MATTER_KEYS)[number];

/**
 * Splits a content file into its front matter and its Markdown body. The front matter is one
 * `key: value` line per key, the value either plain or in double quotes (JSON), which keeps it valid
 * YAML for the editors that read it as such without needing a YAML parser here. Blank lines around
 * the body are dropped, so an editor that adds or removes the final newline changes nothing.
 */
export function parseContentFile(text: string, where: string): Record<FrontMatterKey | 'body', string> {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text.replace(/\r\n/g, '\n'));
  if (!match) throw new Error(`${where}: no front matter between two --- lines`);
  const [, head = '', body = ''] = match;
  const fields = new Map<string, string>();
  for (const line of head.split('\n')) {
    const [, key = '', raw = ''] = /^(\w+):\s*(.*)$/.exec(line) ?? [];
    if (!(FRONT_MATTER_KEYS as readonly string[]).includes(key)) {
      throw new Error(`${where}: «${line}» is not title: … or summary: …`);
    }
    if (fields.has(key)) throw new Error(`${where}: ${key} given twice`);
    fields.set(key, raw.startsWith('"') ? unquote(raw, where) : raw.trimEnd());
  }
  const value = (key: FrontMatterKey) => {
    const found = fields.get(key);
    if (!found) throw new Error(`${where}: ${key} missing`);
    return found;
  };
  return { title: value('title'), summary: value('summary'), body: body.replace(/^\n+/, '').trimEnd() };
}

function unquote(raw: string, where: string): string {
  const parsed = z.string().safeParse(JSON.parse(raw));
  if (!parsed.success) throw new Error(`${where}: ${raw} is not one quoted string`);
  return parsed.data;
}

const contentUrl = (file: string) => new URL(`./content/${file}`, import.meta.url);

function readPage({ file, moduleCode, daysAgo }: DemoPageFile): SeedContent {
  const read = (locale: keyof LocalizedText) => {
    const name = `${file}.${locale}.md`;
    return parseContentFile(readFileSync(contentUrl(name), 'utf8'), name);
  };
  const texts = { zh_CN: read('zh_CN'), en_US: read('en_US'), zh_Hant: read('zh_Hant') };
  const pick = (key: FrontMatterKey | 'body'): LocalizedText => ({
    zh_CN: texts.zh_CN[key],
    en_US: texts.en_US[key],
    zh_Hant: texts.zh_Hant[key],
  });
  return { moduleCode, title: pick('title'), summary: pick('summary'), body: pick('body'), daysAgo };
}

const label = z.string().trim().min(1);
const dictionaryRows = z.array(z.strictObject({ value: label, zh_CN: label, en_US: label, zh_Hant: label }));

/** One dictionary type; `sort` follows the order of the rows, from 1. */
function readDictionary({ file, dictType }: DemoDictionaryFile): SeedDictItem[] {
  const name = `${file}.json`;
  const rows = dictionaryRows.safeParse(JSON.parse(readFileSync(contentUrl(name), 'utf8')));
  if (!rows.success) throw new Error(`${name}: ${z.prettifyError(rows.error)}`);
  return rows.data.map(({ value, zh_CN, en_US, zh_Hant }, index) => ({
    dictType,
    dictValue: value,
    label: { zh_CN, en_US, zh_Hant },
    sort: index + 1,
  }));
}

export const ABOUT_PAGES: SeedContent[] = ABOUT_PAGE_FILES.map(readPage);

export const ANNOUNCEMENTS: SeedContent[] = ANNOUNCEMENT_FILES.map(readPage);

/** The MAM sites' own pages (`{brand}` in them stands for the site's brand). */
export const MAM_PAGE_FILES: readonly DemoPageFile[] = [
  { file: 'mam/user-guide', moduleCode: 'userGuide', daysAgo: LAUNCH_DAYS_AGO },
];

/** The community site's brand in its pages, which the MAM sites' copies replace with their own. */
const COMMUNITY_BRAND = 'Meridian FX';

/**
 * The documents a MAM site's sign-up form links to (issue 15): the community's privacy policy, risk
 * disclosure and disclaimer under the MAM site's brand, and a user guide of the back office's own
 * (`mam/user-guide`, `{brand}` in it).
 */
export function mamSitePages(brand: string): SeedContent[] {
  const legal = ABOUT_PAGE_FILES.filter((f) =>
    ['privacyPolicy', 'riskDisclosure', 'disclaimerSay'].includes(f.moduleCode),
  );
  const rebrand = (text: LocalizedText): LocalizedText => ({
    zh_CN: text.zh_CN.replaceAll(COMMUNITY_BRAND, brand).replaceAll('{brand}', brand),
    en_US: text.en_US.replaceAll(COMMUNITY_BRAND, brand).replaceAll('{brand}', brand),
    zh_Hant: text.zh_Hant.replaceAll(COMMUNITY_BRAND, brand).replaceAll('{brand}', brand),
  });
  return [...legal, ...MAM_PAGE_FILES].map(readPage).map((page) => ({
    ...page,
    title: rebrand(page.title),
    summary: rebrand(page.summary),
    body: rebrand(page.body),
  }));
}

export const DICTIONARY: SeedDictItem[] = DICTIONARY_FILES.flatMap(readDictionary);

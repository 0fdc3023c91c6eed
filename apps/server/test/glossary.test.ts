import { readFileSync } from 'node:fs';
import { bannedVariantsIn, parseGlossary } from '@copytrade/contracts/glossary';
import { LOCALES } from '@copytrade/contracts/locale';
import type { Translations } from '@copytrade/contracts/messages/message-table';
import { describe, expect, it } from 'vitest';
import { ABOUT_PAGES, ANNOUNCEMENTS, DICTIONARY } from '../src/db/seed/demo-content';
import { EDUCATION_MODULES_SEED, EDUCATION_PDFS, EDUCATION_TAGS } from '../src/db/seed/demo-education';
import { AUTH_TEXTS } from '../src/modules/auth/auth.texts';
import { SKIP_REASON_TEXTS } from '../src/modules/messages/notice.reasons';
import {
  COPY_ACTION_TEXTS,
  END_CAUSE_TEXTS,
  EVENT_TEXTS,
  NOTICE_TEXTS,
} from '../src/modules/messages/notice.texts';

/**
 * The texts the server writes for people (notices, the code mails and text messages, the copy-skip
 * reasons) and the demo site's pages, announcements and dictionaries use the words of docs/glossary.md.
 * The web's locale files and the contracts' message tables are checked by apps/web/src/i18n/glossary.test.ts.
 */
const bans = parseGlossary(readFileSync(new URL('../../../docs/glossary.md', import.meta.url), 'utf8'));

/** Every text of the server, named by where it lives. */
function serverTexts(): [string, Translations][] {
  return [
    ...Object.entries(EVENT_TEXTS).flatMap(([event, { title, content }]): [string, Translations][] => [
      [`notice ${event} title`, title],
      [`notice ${event} content`, content],
    ]),
    ...Object.entries(NOTICE_TEXTS).map(([key, text]): [string, Translations] => [`notice ${key}`, text]),
    ...Object.entries(END_CAUSE_TEXTS).flatMap(([cause, { follower, trader }]): [string, Translations][] => [
      [`end cause ${cause} (follower)`, follower],
      [`end cause ${cause} (trader)`, trader],
    ]),
    ...Object.entries(COPY_ACTION_TEXTS).map(([action, text]): [string, Translations] => [
      `action ${action}`,
      text,
    ]),
    ...Object.entries(SKIP_REASON_TEXTS).flatMap(([reason, { label, help }]): [string, Translations][] => [
      [`skip reason ${reason} label`, label],
      [`skip reason ${reason} help`, help],
    ]),
    ['code mail subject', AUTH_TEXTS.codeSubject],
    ['code mail', AUTH_TEXTS.codeMail],
    ['code text message', AUTH_TEXTS.codeSms],
    ...Object.entries(AUTH_TEXTS.purpose).map(([purpose, text]): [string, Translations] => [
      `code purpose ${purpose}`,
      text,
    ]),
  ];
}

function demoTexts(): [string, Translations][] {
  return [
    ...[...ABOUT_PAGES, ...ANNOUNCEMENTS].flatMap((page): [string, Translations][] => [
      [`${page.moduleCode} «${page.title.en_US}» title`, page.title],
      [`${page.moduleCode} «${page.title.en_US}» summary`, page.summary],
      [`${page.moduleCode} «${page.title.en_US}» body`, page.body],
    ]),
    ...DICTIONARY.map((row): [string, Translations] => [
      `dictionary ${row.dictType} ${row.dictValue}`,
      row.label,
    ]),
  ];
}

/** The education area's demo content (issue 17): every item, lesson, class, tag and PDF document. */
function educationTexts(): [string, Translations][] {
  const item = (where: string, i: { title: Translations; summary: Translations; body: Translations }) =>
    (['title', 'summary', 'body'] as const).map((key): [string, Translations] => [`${where} ${key}`, i[key]]);
  return [
    ...EDUCATION_MODULES_SEED.flatMap((module) => [
      ...module.classes.flatMap((c) => [
        [`${module.moduleCode} class ${c.code} name`, c.name] as [string, Translations],
        [`${module.moduleCode} class ${c.code} description`, c.description] as [string, Translations],
        ...c.items.flatMap((i) => item(`${module.moduleCode} ${i.slug}`, i)),
      ]),
      ...module.items.flatMap((i) => [
        ...item(`${module.moduleCode} ${i.slug}`, i),
        ...(i.lessons ?? []).flatMap((l) => item(`${module.moduleCode} ${i.slug}/${l.slug}`, l)),
      ]),
    ]),
    ...EDUCATION_PDFS.flatMap((doc) => item(`pdf ${doc.name}`, doc)),
    ...[...EDUCATION_TAGS].map(([code, name]): [string, Translations] => [`tag ${code}`, name]),
  ];
}

const offences = (texts: [string, Translations][]) =>
  texts.flatMap(([where, text]) =>
    LOCALES.flatMap((locale) =>
      bannedVariantsIn(bans, locale, text[locale]).map(
        (ban) => `${where} [${locale}]: «${ban.variant}» -> «${ban.use}»`,
      ),
    ),
  );

describe('the server texts follow the glossary', () => {
  it('reads the glossary', () => {
    expect(bans.length).toBeGreaterThan(100);
  });

  it('in notices, code mails and text messages, and the reasons of skipped copies', () => {
    expect(offences(serverTexts())).toEqual([]);
  });

  it("in the demo site's pages, announcements and dictionaries", () => {
    expect(offences(demoTexts())).toEqual([]);
  });

  it("in the demo site's education content", () => {
    expect(offences(educationTexts())).toEqual([]);
  });

  it('would see a forbidden variant in them', () => {
    const planted: [string, Translations][] = [
      ['planted', { zh_CN: '请在“订阅管理”中取消', en_US: 'Top up first', zh_Hant: '請先儲值' }],
    ];
    expect(offences(planted)).toHaveLength(3);
  });
});

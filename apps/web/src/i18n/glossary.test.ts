import { bannedVariantsIn, parseGlossary, type GlossaryBan } from '@copytrade/contracts/glossary';
import { LOCALES, type Locale } from '@copytrade/contracts/locale';
import { MESSAGES } from '@copytrade/contracts/messages';
import { formatMessages } from '@copytrade/contracts/messages/format';
import { describe, expect, it } from 'vitest';
import glossary from '../../../../docs/glossary.md?raw';
import enUS from './locales/en_US.json';
import zhCN from './locales/zh_CN.json';
import zhHant from './locales/zh_Hant.json';

/** docs/glossary.md: the product's words, and the variants each language must not use. */
const bans = parseGlossary(glossary);

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [[path, value] as [string, string]] : flatten(value, path);
  });
}

/** "where [locale]: «variant» -> use «word»" for each text that uses a forbidden variant. */
function offences(where: string, locale: Locale, text: string): string[] {
  return bannedVariantsIn(bans, locale, text).map(
    (ban: GlossaryBan) => `${where} [${locale}]: «${ban.variant}» -> «${ban.use}» (${ban.concept})`,
  );
}

describe('the glossary (docs/glossary.md)', () => {
  it('forbids variants in every language, among them 你 and the fee names that drifted', () => {
    for (const locale of LOCALES)
      expect(bans.filter((ban) => ban.locale === locale).length).toBeGreaterThan(20);
    const zh = bans.filter((ban) => ban.locale === 'zh_CN').map((ban) => ban.variant);
    expect(zh).toEqual(expect.arrayContaining(['你', '订阅收费', '业绩提成', '订阅管理']));
  });

  it('finds a forbidden variant in a text, Chinese anywhere and English as whole words in any case', () => {
    expect(offences('t', 'zh_CN', '你的订阅收费已确认')).toHaveLength(2);
    expect(offences('t', 'zh_Hant', '您的訂閱收費')).toHaveLength(1);
    expect(offences('t', 'en_US', 'Sign in to top up your wallet')).toHaveLength(2);
    // Placeholders and tags are not words; "design in" is not "sign in"; the other language's words pass.
    expect(offences('t', 'en_US', 'Copy {{master}} <master>now</master>: design into it')).toEqual([]);
    expect(offences('t', 'zh_CN', '您的訂閱收費')).toEqual([]);
  });

  it('never forbids the word it asks for', () => {
    const clashes = bans.filter((ban) => bannedVariantsIn([ban], ban.locale, ban.use).length > 0);
    expect(clashes).toEqual([]);
  });
});

describe('the texts follow the glossary', () => {
  it('in the three locale files of the web app', () => {
    const files: Record<Locale, Tree> = { zh_CN: zhCN, en_US: enUS, zh_Hant: zhHant };
    const found = LOCALES.flatMap((locale) =>
      flatten(files[locale]).flatMap(([key, text]) => offences(key, locale, text)),
    );
    expect(found).toEqual([]);
  });

  it("in the contracts' message tables (status, validation and formatting texts)", () => {
    const tables = { ...MESSAGES, ...formatMessages };
    const found = Object.entries(tables).flatMap(([key, texts]) =>
      LOCALES.flatMap((locale) => offences(key, locale, texts[locale])),
    );
    expect(found).toEqual([]);
  });
});

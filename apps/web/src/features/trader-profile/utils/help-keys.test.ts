import { FORMULAS } from '@copytrade/engine/stats/formulas';
import { describe, expect, it } from 'vitest';
import enUS from '@/i18n/locales/en_US.json';
import zhCN from '@/i18n/locales/zh_CN.json';
import zhHant from '@/i18n/locales/zh_Hant.json';
import { ACCOUNT_HELP_KEYS, ENGINE_HELP_KEYS } from './help-keys';

type Help = { formula: string; example: string };

function helpOf(locale: { profile: { formulas: object } }, key: string): Help | undefined {
  let node: unknown = locale.profile.formulas;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return node as Help | undefined;
}

describe('statistic help texts', () => {
  it('cover every formula the engine publishes', () => {
    expect([...ENGINE_HELP_KEYS]).toEqual(FORMULAS.map((entry) => entry.key));
  });

  it('repeat the engine’s English text word for word', () => {
    for (const { key, formula, example } of FORMULAS) {
      expect(helpOf(enUS, key), key).toEqual({ formula, example });
    }
  });

  it('exist in every language for every statistic shown', () => {
    for (const key of [...ENGINE_HELP_KEYS, ...ACCOUNT_HELP_KEYS]) {
      for (const locale of [enUS, zhCN, zhHant]) {
        const help = helpOf(locale, key);
        expect(help?.formula.length, key).toBeGreaterThan(5);
        expect(help?.example.length, key).toBeGreaterThan(3);
      }
    }
  });
});

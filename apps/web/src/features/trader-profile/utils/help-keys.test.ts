import { COPY_QUALITY_FORMULAS } from '@copytrade/engine/stats/copy-quality';
import { FORMULAS } from '@copytrade/engine/stats/formulas';
import { describe, expect, it } from 'vitest';
import enUS from '@/i18n/locales/en_US.json';
import zhCN from '@/i18n/locales/zh_CN.json';
import zhHant from '@/i18n/locales/zh_Hant.json';
import {
  ACCOUNT_HELP_KEYS,
  COPY_QUALITY_HELP_KEYS,
  ENGINE_HELP_KEYS,
  helpTextKey,
  type HelpKey,
} from './help-keys';

type Help = { formula: string; example: string };

function helpOf(locale: object, key: HelpKey): Help | undefined {
  let node: unknown = locale;
  for (const part of helpTextKey(key).split('.'))
    node = (node as Record<string, unknown> | undefined)?.[part];
  return node as Help | undefined;
}

const copyQualityKeys = COPY_QUALITY_HELP_KEYS.map((key) => `copyQuality.${key}` as const);

describe('statistic help texts', () => {
  it('cover every formula the engine publishes', () => {
    expect([...ENGINE_HELP_KEYS]).toEqual(FORMULAS.map((entry) => entry.key));
  });

  it('repeat the engine’s English text word for word', () => {
    for (const { key, formula, example } of FORMULAS) {
      expect(helpOf(enUS, key as HelpKey), key).toEqual({ formula, example });
    }
  });

  it('repeat the engine’s copy-quality definitions word for word', () => {
    expect([...COPY_QUALITY_HELP_KEYS]).toEqual(COPY_QUALITY_FORMULAS.map((entry) => entry.key));
    for (const { key, formula, example } of COPY_QUALITY_FORMULAS) {
      expect(helpOf(enUS, `copyQuality.${key}`), key).toEqual({ formula, example });
    }
  });

  it('exist in every language for every statistic shown', () => {
    for (const key of [...ENGINE_HELP_KEYS, ...ACCOUNT_HELP_KEYS, ...copyQualityKeys]) {
      for (const locale of [enUS, zhCN, zhHant]) {
        const help = helpOf(locale, key);
        expect(help?.formula.length, key).toBeGreaterThan(5);
        expect(help?.example.length, key).toBeGreaterThan(3);
      }
    }
  });
});

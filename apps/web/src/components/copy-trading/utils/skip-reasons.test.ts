import { SKIP_REASON } from '@copytrade/engine/copy/decisions';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import enUS from '@/i18n/locales/en_US.json';
import zhCN from '@/i18n/locales/zh_CN.json';
import zhHant from '@/i18n/locales/zh_Hant.json';
import { reasonCode, SKIP_REASON_CODES } from '@/lib/skip-reasons';
import {
  BROKER_ERROR_CODES,
  brokerErrorCode,
  DETAIL_FIELDS,
  detailText,
  durationParts,
  shownDetails,
} from './skip-reasons';

const LOCALES = { zh_CN: zhCN, en_US: enUS, zh_Hant: zhHant };

describe('skip reasons of copy records', () => {
  it('knows every engine skip code, the broker refusal and the monthly trade limit', () => {
    // The engine's skip reasons plus the broker refusal and the platform's monthly limit of copied trades
    // (trade-quota.ts), which the orchestrator records.
    expect([...SKIP_REASON_CODES].sort()).toEqual(
      [...Object.values(SKIP_REASON), 'BROKER_REJECTED', 'TRADE_LIMIT_REACHED'].sort(),
    );
    expect(reasonCode('BELOW_MIN_LOT')).toBe('BELOW_MIN_LOT');
    expect(reasonCode('SOMETHING_NEW')).toBe('OTHER');
  });

  it.each(Object.entries(LOCALES))('explains every reason and MT4 error in %s', (_locale, texts) => {
    const reasons = texts.copyRecords.reasons as Record<string, { label: string; help: string }>;
    for (const code of [...SKIP_REASON_CODES, 'OTHER']) {
      expect(reasons[code]?.label, code).toBeTruthy();
      // An explanation says what happened and what to do: more than a label.
      expect(reasons[code]?.help.length, code).toBeGreaterThan(20);
    }
    const errors = texts.copyRecords.brokerErrors as Record<string, string>;
    for (const code of [...BROKER_ERROR_CODES, 'other'])
      expect(errors[String(code)], String(code)).toBeTruthy();
    const details = texts.copyRecords.detail as Record<string, string>;
    for (const field of DETAIL_FIELDS) expect(details[field], field).toBeTruthy();
  });

  it('maps MT4 error codes, keeping an unknown one as "other"', () => {
    expect(brokerErrorCode(134)).toBe(134);
    expect(brokerErrorCode(4109)).toBe('other');
    expect(brokerErrorCode(null)).toBeNull();
  });

  it('shows the known detail fields in a fixed order and drops the rest', () => {
    expect(shownDetails({ minLot: '0.01', lots: '0.00', internal: 'x' })).toEqual([
      { field: 'lots', value: '0.00' },
      { field: 'minLot', value: '0.01' },
    ]);
  });
});

async function translator(locale: 'en_US' | 'zh_CN') {
  const instance = i18next.createInstance();
  await instance.init({
    lng: locale,
    resources: { [locale]: { translation: LOCALES[locale] } },
    interpolation: { escapeValue: false },
  });
  return instance.t;
}

describe('detail values in words', () => {
  it('shows a delay as at most two units, milliseconds only below a second', () => {
    const text = (ms: number) =>
      durationParts(ms)
        .map((part) => `${part.value} ${part.unit}`)
        .join(' ');
    expect(text(0)).toBe('0 ms');
    expect(text(850)).toBe('850 ms');
    expect(text(999)).toBe('999 ms');
    expect(text(1000)).toBe('1 s');
    expect(text(1500)).toBe('1.5 s');
    expect(text(9999)).toBe('9.9 s');
    expect(text(42_000)).toBe('42 s');
    expect(text(60_000)).toBe('1 min');
    expect(text(192_000)).toBe('3 min 12 s');
    expect(text(3 * 3_600_000)).toBe('3 h');
    // The example: 20309936 ms is 5 h 38 min 29.9 s.
    expect(text(20_309_936)).toBe('5 h 38 min');
    expect(text(183_600_000)).toBe('2 d 3 h');
  });

  it('reads each kind of figure in English and Chinese', async () => {
    const en = await translator('en_US');
    expect(detailText(en, 'ageMs', 20_309_936)).toBe('5 h 38 min');
    expect(detailText(en, 'ageMs', '61000')).toBe('1 min 1 s');
    expect(detailText(en, 'ageMs', 420)).toBe('420 ms');
    expect(detailText(en, 'balance', '1234.5', 'USD')).toBe('1,234.50 USD');
    expect(detailText(en, 'freeMargin', '98765.4')).toBe('98,765.40');
    expect(detailText(en, 'masterEquity', '20000', 'USD')).toBe('20,000.00');
    expect(detailText(en, 'lots', '0.1')).toBe('0.10');
    expect(detailText(en, 'minMarginLevel', 150)).toBe('150%');
    expect(detailText(en, 'followerLeverage', 500)).toBe('1:500');
    expect(detailText(en, 'openPositions', 3)).toBe('3');
    expect(detailText(en, 'symbol', 'EURUSD.m')).toBe('EURUSD.m');
    // A value that is not a number is shown as sent.
    expect(detailText(en, 'ageMs', 'n/a')).toBe('n/a');
    const zh = await translator('zh_CN');
    expect(detailText(zh, 'ageMs', 20_309_936)).toBe('5 小时 38 分钟');
    expect(detailText(zh, 'ageMs', 850)).toBe('850 毫秒');
  });

  it('has every duration unit in the three languages', () => {
    for (const texts of Object.values(LOCALES)) {
      const units = texts.frictions.duration as Record<string, string>;
      for (const unit of ['d', 'h', 'min', 's', 'ms']) expect(units[unit], unit).toContain('{{value}}');
    }
  });
});

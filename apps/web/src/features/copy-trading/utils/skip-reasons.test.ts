import { describe, expect, it } from 'vitest';
import enUS from '@/i18n/locales/en_US.json';
import zhCN from '@/i18n/locales/zh_CN.json';
import zhHant from '@/i18n/locales/zh_Hant.json';
import {
  BROKER_ERROR_CODES,
  brokerErrorCode,
  DETAIL_FIELDS,
  reasonCode,
  shownDetails,
  SKIP_REASON_CODES,
} from './skip-reasons';

const LOCALES = { zh_CN: zhCN, en_US: enUS, zh_Hant: zhHant };

/** The engine's skip reasons plus the broker refusal (packages/engine/src/copy/decisions.ts SKIP_REASON). */
const ENGINE_CODES = [
  'INVALID_INPUT',
  'SUBSCRIPTION_CLOSING',
  'ACCOUNT_DISCONNECTED',
  'ACCOUNT_PAUSED',
  'SIGNAL_TOO_OLD',
  'REVERSE_NOT_ALLOWED',
  'SYMBOL_UNBOUND',
  'SYMBOL_INVALID',
  'SIZING_UNAVAILABLE',
  'BELOW_MIN_LOT',
  'MAX_POSITIONS',
  'MAX_TOTAL_LOTS',
  'FOLLOWER_BALANCE_BELOW_MIN',
  'INSUFFICIENT_MARGIN',
  'NOT_COPIED',
];

describe('skip reasons of copy records', () => {
  it('knows every engine skip code and the broker refusal', () => {
    expect([...SKIP_REASON_CODES].sort()).toEqual([...ENGINE_CODES, 'BROKER_REJECTED'].sort());
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

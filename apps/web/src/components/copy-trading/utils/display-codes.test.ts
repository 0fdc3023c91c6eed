import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { subscription } from '@/testing/copy-fixtures';
import { copyModeKey, directionKey, sizeUnit } from './display-codes';
import { copyValueText, limitTexts, modeText } from './labels';

const t = i18next.t.bind(i18next);

describe('display codes (spec 4)', () => {
  it('reads copy mode 1 as fixed lot, 2 as fixed ratio and anything else as smart ratio', () => {
    expect(copyModeKey(1)).toBe('fixedLot');
    expect(copyModeKey(2)).toBe('fixedRatio');
    expect(copyModeKey(3)).toBe('smartRatio');
    expect(copyModeKey(0)).toBe('smartRatio');
    expect(copyModeKey(9)).toBe('smartRatio');
  });

  it('shows no unit for type 3 with 999999999.99, lot for type 1 and a multiple otherwise', () => {
    expect(sizeUnit(3, '999999999.99')).toBeNull();
    expect(sizeUnit(3, '')).toBeNull();
    expect(sizeUnit(1, '0.10')).toBe('lot');
    expect(sizeUnit(2, '1.50')).toBe('multiple');
    expect(sizeUnit(3, '0.50')).toBe('multiple');
    expect(sizeUnit(1, '999999999.99')).toBe('lot');
  });

  it('labels the mode with its value and unit', () => {
    expect(modeText(t, 1, '0.10')).toBe('固定手数 · 0.10 手');
    expect(modeText(t, 2, '1.50')).toBe('固定比例 · 1.50 倍');
    expect(modeText(t, 3, '999999999.99')).toBe('智能比例');
    expect(copyValueText(t, 3, '999999999.99')).toBe('');
    expect(t('copy.unit.lot', { lng: 'en_US', value: '0.10' })).toBe('0.10 lot');
    expect(t('copy.unit.multiple', { lng: 'en_US', value: '1.50' })).toBe('1.50×');
  });

  it('reads direction 1 as forward and anything else as reverse', () => {
    expect(directionKey(1)).toBe('forward');
    expect(directionKey(2)).toBe('reverse');
    expect(directionKey(0)).toBe('reverse');
  });

  it('lists only the limits that are set; the maximum ratio only in smart mode', () => {
    expect(limitTexts(t, subscription())).toEqual([]);
    expect(
      limitTexts(
        t,
        subscription({ maxOpenPositions: 3, maxTotalLots: '2.00', maxRatio: '0.50', copyType: 1 }),
      ),
    ).toEqual(['最多持仓 3 笔', '总手数上限 2.00 手']);
    expect(
      limitTexts(t, subscription({ maxTotalLots: '999999999.99', maxRatio: '0.50', copyType: 3 })),
    ).toEqual(['比例上限 0.50']);
  });
});

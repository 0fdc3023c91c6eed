import { describe, expect, it } from 'vitest';
import { subscription } from '@/testing/copy-fixtures';
import { DEFAULT_SETTINGS, prefillFromTradeSettings, settingsOf, updateBody } from './settings';

describe('follow settings of a subscription', () => {
  it('starts the edit form from a smart-ratio subscription without a value and with its caps', () => {
    const values = settingsOf(
      subscription({
        copyType: 3,
        copyValue: '999999999.99',
        direction: 2,
        maxRatio: '0.80',
        maxTotalLots: '999999999.99',
        maxOpenPositions: 4,
        partialClose: 'takeBig',
      }),
    );
    expect(values).toEqual({
      copyType: 3,
      lots: '',
      ratio: '',
      direction: 2,
      maxOpenPositions: '4',
      maxTotalLots: '',
      maxRatio: '0.80',
      partialClose: 'takeBig',
    });
    expect(updateBody(12, values)).toEqual({
      subscriptionId: 12,
      copyType: 3,
      direction: 2,
      maxOpenPositions: 4,
      maxTotalLots: null,
      maxRatio: '0.80',
      partialClose: 'takeBig',
    });
  });

  it('sends an emptied limit as null, which removes it', () => {
    const values = { ...settingsOf(subscription({ maxTotalLots: '5.00' })), maxTotalLots: '' };
    expect(updateBody(12, values)).toMatchObject({ copyValue: '0.10', maxTotalLots: null });
    expect(updateBody(1, { ...DEFAULT_SETTINGS, lots: '2' })).toMatchObject({
      copyType: 1,
      copyValue: '2.00',
    });
  });
});

describe('prefill from the trade settings (dealV)', () => {
  const saved = {
    copyType: 1,
    copyValue: '0.30',
    direction: 2,
    maxOpenPositions: 5,
    cancelMode: 'manual' as const,
    reverseAllowed: true,
    saved: true,
  };

  it('takes every saved field, forward where reverse is not allowed', () => {
    expect(prefillFromTradeSettings(saved, true)).toEqual({
      copyType: 1,
      lots: '0.30',
      ratio: '',
      direction: 2,
      maxOpenPositions: '5',
    });
    expect(prefillFromTradeSettings(saved, false)?.direction).toBe(1);
  });

  it('fills the lot field from the site defaults before anything is saved, and nothing else', () => {
    expect(
      prefillFromTradeSettings({ ...saved, saved: false, copyValue: '0.01', direction: 2 }, true),
    ).toEqual({ lots: '0.01' });
    // Defaults of another mode (or an unreadable value) leave the form alone.
    expect(
      prefillFromTradeSettings({ ...saved, saved: false, copyType: 2, copyValue: '1.00' }, true),
    ).toBeNull();
    expect(prefillFromTradeSettings({ ...saved, saved: false, copyValue: 'abc' }, true)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { subscription } from '@/testing/copy-fixtures';
import { DEFAULT_SETTINGS, settingsOf, updateBody } from './settings';

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

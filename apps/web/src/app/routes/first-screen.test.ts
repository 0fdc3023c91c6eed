import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  accountInfo,
  CURVE,
  indicators,
  MONTHS,
} from '@/features/trader-profile/components/profile-fixtures';
import { callsTo, envelope, mockFetch } from '@/testing/fetch-mock';
import { createQueryClient } from '@/lib/query-client';
import { isTraderProfilePath, preloadFirstScreen } from './first-screen';

const FRONT = '/community/front';

function mockData() {
  return mockFetch({
    [`${FRONT}/queryMtAccountInfo`]: { body: envelope([accountInfo()]) },
    [`${FRONT}/center/dataIndicators`]: { body: envelope([indicators()]) },
    [`${FRONT}/center/trendChart`]: { body: envelope(CURVE) },
    [`${FRONT}/center/monthAnalyseChart`]: { body: envelope([MONTHS]) },
  });
}

describe('the first screen of a profile opened by its address', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('knows a profile address from the others', () => {
    expect(isTraderProfilePath('/community/trader/20')).toBe(true);
    expect(isTraderProfilePath('/community/trader/20/')).toBe(true);
    expect(isTraderProfilePath('/community/trader')).toBe(false);
    expect(isTraderProfilePath('/community/trader/x')).toBe(false);
    expect(isTraderProfilePath('/community/trader/1234567890')).toBe(false);
  });

  it('fetches the account, its figures, its curve and its months into the cache the page reads', async () => {
    const spy = mockData();
    const client = createQueryClient();
    preloadFirstScreen('/community/trader/20', client);
    for (const path of [
      'queryMtAccountInfo',
      'center/dataIndicators',
      'center/trendChart',
      'center/monthAnalyseChart',
    ]) {
      await waitFor(() => expect(callsTo(spy, `${FRONT}/${path}?mtId=20`)).toHaveLength(1));
    }
    await waitFor(() => expect(client.getQueryData(['trader-profile', 20, 'months'])).toEqual(MONTHS));
    expect(client.getQueryData(['trader-profile', 20, 'trend'])).toEqual(CURVE);
  });

  it('fetches nothing for another page', async () => {
    const spy = mockData();
    preloadFirstScreen('/community/trader', createQueryClient());
    preloadFirstScreen('/home', createQueryClient());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(spy).not.toHaveBeenCalled();
  });
});

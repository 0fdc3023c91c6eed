import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rankingRow } from '@/testing/community-fixtures';
import { callsTo, envelope, mockFetch } from '@/testing/fetch-mock';
import { renderWithApp } from '@/testing/render';
import { HenchmanPage } from './henchman-page';
import { subscribeNews } from './square-fixtures';

describe('the followers’ page (/community/henchman)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('explains copying, leads to the square and shows what followers made, gained and lost', async () => {
    const spy = mockFetch({
      '/community/front/getsignlemodulelist': { body: envelope([rankingRow({ copyProfit: '1520.40' })]) },
      '/community/front/getfollowchangelist': { body: envelope([]) },
      '/community/front/querySubscribeNews': { body: envelope([subscribeNews()]) },
    });
    renderWithApp(<HenchmanPage />);
    expect(screen.getByRole('heading', { level: 2, name: '跟单是如何运作的' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /浏览交易员/ })).toHaveAttribute('href', '/community/trader');
    expect(screen.getByRole('link', { name: /跟单收益排行/ })).toHaveAttribute(
      'href',
      '/community/trader?sort=copyProfit',
    );
    expect(await screen.findByText('+1,520.40')).toBeInTheDocument();
    expect(await screen.findByText('Li***n')).toBeInTheDocument();
    expect(await screen.findByText('近 7 天新增与流失的跟单者')).toBeInTheDocument();
    expect(screen.getByText('近 30 天新增与流失的跟单者')).toBeInTheDocument();
    expect(await screen.findAllByText('该时段内没有跟随变化')).toHaveLength(2);

    await waitFor(() => expect(callsTo(spy, '/community/front/getfollowchangelist')).toHaveLength(2));
    const days = callsTo(spy, '/community/front/getfollowchangelist').map(([url]) =>
      new URL(url, 'http://localhost').searchParams.get('days'),
    );
    expect(days.sort()).toEqual(['30', '7']);
    const [module] = callsTo(spy, '/community/front/getsignlemodulelist');
    expect(module![0]).toContain('module=copyProfit');
  });
});

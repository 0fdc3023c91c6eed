import type { CollectionItem } from '@copytrade/contracts/social';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, envelope, sentBody } from '@/testing/fetch-mock';
import { englishPageTest } from '@/testing/page-test';
import { renderWithApp } from '@/testing/render';
import { collectedComment, collectedStrategy, mockSocialApi } from '../testing/social-fixtures';
import { CollectRoute } from './collect';

describe('personalCenter/:id/collect', () => {
  englishPageTest({ signedInAs: { id: 2 } });

  it('shows comment and strategy cards, and one that is gone, each removable', async () => {
    const user = userEvent.setup();
    const items: CollectionItem[] = [
      collectedComment(),
      collectedStrategy(),
      collectedComment({ targetId: 30, available: false, comment: null }),
    ];
    const fetchSpy = mockSocialApi({
      '/community/api/queryCollectionInformation': () => ({
        body: envelope(items, 10000, 'ok', items.length),
      }),
      '/community/api/favorDelete': (_url, init) => {
        const body = sentBody(init) as { targetType: string; targetId: number };
        items.splice(
          items.findIndex((i) => i.targetType === body.targetType && i.targetId === body.targetId),
          1,
        );
        return { body: envelope([{ ...body, collected: false }]) };
      },
    });
    renderWithApp(<CollectRoute />);

    const list = await screen.findByRole('list', { name: 'Favourites' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getByText('Copying since last month with a 0.5 ratio.')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'On Atlas Capital #2 6100002' })).toHaveAttribute(
      'href',
      '/community/trader/7?tab=comments',
    );
    expect(within(list).getByText('Trend following on EURUSD.')).toBeInTheDocument();
    expect(within(list).getByText('This comment has been deleted.')).toBeInTheDocument();

    const gone = within(list).getByText('This comment has been deleted.').closest('li')!;
    await user.click(within(gone).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(sentBody(callsTo(fetchSpy, '/community/api/favorDelete')[0]![1])).toEqual({
      targetType: 'comment',
      targetId: 30,
    });
  });

  it('narrows to strategies and says when a strategy is locked', async () => {
    const user = userEvent.setup();
    const fetchSpy = mockSocialApi({
      '/community/api/queryCollectionInformation': (url) =>
        url.searchParams.get('targetType') === 'strategy'
          ? {
              body: envelope(
                [collectedStrategy({ strategy: { strategy: '', strategyLocked: true } })],
                10000,
                'ok',
                1,
              ),
            }
          : { body: envelope([collectedComment()], 10000, 'ok', 1) },
    });
    renderWithApp(<CollectRoute />);
    expect(await screen.findByText('Copying since last month with a 0.5 ratio.')).toBeInTheDocument();
    await user.click(screen.getByText('Strategies'));
    expect(await screen.findByText('This strategy has been locked by the site admin')).toBeInTheDocument();
    expect(callsTo(fetchSpy, '/community/api/queryCollectionInformation').at(-1)![0]).toContain(
      'targetType=strategy',
    );
  });

  it('shows an empty list with a way to the strategy square', async () => {
    mockSocialApi({ '/community/api/queryCollectionInformation': { body: envelope([], 10000, 'ok', 0) } });
    renderWithApp(<CollectRoute />);
    expect(await screen.findByText('No favourites yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the strategy square' })).toHaveAttribute(
      'href',
      '/community/trader',
    );
  });
});

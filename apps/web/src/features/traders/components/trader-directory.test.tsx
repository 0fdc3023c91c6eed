import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MASTER } from '@/testing/copy-fixtures';
import { envelope, mockFetch } from '@/testing/fetch-mock';
import { renderWithApp } from '@/testing/render';
import { TraderDirectory } from './trader-directory';

describe('the trader list', () => {
  it('links each card to the trader’s profile and keeps its action', async () => {
    const user = userEvent.setup();
    mockFetch({
      '/community/front/queryTradeAccListWithoutToken': { body: envelope([MASTER], 10000, 'ok', 1) },
      '/community/front/querySubscriptions': {
        body: envelope([{ activeSubscribers: 2, totalSubscribers: 5 }]),
      },
    });
    const { router } = renderWithApp(
      <TraderDirectory renderAction={() => <button type="button">act</button>} />,
      {
        path: '/community/trader',
        route: '/community/trader',
        routes: [{ path: '/community/trader/:mtId', element: <p>profile page</p> }],
      },
    );

    const card = await screen.findByRole('article', { name: /Atlas Capital/ });
    expect(within(card).getByRole('button', { name: 'act' })).toBeInTheDocument();
    const link = within(card).getByRole('link', { name: 'Atlas Capital' });
    expect(link).toHaveAttribute('href', '/community/trader/1');

    await user.click(link);
    expect(await screen.findByText('profile page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/community/trader/1');
  });
});

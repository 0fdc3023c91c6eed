import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, envelope, failsOnce } from '@/testing/fetch-mock';
import { englishPageTest } from '@/testing/page-test';
import { renderWithApp } from '@/testing/render';
import { mockSocialApi, optionalRow } from '../testing/social-fixtures';
import { OptionalRoute } from './optional';

/** A wide screen: every media query matches (antd's breakpoints are min-width queries). */
function wideScreen() {
  const original = window.matchMedia.bind(window);
  window.matchMedia = (query: string) => ({ ...original(query), matches: true });
  return () => {
    window.matchMedia = original;
  };
}

const ROWS = [
  optionalRow(),
  optionalRow({
    mtAccId: 9,
    userName: 'Blue Harbor',
    login: '60100001',
    loginOrder: 1,
    growth: '-17.83',
    drawdown: '19.06',
    followers: 0,
  }),
];

describe('personalCenter/:id/optional', () => {
  const toasts = englishPageTest({ signedInAs: { id: 9 } });

  it('lists the watched accounts as ranking rows in a table, each linking to its profile', async () => {
    const restore = wideScreen();
    try {
      mockSocialApi({
        '/community/front/querySrCommunityOptionals': { body: envelope(ROWS, 10000, 'ok', 2) },
      });
      renderWithApp(<OptionalRoute />);
      const table = await screen.findByRole('table');
      const rows = within(table).getAllByRole('row').slice(1);
      expect(rows).toHaveLength(2);
      expect(within(rows[0]!).getByText('+31.86%')).toBeInTheDocument();
      expect(within(rows[0]!).getByText('8.40%')).toBeInTheDocument();
      expect(within(rows[0]!).getByText('14')).toBeInTheDocument();
      expect(within(rows[0]!).getByText('2026-11-17')).toBeInTheDocument();
      expect(within(rows[1]!).getByText('-17.83%')).toBeInTheDocument();
      expect(within(rows[0]!).getByRole('link', { name: /Atlas Capital/ })).toHaveAttribute(
        'href',
        '/community/trader/7',
      );
      expect(within(rows[1]!).getByRole('link', { name: 'View profile' })).toHaveAttribute(
        'href',
        '/community/trader/9',
      );
    } finally {
      restore();
    }
  });

  it('removes a row at once, and brings it back when the server refuses', async () => {
    const user = userEvent.setup();
    const rows = [...ROWS];
    let refuse = false;
    const fetchSpy = mockSocialApi({
      '/community/front/querySrCommunityOptionals': () => ({
        body: envelope(rows, 10000, 'ok', rows.length),
      }),
      '/community/front/delSrCommunityOptional': (url) => {
        if (refuse) return { status: 500, body: envelope([], 50000, 'Server error, please retry') };
        const mtId = Number(url.searchParams.get('mtId'));
        rows.splice(
          rows.findIndex((row) => row.mtAccId === mtId),
          1,
        );
        return { body: envelope([{ mtAccId: mtId, isOptional: false }]) };
      },
    });
    renderWithApp(<OptionalRoute />);
    const list = await screen.findByRole('list', { name: 'Optional trade accounts' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Remove Blue Harbor #1 from optional' }));
    await waitFor(() => expect(screen.queryByText('Blue Harbor')).not.toBeInTheDocument());
    expect(callsTo(fetchSpy, '/community/front/delSrCommunityOptional')[0]![0]).toContain('mtId=9');
    expect(await screen.findByText('Removed from your optional list')).toBeInTheDocument();

    refuse = true;
    await user.click(screen.getByRole('button', { name: 'Remove Atlas Capital #2 from optional' }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Server error, please retry'));
    expect(await screen.findByText('Atlas Capital')).toBeInTheDocument();
  });

  it('shows an empty list with a way to the strategy square', async () => {
    mockSocialApi({ '/community/front/querySrCommunityOptionals': { body: envelope([], 10000, 'ok', 0) } });
    renderWithApp(<OptionalRoute />);
    expect(await screen.findByText('Your optional list is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the strategy square' })).toHaveAttribute(
      'href',
      '/community/trader',
    );
  });

  it('offers a retry when the list cannot be read', async () => {
    const user = userEvent.setup();
    const optionals = failsOnce({ body: envelope([optionalRow()], 10000, 'ok', 1) });
    mockSocialApi({ '/community/front/querySrCommunityOptionals': optionals });
    renderWithApp(<OptionalRoute />);
    await user.click(await screen.findByRole('button', { name: /Retry/ }));
    expect(await screen.findByText('Atlas Capital')).toBeInTheDocument();
    expect(optionals.calls()).toBe(2);
  });
});

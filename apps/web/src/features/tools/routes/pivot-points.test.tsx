import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PATHS } from '@/lib/paths';
import { FakeSocket } from '@/testing/fake-socket';
import { envelope } from '@/testing/fetch-mock';
import { englishPageTest } from '@/testing/page-test';
import { renderRoutes } from '@/testing/render';
import { LIVE_SERVER, mockMarketApi } from '../testing/market-fixtures';
import { PivotPointsRoute } from './pivot-points';

function renderPivots(path: string = PATHS.pivotPoints) {
  return renderRoutes([{ path: PATHS.pivotPoints, element: <PivotPointsRoute /> }], { path });
}

const headers = () =>
  within(screen.getByRole('region', { name: 'Pivot points of the major symbols' }))
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);

const rowOf = (symbol: string) => screen.getByRole('cell', { name: new RegExp(`^${symbol}`) }).closest('tr')!;

describe('/tools/market/point', () => {
  englishPageTest();

  it('shows the classic levels with the previous day and the bid placed among them', async () => {
    mockMarketApi();
    renderPivots();
    expect(await screen.findByRole('heading', { level: 1, name: 'Pivot points' })).toBeInTheDocument();
    await screen.findByText('Euro vs US Dollar');

    expect(headers()).toEqual([
      'Symbol',
      'Previous day',
      'S3',
      'S2',
      'S1',
      'P',
      'R1',
      'R2',
      'R3',
      'Price now',
    ]);
    const eurusd = within(rowOf('EURUSD'));
    expect(eurusd.getByText('1.09000')).toBeInTheDocument();
    expect(eurusd.getByText('2026-11-30')).toBeInTheDocument();
    expect(eurusd.getByText('1.08533')).toBeInTheDocument();
    // Bid 1.08700: between P 1.08533 and R1 1.09067, nearest P.
    expect(eurusd.getByText('Between P and R1')).toBeInTheDocument();
    expect(eurusd.getByText('1.08533')).toHaveAttribute('title', 'Level nearest the price');
    // No price while its market is closed.
    expect(within(rowOf('XAUUSD')).getByText('Closed')).toBeInTheDocument();
  });

  it('switches to Camarilla: four levels each side, the formulas card follows', async () => {
    const user = userEvent.setup();
    mockMarketApi();
    const { router } = renderPivots();
    await screen.findByText('Euro vs US Dollar');

    await user.click(screen.getByTitle('Camarilla'));
    expect(router.state.location.search).toBe('?method=camarilla');
    expect(headers()).toEqual([
      'Symbol',
      'Previous day',
      'S4',
      'S3',
      'S2',
      'S1',
      'P',
      'R1',
      'R2',
      'R3',
      'R4',
      'Price now',
    ]);
    const eurusd = within(rowOf('EURUSD'));
    expect(eurusd.getByText('1.09150')).toBeInTheDocument();
    // Bid 1.08700 between R1 1.08692 and R2 1.08783, nearest R1.
    expect(eurusd.getByText('Between R1 and R2')).toBeInTheDocument();
    expect(eurusd.getByText('1.08692')).toHaveAttribute('title', 'Level nearest the price');

    const formulas = screen.getByRole('region', { name: /Formulas/ });
    expect(within(formulas).getByText('R4 = C + (H − L) × 1.1 / 2')).toBeInTheDocument();

    await user.click(screen.getByTitle('Fibonacci'));
    expect(within(rowOf('EURUSD')).getByText('1.08915')).toBeInTheDocument();
    expect(headers()).toHaveLength(10);
  });

  it('moves the bid with the live quotes', async () => {
    mockMarketApi();
    renderPivots();
    await screen.findByText('Euro vs US Dollar');
    const socket = FakeSocket.last();
    act(() => socket.open());
    await waitFor(() =>
      expect(socket.sentMessages().at(-1)).toEqual({
        type: 'quotes',
        server: LIVE_SERVER,
        symbols: ['EURUSD', 'XAUUSD'],
      }),
    );
    act(() =>
      socket.receive({
        type: 'quotes',
        server: LIVE_SERVER,
        quotes: [{ symbol: 'EURUSD', bid: '1.09100', ask: '1.09112', time: 5_000 }],
      }),
    );
    expect(within(rowOf('EURUSD')).getByText('Between R1 and R2')).toBeInTheDocument();
  });

  it('says when there are no levels yet', async () => {
    mockMarketApi({ getPivotPoints: { body: envelope([]) } });
    renderPivots();
    expect(await screen.findByText('No pivot points yet')).toBeInTheDocument();
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '@/lib/paths';
import { FakeSocket } from '@/testing/fake-socket';
import { callsTo, envelope } from '@/testing/fetch-mock';
import { englishPageTest } from '@/testing/page-test';
import { renderRoutes } from '@/testing/render';
import { DEMO_SERVER, LIVE_SERVER, mockMarketApi } from '../testing/market-fixtures';
import { TransactionDataRoute } from './transaction-data';

// jsdom has no canvas: the chart is a stand-in that shows what it was given.
vi.mock('../components/candle-chart', () => ({
  CandleChart: ({ candles, live }: { candles: unknown[]; live: { bid: string } | null }) => (
    <div data-testid="candle-chart">
      {candles.length} candles, live {live?.bid ?? 'none'}
    </div>
  ),
}));

/** The page as a desktop sees it: every min-width media query matches (jsdom's stub matches none). */
function asDesktop() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: /min-width/.test(query),
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  }));
}

function renderBoard(path: string = PATHS.transactionData) {
  return renderRoutes([{ path: PATHS.transactionData, element: <TransactionDataRoute /> }], { path });
}

const rowOf = (symbol: string) =>
  within(screen.getByRole('region', { name: 'Quotes' }))
    .getByRole('cell', { name: new RegExp(`^${symbol}(?! over)`) })
    .closest('tr')!;

describe('/tools/transactionData', () => {
  englishPageTest();
  beforeEach(() => {
    asDesktop();
    // jsdom does not scroll.
    Element.prototype.scrollIntoView = vi.fn();
  });

  it('shows the default server’s board: prices, spread, change, range and the 24h trend', async () => {
    const fetchSpy = mockMarketApi();
    renderBoard();

    expect(await screen.findByRole('heading', { level: 1, name: 'Live quotes' })).toBeInTheDocument();
    await within(await screen.findByRole('region', { name: 'Quotes' })).findByText('Euro vs US Dollar');
    expect(callsTo(fetchSpy, '/cms/front/getMarketQuotes')[0]![0]).toContain(`server=${LIVE_SERVER}`);

    const eurusd = within(rowOf('EURUSD'));
    const [bid, ask] = rowOf('EURUSD').querySelectorAll('[data-move]');
    expect(bid).toHaveTextContent('1.08500');
    expect(ask).toHaveTextContent('1.08512');
    expect(eurusd.getByText('12')).toBeInTheDocument();
    expect(eurusd.getByText('+0.09%')).toBeInTheDocument();
    expect(eurusd.getByRole('img', { name: 'EURUSD over the last 24 hours' })).toBeInTheDocument();
    expect(within(rowOf('GBPUSD')).getByText('-0.16%')).toBeInTheDocument();
    // A market without a price (the weekend): a dash and the closed tag.
    expect(within(rowOf('USOIL')).getByText('Closed')).toBeInTheDocument();
  });

  it('filters by category and by the search box', async () => {
    const user = userEvent.setup();
    mockMarketApi();
    renderBoard();
    await within(await screen.findByRole('region', { name: 'Quotes' })).findByText('Euro vs US Dollar');

    const board = screen.getByRole('region', { name: 'Quotes' });
    await user.click(screen.getByText('Metals'));
    expect(within(board).getByText('Gold vs US Dollar')).toBeInTheDocument();
    expect(within(board).queryByText('Euro vs US Dollar')).not.toBeInTheDocument();

    await user.click(screen.getByText('All'));
    await user.type(screen.getByRole('textbox', { name: 'Search symbols' }), 'yen');
    expect(within(board).getByText('US Dollar vs Japanese Yen')).toBeInTheDocument();
    expect(within(board).queryByText('Euro vs US Dollar')).not.toBeInTheDocument();

    await user.clear(screen.getByRole('textbox', { name: 'Search symbols' }));
    await user.type(screen.getByRole('textbox', { name: 'Search symbols' }), 'nothing like it');
    expect(screen.getByText('No matching symbols')).toBeInTheDocument();
  });

  it('asks live quotes for the rows on screen only, and applies one to its row', async () => {
    mockMarketApi();
    renderBoard();
    await within(await screen.findByRole('region', { name: 'Quotes' })).findByText('Euro vs US Dollar');
    const socket = FakeSocket.last();
    act(() => socket.open());

    await waitFor(() => expect(socket.sent.length).toBeGreaterThan(0));
    const ask = socket.sentMessages().at(-1) as { type: string; server: string; symbols: string[] };
    expect(ask.type).toBe('quotes');
    expect(ask.server).toBe(LIVE_SERVER);
    // 22 symbols, 20 a page: the second page's are not asked for.
    expect(ask.symbols).toHaveLength(20);
    expect(ask.symbols).toContain('EURUSD');
    expect(ask.symbols).not.toContain('EURCHF');

    act(() =>
      socket.receive({
        type: 'quotes',
        server: LIVE_SERVER,
        quotes: [{ symbol: 'EURUSD', bid: '1.08650', ask: '1.08661', time: 2_000 }],
      }),
    );
    const eurusd = within(rowOf('EURUSD'));
    const bid = eurusd.getAllByText(/1\.08/)[0]!.closest('[data-move]')!;
    expect(bid).toHaveTextContent('1.08650');
    expect(bid).toHaveAttribute('data-move', '1');
    expect(eurusd.getByText('11')).toBeInTheDocument();
    // The change follows the bid against the day's open (1.08400), the range stretches to it.
    expect(eurusd.getByText('+0.23%')).toBeInTheDocument();
    expect(eurusd.getByText('1.08650', { selector: 'span' })).toBeInTheDocument();
  });

  it('opens the chart of a clicked row with its candles and the timeframes', async () => {
    const user = userEvent.setup();
    const fetchSpy = mockMarketApi();
    renderBoard();
    await within(await screen.findByRole('region', { name: 'Quotes' })).findByText('Euro vs US Dollar');

    // A desktop shows the first row's chart at first.
    const first = await screen.findByRole('region', { name: 'EURUSD chart' });
    expect(await within(first).findByTestId('candle-chart')).toHaveTextContent('5 candles');

    await user.click(within(screen.getByRole('region', { name: 'Quotes' })).getByText('Gold vs US Dollar'));
    const gold = await screen.findByRole('region', { name: 'XAUUSD chart' });
    expect(rowOf('XAUUSD')).toHaveAttribute('aria-selected', 'true');
    await user.click(within(gold).getByText('D1'));
    await waitFor(() =>
      expect(
        callsTo(fetchSpy, '/cms/front/getMarketCandles').some(
          ([url]) => url.includes('symbol=XAUUSD') && url.includes('timeframe=D1'),
        ),
      ).toBe(true),
    );
  });

  it('opens the chart above the list on a tap on a phone, and closes it', async () => {
    vi.unstubAllGlobals();
    const user = userEvent.setup();
    mockMarketApi();
    renderBoard();
    await within(await screen.findByRole('region', { name: 'Quotes' })).findByText('Euro vs US Dollar');
    expect(screen.queryByRole('region', { name: /chart$/ })).not.toBeInTheDocument();

    await user.click(screen.getByText('Great Britain Pound vs US Dollar'));
    const chart = await screen.findByRole('region', { name: 'GBPUSD chart' });
    const board = screen.getByRole('region', { name: 'Quotes' });
    expect(chart.compareDocumentPosition(board) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.click(within(chart).getByRole('button', { name: 'Close chart' }));
    expect(screen.queryByRole('region', { name: 'GBPUSD chart' })).not.toBeInTheDocument();
  });

  it('switches the trade server from the select', async () => {
    const user = userEvent.setup();
    const fetchSpy = mockMarketApi();
    const { router } = renderBoard();
    await within(await screen.findByRole('region', { name: 'Quotes' })).findByText('Euro vs US Dollar');

    await user.click(screen.getByRole('combobox', { name: 'Trade server' }));
    await user.click(await screen.findByText(DEMO_SERVER));
    await waitFor(() => expect(router.state.location.search).toBe(`?server=${DEMO_SERVER}`));
    await waitFor(() =>
      expect(callsTo(fetchSpy, '/cms/front/getMarketQuotes').at(-1)![0]).toContain(`server=${DEMO_SERVER}`),
    );
  });

  it('shows the load error with a retry, and the empty board', async () => {
    mockMarketApi({ getMarketQuotes: { status: 500, body: envelope([], 50000, 'Server error') } });
    renderBoard();
    expect(await screen.findByText('Could not load')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Retry/ })).toBeInTheDocument();
  });

  it('says when the server has no quotes', async () => {
    mockMarketApi({ getMarketQuotes: { body: envelope([]) } });
    renderBoard();
    expect(await screen.findByText('No quotes on this server')).toBeInTheDocument();
  });
});

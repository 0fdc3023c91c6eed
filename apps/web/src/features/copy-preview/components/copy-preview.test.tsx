import type { CopyPreview, FollowerCopyPreviewInput } from '@copytrade/contracts/preview';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, envelope, mockFetch, sentBody } from '@/testing/fetch-mock';
import { switchLocale } from '@/testing/page-test';
import { renderWithApp } from '@/testing/render';
import { FollowerCopyPreview } from './follower-copy-preview';
import type { ChartSpec } from '@/components/charts/chart-spec';
import type { PreviewChartComponent } from './preview-chart';
import { VisitorCopyPreview } from './visitor-copy-preview';

const DAY = 24 * 3600_000;
const TO = Date.UTC(2026, 10, 21, 8);
const FROM = TO - 90 * DAY;

/** The chart stands in as a list of its series (the drawing itself is the shared chart's, tested there). */
const drawn: ChartSpec[] = [];
const FakeChart: PreviewChartComponent = ({ spec, label }) => {
  drawn.push(spec);
  return (
    <div role="img" aria-label={label}>
      {spec.series.map((s) => `${s.name}: ${s.values.length} points`).join(' / ')}
    </div>
  );
};

function preview(overrides: Partial<CopyPreview> = {}): CopyPreview {
  return {
    mtId: 7,
    from: FROM,
    to: TO,
    truncated: false,
    startEquity: '10000.00',
    leverage: 100,
    currency: 'USD',
    endEquity: '10650.00',
    counts: { trades: 3, copied: 2, skipped: 1, openCopies: 0 },
    skipReasons: [{ reason: 'SYMBOL_UNBOUND', count: 1 }],
    adjustments: [{ reason: 'FREE_MARGIN', count: 1 }],
    curve: [
      { time: FROM, trader: '0.00', follower: '0.00', equity: '10000.00' },
      { time: FROM + 10 * DAY, trader: '2.49', follower: '5.00', equity: '10500.00' },
      { time: FROM + 20 * DAY, trader: '3.23', follower: '6.50', equity: '10650.00' },
      { time: TO, trader: '3.23', follower: '6.50', equity: '10650.00' },
    ],
    result: { money: '650.00', percent: '6.50' },
    traderResult: { percent: '3.23' },
    drawdown: { money: '200.00', percent: '1.90' },
    traderDrawdown: { percent: '0.97' },
    trades: [
      {
        ticket: 103,
        symbol: 'XAUUSD.m',
        type: 1,
        masterLots: '0.10',
        openTime: FROM + 30 * DAY,
        closeTime: FROM + 31 * DAY,
        masterProfit: '50.00',
        copied: false,
        lots: null,
        followerSymbol: null,
        followerType: null,
        profit: null,
        adjustments: [],
        reason: 'SYMBOL_UNBOUND',
        detail: { symbol: 'XAUUSD.m' },
      },
      {
        ticket: 102,
        symbol: 'EURUSD.m',
        type: 0,
        masterLots: '2.00',
        openTime: FROM + 20 * DAY,
        closeTime: FROM + 21 * DAY,
        masterProfit: '300.00',
        copied: true,
        lots: '0.60',
        followerSymbol: 'EURUSDpro',
        followerType: 0,
        profit: '90.00',
        adjustments: ['FREE_MARGIN'],
        reason: null,
        detail: null,
      },
      {
        ticket: 101,
        symbol: 'EURUSD.m',
        type: 0,
        masterLots: '1.00',
        openTime: FROM + 10 * DAY,
        closeTime: FROM + 11 * DAY,
        masterProfit: '-200.00',
        copied: true,
        lots: '1.00',
        followerSymbol: 'EURUSDpro',
        followerType: 0,
        profit: '-200.00',
        adjustments: [],
        reason: null,
        detail: null,
      },
    ],
    ...overrides,
  };
}

afterEach(async () => {
  vi.unstubAllGlobals();
  drawn.length = 0;
  await switchLocale('zh_CN');
});

describe('VisitorCopyPreview (the profile tab: "if I had copied with 10,000 at 1:100")', () => {
  it('runs at once with 10,000 at 1:100 and shows the result, both curves, the reasons and the trades', async () => {
    await switchLocale('en_US');
    const fetchSpy = mockFetch({ '/community/front/copyPreview': { body: envelope([preview()]) } });
    renderWithApp(<VisitorCopyPreview mtId={7} Chart={FakeChart} />);

    expect(await screen.findByText('+650.00')).toBeInTheDocument();
    const [, init] = callsTo(fetchSpy, '/community/front/copyPreview')[0]!;
    expect(sentBody(init)).toEqual({ mtId: 7, amount: '10000', leverage: '100', copyType: 3, direction: 1 });
    expect(screen.getByText('+6.50% · ends at 10,650.00')).toBeInTheDocument();
    expect(screen.getByText('+3.23%')).toBeInTheDocument();
    expect(screen.getByText('-1.90%')).toBeInTheDocument();
    expect(screen.getByText('200.00 USD from the peak')).toBeInTheDocument();
    expect(screen.getByText('2 / 3')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Growth of the trader and of your copies/ })).toHaveTextContent(
      'Trader: 4 points / You: 4 points',
    );
    // The reasons in the copy records' words, with how many trades each.
    expect(screen.getAllByText('Symbol not bound').length).toBeGreaterThanOrEqual(2);
    expect(screen.getAllByText('Cut to fit your free margin').length).toBeGreaterThanOrEqual(1);
    // Newest first: the skipped gold trade, then the copies with the trader's lots and the follower's.
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('XAUUSD.m');
    expect(rows[0]).toHaveTextContent('Symbol not bound');
    expect(rows[1]).toHaveTextContent('2.00');
    expect(rows[1]).toHaveTextContent('0.60');
    expect(rows[1]).toHaveTextContent('90.00');
    expect(rows[2]).toHaveTextContent('-200.00');
  });

  it('checks the amount and leverage with the shared rules before asking again', async () => {
    await switchLocale('en_US');
    const user = userEvent.setup();
    const fetchSpy = mockFetch({ '/community/front/copyPreview': { body: envelope([preview()]) } });
    renderWithApp(<VisitorCopyPreview mtId={7} Chart={FakeChart} />);
    await screen.findByText('+650.00');

    const amount = screen.getByLabelText('Amount');
    await user.clear(amount);
    await user.type(amount, '5');
    await user.click(screen.getByRole('button', { name: 'Show the result' }));
    expect(await screen.findByText('Must be at least 10')).toBeInTheDocument();
    const leverage = screen.getByLabelText('Leverage');
    await user.clear(leverage);
    await user.type(leverage, '2000');
    await user.click(screen.getByRole('button', { name: 'Show the result' }));
    expect(await screen.findByText('Must be at most 1000')).toBeInTheDocument();
    expect(callsTo(fetchSpy, '/community/front/copyPreview')).toHaveLength(1);

    await user.clear(amount);
    await user.type(amount, '2500');
    await user.clear(leverage);
    await user.type(leverage, '200');
    await user.click(screen.getByText('Fixed lot'));
    await user.click(screen.getByRole('button', { name: 'Show the result' }));
    await waitFor(() => expect(callsTo(fetchSpy, '/community/front/copyPreview')).toHaveLength(2));
    const [, init] = callsTo(fetchSpy, '/community/front/copyPreview')[1]!;
    expect(sentBody(init)).toMatchObject({ amount: '2500', leverage: '200', copyType: 1, copyValue: '0.10' });
  });

  it('says so when the trader has no trades in the window (Chinese)', async () => {
    mockFetch({
      '/community/front/copyPreview': {
        body: envelope([
          preview({ counts: { trades: 0, copied: 0, skipped: 0, openCopies: 0 }, trades: [] }),
        ]),
      },
    });
    renderWithApp(<VisitorCopyPreview mtId={7} Chart={FakeChart} />);
    expect(await screen.findByText('最近 90 天内没有交易')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a failure in place with a retry', async () => {
    await switchLocale('en_US');
    const user = userEvent.setup();
    let fail = true;
    const fetchSpy = mockFetch({
      '/community/front/copyPreview': () =>
        fail ? { status: 404, body: envelope([], 40400, 'Not found') } : { body: envelope([preview()]) },
    });
    renderWithApp(<VisitorCopyPreview mtId={7} Chart={FakeChart} />);
    expect(await screen.findByText('The preview could not be worked out')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: /Retry/ }));
    expect(await screen.findByText('+650.00')).toBeInTheDocument();
    expect(callsTo(fetchSpy, '/community/front/copyPreview')).toHaveLength(2);
  });
});

describe('FollowerCopyPreview (the subscribe dialog)', () => {
  const request = (overrides: Partial<FollowerCopyPreviewInput> = {}): FollowerCopyPreviewInput => ({
    mtId: 7,
    followAccountId: 11,
    copyType: 2,
    copyValue: '0.50',
    direction: 1,
    maxOpenPositions: null,
    maxTotalLots: null,
    maxRatio: null,
    partialClose: 'takeSmall',
    ...overrides,
  });

  /** The dialog's side: each click on "next" is the next settings as typed. */
  function Typing({ requests }: { requests: FollowerCopyPreviewInput[] }) {
    const [index, setIndex] = useState(0);
    return (
      <>
        <button type="button" onClick={() => setIndex((i) => Math.min(i + 1, requests.length - 1))}>
          next
        </button>
        <FollowerCopyPreview request={requests[index]!} Chart={FakeChart} />
      </>
    );
  }

  it('asks for the settings as typed, and again only when they change', async () => {
    const user = userEvent.setup();
    const fetchSpy = mockFetch({ '/community/api/copyPreview': { body: envelope([preview()]) } });
    renderWithApp(
      <Typing
        requests={[
          request(),
          // The same settings again (a new object) are the same request.
          request(),
          request({ direction: 2 }),
        ]}
      />,
    );
    expect(await screen.findByText('+650.00')).toBeInTheDocument();
    expect(sentBody(callsTo(fetchSpy, '/community/api/copyPreview')[0]![1])).toEqual(request());
    await user.click(screen.getByRole('button', { name: 'next' }));
    await user.click(screen.getByRole('button', { name: 'next' }));
    await waitFor(() => expect(callsTo(fetchSpy, '/community/api/copyPreview')).toHaveLength(2));
    expect(sentBody(callsTo(fetchSpy, '/community/api/copyPreview')[1]![1])).toMatchObject({ direction: 2 });
    // The previous answer stays on screen while the next one loads, then the new one shows.
    expect(screen.getByText('+650.00')).toBeInTheDocument();
  });

  it('explains what is missing until the account and the value are set', () => {
    const fetchSpy = mockFetch({});
    renderWithApp(<FollowerCopyPreview request={null} Chart={FakeChart} />);
    expect(screen.getByText('请选择跟单账户并填写手数或比例，即可查看跟单效果。')).toBeInTheDocument();
    expect(callsTo(fetchSpy, '/community/api/copyPreview')).toHaveLength(0);
  });
});

import type { MtAccountInfo } from '@copytrade/contracts/accounts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { accountItem } from '@/testing/accounts-fixtures';
import { MASTER } from '@/testing/copy-fixtures';
import { callsTo, envelope, mockFetch, type MockAnswer } from '@/testing/fetch-mock';
import { indicators } from '@/testing/mam-fixtures';
import { englishPageTest } from '@/testing/page-test';
import { renderWithApp } from '@/testing/render';
import { TraderPicker, TRADERS_PER_PAGE } from './trader-picker';

const ok = (content: unknown[], total?: number): MockAnswer => ({
  body: envelope(content, 10000, 'ok', total),
});

const trader = (overrides: Partial<MtAccountInfo>): MtAccountInfo => ({ ...MASTER, ...overrides });

const ATLAS = trader({ mtAccId: 1 });
const BORA = trader({
  mtAccId: 2,
  userName: 'Bora Kim',
  loginOrder: 2,
  login: '6100002',
  platformName: 'Apex Capital',
  strategy: '',
});
const CLARA = trader({ mtAccId: 3, userName: 'Clara Ruiz', login: '6100003', isMock: 1 });
/** The signed-in trader's own trade account: never offered to him. */
const MINE = trader({ mtAccId: 9, userName: 'Lena', login: '6100009' });

/** The fee of each account (querySubscriptionFree), as its trader set it. */
const FEES: Record<number, object> = {
  1: { feeType: 1, isFree: true, price: '0.00', performanceList: [], validityDays: 0 },
  2: { feeType: 2, isFree: false, price: '29.00', performanceList: [], validityDays: 30 },
  3: {
    feeType: 3,
    isFree: false,
    price: '0.00',
    performanceList: [
      { profit: '0.00', divided: '0.10' },
      { profit: '1000.00', divided: '0.20' },
    ],
    validityDays: 0,
  },
};

function mockPicker(pages: Record<number, { items: MtAccountInfo[]; total: number }>) {
  return mockFetch({
    '/mam/visitor/queryTradeAccListWithoutToken': (url) => {
      const page = pages[Number(url.searchParams.get('page'))] ?? { items: [], total: 0 };
      return ok(page.items, page.total);
    },
    '/community/api/queryTradeAccListWithToken': ok([accountItem({ mtAccId: 9, login: '6100009' })]),
    '/community/front/center/dataIndicators': (url) => {
      const mtId = Number(url.searchParams.get('mtId'));
      return ok([
        indicators({
          mtAccId: mtId,
          growth: mtId === 2 ? '-4.10' : `${mtId}2.50`,
          balanceDrawdown: { money: '300.00', percent: `${mtId}.25` },
        }),
      ]);
    },
    '/community/api/querySubscriptionFree': (url) => {
      const mtId = Number(url.searchParams.get('mtId'));
      return ok([
        {
          mtAccId: mtId,
          hasPaymentInfo: false,
          tokenAvailable: false,
          followerBalanceMin: null,
          ...(FEES[mtId] ?? FEES[1]),
        },
      ]);
    },
  });
}

function renderPicker() {
  const onCopy = vi.fn();
  const onClose = vi.fn();
  const rendered = renderWithApp(<TraderPicker open onClose={onClose} onCopy={onCopy} />);
  return { ...rendered, onCopy, onClose };
}

const rowOf = (name: string) => screen.getByText(name).closest('li')!;

describe('the trader picker ("Traders of this site")', () => {
  englishPageTest({ signedInAs: { userType: 3 } });

  it("lists the site's trade accounts with growth, drawdown and fee, but not the caller's own", async () => {
    const spy = mockPicker({ 1: { items: [MINE, ATLAS, BORA, CLARA], total: 4 } });
    renderPicker();
    const dialog = await screen.findByRole('dialog', { name: /Traders of this site/ });
    await within(dialog).findByText('Atlas Capital');
    expect(callsTo(spy, '/mam/visitor/queryTradeAccListWithoutToken')[0]![0]).toContain(
      `pageSize=${TRADERS_PER_PAGE}`,
    );
    await waitFor(() => expect(within(dialog).queryByText('Lena')).toBeNull());
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(3);

    const atlas = rowOf('Atlas Capital');
    expect(atlas).toHaveTextContent('#1 6100001 · Meridian Markets');
    expect(atlas).toHaveTextContent('Trend following on EURUSD.');
    expect(await within(atlas).findByText('+12.50%')).toBeInTheDocument();
    expect(within(atlas).getByText('-1.25%')).toBeInTheDocument();
    expect(await within(atlas).findByText('Free')).toBeInTheDocument();

    const bora = rowOf('Bora Kim');
    expect(bora).toHaveTextContent('#2 6100002 · Apex Capital');
    expect(bora).toHaveTextContent('The trader has not described a strategy yet');
    expect(await within(bora).findByText('-4.10%')).toBeInTheDocument();
    expect(await within(bora).findByText('29.00 USDT / 30 days')).toBeInTheDocument();

    const clara = rowOf('Clara Ruiz');
    expect(within(clara).getByText('Demo')).toBeInTheDocument();
    expect(await within(clara).findByText('Performance fee 10%–20%')).toBeInTheDocument();
    // The figures and fees are each account's own (never the caller's account).
    expect(callsTo(spy, '/community/front/center/dataIndicators').map(([url]) => url)).not.toContainEqual(
      expect.stringContaining('mtId=9'),
    );
  });

  it('Copy hands the chosen account on', async () => {
    const user = userEvent.setup();
    mockPicker({ 1: { items: [ATLAS, BORA], total: 2 } });
    const { onCopy } = renderPicker();
    await screen.findByText('Bora Kim');
    await user.click(screen.getByRole('button', { name: "Copy Bora Kim's account 6100002" }));
    expect(onCopy).toHaveBeenCalledTimes(1);
    expect(onCopy).toHaveBeenCalledWith(expect.objectContaining({ mtAccId: 2, userName: 'Bora Kim' }));
  });

  it('pages through many traders', async () => {
    const user = userEvent.setup();
    const first = Array.from({ length: TRADERS_PER_PAGE }, (_, i) =>
      trader({ mtAccId: 100 + i, userName: `Trader ${i + 1}`, login: `61001${i}` }),
    );
    const spy = mockPicker({
      1: { items: first, total: TRADERS_PER_PAGE + 1 },
      2: { items: [CLARA], total: TRADERS_PER_PAGE + 1 },
    });
    renderPicker();
    await screen.findByText('Trader 1');
    await user.click(screen.getByRole('listitem', { name: '2' }));
    expect(await screen.findByText('Clara Ruiz')).toBeInTheDocument();
    expect(screen.queryByText('Trader 1')).toBeNull();
    expect(callsTo(spy, '/mam/visitor/queryTradeAccListWithoutToken').at(-1)![0]).toContain('page=2');
  });

  it('says so when the only trade accounts are his own', async () => {
    mockPicker({ 1: { items: [MINE], total: 1 } });
    renderPicker();
    expect(await screen.findByText('No trader to follow yet')).toBeInTheDocument();
    expect(screen.queryByText('Lena')).toBeNull();
  });
});

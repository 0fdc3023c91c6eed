import type { MtAccountInfo } from '@copytrade/contracts/accounts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NotMasterCopyDetailRoute } from '@/features/mam-trading/routes/copy-detail';
import { CopyListRoute, NotMasterCopyListRoute } from '@/features/mam-trading/routes/copy-list';
import { accountItem } from '@/testing/accounts-fixtures';
import { followAccount, MASTER, subscription } from '@/testing/copy-fixtures';
import { callsTo, envelope, mockFetch, sentBody, type MockAnswer } from '@/testing/fetch-mock';
import { copyData, copyInfo, copyProfitChart, followRow, indicators } from '@/testing/mam-fixtures';
import { englishPageTest } from '@/testing/page-test';
import { renderWithApp } from '@/testing/render';
import { renderFollowTrader } from './mam-follow-trader';

const ok = (content: unknown[], total?: number): MockAnswer => ({
  body: envelope(content, 10000, 'ok', total),
});

const BORA: MtAccountInfo = { ...MASTER, mtAccId: 2, userName: 'Bora Kim', login: '6100002' };
/** The user's follow accounts: the detail page's is the second. */
const FOLLOWS = [
  followAccount(),
  followAccount({ mtAccId: 201, loginOrder: 2, login: '6200009', equity: '5210.55' }),
];

function mockBackOffice(overrides: Record<string, MockAnswer> = {}) {
  return mockFetch({
    '/community/api/queryTradeAccListWithToken': ok([accountItem({ mtAccId: 9, login: '6100009' })]),
    '/mam/main/queryCopyLoginListInfo': ok([followRow()], 1),
    '/community/front/queryMtAccountInfo': (url) =>
      url.searchParams.get('mtId') === '2' ? ok([BORA]) : ok([MASTER]),
    '/mam/visitor/queryTradeAccListWithoutToken': ok([MASTER, BORA], 2),
    '/community/front/center/dataIndicators': ok([indicators()]),
    '/mam/main/getCopyLoginAll': ok(FOLLOWS),
    '/community/front/querySiteSubscriptionStatus': ok([{ open: true, reverseAllowed: true, typeList: [1] }]),
    '/community/api/querySubscriptionFree': ok([
      {
        mtAccId: 1,
        feeType: 1,
        isFree: true,
        price: '0.00',
        validityDays: 0,
        performanceList: [],
        hasPaymentInfo: false,
        tokenAvailable: false,
        followerBalanceMin: null,
      },
    ]),
    '/community/api/createSubscription': ok([subscription()]),
    ...overrides,
  });
}

describe('"Follow a trader" in the MAM back office', () => {
  englishPageTest({ signedInAs: { userType: 1 } });

  it('?follow= on the follow-account list opens the subscribe dialog for that trader, then leaves the address', async () => {
    mockBackOffice();
    const { router } = renderWithApp(<NotMasterCopyListRoute followTrader={renderFollowTrader} />, {
      path: '/user/notMasterCopyList?follow=2&page=1',
    });
    expect(await screen.findByRole('dialog', { name: 'Copy Bora Kim' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?page=1'));
    expect(router.state.location.pathname).toBe('/user/notMasterCopyList');
    expect(screen.queryByRole('dialog', { name: /Traders of this site/ })).toBeNull();
  });

  it('?follow= naming his own trade account opens the picker instead, with a note', async () => {
    mockBackOffice({
      '/community/front/queryMtAccountInfo': ok([{ ...MASTER, mtAccId: 9, userName: 'Lena' }]),
    });
    const { router } = renderWithApp(<CopyListRoute followTrader={renderFollowTrader} />, {
      path: '/user/copyList?follow=9',
    });
    expect(await screen.findByRole('dialog', { name: /Traders of this site/ })).toBeInTheDocument();
    expect(
      await screen.findByText("That trade account cannot be copied; choose one of this site's traders."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Copy Lena' })).toBeNull();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('from the list: pick a trader, subscribe with a fixed lot, and the list is read again', async () => {
    const user = userEvent.setup();
    const spy = mockBackOffice();
    renderWithApp(<NotMasterCopyListRoute followTrader={renderFollowTrader} />, {
      path: '/user/notMasterCopyList',
    });
    await screen.findByText('#2 6200009');
    await user.click(screen.getByRole('button', { name: /Follow a trader/ }));
    const picker = await screen.findByRole('dialog', { name: /Traders of this site/ });
    await user.click(await within(picker).findByRole('button', { name: "Copy Bora Kim's account 6100002" }));

    const dialog = await screen.findByRole('dialog', { name: 'Copy Bora Kim' });
    await waitFor(() =>
      expect(within(dialog).getByText('#1 6200001 · ApexCapital-Real01')).toBeInTheDocument(),
    );
    await user.type(within(dialog).getByLabelText('Lots per copy'), '0.1');
    const listReads = callsTo(spy, '/mam/main/queryCopyLoginListInfo').length;
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('checkbox', { name: /I have read/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm subscription' }));
    await waitFor(() => expect(callsTo(spy, '/community/api/createSubscription')).toHaveLength(1));
    const [, init] = callsTo(spy, '/community/api/createSubscription')[0]!;
    expect(sentBody(init)).toMatchObject({
      masterAccountId: 2,
      followAccountId: 3,
      copyType: 1,
      copyValue: '0.10',
    });
    await waitFor(() =>
      expect(callsTo(spy, '/mam/main/queryCopyLoginListInfo').length).toBeGreaterThan(listReads),
    );
  });

  it('on a follow account that copies nobody, the dialog starts with that follow account chosen', async () => {
    const user = userEvent.setup();
    mockBackOffice({
      '/community/api/queryMtAccountDetail': ok([FOLLOWS[1]]),
      '/mam/main/queryCopyLoginData': ok([copyData()]),
      '/mam/main/queryCopyLoginInfo': ok([copyInfo({ masters: [] })]),
      '/mam/main/copyProfitChart': ok([copyProfitChart()]),
    });
    renderWithApp(<NotMasterCopyDetailRoute followTrader={renderFollowTrader} />, {
      path: '/user/notMasterCopyDetail?id=201',
    });
    const panel = (await screen.findByText('It copies no trade account now')).closest('section')!;
    await user.click(within(panel).getByRole('button', { name: /Follow a trader/ }));
    const picker = await screen.findByRole('dialog', { name: /Traders of this site/ });
    await user.click(
      await within(picker).findByRole('button', { name: "Copy Atlas Capital's account 6100001" }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Copy Atlas Capital' });
    await waitFor(() =>
      expect(within(dialog).getByText('#2 6200009 · ApexCapital-Real01')).toBeInTheDocument(),
    );
  });
});

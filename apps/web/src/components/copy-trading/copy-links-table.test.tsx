import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '@/testing/accounts-fixtures';
import { copyLink, copyRecord } from '@/testing/copy-fixtures';
import { callsTo, envelope, mockFetch } from '@/testing/fetch-mock';
import { renderWithApp } from '@/testing/render';
import { CopyLinksTable, isReversed, slippageTone } from './copy-links-table';
import { CopyRecordsTable } from './copy-records-table';

const FORWARD = copyLink({ linkId: 41, followerTicket: 800001, type: 0, masterType: 0, slippagePoints: 2 });
const REVERSED = copyLink({
  linkId: 42,
  masterTicket: 700003,
  followerTicket: 800002,
  type: 1,
  masterType: 0,
  slippagePoints: -3,
  sl: '1.08910',
  tp: '1.08310',
});
const DETACHED = copyLink({
  linkId: 43,
  masterTicket: 700004,
  followerTicket: 800003,
  state: 'detached',
  slippagePoints: 0,
});

function mockLinks(links = [FORWARD, REVERSED, DETACHED]) {
  return mockFetch({
    '/community/api/selectCommunityUserInfo': { body: envelope([]) },
    '/mam/main/queryCopyRelationTran': { body: envelope(links, 10000, 'ok', links.length) },
    '/mam/main/closeOrder': { body: envelope([]) },
    '/mam/main/queryCopyRecords': {
      body: envelope([
        copyRecord(),
        copyRecord({ recordId: 6, reason: 'BROKER_REJECTED', errorCode: 134, detail: {} }),
      ]),
    },
  });
}

const rowOf = (ticket: number) => screen.getByText(String(ticket)).closest('tr') as HTMLElement;

describe('copy order rows', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('marks a reversed copy (the follower side opposite to the master) and only that one', async () => {
    signIn();
    mockLinks();
    renderWithApp(<CopyLinksTable owner={{ mtAccId: 3 }} scope="open" />);
    await screen.findByText('800002');
    const reversed = rowOf(800002);
    expect(within(reversed).getByText('反向')).toBeInTheDocument();
    expect(within(reversed).getByText('卖出')).toBeInTheDocument();
    expect(within(rowOf(800001)).queryByText('反向')).toBeNull();
    expect(isReversed({ type: 5, masterType: 2 })).toBe(true);
    expect(isReversed({ type: 4, masterType: 2 })).toBe(false);
  });

  it('colours slippage by its sign: worse for the follower positive, better negative', async () => {
    signIn();
    mockLinks();
    renderWithApp(<CopyLinksTable owner={{ mtAccId: 3 }} scope="open" />);
    await screen.findByText('800001');
    expect(within(rowOf(800001)).getByText('+2')).toHaveAttribute('data-tone', 'worse');
    expect(within(rowOf(800002)).getByText('-3')).toHaveAttribute('data-tone', 'better');
    expect(within(rowOf(800003)).getByText('0')).toHaveAttribute('data-tone', 'even');
    expect(slippageTone(1)).toBe('worse');
    expect(slippageTone(-1)).toBe('better');
  });

  it('closes a copy only after a confirmation, telling a detached copy apart', async () => {
    const user = userEvent.setup();
    signIn();
    const spy = mockLinks();
    renderWithApp(<CopyLinksTable owner={{ subscriptionId: 12 }} scope="open" />);
    await screen.findByText('800003');
    expect(within(rowOf(800003)).getByText('已解除关联')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '平仓跟单 800003' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('已不再跟随交易员');
    expect(callsTo(spy, '/mam/main/closeOrder')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: '立即平仓' }));
    await waitFor(() => expect(callsTo(spy, '/mam/main/closeOrder')).toHaveLength(1));
    expect(callsTo(spy, '/mam/main/closeOrder')[0]![0]).toContain('linkId=43');
  });

  it('lists skipped copies with the reason explained and the MT4 error', async () => {
    signIn();
    mockLinks();
    renderWithApp(<CopyRecordsTable owner={{ mtAccId: 3 }} />);
    expect(await screen.findByText('低于最小手数')).toBeInTheDocument();
    expect(screen.getByText(/计算出的跟单手数低于经纪商该品种的最小手数/)).toBeInTheDocument();
    expect(screen.getByText('手数 0.00 · 最小手数 0.01')).toBeInTheDocument();
    expect(screen.getByText('被经纪商拒绝')).toBeInTheDocument();
    expect(screen.getByText('MT4 错误 134：资金不足：请为账户入金。')).toBeInTheDocument();
  });
});

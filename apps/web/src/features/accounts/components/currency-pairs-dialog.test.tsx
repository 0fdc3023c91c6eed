import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from '@/lib/format';
import { accountSymbols, signIn } from '@/testing/accounts-fixtures';
import { callsTo, envelope, mockFetch, sentBody } from '@/testing/fetch-mock';
import { switchLocale } from '@/testing/page-test';
import { renderWithApp } from '@/testing/render';
import { changedSymbols, CurrencyPairsDialog } from './currency-pairs-dialog';

const STANDARD = [
  { symbol: 'EURUSD', symbolType: 1 },
  { symbol: 'GBPUSD', symbolType: 1 },
  { symbol: 'XAUUSD', symbolType: 2 },
];

function mockSymbols() {
  return mockFetch({
    '/mam/main/queryMamUserSymbols': { body: envelope([accountSymbols()]) },
    '/mam/main/queryStandardSymbols': { body: envelope(STANDARD) },
    '/mam/main/updateMamUserSymbols': { body: envelope([]) },
    '/mam/main/syncMamUserSymbols': { body: envelope([{ queued: true, completesBy: 1_700_086_400_000 }]) },
  });
}

/** Signs in and opens the dialog on account 201 with its symbols shown; answers the fetch spy. */
async function openDialog() {
  signIn();
  const fetchSpy = mockSymbols();
  renderWithApp(<CurrencyPairsDialog mtAccId={201} onClose={vi.fn()} />);
  await screen.findByText('EURUSD.m');
  return fetchSpy;
}

function rowOf(symbol: string): HTMLElement {
  const row = screen.getByText(symbol).closest('tr');
  if (!row) throw new Error(`no row for ${symbol}`);
  return row;
}

describe('CurrencyPairsDialog (spec 2 Other UI, 4 Dialogs, 8 Toasts)', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await switchLocale('zh_CN');
  });

  it('shows the account, each symbol with its standard symbol, type and status, and the update time', async () => {
    signIn();
    mockSymbols();
    renderWithApp(<CurrencyPairsDialog mtAccId={201} onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('EURUSD.m');
    expect(dialog).toHaveTextContent('账户货币对');
    expect(dialog).toHaveTextContent('#2 6200002 · Apex Capital');
    const eur = rowOf('EURUSD.m');
    expect(within(eur).getByText('EURUSD')).toBeInTheDocument();
    expect(within(eur).getByText('外汇')).toBeInTheDocument();
    expect(within(eur).getByText('正常').closest('.ant-tag')).toHaveClass('ant-tag-success');
    expect(within(rowOf('XAUUSD.m')).getByText('未绑定').closest('.ant-tag')).toHaveClass('ant-tag-warning');
    expect(within(rowOf('OLD.m')).getByText('无效').closest('.ant-tag')).toHaveClass('ant-tag-error');
    expect(dialog).toHaveTextContent(`货币对更新时间：${formatDate(1_700_000_000_000)}`);
  });

  it('edits standard symbols and saves only the changed rows, then says 编辑成功 and closes', async () => {
    const user = userEvent.setup();
    signIn();
    const fetchSpy = mockSymbols();
    const onClose = vi.fn();
    renderWithApp(<CurrencyPairsDialog mtAccId={201} onClose={onClose} />);
    await screen.findByText('EURUSD.m');
    await user.click(screen.getByRole('button', { name: /编辑/ }));
    expect(screen.getByText(/清空即为未绑定/)).toBeInTheDocument();

    await user.click(screen.getByLabelText('标准品种 XAUUSD.m'));
    const option = await waitFor(() => {
      const found = [...document.querySelectorAll('.ant-select-item-option')].find(
        (node) => node.textContent === 'XAUUSD' && !node.closest('.ant-select-dropdown-hidden'),
      );
      if (!found) throw new Error('XAUUSD not offered');
      return found;
    });
    await user.click(option);
    await waitFor(() => expect(callsTo(fetchSpy, '/mam/main/queryStandardSymbols')).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(callsTo(fetchSpy, '/mam/main/updateMamUserSymbols')).toHaveLength(1));
    expect(sentBody(callsTo(fetchSpy, '/mam/main/updateMamUserSymbols')[0]![1])).toEqual({
      mtAccountId: 201,
      symbolS: [{ id: 2, standardSymbol: 'XAUUSD' }],
    });
    expect(await screen.findByText('编辑成功')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('returns to view mode without a call when nothing changed', async () => {
    const user = userEvent.setup();
    const fetchSpy = await openDialog();
    await user.click(screen.getByRole('button', { name: /编辑/ }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByRole('button', { name: /编辑/ })).toBeInTheDocument();
    expect(callsTo(fetchSpy, '/mam/main/updateMamUserSymbols')).toHaveLength(0);
  });

  it('asks 确定更新账户货币对？ under 提示 before a refresh, then says it completes within 24 hours', async () => {
    const user = userEvent.setup();
    const fetchSpy = await openDialog();
    await user.click(screen.getByRole('button', { name: /更新货币对/ }));
    const confirm = (await screen.findByText('确定更新账户货币对？')).closest<HTMLElement>('.ant-modal')!;
    expect(confirm.querySelector('.ant-modal-confirm-title')).toHaveTextContent(/^提示$/);
    expect(callsTo(fetchSpy, '/mam/main/syncMamUserSymbols')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(callsTo(fetchSpy, '/mam/main/syncMamUserSymbols?mtId=201')).toHaveLength(1));
    expect(await screen.findByText('系统将在24小时内完成更新，请留意系统消息。')).toBeInTheDocument();
  });

  it('does not refresh when the confirmation is cancelled', async () => {
    const user = userEvent.setup();
    const fetchSpy = await openDialog();
    await user.click(screen.getByRole('button', { name: /更新货币对/ }));
    const confirm = (await screen.findByText('确定更新账户货币对？')).closest<HTMLElement>('.ant-modal')!;
    await user.click(within(confirm).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByText('确定更新账户货币对？')).not.toBeInTheDocument());
    expect(callsTo(fetchSpy, '/mam/main/syncMamUserSymbols')).toHaveLength(0);
  });

  it('reads in English', async () => {
    await switchLocale('en_US');
    await openDialog();
    expect(screen.getByText('Account currency pairs')).toBeInTheDocument();
    expect(within(rowOf('XAUUSD.m')).getByText('Unbound')).toBeInTheDocument();
    expect(within(rowOf('EURUSD.m')).getByText('Forex')).toBeInTheDocument();
  });
});

describe('changedSymbols', () => {
  const rows = accountSymbols().symbolList;

  it('keeps only rows whose standard symbol was changed, a cleared one as an empty string', () => {
    expect(changedSymbols(rows, {})).toEqual([]);
    expect(changedSymbols(rows, { 1: 'EURUSD' })).toEqual([]);
    expect(changedSymbols(rows, { 1: '', 2: 'XAUUSD' })).toEqual([
      { id: 1, standardSymbol: '' },
      { id: 2, standardSymbol: 'XAUUSD' },
    ]);
  });
});

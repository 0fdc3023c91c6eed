import type { RankingRow } from '@copytrade/contracts/community';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rankingRow } from '@/testing/community-fixtures';
import { callsTo, envelope, mockFetch, sentBody } from '@/testing/fetch-mock';
import { renderWithApp } from '@/testing/render';
import { FILTER_LIST } from './square-fixtures';
import { TraderSquare } from './trader-square';

type Answer = { rows: RankingRow[]; total?: number } | 'fail';

function mockSquare(answer: Answer | ((body: Record<string, unknown>) => Answer) = { rows: [rankingRow()] }) {
  return mockFetch({
    '/community/front/getfilterlist': { body: envelope([FILTER_LIST]) },
    '/community/front/selectbyfilter': (_url, init) => {
      const body = sentBody(init) as Record<string, unknown>;
      const result = typeof answer === 'function' ? answer(body) : answer;
      if (result === 'fail') return { status: 500, body: envelope([], 50000, 'Server error') };
      return { body: envelope(result.rows, 10000, 'ok', result.total ?? result.rows.length) };
    },
  });
}

function renderSquare(path = '/community/trader', keepParams?: readonly string[]) {
  return renderWithApp(
    <TraderSquare
      keepParams={keepParams}
      renderAction={(row) => <button type="button">copy {row.login}</button>}
    />,
    {
      path,
      route: '/community/trader',
      routes: [{ path: '/community/trader/:mtId', element: <p>profile page</p> }],
    },
  );
}

/** The body of the latest selectbyfilter call. */
function lastBody(spy: ReturnType<typeof mockFetch>) {
  const calls = callsTo(spy, '/community/front/selectbyfilter');
  return sentBody(calls.at(-1)?.[1]);
}

describe('the strategy square (/community/trader)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows each account as a card: #order login, nickname, figures, the profile link and the action', async () => {
    mockSquare();
    renderSquare();
    const card = await screen.findByRole('article', { name: 'Atlas Capital #1 6100001' });
    expect(card).toHaveTextContent('#1 6100001');
    expect(within(card).getByRole('link', { name: 'Atlas Capital' })).toHaveAttribute(
      'href',
      '/community/trader/1',
    );
    expect(within(card).getByRole('link', { name: '查看主页：Atlas Capital' })).toHaveAttribute(
      'href',
      '/community/trader/1',
    );
    for (const value of ['+31.86%', '15.81%', '58.91%', '1.32', '-12.50', '12 周']) {
      expect(within(card).getByText(value)).toBeInTheDocument();
    }
    expect(within(card).getByRole('img', { name: '4 星（评分 67）' })).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: '近期收益率曲线（5 个点）' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'copy 6100001' })).toBeInTheDocument();
    // Every figure carries its help.
    for (const name of [
      '收益率',
      '最大回撤',
      '胜率',
      '盈利因子',
      '跟随人数',
      '跟单收益',
      '交易周数',
      '13周评级',
    ]) {
      expect(within(card).getByRole('button', { name: `${name}的说明` })).toBeInTheDocument();
    }
  });

  it("draws a visitor's first screen without antd; a rich filter brings it when reached (the page's budget)", async () => {
    const user = userEvent.setup();
    const spy = mockSquare();
    renderSquare('/community/trader?platform=1&server=3');
    await screen.findByRole('article', { name: /Atlas Capital/ });
    expect(screen.getByRole('searchbox', { name: '按昵称或 MT4 账号搜索交易员' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '排序方式' })).toHaveValue('0');
    // The chosen brokers and servers read in the closed box.
    const broker = screen.getByRole('button', { name: '经纪商' });
    expect(broker).toHaveTextContent('Meridian Markets、ApexCapital-Real01');
    expect(document.body.querySelector('[class*="ant-"]')).toBeNull();

    // Reached, the broker box becomes antd's cascader, open, with the same choice.
    await user.click(broker);
    const cascader = await screen.findByRole('combobox', { name: '经纪商' });
    expect(cascader).toHaveFocus();
    expect(document.body.querySelector('.ant-cascader-dropdown')).not.toBeNull();
    // Apex Capital whole: its two servers are one broker.
    const apex = await screen.findByText('Apex Capital', { selector: '.ant-cascader-menu-item-content' });
    await user.click(apex.closest('li')!.querySelector('.ant-cascader-checkbox')!);
    await waitFor(() => expect(lastBody(spy)).toMatchObject({ platformIds: [1, 2] }));
    expect(lastBody(spy)).not.toHaveProperty('serverIds');
  });

  it('sorts, turns the direction and changes the page size from the plain toolbar', async () => {
    const user = userEvent.setup();
    const spy = mockSquare();
    const { router } = renderSquare('/community/trader?page=2');
    await screen.findByRole('article', { name: /Atlas Capital/ });
    await user.selectOptions(screen.getByRole('combobox', { name: '排序方式' }), '最大回撤');
    await waitFor(() => expect(router.state.location.search).toBe('?sort=drawdown'));
    await waitFor(() => expect(lastBody(spy)).toMatchObject({ sort: 'drawdown', direction: 'asc', page: 1 }));
    await user.click(screen.getByRole('button', { name: '排序方向：从低到高' }));
    await waitFor(() => expect(lastBody(spy)).toMatchObject({ sort: 'drawdown', direction: 'desc' }));
    await user.selectOptions(screen.getByRole('combobox', { name: '每页数量' }), '每页 24 位');
    await waitFor(() => expect(lastBody(spy)).toMatchObject({ pageSize: 24, page: 1 }));
  });

  it('sends the filters of the URL and turns a chosen chip into the URL and the body', async () => {
    const user = userEvent.setup();
    const spy = mockSquare();
    const { router } = renderSquare('/community/trader?growthMin=10&fee=1&account=demo&sort=drawdown');
    await screen.findByRole('article', { name: /Atlas Capital/ });
    const fromUrl = {
      growth: { min: 10 },
      feeTypes: [1],
      isMock: 1,
      sort: 'drawdown',
      direction: 'asc',
      page: 1,
      pageSize: 12,
    };
    expect(lastBody(spy)).toEqual(fromUrl);
    // The URL's filters show as chosen.
    const growth = await screen.findByRole('group', { name: '收益率' });
    expect(within(growth).getByRole('button', { name: '≥ 10%' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(
      within(screen.getByRole('group', { name: '最大回撤' })).getByRole('button', { name: '≤ 20%' }),
    );
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?growthMin=10&drawdownMax=20&fee=1&account=demo&sort=drawdown',
      ),
    );
    await waitFor(() => expect(lastBody(spy)).toEqual({ ...fromUrl, drawdown: { max: 20 } }));

    // A custom range through the popover.
    await user.click(
      within(screen.getByRole('group', { name: '交易周数' })).getByRole('button', { name: /自定义/ }),
    );
    await user.type(await screen.findByRole('spinbutton', { name: '交易周数最小值' }), '8');
    await user.type(screen.getByRole('spinbutton', { name: '交易周数最大值' }), '30');
    await user.click(screen.getByRole('button', { name: '应用' }));
    await waitFor(() => expect(router.state.location.search).toContain('weeksMin=8&weeksMax=30'));
    await waitFor(() => expect(lastBody(spy)).toMatchObject({ weeks: { min: 8, max: 30 } }));
    expect(
      within(screen.getByRole('group', { name: '交易周数' })).getByRole('button', { name: /8 周 – 30 周/ }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  it('refuses a custom range whose minimum is above its maximum', async () => {
    const user = userEvent.setup();
    mockSquare();
    const { router } = renderSquare();
    await screen.findByRole('article', { name: /Atlas Capital/ });
    await user.click(
      within(screen.getByRole('group', { name: '收益率' })).getByRole('button', { name: /自定义/ }),
    );
    await user.type(await screen.findByRole('spinbutton', { name: '收益率最小值' }), '50');
    await user.type(screen.getByRole('spinbutton', { name: '收益率最大值' }), '10');
    expect(await screen.findByRole('alert')).toHaveTextContent('最小值不能大于最大值');
    expect(screen.getByRole('button', { name: '应用' })).toBeDisabled();
    expect(router.state.location.search).toBe('');
  });

  it('normalizes a bad URL instead of failing', async () => {
    const spy = mockSquare();
    const { router } = renderSquare(
      '/community/trader?growthMin=abc&drawdownMax=500&sort=bogus&dir=x&page=-3&size=7&fee=9&account=both&junk=1&weeksMin=4',
    );
    await screen.findByRole('article', { name: /Atlas Capital/ });
    await waitFor(() => expect(router.state.location.search).toBe('?weeksMin=4'));
    expect(lastBody(spy)).toEqual({
      weeks: { min: 4 },
      sort: 'rating',
      direction: 'desc',
      page: 1,
      pageSize: 12,
    });
  });

  it('keeps the parameters it is told to keep while it rewrites its address (the embed page)', async () => {
    const user = userEvent.setup();
    mockSquare();
    const { router } = renderSquare('/community/trader?lang=en_US&junk=1&theme=dark&page=-3', [
      'lang',
      'theme',
      'target',
    ]);
    await screen.findByRole('article', { name: /Atlas Capital/ });
    // The canonical rewrite drops what is nobody's (junk, a bad page) and keeps lang and theme.
    await waitFor(() => expect(router.state.location.search).toBe('?lang=en_US&theme=dark'));
    await user.type(screen.getByRole('searchbox', { name: /MT4/ }), '6100001');
    await waitFor(() => expect(router.state.location.search).toBe('?keyword=6100001&lang=en_US&theme=dark'));
  });

  it('searches the typed keyword (nickname or login) after a pause', async () => {
    const user = userEvent.setup();
    const spy = mockSquare();
    const { router } = renderSquare('/community/trader?page=2');
    await screen.findByRole('article', { name: /Atlas Capital/ });
    await user.type(screen.getByRole('searchbox', { name: '按昵称或 MT4 账号搜索交易员' }), '6100001');
    await waitFor(() => expect(router.state.location.search).toBe('?keyword=6100001'));
    await waitFor(() => expect(lastBody(spy)).toMatchObject({ keyword: '6100001', page: 1 }));
  });

  it('says when no trader matches and resets the filters', async () => {
    const user = userEvent.setup();
    const spy = mockSquare((body) => (body.growth ? { rows: [], total: 0 } : { rows: [rankingRow()] }));
    const { router } = renderSquare('/community/trader?growthMin=100&sort=growth');
    expect(await screen.findByText('没有符合条件的交易员')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '重置筛选' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=growth'));
    expect(await screen.findByRole('article', { name: /Atlas Capital/ })).toBeInTheDocument();
    expect(lastBody(spy)).toEqual({ sort: 'growth', direction: 'desc', page: 1, pageSize: 12 });
  });

  it('shows a failed load with a retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    mockSquare(() => (fail ? 'fail' : { rows: [rankingRow()] }));
    renderSquare();
    expect(await screen.findByText('加载失败')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: /重试/ }));
    expect(await screen.findByRole('article', { name: /Atlas Capital/ })).toBeInTheDocument();
  });

  it('moves a page past the end back to the last page', async () => {
    const rows = Array.from({ length: 12 }, (_, index) =>
      rankingRow({ mtAccId: index + 1, login: `61000${index}` }),
    );
    mockSquare((body) => (body.page === 2 ? { rows: rows.slice(0, 3), total: 15 } : { rows: [], total: 15 }));
    const { router } = renderSquare('/community/trader?page=9');
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(await screen.findAllByRole('article')).toHaveLength(3);
  });
});

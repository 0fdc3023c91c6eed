import { FORMULAS } from '@copytrade/engine/stats/formulas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, envelope, failsOnce } from '@/testing/fetch-mock';
import { englishPageTest } from '@/testing/page-test';
import { renderWithApp } from '@/testing/render';
import { accountInfo, emptyIndicators, hiddenPosition, mockProfileApi } from './profile-fixtures';
import { renderProfile } from './render-profile';
import { TraderProfile } from './trader-profile';

const formulaOf = (key: string) => FORMULAS.find((entry) => entry.key === key)!;

describe('trader profile', () => {
  englishPageTest();

  it("draws a visitor's first screen without antd, which comes with the other tabs (the page's budget)", async () => {
    const user = userEvent.setup();
    mockProfileApi();
    renderProfile();
    expect(await screen.findByRole('img', { name: 'Growth curve of the account' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Monthly returns chart' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Growth', checked: true })).toBeInTheDocument();
    expect(document.body.querySelector('[class*="ant-"]')).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Indicators' }));
    await screen.findByRole('region', { name: 'Trading' });
    expect(document.body.querySelector('[class*="ant-"]')).not.toBeNull();
  });

  it('shows the trader, the key figures and a formula behind every statistic', async () => {
    const user = userEvent.setup();
    mockProfileApi();
    renderProfile();

    expect(await screen.findByRole('heading', { level: 1, name: 'Atlas Capital' })).toBeInTheDocument();
    expect(screen.getByText('#2 6100002')).toBeInTheDocument();
    expect(screen.getByText('Meridian Markets · MeridianMarkets-Live')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy 6100002' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Growth curve of the account' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Monthly returns chart' })).toBeInTheDocument();
    const returns = screen.getByRole('table', { name: 'Returns by year and month' });
    expect(within(returns).getByRole('rowheader', { name: '2024' })).toBeInTheDocument();
    // Twelve months across, in the page's language, then the full year.
    expect(
      within(returns)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Year', ...'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' '), 'Full year']);
    expect(within(returns).getAllByText('3.95%')).toHaveLength(1);
    expect(within(returns).getByText('-10.00%')).toBeInTheDocument();

    const tiles = await screen.findByRole('region', { name: 'Key figures' });
    for (const value of ['+3.95%', '90.00', '10.00%', '2.50', '66.67%', '100.25']) {
      expect(within(tiles).getByText(value)).toBeInTheDocument();
    }
    // Six tiles, six formulas.
    expect(within(tiles).getAllByRole('button', { name: /^How .+ is calculated$/ })).toHaveLength(6);

    await user.hover(within(tiles).getByRole('button', { name: 'How Growth is calculated' }));
    const tip = await screen.findByRole('tooltip');
    expect(tip).toHaveTextContent(formulaOf('growth').formula);
    expect(tip).toHaveTextContent(formulaOf('growth').example);

    await user.click(screen.getByRole('tab', { name: 'Indicators' }));
    const trading = await screen.findByRole('region', { name: 'Trading' });
    expect(within(trading).getByText('3 h 0 min')).toBeInTheDocument();
    expect(within(trading).getByText('-60.00')).toBeInTheDocument();
    const risk = screen.getByRole('region', { name: 'Risk' });
    expect(within(risk).getAllByText('10.00% · 60.00')).toHaveLength(2);
    expect(within(risk).getByText('230.55%')).toBeInTheDocument();
    // Every listed statistic carries its own help.
    for (const name of ['Account', 'Trading', 'Risk', '13-week rating']) {
      const terms = within(screen.getByRole('region', { name })).getAllByRole('term');
      expect(terms.length).toBeGreaterThan(0);
      for (const term of terms) {
        expect(within(term).getByRole('button', { name: /^How .+ is calculated$/ })).toBeInTheDocument();
      }
    }
    expect(screen.getByRole('button', { name: 'How Lowest margin level is calculated' })).toBeInTheDocument();
    const symbols = screen.getByRole('region', { name: /By symbol/ });
    expect(within(symbols).getByText('XAUUSD')).toBeInTheDocument();

    await user.hover(screen.getByRole('button', { name: 'How Most lots open at once is calculated' }));
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('tooltip')
          .some((node) => node.textContent?.includes(formulaOf('risk.maxLotsAtOnce').formula)),
      ).toBe(true),
    );
  });

  it('hides the entry prices of open positions from a visitor and offers to subscribe', async () => {
    const user = userEvent.setup();
    const fetchSpy = mockProfileApi({
      '/community/front/center/openingOrder': {
        body: envelope(
          [hiddenPosition(), hiddenPosition({ ticket: 50124, type: 1, profit: '-12.00' })],
          10000,
          'ok',
          2,
        ),
      },
    });
    renderProfile('/community/trader/7?tab=orders');

    const panel = await screen.findByRole('region', { name: 'Positions' });
    expect(await within(panel).findByText('Entry prices are for subscribers')).toBeInTheDocument();
    // Open price, S/L and T/P of both rows are locked; nothing is printed in their place.
    expect(within(panel).getAllByRole('img', { name: 'Hidden until subscribed' })).toHaveLength(6);
    expect(within(panel).queryByText('1.08512')).not.toBeInTheDocument();
    expect(within(panel).getAllByText('1.08760')).toHaveLength(2);
    // The hint carries the Copy action next to the header's.
    expect(within(panel).getByRole('button', { name: 'Copy 6100002' })).toBeInTheDocument();
    expect(callsTo(fetchSpy, '/community/front/center/openingOrder')[0]![0]).toContain(
      'mtId=7&page=1&pageSize=10',
    );

    await user.click(within(panel).getByText('Closed positions'));
    expect(await within(panel).findByText('No closed positions yet')).toBeInTheDocument();
    expect(within(panel).queryByText('Entry prices are for subscribers')).not.toBeInTheDocument();
  });

  it('shows the entry prices to a subscriber', async () => {
    mockProfileApi();
    renderProfile('/community/trader/7?tab=orders');
    const panel = await screen.findByRole('region', { name: 'Positions' });
    expect(await within(panel).findByText('1.08512')).toBeInTheDocument();
    expect(within(panel).getByText('1.08000')).toBeInTheDocument();
    expect(within(panel).queryByText('Entry prices are for subscribers')).not.toBeInTheDocument();
  });

  it('tells a visitor that a new account has not traded yet', async () => {
    mockProfileApi({
      '/community/front/center/dataIndicators': { body: envelope([emptyIndicators()]) },
      '/community/front/center/trendChart': { body: envelope([]) },
      '/community/front/center/monthAnalyseChart': { body: envelope([{ months: [], years: [] }]) },
    });
    renderProfile();

    expect(await screen.findByText('No closed trades yet')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('first closed trade');
    expect(await screen.findByText('No history to chart yet')).toBeInTheDocument();
    expect(await screen.findByText('No monthly returns yet')).toBeInTheDocument();
    expect(screen.getByText('Not rated yet')).toBeInTheDocument();
    const tiles = screen.getByRole('region', { name: 'Key figures' });
    // No trade: no profit factor and no win rate, rather than a misleading 0.
    expect(within(tiles).getAllByText('—')).toHaveLength(2);
  });

  it('offers a retry when the profile cannot be loaded', async () => {
    const user = userEvent.setup();
    const profile = failsOnce({ body: envelope([accountInfo()]) });
    mockProfileApi({ '/community/front/queryMtAccountInfo': profile });
    renderProfile();

    expect(await screen.findByText('Could not load')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Retry/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Atlas Capital' })).toBeInTheDocument();
    expect(profile.calls()).toBe(2);
  });

  it('says so when the account does not exist', async () => {
    mockProfileApi({
      '/community/front/queryMtAccountInfo': { status: 404, body: envelope([], 40400, 'Not found') },
    });
    renderProfile();
    expect(await screen.findByText('Trader not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to traders' })).toHaveAttribute(
      'href',
      '/community/trader',
    );
  });

  it('shows a strategy with markup as plain text', async () => {
    const strategy = '<script>window.hacked = true</script><b>Scalping</b>';
    mockProfileApi({
      '/community/front/queryMtAccountInfo': { body: envelope([accountInfo({ strategy })]) },
    });
    const { container } = renderProfile();

    expect(await screen.findByText(strategy)).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('says that the site administrator locked the strategy, instead of its text', async () => {
    mockProfileApi({
      '/community/front/queryMtAccountInfo': {
        body: envelope([accountInfo({ strategy: '', strategyLocked: true })]),
      },
    });
    renderProfile();
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent('This strategy has been locked by the site admin');
    expect(screen.queryByText('The trader has not described a strategy yet.')).not.toBeInTheDocument();
  });

  it('shows what the route adds: social actions, the strategy action, the admin menu and a tab', async () => {
    const user = userEvent.setup();
    mockProfileApi();
    const { router } = renderWithApp(
      <TraderProfile
        mtId={7}
        backTo="/community/trader"
        renderAction={() => <button type="button">Copy</button>}
        extras={{
          social: (account) => <button type="button">Follow {account.userName}</button>,
          strategyAction: () => <button type="button">Favourite strategy</button>,
          adminMenu: () => <button type="button">Admin actions</button>,
          tabs: (account) => [
            { key: 'comments', label: 'Comments', children: <p>Comments on {account.login}</p> },
          ],
        }}
      />,
      { path: '/community/trader/7?tab=comments', route: '/community/trader/7' },
    );
    const header = await screen.findByRole('region', { name: 'Atlas Capital' });
    expect(within(header).getByRole('button', { name: 'Follow Atlas Capital' })).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'Favourite strategy' })).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'Admin actions' })).toBeInTheDocument();
    // The added tab opens from the address, like the built-in ones.
    expect(await screen.findByText('Comments on 6100002')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Comments', selected: true })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Orders' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=orders'));
  });
});

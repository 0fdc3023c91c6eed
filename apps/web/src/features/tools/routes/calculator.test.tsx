import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PATHS } from '@/lib/paths';
import { callsTo, envelope } from '@/testing/fetch-mock';
import { englishPageTest } from '@/testing/page-test';
import { renderRoutes } from '@/testing/render';
import { eurusdSpec, LIVE_SERVER, mockMarketApi } from '../testing/market-fixtures';
import { CalculatorRoute } from './calculator';

function renderCalculator() {
  return renderRoutes([{ path: PATHS.calculator, element: <CalculatorRoute /> }], { path: PATHS.calculator });
}

/** The figure (label and value) of the tab pane that is shown. */
function figure(label: string): HTMLElement {
  const pane = screen.getByRole('tabpanel');
  return within(pane).getByText(label, { selector: 'dt' }).parentElement!;
}

/** Puts a whole value in at once (a keystroke each re-renders every figure: slow on a loaded machine). */
function fill(field: HTMLElement, value: string): void {
  act(() => {
    fireEvent.change(field, { target: { value } });
  });
}

async function openTab(name: string) {
  await userEvent.click(screen.getByRole('tab', { name }));
}

describe('/tools/calculator', () => {
  englishPageTest();

  it('works out EURUSD 1 lot in a USD account: pip value, margin at 1:100, profit', async () => {
    const fetchSpy = mockMarketApi();
    renderCalculator();
    expect(await screen.findByRole('heading', { level: 1, name: 'Trading calculator' })).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'EURUSD specification' }, { timeout: 15_000 });
    expect(callsTo(fetchSpy, '/cms/front/getSymbolSpec')[0]![0]).toContain(`server=${LIVE_SERVER}`);
    expect(callsTo(fetchSpy, '/cms/front/getSymbolSpec')[0]![0]).toContain('symbol=EURUSD');

    // 0.0001 x 100,000 x 1 = 10.00 USD a pip, 1.00 a point.
    expect(figure('Pip value')).toHaveTextContent('10.00USD');
    expect(figure('Point value')).toHaveTextContent('1.00USD');

    // 100,000 x 1 x 1.10000 / 100 = 1,100.00 USD.
    await openTab('Margin');
    fill(screen.getByRole('textbox', { name: 'Open price' }), '1.10000');
    await waitFor(() => expect(figure('Required margin')).toHaveTextContent('1,100.00USD'));
    expect(figure('Leverage applied')).toHaveTextContent('1:100');

    // Buy 1 lot 1.10005 -> 1.10495: 49.0 pips, 490.00 USD.
    await openTab('Profit');
    const pane = screen.getByRole('tabpanel');
    const open = within(pane).getByRole('textbox', { name: 'Open price' });
    const close = within(pane).getByRole('textbox', { name: 'Close price' });
    fill(open, '1.10005');
    fill(close, '1.10495');
    await waitFor(() => expect(figure('Profit')).toHaveTextContent('490.00USD'));
    expect(figure('Pips')).toHaveTextContent('49.0');
  });

  it('sizes a position from the risk and the stop, and counts the swap days', async () => {
    mockMarketApi();
    renderCalculator();
    await screen.findByRole('heading', { name: 'EURUSD specification' }, { timeout: 15_000 });

    // 10,000 USD, 1 %, 25 pips: 100 / (25 x 10.00) = 0.40 lot.
    await openTab('Position size');
    expect(figure('Position size')).toHaveTextContent('0.40lots');
    expect(figure('Amount at risk')).toHaveTextContent('100.00USD');
    const stop = screen.getByRole('textbox', { name: 'Stop loss distance' });
    fill(stop, '20000');
    await waitFor(() =>
      expect(figure('Position size')).toHaveTextContent(
        'With this risk and stop, the position is below the minimum of 0.01 lots',
      ),
    );

    // Long swap -7.20 points, 1 lot, opened Tuesday, 1 night (ends Wednesday): 3 days, -21.60 USD.
    await openTab('Swap');
    expect(figure('Days charged')).toHaveTextContent('3');
    expect(figure('Total swap')).toHaveTextContent('-21.60USD');
    expect(figure('Swap per night')).toHaveTextContent('-7.20USD');
  });

  it('shows clear messages under bad inputs and no figures from them', async () => {
    mockMarketApi();
    renderCalculator();
    await screen.findByRole('heading', { name: 'EURUSD specification' }, { timeout: 15_000 });

    const lots = screen.getByRole('textbox', { name: 'Lots' });
    fill(lots, 'abc');
    expect(await screen.findByText('Enter a valid number')).toBeInTheDocument();
    expect(figure('Pip value')).toHaveTextContent('Correct the inputs marked above first');

    fill(lots, '0.005');
    expect(await screen.findByText('At least 0.01 lots')).toBeInTheDocument();
    fill(lots, '0.015');
    expect(await screen.findByText('Lots go in steps of 0.01')).toBeInTheDocument();
    fill(lots, '0.5');
    await waitFor(() => expect(figure('Pip value')).toHaveTextContent('5.00USD'));

    await openTab('Position size');
    const risk = screen.getByRole('textbox', { name: 'Risk' });
    fill(risk, '150');
    expect(await screen.findByText('The risk is above 0 and at most 100')).toBeInTheDocument();

    await openTab('Swap');
    const nights = screen.getByRole('textbox', { name: 'Nights held' });
    fill(nights, '1.5');
    expect(await screen.findByText('Enter a whole number from 1 to 365')).toBeInTheDocument();
  });

  it('offers only the currencies the server can convert into, and says why an amount is missing', async () => {
    const user = userEvent.setup();
    // A symbol quoted in CHF on a server without a CHF/JPY or USD/CHF pair: no JPY conversion.
    mockMarketApi({
      getSymbolSpec: {
        body: envelope([eurusdSpec({ quoteCurrency: 'CHF', symbol: 'EURUSD' })]),
      },
    });
    renderCalculator();
    await screen.findByRole('heading', { name: 'EURUSD specification' }, { timeout: 15_000 });
    expect(figure('Pip value')).toHaveTextContent('—');
    expect(figure('Pip value')).toHaveTextContent(
      'This server quotes no rate between CHF and USD, so the amount cannot be converted',
    );
    await user.click(screen.getByRole('combobox', { name: 'Account currency' }));
    const cny = await screen.findByTitle('CNY · no conversion');
    expect(cny.closest('.ant-select-item')).toHaveClass('ant-select-item-option-disabled');
  });
});
